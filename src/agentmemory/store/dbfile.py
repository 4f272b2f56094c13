"""The database file as a whole, for backups and restores (sync/): open one that must exist, its
content summary, an integrity check, an online-backup copy, its change counter, and whether a
server has it open. And its WAL, copied back into it off the request path (`Checkpointer`).

Every error is a `SnapshotError` saying what is wrong, so callers need not know the backend.
`key`: the database's SQLCipher passphrase (None: plain SQLite); a copy is encrypted with the same key.
"""
from __future__ import annotations

import logging
import os
import shutil
import threading
import time
from pathlib import Path

from .db import DatabaseError, EncryptionError, Error, OperationalError, connect, quote_key
from .files import DAMAGED_HINT, DB_COMPANIONS, SQLITE_HEADER, check_wal_has_its_database, private_file
from .migrations import SchemaError, SnapshotError, check_schema  # the schema's check (restores, start-up)
from .repositories import StoreUnavailable

BUSY_TIMEOUT_S = 30.0
MIN_FREE_BYTES = 1 << 20  # less free space than this beside the database at start-up: a full disk
WAL_FRAME_HEADER = 24  # bytes before each page in the WAL file

log = logging.getLogger(__name__)


def connect_existing(path: Path, timeout: float = BUSY_TIMEOUT_S, key: str | None = None):
    """Open a database that must already exist (never creates an empty one by mistake); with `key`, one
    that key opens (else SnapshotError saying so)."""
    if not Path(path).is_file():
        raise SnapshotError(f"no database at {path}")
    try:
        return connect(path, key, timeout=timeout, must_exist=True, check=key is not None)
    except EncryptionError as exc:
        raise SnapshotError(str(exc)) from None


def check_startable(path: Path, key: str | None) -> None:
    """StoreUnavailable / EncryptionError (one line) unless a server can start on the database at `path`
    (writable, `key` opens it, sound, ours, a version we know, no one else's; or a new, empty file). `serve`
    calls it before it listens: one line in the process the user started, not a worker's traceback."""
    path = Path(path)
    _check_writable(path)
    check_wal_has_its_database(path)
    if path.parent.is_dir() and (free := shutil.disk_usage(path.parent).free) < MIN_FREE_BYTES:
        # SQLite cannot even make its -shm there: it said "disk I/O error", which reads as a damaged file
        raise StoreUnavailable(f"cannot serve {path}: its disk is full ({free} bytes free): make room, then start again")
    if not path.is_file() or path.stat().st_size == 0:
        return
    conn = connect(path, key, timeout=5, must_exist=True, check=True)
    try:
        # Trigger: a damaged file (cut short, pages overwritten). Why: it failed later, in the worker, as a
        # traceback, or served 500s. Outcome: one line now. quick_check reads every page once (about 1 s/GB).
        rows = [str(r[0]) for r in conn.execute("PRAGMA quick_check(3)")]
        if rows != ["ok"]:
            raise SnapshotError(f"it is damaged ({' '.join(' '.join(rows).split())})")
        check_schema(conn, new_ok=True)
    except DatabaseError as exc:
        raise StoreUnavailable(f"cannot serve {path}: it is damaged ({exc}); {DAMAGED_HINT}") from None
    except SchemaError as exc:
        raise StoreUnavailable(f"cannot serve {path}: {exc}") from None
    except SnapshotError as exc:
        raise StoreUnavailable(f"cannot serve {path}: {exc}; {DAMAGED_HINT}") from None
    finally:
        conn.close()
    # Last (it leaves WAL mode when nobody has the file open; the store takes it up again): the data dir's lock
    # was free, yet a process has the database open (a running server's lock file deleted): two servers, refused.
    if in_use(path, key):
        raise StoreUnavailable(f"cannot serve {path}: it is open in another process (a server whose "
                               f"agentmemory.lock was deleted?): stop that process first")


def _check_writable(path: Path) -> None:
    """StoreUnavailable unless this process may write the database, its companions and its folder (another
    user's, a chmod, a read-only mount): SQLite opened it read-only and failed at start-up's first write."""
    for p in [path, *(Path(f"{path}{s}") for s in DB_COMPANIONS)]:
        try:
            os.close(os.open(p, os.O_RDWR))
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise StoreUnavailable(f"cannot serve {path}: {p.name} cannot be written ({exc.strerror}): "
                                   f"give this user write access to it") from None
    if path.parent.is_dir() and not os.access(path.parent, os.W_OK | os.X_OK):
        raise StoreUnavailable(f"cannot serve {path}: its folder cannot be written (SQLite keeps its -wal "
                               f"and -shm there): give this user write access to it")


