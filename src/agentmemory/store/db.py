"""SQLite store: one writer, per-thread readers, named migrations; SQLCipher when a key is given.

Every write happens inside `Store.write()`, which holds the writer lock, opens
an IMMEDIATE transaction and commits before returning; so when a request
handler returns, its rows (KV + audit + whatever another part wrote on `tx.conn`, e.g. the search
index) are durable together.
Readers use one connection per thread; in WAL mode they never block the
writer and always see the last committed state.
"""
from __future__ import annotations

import copy
import hashlib
import logging
import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator
from urllib.parse import quote

from .codec import loads
from .files import private_dir, private_file, tighten_db
from .migrations import MIGRATIONS, split_sql
from .sqlite_repos import MAX_GROUP, Events, Reader, SharedRollback, Tx, WriteGroup  # noqa: F401 - names callers know

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
SQLITE_HEADER = b"SQLite format 3\x00"
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
    salt = _salt(path) if key is not None else None
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


def _salt(path: Path) -> bytes | None:
    """An encrypted file's salt (its first 16 bytes); None for a new, empty or plain file."""
    try:
        with open(path, "rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except OSError:
        return None
    return head if len(head) == len(SQLITE_HEADER) and head != SQLITE_HEADER else None


def quote_key(key: str) -> str:
    """A passphrase as an SQL string literal (PRAGMA key takes no bound parameter)."""
    return "'" + key.replace("'", "''") + "'"


def why_unreadable(path: Path | str, key: str | None, exc: Exception) -> str:
    """One line on why the database at `path` could not be read, from its first bytes."""
    try:
        with open(path, "rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except OSError:
        head = b""
    if key is not None and head == SQLITE_HEADER:
        return (f"{path} is not encrypted but AGENTMEMORY_ENCRYPTION_KEY is set: run `agentmemory rekey` "
                f"(without the key set) to encrypt it, or unset the key")
    if key is not None:
        return f"wrong encryption key for {path} (AGENTMEMORY_ENCRYPTION_KEY / AGENTMEMORY_ENCRYPTION_KEY_FILE)"
    if head and head != SQLITE_HEADER:
        return f"{path} is encrypted (or not a database): set AGENTMEMORY_ENCRYPTION_KEY to open it"
    return f"{path} is not a readable database: {exc}"


def _connect(path: Path, key: str | None, check: bool = False):
    conn = connect(path, key, check=check)
    conn.row_factory = sqlite3.Row if key is None else _cipher.Row
    conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("PRAGMA synchronous=NORMAL")  # safe with WAL: a commit survives a process crash
    return conn


class _Between:
    """The writer between two groups, for the checkpointer (its RESTART must hold writes off): a lock
    whose `acquire` takes the writer and commits the group it finds open."""

    def __init__(self, store: "Store"):
        self.store = store

    def acquire(self, blocking: bool = True, timeout: float = -1) -> bool:
        taken = self.store._write_lock.acquire(blocking, timeout)
        if taken and self.store._group is not None:
            self.store._finish(self.store._group)
        return taken

    def release(self) -> None:
        self.store._write_lock.release()

    __enter__ = acquire

    def __exit__(self, *exc) -> None:
        self.release()


class Store:
    """The SQLite database. `open()` creates it and applies migrations."""

    backend = "sqlite"

    def __init__(self, path: Path, key: str | None = None, checkpointer=None):
        self.path = Path(path)
        self.key = key  # SQLCipher's passphrase; None: a plain SQLite file
        self.checkpointer = checkpointer  # dbfile.Checkpointer: WAL checkpoints off the write path (None: SQLite's)
        self._write_lock = threading.RLock()
        self._writer: sqlite3.Connection | None = None
        self._local = threading.local()
        self._readers: list[tuple[threading.Thread, sqlite3.Connection]] = []
        self._readers_lock = threading.Lock()
        self._listeners: list[Callable[[list[tuple[str, dict]]], None]] = []
        self._group: WriteGroup | None = None  # the open transaction's writes (group commit, `write`)
        self._member: int | None = None  # the thread inside a write's body
        self._queued: list[None] = []  # one entry per concurrent write waiting for the writer

    def open(self) -> "Store":
        # Owner-only before SQLite touches anything: it gives -wal and -shm the database file's mode.
        private_dir(self.path.parent)
        private_file(self.path)
        self._writer = _connect(self.path, self.key, check=True)
        mode = self._writer.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if mode.lower() != "wal":
            raise RuntimeError(f"could not enable WAL on {self.path} (journal_mode={mode})")
        tighten_db(self.path)  # companions left by an older version (or another tool) with looser modes
        self.migrate(MIGRATIONS)
        if self.checkpointer is not None:
            self.checkpointer.start(self.path, self.key, _Between(self), self._writer)
        return self

    def close(self) -> None:
        with self._readers_lock:
            for _, c in self._readers:
                c.close()
            self._readers.clear()
        self._local = threading.local()
        if self.checkpointer is not None:
            self.checkpointer.close()
        if self._writer is not None:
            with _Between(self):
                self._writer.close()
                self._writer = None

    def migrate(self, migrations: list[tuple[str, str]]) -> None:
        """Apply the named migrations not yet recorded, in order, each in its own transaction.
        The store applies its own on `open()`; another part (the search index) passes its tables'."""
        w = self._writer
        if w is None:
            raise RuntimeError("store is not open")
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
                    w.execute("ROLLBACK")
                    raise

    @property
    def schema_version(self) -> int:
        return self.read().execute("SELECT count(*) FROM schema_migrations").fetchone()[0]

    def info(self) -> dict:
        """The backend and its version (health)."""
        return {"backend": self.backend, "version": sqlite3.sqlite_version, "path": str(self.path)}

    # -- transactions -------------------------------------------------------
    def on_commit(self, listener: Callable[[list[tuple[str, dict]]], None]) -> None:
        """Call `listener(events)` after each committed write that emitted events."""
        self._listeners.append(listener)

    @contextmanager
    def write(self, agent_id: str | None = None, concurrent: bool = False) -> Iterator[Tx]:
        """A transaction. `concurrent`: its caller runs it again on a WriteConflict (`write_attempts`).

        Trigger: such writes (observe, remember) queue for the one writer. Why: each paid its own BEGIN and
        COMMIT, whose WAL frames repeat pages the others write too. Outcome: group commit. A concurrent write
        whose body ends with others queued hands the writer on, the transaction open; the last of the group
        commits for all, and each returns only after that COMMIT (a 2xx still means committed). A failing
        write rolls the group back: the others raise SharedRollback and run again alone. Others run alone.
        """
        if self._writer is None:
            raise RuntimeError("store is not open")
        group, tx = self._join(agent_id, solo=not concurrent or getattr(self._local, "solo", False))
        try:
            yield tx
        except BaseException:
            self._leave(group, failed=True)
            raise
        self._leave(group, failed=False)
        tx.committed(self._listeners)

    def _join(self, agent_id: str | None, solo: bool) -> tuple[WriteGroup, Tx]:
        """Take the writer; join the open group's transaction, or commit it and begin one."""
        if self._member == threading.get_ident():
            raise RuntimeError("Store.write is not reentrant: this thread's transaction is still open")
        if not solo:  # (a plain write would commit the group first: never worth handing the writer to)
            self._queued.append(None)  # list.append and pop are atomic: no lock needed to count
        self._write_lock.acquire()
        if not solo:
            self._queued.pop()
        try:
            if self._group is not None and solo:
                self._finish(self._group)
            if self._group is None:
                self._writer.execute("BEGIN IMMEDIATE")
                self._group = WriteGroup(solo)
        except BaseException:
            self._write_lock.release()
            raise
        self._group.size += 1
        self._member = threading.get_ident()
        return self._group, Tx(self._writer, agent_id)

    def _leave(self, group: WriteGroup, failed: bool) -> None:
        """Body done: roll back if it failed; else hand the writer on (and wait for the COMMIT) or commit."""
        self._member = None
        if failed:
            if group.size > 1:
                group.error = SharedRollback("another write of this transaction failed; nothing was kept")
            try:
                self._writer.execute("ROLLBACK")
            finally:
                self._group = None
                self._write_lock.release()
                group.done.set()
            return
        if not group.solo and self._queued and group.size < MAX_GROUP:
            self._write_lock.release()
            group.done.wait()
        else:
            try:
                self._finish(group)
            finally:
                self._write_lock.release()
        self._local.solo = isinstance(group.error, SharedRollback)  # its next attempt runs alone
        if group.error is not None:
            raise copy.copy(group.error)

    def _finish(self, group: WriteGroup) -> None:
        """COMMIT the open group (writer held) and wake its writes."""
        try:
            self._writer.execute("COMMIT")
        except BaseException as exc:
            group.error = exc
            if self._writer.in_transaction:
                self._writer.execute("ROLLBACK")
        finally:
            self._group = None
            try:
                if self.checkpointer is not None and group.error is None:
                    self.checkpointer.committed()
            finally:
                group.done.set()

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
                conn = _connect(self.path, self.key)
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

    # -- read helpers -------------------------------------------------------
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
        total = 0
        for suffix in ("", "-wal", "-shm"):
            p = Path(str(self.path) + suffix)
            if p.exists():
                total += p.stat().st_size
        return total
