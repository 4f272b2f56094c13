"""`Idempotency-Key` on the REST writes that take no eventId (draft-ietf-httpapi-idempotency-key-header).

One write per (the caller's key agent, operation, key): the first request reserves the key in a transaction of
its own (with a fingerprint of its validated input and a random token), runs, and keeps its answer (status and
JSON body, as sent); a retry with the same input gets that answer again with `Idempotent-Replayed: true`, one with
another input is 422 naming the header, one while the first still runs 409 (`retryable`). The writes that take an
eventId (observe, remember) read the header as it (rest.with_idempotency_key) and never come here.

The guarantee: every write transaction the request opens on its thread marks the reservation written in that same
transaction (store/event_ids.fence), so nothing the request commits can be committed again by a retry, even when
the server dies before the answer is kept (its retries then get 409). An error answer is kept only when the
request wrote something first (a 4xx; after a 5xx its retries get 409, never a second write); one that wrote
nothing releases the key, so a retry after a refusal or an outage (503) runs again. A reservation not marked
written whose request is over without releasing it (this process no longer runs it: the release failed in an
outage; another process's after LEASE_SECONDS: it may have died) is taken over by a retry, and the old request,
should it still run, can then commit nothing (KeyTaken: 409). Writes made on other threads (the
distiller after sync-now) are not marked. Keys and answers share the `event_ids` table with eventIds and are
forgotten after `event_id_retention_days` as they are. Our own code: no library keeps the key in our store's
write transactions.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import secrets
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Iterator

import orjson

from .. import ID_MAX
from ..errors import AgentMemoryError, Conflict, Invalid
from ..memory.common import Caller
from ..memory.privacy import strip_secrets
from ..ops import Op
from ..store import event_ids
from .openapi import IDEMPOTENCY_HEADER, REPLAYED_HEADER

log = logging.getLogger(__name__)

#: How long a reservation that wrote nothing holds its key: longer than gunicorn's worker timeout (120 s), after
#: which a request that still runs is gone.
LEASE_SECONDS = 300


@dataclass(frozen=True)
class Answer:
    """A keyed write's answer as sent (JSON text and status); `replayed`: an earlier request's, kept."""
    text: str
    status: int
    replayed: bool = False

    def headers(self) -> dict:
        return {REPLAYED_HEADER: "true"} if self.replayed else {}


def keyed(op: Op, method: str, key: str | None) -> str | None:
    """The request's Idempotency-Key when this module handles it (a write route of an op without an eventId), checked
    as an eventId is: 1 to ID_MAX characters, nothing that looks like a secret (422 naming the header)."""
    if key is None or method == "GET" or op.access == "read" or "eventId" in op.input.model_fields:
        return None  # (a read ignores it, as the draft has it for idempotent methods)
    if not 0 < len(key) <= ID_MAX:
        raise Invalid(f"the {IDEMPOTENCY_HEADER} header must have 1 to {ID_MAX} characters, not {len(key)}",
                      field=IDEMPOTENCY_HEADER)
    if strip_secrets(key) != key:  # as ops/calls.clean refuses an eventId: a redacted key would be another's
        raise Invalid(f"the {IDEMPOTENCY_HEADER} header holds what looks like a secret (an API key or token): "
                      "use another key", field=IDEMPOTENCY_HEADER)
    return key


def fingerprint(inp: Any) -> str:
    """What a retry must repeat: the validated input (body, path and query fields) as canonical JSON, hashed."""
    data = inp.model_dump(mode="json")
    try:
        text = orjson.dumps(data, option=orjson.OPT_SORT_KEYS)
    except orjson.JSONEncodeError:  # what orjson refuses (an integer beyond 64 bits) json writes
        text = json.dumps(data, sort_keys=True, separators=(",", ":"), default=str).encode()
    return hashlib.sha256(text).hexdigest()


class Once:
    """`ops.invoke`'s `around` for one keyed request: reserve, run, keep (or release)."""

    def __init__(self, store, op: Op, key: str, render: Callable[[Any], str]):
        self.store, self.op, self.key, self.render = store, f"http:{op.name}", key, render
        self.unkept = op.unkept

    def __call__(self, caller: Caller, inp: Any, access: str, call: Callable[[], tuple[Any, int]]) -> tuple[Any, int]:
        if access == "read":  # an input-dependent op that reads this time (reflect without writeLessons)
            return call()
        key, print_ = event_ids.scoped(self.key, self.op, caller.key_agent), fingerprint(inp)
        token = secrets.token_hex(16)
        _LIVE.add(token)
        try:
            return self._once(key, print_, token, call)
        finally:
            _LIVE.discard(token)

    def _once(self, key: str, print_: str, token: str, call: Callable[[], tuple[Any, int]]) -> tuple[Any, int]:
        kept = self._reserve(key, print_, token)
        if kept is not None:
            return kept, kept.status
        try:
            with _running(key, token):
                result, status = call()
        except event_ids.KeyTaken:
            raise Conflict(f"a retry with this {IDEMPOTENCY_HEADER} took it over while this request ran: nothing "
                           "was written; its answer is the retry's", field=IDEMPOTENCY_HEADER, retryable=True) from None
        except BaseException as exc:
            self._failed(key, token, exc)
            raise
        answer = Answer(self.render(result), status)
        kept = self.render(self._kept(result)) if self.unkept else answer.text
        self._keep(key, token, {"state": "done", "fingerprint": print_, "status": status, "text": kept})
        return answer, status

    def _kept(self, result: Any) -> Any:
        """The answer a replay gets: without the op's `unkept` fields (a token, shown once and stored only hashed)."""
        if not isinstance(result, dict):
            return result
        return {**result, **{name: None for name in self.unkept if name in result}, "shownOnce": list(self.unkept)}

    def _reserve(self, key: str, print_: str, token: str) -> Answer | None:
        """The kept answer of an earlier request with this key, or None once the key is this request's."""
        with self.store.write() as tx:
            row = tx.event_ids.seen(key)
            if row is not None and row.get("fingerprint") != print_:
                raise Invalid(f"this {IDEMPOTENCY_HEADER} was sent before with another request (operation, body or "
                              "URL fields): a new request needs a new key", field=IDEMPOTENCY_HEADER)
            gone = row is not None and row["state"] == "running" and _gone(row, tx.now)
            if row is None or (gone and not row["written"]):
                tx.event_ids.put(key, self.op, {"state": "running", "fingerprint": print_, "token": token,
                                                "written": False, "since": tx.now, "process": _process()})
                return None
        if row["state"] == "done":
            return Answer(row["text"], row["status"], replayed=True)
        if row["state"] == "running" and not gone:
            raise Conflict(f"the request first sent with this {IDEMPOTENCY_HEADER} is still running: send it again "
                           "once it is done", field=IDEMPOTENCY_HEADER, retryable=True)
        raise Conflict(f"the request first sent with this {IDEMPOTENCY_HEADER} wrote data, then failed or never "
                       "answered; its answer was not kept and it is not run again (look before sending it with a "
                       "new key)", field=IDEMPOTENCY_HEADER, retryable=False)

    def _failed(self, key: str, token: str, exc: BaseException) -> None:
        """After an error: keep a 4xx when the request wrote something, mark a 5xx after a write "failed" (a retry
        gets 409, never a second write), and release the key when it wrote nothing (a retry runs again)."""
        try:
            with self.store.write() as tx:
                row = tx.event_ids.seen(key)
                if row is None or row.get("token") != token:
                    return
                if not row["written"]:
                    tx.event_ids.drop(key)
                elif isinstance(exc, AgentMemoryError) and exc.status < 500:
                    tx.event_ids.put(key, self.op, {"state": "done", "fingerprint": row["fingerprint"],
                                                    "status": exc.status, "text": self.render(exc.to_dict())})
                else:
                    tx.event_ids.put(key, self.op, {**row, "state": "failed"})
        except Exception as err:  # the error the client gets is the request's; the key waits for its lease
            log.warning("could not settle Idempotency-Key %r after an error: %s", self.key, err)

    def _keep(self, key: str, token: str, state: dict) -> None:
        """Keep a success's answer (unless a retry took the key over). Committed already: a failure here is logged
        and the answer still sent; the key then answers 409 to retries (written, no answer kept)."""
        try:
            with self.store.write() as tx:
                row = tx.event_ids.seen(key)
                if row is None or row.get("token") == token:  # None: the request's own clear or import forgot it
                    tx.event_ids.put(key, self.op, state)
        except Exception as err:
            log.warning("could not keep the answer of Idempotency-Key %r: %s", self.key, err)


_BOOT = secrets.token_hex(6)  # with the pid, names the process that reserved a key (a forked worker has its own pid)
_LIVE: set[str] = set()  # the tokens of the keyed requests this process runs now


def _process() -> str:
    return f"{_BOOT}:{os.getpid()}"


def _gone(row: dict, now: float) -> bool:
    """Whether a running reservation's request is over: this process made it and no longer runs it (it could not
    release the key in an outage), or it is older than LEASE_SECONDS (another process: it may have died)."""
    if row.get("process") == _process():
        return row.get("token") not in _LIVE
    return now - row["since"] > LEASE_SECONDS


@contextmanager
def _running(key: str, token: str) -> Iterator[None]:
    """While the op runs, this thread's write transactions mark the reservation (store/event_ids.fence)."""
    mark = event_ids.REQUEST_KEY.set((key, token))
    try:
        yield
    finally:
        event_ids.REQUEST_KEY.reset(mark)