def _info(conn, upto: int = 2**63 - 1) -> dict:
    check_schema(conn)
    schema = conn.execute("SELECT count(*) FROM schema_migrations").fetchone()[0]
    last = conn.execute("SELECT id, ts FROM audit_log WHERE id <= ? ORDER BY id DESC LIMIT 1", (upto,)).fetchone()
    kv_rows = conn.execute("SELECT count(*) FROM kv_store").fetchone()[0]
    return {"schemaVersion": schema, "lastAuditId": last[0] if last else 0,
            "lastAuditTs": last[1] if last else None, "kvRows": kv_rows}


def db_info(path: Path, timeout: float = 5, key: str | None = None, upto: int = 2**63 - 1) -> dict:
    """What the manifest and the restore checks need to know about a database's content: schemaVersion,
    lastAuditId, lastAuditTs (the last audit row at or below id `upto`: does a backup hold a write?), kvRows."""
    try:
        conn = connect_existing(path, timeout=timeout, key=key)
        try:
            return _info(conn, upto)
        finally:
            conn.close()
    except Error as exc:
        raise SnapshotError(str(exc)) from None


def check_db(path: Path, key: str | None = None) -> dict:
    """Integrity-check a database file and return its `db_info`; SnapshotError says what is wrong."""
    try:
        conn = connect_existing(path, timeout=0, key=key)
    except Error as exc:
        raise SnapshotError(f"cannot open {Path(path).name}: {exc}") from None
    try:
        rows = [r[0] for r in conn.execute("PRAGMA integrity_check")]
        if rows != ["ok"]:
            raise SnapshotError("integrity check failed: " + "; ".join(map(str, rows[:5])))
        return _info(conn)
    except DatabaseError as exc:
        hint = " (an encrypted one? set AGENTMEMORY_ENCRYPTION_KEY)" if key is None and _foreign(path) else ""
        raise SnapshotError(f"{Path(path).name} is not a sound SQLite database: {exc}{hint}") from None
    finally:
        conn.close()


def _foreign(path: Path) -> bool:
    """Whether the file does not start as a plain SQLite database does (encrypted, or not a database)."""
    try:
        with open(path, "rb") as f:
            return f.read(len(SQLITE_HEADER)) != SQLITE_HEADER
    except OSError:
        return False


def copy_db(db_path: Path, dest: Path, key: str | None = None) -> None:
    """Copy the live database to `dest` with the online backup API, as a self-contained file
    (encrypted with `key` when the database is: SQLCipher copies pages between equal keys only)."""
    try:
        src = connect_existing(db_path, key=key)
    except Error as exc:
        raise SnapshotError(f"cannot open {db_path}: {exc}") from None
    try:
        private_file(dest)  # 0600 before SQLite writes a page of it
        dst = connect(dest, key)
        try:
            src.backup(dst)  # one step (pages=-1): one read transaction, so one consistent state
            # The copy inherits WAL mode in its header; a snapshot must be one file that opens anywhere.
            dst.execute("PRAGMA journal_mode=DELETE")
        finally:
            dst.close()
    except Error as exc:
        raise SnapshotError(f"online backup of {db_path} failed: {exc}") from None
    finally:
        src.close()


class ChangeCounter:
    """`PRAGMA data_version` on one long-lived connection: it changes only when another connection
    commits, so an unchanged value means nothing was written since the last look."""

    def __init__(self, path: Path, key: str | None = None):
        self.path = path
        self.key = key
        self._conn = None

    def value(self) -> int | None:
        """The current counter, or None when the database cannot be read (the next call reopens it)."""
        try:
            if self._conn is None:
                self._conn = connect_existing(self.path, timeout=5, key=self.key)
            return self._conn.execute("PRAGMA data_version").fetchone()[0]
        except (SnapshotError, *Error):
            self.close()
            return None

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


def in_use(db_path: Path, key: str | None = None) -> bool:
    """Whether a server has the database open: leaving WAL mode needs the only connection.
    An unreadable file is not in use (a forced restore is about to replace it)."""
    try:
        conn = connect(db_path, key, timeout=0)
        try:
            mode = conn.execute("PRAGMA journal_mode=DELETE").fetchone()[0]
        finally:
            conn.close()
    except OperationalError as exc:  # locked or busy: a server holds it
        mode = "wal" if "locked" in str(exc) or "busy" in str(exc) else "delete"
    except (EncryptionError, *DatabaseError):
        return False
    return str(mode).lower() == "wal"


