"""Vectors: float32 BLOBs in SQLite, one in-memory matrix for brute-force cosine (or, on PostgreSQL,
searched in SQL: `DatabaseVectors`), and a background queue that embeds new and changed items in batches.

Writers never wait for the model: `Searcher.put` only adds the item's doc id to
the embed queue (same transaction as the item) and wakes the queue after commit. `EmbedQueue` picks batches,
embeds them outside the writer lock, then stores the vectors and clears the
queue rows in one short transaction, and finally updates the matrix.
"""
from __future__ import annotations

import hashlib
import logging
import threading
import time
from dataclasses import dataclass

import numpy as np
import tenacity

from ..store import Store
from ..threads import LowPriorityRunner, stopped_by
from .embedders import Embedder
from .ranking import EMBEDDING_RECIPE, embedding_text, embedding_texts, item_vector
from .storage import DocFilter, SearchStorage

log = logging.getLogger(__name__)

# The model and the request threads share the machine's cores. During a burst of writes the worker
# waits for a quiet moment before a batch, but never longer than MAX_DEFER_SECONDS.
QUIET_SECONDS = 0.3
MAX_DEFER_SECONDS = 5.0


def text_hash(model: str, text: str) -> str:
    """Stored with each vector: the embedding recipe, then a hash of the model and the text."""
    return f"{EMBEDDING_RECIPE}:" + hashlib.sha1(f"{model}\x00{text}".encode("utf-8", "replace")).hexdigest()


@dataclass
class VectorHit:
    kind: str
    item_id: str
    doc_id: int
    cosine: float


def embed_items(embed, items: list[tuple]) -> list[np.ndarray]:
    """The stored vector of each (title, body, context[, turn]): every text of
    `ranking.embedding_texts` embedded in one `embed(texts)` call, combined by `ranking.item_vector`."""
    groups = [embedding_texts(*it) for it in items]
    flat = [t for g in groups for t in g]
    vecs = embed(flat) if flat else []
    out, i = [], 0
    for g in groups:
        out.append(item_vector(vecs[i:i + len(g)]))
        i += len(g)
    return out


def one_blas_thread() -> None:
    """Numpy's BLAS on one thread, for the whole process (once).

    Trigger: a brute-force search's matrix-vector product. Why: OpenBLAS splits even a 10,000-row
    product over every core and spins while it waits for them; with request threads and other processes
    on the same two cores, that cost the search 2-3 times the CPU of computing it on one thread (wall
    time worse still), and the product is bound by memory bandwidth, not arithmetic. Outcome: every
    BLAS call of the process (the search's, and the background duplicate scan's) runs on its caller's
    thread; request threads are the server's parallelism."""
    global _BLAS_LIMITED
    if _BLAS_LIMITED is None:
        from threadpoolctl import threadpool_limits  # a dependency: imported when the first index is built
        _BLAS_LIMITED = threadpool_limits(1, user_api="blas")


_BLAS_LIMITED = None


