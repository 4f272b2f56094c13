"""Back up when the data changed; restore with verification.

Change detection has two levels, so an idle server reads and uploads nothing:
1. `PRAGMA data_version` on one long-lived connection changes only when another
   connection commits. Unchanged since the last successful check: done.
2. Otherwise a snapshot is taken; the copy of unchanged data is byte-identical,
   so its SHA-256 equal to the last uploaded one (kept in the state file next
   to the database, which survives restarts) means there is nothing to send.

The state file (`Settings.backup_state_path`) also carries the status the
health endpoint shows: `{target, lastAt, lastResult, lastError, ...}`.
"""
from __future__ import annotations

import json
import logging
import os
import shutil
import tempfile
import threading
import time
from pathlib import Path

from ..store.dbfile import ChangeCounter, SchemaError, SnapshotError, check_db, db_info, in_use
from ..store.files import private_dir
from .snapshot import file_sha256, gunzip_file, iso, take_pg_snapshot, take_snapshot
from .targets import SNAPSHOT_DIR, NoBackup, Target, TargetError

log = logging.getLogger(__name__)


class RestoreError(Exception):
    """The backup is corrupt or unreachable; the local database was left untouched."""


class RestoreRefused(Exception):
    """Restoring would lose local data (or the database is in use); nothing was changed."""


# -- state file ----------------------------------------------------------------------------
def read_state(path: Path) -> dict:
    try:
        state = json.loads(Path(path).read_text(encoding="utf-8"))
        return state if isinstance(state, dict) else {}
    except (OSError, ValueError):
        return {}


def write_state(path: Path, **changes) -> dict:
    """Merge `changes` into the state file (atomically: health() may read it at any time)."""
    path = Path(path)
    state = {**read_state(path), **changes}
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".backup-state", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(state, f, indent=1)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return state


def remove_stale_temp_dirs(data_dir: Path, older_than: float = 3600.0) -> None:
    """Temp dirs left by a backup or restore that was killed (a live one is never an hour old)."""
    cutoff = time.time() - older_than
    for d in list(data_dir.glob(".backup-*")) + list(data_dir.glob(".restore-*")):
        try:
            if d.is_dir() and d.stat().st_mtime < cutoff:
                shutil.rmtree(d, ignore_errors=True)
        except OSError:
            pass


# -- backup --------------------------------------------------------------------------------
class Backup:
    """Backs up `settings.db_path` to `target` when it changed. Safe to call from several threads."""

    def __init__(self, settings, target: Target, clock=time.time):
        self.settings = settings
        self.target = target
        self.clock = clock
        self._lock = threading.Lock()
        self._watch = ChangeCounter(settings.db_path, settings.encryption_key)
        self._seen_version: int | None = None
        if Path(settings.data_dir).is_dir():
            remove_stale_temp_dirs(Path(settings.data_dir))

    def _data_version(self) -> int | None:
        version = self._watch.value()
        if version is None:
            self._seen_version = None
        return version

    def close(self) -> None:
        self._watch.close()
        self._seen_version = None

    def run(self, force: bool = False) -> dict:
        """One backup attempt: {"result": "uploaded" | "unchanged" | "failed", ...}. Never raises."""
        with self._lock:
            return self._run(force)

    def _run(self, force: bool) -> dict:
        settings = self.settings
        pg = getattr(settings, "database_url", None)
        if not pg and not Path(settings.db_path).is_file():
            return {"result": "unchanged", "reason": "no database yet"}
        if pg:
            private_dir(Path(settings.data_dir))  # the snapshot's work dir and the state file live there
        version = self._data_version()
        if not force and version is not None and version == self._seen_version:
            return {"result": "unchanged", "checked": False}
        state = read_state(settings.backup_state_path)
        # Trigger: data was uploaded before but the target changed. Why: the new target has nothing.
        same_target = state.get("target") == self.target.url
        unless = None if force or not same_target else state.get("dbSha256")
        now = self.clock()
        try:
            with tempfile.TemporaryDirectory(dir=settings.data_dir, prefix=".backup-") as tmp:
                snap = (take_pg_snapshot(pg, Path(tmp), now=now, unless_sha=unless) if pg else
                        take_snapshot(settings.db_path, Path(tmp), now=now, unless_sha=unless,
                                      key=settings.encryption_key))
                if snap is None:
                    self._seen_version = version
                    write_state(settings.backup_state_path, target=self.target.url, lastAt=iso(now),
                                lastResult="unchanged", lastError=None)
                    return {"result": "unchanged", "checked": True}
                deleted = self.target.upload(snap, keep=settings.backup_keep)
        except (SnapshotError, TargetError, NoBackup, OSError) as exc:
            log.warning("backup to %s failed: %s", self.target.url, exc)
            write_state(settings.backup_state_path, target=self.target.url, lastAt=iso(now),
                        lastResult="failed", lastError=str(exc)[:500])
            return {"result": "failed", "error": str(exc)}
        self._seen_version = version
        m = snap.manifest
        write_state(settings.backup_state_path, target=self.target.url, lastAt=iso(now), lastResult="uploaded",
                    lastError=None, lastSuccessAt=iso(now), lastSnapshot=m["file"], dbSha256=m["dbSha256"],
                    lastAuditId=m["lastAuditId"], gzBytes=m["gzBytes"])
        log.info("backed up %s to %s (%d bytes, %d old snapshot(s) pruned)", m["file"], self.target.url,
                 m["gzBytes"], len(deleted))
        return {"result": "uploaded", "snapshot": m["file"], "bytes": m["gzBytes"], "deleted": deleted}


