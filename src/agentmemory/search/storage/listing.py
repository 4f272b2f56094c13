"""Items listed through the search index's rows (kind, session, project, agent, time), on SQLite.

The index rows are also the way to list items across scopes in time order: a session's turns, a
project's timeline, activity buckets. `DocListing` says which rows; the SQLite functions here join
each row to its stored item in the same query (one index walk, no second lookup per item). Both
backends run these statements, spelled with their `Dialect` (store/query.py).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ...store.query import SQLITE, Dialect
from ..ranking import fts_match
from .pg_schema import MENTIONED, MENTIONED_KIND

_FIELD = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")  # a field name listed_fields may put into SQL text
# Orders a listing may ask for: name -> ORDER BY on search_docs d.
ORDERS = {"seq": "d.seq", "ts": "d.ts, d.seq", "ts_desc": "d.ts DESC, d.id DESC", "id": "d.id"}


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
    files: tuple[str, ...] | None = None  # ... or rows naming a file of one of these names (search_doc_files)
    order: str | None = None  # a key of ORDERS
    limit: int | None = None
    offset: int = 0


def _where(listing: DocListing, args: list, d: Dialect) -> str:
    m = d.mark
    # Trigger: a listing by mentions (a few rows the keyword index finds). Why: SQLite walked the
    # (kind, project, ts) index through every row of the project, testing each against the matches.
    # Outcome: "+" keeps the other terms off the indexes, so the matches' rowids drive the query.
    c = "+d." if (listing.mentions or listing.files) and d.name == "sqlite" else "d."
    parts = ["1=1"]
    if listing.kinds is not None:
        parts.append(f"{c}kind IN ({d.marks(len(listing.kinds))})")
        args.extend(listing.kinds)
    for cond, value in ((f"{c}session_id={m}", listing.session_id), (f"{c}project={m}", listing.project),
                        (f"{c}ts>={m}", listing.since_ts), (f"{c}ts<{m}", listing.before_ts),
                        (f"{c}ts>{m}", listing.after_ts), (f"{c}agent_id={m}", listing.agent_id)):
        if value is not None:
            parts.append(cond)
            args.append(value)
    # the keyword index finds the mentions, the file-name index the files (either will do): no scan of the rows
    found = [_mentions(listing.mentions, listing.kinds, args, d)] if listing.mentions else []
    if listing.files:
        found.append(f"d.id IN (SELECT doc_id FROM search_doc_files WHERE name IN ({d.marks(len(listing.files))}))")
        args.extend(listing.files)
    if found:
        parts.append(found[0] if len(found) == 1 else "(" + " OR ".join(found) + ")")
    if listing.item_ids is not None:
        parts.append(f"d.item_id IN ({d.marks(len(listing.item_ids))})" if listing.item_ids else "1=0")
        args.extend(listing.item_ids)
    return " AND ".join(parts)


def _mentions(mentions: tuple[str, ...], kinds: tuple[str, ...] | None, args: list, d: Dialect) -> str:
    """Rows that mention any of `mentions`: FTS5 phrases on SQLite (its tokeniser splits paths into
    words); on PostgreSQL a substring of title, body or tags, since the English tsvector keeps a path
    such as /w/app/settings.py as one token that a bare "settings.py" never matches. There it is a LIKE
    on the joined columns, which the trigram index answers (pg_schema.MENTIONED; without pg_trgm, a scan)."""
    if d.name == "sqlite":
        expr = fts_match(mentions)
        expr = expr and "{title body context tags} : (" + expr + ")"  # a mention is in the text, not in code_words
        args.extend([expr, expr] if expr else [])
        return ("d.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ? UNION ALL "
                "SELECT rowid FROM search_fts_distilled WHERE search_fts_distilled MATCH ?)") if expr else "0"
    parts = []
    for m in mentions:
        if "\x01" in m:  # holds the joining character: column by column (no index)
            parts.append("(" + " OR ".join(d.contains(c) for c in ("d.title", "d.body", "d.tags")) + ")")
            args.extend([m] * 3)
        else:
            parts.append(f"{MENTIONED.format(p='d.')} LIKE {d.mark}")
            args.append("%" + like_escaped(m) + "%")
    where = "(" + " OR ".join(parts) + ")"
    # the partial index's predicate spelled as a literal, so a prepared statement's generic plan uses it too
    return f"d.kind = '{MENTIONED_KIND}' AND {where}" if kinds == (MENTIONED_KIND,) else where


def like_escaped(text: str) -> str:
    """`text` as a LIKE pattern matching itself (backslash, the default escape, before % and _)."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _tail(listing: DocListing, args: list, d: Dialect) -> str:
    sql = f" ORDER BY {ORDERS[listing.order]}" if listing.order else ""
    if listing.limit is not None:
        sql += f" LIMIT {d.mark} OFFSET {d.mark}"
        args.extend([listing.limit, listing.offset])
    return sql


