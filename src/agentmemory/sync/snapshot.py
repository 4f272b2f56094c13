"""Consistent snapshots of the live database.

Never copy the database file: a copy taken while the server writes can tear
(the main file and its -wal out of step). SQLite's online backup API copies
every page as of one read transaction, so a snapshot holds exactly the
state after some commit: every write acknowledged before it began is in it.
In WAL mode that read transaction does not block the writer.

A snapshot is checked (`PRAGMA integrity_check`), gzip-compressed and
described by a small JSON manifest (created time, schema version, last audit
id and time, sizes and SHA-256 of the database and of the .gz, app version).
The copy of unchanged data is byte-identical, so its hash doubles as the
change marker: an unchanged database is never uploaded twice.
"""
from __future__ import annotations

import gzip
import hashlib
import os
import shutil
import sqlite3
import time
import zlib
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import quote

from .. import __version__
from ..store.files import open_private, private_file

SNAPSHOT_FORMAT = "agentmemory-snapshot"
SNAPSHOT_VERSION = 1
SNAPSHOT_SUFFIX = ".db.gz"
BUSY_TIMEOUT_S = 30.0
CHUNK = 1 << 20


class SnapshotError(Exception):
    """A snapshot could not be taken or a file is not a sound agentmemory database."""


@dataclass
class Snapshot:
    name: str  # "2026-01-02T03-04-05.123456Z.db.gz"
    path: Path  # the local .db.gz file
    manifest: dict


def snapshot_name(ts: float) -> str:
    """A UTC timestamp that sorts in time order and is safe in any file system."""
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y-%m-%dT%H-%M-%S.%fZ") + SNAPSHOT_SUFFIX


def iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def connect_existing(path: Path, timeout: float = BUSY_TIMEOUT_S) -> sqlite3.Connection:
    """Open a database that must already exist (never creates an empty one by mistake)."""
    if not Path(path).is_file():
        raise SnapshotError(f"no database at {path}")
    return sqlite3.connect(f"file:{quote(str(Path(path).resolve()))}?mode=rw", uri=True,
                           timeout=timeout, isolation_level=None, check_same_thread=False)


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(CHUNK):
            h.update(chunk)
    return h.hexdigest()


def db_info(conn: sqlite3.Connection) -> dict:
    """What the manifest and the restore checks need to know about a database's content."""
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if "schema_migrations" not in tables or "audit_log" not in tables:
        raise SnapshotError("not an agentmemory database (schema_migrations/audit_log tables missing)")
    schema = conn.execute("SELECT count(*) FROM schema_migrations").fetchone()[0]
    last = conn.execute("SELECT id, ts FROM audit_log ORDER BY id DESC LIMIT 1").fetchone()
    kv_rows = conn.execute("SELECT count(*) FROM kv_store").fetchone()[0] if "kv_store" in tables else 0
    return {"schemaVersion": schema, "lastAuditId": last[0] if last else 0,
            "lastAuditTs": last[1] if last else None, "kvRows": kv_rows}


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
        return db_info(conn)
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


def take_snapshot(db_path: Path, work_dir: Path, now: float | None = None,
                  unless_sha: str | None = None) -> Snapshot | None:
    """Snapshot `db_path` into `work_dir`. Returns None when the copy's SHA-256 equals `unless_sha`."""
    now = time.time() if now is None else now
    work_dir = Path(work_dir)
    work_dir.mkdir(parents=True, exist_ok=True)
    raw = work_dir / "snapshot.db"
    copy_db(db_path, raw)
    db_sha = file_sha256(raw)
    if unless_sha is not None and db_sha == unless_sha:
        raw.unlink()
        return None
    info = check_db(raw)
    name = snapshot_name(now)
    gz = work_dir / name
    gzip_file(raw, gz)
    manifest = {
        "format": SNAPSHOT_FORMAT, "version": SNAPSHOT_VERSION,
        "file": "snapshots/" + name, "createdAt": iso(now), "createdTs": now,
        **info,
        "dbSha256": db_sha, "dbBytes": raw.stat().st_size,
        "gzSha256": file_sha256(gz), "gzBytes": gz.stat().st_size,
        "appVersion": __version__,
    }
    raw.unlink()
    return Snapshot(name=name, path=gz, manifest=manifest)


def gzip_file(src: Path, dest: Path) -> None:
    # mtime=0 and no file name: the same database always compresses to the same bytes.
    with open(src, "rb") as fin, open_private(dest) as raw_out, \
            gzip.GzipFile(filename="", mode="wb", fileobj=raw_out, compresslevel=6, mtime=0) as fout:
        shutil.copyfileobj(fin, fout, CHUNK)


def gunzip_file(src: Path, dest: Path, max_bytes: int | None = None) -> None:
    """Decompress `src` to `dest` (0600); SnapshotError when it is not a complete gzip file
    or when it would decompress to more than `max_bytes` (a gzip bomb: `dest` is removed)."""
    written = 0
    try:
        with gzip.open(src, "rb") as fin, open_private(dest) as fout:
            while chunk := fin.read(CHUNK):
                written += len(chunk)
                if max_bytes is not None and written > max_bytes:
                    raise SnapshotError(f"{Path(src).name} decompresses to more than {max_bytes} bytes "
                                        f"(AGENTMEMORY_RESTORE_MAX_BYTES); refusing it")
                fout.write(chunk)
            fout.flush()
            os.fsync(fout.fileno())
    except SnapshotError:
        Path(dest).unlink(missing_ok=True)
        raise
    except (OSError, EOFError, zlib.error) as exc:  # BadGzipFile is an OSError
        raise SnapshotError(f"{Path(src).name} is not a valid gzip file: {exc}") from None