# -- restore -------------------------------------------------------------------------------
def snapshot_path(name: str) -> str:
    """Accept "2026-...Z", "2026-...Z.db.gz" or "snapshots/2026-...Z.db.gz"."""
    name = name.removeprefix(SNAPSHOT_DIR)
    return SNAPSHOT_DIR + (name if name.endswith(".db.gz") else name + ".db.gz")


def restore(settings, target: Target, force: bool = False, snapshot: str | None = None, clock=time.time) -> dict:
    """Put the latest (or the named) snapshot in place of the local database (on PostgreSQL: load
    it into the database at AGENTMEMORY_DATABASE_URL, in one transaction).

    Raises NoBackup (nothing to restore), RestoreError (corrupt or unreachable
    backup) or RestoreRefused (local data is newer, or the database is in use).
    In every one of those cases the local database is untouched.
    """
    data_dir = private_dir(Path(settings.data_dir))
    remove_stale_temp_dirs(data_dir)
    db_path, pg = Path(settings.db_path), getattr(settings, "database_url", None)
    with tempfile.TemporaryDirectory(dir=data_dir, prefix=".restore-") as tmp:
        manifest, remote, raw = _fetch(settings, target, snapshot, Path(tmp), pg)
        if pg:
            from ..store.cluster import pgdump  # psycopg: only with PostgreSQL
        try:
            info = pgdump.read_info(raw) if pg else check_db(raw, settings.encryption_key)
            local = _local_pg(pg, force) if pg else _local_info(db_path, force, settings.encryption_key)
        except SchemaError as exc:  # a sound file, but not one this version may put in place of the database
            raise RestoreError(f"{remote} cannot be restored: {exc}") from None
        except SnapshotError as exc:
            raise RestoreError(f"{remote} is corrupt: {exc}") from None
        if local is not None and not force:
            if (local["lastAuditId"], local["lastAuditTs"]) == (info["lastAuditId"], info["lastAuditTs"]):
                return {"result": "up-to-date", "snapshot": remote, **info}
            # Trigger: the local database has a write the backup lacks. Why: a restore would silently drop
            # it (e.g. persistent storage that outlived a stale backup). Decided by content, not by the
            # clock, so a clock stepped back neither hides a local write nor a newer backup. Outcome: refuse.
            if not _holds_last_write(raw, local, pg, settings.encryption_key):
                raise RestoreRefused(
                    f"the local database is newer than the backup: its last write (#{local['lastAuditId']}, "
                    f"{iso(local['lastAuditTs'])}) is not in {remote}; use --force to replace it anyway")
        sha = file_sha256(raw)
        if pg:
            try:
                pgdump.load(pg, raw)
            except SnapshotError as exc:
                raise RestoreError(f"{remote} could not be loaded: {exc}") from None
        else:
            _replace_file(raw, db_path, data_dir, settings.encryption_key)
    write_state(settings.backup_state_path, target=target.url, lastAt=iso(clock()), lastResult="restored",
                lastError=None, lastSnapshot=remote, dbSha256=sha)
    return {"result": "restored", "snapshot": remote, **info}


