"""The search index's tables on PostgreSQL: search_docs with a generated, weighted `tsvector` (GIN),
vectors in a pgvector `halfvec` column with an HNSW index per model (cosine), and the embed queue
shared by every process (rows claimed with FOR UPDATE SKIP LOCKED under a lease).

Why halfvec: half the bytes of `vector` per row and per index page (pgvector's advice for indexes),
at a cosine error near 1e-3, below what moves a ranking; and its distance functions pick their CPU
instructions at run time, where some pgvector builds compile `vector`'s for one CPU (docs/postgres.md).

Writes run on the caller's transaction connection (`tx.conn`); reads on the store's pooled reads.
Keyword score: per query term, BM25's IDF x `ts_rank` with the BM25 column weights and length
normalisation (ranking.TS_RANK_NORMALIZATION), summed and negated so that, as with FTS5's bm25(),
lower is better (measured against SQLite's bm25() in docs/postgres.md). Vectors are searched in SQL: no process holds them.
"""
from __future__ import annotations

import hashlib
import logging
import math
import time
from typing import Any, Iterator, Sequence

import numpy as np
import psycopg
from pgvector import HalfVector
from psycopg import sql

from ...store.postgres import PG, PgStore
from ...store.postgres.db import MIGRATE_LOCK
from .. import text
from ..ranking import BM25_WEIGHTS, TS_RANK_NORMALIZATION
from . import listing
from .listing import DocListing
from .code_words import doc_code_words, fill_code_words
from .pg_schema import CODE_WORDS_MIGRATIONS, MENTIONS_INDEX, SEARCH_MIGRATIONS
from .protocol import DISTILLED_SQL as _DISTILLED, DocFilter, QueuedDoc, SearchDoc

log = logging.getLogger(__name__)

CLAIM_SECONDS = 600.0  # an embed-queue claim expires after this: a worker that died mid-batch loses nothing
DOC_COLS = ("d.id, d.kind, d.item_id, d.session_id, d.project, d.ts, d.seq, d.importance, d.confidence, "
            "length(d.body) AS blen, right(rtrim(d.body), 1) = '?' AS asks, d.superseded_by")
# ts_rank weights {D, C, B, A}: body A, title, tags and code_words B, context C (BM25_WEIGHTS: title, body,
# context, tags).
_WEIGHTS = "{0.1,%g,%g,%g}" % (BM25_WEIGHTS[2], BM25_WEIGHTS[0], BM25_WEIGHTS[1])
_PUT_DOC = (
    "INSERT INTO search_docs(kind, item_id, scope, project, agent_id, session_id, ts, seq, importance,"
    " confidence, title, body, context, tags, superseded_by, code_words)"
    " VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s) "
    "ON CONFLICT(kind, item_id) DO UPDATE SET scope=excluded.scope, project=excluded.project,"
    " agent_id=excluded.agent_id, session_id=excluded.session_id, ts=excluded.ts, seq=excluded.seq,"
    " importance=excluded.importance, confidence=excluded.confidence, title=excluded.title, body=excluded.body,"
    " context=excluded.context, tags=excluded.tags, superseded_by=excluded.superseded_by,"
    " code_words=excluded.code_words RETURNING id")
_ENQUEUE = ("INSERT INTO embed_queue(doc_id, enqueued_at) VALUES (%s,%s) ON CONFLICT (doc_id) "
            "DO UPDATE SET enqueued_at=excluded.enqueued_at, claimed_until=NULL")
_CLAIM = (
    "UPDATE embed_queue q SET claimed_until=%s FROM (SELECT doc_id FROM embed_queue "
    "WHERE claimed_until IS NULL OR claimed_until < %s ORDER BY doc_id LIMIT %s FOR UPDATE SKIP LOCKED) c "
    "WHERE q.doc_id=c.doc_id RETURNING q.doc_id, q.enqueued_at")
_QUEUED = (
    "SELECT c.doc_id, d.kind, d.item_id, d.title, d.body, d.context, d.project, d.agent_id, c.at, "
    "coalesce(d.kind='observation' AND k.value->>'type'='conversation', false) "
    "FROM unnest(%s::bigint[], %s::float8[]) AS c(doc_id, at) LEFT JOIN search_docs d ON d.id=c.doc_id "
    "LEFT JOIN kv_store k ON k.scope=d.scope AND k.key=d.item_id ORDER BY c.doc_id")
SEARCH_TABLES = ("search_docs", "vectors", "embed_queue")
_MENTIONS_INDEXED = ("SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
                     "WHERE i.indrelid = 'search_docs'::regclass AND c.relname = 'search_docs_mentions'")
