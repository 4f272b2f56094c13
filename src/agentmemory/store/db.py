"""SQLite store: one writer, per-thread readers, named migrations.

Every write happens inside `Store.write()`, which owns the one writer connection,
runs its body in a savepoint of an IMMEDIATE transaction and returns only once
that transaction has committed; so when a request handler returns, its rows
(KV + audit + search index) are durable together. Concurrent writes share a
commit (group commit, see `Store.write`). Readers use one connection per
thread; in WAL mode they never block the writer and always see the last
committed state. A checkpointer thread copies the WAL back into the database
so that commits do not have to (see `Store.start`).
"""
from __future__ import annotations

import json
import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

from .migrations import MIGRATIONS

BUSY_TIMEOUT_MS = 10_000
#: Group commit: a transaction stays open for the next waiting writer while it has fewer than
#: GROUP_MAX_WRITES bodies and is younger than GROUP_MAX_SECONDS; the last one in commits for all.
GROUP_MAX_WRITES = 32
GROUP_MAX_SECONDS = 0.010
#: The checkpointer thread checkpoints (PASSIVE) this often; the writer checkpoints by itself
#: only if the WAL reaches WRITER_CHECKPOINT_PAGES (the checkpointer is not running, or lags).
CHECKPOINT_EVERY_SECONDS = 0.5
WRITER_CHECKPOINT_PAGES = 20_000
#: After a checkpoint SQLite truncates a WAL file larger than this (bytes).
WAL_SIZE_LIMIT = 64 * 1024 * 1024


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                           check_same_thread=False)
    conn.row_factory = sqlite3.Row
    conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("PRAGMA synchronous=NORMAL")  # safe with WAL: a commit survives a process crash
    return conn


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


class Tx:
    """A write transaction. Collects events to publish after commit."""

    def __init__(self, conn: sqlite3.Connection, agent_id: str | None):
        self.conn = conn
        self.agent_id = agent_id
        self.events: list[tuple[str, dict]] = []
        self.now = time.time()

    # -- KV -------------------------------------------------------------
    def get(self, scope: str, key: str) -> Any | None:
        row = self.conn.execute("SELECT value FROM kv_store WHERE scope=? AND key=?", (scope, key)).fetchone()
        return json.loads(row[0]) if row else None

    def put(self, scope: str, key: str, value: Any) -> None:
        self.conn.execute(
            "INSERT INTO kv_store(scope, key, value, updated_at) VALUES (?,?,?,?) "
            "ON CONFLICT(scope, key) DO UPDATE SET value=excluded.value, updated_at=excluded.updated_at",
            (scope, key, dumps(value), self.now))

    def delete(self, scope: str, key: str) -> bool:
        return self.conn.execute("DELETE FROM kv_store WHERE scope=? AND key=?", (scope, key)).rowcount > 0

    def count(self, scope: str) -> int:
        return self.conn.execute("SELECT count(*) FROM kv_store WHERE scope=?", (scope,)).fetchone()[0]

    # -- audit ------------------------------------------------------------
    def audit(self, operation: str, scope: str | None = None, key: str | None = None,
              detail: Any = None, agent_id: str | None = None) -> int:
        """Record a write; `agent_id` overrides the transaction's (a batch item may name its own agent)."""
        cur = self.conn.execute(
            "INSERT INTO audit_log(ts, agent_id, operation, scope, key, detail) VALUES (?,?,?,?,?,?)",
            (self.now, agent_id or self.agent_id, operation, scope, key,
             dumps(detail) if detail is not None else None))
        self.emit("audit.created", {"id": cur.lastrowid, "operation": operation, "scope": scope, "key": key})
        return cur.lastrowid

    # -- search index -----------------------------------------------------
    def index_doc(self, *, kind: str, item_id: str, scope: str, project: str | None, agent_id: str | None,
                  session_id: str | None, ts: float, seq: int = 0, importance: float = 5,
                  confidence: float | None = None, title: str = "", body: str = "", context: str = "",
                  tags: str = "", embed: bool = True) -> int:
        """Insert or update the searchable row of an item (FTS follows by trigger)."""
        row = self.conn.execute(
            "INSERT INTO search_docs(kind, item_id, scope, project, agent_id, session_id, ts, seq, importance,"
            " confidence, title, body, context, tags) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?) "
            "ON CONFLICT(kind, item_id) DO UPDATE SET scope=excluded.scope, project=excluded.project,"
            " agent_id=excluded.agent_id, session_id=excluded.session_id, ts=excluded.ts, seq=excluded.seq,"
            " importance=excluded.importance, confidence=excluded.confidence, title=excluded.title, body=excluded.body,"
            " context=excluded.context, tags=excluded.tags RETURNING id",
            (kind, item_id, scope, project, agent_id, session_id, ts, seq, importance, confidence,
             title, body, context, tags)).fetchone()
        doc_id = row[0]
        if embed:
            # REPLACE moves enqueued_at forward, so a batch embedding the old text never clears it.
            self.conn.execute("INSERT OR REPLACE INTO embed_queue(doc_id, enqueued_at) VALUES (?,?)",
                              (doc_id, self.now))
            self.emit("doc.indexed", {"kind": kind, "id": item_id})
        return doc_id

    def unindex_doc(self, kind: str, item_id: str) -> None:
        """Remove an item from the keyword index, the embed queue and the vector table."""
        row = self.conn.execute("SELECT id FROM search_docs WHERE kind=? AND item_id=?", (kind, item_id)).fetchone()
        if row:
            self.conn.execute("DELETE FROM embed_queue WHERE doc_id=?", (row[0],))
            self.conn.execute("DELETE FROM search_docs WHERE id=?", (row[0],))
        self.conn.execute("DELETE FROM vectors WHERE kind=? AND item_id=?", (kind, item_id))
        self.emit("vector.deleted", {"kind": kind, "id": item_id})

    # -- events -----------------------------------------------------------
    def emit(self, event: str, payload: dict) -> None:
        self.events.append((event, payload))


