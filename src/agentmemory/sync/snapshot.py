"""Consistent snapshots of the live database.

Never copy the database file: a copy taken while the server writes can tear
(the main file and its -wal out of step). SQLite's online backup API copies
every page as of one read transaction, so a snapshot holds exactly the
state after some commit: every write acknowledged before it began is in it.
In WAL mode that read transaction does not block the writer.

The database side (the online-backup copy, the integrity check, the content summary) is
store/dbfile.py's. A snapshot is checked (`PRAGMA integrity_check`), gzip-compressed and
described by a small JSON manifest (created time, schema version, last audit
id and time, sizes and SHA-256 of the database and of the .gz, app version).
The copy of unchanged data is byte-identical, so its hash doubles as the
change marker: an unchanged database is never uploaded twice.

On PostgreSQL (`take_pg_snapshot`) the snapshot is a logical one (store/cluster/pgdump.py: every
table read in one REPEATABLE READ transaction), with the same manifest plus `"backend": "postgresql"`.
"""
from __future__ import annotations

import gzip
import hashlib
import os
import shutil
import time
import zlib
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from .. import __version__
from ..store.dbfile import SnapshotError, check_db, copy_db
from ..store.files import open_private

__all__ = ["SnapshotError", "Snapshot", "check_db", "take_snapshot", "gzip_file", "gunzip_file", "file_sha256"]

SNAPSHOT_FORMAT = "agentmemory-snapshot"
SNAPSHOT_VERSION = 1
SNAPSHOT_SUFFIX = ".db.gz"
CHUNK = 1 << 20


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


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(CHUNK):
            h.update(chunk)
    return h.hexdigest()


def take_snapshot(db_path: Path, work_dir: Path, now: float | None = None,
                  unless_sha: str | None = None, key: str | None = None) -> Snapshot | None:
    """Snapshot `db_path` into `work_dir` (encrypted with `key` when the database is). Returns None when
    the copy's SHA-256 equals `unless_sha`."""
    now = time.time() if now is None else now
    work_dir = Path(work_dir)
    work_dir.mkdir(parents=True, exist_ok=True)
    raw = work_dir / "snapshot.db"
    copy_db(db_path, raw, key)
    db_sha = file_sha256(raw)
    if unless_sha is not None and db_sha == unless_sha:
        raw.unlink()
        return None
    info = check_db(raw, key)
    name = snapshot_name(now)
    gz = work_dir / name
    gzip_file(raw, gz)
    manifest = {
        "format": SNAPSHOT_FORMAT, "version": SNAPSHOT_VERSION,
        "file": "snapshots/" + name, "createdAt": iso(now), "createdTs": now,
        **info,
        "dbSha256": db_sha, "dbBytes": raw.stat().st_size,
        "gzSha256": file_sha256(gz), "gzBytes": gz.stat().st_size,
        "appVersion": __version__, "encrypted": key is not None,
    }
    raw.unlink()
    return Snapshot(name=name, path=gz, manifest=manifest)


def take_pg_snapshot(url: str, work_dir: Path, now: float | None = None,
                     unless_sha: str | None = None) -> Snapshot | None:
    """`take_snapshot` for a PostgreSQL store at `url`."""
    from ..store.cluster import pgdump
    now = time.time() if now is None else now
    work_dir = Path(work_dir)
    work_dir.mkdir(parents=True, exist_ok=True)
    raw = work_dir / "snapshot.pgdump"
    with open_private(raw) as f:
        info = pgdump.dump(url, f)
    db_sha = file_sha256(raw)
    if unless_sha is not None and db_sha == unless_sha:
        raw.unlink()
        return None
    name = snapshot_name(now)
    gz = work_dir / name
    gzip_file(raw, gz)
    manifest = {"format": SNAPSHOT_FORMAT, "version": SNAPSHOT_VERSION, "backend": "postgresql",
                "file": "snapshots/" + name, "createdAt": iso(now), "createdTs": now, **info,
                "dbSha256": db_sha, "dbBytes": raw.stat().st_size,
                "gzSha256": file_sha256(gz), "gzBytes": gz.stat().st_size, "appVersion": __version__}
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
