"""BM25 candidates from SQLite's FTS5 indexes: search_fts mirrors the search_docs rows of raw kinds,
search_fts_distilled those of protocol.DISTILLED_KINDS (by trigger), so each has its own BM25 statistics.

Most of the cost of a keyword query is scoring matches, so this module decides how many to score:
words that match too many rows leave the query when rarer ones remain, and a filter is applied to
the best global matches first (see `keyword_candidates`).
"""
from __future__ import annotations

import sqlite3
from typing import Sequence

from ..ranking import BM25_WEIGHTS, fts_match
from .protocol import DISTILLED_KINDS, DocFilter
from .rows import DocRows, Matches, passes

LEXICAL_SCAN_CAP = 5000  # at most this many (the newest) keyword matches are scored per query
GLOBAL_TOP_FACTOR = 5  # keyword matches ranked before filtering, as a multiple of the limit
BM25_COLUMNS = "bm25({table}, {0}, {1}, {2}, {3}, {3})"  # code_words (schema.py) weighs as tags
RAW_FTS, DISTILLED_FTS = "search_fts", "search_fts_distilled"

# Candidate columns (protocol.CANDIDATE_COLUMNS): no title/body, which only the few returned hits
# need (fetched at the end). SQLite computes length/asks from the stored body.
DOC_COLS = ("d.id, d.kind, d.item_id, d.session_id, d.project, d.ts, d.seq, d.importance, d.confidence, "
            "length(d.body) AS blen, substr(rtrim(d.body), -1) = '?' AS asks, d.superseded_by")

_COUNT_MATCHES = "SELECT count(*) FROM {t} WHERE {t} MATCH ?"


def fts_tables(kinds: tuple[str, ...] | None) -> list[str]:
    """The FTS5 tables that hold rows of `kinds` (None: every kind)."""
    if not kinds:
        return [RAW_FTS, DISTILLED_FTS]
    distilled = [k in DISTILLED_KINDS for k in kinds]
    return ([RAW_FTS] if not all(distilled) else []) + ([DISTILLED_FTS] if any(distilled) else [])


def where(filters: DocFilter, args: list) -> str:
    """The filter as `AND ...` conditions on search_docs `d` (appending its arguments to `args`)."""
    parts = []
    if filters.project is not None:
        parts.append("d.project = ?")
        args.append(filters.project)
    if filters.agent_id is not None:
        parts.append("d.agent_id = ?")
        args.append(filters.agent_id)
    if filters.kinds:
        parts.append(f"d.kind IN ({','.join('?' * len(filters.kinds))})")
        args.extend(filters.kinds)
    if filters.session_id is not None:
        parts.append("d.session_id = ?")
        args.append(filters.session_id)
    return (" AND " + " AND ".join(parts)) if parts else ""


def _narrow_common(conn: sqlite3.Connection, cache: DocRows, t: str, terms: list[str],
                   expr: str) -> tuple[str, int, Matches]:
    """The keyword query when its words match more than LEXICAL_SCAN_CAP rows: (MATCH expression,
    lowest rowid to score, matches it leaves).

    Trigger: the words match more than LEXICAL_SCAN_CAP rows. Why: a word that common has a low
    IDF, so it adds little keyword evidence for its cost. Outcome: words matching more than
    LEXICAL_SCAN_CAP rows leave the keyword query when rarer words remain (IDF pruning); when every
    word is that common, only the newest LEXICAL_SCAN_CAP matches are scored (FTS5 seeks the rowid
    bound; the BM25 statistics stay global). The vector side still scans every row, so older items
    can come in through it. Counts are remembered (rows.DocRows.matches): a one-word query's word is
    counted once.
    """
    count = _COUNT_MATCHES.format(t=t)
    rare = [w for w in terms if not cache.matches(conn, count, fts_match([w])).above(LEXICAL_SCAN_CAP)]
    if rare:
        narrowed = fts_match(rare)
        return narrowed, 0, cache.matches(conn, count, narrowed, lazy=True)
    row = conn.execute(f"SELECT rowid FROM {t} WHERE {t} MATCH ? ORDER BY rowid DESC "
                       "LIMIT 1 OFFSET ?", (expr, LEXICAL_SCAN_CAP - 1)).fetchone()
    return expr, row[0] if row else 0, Matches(LEXICAL_SCAN_CAP, LEXICAL_SCAN_CAP)


