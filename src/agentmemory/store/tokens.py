"""SQL of the agent_tokens table (who may call as which agent); the rules live in memory/tokens.py."""
from __future__ import annotations

import sqlite3

from .db import Tx

COLUMNS = "id, agent_id, role, created_at, revoked_at"


def insert(tx: Tx, token_id: str, token_hash: str, agent_id: str, role: str) -> None:
    tx.conn.execute("INSERT INTO agent_tokens(id, token_hash, agent_id, role, created_at) VALUES (?,?,?,?,?)",
                    (token_id, token_hash, agent_id, role, tx.now))


def by_hash(conn: sqlite3.Connection, token_hash: str) -> tuple | None:
    """(id, agent_id, role, created_at, revoked_at, token_hash) of the token with this hash."""
    return conn.execute(f"SELECT {COLUMNS}, token_hash FROM agent_tokens WHERE token_hash=?",
                        (token_hash,)).fetchone()


def all_tokens(conn: sqlite3.Connection) -> list[tuple]:
    return conn.execute(f"SELECT {COLUMNS} FROM agent_tokens ORDER BY created_at, id").fetchall()


def revoke(tx: Tx, token_id: str) -> tuple | None:
    """Mark a token revoked (kept for the audit trail); its row as it was, or None if there is none."""
    row = tx.conn.execute(f"SELECT {COLUMNS} FROM agent_tokens WHERE id=?", (token_id,)).fetchone()
    if row is not None and row[4] is None:
        tx.conn.execute("UPDATE agent_tokens SET revoked_at=? WHERE id=?", (tx.now, token_id))
    return row
