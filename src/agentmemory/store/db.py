"""SQLite store: one writer, per-thread readers, named migrations; SQLCipher when a key is given.

Every write happens inside `Store.write()` (the writer lock, an IMMEDIATE transaction, committed before it returns): a
request's rows (KV + audit + what another part wrote on `tx.conn`, e.g. the search index) are durable together.
Readers use one connection per thread; in WAL mode they never block the writer and see the last committed state.
"""
from __future__ import annotations

import hashlib
import logging
import sqlite3
import threading
import time
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, Callable, Iterator
from urllib.parse import quote

from .codec import loads
from .event_ids import fence
from .files import DatabaseDamaged, FileWatch, check_wal_has_its_database, header_salt, private_dir, private_file
from .files import tighten_db, why_unreadable
from .migrations import MIGRATIONS, check_recorded, split_sql
from .repositories import Events, StoreClosed  # both backends' transactions collect them (and the cluster bus)
from .sqlite_repos import SQLITE_BACKEND, Backend, DocRepositories, Reader

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 10_000

try:  # the `encryption` extra: SQLCipher, the standard sqlite3 DB-API over an encrypted file
    import sqlcipher3 as _cipher
except ImportError:  # pragma: no cover - the extra is installed in development and CI
    _cipher = None

#: The driver errors of both backends (a tuple: `except Error:`); sqlcipher3's do not derive from sqlite3's.
Error = (sqlite3.Error,) + ((_cipher.Error,) if _cipher else ())
DatabaseError = (sqlite3.DatabaseError,) + ((_cipher.DatabaseError,) if _cipher else ())
OperationalError = (sqlite3.OperationalError,) + ((_cipher.OperationalError,) if _cipher else ())
IntegrityError = (sqlite3.IntegrityError,) + ((_cipher.IntegrityError,) if _cipher else ())
KDF_ITER = 256_000  # SQLCipher 4's PBKDF2-HMAC-SHA512 iterations (its default)
_RAW_KEYS: dict[tuple[str, bytes], str] = {}  # (passphrase, salt) -> the raw key literal, checked once


class EncryptionError(Exception):
    """The database cannot be opened with the key given (or without one); the message is one line."""


def connect(path: Path | str, key: str | None = None, *, timeout: float = BUSY_TIMEOUT_MS / 1000,
            must_exist: bool = False, check: bool = False, cipher: bool = False):
    """A connection to the database at `path`: plain sqlite3 without a key, SQLCipher with one.
    `must_exist`: never create the file. `check`: read the schema now, so a wrong key (or a missing
    one) is an EncryptionError here. `cipher`: SQLCipher even without a key (re-encrypting a plain file)."""
    target = f"file:{quote(str(Path(path).resolve()))}?mode=rw" if must_exist else str(path)
    if key is None and not cipher:
        conn = sqlite3.connect(target, timeout=timeout, isolation_level=None, check_same_thread=False,
                               uri=must_exist)
    else:
        if _cipher is None:
            raise EncryptionError("AGENTMEMORY_ENCRYPTION_KEY is set but sqlcipher3 is not installed "
                                  "(pip install 'agentmemory[encryption]')")
        conn = _cipher_connect(Path(path), target, key, timeout, must_exist)
    if check:
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except DatabaseError as exc:
            conn.close()
            raise EncryptionError(why_unreadable(path, key, exc)) from None
    return conn


def _cipher_open(target: str, timeout: float, uri: bool, literal: str | None):
    conn = _cipher.connect(target, timeout=timeout, isolation_level=None, check_same_thread=False, uri=uri)
    conn.execute("PRAGMA cipher_log_level=NONE")  # a wrong key is our one line, not SQLCipher's log
    if literal is not None:
        conn.execute("PRAGMA key=" + literal)
    return conn


def _cipher_connect(path: Path, target: str, key: str | None, timeout: float, uri: bool):
    """A SQLCipher connection keyed with `key`. SQLCipher derives the page key from the passphrase and the
    file's salt on every connection (PBKDF2, about a second on a busy machine); so the derived key is
    computed here once per process and passphrase and salt, checked, and given raw to later connections."""
    salt = header_salt(path) if key is not None else None
    if salt is None:
        return _cipher_open(target, timeout, uri, quote_key(key) if key is not None else None)
    raw = _RAW_KEYS.get((key, salt))
    if raw is not None:
        return _cipher_open(target, timeout, uri, raw)
    derived = hashlib.pbkdf2_hmac("sha512", key.encode(), salt, KDF_ITER, 32)
    raw = f"\"x'{derived.hex()}{salt.hex()}'\""
    conn = _cipher_open(target, timeout, uri, raw)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except DatabaseError:  # not this passphrase's key (a wrong one, or other KDF settings): SQLCipher decides
        conn.close()
        return _cipher_open(target, timeout, uri, quote_key(key))
    _RAW_KEYS[(key, salt)] = raw
    return conn


