"""Owner-only files: the data dir is 0700; the database, its WAL and SHM, backups and restores are 0600.

Modes are set explicitly (`os.open(..., 0o600)` plus `chmod`), never left to the process umask:
a umask of 022 would make memories readable by every local user. A file or directory that
already exists with looser permissions is tightened when opened, and a warning names it.
SQLite creates `-wal` and `-shm` with the database file's permissions, so a 0600 database
gets 0600 companions; `tighten_db()` still checks them, for files left by an older version.
"""
from __future__ import annotations

import logging
import os
import stat
import tempfile
from pathlib import Path
from typing import IO

log = logging.getLogger(__name__)

DIR_MODE = 0o700
FILE_MODE = 0o600
DB_COMPANIONS = ("-wal", "-shm", "-journal")


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
