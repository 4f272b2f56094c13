"""BM25 candidates from SQLite's FTS5 index (search_fts mirrors search_docs by trigger).

Most of the cost of a keyword query is scoring matches, so this module decides how many to score:
words that match too many rows leave the query when rarer ones remain, and a filter is applied to
the best global matches first (see `keyword_candidates`).
"""
from __future__ import annotations

import sqlite3

from ..ranking import BM25_WEIGHTS, fts_match
from .protocol import DocFilter

LEXICAL_SCAN_CAP = 5000  # at most this many (the newest) keyword matches are scored per query
GLOBAL_TOP_FACTOR = 5  # keyword matches ranked before filtering, as a multiple of the limit
BM25_COLUMNS = "bm25(search_fts, {0}, {1}, {2}, {3})"

# Candidate columns (protocol.CANDIDATE_COLUMNS): no title/body, which only the few returned hits
# need (fetched at the end). SQLite computes length/asks from the stored body.
DOC_COLS = ("d.id, d.kind, d.item_id, d.session_id, d.project, d.ts, d.seq, d.importance, d.confidence, "
            "length(d.body) AS blen, substr(rtrim(d.body), -1) = '?' AS asks, d.superseded_by")

_COUNT_MATCHES = "SELECT count(*) FROM search_fts WHERE search_fts MATCH ?"


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


def _narrow_common(conn: sqlite3.Connection, terms: list[str], expr: str) -> tuple[str, int, int]:
    """The keyword query when its words match more than LEXICAL_SCAN_CAP rows: (MATCH expression,
    lowest rowid to score, matches it leaves).

    Trigger: the words match more than LEXICAL_SCAN_CAP rows. Why: a word that common has a low
    IDF, so it adds little keyword evidence for its cost. Outcome: words matching more than
    LEXICAL_SCAN_CAP rows leave the keyword query when rarer words remain (IDF pruning); when every
    word is that common, only the newest LEXICAL_SCAN_CAP matches are scored (FTS5 seeks the rowid
    bound; the BM25 statistics stay global). The vector side still scans every row, so older items
    can come in through it.
    """
    rare = [t for t in terms if conn.execute(_COUNT_MATCHES, (fts_match([t]),)).fetchone()[0] <= LEXICAL_SCAN_CAP]
    if rare:
        narrowed = fts_match(rare)
        return narrowed, 0, conn.execute(_COUNT_MATCHES, (narrowed,)).fetchone()[0]
    lo = conn.execute("SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid DESC "
                      "LIMIT 1 OFFSET ?", (expr, LEXICAL_SCAN_CAP - 1)).fetchone()[0]
    return expr, lo, LEXICAL_SCAN_CAP


def keyword_candidates(conn: sqlite3.Connection, terms: list[str], expr: str, filters: DocFilter,
                       limit: int) -> list[sqlite3.Row]:
    """The `limit` best BM25 matches of `expr` (ranking.fts_match of `terms`) passing `filters`."""
    bm25 = BM25_COLUMNS.format(*BM25_WEIGHTS)
    args: list = []
    cond = where(filters, args)
    # Counting matches reads only the doclists; bm25() also reads every match's sizes, which
    # dominates a search over a large store when the words are common (docs/ranking.md).
    matches = conn.execute(_COUNT_MATCHES, (expr,)).fetchone()[0]
    if not matches:
        return []
    lo = 0
    if matches > LEXICAL_SCAN_CAP:
        expr, lo, matches = _narrow_common(conn, terms, expr)
    # Trigger: a common term matches thousands of rows. Why: joining every match to search_docs
    # to filter by project/agent/kind costs as much as scoring it. Outcome: rank the matches in
    # the FTS index alone, filter its best GLOBAL_TOP; when that leaves `limit` rows they are
    # exactly the filtered top `limit` (anything further down scores lower), else ask again
    # with the filter applied to every match.
    top = limit * GLOBAL_TOP_FACTOR
    fast = (f"SELECT {DOC_COLS}, f.bm AS bm FROM (SELECT rowid AS id, {bm25} AS bm FROM search_fts "
            f"WHERE search_fts MATCH ? AND rowid >= ? ORDER BY bm LIMIT ?) f "
            f"JOIN search_docs d ON d.id = f.id WHERE 1=1{cond} ORDER BY f.bm LIMIT ?")
    rows = conn.execute(fast, [expr, lo, top, *args, limit]).fetchall()
    if len(rows) >= limit or not cond or matches <= top:
        return rows  # enough rows, or the inner query saw every match it was allowed
    if lo:  # the newest LEXICAL_SCAN_CAP matches that pass the filter
        found = conn.execute(
            f"SELECT f.rowid FROM search_fts f JOIN search_docs d ON d.id = f.rowid "
            f"WHERE search_fts MATCH ?{cond} ORDER BY f.rowid DESC LIMIT 1 OFFSET ?",
            [expr, *args, LEXICAL_SCAN_CAP - 1]).fetchone()
        lo = found[0] if found else 0
    full = (f"SELECT {DOC_COLS}, {bm25} AS bm FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid "
            f"WHERE search_fts MATCH ? AND search_fts.rowid >= ?{cond} ORDER BY bm LIMIT ?")
    return conn.execute(full, [expr, lo, *args, limit]).fetchall()