def keyword_candidates(conn: sqlite3.Connection, terms: list[str], expr: str, filters: DocFilter,
                       limit: int, rows: DocRows) -> list[Sequence]:
    """The `limit` best BM25 matches of `expr` (ranking.fts_match of `terms`) passing `filters`: from
    each FTS5 table that holds the kinds asked for, merged by score when there are two."""
    tables = fts_tables(filters.kinds)
    found = [r for t in tables for r in table_candidates(conn, t, terms, expr, filters, limit, rows)]
    return sorted(found, key=lambda r: r[-1])[:limit] if len(tables) > 1 else found


def first_passing(conn: sqlite3.Connection, ranked: list, filters: DocFilter, limit: int, rows: DocRows) -> list:
    """The first `limit` of `ranked` ((doc id, bm25) best first) whose search_docs row passes `filters`, in that
    order: DOC_COLS and bm. Rows are read a slice at a time (the first: `limit` rows, all of them when every
    row passes), not all of `ranked`: the best matches usually pass, and each row read costs a lookup
    (one not read since it last changed: rows.DocRows)."""
    out: list = []
    i, make = 0, rows.maker(conn, rows.columns + ", 0 AS bm")
    while i < len(ranked) and len(out) < limit:
        need = limit - len(out)
        # after the first slice, as many as the share that passed so far says are needed (and a margin)
        size = need if not i else int(need * i / max(len(out), 1) * 1.25) + 8
        part = ranked[i:i + size]
        i += len(part)
        found = rows.read(conn, [r[0] for r in part])
        out += [make((*e[0], r[1])) for r in part if (e := found.get(r[0])) is not None and passes(e, filters)]
    return out[:limit]


def table_candidates(conn: sqlite3.Connection, t: str, terms: list[str], expr: str, filters: DocFilter,
                     limit: int, cache: DocRows) -> list[Sequence]:
    """`keyword_candidates` in one FTS5 table `t`."""
    bm25 = BM25_COLUMNS.format(*BM25_WEIGHTS, table=t)
    args: list = []
    cond = where(filters, args)
    # Counting matches reads only the doclists; bm25() also reads every match's sizes, which
    # dominates a search over a large store when the words are common (docs/ranking.md).
    matches = cache.matches(conn, _COUNT_MATCHES.format(t=t), expr)
    if not matches.above(0):
        return []
    lo = 0
    if matches.above(LEXICAL_SCAN_CAP):
        expr, lo, matches = _narrow_common(conn, cache, t, terms, expr)
    # Trigger: a common term matches thousands of rows. Why: joining every match to search_docs
    # to filter by project/agent/kind costs as much as scoring it. Outcome: rank the matches in
    # the FTS index alone, filter its best GLOBAL_TOP; when that leaves `limit` rows they are
    # exactly the filtered top `limit` (anything further down scores lower), else ask again
    # with the filter applied to every match.
    top = limit * GLOBAL_TOP_FACTOR
    ranked = conn.execute(f"SELECT rowid AS id, {bm25} AS bm FROM {t} WHERE {t} MATCH ? AND rowid >= ? "
                          "ORDER BY bm LIMIT ?", [expr, lo, top]).fetchall()
    rows = first_passing(conn, ranked, filters, limit, cache)
    if len(rows) >= limit or not cond or not matches.above(top):
        return rows  # enough rows, or the inner query saw every match it was allowed
    if lo:  # the newest LEXICAL_SCAN_CAP matches that pass the filter
        found = conn.execute(
            f"SELECT f.rowid FROM {t} f JOIN search_docs d ON d.id = f.rowid "
            f"WHERE {t} MATCH ?{cond} ORDER BY f.rowid DESC LIMIT 1 OFFSET ?",
            [expr, *args, LEXICAL_SCAN_CAP - 1]).fetchone()
        lo = found[0] if found else 0
    full = (f"SELECT {DOC_COLS}, {bm25} AS bm FROM {t} JOIN search_docs d ON d.id = {t}.rowid "
            f"WHERE {t} MATCH ? AND {t}.rowid >= ?{cond} ORDER BY bm LIMIT ?")
    return conn.execute(full, [expr, lo, *args, limit]).fetchall()
