"""SQL of the `event_ids` table: which write an idempotency key (`eventId`) already made.

A hook, an outbox replay or a client retry may send one event several times; the first write
records its key and its answer in the same transaction, so a repeat is answered from here and
stores nothing (exactly once, even across a crash between the write and the answer).
Reached as `tx.event_ids` (`EventIdRepository`).
"""
from __future__ import annotations

import json
import sqlite3
from typing import Any

from .codec import loads


def scoped(event_id: str, op: str, owner: str | None) -> str:
    """The stored key: one per kind of write (an observation and a memory may share a client's key),
    and an agent's keys are its own (`owner`: Caller.key_agent; another agent's repeat must not get our answer)."""
    return f"{op}\x00{owner or ''}\x00{event_id}"


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
