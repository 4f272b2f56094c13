"""SQL of the `event_ids` table: which write an idempotency key (`eventId`) already made.

A hook, an outbox replay or a client retry may send one event several times; the first write
records its key and its answer in the same transaction, so a repeat is answered from here and
stores nothing (exactly once, even across a crash between the write and the answer).
Reached as `tx.event_ids` (`EventIdRepository`).

The same table keeps the `Idempotency-Key` reservations of the other REST writes (api/idempotency.py): while
such a request runs, `REQUEST_KEY` holds its (key, token), and every write transaction it opens on its thread
marks the reservation written first (`fence`, called as the transaction starts): the mark commits or rolls
back with the write, and a request whose reservation another took over writes nothing (`KeyTaken`).
"""
from __future__ import annotations

import json
import sqlite3
from contextvars import ContextVar
from typing import Any

from .codec import loads


def scoped(event_id: str, op: str, owner: str | None) -> str:
    """The stored key: one per kind of write (an observation and a memory may share a client's key),
    and an agent's keys are its own (`owner`: Caller.key_agent; another agent's repeat must not get our answer)."""
    return f"{op}\x00{owner or ''}\x00{event_id}"


#: The reservation (stored key, token) of the keyed REST request this thread runs; None outside one.
REQUEST_KEY: ContextVar[tuple[str, str] | None] = ContextVar("agentmemory_request_key", default=None)


class KeyTaken(Exception):
    """The request's reservation was taken over by a retry: its write must not commit."""


def fence(tx) -> None:
    """Mark the running request's reservation written in the transaction `tx` (both backends' `Tx` call it as
    they start, so the mark commits or rolls back with the write); KeyTaken when it is no longer this request's."""
    pending = REQUEST_KEY.get()
    if pending is not None and not tx.event_ids.mark_written(*pending):
        raise KeyTaken("another request with this Idempotency-Key took it over")


class SqliteEventIds:
    """`EventIdRepository` (store/repositories.py) on one connection (`now` stamps what `record` writes)."""

    def __init__(self, conn: sqlite3.Connection, now: float | None = None):
        self.conn, self.now = conn, now

    def seen(self, key: str) -> dict | None:
        """The answer the first write with this key gave, or None when the key is new."""
        row = self.conn.execute("SELECT result FROM event_ids WHERE event_id=?", (key,)).fetchone()
        return loads(row[0]) if row else None

    def record(self, key: str, op: str, result: Any) -> None:
        """Remember the key with its answer; call inside the write's own transaction."""
        self.conn.execute("INSERT INTO event_ids(event_id, op, result, at) VALUES (?,?,?,?)",
                          (key, op, json.dumps(result, ensure_ascii=False, separators=(",", ":")), self.now))

    def put(self, key: str, op: str, result: Any) -> None:
        """Store the key's state (a reservation, its answer), replacing what the key held."""
        self.conn.execute("INSERT INTO event_ids(event_id, op, result, at) VALUES (?,?,?,?) ON CONFLICT(event_id) "
                          "DO UPDATE SET op=excluded.op, result=excluded.result, at=excluded.at",
                          (key, op, json.dumps(result, ensure_ascii=False, separators=(",", ":")), self.now))

    def drop(self, key: str) -> None:
        self.conn.execute("DELETE FROM event_ids WHERE event_id=?", (key,))

    def mark_written(self, key: str, token: str) -> bool:
        """Mark the reservation `token` holds on `key` written; False when another request holds the key now (a key
        a clear or an import forgot is no one's: the request goes on)."""
        if self.conn.execute("UPDATE event_ids SET result=json_set(result, '$.written', json('true')) "
                             "WHERE event_id=? AND json_extract(result, '$.token')=?", (key, token)).rowcount:
            return True
        return self.conn.execute("SELECT 1 FROM event_ids WHERE event_id=?", (key,)).fetchone() is None

    def forget(self, owner: str | None) -> int:
        """Forget the keys of `owner`'s writes (None: every key), as a clear deletes what they made: a replay
        after it writes again instead of answering with an id that no longer exists."""
        if owner is None:
            return self.conn.execute("DELETE FROM event_ids").rowcount
        part = (owner + "\x00").encode()  # compared as bytes: SQLite's text functions stop at a NUL
        return self.conn.execute("DELETE FROM event_ids WHERE substr(CAST(event_id AS BLOB), "
                                 "instr(CAST(event_id AS BLOB), x'00') + 1, ?) = ?", (len(part), part)).rowcount

    def prune(self, before: float) -> int:
        """Forget the keys recorded before `before` (unix seconds); how many went. A repeat of such an old
        event is stored again: the retention must outlast any outbox or retry (days, not minutes)."""
        return self.conn.execute("DELETE FROM event_ids WHERE at < ?", (before,)).rowcount
