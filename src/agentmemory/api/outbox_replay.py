"""At start-up, deliver what the agent hooks queued while the server was down.

The hook command (client/hook.py) keeps undeliverable events in `<data dir>/outbox.jsonl` (one queue per
token: client/outbox.py); a server on the same data dir replays them in order through the op registry,
each as the caller its token is, before it answers anyone, so
an agent's first events after a restart land behind the older ones. Each event carries its
eventId, so one a hook also sent is still stored once.
"""
from __future__ import annotations

import logging

from ..client.outbox import Outbox, Outcome
from ..errors import AgentMemoryError
from ..ops import OPS, invoke
from ..store import unreachable

log = logging.getLogger(__name__)
LOCK_WAIT = 2.0  # a hook replaying right now finishes within its own 2 s


def replay_outbox(services) -> tuple[int, int]:
    """(delivered or dropped, still waiting) over every queue; nothing happens without an outbox file.

    The queue written with no token runs as the local admin; a token's queue (named by the token's hash) as
    the caller that token is, so an agent's events keep their agent; a queue whose token is unknown or
    revoked waits for its own hook (which gets the server's 401 and drops it)."""
    done = left = 0
    for box in Outbox.every(services.settings.data_dir):
        if box.pending() == 0:
            continue
        caller = services.tokens.local_caller() if box.key is None else services.tokens.caller_of_hash(box.key)
        if caller is None:
            left += box.pending()
            log.warning("outbox: %d queued hook events of a token this server does not know wait", box.pending())
            continue
        d, w = _replay(services, box, caller)
        done, left = done + d, left + w
    if done or left:
        log.info("outbox: %d queued hook events delivered, %d waiting", done, left)
    return done, left


def _replay(services, box: Outbox, caller) -> tuple[int, int]:
    routes = {path: op for op in OPS for method, path in op.rest if method == "POST"}

    def deliver(entry: dict) -> Outcome:
        op = routes.get(entry.get("path")) if isinstance(entry, dict) else None
        if op is None:
            return "drop"
        try:
            invoke(op, services, caller, entry.get("body"))
        except AgentMemoryError as exc:
            if (exc.status == 429 and "limit" not in exc.extra) or exc.status >= 500:  # a cap it keeps: for good
                return "retry"
            log.warning("outbox: %s refused (%s): %s", entry.get("path"), exc.status, exc)
            return "drop"
        except Exception as exc:
            if unreachable(exc):  # a full disk, a lost file: the event waits, start-up goes on
                log.warning("outbox: %s not delivered now (%s); it waits", entry.get("path"), exc)
                return "retry"
            raise
        return "sent"

    if not box.lock(wait=LOCK_WAIT):
        return 0, box.pending()
    try:
        return box.replay(deliver)
    except OSError as exc:  # the outbox's own files (its offset) on a full disk: what is left waits
        log.warning("outbox: replay stopped: %s", exc)
        return 0, box.pending()
    finally:
        box.unlock()
