"""Backup when changed, retention, and restore with verification (file:// target)."""
from __future__ import annotations

import gzip
import hashlib
import json
import sqlite3

import pytest
from helpers import sql
from sync_helpers import export, stack, sync_settings, target, target_dir, write_item  # noqa: F401

from agentmemory.app import build_services, create_app
from agentmemory.sync.backup import Backup, RestoreError, RestoreRefused, read_state, restore
from agentmemory.sync.targets import LATEST, DirTarget, NoBackup, TargetError


class SpyTarget(DirTarget):
    """A directory target that records what it is sent."""

    def __init__(self, root):
        super().__init__(root)
        self.puts: list[str] = []
        self.commits = 0

    def commit(self, adds, deletes, message):
        self.commits += 1
        self.puts += [remote for remote, _ in adds]
        super().commit(adds, deletes, message)


def _sha(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _other(settings, tmp_path, name="other"):
    return settings.with_(data_dir=tmp_path / name)


def test_round_trip_restores_exactly_the_same_data(stack, sync_settings, target, tmp_path):
    client = create_app(sync_settings, stack).test_client()
    for i in range(3):
        r = client.post("/agentmemory/observe", json={
            "hookType": "message", "sessionId": f"s{i % 2}", "project": "proj", "cwd": "/w",
            "timestamp": f"2026-01-02T03:04:0{i}Z", "data": {"speaker": "user", "text": f"turn {i} about sqlite"}})
        assert r.status_code == 201
    write_item(stack.store, "mem-1", "remember the WAL")
    assert Backup(sync_settings, target).run()["result"] == "uploaded"

    other = _other(sync_settings, tmp_path)
    result = restore(other, target)
    assert result["result"] == "restored"
    restored = build_services(other)
    try:
        assert export(restored) == export(stack)
        # The keyword index came along with the rows: no rebuild needed.
        n = restored.store.read().execute("SELECT count(*) FROM search_fts WHERE search_fts MATCH 'sqlite'")
        assert n.fetchone()[0] == 3
    finally:
        restored.close()


def test_nothing_is_uploaded_when_nothing_changed(stack, sync_settings, target_dir):
    spy = SpyTarget(target_dir)
    write_item(stack.store, "a")
    backup = Backup(sync_settings, spy)
    assert backup.run()["result"] == "uploaded"
    assert spy.puts == [read_state(sync_settings.backup_state_path)["lastSnapshot"], LATEST]
    # Idle: data_version has not moved, so not even a snapshot is taken.
    assert backup.run() == {"result": "unchanged", "checked": False}
    # A restarted loop has no data_version to compare: the snapshot's hash says nothing changed.
    restarted = Backup(sync_settings, spy)
    assert restarted.run() == {"result": "unchanged", "checked": True}
    assert len(spy.puts) == 2
    write_item(stack.store, "b")
    assert restarted.run()["result"] == "uploaded"
    assert len(spy.puts) == 4
    assert backup.run(force=True)["result"] == "uploaded"  # --force uploads regardless
    assert len(spy.puts) == 6


def test_a_new_target_gets_a_first_upload_even_without_changes(stack, sync_settings, tmp_path):
    write_item(stack.store, "a")
    assert Backup(sync_settings, DirTarget(tmp_path / "t1")).run()["result"] == "uploaded"
    moved = sync_settings.with_(backup_target=f"file://{tmp_path / 't2'}")
    assert Backup(moved, DirTarget(tmp_path / "t2")).run()["result"] == "uploaded"


def test_retention_keeps_the_newest_n(stack, sync_settings, target):
    clock = iter(range(1_767_000_000, 1_767_000_100, 10))
    backup = Backup(sync_settings, target, clock=lambda: float(next(clock)))
    uploaded = []
    for i in range(5):
        write_item(stack.store, f"k{i}")
        r = backup.run()
        assert r["result"] == "uploaded"
        uploaded.append(r["snapshot"])
    assert sync_settings.backup_keep == 3
    assert target.snapshots() == uploaded[-3:]
    assert json.loads((target.root / LATEST).read_text())["file"] == uploaded[-1]


def test_retention_never_deletes_the_snapshot_just_uploaded(stack, sync_settings, target):
    times = iter([2_000_000_000.0, 2_000_000_010.0, 2_000_000_020.0, 1_000_000_000.0])  # clock jumps back
    backup = Backup(sync_settings.with_(backup_keep=2), target, clock=lambda: next(times))
    for i in range(4):
        write_item(stack.store, f"k{i}")
        last = backup.run()["snapshot"]
    assert last in target.snapshots()
    assert json.loads((target.root / LATEST).read_text())["file"] == last


def test_failed_upload_is_reported_and_retried(stack, sync_settings, target_dir):
    class Down(DirTarget):
        def commit(self, adds, deletes, message):
            raise TargetError("hub unreachable")

    write_item(stack.store, "a")
    backup = Backup(sync_settings, Down(target_dir))
    r = backup.run()
    assert r["result"] == "failed" and "hub unreachable" in r["error"]
    health = stack.system.health()["backup"]
    assert health["lastResult"] == "failed" and "hub unreachable" in health["lastError"]
    assert health["target"] == sync_settings.backup_target
    # The failure did not count as "seen": the next attempt tries again.
    backup.target = DirTarget(target_dir)
    assert backup.run()["result"] == "uploaded"
    assert stack.system.health()["backup"]["lastResult"] == "uploaded"


# -- restore --------------------------------------------------------------------------------
@pytest.fixture
def backed_up(stack, sync_settings, target):
    write_item(stack.store, "a", "first")
    write_item(stack.store, "b", "second")
    assert Backup(sync_settings, target).run()["result"] == "uploaded"
    return json.loads((target.root / LATEST).read_text())


def test_restore_with_no_backup_says_so(sync_settings, target, tmp_path):
    with pytest.raises(NoBackup):
        restore(_other(sync_settings, tmp_path), target)
    assert not (tmp_path / "other" / "agentmemory.db").exists()


def _corrupt_cases(target, manifest):
    gz = target.root / manifest["file"]
    good = gz.read_bytes()
    yield "truncated", lambda: gz.write_bytes(good[: len(good) // 2]), "SHA-256"
    yield "garbage, no hashes", lambda: (gz.write_bytes(b"garbage" * 50), _drop_hashes(target)), "gzip"

    def bad_db():
        raw = bytearray(gzip.decompress(good))
        for page in range(1, len(raw) // 4096):  # scribble over every b-tree page header after page 1
            raw[page * 4096: page * 4096 + 8] = b"\x0d\xff\xff\xff\xff\xff\xff\xff"
        gz.write_bytes(gzip.compress(bytes(raw)))
        _drop_hashes(target)
    yield "corrupt pages", bad_db, "integrity check failed|not a sound SQLite"
    yield "bad pointer", lambda: (target.root / LATEST).write_text("{not json"), "unreadable"
    yield "missing file", lambda: gz.unlink(), "missing"


def _drop_hashes(target):
    m = json.loads((target.root / LATEST).read_text())
    m.pop("gzSha256")
    m.pop("dbSha256")
    (target.root / LATEST).write_text(json.dumps(m))


@pytest.mark.parametrize("case", ["truncated", "garbage, no hashes", "corrupt pages", "bad pointer", "missing file"])
def test_restore_refuses_a_corrupt_backup_and_leaves_the_local_db_untouched(
        case, stack, sync_settings, target, backed_up, tmp_path):
    other = _other(sync_settings, tmp_path)
    old = build_services(other)
    write_item(old.store, "old-local")
    old.close()
    db = other.db_path
    before = _sha(db)
    cases = {name: (damage, why) for name, damage, why in _corrupt_cases(target, backed_up)}
    damage, why = cases[case]
    damage()
    with pytest.raises(RestoreError, match=why):
        restore(other, target, force=True)
    assert _sha(db) == before
    assert not list(db.parent.glob(".restore-*"))  # no temp files left behind


def test_restore_refuses_a_newer_local_db_unless_forced(stack, sync_settings, target, backed_up, tmp_path):
    other = _other(sync_settings, tmp_path)
    assert restore(other, target)["result"] == "restored"
    newer = build_services(other)
    write_item(newer.store, "written-after-the-backup")
    newer.close()
    before = _sha(other.db_path)
    with pytest.raises(RestoreRefused, match="newer"):
        restore(other, target)
    assert _sha(other.db_path) == before
    assert restore(other, target, force=True)["result"] == "restored"
    back = build_services(other)
    try:
        assert export(back) == export(stack)
    finally:
        back.close()


DAY = 86_400.0


def _write_with_the_clock_behind(store, key: str) -> None:
    """A write made while the wall clock was a day behind (stepped back by NTP, a VM resumed): its audit row
    is stamped with that clock's time."""
    write_item(store, key)
    with store.write("clock") as tx:
        sql(store, "UPDATE audit_log SET ts = ts - ? WHERE id = (SELECT max(id) FROM audit_log)", (DAY,),
            conn=tx.conn)


def test_a_clock_stepped_back_never_makes_restore_drop_a_newer_local_write(
        stack, sync_settings, target, backed_up, tmp_path):
    """The local database's last write was older BY THE CLOCK than the backup's, so restore replaced it:
    the write was lost. The decision is by content now: the backup lacks the local's last write."""
    other = _other(sync_settings, tmp_path)
    assert restore(other, target)["result"] == "restored"
    local = build_services(other)
    _write_with_the_clock_behind(local.store, "written-after-the-backup")
    local.close()
    before = _sha(other.db_path)
    with pytest.raises(RestoreRefused, match="newer than the backup"):
        restore(other, target)
    assert _sha(other.db_path) == before


def test_a_clock_stepped_back_never_makes_restore_skip_a_newer_backup(
        stack, sync_settings, target, backed_up, tmp_path):
    """The backup's last write was older BY THE CLOCK than the local's, so restore refused it as "older"
    although it holds everything the local database has and more."""
    other = _other(sync_settings, tmp_path)
    assert restore(other, target)["result"] == "restored"
    _write_with_the_clock_behind(stack.store, "written-later-with-a-slow-clock")
    assert Backup(sync_settings, target).run()["result"] == "uploaded"
    assert restore(other, target)["result"] == "restored"
    back = build_services(other)
    try:
        assert export(back) == export(stack)
    finally:
        back.close()


def test_restore_replaces_an_older_local_db_and_its_stale_wal(stack, sync_settings, target, backed_up, tmp_path):
    other = _other(sync_settings, tmp_path)
    assert restore(other, target)["result"] == "restored"  # the local database: the backup as it was then
    write_item(stack.store, "newer-in-backup")
    Backup(sync_settings, target).run()
    (other.db_path.parent / "agentmemory.db-shm").write_bytes(b"\0" * 32768)  # left by a crash
    assert restore(other, target)["result"] == "restored"
    assert not (other.db_path.parent / "agentmemory.db-shm").exists()
    back = build_services(other)
    try:
        assert export(back) == export(stack)
    finally:
        back.close()


def test_a_local_db_with_a_write_the_backup_lacks_is_kept_even_when_older_by_the_clock(
        stack, sync_settings, target, tmp_path):
    """Another database (not restored from this backup) whose only write came before the backup's: it was
    replaced, its write lost, because its clock time was earlier. Now: refused, the file untouched."""
    other = _other(sync_settings, tmp_path)
    old = build_services(other)
    write_item(old.store, "old-local")
    old.close()
    write_item(stack.store, "newer-in-backup")
    Backup(sync_settings, target).run()
    before = _sha(other.db_path)
    with pytest.raises(RestoreRefused, match="its last write .* is not in snapshots/"):
        restore(other, target)
    assert _sha(other.db_path) == before
    assert restore(other, target, force=True)["result"] == "restored"


def test_restore_refuses_while_the_database_is_in_use(stack, sync_settings, target, backed_up, tmp_path):
    other = _other(sync_settings, tmp_path)
    running = build_services(other)  # a server has the database open
    try:
        with pytest.raises(RestoreRefused, match="in use"):
            restore(other, target, force=True)
        assert running.store.read().execute("SELECT count(*) FROM kv_store WHERE key='a'").fetchone()[0] == 0
    finally:
        running.close()


def test_restore_of_an_equal_database_is_a_no_op(stack, sync_settings, target, backed_up):
    # The stack's own database is what was backed up: nothing to do, even while it is open.
    assert restore(sync_settings, target)["result"] == "up-to-date"


def test_restore_a_named_older_snapshot(stack, sync_settings, target, backed_up, tmp_path):
    first = backed_up["file"]
    write_item(stack.store, "c")
    Backup(sync_settings, target).run()
    other = _other(sync_settings, tmp_path)
    assert restore(other, target, snapshot=first.removeprefix("snapshots/"))["snapshot"] == first
    conn = sqlite3.connect(str(other.db_path))
    assert {r[0] for r in conn.execute("SELECT key FROM kv_store WHERE scope='mem:memories'")} == {"a", "b"}
    conn.close()
    with pytest.raises(NoBackup):
        restore(other, target, snapshot="1999-01-01T00-00-00.000000Z", force=True)


def test_restored_data_is_not_uploaded_again(stack, sync_settings, target_dir, backed_up, tmp_path):
    other = _other(sync_settings, tmp_path)
    restore(other, DirTarget(target_dir))
    svc = build_services(other)  # the server opens it (WAL) and reads
    try:
        spy = SpyTarget(target_dir)
        assert Backup(other, spy).run()["result"] == "unchanged"
        assert spy.puts == []
        assert svc.system.health()["backup"]["lastResult"] == "unchanged"
    finally:
        svc.close()


def test_temp_dirs_of_killed_runs_are_cleaned_up(sync_settings, target, tmp_path):
    import os
    import time
    data = sync_settings.data_dir
    (data / ".backup-killed").mkdir(parents=True)
    (data / ".backup-killed" / "snapshot.db").write_bytes(b"x" * 100)
    old = time.time() - 2 * 3600
    os.utime(data / ".backup-killed", (old, old))
    (data / ".restore-live").mkdir()
    with pytest.raises(NoBackup):
        restore(sync_settings, target)
    assert not (data / ".backup-killed").exists()
    assert (data / ".restore-live").exists()  # recent: may belong to a run in progress
