"""Items listed through the search index's rows (kind, session, project, agent, time), on SQLite.

The index rows are also the way to list items across scopes in time order: a session's turns, a
project's timeline, activity buckets. `DocListing` says which rows; the SQLite functions here join
each row to its stored item in the same query (one index walk, no second lookup per item).
"""
from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass
from typing import Any

from ..ranking import fts_match

_FIELD = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")  # a field name listed_fields may put into SQL text
# Orders a listing may ask for: name -> ORDER BY on search_docs d.
ORDERS = {"seq": "d.seq", "ts": "d.ts, d.seq", "ts_desc": "d.ts DESC", "id": "d.id"}


@dataclass(frozen=True)
class DocListing:
    """Which index rows to list: every given filter must hold (None: no filter)."""
    kinds: tuple[str, ...] | None = None
    session_id: str | None = None
    project: str | None = None
    agent_id: str | None = None
    item_ids: tuple[str, ...] | None = None
    since_ts: float | None = None  # ts >= since_ts
    after_ts: float | None = None  # ts > after_ts
    before_ts: float | None = None  # ts < before_ts
    mentions: tuple[str, ...] | None = None  # rows whose keyword index has any of these (as phrases)
    order: str | None = None  # a key of ORDERS
    limit: int | None = None
    offset: int = 0


def _where(listing: DocListing, args: list) -> str:
    parts = ["1=1"]
    if listing.kinds is not None:
        parts.append(f"d.kind IN ({','.join('?' * len(listing.kinds))})")
        args.extend(listing.kinds)
    for cond, value in (("d.session_id=?", listing.session_id), ("d.project=?", listing.project),
                        ("d.ts>=?", listing.since_ts), ("d.ts<?", listing.before_ts), ("d.ts>?", listing.after_ts),
                        ("d.agent_id=?", listing.agent_id)):
        if value is not None:
            parts.append(cond)
            args.append(value)
    expr = fts_match(listing.mentions) if listing.mentions else None
    if listing.mentions:  # the FTS index finds them: no scan of the rows' text
        parts.append("d.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)" if expr else "0")
        args.extend([expr] if expr else [])
    if listing.item_ids is not None:
        parts.append(f"d.item_id IN ({','.join('?' * len(listing.item_ids))})")
        args.extend(listing.item_ids)
    return " AND ".join(parts)


def _tail(listing: DocListing, args: list) -> str:
    sql = f" ORDER BY {ORDERS[listing.order]}" if listing.order else ""
    if listing.limit is not None:
        sql += " LIMIT ? OFFSET ?"
        args.extend([listing.limit, listing.offset])
    return sql


def listed_items(conn: sqlite3.Connection, listing: DocListing) -> list[tuple[str, str, Any]]:
    """(kind, item_id, stored value) of the listed rows whose item exists."""
    args: list = []
    where = _where(listing, args)
    rows = conn.execute(f"SELECT d.kind, d.item_id, k.value FROM search_docs d JOIN kv_store k "
                        f"ON k.scope=d.scope AND k.key=d.item_id WHERE {where}{_tail(listing, args)}", args)
    return [(r[0], r[1], json.loads(r[2])) for r in rows]


def listed_fields(conn: sqlite3.Connection, listing: DocListing, names: tuple[str, ...]) -> list[tuple[str, str, list]]:
    """(kind, item_id, [the named top-level fields of the item]) of the listed rows whose item exists:
    the fields come back as one JSON array, so no whole item is decoded."""
    bad = [n for n in names if not _FIELD.match(n)]
    if bad or not names:
        raise ValueError(f"not field names: {bad or names!r}")
    args: list = []
    where = _where(listing, args)
    # One json_extract with several paths reads the item once and answers a JSON array (one path: its
    # value, so json_array keeps it an array).
    paths = ", ".join(f"'$.{n}'" for n in names)
    fields = f"json_extract(k.value, {paths})" if len(names) > 1 else f"json_array(json_extract(k.value, {paths}))"
    rows = conn.execute(f"SELECT d.kind, d.item_id, {fields} FROM search_docs d JOIN kv_store k "
                        f"ON k.scope=d.scope AND k.key=d.item_id WHERE {where}{_tail(listing, args)}", args)
    return [(r[0], r[1], json.loads(r[2])) for r in rows]


def listed_refs(conn: sqlite3.Connection, listing: DocListing) -> list[tuple[str, str, str]]:
    """(kind, item_id, scope) of the listed rows (no item read)."""
    args: list = []
    where = _where(listing, args)
    return [tuple(r) for r in conn.execute(
        f"SELECT d.kind, d.item_id, d.scope FROM search_docs d WHERE {where}{_tail(listing, args)}", args)]


def count_listed(conn: sqlite3.Connection, listing: DocListing) -> int:
    args: list = []
    return conn.execute(f"SELECT count(*) FROM search_docs d WHERE {_where(listing, args)}", args).fetchone()[0]


def buckets(conn: sqlite3.Connection, listing: DocListing, start: float, size: float) -> dict[int, int]:
    """Row counts per time bucket `(ts - start) // size` of the listed rows."""
    args: list = [start, size]
    where = _where(listing, args)
    return {int(b): c for b, c in conn.execute(
        f"SELECT CAST((d.ts - ?) / ? AS INTEGER) AS b, count(*) FROM search_docs d WHERE {where} GROUP BY b", args)}
