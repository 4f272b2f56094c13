"""Copy the store's plain tables (agent tokens, idempotency keys, the audit log) from one store to
another, across backends (`migrate-db`). Rows keep their ids and a row already on the target is left
alone (ON CONFLICT DO NOTHING), so a copy interrupted and run again writes nothing twice. The KV items
and their search rows go through the repositories instead (sync/migrate.py re-indexes them).
"""
from __future__ import annotations

import json
from typing import Callable, Iterator

from ..db import Store

#: table -> (columns, JSON columns, key column); the same shape on both backends.
TABLES: dict[str, tuple[tuple[str, ...], tuple[str, ...], str]] = {
    "agent_tokens": (("id", "token_hash", "agent_id", "role", "created_at", "revoked_at"), (), "id"),
    "event_ids": (("event_id", "op", "result", "at"), ("result",), "event_id"),
    "audit_log": (("id", "ts", "agent_id", "operation", "scope", "key", "detail"), ("detail",), "id"),
}
PAGE = 1000


def is_sqlite(store) -> bool:
    return isinstance(store, Store)


def _mark(store) -> str:
    return "?" if is_sqlite(store) else "%s"


def rows(store, table: str) -> Iterator[tuple]:
    """Every row of `table` in key order, a page at a time; JSON columns as text."""
    cols, json_cols, key = TABLES[table]
    p, last = _mark(store), None
    while True:
        where = f"WHERE {key} > {p} " if last is not None else ""
        page = store.read().execute(f"SELECT {', '.join(cols)} FROM {table} {where}ORDER BY {key} LIMIT {PAGE}",
                                    (last,) if last is not None else ()).fetchall()
        for r in page:
            yield tuple(v if c not in json_cols or v is None or isinstance(v, str) else json.dumps(v)
                        for c, v in zip(cols, r))
        if len(page) < PAGE:
            return
        last = page[-1][cols.index(key)]


def count(store, table: str) -> int:
    return store.read().execute(f"SELECT count(*) FROM {table}").fetchone()[0]


def copy_table(src, dst, table: str, progress: Callable[[int], None] = lambda n: None) -> int:
    """Copy `table`'s rows missing on `dst`; how many were new."""
    cols, json_cols, key = TABLES[table]
    p = _mark(dst)
    values = ", ".join(f"{p}::jsonb" if c in json_cols and not is_sqlite(dst) else p for c in cols)
    sql = f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({values}) ON CONFLICT DO NOTHING"
    added, batch = 0, []

    def flush() -> int:
        with dst.write() as tx:
            n = sum(max(tx.conn.execute(sql, row).rowcount, 0) for row in batch)
        progress(len(batch))
        batch.clear()
        return n
    for row in rows(src, table):
        batch.append(row)
        if len(batch) >= PAGE:
            added += flush()
    if batch:
        added += flush()
    if table == "audit_log" and not is_sqlite(dst):  # the next id after the copied ones
        with dst.write() as tx:
            tx.conn.execute("SELECT setval(pg_get_serial_sequence('audit_log', 'id'), "
                            "coalesce((SELECT max(id) FROM audit_log), 0) + 1, false)")
    return added