def _holds_last_write(raw: Path, local: dict, pg: str | None, key: str | None) -> bool:
    """Whether the snapshot has the local database's last write: its audit row, the same id stamped with
    the same time. Audit ids only grow, so a snapshot that has it has every earlier write too; a local
    database that went its own way since (restored from an older backup, then written) has a row of
    that id with another time, or none."""
    last = local["lastAuditId"]
    if not last:
        return True  # nothing written here yet
    if pg:
        from ..store.cluster import pgdump
        held = pgdump.audit_upto(raw, last)
    else:
        info = db_info(raw, key=key, upto=last)
        held = info["lastAuditId"], info["lastAuditTs"]
    return held == (last, local["lastAuditTs"])


def _fetch(settings, target: Target, snapshot: str | None, tmp: Path, pg: str | None) -> tuple[dict | None, str, Path]:
    """(manifest, remote name, the decompressed snapshot) checked against the manifest and the backend."""
    try:
        manifest = None if snapshot else target.latest(tmp)
        remote = snapshot_path(snapshot) if snapshot else manifest["file"]
        try:
            gz = target.get_file(remote, tmp)
        except NoBackup:
            if snapshot:
                raise
            raise RestoreError(f"latest.json names {remote}, which is missing on {target.url}") from None
    except TargetError as exc:
        raise RestoreError(str(exc)) from None
    if manifest and (manifest.get("backend") == "postgresql") != bool(pg):
        made = "a PostgreSQL" if pg is None else "an SQLite"
        raise RestoreError(f"{remote} is {made} snapshot: restore it with "
                           f"{'AGENTMEMORY_DATABASE_URL set' if pg is None else 'AGENTMEMORY_DATABASE_URL unset'} "
                           f"(or move the data with `agentmemory migrate-db`)")
    if manifest and manifest.get("gzSha256") and file_sha256(gz) != manifest["gzSha256"]:
        raise RestoreError(f"{remote} is corrupt: its SHA-256 does not match the manifest")
    raw = tmp / "restore.db"
    try:
        gunzip_file(gz, raw, _max_restore_bytes(settings, manifest))
    except SnapshotError as exc:
        raise RestoreError(f"{remote} is corrupt: {exc}") from None
    if manifest and manifest.get("dbSha256") and file_sha256(raw) != manifest["dbSha256"]:
        raise RestoreError(f"{remote} is corrupt: the database's SHA-256 does not match the manifest")
    return manifest, remote, raw


def _replace_file(raw: Path, db_path: Path, data_dir: Path, key: str | None) -> None:
    if db_path.exists():
        _ensure_not_in_use(db_path, key)
    for suffix in ("-wal", "-shm", "-journal"):  # stale: they belong to the file being replaced
        Path(str(db_path) + suffix).unlink(missing_ok=True)
    os.replace(raw, db_path)
    _fsync_dir(data_dir)


def _local_pg(url: str, force: bool) -> dict | None:
    """The PostgreSQL store's content summary, None when it holds nothing yet."""
    from ..store.cluster import pgdump
    try:
        local = pgdump.local_info(url)
    except SnapshotError as exc:
        if force:
            return None
        raise RestoreRefused(f"the database at AGENTMEMORY_DATABASE_URL cannot be read ({exc})") from None
    return local if local["kvRows"] or local["lastAuditId"] else None


def _max_restore_bytes(settings, manifest: dict | None) -> int:
    """The setting's cap; tighter when the manifest states the database size (more would be corrupt)."""
    stated = (manifest or {}).get("dbBytes")
    if isinstance(stated, int) and not isinstance(stated, bool) and stated >= 0:
        return min(settings.restore_max_bytes, stated)
    return settings.restore_max_bytes


def _local_info(db_path: Path, force: bool, key: str | None) -> dict | None:
    if not db_path.exists() or db_path.stat().st_size == 0:
        return None
    try:
        return db_info(db_path, timeout=5, key=key)
    except SnapshotError as exc:
        if force:
            return None
        raise RestoreRefused(f"the local database {db_path} is unreadable ({exc}); "
                             f"use --force to replace it") from None


def _ensure_not_in_use(db_path: Path, key: str | None) -> None:
    if in_use(db_path, key):
        raise RestoreRefused(f"{db_path} is in use (is the server running?): restore before starting it")


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
