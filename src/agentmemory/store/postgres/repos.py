"""The repositories (store/repositories.py) on PostgreSQL: items are JSONB rows of `kv_store(scope, key)`.

The item repositories are the shared ones (store/aggregates.py) spelled with the `PG` dialect; the
audit log, the whole-store view, agent tokens and idempotency keys are here (`PG_BACKEND`).
"""
from __future__ import annotations

from typing import Any, Iterator

from psycopg.types.json import Jsonb

from ..aggregates import Items
from ..codec import dumps
from ..query import Dialect, Query
from ..sqlite_repos import Backend


class PgDialect(Dialect):
    """`%s` marks; `am_field(value->'f')` (migrations.py) compared with JSONB values; NULLs first, as on SQLite."""
    name = "postgresql"
    mark = "%s"
    empty = "'\"\"'::jsonb"
    put_item = ("INSERT INTO kv_store(scope, key, value, updated_at) VALUES (%s,%s,%s::jsonb,%s) "
                "ON CONFLICT(scope, key) DO UPDATE SET value=excluded.value, updated_at=excluded.updated_at")
    get_item = "SELECT value FROM kv_store WHERE scope=%s AND key=%s"

    def field(self, name: str, column: str = "value") -> str:
        return f"am_field({column}->'{name}')"

    def number(self, name: str) -> str:
        return f"am_number(value->'{name}')"

    def param(self, value: Any) -> Any:
        return Jsonb(int(value) if isinstance(value, bool) else value, dumps=stored_json)  # U+0000 as stored

    def order(self, expr: str, desc: bool) -> str:
        return expr + (" DESC NULLS LAST" if desc else " NULLS FIRST")

    def load(self, stored: Any) -> Any:
        return stored  # psycopg decodes JSONB

    def encode(self, value: Any) -> str:
        return stored_json(value)

    def fields_array(self, names: tuple[str, ...], column: str) -> str:
        return "jsonb_build_array(" + ", ".join(f"{column}->'{n}'" for n in names) + ")"

    def int_div(self, expr: str) -> str:
        return f"trunc({expr})::bigint"

    def contains(self, column: str) -> str:
        return f"strpos({column}, %s) > 0"


PG = PgDialect()


class PgKeyLockDialect(PgDialect):
    """A concurrent write's dialect (db.py `write(concurrent=True)`): reading an item locks its key
    until the commit, so read-modify-write of an item (or creating a missing one) never loses an update."""
    get_item = "SELECT am_locked_get(%s, %s)"


PG_KEY_LOCKS = PgKeyLockDialect()


def stored_json(value: Any) -> str:
    """An item as JSONB text. JSONB cannot hold U+0000, which SQLite's TEXT keeps: it becomes U+FFFD."""
    text = dumps(value)
    return text.replace("\\u0000", "\\ufffd") if "\\u0000" in text else text


class PgAudit:
    """`AuditRepository` on the audit_log table."""

    def __init__(self, conn, now: float | None = None):
        self.conn, self.now = conn, now

    def add(self, operation: str, scope: str | None, key: str | None, detail: Any, agent_id: str | None) -> int:
        return self.conn.execute(
            "INSERT INTO audit_log(ts, agent_id, operation, scope, key, detail) VALUES (%s,%s,%s,%s,%s,%s::jsonb) "
            "RETURNING id", (self.now, agent_id, operation, scope, key,
                             stored_json(detail) if detail is not None else None)).fetchone()[0]

    def page(self, operation: str | None = None, agent_id: str | None = None, before: int | None = None,
             limit: int = 50, unowned: bool = False) -> list[dict]:
        where, args = ["TRUE"], []
        agent = "(agent_id=%s OR agent_id IS NULL)" if unowned else "agent_id=%s"
        for cond, value in (("operation=%s", operation), ("id<%s", before), (agent, agent_id)):
            if value:
                where.append(cond)
                args.append(value)
        rows = self.conn.execute(f"SELECT id, ts, agent_id, operation, scope, key, detail FROM audit_log "
                                 f"WHERE {' AND '.join(where)} ORDER BY id DESC LIMIT %s", args + [limit])
        return [{"id": r[0], "ts": r[1], "agentId": r[2], "operation": r[3], "scope": r[4], "key": r[5],
                 "detail": r[6]} for r in rows]

    def prune(self, before: float, prefixes: tuple[str, ...]) -> int:
        likes = " OR ".join("operation LIKE %s" for _ in prefixes)
        return self.conn.execute(f"DELETE FROM audit_log WHERE ts < %s AND ({likes})",
                                 [before, *(p.replace("%", r"\%") + "%" for p in prefixes)]).rowcount


class PgKv:
    """`KvRepository`: every scope at once."""

    def __init__(self, conn):
        self.conn = conn

    def all_rows(self) -> Iterator[tuple[str, str, Any]]:
        yield from self.conn.execute("SELECT scope, key, value FROM kv_store ORDER BY scope, key")

    def clear(self) -> None:
        self.conn.execute("DELETE FROM kv_store")

    def owned_by(self, agent_id: str) -> list[tuple[str, str]]:
        return [(s, k) for s, k in self.conn.execute(
            f"SELECT scope, key FROM kv_store WHERE coalesce({PG.field('owner')}, {PG.field('agentId')}) = %s",
            (PG.param(agent_id),))]

    def count(self, scope: str, owner: str | None = None) -> int:
        return Items(self.conn, scope, d=PG).count(Query().owner(owner))


