"""SQL of the agent_tokens table (who may call as which agent); the rules live in memory/admin/tokens.py.
Reached as `tx.tokens` / `store.reader().tokens` (`TokenRepository`)."""
from __future__ import annotations

import sqlite3

COLUMNS = "id, agent_id, role, created_at, revoked_at"


class SqliteTokens:
    """`TokenRepository` on one connection (`now` stamps creation and revocation)."""

    def __init__(self, conn: sqlite3.Connection, now: float | None = None):
        self.conn, self.now = conn, now

    def insert(self, token_id: str, token_hash: str, agent_id: str, role: str) -> None:
        self.conn.execute("INSERT INTO agent_tokens(id, token_hash, agent_id, role, created_at) VALUES (?,?,?,?,?)",
                          (token_id, token_hash, agent_id, role, self.now))

    def by_hash(self, token_hash: str) -> tuple | None:
        """(id, agent_id, role, created_at, revoked_at, token_hash) of the token with this hash."""
        row = self.conn.execute(f"SELECT {COLUMNS}, token_hash FROM agent_tokens WHERE token_hash=?",
                                (token_hash,)).fetchone()
        return tuple(row) if row is not None else None

    def all(self) -> list[tuple]:
        """(id, agent_id, role, created_at, revoked_at) of every token, oldest first."""
        return [tuple(r) for r in self.conn.execute(f"SELECT {COLUMNS} FROM agent_tokens ORDER BY created_at, id")]

    def revoke(self, token_id: str) -> tuple | None:
        """Mark a token revoked (kept for the audit trail); its row as it was, or None if there is none."""
        row = self.conn.execute(f"SELECT {COLUMNS} FROM agent_tokens WHERE id=?", (token_id,)).fetchone()
        if row is not None and row[4] is None:
            self.conn.execute("UPDATE agent_tokens SET revoked_at=? WHERE id=?", (self.now, token_id))
        return tuple(row) if row is not None else None
