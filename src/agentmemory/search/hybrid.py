"""Search orchestration: FTS5 BM25 candidates + vector candidates -> ranking.rank.

Keyword results are there the moment a write commits (the FTS rows are written
in the same transaction). Vector candidates join once the embed queue has
caught up. The formula itself lives in `ranking` (pure, versioned).
"""
from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import dataclass, field

from ..store import Store
from . import ranking
from .dates import query_dates
from .embedders import Embedder
from .vectors import EmbedQueue, VectorIndex

log = logging.getLogger(__name__)

MODES = ("keyword", "vector", "hybrid")
POOL = ranking.CANDIDATE_POOL
GLOBAL_TOP_FACTOR = 5  # keyword matches ranked before filtering, as a multiple of the pool
LEXICAL_SCAN_CAP = 5000  # at most this many (the newest) keyword matches are scored per query


_COUNT_MATCHES = "SELECT count(*) FROM search_fts WHERE search_fts MATCH ?"


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
    rare = [t for t in terms
            if conn.execute(_COUNT_MATCHES, (ranking.fts_match([t]),)).fetchone()[0] <= LEXICAL_SCAN_CAP]
    if rare:
        narrowed = ranking.fts_match(rare)
        return narrowed, 0, conn.execute(_COUNT_MATCHES, (narrowed,)).fetchone()[0]
    lo = conn.execute("SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid DESC "
                      "LIMIT 1 OFFSET ?", (expr, LEXICAL_SCAN_CAP - 1)).fetchone()[0]
    return expr, lo, LEXICAL_SCAN_CAP


@dataclass(frozen=True)
class Filters:
    project: str | None = None
    agent_id: str | None = None
    kinds: tuple[str, ...] | None = None
    session_id: str | None = None


@dataclass
class Hit:
    kind: str
    item_id: str
    doc_id: int
    session_id: str | None
    project: str | None
    ts: float
    score: float
    matched: list[str] = field(default_factory=list)
    title: str = ""
    body: str = ""


# Candidate columns: no title/body, which only the few returned hits need (fetched at the end).
# length/asks feed ranking.info_factor; SQLite computes them from the stored body.
_DOC_COLS = ("d.id, d.kind, d.item_id, d.session_id, d.project, d.ts, d.seq, d.importance, d.confidence, "
             "length(d.body) AS blen, substr(rtrim(d.body), -1) = '?' AS asks")


def _where(filters: Filters, args: list) -> str:
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


def _candidate(r: sqlite3.Row, **signals) -> ranking.Candidate:
    return ranking.Candidate(doc_id=r[0], kind=r[1], item_id=r[2], session_id=r[3], seq=r[6], ts=r[5],
                             importance=r[7], confidence=r[8], length=r[9], asks=bool(r[10]), **signals)