def quote_key(key: str) -> str:
    """A passphrase as an SQL string literal (PRAGMA key takes no bound parameter)."""
    return "'" + key.replace("'", "''") + "'"


def _connect(path: Path, key: str | None, check: bool = False):
    conn = connect(path, key, check=check)
    conn.row_factory = sqlite3.Row if key is None else _cipher.Row
    conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("PRAGMA synchronous=NORMAL")  # safe with WAL: a commit survives a process crash
    return conn


def _roll_back(conn) -> bool:
    """End a failed write, keeping its error: SQLite rolls some failures back itself (SQLITE_FULL, I/O errors),
    and ROLLBACK then raised "no transaction is active" instead (a full disk was a 500, not a 503). False: it failed."""
    try:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
    except Error as exc:
        log.warning("rollback failed: %s", exc)
        return False
    return True


#: SQLite's primary result codes for a damaged file (SQLITE_CORRUPT, SQLITE_NOTADB) and their messages
_DAMAGE_CODES, _DAMAGE_SAYS = (11, 26), ("database disk image is malformed", "file is not a database")


def damaged(exc: BaseException) -> bool:
    """Whether `exc` says the database file is damaged (DatabaseDamaged; sqlcipher3's errors only by their message)."""
    if not isinstance(exc, DatabaseError):
        return isinstance(exc, DatabaseDamaged)
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF in _DAMAGE_CODES if code is not None else any(m in str(exc) for m in _DAMAGE_SAYS)


class Tx(DocRepositories):
    """A write transaction: its repositories (`tx.memories`, ...) write on it. Collects events to
    publish and functions to call after commit."""

    def __init__(self, conn: sqlite3.Connection, agent_id: str | None, backend: Backend = SQLITE_BACKEND):
        self.conn, self.backend, self.agent_id = conn, backend, agent_id
        self.events = Events()
        self.now = time.time()
        self.after: list[Callable[[], None]] = []
        fence(self)  # a keyed REST request's reservation is marked written with what it writes (or refused)

    def get(self, scope: str, key: str) -> Any | None:
        return self.items(scope).get(key)

    def put(self, scope: str, key: str, value: Any) -> None:
        self.items(scope).put(key, value)

    def delete(self, scope: str, key: str) -> bool:
        return self.items(scope).delete(key)

    def count(self, scope: str) -> int:
        return self.items(scope).count()

    def audit(self, operation: str, scope: str | None = None, key: str | None = None,
              detail: Any = None, agent_id: str | None = None) -> int:
        """Record a write; `agent_id` overrides the transaction's (a batch item may name its own agent)."""
        row_id = self.audit_log.add(operation, scope, key, detail, agent_id or self.agent_id)
        self.emit("audit.created", {"id": row_id, "operation": operation, "scope": scope, "key": key},
                  agent_id=agent_id)
        return row_id

    def emit(self, event: str, payload: dict, agent_id: str | None = None) -> None:
        """Publish `event` after commit; `agent_id` overrides the transaction's (a batch item's own agent)."""
        self.events.append((event, payload))
        self.events.agents.append(agent_id or self.agent_id)

    def committed(self, listeners: list[Callable[[list[tuple[str, dict]]], None]]) -> None:
        """Run the after-commit functions, then hand the events to `listeners` (both backends' stores
        call this once their transaction has committed)."""
        for fn in self.after:
            try:
                fn()
            except Exception:  # committed already: a failing hook must not turn a 2xx into a 500
                log.exception("after-commit hook %r failed", fn)
        if self.events:
            for listener in list(listeners):
                listener(self.events)

    def after_commit(self, fn: Callable[[], None]) -> None:
        """Call `fn()` once after this transaction commits (never after a rollback); an equal `fn`
        registered again is called once. Lets a part that writes inside the transaction (the search
        index) react to the commit without the store knowing what it wrote."""
        if fn not in self.after:
            self.after.append(fn)