class VectorIndex:
    """All vectors of one model in a growable numpy matrix, with filter columns."""

    def __init__(self, model: str, dim: int):
        one_blas_thread()
        self.model, self.dim = model, dim
        self._lock = threading.Lock()
        self._mat = np.zeros((1024, dim), dtype=np.float32)
        self._n = 0
        self._keys: list[tuple[str, str]] = []
        self._pos: dict[tuple[str, str], int] = {}
        self._doc = np.zeros(1024, dtype=np.int64)
        self._kind = np.zeros(1024, dtype=np.int32)
        self._project = np.zeros(1024, dtype=np.int32)
        self._agent = np.zeros(1024, dtype=np.int32)
        self._codes: dict[str | None, int] = {None: 0}
        self._version = 0  # bumped by every change of the matrix: `_last` is only reused unchanged
        self._last: tuple = (None, -1, None)  # (query bytes, version, its cosine with every row)
        self._masks: dict[tuple, object] = {}  # (version, filters) -> `_mask`: a search asks for 2-3 (16 kept)

    def __len__(self) -> int:
        return self._n

    def _code(self, value: str | None) -> int:
        code = self._codes.get(value)
        if code is None:
            code = self._codes[value] = len(self._codes)
        return code

    def _grow(self) -> None:
        self._resize(self._mat.shape[0] + self._mat.shape[0] // 2)  # 1.5x: less slack than doubling

    def _resize(self, cap: int) -> None:
        mat = np.zeros((cap, self.dim), dtype=np.float32)
        mat[:self._n] = self._mat[:self._n]
        self._mat = mat
        for name in ("_doc", "_kind", "_project", "_agent"):
            old = getattr(self, name)
            new = np.zeros(cap, dtype=old.dtype)
            new[:self._n] = old[:self._n]
            setattr(self, name, new)

    def load(self, storage: SearchStorage) -> None:
        """Fill from the stored vectors. The matrix is sized once (no doubling copies) and rows are
        streamed, so start-up never holds every BLOB in memory at once (at 100k rows that was
        150 MB of bytes objects the allocator kept afterwards)."""
        n = storage.vector_count(self.model, self.dim)
        if n > self._mat.shape[0]:
            self._resize(n + n // 8 + 1024)
        for r in storage.vector_rows(self.model, self.dim):
            self.add(r[0], r[1], np.frombuffer(r[2], dtype=np.float32), r[3], r[4], r[5])

    def add(self, kind: str, item_id: str, vec: np.ndarray, doc_id: int,
            project: str | None, agent_id: str | None) -> None:
        key = (kind, item_id)
        with self._lock:
            i = self._pos.get(key)
            if i is None:
                if self._n == self._mat.shape[0]:
                    self._grow()
                i = self._n
                self._n += 1
                self._keys.append(key)
                self._pos[key] = i
            self._version += 1
            self._mat[i] = vec
            self._doc[i] = doc_id
            self._kind[i] = self._code("k:" + kind)
            self._project[i] = self._code("p:" + project if project is not None else None)
            self._agent[i] = self._code("a:" + agent_id if agent_id is not None else None)

    def remove(self, kind: str, item_id: str) -> None:
        with self._lock:
            i = self._pos.pop((kind, item_id), None)
            if i is None:
                return
            last = self._n - 1
            if i != last:  # move the last row into the hole
                moved = self._keys[last]
                self._keys[i] = moved
                self._pos[moved] = i
                for arr in (self._mat, self._doc, self._kind, self._project, self._agent):
                    arr[i] = arr[last]
            self._keys.pop()
            self._n = last
            self._version += 1

    def cosines(self, qvec: np.ndarray, keys: list[tuple[str, str]]) -> dict[tuple[str, str], float]:
        """Cosine of the query with each of `keys` that has a vector (used to score keyword-only hits)."""
        with self._lock:
            rows = [(k, self._pos[k]) for k in keys if k in self._pos]
            if not rows:
                return {}
            sims = self._mat[[i for _, i in rows]] @ np.asarray(qvec, dtype=np.float32)
        return {k: float(s) for (k, _), s in zip(rows, sims)}

    def _scores(self, q: np.ndarray) -> np.ndarray:
        """The query's cosine with every row (under the lock). A search asks twice with one query (its
        `limit` kinds, then smart-search's distilled ones): the matrix is read once."""
        key = q.tobytes()
        last_key, version, scores = self._last
        if last_key != key or version != self._version or scores is None:
            scores = self._mat[:self._n] @ q
            self._last = (key, self._version, scores)
        return scores

    def _mask(self, n: int, project: str | None, agent_id: str | None, kinds: tuple[str, ...] | None):
        """The rows passing the filters (None: every row), remembered until the matrix changes."""
        key = (self._version, n, project, agent_id, tuple(kinds) if kinds else None)
        if key in self._masks:
            return self._masks[key]
        mask = None
        if project is not None:
            mask = self._project[:n] == self._codes.get("p:" + project, -1)
        if agent_id is not None:
            m = self._agent[:n] == self._codes.get("a:" + agent_id, -1)
            mask = m if mask is None else mask & m
        if kinds:
            allowed = np.zeros(len(self._codes), dtype=bool)  # by code: a lookup, not a search per row
            allowed[[c for c in (self._codes.get("k:" + x) for x in kinds) if c is not None]] = True
            m = allowed[self._kind[:n]]
            mask = m if mask is None else mask & m
        self._masks = {} if len(self._masks) >= 16 else self._masks
        return self._masks.setdefault(key, mask)

    def search(self, qvec: np.ndarray, k: int, *, project: str | None = None, agent_id: str | None = None,
               kinds: tuple[str, ...] | None = None, session_docs: None = None) -> list[VectorHit]:
        with self._lock:
            n = self._n
            if n == 0 or k <= 0:
                return []
            scores = self._scores(np.asarray(qvec, dtype=np.float32))
            mask = self._mask(n, project, agent_id, kinds)
            if mask is not None:
                if not mask.any():
                    return []
                scores = np.where(mask, scores, -np.inf)
            k = min(k, n)
            top = np.argpartition(-scores, k - 1)[:k]
            top = top[np.argsort(-scores[top])]
            top = top[np.isfinite(scores[top])]
            keys = self._keys
            return [VectorHit(keys[i][0], keys[i][1], d, s)
                    for i, d, s in zip(top.tolist(), self._doc[top].tolist(), scores[top].tolist())]


class DatabaseVectors:
    """The vector index of a backend that searches vectors in SQL (PostgreSQL: pgvector, HNSW): the calls
    of `VectorIndex`, with nothing held in this process (add/remove follow the stored rows by themselves)."""

    in_database = True

    def __init__(self, storage: SearchStorage, model: str, dim: int):
        self.storage, self.model, self.dim = storage, model, dim
        storage.ensure_vector_index(model, dim)

    def __len__(self) -> int:
        return self.storage.vector_count(self.model, self.dim)

    def __bool__(self) -> bool:
        return self.storage.has_vectors(self.model, self.dim)

    def add(self, *_args) -> None:
        """Stored by the embed queue's transaction already."""

    def remove(self, *_args) -> None:
        """Deleted with the item's rows already."""

    def cosines(self, qvec: np.ndarray, keys: list[tuple[str, str]]) -> dict[tuple[str, str], float]:
        return self.storage.vector_cosines(self.model, self.dim, qvec, keys) if keys else {}

    def search(self, qvec: np.ndarray, k: int, *, project: str | None = None, agent_id: str | None = None,
               kinds: tuple[str, ...] | None = None, session_id: str | None = None) -> list[VectorHit]:
        rows = self.storage.vector_search(self.model, self.dim, np.asarray(qvec, dtype=np.float32), k,
                                          DocFilter(project, agent_id, kinds, session_id))
        return [VectorHit(r[0], r[1], int(r[2]), float(r[3])) for r in rows]


def vector_index(storage: SearchStorage, model: str, dim: int) -> "VectorIndex | DatabaseVectors":
    """Where a model's vectors are searched: in the database when the storage can (PostgreSQL), else in
    this process's matrix, loaded from the stored rows (SQLite)."""
    if getattr(storage, "vectors_in_database", False):
        return DatabaseVectors(storage, model, dim)
    index = VectorIndex(model, dim)
    index.load(storage)
    return index


class EmbedQueue:
    """Embeds queued items in batches on a background thread (or on demand in tests)."""

    def __init__(self, store: Store, storage: SearchStorage, embedder: Embedder, index: VectorIndex,
                 batch_size: int = 64):
        self.store, self.storage, self.embedder, self.index, self.batch_size = (store, storage, embedder, index,
                                                                                batch_size)
        self._wake, self._stop = threading.Event(), threading.Event()
        self.before_drain = lambda: None  # what waits to be indexed first (memory/ingest/behind.py sets it)
        self._thread: threading.Thread | None = None
        self.last_error, self._last_write = None, 0.0

    def wake(self) -> None:
        """A write queued items (called after its commit): work them off after the next quiet moment."""
        self._last_write = time.monotonic()
        self._wake.set()

    def _wait_for_quiet(self) -> None:
        """Trigger: writes still arriving. Why: a batch takes both cores for a second and would
        slow every request meanwhile. Outcome: wait for QUIET_SECONDS without writes, at most
        MAX_DEFER_SECONDS, so vectors lag a sustained burst by a few seconds, never more."""
        deadline = time.monotonic() + MAX_DEFER_SECONDS
        while not self._stop.is_set() and time.monotonic() < deadline:
            idle = time.monotonic() - self._last_write
            if idle >= QUIET_SECONDS:
                return
            self._stop.wait(QUIET_SECONDS - idle)

    def pending(self) -> int:
        return self.storage.pending()

    def enqueue_missing(self) -> int:
        """Queue every item that has no vector for the current model (after a model switch) or only
        one made by an older embedding recipe (after an upgrade); an old vector serves searches
        until its replacement is stored."""
        prefix = f"{EMBEDDING_RECIPE}:"
        with self.store.write() as tx:
            return self.storage.enqueue_missing(tx, self.embedder.model, prefix)

    def enqueue_all(self) -> int:
        """Queue every item, whatever vector it has (`reindex --all`)."""
        with self.store.write() as tx:
            return self.storage.enqueue_all(tx)

    def run_once(self, embed=None) -> int:
        """Embed one batch; returns how many items were processed (0 when idle). `embed(texts)`
        computes the vectors (default: the embedder, on this thread)."""
        rows = self.storage.queued(self.batch_size)
        if not rows:
            return 0
        live = [r for r in rows if r.kind is not None]
        texts = [embedding_text(r.title, r.body, r.context) for r in live]
        embed = embed or (lambda t: self.embedder.embed(t, kind="passage"))
        vecs = embed_items(embed, [(r.title, r.body, r.context, r.turn) for r in live])
        stored = []
        with self.store.write() as tx:
            for r, text, vec in zip(live, texts, vecs):
                cur = self.storage.current_text(tx, r.doc_id)
                if cur is None or embedding_text(*cur) != text:
                    continue  # changed or deleted meanwhile: a newer queue entry will follow
                self.storage.put_vector(tx, r.kind, r.item_id, self.embedder.model, self.index.dim,
                                        np.asarray(vec, dtype=np.float32).tobytes(),
                                        text_hash(self.embedder.model, text))
                stored.append((r, vec))
            # Only the entries we read: an item re-queued meanwhile keeps its newer entry.
            self.storage.dequeue(tx, [(r.doc_id, r.enqueued_at) for r in rows])
            # Cleared before the commit, so health never shows an empty queue beside the old error
            # (a failed commit sets it again through the retry's callback).
            self.last_error = None
        for r, vec in stored:
            self.index.add(r.kind, r.item_id, vec, r.doc_id, r.project, r.agent_id)
        return len(rows)

    def drain(self, timeout: float = 60.0) -> None:
        """Process until the queue is empty (used by tests, `reindex` and start-up)."""
        self.before_drain()
        deadline = time.monotonic() + timeout
        while self.run_once():
            if time.monotonic() > deadline:
                raise TimeoutError("embedding queue did not drain in time")

    def start(self) -> None:
        if self._thread is None:
            self._stop.clear()
            self._thread = threading.Thread(target=self._loop, name="embed-queue", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=10)
            self._thread = None

    def _background_embed(self):
        """Trigger: the background loop. Why: a batch takes both cores for a second, and requests
        must not wait for it. Outcome: the model runs on a low-priority thread, in its own session
        when the embedder can clone one (so its pool threads are low priority too); this thread
        waits and then writes at normal priority (see agentmemory.threads)."""
        runner = LowPriorityRunner("embed-compute")
        clone = getattr(self.embedder, "clone", None)
        try:
            model = runner.call(clone) if clone is not None else self.embedder
        except Exception:
            log.exception("cannot clone the embedder for background use; sharing the request one")
            model = self.embedder
        return runner, (lambda texts: runner.call(model.embed, texts, kind="passage"))

    def _step(self, embed) -> bool:
        self._wait_for_quiet()
        # stopping (`_failed` too may stop it): no batch; a stored batch has cleared `last_error`
        return not self._stop.is_set() and bool(self.run_once(embed))

    def _failed(self, state: tenacity.RetryCallState) -> None:
        exc = state.outcome.exception() if state.outcome else None
        self.last_error = f"{type(exc).__name__}: {exc}"
        if stopped_by(self.store, exc, "embedding queue"):  # the store refuses writes for good (its file damaged)
            return self._stop.set()  # the loop ends, said in one line: no traceback every minute
        log.error("embedding batch failed; retrying in %.0fs", state.upcoming_sleep, exc_info=exc)

    def _loop(self) -> None:
        runner, embed = self._background_embed()
        # A failed batch (the items stay queued) is tried again 1, 2, 4 ... 60 s later; success resets it.
        retrying = tenacity.Retrying(
            retry=tenacity.retry_if_exception_type(Exception), wait=tenacity.wait_exponential(max=60.0),
            stop=tenacity.stop_when_event_set(self._stop), sleep=self._stop.wait, before_sleep=self._failed,
            retry_error_callback=lambda state: False)  # stopping while it fails: leave the loop
        try:
            while not self._stop.is_set():
                if retrying(self._step, embed):
                    continue
                self._wake.wait(timeout=2.0)
                self._wake.clear()
        finally:
            runner.close()
