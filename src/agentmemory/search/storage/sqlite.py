"""The search index's tables in the SQLite store: search_docs (+ search_fts and search_fts_distilled by trigger), vectors and
embed_queue (created by the store's named migrations, which keep their recorded names).

Writes run on the caller's transaction connection (`tx.conn`); reads on the store's per-thread
reader connection.
"""
from __future__ import annotations

import logging
import sqlite3
from functools import cached_property
from typing import Any, Iterator, Sequence

from ...store import OperationalError, Store
from . import keywords, listing
from .code_words import doc_code_words, fill_code_words
from .listing import DocListing
from .protocol import DocFilter, QueuedDoc, SearchDoc
from .rows import DocRows, rows_of
from .schema import CODE_WORDS_MIGRATIONS, SEARCH_MIGRATIONS

log = logging.getLogger(__name__)

_PUT_DOC = (
    "INSERT INTO search_docs(kind, item_id, scope, project, agent_id, session_id, ts, seq, importance,"
    " confidence, title, body, context, tags, superseded_by, code_words) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) "
    "ON CONFLICT(kind, item_id) DO UPDATE SET scope=excluded.scope, project=excluded.project,"
    " agent_id=excluded.agent_id, session_id=excluded.session_id, ts=excluded.ts, seq=excluded.seq,"
    " importance=excluded.importance, confidence=excluded.confidence, title=excluded.title, body=excluded.body,"
    " context=excluded.context, tags=excluded.tags, superseded_by=excluded.superseded_by,"
    " code_words=excluded.code_words RETURNING id")
_PUT_VECTOR = (
    "INSERT INTO vectors(kind, item_id, model, dim, vec, text_hash) VALUES (?,?,?,?,?,?) "
    "ON CONFLICT(kind, item_id, model) DO UPDATE SET dim=excluded.dim, vec=excluded.vec, text_hash=excluded.text_hash")
_QUEUED = (
    "SELECT q.doc_id, d.kind, d.item_id, d.title, d.body, d.context, d.project, d.agent_id, q.enqueued_at, "
    "d.kind='observation' AND json_extract(k.value, '$.type')='conversation' "
    "FROM embed_queue q LEFT JOIN search_docs d ON d.id=q.doc_id "
    "LEFT JOIN kv_store k ON k.scope=d.scope AND k.key=d.item_id ORDER BY q.doc_id LIMIT ?")
# search_fts(_distilled) follow search_docs by trigger, search_doc_files by its foreign key (ON DELETE CASCADE)
SEARCH_TABLES = ("search_docs", "vectors", "embed_queue")


def _marks(n: int) -> str:
    return ",".join("?" * n)