class Store:
    """The SQLite database. `open()` creates it and applies migrations."""

    backend = "sqlite"

    def __init__(self, path: Path, key: str | None = None, checkpointer=None):
        self.path = Path(path)
        self.key = key  # SQLCipher's passphrase; None: a plain SQLite file
        self.checkpointer = checkpointer  # dbfile.Checkpointer: WAL checkpoints off the write path (None: SQLite's)
        self._write_lock = threading.RLock()
        self._writer: sqlite3.Connection | None = None
        self._stale = False  # the writer was closed after a failed ROLLBACK: the next write opens another
        self._local = threading.local()
        self._readers: list[tuple[threading.Thread, sqlite3.Connection]] = []
        self._readers_lock, self._closing = threading.Lock(), False  # _closing: close() began, no new reader
        self._listeners: list[Callable[[list[tuple[str, dict]]], None]] = []
        self.watch: FileWatch | None = None  # set by open(): the files at the path are still the ones opened

    def open(self) -> "Store":
        check_wal_has_its_database(self.path)  # else SQLite would delete the writes its WAL holds
        # Owner-only before SQLite touches anything: it gives -wal and -shm the database file's mode.
        private_dir(self.path.parent)
        private_file(self.path)
        self._writer, self._closing = _connect(self.path, self.key, check=True), False
        mode = self._writer.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if mode.lower() != "wal":
            raise RuntimeError(f"could not enable WAL on {self.path} (journal_mode={mode})")
        tighten_db(self.path)  # companions left by an older version (or another tool) with looser modes
        try:
            check_recorded(self._writer, str(self.path))  # a newer version's file is left as it was
            self.migrate(MIGRATIONS)
        except BaseException:  # a newer version's file (NewerDatabase), a failed migration: nothing left open
            self._writer = self._writer.close()  # None
            raise
        self.watch = FileWatch(self.path, lambda dest: _connect(dest, self.key), lambda: self._writer, self._write_lock)
        if self.checkpointer is not None:
            self.checkpointer.start(self.path, self.key, self._write_lock, self._writer, self.failed)
        return self

    def close(self) -> None:
        _ = self.watch and self._writer and self.watch.status()  # a file lost: what the connection holds is saved first
        # Trigger: a request thread (a dashboard stream) still reading as the server closes. Why: closing a connection
        # under a statement another thread prepares is a segfault. Outcome: this thread's and ended threads' readers are
        # closed; a live thread's is let go, and closes when it is done (idle: at once, as the thread-local map goes).
        me = threading.current_thread()
        with self._readers_lock:
            self._closing = True
            for owner, c in self._readers:
                _ = (owner is me or not owner.is_alive()) and c.close()
            self._readers.clear()
        self._local = threading.local()
        if self.checkpointer is not None:
            self.checkpointer.close()
        if self._writer is not None:
            with self._write_lock:
                self._writer.close()
                self._writer = None

    def migrate(self, migrations: list[tuple[str, str]]) -> None:
        """Apply the named migrations not yet recorded, in order, each in its own transaction.
        The store applies its own on `open()`; another part (the search index) passes its tables'."""
        w = self._writer
        if w is None:
            raise StoreClosed("store is not open")
        w.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
        done = {r[0] for r in w.execute("SELECT name FROM schema_migrations")}
        for name, sql in migrations:
            if name in done:
                continue
            with self._write_lock:
                w.execute("BEGIN IMMEDIATE")
                try:
                    for stmt in split_sql(sql):
                        w.execute(stmt)
                    w.execute("INSERT INTO schema_migrations(name, applied_at) VALUES (?,?)", (name, time.time()))
                    w.execute("COMMIT")
                except BaseException:
                    _roll_back(w)
                    raise

    @property
    def schema_version(self) -> int:
        return self.read().execute("SELECT count(*) FROM schema_migrations").fetchone()[0]

    def info(self) -> dict:
        """The backend and its version (health); `lost` / `damaged`: what FileWatch found wrong with the file."""
        seen = self.watch.report() if self.watch and self._writer else {}
        return {"backend": self.backend, "version": sqlite3.sqlite_version, "path": str(self.path), **seen}

    def failed(self, exc: BaseException) -> str | None:
        """A statement failed with `exc` (the transports and the background loops tell each one): a damaged file
        refuses writes from now on. Returns why writes are refused for good (the file damaged or lost), or None."""
        if self.watch is not None and damaged(exc):
            self.watch.damaged(str(exc))
        why = self.watch.status() if self.watch is not None and self._writer is not None else None  # None: closed
        _ = why and self.checkpointer and self.checkpointer.halt(why)  # never a checkpoint into a refused file
        return why

    def on_commit(self, listener: Callable[[list[tuple[str, dict]]], None]) -> None:
        """Call `listener(events)` after each committed write that emitted events."""
        self._listeners.append(listener)

    @contextmanager
    def write(self, agent_id: str | None = None, concurrent: bool = False) -> Iterator[Tx]:
        """A transaction (one writer: `concurrent`, which lets PostgreSQL run writes side by side, changes nothing)."""
        with self._write_lock:
            if self._writer is None:  # closed (perhaps while this write waited for the lock)
                raise StoreClosed("store is not open")
            self.watch.check()  # DatabaseLost (a 503): never a write to a file no longer at the path, nor a damaged one
            if self._stale:  # a writer's ROLLBACK failed and no new one could be opened then: try again (or a 503)
                self._renew_writer()
            conn = self._writer
            conn.execute("BEGIN IMMEDIATE")
            try:
                tx = Tx(conn, agent_id)  # inside: its fence (event_ids.py) may refuse, and that rolls back
                yield tx
                conn.execute("COMMIT")
            except BaseException as exc:
                if not _roll_back(conn):
                    # Trigger: ROLLBACK failed. Why: its state is unknown; a later write on it could commit what is left
                    # of this one. Outcome: it is closed (SQLite drops what it held) and a new writer takes its place.
                    self._stale = True
                    with suppress(*Error):
                        self._renew_writer()
                self.failed(exc)
                raise
            if self.checkpointer is not None:
                self.checkpointer.committed()
        tx.committed(self._listeners)

    def _renew_writer(self) -> None:
        """A new writer in place of a stale one (closed whatever happens), opened first: closing the last connection
        would delete the WAL, which FileWatch takes for a lost file. Raises the driver's error (a 503)."""
        try:
            new = _connect(self.path, self.key)
        finally:
            with suppress(*Error):
                self._writer.close()
        _ = self.checkpointer and self.checkpointer.adopt(new)
        self._writer, self._stale = new, False

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
            if self._closing:
                raise StoreClosed("store is not open")
            for i, (owner, c) in enumerate(self._readers):
                if not owner.is_alive():
                    self._readers[i] = (me, c)
                    conn = c
                    break
            else:
                conn = _connect(self.watch.readable() if self.watch else self.path, self.key)
                conn.execute("PRAGMA query_only=ON")
                self._readers.append((me, conn))
        self._local.conn = conn
        return conn

    def reader(self) -> Reader:
        """This thread's repositories for reading (on `read()`'s connection)."""
        conn = self.read()
        reader = getattr(self._local, "reader", None)
        if reader is None or reader.conn is not conn:
            reader = self._local.reader = Reader(conn)
        return reader

    def get(self, scope: str, key: str) -> Any | None:
        row = self.read().execute("SELECT value FROM kv_store WHERE scope=? AND key=?", (scope, key)).fetchone()
        return loads(row[0]) if row else None

    def get_many(self, pairs: list[tuple[str, str]]) -> dict[tuple[str, str], Any]:
        out: dict[tuple[str, str], Any] = {}
        conn = self.read()
        for i in range(0, len(pairs), 400):
            chunk = pairs[i:i + 400]
            where = " OR ".join(["(scope=? AND key=?)"] * len(chunk))
            args = [x for p in chunk for x in p]
            for r in conn.execute(f"SELECT scope, key, value FROM kv_store WHERE {where}", args):
                out[(r[0], r[1])] = loads(r[2])
        return out

    def scan(self, scope: str) -> Iterator[tuple[str, Any]]:
        for r in self.read().execute("SELECT key, value FROM kv_store WHERE scope=? ORDER BY key", (scope,)):
            yield r[0], loads(r[1])

    def scopes(self) -> list[str]:
        return [r[0] for r in self.read().execute("SELECT DISTINCT scope FROM kv_store ORDER BY scope")]

    def prune_event_ids(self, before: float) -> int:
        """Drop idempotency keys (event_ids.py) recorded before `before`; how many were dropped."""
        with self.write() as tx:
            return tx.event_ids.prune(before)

    def db_bytes(self) -> int:
        return sum(p.stat().st_size for p in (Path(f"{self.path}{s}") for s in ("", "-wal", "-shm")) if p.exists())