class Searcher:
    def __init__(self, store: Store, embedder: Embedder | None = None, batch_size: int = 64):
        self.store = store
        self.embedder = embedder
        self.index: VectorIndex | None = None
        self.queue: EmbedQueue | None = None
        self.unavailable: dict | None = None  # {provider, model, error}: the configured embedder could not be built
        if embedder is not None:
            self.index = VectorIndex(embedder.model, embedder.dim)
            self.index.load(store)
            self.queue = EmbedQueue(store, embedder, self.index, batch_size)
        store.on_commit(self._on_commit)

    def _on_commit(self, events) -> None:
        if self.index is None:
            return
        for name, payload in events:
            if name == "vector.deleted":
                self.index.remove(payload["kind"], payload["id"])
            elif name == "store.reset":
                self.index = VectorIndex(self.index.model, self.index.dim)
                if self.queue is not None:
                    self.queue.index = self.index

    # -- status -----------------------------------------------------------
    def status(self) -> dict:
        if self.embedder is None and self.unavailable:
            return {**self.unavailable, "available": False, "dim": 0, "indexed": 0, "pending": 0,
                    "rankingVersion": ranking.RANKING_VERSION}
        if self.embedder is None:
            return {"provider": "none", "model": None, "dim": 0, "indexed": 0, "pending": 0,
                    "rankingVersion": ranking.RANKING_VERSION}
        return {"provider": self.embedder.provider, "model": self.embedder.model, "dim": self.embedder.dim,
                "indexed": len(self.index), "pending": self.queue.pending(),
                "lastError": self.queue.last_error, "rankingVersion": ranking.RANKING_VERSION}

    # -- signals ------------------------------------------------------------
    def _lexical(self, query: str, filters: Filters, limit: int) -> list[sqlite3.Row]:
        terms = ranking.query_terms(query)
        expr = ranking.fts_match(terms)
        if expr is None:
            return []
        w = ranking.BM25_WEIGHTS
        bm25 = f"bm25(search_fts, {w[0]}, {w[1]}, {w[2]}, {w[3]})"
        args: list = []
        where = _where(filters, args)
        conn = self.store.read()
        try:
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
            fast = (f"SELECT {_DOC_COLS}, f.bm AS bm FROM (SELECT rowid AS id, {bm25} AS bm FROM search_fts "
                    f"WHERE search_fts MATCH ? AND rowid >= ? ORDER BY bm LIMIT ?) f "
                    f"JOIN search_docs d ON d.id = f.id WHERE 1=1{where} ORDER BY f.bm LIMIT ?")
            rows = conn.execute(fast, [expr, lo, top, *args, limit]).fetchall()
            if len(rows) >= limit or not where or matches <= top:
                return rows  # enough rows, or the inner query saw every match it was allowed
            if lo:  # the newest LEXICAL_SCAN_CAP matches that pass the filter
                found = conn.execute(
                    f"SELECT f.rowid FROM search_fts f JOIN search_docs d ON d.id = f.rowid "
                    f"WHERE search_fts MATCH ?{where} ORDER BY f.rowid DESC LIMIT 1 OFFSET ?",
                    [expr, *args, LEXICAL_SCAN_CAP - 1]).fetchone()
                lo = found[0] if found else 0
            full = (f"SELECT {_DOC_COLS}, {bm25} AS bm FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid "
                    f"WHERE search_fts MATCH ? AND search_fts.rowid >= ?{where} ORDER BY bm LIMIT ?")
            return conn.execute(full, [expr, lo, *args, limit]).fetchall()
        except sqlite3.OperationalError as exc:  # fts_match quotes every term; this is a safety net
            log.warning("FTS query failed for %r: %s", query, exc)
            return []

    def _query_vector(self, query: str):
        if self.index is None or len(self.index) == 0:
            return None
        return self.embedder.embed([ranking.query_embedding_text(query)], kind="query")[0]

    def _dense(self, qvec, filters: Filters, limit: int) -> list:
        if qvec is None:
            return []
        return self.index.search(qvec, limit if filters.session_id is None else len(self.index),
                                 project=filters.project, agent_id=filters.agent_id, kinds=filters.kinds)

    def _docs(self, ids: list[int]) -> dict[int, sqlite3.Row]:
        out = {}
        conn = self.store.read()
        for i in range(0, len(ids), 500):
            chunk = ids[i:i + 500]
            for r in conn.execute(f"SELECT {_DOC_COLS} FROM search_docs d WHERE d.id IN "
                                  f"({','.join('?' * len(chunk))})", chunk):
                out[r[0]] = r
        return out

    # -- search -------------------------------------------------------------
    def search(self, query: str, filters: Filters = Filters(), limit: int = 10, mode: str = "hybrid",
               now: float | None = None, pool: int = POOL) -> list[Hit]:
        """Ranked hits. `mode` keyword: BM25 only; vector: cosine only; hybrid: both, fused."""
        lex = self._lexical(query, filters, pool) if mode in ("keyword", "hybrid") else []
        qvec = self._query_vector(query) if mode in ("vector", "hybrid") else None
        dense = self._dense(qvec, filters, pool)
        cands: dict[int, ranking.Candidate] = {}
        rows: dict[int, sqlite3.Row] = {}
        for r in lex:
            rows[r[0]] = r
            cands[r[0]] = _candidate(r, bm25=r["bm"])
        missing = [h.doc_id for h in dense if h.doc_id not in rows]
        docs = self._docs(missing) if missing else {}
        for h in dense:
            c = cands.get(h.doc_id)
            if c is not None:
                c.cosine = h.cosine
                continue
            r = docs.get(h.doc_id)
            if r is None or (filters.session_id is not None and r[3] != filters.session_id):
                continue
            rows[r[0]] = r
            cands[r[0]] = _candidate(r, cosine=h.cosine)
        if qvec is not None:
            # Keyword hits outside the vector top-N still get their true cosine: the fusion needs
            # both signals for every candidate (recall drops without it; docs/ranking.md).
            unscored = [c for c in cands.values() if c.cosine is None]
            sims = self.index.cosines(qvec, [(c.kind, c.item_id) for c in unscored])
            for c in unscored:
                c.cosine = sims.get((c.kind, c.item_id))
        scored = ranking.rank(list(cands.values()), now=now if now is not None else time.time(),
                              dates=query_dates(query))
        top = scored[:limit]
        texts = self._texts([s.candidate.doc_id for s in top])
        out = []
        for s in top:
            r = rows[s.candidate.doc_id]
            title, body = texts.get(r[0], ("", ""))
            out.append(Hit(kind=r[1], item_id=r[2], doc_id=r[0], session_id=r[3], project=r[4], ts=r[5],
                           score=round(float(s.score), 6), matched=list(s.matched), title=title, body=body))
        return out

    def _texts(self, ids: list[int]) -> dict[int, tuple[str, str]]:
        if not ids:
            return {}
        rows = self.store.read().execute(
            f"SELECT id, title, body FROM search_docs WHERE id IN ({','.join('?' * len(ids))})", ids).fetchall()
        return {r[0]: (r[1], r[2]) for r in rows}
