"""Owner-only files: the data dir is 0700; the database, its WAL and SHM, backups and restores are 0600.

Modes are set explicitly (`os.open(..., 0o600)` plus `chmod`), never left to the process umask:
a umask of 022 would make memories readable by every local user. A file or directory that
already exists with looser permissions is tightened when opened, and a warning names it.
SQLite creates `-wal` and `-shm` with the database file's permissions, so a 0600 database
gets 0600 companions; `tighten_db()` still checks them, for files left by an older version.
`FileWatch`: whether the database's files at their paths are still the ones the store opened, and sound.
"""
from __future__ import annotations

import logging
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import IO

from .repositories import StoreUnavailable

log = logging.getLogger(__name__)

DIR_MODE = 0o700
FILE_MODE = 0o600
DB_COMPANIONS = ("-wal", "-shm", "-journal")
SQLITE_HEADER = b"SQLite format 3\x00"  # a plain database file's first bytes (SQLCipher's: its salt)
#: What to do with a damaged database file (said with the one line that refuses it, and by health)
DAMAGED_HINT = "restore a backup (`agentmemory restore --force`) or move the file aside to start empty"


def _tighten(path: Path, mode: int) -> None:
    current = stat.S_IMODE(os.stat(path).st_mode)
    if current & ~mode:
        try:
            os.chmod(path, mode)
        except PermissionError:
            # Trigger: a directory we may write but do not own (a volume mounted by root). Why: refusing
            # to start would lose the service, and the files we create inside are 0600 anyway. Outcome: say so.
            log.warning("%s has mode %o and cannot be tightened to %o (not its owner)", path, current, mode)
            return
        log.warning("tightened permissions of %s from %o to %o (owner only)", path, current, mode)


def private_dir(path: Path) -> Path:
    """Create `path` (and missing parents) as 0700, or tighten it to 0700 when it exists."""
    path = Path(path)
    if not path.is_dir():
        created = [p for p in (path, *path.parents) if not p.exists()]
        path.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)
        for p in created:  # mkdir's mode is filtered by the umask, and parents get the umask's alone
            os.chmod(p, DIR_MODE)
    else:
        _tighten(path, DIR_MODE)
    return path


def private_file(path: Path) -> Path:
    """Create `path` empty as 0600 when missing, else tighten it to 0600. Returns the path."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE)
    except FileExistsError:
        _tighten(path, FILE_MODE)
    else:
        os.fchmod(fd, FILE_MODE)
        os.close(fd)
    return path


def open_private(path: Path, mode: str = "wb") -> IO:
    """`open(path, mode)` for writing a file that is 0600 from its first byte (truncates it)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
    os.fchmod(fd, FILE_MODE)
    return os.fdopen(fd, mode)


def tighten_db(db_path: Path) -> None:
    """The database file and whichever of its -wal/-shm/-journal exist: 0600."""
    for suffix in ("",) + DB_COMPANIONS:
        p = Path(str(db_path) + suffix)
        try:
            _tighten(p, FILE_MODE)
        except FileNotFoundError:
            pass


def check_wal_has_its_database(db_path: Path) -> None:
    """StoreUnavailable when the database file is missing or empty but its -wal holds writes.

    Trigger: the file deleted or cut to 0 bytes after a crash (or under a killed server) left its WAL
    behind. Why: SQLite then starts an empty database and deletes that WAL, and the writes in it with it.
    Never the case otherwise: a new database's first page is written before its WAL holds anything."""
    db_path, wal = Path(db_path), Path(f"{db_path}-wal")
    try:
        held = wal.stat().st_size
    except FileNotFoundError:
        return
    if held and (not db_path.exists() or db_path.stat().st_size == 0):
        saved = sorted(p.name for p in db_path.parent.glob(f"{db_path.name}.rescued-*"))
        raise StoreUnavailable(
            f"{db_path} is {'missing' if not db_path.exists() else 'empty'} but {wal.name} holds {held} bytes of "
            f"its writes: restore a backup{f' or the copy the server saved ({saved[-1]})' if saved else ''}, "
            f"or move {wal.name} aside to start empty")


def _header(path: Path | str) -> bytes:
    """A database file's first 16 bytes (fewer for a short file; b"" when it cannot be read)."""
    try:
        with open(path, "rb") as f:
            return f.read(len(SQLITE_HEADER))
    except OSError:
        return b""


def header_salt(path: Path) -> bytes | None:
    """An encrypted file's salt (its first 16 bytes); None for a new, empty or plain file."""
    head = _header(path)
    return head if len(head) == len(SQLITE_HEADER) and head != SQLITE_HEADER else None


def why_unreadable(path: Path | str, key: str | None, exc: Exception) -> str:
    """One line on why the database at `path` could not be read, from its first bytes."""
    head = _header(path)
    if key is not None and head == SQLITE_HEADER:
        return (f"{path} is not encrypted but AGENTMEMORY_ENCRYPTION_KEY is set: run `agentmemory rekey` "
                f"(without the key set) to encrypt it, or unset the key")
    if key is not None:
        return f"wrong encryption key for {path} (AGENTMEMORY_ENCRYPTION_KEY / AGENTMEMORY_ENCRYPTION_KEY_FILE)"
    if head and head != SQLITE_HEADER:
        return f"{path} is encrypted (or not a database): set AGENTMEMORY_ENCRYPTION_KEY to open it"
    return f"{path} is not a readable database: {exc}"


