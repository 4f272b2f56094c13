"""The database file as a whole, for backups and restores (sync/): open one that must exist, its
content summary, an integrity check, an online-backup copy, its change counter, and whether a
server has it open.

Every error is a `SnapshotError` saying what is wrong, so callers need not know the backend.
"""
from __future__ import annotations

import sqlite3
from pathlib import Path
from urllib.parse import quote

from .files import private_file

BUSY_TIMEOUT_S = 30.0


class SnapshotError(Exception):
    """A snapshot could not be taken or a file is not a sound agentmemory database."""


def connect_existing(path: Path, timeout: float = BUSY_TIMEOUT_S) -> sqlite3.Connection:
    """Open a database that must already exist (never creates an empty one by mistake)."""
    if not Path(path).is_file():
        raise SnapshotError(f"no database at {path}")
    return sqlite3.connect(f"file:{quote(str(Path(path).resolve()))}?mode=rw", uri=True,
                           timeout=timeout, isolation_level=None, check_same_thread=False)


def _info(conn: sqlite3.Connection) -> dict:
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if "schema_migrations" not in tables or "audit_log" not in tables:
        raise SnapshotError("not an agentmemory database (schema_migrations/audit_log tables missing)")
    schema = conn.execute("SELECT count(*) FROM schema_migrations").fetchone()[0]
    last = conn.execute("SELECT id, ts FROM audit_log ORDER BY id DESC LIMIT 1").fetchone()
    kv_rows = conn.execute("SELECT count(*) FROM kv_store").fetchone()[0] if "kv_store" in tables else 0
    return {"schemaVersion": schema, "lastAuditId": last[0] if last else 0,
            "lastAuditTs": last[1] if last else None, "kvRows": kv_rows}


def db_info(path: Path, timeout: float = 5) -> dict:
    """What the manifest and the restore checks need to know about a database's content:
    schemaVersion, lastAuditId, lastAuditTs, kvRows."""
    try:
        conn = connect_existing(path, timeout=timeout)
        try:
            return _info(conn)
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise SnapshotError(str(exc)) from None


def check_db(path: Path) -> dict:
    """Integrity-check a database file and return its `db_info`; SnapshotError says what is wrong."""
    try:
        conn = connect_existing(path, timeout=0)
    except sqlite3.Error as exc:
        raise SnapshotError(f"cannot open {Path(path).name}: {exc}") from None
    try:
        rows = [r[0] for r in conn.execute("PRAGMA integrity_check")]
        if rows != ["ok"]:
            raise SnapshotError("integrity check failed: " + "; ".join(map(str, rows[:5])))
        return _info(conn)
    except sqlite3.DatabaseError as exc:
        raise SnapshotError(f"{Path(path).name} is not a sound SQLite database: {exc}") from None
    finally:
        conn.close()


def copy_db(db_path: Path, dest: Path) -> None:
    """Copy the live database to `dest` with the online backup API, as a self-contained file."""
    try:
        src = connect_existing(db_path)
    except sqlite3.Error as exc:
        raise SnapshotError(f"cannot open {db_path}: {exc}") from None
    try:
        private_file(dest)  # 0600 before SQLite writes a page of it
        dst = sqlite3.connect(str(dest), isolation_level=None)
        try:
            src.backup(dst)  # one step (pages=-1): one read transaction, so one consistent state
            # The copy inherits WAL mode in its header; a snapshot must be one file that opens anywhere.
            dst.execute("PRAGMA journal_mode=DELETE")
        finally:
            dst.close()
    except sqlite3.Error as exc:
        raise SnapshotError(f"online backup of {db_path} failed: {exc}") from None
    finally:
        src.close()


class ChangeCounter:
    """`PRAGMA data_version` on one long-lived connection: it changes only when another connection
    commits, so an unchanged value means nothing was written since the last look."""

    def __init__(self, path: Path):
        self.path = path
        self._conn: sqlite3.Connection | None = None

    def value(self) -> int | None:
        """The current counter, or None when the database cannot be read (the next call reopens it)."""
        try:
            if self._conn is None:
                self._conn = connect_existing(self.path, timeout=5)
            return self._conn.execute("PRAGMA data_version").fetchone()[0]
        except (SnapshotError, sqlite3.Error):
            self.close()
            return None

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


def in_use(db_path: Path) -> bool:
    """Whether a server has the database open: leaving WAL mode needs the only connection.
    An unreadable file is not in use (a forced restore is about to replace it)."""
    try:
        conn = sqlite3.connect(str(db_path), timeout=0, isolation_level=None)
        try:
            mode = conn.execute("PRAGMA journal_mode=DELETE").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.OperationalError as exc:
        if "locked" not in str(exc) and "busy" not in str(exc):
            return False
        mode = "wal"
    except sqlite3.DatabaseError:
        return False
    return str(mode).lower() == "wal"