def _text_key(key: str) -> str:
    """A key as PostgreSQL text, which cannot hold U+0000 (event_ids.scoped joins its parts with it):
    escaped one to one, so distinct keys stay distinct."""
    return key.replace("\\", "\\\\").replace("\x00", "\\0")


class PgEventIds:
    """`EventIdRepository` (store/event_ids.py) on PostgreSQL."""

    def __init__(self, conn, now: float | None = None):
        self.conn, self.now = conn, now

    def seen(self, key: str) -> dict | None:
        row = self.conn.execute("SELECT result FROM event_ids WHERE event_id=%s", (_text_key(key),)).fetchone()
        return row[0] if row else None

    def record(self, key: str, op: str, result: Any) -> None:
        self.conn.execute("INSERT INTO event_ids(event_id, op, result, at) VALUES (%s,%s,%s::jsonb,%s)",
                          (_text_key(key), op, stored_json(result), self.now))

    def put(self, key: str, op: str, result: Any) -> None:
        self.conn.execute("INSERT INTO event_ids(event_id, op, result, at) VALUES (%s,%s,%s::jsonb,%s) "
                          "ON CONFLICT(event_id) DO UPDATE SET op=excluded.op, result=excluded.result, at=excluded.at",
                          (_text_key(key), op, stored_json(result), self.now))

    def drop(self, key: str) -> None:
        self.conn.execute("DELETE FROM event_ids WHERE event_id=%s", (_text_key(key),))

    def mark_written(self, key: str, token: str) -> bool:
        if self.conn.execute("UPDATE event_ids SET result=jsonb_set(result, '{written}', 'true') "
                             "WHERE event_id=%s AND result->>'token'=%s", (_text_key(key), token)).rowcount:
            return True
        return self.conn.execute("SELECT 1 FROM event_ids WHERE event_id=%s", (_text_key(key),)).fetchone() is None

    def forget(self, owner: str | None) -> int:
        if owner is None:
            return self.conn.execute("DELETE FROM event_ids").rowcount
        # The owner part starts after the first separator (an op name holds no backslash) and is followed by
        # one: a prefix test, as SQLite's. Splitting on the escaped separator was wrong for an owner whose id
        # holds a backslash and a "0" (`ACME\\007`): its escaped text holds the separator's spelling too.
        sep = _text_key("\x00")
        return self.conn.execute(
            "DELETE FROM event_ids WHERE starts_with(substr(event_id, strpos(event_id, %s) + %s), %s)",
            (sep, len(sep), _text_key(owner) + sep)).rowcount

    def prune(self, before: float) -> int:
        return self.conn.execute("DELETE FROM event_ids WHERE at < %s", (before,)).rowcount


class PgLockedEventIds(PgEventIds):
    """A concurrent write's idempotency keys: `seen` locks the key until the commit, so retries of one
    event sent at once wait for the first and are answered from what it recorded (stored once)."""

    def seen(self, key: str) -> dict | None:
        return self.conn.execute("SELECT am_locked_event(%s)", (_text_key(key),)).fetchone()[0]


class PgTokens:
    """`TokenRepository` (store/tokens.py) on PostgreSQL."""
    COLUMNS = "id, agent_id, role, created_at, revoked_at"

    def __init__(self, conn, now: float | None = None):
        self.conn, self.now = conn, now

    def insert(self, token_id: str, token_hash: str, agent_id: str, role: str) -> None:
        self.conn.execute("INSERT INTO agent_tokens(id, token_hash, agent_id, role, created_at) "
                          "VALUES (%s,%s,%s,%s,%s)", (token_id, token_hash, agent_id, role, self.now))

    def by_hash(self, token_hash: str) -> tuple | None:
        row = self.conn.execute(f"SELECT {self.COLUMNS}, token_hash FROM agent_tokens WHERE token_hash=%s",
                                (token_hash,)).fetchone()
        return tuple(row) if row is not None else None

    def all(self) -> list[tuple]:
        return [tuple(r) for r in self.conn.execute(
            f"SELECT {self.COLUMNS} FROM agent_tokens ORDER BY created_at, id")]

    def revoke(self, token_id: str) -> tuple | None:
        row = self.conn.execute(f"SELECT {self.COLUMNS} FROM agent_tokens WHERE id=%s", (token_id,)).fetchone()
        if row is not None and row[4] is None:
            self.conn.execute("UPDATE agent_tokens SET revoked_at=%s WHERE id=%s", (self.now, token_id))
        return tuple(row) if row is not None else None


PG_BACKEND = Backend(PG, PgAudit, PgKv, PgEventIds, PgTokens)
PG_CONCURRENT = Backend(PG_KEY_LOCKS, PgAudit, PgKv, PgLockedEventIds, PgTokens)