class SqliteSearchStorage:
    """`SearchStorage` on the SQLite store."""

    def __init__(self, store: Store):
        self.store = store
        store.migrate(SEARCH_MIGRATIONS)  # the tables exist before anything reads them
        fill_code_words(store, "SELECT id, title, body, tags FROM search_docs WHERE code_words IS NULL LIMIT ?",
                        "UPDATE search_docs SET code_words=? WHERE id=?")
        store.migrate(CODE_WORDS_MIGRATIONS)

    @cached_property
    def rows(self) -> DocRows:
        """The store's candidate rows read since they last changed, and its match counts (rows.py)."""
        return rows_of(self.store, keywords.DOC_COLS)

    # -- documents -----------------------------------------------------------------------
    def put(self, tx: Any, doc: SearchDoc, *, enqueue: bool) -> int:
        conn = tx.conn
        doc_id = conn.execute(_PUT_DOC, (
            doc.kind, doc.item_id, doc.scope, doc.project, doc.agent_id, doc.session_id, doc.ts, doc.seq,
            doc.importance, doc.confidence, doc.title, doc.body, doc.context, doc.tags,
            doc.superseded_by, doc_code_words(doc))).fetchone()[0]
        self.rows.changed(tx, doc_id)
        if doc.files:  # a name an earlier version listed stays: the lookback reads the item's own files
            conn.execute("INSERT OR IGNORE INTO search_doc_files(name, doc_id) VALUES " + ",".join(["(?,?)"] * len(doc.files)),
                         [v for name in doc.files for v in (name, doc_id)])
        if enqueue:
            # REPLACE moves enqueued_at forward, so a batch embedding the old text never clears it.
            conn.execute("INSERT OR REPLACE INTO embed_queue(doc_id, enqueued_at) VALUES (?,?)", (doc_id, tx.now))
        return doc_id

    def drop(self, tx: Any, kind: str, item_id: str) -> None:
        conn = tx.conn
        row = conn.execute("SELECT id FROM search_docs WHERE kind=? AND item_id=?", (kind, item_id)).fetchone()
        if row:
            self.rows.changed(tx, row[0])
            conn.execute("DELETE FROM embed_queue WHERE doc_id=?", (row[0],))
            conn.execute("DELETE FROM search_docs WHERE id=?", (row[0],))
        conn.execute("DELETE FROM vectors WHERE kind=? AND item_id=?", (kind, item_id))

    def section_ids(self, tx: Any, item_id: str) -> list[str]:
        # "#" sorts just before "$": a range on the (kind, item_id) index, no scan
        return [r[0] for r in tx.conn.execute("SELECT item_id FROM search_docs WHERE kind='section' AND "
                                              "item_id >= ? AND item_id < ?", (item_id + "#", item_id + "$"))]

    def clear(self, tx: Any) -> None:
        self.rows.changed(tx, None)
        for table in SEARCH_TABLES:
            tx.conn.execute(f"DELETE FROM {table}")

    def set_confidence(self, tx: Any, kind: str, item_id: str, confidence: float) -> None:
        for r in tx.conn.execute("UPDATE search_docs SET confidence=? WHERE kind=? AND item_id=? RETURNING id",
                                 (confidence, kind, item_id)).fetchall():
            self.rows.changed(tx, r[0])

    def docs_of_agent(self, tx: Any, agent_id: str) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in tx.conn.execute(
            "SELECT kind, item_id FROM search_docs WHERE agent_id=?", (agent_id,))]

    def candidates(self, doc_ids: Sequence[int]) -> dict[int, tuple]:
        return {i: e[0] for i, e in self.rows.read(self.store.read(), doc_ids).items()}

    def texts(self, doc_ids: Sequence[int]) -> dict[int, tuple[str, str]]:
        if not doc_ids:
            return {}
        rows = self.store.read().execute(
            f"SELECT id, title, body FROM search_docs WHERE id IN ({_marks(len(doc_ids))})", list(doc_ids)).fetchall()
        return {r[0]: (r[1], r[2]) for r in rows}

    def keyword_candidates(self, terms: list[str], expr: str, filters: DocFilter, limit: int,
                           stats: dict | None = None) -> list[sqlite3.Row]:
        try:
            return keywords.keyword_candidates(self.store.read(), terms, expr, filters, limit, self.rows)
        except OperationalError as exc:  # ranking.fts_match quotes every term; this is a safety net
            log.warning("FTS query failed for %r: %s", expr, exc)
            return []

    def candidates_between(self, filters: DocFilter, start: float, end: float, limit: int) -> list[sqlite3.Row]:
        args: list = [start, end]
        cond = keywords.where(filters, args)
        return self.store.read().execute(
            f"SELECT {keywords.DOC_COLS} FROM search_docs d WHERE d.ts >= ? AND d.ts < ?{cond} "
            f"ORDER BY d.importance DESC, d.ts LIMIT ?", [*args, limit]).fetchall()

    # -- listings (the index rows as a cross-scope, time-ordered list of items) ---------------
    def listed_items(self, query: DocListing, tx: Any = None) -> list[tuple[str, str, Any]]:
        return listing.listed_items(tx.conn if tx is not None else self.store.read(), query)

    def listed_fields(self, query: DocListing, names: tuple[str, ...], tx: Any = None,
                      current: bool = False) -> list[tuple[str, str, list | None]]:
        return listing.listed_fields(tx.conn if tx is not None else self.store.read(), query, names,
                                     current=current)

    def listed_refs(self, query: DocListing, tx: Any = None) -> list[tuple[str, str, str]]:
        return listing.listed_refs(tx.conn if tx is not None else self.store.read(), query)

    def count_listed(self, query: DocListing) -> int:
        return listing.count_listed(self.store.read(), query)

    def buckets(self, query: DocListing, start: float, size: float) -> dict[int, int]:
        return listing.buckets(self.store.read(), query, start, size)

    def agent_counts(self, agent_id: str | None = None) -> list[tuple[str, str, int, float]]:
        where, args = ("WHERE agent_id=?", [agent_id]) if agent_id is not None else ("", [])
        return [(a, k, n, ts) for a, k, n, ts in self.store.read().execute(
            f"SELECT coalesce(agent_id, ''), kind, count(*), max(ts) FROM search_docs {where} "
            "GROUP BY agent_id, kind", args)]

    # -- vectors ---------------------------------------------------------------------------
    def vector_count(self, model: str, dim: int) -> int:
        return self.store.read().execute("SELECT count(*) FROM vectors WHERE model=? AND dim=?",
                                         (model, dim)).fetchone()[0]

    def vector_rows(self, model: str, dim: int) -> Iterator[tuple]:
        return self.store.read().execute(
            "SELECT v.kind, v.item_id, v.vec, d.id, d.project, d.agent_id FROM vectors v "
            "JOIN search_docs d ON d.kind=v.kind AND d.item_id=v.item_id WHERE v.model=? AND v.dim=?", (model, dim))

    def vectors_of_kind(self, kind: str, model: str) -> list[tuple[str, bytes]]:
        return [(r[0], r[1]) for r in self.store.read().execute(
            "SELECT item_id, vec FROM vectors WHERE kind=? AND model=?", (kind, model))]

    def put_vector(self, tx: Any, kind: str, item_id: str, model: str, dim: int, vec: bytes, text_hash: str) -> None:
        tx.conn.execute(_PUT_VECTOR, (kind, item_id, model, dim, vec, text_hash))

    # -- embed queue -----------------------------------------------------------------------
    def pending(self) -> int:
        return self.store.read().execute("SELECT count(*) FROM embed_queue").fetchone()[0]

    def enqueue_missing(self, tx: Any, model: str, hash_prefix: str) -> int:
        return tx.conn.execute(
            "INSERT OR IGNORE INTO embed_queue(doc_id, enqueued_at) SELECT d.id, ? FROM search_docs d "
            "WHERE NOT EXISTS (SELECT 1 FROM vectors v WHERE v.kind=d.kind AND v.item_id=d.item_id "
            "AND v.model=? AND substr(v.text_hash, 1, ?)=?)", (tx.now, model, len(hash_prefix), hash_prefix)).rowcount

    def enqueue_all(self, tx: Any) -> int:
        return tx.conn.execute("INSERT OR IGNORE INTO embed_queue(doc_id, enqueued_at) SELECT id, ? "
                               "FROM search_docs", (tx.now,)).rowcount

    def queued(self, limit: int) -> list[QueuedDoc]:
        return [QueuedDoc(doc_id=r[0], kind=r[1], item_id=r[2], title=r[3], body=r[4], context=r[5], project=r[6],
                          agent_id=r[7], enqueued_at=r[8], turn=bool(r[9]))
                for r in self.store.read().execute(_QUEUED, (limit,))]

    def current_text(self, tx: Any, doc_id: int) -> tuple[str, str, str] | None:
        row = tx.conn.execute("SELECT title, body, context FROM search_docs WHERE id=?", (doc_id,)).fetchone()
        return (row[0], row[1], row[2]) if row else None

    def dequeue(self, tx: Any, entries: Sequence[tuple[int, float]]) -> None:
        tx.conn.executemany("DELETE FROM embed_queue WHERE doc_id=? AND enqueued_at=?", list(entries))