class _Batch:
    """One group-commit transaction: when it started, how many bodies it holds, how it ended."""
    __slots__ = ("started", "writes", "done", "error")

    def __init__(self, started: float):
        self.started = started
        self.writes = 0
        self.done = False
        self.error: BaseException | None = None


class Store:
    """The SQLite database. `open()` creates it and applies migrations."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self._write_lock = threading.Lock()  # guards the group-commit state below, never held during SQL
        self._write_cv = threading.Condition(self._write_lock)
        self._writer_busy = False  # a thread is running a write body on the writer connection
        self._writers_waiting = 0
        self._batch: _Batch | None = None  # the open transaction, shared by the bodies of one group
        self.commits = 0  # transactions committed by write(): fewer than the writes when they group
        self._in_write = threading.local()
        self._writer: sqlite3.Connection | None = None
        self._checkpointer: threading.Thread | None = None
        self._checkpoint_stop = threading.Event()
        self._local = threading.local()
        self._readers: list[tuple[threading.Thread, sqlite3.Connection]] = []
        self._readers_lock = threading.Lock()
        self._listeners: list[Callable[[list[tuple[str, dict]]], None]] = []

    def open(self) -> "Store":
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._writer = _connect(self.path)
        mode = self._writer.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if mode.lower() != "wal":
            raise RuntimeError(f"could not enable WAL on {self.path} (journal_mode={mode})")
        self._writer.execute(f"PRAGMA wal_autocheckpoint={WRITER_CHECKPOINT_PAGES}")
        self._writer.execute(f"PRAGMA journal_size_limit={WAL_SIZE_LIMIT}")
        self._migrate()
        return self

    # -- checkpoints --------------------------------------------------------
    def start(self) -> None:
        """Start the checkpointer thread.

        Trigger: with SQLite's default, the commit that takes the WAL past 1,000 pages copies
        them into the database file itself, inside the writer's critical section, so every
        thousandth write is slow and all writers queue behind it. Why a thread: a PASSIVE
        checkpoint never blocks the writer or the readers, and sqlite3 releases the GIL while it
        runs, so it uses the other core. Outcome: the writer checkpoints by itself only at
        WRITER_CHECKPOINT_PAGES, when this thread is not running or cannot keep up.
        """
        if self._checkpointer is not None or self._writer is None:
            return
        self._checkpoint_stop.clear()
        self._checkpointer = threading.Thread(target=self._checkpoint_loop, name="checkpointer", daemon=True)
        self._checkpointer.start()

    def _checkpoint_loop(self) -> None:
        conn = _connect(self.path)
        try:
            while not self._checkpoint_stop.wait(CHECKPOINT_EVERY_SECONDS):
                try:
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                except sqlite3.Error:  # e.g. locked during a restore; the next tick tries again
                    continue
        finally:
            conn.close()

    def checkpoint(self, mode: str = "PASSIVE") -> tuple[int, int, int]:
        """Run one checkpoint now on a connection of its own: (busy, wal pages, pages copied)."""
        if mode not in ("PASSIVE", "FULL", "RESTART", "TRUNCATE"):
            raise ValueError(f"unknown checkpoint mode {mode!r}")
        conn = _connect(self.path)
        try:
            return tuple(conn.execute(f"PRAGMA wal_checkpoint({mode})").fetchone())
        finally:
            conn.close()

    def close(self) -> None:
        if self._checkpointer is not None:
            self._checkpoint_stop.set()
            self._checkpointer.join(timeout=10)
            self._checkpointer = None
        with self._readers_lock:
            for _, c in self._readers:
                c.close()
            self._readers.clear()
        self._local = threading.local()
        if self._writer is not None:
            with self._write_cv:
                while self._writer_busy or self._batch is not None:
                    self._write_cv.wait()
                self._writer.close()
                self._writer = None

    def _migrate(self) -> None:
        w = self._writer
        w.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
        done = {r[0] for r in w.execute("SELECT name FROM schema_migrations")}
        for name, sql in MIGRATIONS:
            if name in done:
                continue
            w.execute("BEGIN IMMEDIATE")  # open() runs before any other thread can write
            try:
                for stmt in _split_sql(sql):
                    w.execute(stmt)
                w.execute("INSERT INTO schema_migrations(name, applied_at) VALUES (?,?)", (name, time.time()))
                w.execute("COMMIT")
            except BaseException:
                w.execute("ROLLBACK")
                raise

    @property
    def schema_version(self) -> int:
        return self.read().execute("SELECT count(*) FROM schema_migrations").fetchone()[0]

    # -- transactions -------------------------------------------------------
    def on_commit(self, listener: Callable[[list[tuple[str, dict]]], None]) -> None:
        """Call `listener(events)` after each committed write that emitted events."""
        self._listeners.append(listener)

    @contextmanager
    def write(self, agent_id: str | None = None) -> Iterator[Tx]:
        """One write: its body's changes are committed (or, if it raises, undone) on return.

        Trigger: concurrent writers (4 hook clients observing at once) queue on the one writer
        connection, and each paid for its own COMMIT: WAL frames for every page it touched and
        a new FTS5 segment. Why group commit: the bodies of writers that arrive while another
        runs share one transaction, each in its own savepoint, and one COMMIT. Outcome: a body
        that raises rolls back to its savepoint only, so the others are unaffected; a body that
        succeeds hands the open transaction to the next waiting writer (while the group is under
        GROUP_MAX_WRITES and GROUP_MAX_SECONDS) and waits for that group's COMMIT; the last body
        of a group commits for all. No caller returns before its data is committed, and a failed
        COMMIT raises in every member of the group. Writes do not nest.
        """
        if self._writer is None:
            raise RuntimeError("store is not open")
        if getattr(self._in_write, "active", False):
            raise RuntimeError("Store.write() does not nest")
        conn = self._acquire_writer()
        batch = self._batch
        self._in_write.active = True
        tx = Tx(conn, agent_id)
        try:
            self._sql_or_abort(batch, "SAVEPOINT write")
            try:
                yield tx
            except BaseException:
                self._sql_or_abort(batch, "ROLLBACK TO write", "RELEASE write")
                self._release_writer(batch, wait=False)
                raise
            self._sql_or_abort(batch, "RELEASE write")
        finally:
            self._in_write.active = False
        self._release_writer(batch, wait=True)
        if tx.events:
            for listener in list(self._listeners):
                listener(tx.events)

    def _sql_or_abort(self, batch: "_Batch", *statements: str) -> None:
        """Savepoint bookkeeping; if SQLite refuses it, the whole group is rolled back and fails."""
        try:
            for sql in statements:
                self._writer.execute(sql)
        except BaseException:
            with self._write_cv:
                batch.error = sqlite3.OperationalError("the write transaction failed and was rolled back")
                try:
                    self._writer.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
                batch.done = True
                self._batch = None
                self._writer_busy = False
                self._write_cv.notify_all()
            raise

    def _acquire_writer(self) -> sqlite3.Connection:
        with self._write_cv:
            self._writers_waiting += 1
            try:
                while self._writer_busy:
                    self._write_cv.wait()
            except BaseException:  # interrupted while waiting: do not leave a group open for nobody
                self._writers_waiting -= 1
                if not self._writer_busy and self._batch is not None and not self._writers_waiting:
                    self._finish_batch(self._batch)
                    self._write_cv.notify_all()
                raise
            self._writers_waiting -= 1
            if self._writer is None:
                self._write_cv.notify_all()
                raise RuntimeError("store is not open")
            self._writer_busy = True
            if self._batch is None:
                try:
                    self._writer.execute("BEGIN IMMEDIATE")
                except BaseException:
                    self._writer_busy = False
                    self._write_cv.notify_all()
                    raise
                self._batch = _Batch(time.monotonic())
            return self._writer

    def _release_writer(self, batch: "_Batch", wait: bool) -> None:
        """Hand the open transaction to a waiting writer, or commit it; with `wait`, return only
        once this group has committed (raising its COMMIT error)."""
        with self._write_cv:
            if wait:
                batch.writes += 1
            keep_open = (self._writers_waiting > 0 and batch.writes < GROUP_MAX_WRITES
                         and time.monotonic() - batch.started < GROUP_MAX_SECONDS)
            if not keep_open:
                self._finish_batch(batch)
            self._writer_busy = False
            self._write_cv.notify_all()
            if not wait:
                return
            while not batch.done:
                self._write_cv.wait()
            if batch.error is not None:
                raise batch.error

    def _finish_batch(self, batch: "_Batch") -> None:
        """COMMIT the group (called with the state lock held, by the thread that owns the writer)."""
        try:
            if batch.writes:
                self._writer.execute("COMMIT")
                self.commits += 1
            else:
                self._writer.execute("ROLLBACK")  # only failed bodies: nothing to keep
        except BaseException as exc:  # e.g. disk full: every member of the group fails with it
            batch.error = exc
            try:
                self._writer.execute("ROLLBACK")
            except sqlite3.Error:
                pass
        batch.done = True
        self._batch = None

    def read(self) -> sqlite3.Connection:
        """This thread's reader connection.

        Trigger: a thread-per-request server (werkzeug, gunicorn gthread) starts a new thread for
        many requests. Why: a connection per thread would leak one connection per request and
        start each with a cold page cache. Outcome: a new thread takes over the connection of a
        thread that has ended; only as many connections exist as threads ever ran at once.
        """
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            return conn
        me = threading.current_thread()
        with self._readers_lock:
            for i, (owner, c) in enumerate(self._readers):
                if not owner.is_alive():
                    self._readers[i] = (me, c)
                    conn = c
                    break
            else:
                conn = _connect(self.path)
                conn.execute("PRAGMA query_only=ON")
                self._readers.append((me, conn))
        self._local.conn = conn
        return conn

    # -- read helpers -------------------------------------------------------
    def get(self, scope: str, key: str) -> Any | None:
        row = self.read().execute("SELECT value FROM kv_store WHERE scope=? AND key=?", (scope, key)).fetchone()
        return json.loads(row[0]) if row else None

    def get_many(self, pairs: list[tuple[str, str]]) -> dict[tuple[str, str], Any]:
        out: dict[tuple[str, str], Any] = {}
        conn = self.read()
        for i in range(0, len(pairs), 400):
            chunk = pairs[i:i + 400]
            where = " OR ".join(["(scope=? AND key=?)"] * len(chunk))
            args = [x for p in chunk for x in p]
            for r in conn.execute(f"SELECT scope, key, value FROM kv_store WHERE {where}", args):
                out[(r[0], r[1])] = json.loads(r[2])
        return out

    def list_values(self, scope: str, *, equal: dict[str, Any] | None = None, where: tuple[str, ...] = (),
                    args: tuple = (), order: str = "createdTs", limit: int = 50,
                    offset: int = 0) -> tuple[list[Any], int]:
        """A page of a scope's JSON values, newest `order` field first, and the total.

        `equal` filters on top-level JSON fields (a None value means no filter); `where`/`args`
        add raw conditions on `value` (e.g. "coalesce(json_extract(value,'$.deleted'), 0)=0").
        """
        conds, params = ["scope=?"], [scope]
        for name, value in (equal or {}).items():
            if value is not None:
                conds.append(f"json_extract(value,'$.{name}')=?")
                params.append(value)
        conds.extend(where)
        params.extend(args)
        sql = " AND ".join(conds)
        conn = self.read()
        total = conn.execute(f"SELECT count(*) FROM kv_store WHERE {sql}", params).fetchone()[0]
        rows = conn.execute(f"SELECT value FROM kv_store WHERE {sql} ORDER BY json_extract(value,'$.{order}') DESC,"
                            f" key DESC LIMIT ? OFFSET ?", params + [limit, offset]).fetchall()
        return [json.loads(r[0]) for r in rows], total

    def scan(self, scope: str) -> Iterator[tuple[str, Any]]:
        for r in self.read().execute("SELECT key, value FROM kv_store WHERE scope=? ORDER BY key", (scope,)):
            yield r[0], json.loads(r[1])

    def scopes(self) -> list[str]:
        return [r[0] for r in self.read().execute("SELECT DISTINCT scope FROM kv_store ORDER BY scope")]

    def db_bytes(self) -> int:
        total = 0
        for suffix in ("", "-wal", "-shm"):
            p = Path(str(self.path) + suffix)
            if p.exists():
                total += p.stat().st_size
        return total


def _split_sql(sql: str) -> list[str]:
    """Split a migration into statements, keeping trigger bodies whole."""
    out, buf = [], []
    for line in sql.splitlines():
        buf.append(line)
        chunk = "\n".join(buf).strip()
        if chunk.endswith(";") and sqlite3.complete_statement(chunk):
            out.append(chunk)
            buf = []
    rest = "\n".join(buf).strip()
    if rest:
        out.append(rest)
    return [s for s in out if s.strip().strip(";").strip() and not _only_comments(s)]


def _only_comments(stmt: str) -> bool:
    return all(not ln.strip() or ln.strip().startswith("--") for ln in stmt.splitlines())