def rekey(path: Path, old_key: str | None, new_key: str | None) -> dict:
    """Re-encrypt the database at `path` from `old_key` to `new_key` (None: plain SQLite) through a copy:
    sqlcipher_export into a file beside it, which is integrity-checked and compared with the original
    before it replaces it. The caller holds the data dir's lock; a database in use is refused. Returns
    the new file's `db_info`; on any error the original is untouched."""
    path = Path(path)
    if not path.is_file():
        raise SnapshotError(f"no database at {path}")
    if in_use(path, old_key):
        raise SnapshotError(f"{path} is in use (is the server running?): stop it before rekeying")
    try:
        src = connect(path, old_key, must_exist=True, check=True, cipher=True)
    except EncryptionError as exc:
        raise SnapshotError(str(exc)) from None
    tmp = path.with_name(f".{path.name}.rekey")
    tmp.unlink(missing_ok=True)
    try:
        before = _info(src)
        private_file(tmp)  # 0600 before a page is written
        version = src.execute("PRAGMA user_version").fetchone()[0]
        src.execute(f"ATTACH DATABASE {quote_key(str(tmp))} AS rekeyed KEY {quote_key(new_key or '')}")
        src.execute("SELECT sqlcipher_export('rekeyed')")
        src.execute(f"PRAGMA rekeyed.user_version={int(version)}")
        src.execute("DETACH DATABASE rekeyed")
        src.close()
        after = check_db(tmp, new_key)
        if after != before:
            raise SnapshotError(f"the re-encrypted copy differs from {path.name} ({after} != {before})")
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except Error as exc:
        raise SnapshotError(f"rekey of {path} failed: {exc}") from None
    finally:
        src.close()
        tmp.unlink(missing_ok=True)
    for suffix in DB_COMPANIONS:  # the old file's (in_use checkpointed them): stale beside the new one
        Path(str(path) + suffix).unlink(missing_ok=True)
    return after