def replace_private(path: Path, text: str) -> None:
    """Write `text` to `path` atomically (a temporary file beside it, then a rename), 0600 from the first
    byte: an export holds every memory. Raises OSError; the temporary file never outlives a failure."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")  # created 0600
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class DatabaseLost(RuntimeError):
    """The database file (or its WAL) at the data dir's path is no longer the one the store has open."""


class DatabaseDamaged(DatabaseLost):
    """SQLite found the open database file damaged (SQLITE_CORRUPT, SQLITE_NOTADB): writes are refused."""


class FileWatch:
    """Whether the database file and its WAL at their paths are still the files the store opened.

    Trigger: someone deletes, moves or replaces agentmemory.db (or its -wal) under a running server.
    Why: SQLite keeps writing to the open, now unlinked (or moved) files: every acknowledged write would
    be gone at the next start, and a new connection would pair the replacement with the old WAL.
    Outcome: `check()` (each write, each new reader connection, health, close) compares the paths' (device, inode)
    with the ones opened; on the first difference it copies what the open connection holds (SQLite's
    backup API) to `<db>.rescued-<UTC time>` beside the path, once, and from then on raises
    DatabaseLost (a 503 for writes; health names the reason) until the server is restarted; new reader
    connections open the rescued copy. `damaged(detail)`: SQLite found the file damaged; from then on
    `check()` raises DatabaseDamaged (writes refused: none may build on a damaged page), reads go on.
    `connect(path)` opens a connection for the copy; `source()` is the store's writer; `lock` its lock.
    """

    def __init__(self, path: Path, connect, source, lock):
        self.path, self._connect, self._source, self._lock = Path(path), connect, source, lock
        # (path, (device, inode)) of the files that exist now, as str: a check runs on every write (two stats)
        self._opened = [(str(p), opened) for p in (self.path, Path(f"{path}-wal")) if (opened := _file_id(p))]
        self.problem: str | None = None
        self.damage: str | None = None  # why the file is damaged (`damaged`), or None
        self.rescued: Path | None = None  # where the content was saved once a file was lost

    def moved(self) -> str | None:
        """What happened to a watched file, or None while each path still names the file opened."""
        for p, opened in self._opened:
            try:
                st = os.stat(p)
            except FileNotFoundError:
                return f"{os.path.basename(p)} was deleted or moved away while the server ran"
            if (st.st_dev, st.st_ino) != opened:
                return f"{os.path.basename(p)} was replaced while the server ran"
        return None

    def check(self) -> None:
        """DatabaseLost (saying why and where the data was saved) when a watched file is no longer the one
        opened; DatabaseDamaged once SQLite found the file damaged."""
        if self._lost() is not None:
            raise DatabaseLost(self.problem)
        if self.damage is not None:
            raise DatabaseDamaged(self.damage)

    def _lost(self) -> str | None:
        if self.problem is None and (why := self.moved()) is not None:
            with self._lock:
                if self.problem is None:
                    self.problem = f"{why}: {self._rescue()}; writes are refused until the server restarts"
                    log.error("database lost: %s", self.problem)
        return self.problem

    def damaged(self, detail: str) -> None:
        """SQLite said the open file is damaged (`detail`, its message): writes are refused from now on.
        Trigger: a page overwritten or cut off under the running server (a bad disk, another program).
        Why: it was a 500 on every request that met it, and later writes went on into the damaged file.
        Outcome: DatabaseDamaged (a 503) on every write, health says why, until the file is restored."""
        if self.damage is None:
            self.damage = (f"SQLite found {self.path.name} damaged while the server ran ({detail}): writes are "
                           f"refused; stop the server, then {DAMAGED_HINT}")
            log.error("database damaged: %s", self.damage)

    def report(self) -> dict:
        """For health: {"lost": why} or {"damaged": why}, or {} while the file is sound and in place."""
        why = self.status()
        return {} if why is None else {"damaged" if why == self.damage else "lost": why}

    def status(self) -> str | None:
        """`check()` without raising: the problem (the content rescued first), or None."""
        try:
            self.check()
        except DatabaseLost as exc:
            return str(exc)
        return None

    def readable(self) -> Path:
        """The file a new reader connection opens: the path; once it was lost, the rescued copy (a new
        connection on the path would open whatever now has the name, with the old WAL), so reads go on."""
        if self._lost() is None:
            return self.path
        if self.rescued is None:
            raise DatabaseLost(self.problem)
        return self.rescued

    def _rescue(self) -> str:
        stamp = time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())
        dest = next(d for n in range(1000) if not (d := self.path.with_name(
            f"{self.path.name}.rescued-{stamp}{f'-{n}' if n else ''}")).exists())  # never over an earlier copy
        try:
            private_file(dest)
            target = self._connect(dest)
            try:
                self._source().backup(target)
                target.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
            finally:
                target.close()
        except Exception as exc:  # noqa: BLE001 - the rescue must not hide why writes stop; it says it failed
            return f"its content could NOT be saved ({exc})"
        self.rescued = dest
        return f"its content was saved to {dest}"


def _file_id(path: Path | str) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return st.st_dev, st.st_ino