_TRGM_SCHEMA = ("SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace "
                "WHERE e.extname = 'pg_trgm'")


def _f32(vec: HalfVector) -> bytes:
    """A stored vector as the float32 bytes the SQLite side stores."""
    return np.asarray(vec.to_numpy(), dtype=np.float32).tobytes()


def query_phrases(terms: list[str]) -> list[str]:
    """One phrase per query term, as FTS5's MATCH gets them (ranking.fts_match): only word characters; a dotted
    number ("1.0.0", "v1.0.0", "0.35") as it is, which PostgreSQL's parser keeps as one token."""
    return list(dict.fromkeys(t if text.DOTTED_NUMBER.fullmatch(t) else " ".join(ts)
                              for t in terms if (ts := text.words(t, keep_underscores=True))))


def idf(total: int, df: int) -> float:
    """BM25's inverse document frequency (the form FTS5 uses, floored above zero)."""
    return max(1e-6, math.log((total - df + 0.5) / (df + 0.5)))


def _filter_sql(filters: DocFilter, args: list) -> str:
    parts = []
    for cond, value in (("d.project = %s", filters.project), ("d.agent_id = %s", filters.agent_id),
                        ("d.session_id = %s", filters.session_id)):
        if value is not None:
            parts.append(cond)
            args.append(value)
    if filters.kinds:
        parts.append("d.kind = ANY(%s)")
        args.append(list(filters.kinds))
    return "".join(" AND " + p for p in parts)