class Checkpointer:
    """SQLite's WAL checkpoints on a thread of their own, with their own connection.

    Why: by default the COMMIT that takes the WAL past 1000 pages also copies them into the database
    file and syncs it, with the writer lock held: every few dozen writes one pays tens of ms. Here the
    store's writer has `wal_autocheckpoint=0` and calls `committed()` after each commit; this thread
    runs a PASSIVE checkpoint (readers and writers go on; sqlite3 releases the GIL while it copies)
    after `every` commits, or `interval` seconds after a write when fewer came.
    Bound: the WAL starts again from its beginning only once all of it is copied and no reader still
    uses it, which writes that never pause rarely allow. So once it holds more than `restart_bytes`, a
    RESTART checkpoint follows with the store's writes held off (the last few writes to copy; at most
    `wait` seconds for readers). Should the file pass `limit_bytes` all the same (a disk slower than
    the writes), the next commit waits for that RESTART itself; `journal_size_limit` cuts the file back.
    A reader open across many writes holds the WAL until it ends (nothing may copy past its snapshot):
    then no write waits for it. `close()`: a TRUNCATE, so a clean shutdown leaves no WAL, unless `halt(why)`
    stopped the thread first: the store found its file damaged or lost (`Store.failed`), writes are refused.
    Durability is unchanged: a write is acknowledged after COMMIT has written its frames to the WAL
    (with `synchronous=NORMAL`, not synced: it survives the process being killed, as before, not a power
    loss); the next open replays the WAL. A checkpoint only copies committed frames; on this connection,
    also `synchronous=NORMAL`, it syncs the WAL before it copies and the database file before the WAL may
    restart, so a crash in the middle leaves the frames to replay, never a page without its frame.
    """

    def __init__(self, every: int = 100, interval: float = 1.0, restart_bytes: int = 16 << 20,
                 limit_bytes: int = 64 << 20, wait: float = 0.1):
        self.every, self.interval, self.wait = every, interval, wait
        self.restart_bytes, self.limit_bytes = restart_bytes, limit_bytes
        self.runs = self.restarts = 0  # checkpoints run (PASSIVE) and restarts (RESTART) so far
        self._pending, self._calm_until, self._held, self._copied = 0, 0.0, False, -1
        self._stopping = False
        self.halted = self._failed = None  # why `halt` stopped the thread; the store's `failed`, told each error
        self._cond = threading.Condition()
        self._use = threading.Lock()  # the connection, for the thread and a commit that waits (restart)
        self._conn = self._lock = self._thread = self._path = self._wal = None
        self._frame = 4096 + WAL_FRAME_HEADER

    def start(self, path: Path, key: str | None, write_lock, writer, failed=None) -> None:
        """Checkpoint the database at `path` (WAL mode, open on `writer`; `write_lock` serializes its writes).
        `failed(exc)`: the store's, told each checkpoint's error (a damaged file: it calls `halt`)."""
        self.adopt(writer)
        self._failed, self.halted = failed, None
        conn = connect(path, key, timeout=self.wait)
        conn.execute("PRAGMA synchronous=NORMAL")  # the syncs that keep a checkpoint crash-safe (see above)
        conn.execute("PRAGMA wal_autocheckpoint=0")
        self._frame = int(conn.execute("PRAGMA page_size").fetchone()[0]) + WAL_FRAME_HEADER
        self._conn, self._lock, self._path = conn, write_lock, path
        self._wal = f"{path}-wal"
        self._stopping, self._pending, self._held = False, 0, False
        self._thread = threading.Thread(target=self._run, name="wal-checkpoint", daemon=True)
        self._thread.start()

    def adopt(self, writer) -> None:
        """Leave checkpoints to this thread on the store's writer (at start, and a writer that replaces it)."""
        writer.execute("PRAGMA wal_autocheckpoint=0")
        writer.execute(f"PRAGMA journal_size_limit={int(self.limit_bytes)}")

    def committed(self) -> None:
        """A write committed (called under the store's write lock): cheap, but every `every` commits it
        wakes the thread, and every 16th looks at the file's size (the bound)."""
        self._pending += 1
        if self._pending == self.every:
            with self._cond:
                self._cond.notify()
        elif self._pending % 16 == 0 and not self._held and _size(self._wal) > self.limit_bytes:
            self.restart()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._stopping or self._pending >= self.every, self.interval)
                if self._stopping:
                    return
                pending, self._pending = self._pending, 0
            if pending:
                self.checkpoint()

    def checkpoint(self) -> None:
        """One PASSIVE checkpoint; then a RESTART one when the WAL holds more than `restart_bytes`."""
        try:
            with self._use:
                _busy, frames, copied = self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
        except Error as exc:  # another process's checkpoint, a full disk: the next round tries again
            self._tell(exc)
            return
        self.runs += 1
        # a reader has kept the same frames since the last checkpoint: a long one, no write waits for it
        self._held, self._copied = copied < frames and copied == self._copied, copied
        if frames * self._frame > self.restart_bytes and not self._held:
            self.restart()

    def restart(self) -> None:
        """A RESTART checkpoint with the store's writes held off; at most `wait` seconds for a reader."""
        if time.monotonic() < self._calm_until or not self._lock.acquire(timeout=self.wait):
            return
        try:
            with self._use:
                busy = self._conn.execute("PRAGMA wal_checkpoint(RESTART)").fetchone()[0]
        except Error as exc:
            self._tell(exc)
            busy = 1
        finally:
            self._lock.release()
        self.restarts += not busy
        if busy:  # a reader outlasted `wait`: do not hold writes up for it again at once
            self._calm_until = time.monotonic() + self.interval

    def _tell(self, exc: Error) -> None:
        """A checkpoint failed: the store is told (a damaged file halts this thread, in one log line there);
        anything else (another process's checkpoint, a full disk) is logged and tried again next round."""
        if self._failed is None or not self._failed(exc):
            log.warning("WAL checkpoint of %s failed: %s", self._path, exc)

    def halt(self, why: str) -> None:
        """The file is damaged or lost (`why`): no checkpoint copies pages into it any more; said once in the log.
        Trigger: a damaged page met anywhere (a request, a background loop, a checkpoint). Why: the thread went on
        copying into a file every other write was refused on. Outcome: it ends; `close()` leaves the WAL as it is
        (the next open of a mended file replays it)."""
        with self._cond:
            if self.halted is not None or self._thread is None:
                return
            self.halted, self._stopping = why, True
            self._cond.notify()
        log.error("WAL checkpoint stopped: %s", why)

    def close(self) -> None:
        """Stop the thread, then copy the whole WAL back and truncate it (the store's readers are closed);
        after `halt`, nothing is copied into the file."""
        if self._thread is None:
            return
        with self._cond:
            self._stopping = True
            self._cond.notify()
        self._thread.join()
        try:
            with self._lock:
                if self.halted is None:
                    self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except Error as exc:
            log.warning("final WAL checkpoint of %s failed: %s", self._path, exc)
        finally:
            self._conn.close()
            self._thread = None


def _size(path: str) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0