def listed_items(conn, listing: DocListing, d: Dialect = SQLITE) -> list[tuple[str, str, Any]]:
    """(kind, item_id, stored value) of the listed rows whose item exists."""
    args: list = []
    where = _where(listing, args, d)
    rows = conn.execute(f"SELECT d.kind, d.item_id, k.value FROM search_docs d JOIN kv_store k "
                        f"ON k.scope=d.scope AND k.key=d.item_id WHERE {where}{_tail(listing, args, d)}", args)
    return [(r[0], r[1], d.load(r[2])) for r in rows]


def listed_fields(conn, listing: DocListing, names: tuple[str, ...], d: Dialect = SQLITE,
                  current: bool = False) -> list[tuple[str, str, list | None]]:
    """(kind, item_id, [the named top-level fields of the item]) of the listed rows whose item exists:
    the fields come back as one JSON array, so no whole item is decoded. `current`: None instead of
    the fields for a row whose index entry says it is superseded (its item is not read at all)."""
    bad = [n for n in names if not _FIELD.match(n)]
    if bad or not names:
        raise ValueError(f"not field names: {bad or names!r}")
    args: list = []
    where = _where(listing, args, d)
    fields = d.fields_array(names, "k.value")
    if current:
        fields = f"CASE WHEN coalesce(d.superseded_by, '') = '' THEN {fields} END"
    rows = conn.execute(f"SELECT d.kind, d.item_id, {fields} FROM search_docs d JOIN kv_store k "
                        f"ON k.scope=d.scope AND k.key=d.item_id WHERE {where}{_tail(listing, args, d)}", args)
    return [(r[0], r[1], None if r[2] is None else d.load(r[2])) for r in rows]


def listed_refs(conn, listing: DocListing, d: Dialect = SQLITE) -> list[tuple[str, str, str]]:
    """(kind, item_id, scope) of the listed rows (no item read)."""
    args: list = []
    where = _where(listing, args, d)
    return [tuple(r) for r in conn.execute(
        f"SELECT d.kind, d.item_id, d.scope FROM search_docs d WHERE {where}{_tail(listing, args, d)}", args)]


def count_listed(conn, listing: DocListing, d: Dialect = SQLITE) -> int:
    args: list = []
    return conn.execute(f"SELECT count(*) FROM search_docs d WHERE {_where(listing, args, d)}", args).fetchone()[0]


def buckets(conn, listing: DocListing, start: float, size: float, d: Dialect = SQLITE) -> dict[int, int]:
    """Row counts per time bucket `(ts - start) // size` of the listed rows."""
    args: list = [start, size]
    where = _where(listing, args, d)
    b = d.int_div(f"(d.ts - {d.mark}) / {d.mark}")
    return {int(k): c for k, c in conn.execute(
        f"SELECT {b} AS b, count(*) FROM search_docs d WHERE {where} GROUP BY b", args)}
