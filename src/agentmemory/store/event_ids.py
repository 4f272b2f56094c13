"""SQL of the `event_ids` table: which write an idempotency key (`eventId`) already made.

A hook, an outbox replay or a client retry may send one event several times; the first write
records its key and its answer in the same transaction, so a repeat is answered from here and
stores nothing (exactly once, even across a crash between the write and the answer).
"""
from __future__ import annotations

import json
import sqlite3
from typing import Any


def scoped(event_id: str, op: str, owner: str | None) -> str:
    """The stored key: one per kind of write (an observation and a memory may share a client's key),
    and an isolated agent's keys are its own (another agent's repeat must not learn our ids)."""
    return f"{op}\x00{owner or ''}\x00{event_id}"


def seen(conn: sqlite3.Connection, event_id: str) -> dict | None:
    """The answer the first write with this key gave, or None when the key is new."""
    row = conn.execute("SELECT result FROM event_ids WHERE event_id=?", (event_id,)).fetchone()
    return json.loads(row[0]) if row else None


def record(conn: sqlite3.Connection, event_id: str, op: str, result: Any, now: float) -> None:
    """Remember the key with its answer; call inside the write's own transaction."""
    conn.execute("INSERT INTO event_ids(event_id, op, result, at) VALUES (?,?,?,?)",
                 (event_id, op, json.dumps(result, ensure_ascii=False, separators=(",", ":")), now))


def prune(conn: sqlite3.Connection, before: float) -> int:
    """Forget the keys recorded before `before` (unix seconds); how many went. A repeat of such an old
    event is stored again: the retention must outlast any outbox or retry (days, not minutes)."""
    return conn.execute("DELETE FROM event_ids WHERE at < ?", (before,)).rowcount