class PgSearchStorage:
    """`SearchStorage` on the PostgreSQL store; vectors are searched in SQL (`vectors_in_database`)."""

    vectors_in_database = True

    def __init__(self, store: PgStore, hnsw: bool = True):
        self.store, self.hnsw = store, hnsw
        store.migrate(SEARCH_MIGRATIONS)
        fill_code_words(store, "SELECT id, title, body, tags FROM search_docs WHERE code_words IS NULL "
                        "LIMIT %s", "UPDATE search_docs SET code_words=%s WHERE id=%s", paths=True)
        store.migrate(CODE_WORDS_MIGRATIONS)
        self._indexed: set[tuple[str, int]] = set()
        self.mentions_indexed = self._ensure_mentions_index()

    def _ensure_mentions_index(self) -> bool:
        """The trigram index of the supersede lookback (pg_schema.MENTIONS_INDEX), created once per
        database where the store has pg_trgm; False without it: the lookback then scans the project's
        rows (same answers, slower; the store warned at start)."""
        if self.store.pg_trgm_version is None:
            return False
        with self.store.session() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATE_LOCK,))  # N processes starting: built once
            if not conn.execute(_MENTIONS_INDEXED).fetchone():
                schema = conn.execute(_TRGM_SCHEMA).fetchone()[0]  # the opclass wherever the extension lives
                conn.execute(sql.SQL(MENTIONS_INDEX).format(opclass=sql.Identifier(schema, "gin_trgm_ops")))
        return True

    # -- documents -----------------------------------------------------------------------
    def put(self, tx: Any, doc: SearchDoc, *, enqueue: bool) -> int:
        try:
            doc_id = tx.conn.execute(_PUT_DOC, (
                doc.kind, doc.item_id, doc.scope, doc.project, doc.agent_id, doc.session_id, doc.ts, doc.seq,
                doc.importance, doc.confidence, doc.title, doc.body, doc.context, doc.tags,
                doc.superseded_by, doc_code_words(doc, paths=True))).fetchone()[0]
        except psycopg.errors.NumericValueOutOfRange as exc:  # SQLite raises OverflowError: the caller's 422
            raise OverflowError(str(exc).splitlines()[0]) from None
        if doc.files:  # a name an earlier version listed stays: the lookback reads the item's own files
            tx.conn.execute("INSERT INTO search_doc_files(name, doc_id) SELECT unnest(%s::text[]), %s ON CONFLICT DO NOTHING",
                            (list(doc.files), doc_id))
        if enqueue:
            tx.conn.execute(_ENQUEUE, (doc_id, tx.now))
        return doc_id

    def drop(self, tx: Any, kind: str, item_id: str) -> None:
        tx.conn.execute("DELETE FROM embed_queue WHERE doc_id IN (SELECT id FROM search_docs WHERE kind=%s AND item_id=%s)",
                        (kind, item_id))
        tx.conn.execute("DELETE FROM search_docs WHERE kind=%s AND item_id=%s", (kind, item_id))
        tx.conn.execute("DELETE FROM vectors WHERE kind=%s AND item_id=%s", (kind, item_id))

    def section_ids(self, tx: Any, item_id: str) -> list[str]:
        # "#" sorts just before "$" (item_id is COLLATE "C"): a range on the (kind, item_id) index
        return [r[0] for r in tx.conn.execute("SELECT item_id FROM search_docs WHERE kind='section' AND "
                                              "item_id >= %s AND item_id < %s", (item_id + "#", item_id + "$"))]

    def clear(self, tx: Any) -> None:
        for table in SEARCH_TABLES:
            tx.conn.execute(f"DELETE FROM {table}")

    def set_confidence(self, tx: Any, kind: str, item_id: str, confidence: float) -> None:
        tx.conn.execute("UPDATE search_docs SET confidence=%s WHERE kind=%s AND item_id=%s", (confidence, kind, item_id))

    def docs_of_agent(self, tx: Any, agent_id: str) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in tx.conn.execute("SELECT kind, item_id FROM search_docs WHERE agent_id=%s",
                                                      (agent_id,))]

    def candidates(self, doc_ids: Sequence[int]) -> dict[int, Sequence]:
        rows = self.store.read().execute(f"SELECT {DOC_COLS} FROM search_docs d WHERE d.id = ANY(%s)",
                                         (list(doc_ids),))
        return {r[0]: r for r in rows}

    def texts(self, doc_ids: Sequence[int]) -> dict[int, tuple[str, str]]:
        if not doc_ids:
            return {}
        rows = self.store.read().execute("SELECT id, title, body FROM search_docs WHERE id = ANY(%s)",
                                         (list(doc_ids),))
        return {r[0]: (r[1], r[2]) for r in rows}

    def keyword_candidates(self, terms: list[str], expr: str, filters: DocFilter, limit: int,
                           stats: dict | None = None) -> list[Sequence]:
        """The best `limit` keyword matches of the terms (GIN), filtered in SQL: candidate rows + "bm".

        The score is BM25-shaped: per term, its IDF (from the term's match count, asked here) times
        ts_rank of that term alone (column weights, length normalisation), summed; negated so lower
        is better, as FTS5's bm25(). ts_rank_cd alone has no IDF, and on the dev set a common word then
        outweighs a rare one (docs/postgres.md). The IDF of a distilled row (DISTILLED_KINDS) counts
        distilled rows only, and every other row's the others, as SQLite's two FTS5 tables do. The counts
        do not depend on `filters`: kept in `stats`, one search asks them once."""
        phrases = query_phrases(terms)
        if not phrases:
            return []
        q = "phraseto_tsquery('english', %s)"
        counts = (stats or {}).get(tuple(phrases)) or self.store.read().execute(
            f"SELECT (SELECT count(*) FROM search_docs), (SELECT count(*) FROM search_docs WHERE kind IN {_DISTILLED}), "
            + ", ".join(f"count(*) FILTER (WHERE d.tsv @@ {q}), count(*) FILTER (WHERE d.tsv @@ {q} AND "
                        f"d.kind IN {_DISTILLED})" for _ in phrases)
            + " FROM search_docs d WHERE d.tsv @@ (" + " || ".join([q] * len(phrases)) + ")",
            [*[x for p in phrases for x in (p, p)], *phrases]).fetchone()
        if stats is not None:
            stats[tuple(phrases)] = counts
        total, total_d = counts[0] - counts[1], counts[1]
        dfs = [(counts[2 + 2 * i] - counts[3 + 2 * i], counts[3 + 2 * i]) for i in range(len(phrases))]
        used = [(p, idf(total, df), idf(total_d, df_d)) for p, (df, df_d) in zip(phrases, dfs) if df or df_d]
        if not used:
            return []
        score = " + ".join(f"(CASE WHEN d.kind IN {_DISTILLED} THEN %s ELSE %s END) * "
                           f"ts_rank('{_WEIGHTS}', d.tsv, {q}, {TS_RANK_NORMALIZATION})" for _ in used)
        args: list = [x for p, w, w_d in used for x in (w_d, w, p)]
        args += [p for p, _, _ in used]
        cond = _filter_sql(filters, args)
        return self.store.read().execute(
            f"SELECT {DOC_COLS}, -({score}) AS bm FROM search_docs d "
            f"WHERE d.tsv @@ ({' || '.join([q] * len(used))}){cond} ORDER BY bm, d.id LIMIT %s",
            [*args, limit]).fetchall()

    def candidates_between(self, filters: DocFilter, start: float, end: float, limit: int) -> list[Sequence]:
        args: list = [start, end]
        cond = _filter_sql(filters, args)
        return self.store.read().execute(
            f"SELECT {DOC_COLS} FROM search_docs d WHERE d.ts >= %s AND d.ts < %s{cond} "
            f"ORDER BY d.importance DESC, d.ts LIMIT %s", [*args, limit]).fetchall()

    # -- listings ---------------------------------------------------------------------------
    def listed_items(self, query: DocListing, tx: Any = None) -> list[tuple[str, str, Any]]:
        return listing.listed_items(tx.conn if tx is not None else self.store.read(), query, PG)

    def listed_fields(self, query: DocListing, names: tuple[str, ...], tx: Any = None,
                      current: bool = False) -> list[tuple[str, str, list | None]]:
        return listing.listed_fields(tx.conn if tx is not None else self.store.read(), query, names, PG,
                                     current=current)

    def listed_refs(self, query: DocListing, tx: Any = None) -> list[tuple[str, str, str]]:
        return listing.listed_refs(tx.conn if tx is not None else self.store.read(), query, PG)

    def count_listed(self, query: DocListing) -> int:
        return listing.count_listed(self.store.read(), query, PG)

    def buckets(self, query: DocListing, start: float, size: float) -> dict[int, int]:
        return listing.buckets(self.store.read(), query, start, size, PG)

    def agent_counts(self, agent_id: str | None = None) -> list[tuple[str, str, int, float]]:
        where, args = ("WHERE agent_id=%s", [agent_id]) if agent_id is not None else ("", [])
        return [(a, k, n, ts) for a, k, n, ts in self.store.read().execute(
            f"SELECT coalesce(agent_id, ''), kind, count(*), max(ts) FROM search_docs {where} "
            "GROUP BY agent_id, kind", args)]

    # -- vectors ---------------------------------------------------------------------------
    def ensure_vector_index(self, model: str, dim: int) -> None:
        """An HNSW (cosine) index on the vectors of one model and dimension, created once per database
        (without `hnsw`, none: the same query scans the model's vectors in the server)."""
        if not self.hnsw or (model, dim) in self._indexed:
            return
        name = "vectors_hnsw_" + hashlib.sha1(f"{model}\x00{dim}".encode()).hexdigest()[:16]
        stmt = sql.SQL("CREATE INDEX IF NOT EXISTS {} ON vectors USING hnsw ((vec::halfvec({})) halfvec_cosine_ops) "
                       "WHERE model = {} AND dim = {}").format(sql.Identifier(name), sql.Literal(dim),
                                                              sql.Literal(model), sql.Literal(dim))
        with self.store.session() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATE_LOCK,))  # N processes starting: built once
            conn.execute(stmt)
        self._indexed.add((model, dim))

    def _by_distance(self, model: str, dim: int) -> tuple[sql.Composable, sql.Composable]:
        """(the model's rows, the distance to the query %s): spelled as the partial index is."""
        where = sql.SQL("v.model = {} AND v.dim = {}").format(sql.Literal(model), sql.Literal(dim))
        return where, sql.SQL("(v.vec::halfvec({}) <=> %s)").format(sql.Literal(dim))

    def vector_search(self, model: str, dim: int, qvec: np.ndarray, k: int, filters: DocFilter) -> list[tuple]:
        """(kind, item_id, doc id, cosine) of the `k` nearest vectors passing `filters` (HNSW, in SQL)."""
        where, dist = self._by_distance(model, dim)
        args: list = [HalfVector(qvec)]
        cond = _filter_sql(filters, args)
        stmt = sql.SQL("SELECT v.kind, v.item_id, d.id, 1 - {dist} AS cos FROM vectors v JOIN search_docs d "
                       "ON d.kind = v.kind AND d.item_id = v.item_id WHERE {where}" + cond + " ORDER BY {dist} LIMIT %s").format(dist=dist, where=where)
        args += [HalfVector(qvec), k]
        return self.store.read().execute(stmt, args).fetchall()

    def vector_cosines(self, model: str, dim: int, qvec: np.ndarray, keys: list[tuple[str, str]]) -> dict:
        where, dist = self._by_distance(model, dim)
        stmt = sql.SQL("SELECT v.kind, v.item_id, 1 - {dist} FROM vectors v JOIN unnest(%s::text[], %s::text[]) "
                       "AS k(kind, item_id) ON v.kind = k.kind AND v.item_id = k.item_id WHERE {where}"
                       ).format(dist=dist, where=where)
        rows = self.store.read().execute(stmt, [HalfVector(qvec), [k[0] for k in keys], [k[1] for k in keys]])
        return {(r[0], r[1]): float(r[2]) for r in rows}

    def has_vectors(self, model: str, dim: int) -> bool:
        return self.store.read().execute("SELECT EXISTS (SELECT 1 FROM vectors WHERE model=%s AND dim=%s)",
                                         (model, dim)).fetchone()[0]

    def vector_count(self, model: str, dim: int) -> int:
        return self.store.read().execute("SELECT count(*) FROM vectors WHERE model=%s AND dim=%s",
                                         (model, dim)).fetchone()[0]

    def vector_rows(self, model: str, dim: int) -> Iterator[tuple]:
        for r in self.store.read().execute(
                "SELECT v.kind, v.item_id, v.vec, d.id, d.project, d.agent_id FROM vectors v JOIN search_docs d "
                "ON d.kind=v.kind AND d.item_id=v.item_id WHERE v.model=%s AND v.dim=%s", (model, dim)):
            yield (r[0], r[1], _f32(r[2]), *r[3:])

    def vectors_of_kind(self, kind: str, model: str) -> list[tuple[str, bytes]]:
        return [(r[0], _f32(r[1])) for r in self.store.read().execute(
            "SELECT item_id, vec FROM vectors WHERE kind=%s AND model=%s", (kind, model))]

    def put_vector(self, tx: Any, kind: str, item_id: str, model: str, dim: int, vec: bytes, text_hash: str) -> None:
        tx.conn.execute(
            "INSERT INTO vectors(kind, item_id, model, dim, vec, text_hash) VALUES (%s,%s,%s,%s,%s,%s) "
            "ON CONFLICT(kind, item_id, model) DO UPDATE SET dim=excluded.dim, vec=excluded.vec, "
            "text_hash=excluded.text_hash", (kind, item_id, model, dim, HalfVector(np.frombuffer(vec, dtype=np.float32)),
                                             text_hash))

    # -- embed queue (shared by every process) ---------------------------------------------------
    def pending(self) -> int:
        return self.store.read().execute("SELECT count(*) FROM embed_queue").fetchone()[0]

    def enqueue_missing(self, tx: Any, model: str, hash_prefix: str) -> int:
        return tx.conn.execute(
            "INSERT INTO embed_queue(doc_id, enqueued_at) SELECT d.id, %s FROM search_docs d "
            "WHERE NOT EXISTS (SELECT 1 FROM vectors v WHERE v.kind=d.kind AND v.item_id=d.item_id "
            "AND v.model=%s AND left(v.text_hash, %s)=%s) ON CONFLICT (doc_id) DO NOTHING",
            (tx.now, model, len(hash_prefix), hash_prefix)).rowcount

    def enqueue_all(self, tx: Any) -> int:
        return tx.conn.execute("INSERT INTO embed_queue(doc_id, enqueued_at) SELECT id, %s FROM search_docs "
                               "ON CONFLICT (doc_id) DO NOTHING", (tx.now,)).rowcount

    def queued(self, limit: int) -> list[QueuedDoc]:
        """Claim up to `limit` entries nobody holds (or whose claim expired), oldest doc first: another
        process skips them (SKIP LOCKED, then the lease), so each is embedded once."""
        now = time.time()
        with self.store.session() as conn:
            with conn.transaction():
                claimed = conn.execute(_CLAIM, (now + CLAIM_SECONDS, now, limit)).fetchall()
            if not claimed:
                return []
            rows = conn.execute(_QUEUED, ([c[0] for c in claimed], [c[1] for c in claimed])).fetchall()
        return [QueuedDoc(doc_id=r[0], kind=r[1], item_id=r[2], title=r[3], body=r[4], context=r[5], project=r[6],
                          agent_id=r[7], enqueued_at=r[8], turn=bool(r[9])) for r in rows]

    def current_text(self, tx: Any, doc_id: int) -> tuple[str, str, str] | None:
        row = tx.conn.execute("SELECT title, body, context FROM search_docs WHERE id=%s", (doc_id,)).fetchone()
        return (row[0], row[1], row[2]) if row else None

    def dequeue(self, tx: Any, entries: Sequence[tuple[int, float]]) -> None:
        if entries:
            tx.conn.execute("DELETE FROM embed_queue q USING unnest(%s::bigint[], %s::float8[]) AS e(doc_id, at) "
                            "WHERE q.doc_id = e.doc_id AND q.enqueued_at = e.at",
                            ([e[0] for e in entries], [e[1] for e in entries]))
