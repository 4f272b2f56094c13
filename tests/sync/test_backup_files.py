"""Backups and restores are owner-only files, and a restore caps what it decompresses."""
from __future__ import annotations

import gzip
import json
import os
import stat
import time

import pytest
from sync_helpers import stack, sync_settings, target, target_dir, write_item  # noqa: F401

from agentmemory.sync.backup import Backup, RestoreError, restore
from agentmemory.sync.snapshot import take_snapshot
from agentmemory.sync.targets import LATEST


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.fixture
def loose_umask():
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_backup_files_and_local_snapshot_files_are_0600(stack, sync_settings, target, tmp_path, loose_umask):
    write_item(stack.store, "k1", "some text")
    snap = take_snapshot(sync_settings.db_path, tmp_path / "work")
    assert mode(snap.path) == 0o600
    assert Backup(sync_settings, target).run()["result"] == "uploaded"
    files = [p for p in target.root.rglob("*") if p.is_file()]
    assert files and all(mode(p) == 0o600 for p in files), [(p.name, oct(mode(p))) for p in files]
    assert mode(target.root / "snapshots") == 0o700
    assert mode(sync_settings.backup_state_path) == 0o600


def test_restored_database_is_0600_in_a_0700_dir(stack, sync_settings, target, tmp_path, loose_umask):
    write_item(stack.store, "k1")
    Backup(sync_settings, target).run()
    other = sync_settings.with_(data_dir=tmp_path / "other")
    assert restore(other, target)["result"] == "restored"
    assert mode(other.db_path) == 0o600
    assert mode(other.data_dir) == 0o700


def _bomb(target, size: int) -> None:
    """Replace the latest snapshot by a small gzip that inflates to `size` bytes, hashes removed."""
    manifest = json.loads((target.root / LATEST).read_text())
    gz = target.root / manifest["file"]
    with gzip.open(gz, "wb", compresslevel=9) as f:
        chunk = b"\0" * (1 << 20)
        for _ in range(size // len(chunk)):
            f.write(chunk)
    for k in ("gzSha256", "dbSha256", "dbBytes"):
        manifest.pop(k, None)
    (target.root / LATEST).write_text(json.dumps(manifest))


def test_restore_refuses_a_gzip_bomb_and_replaces_nothing(stack, sync_settings, target, tmp_path):
    write_item(stack.store, "k1")
    Backup(sync_settings, target).run()
    other = sync_settings.with_(data_dir=tmp_path / "other", restore_max_bytes=8 << 20)
    (other.data_dir).mkdir()
    other.db_path.write_bytes(b"local bytes")
    _bomb(target, 64 << 20)
    t0 = time.perf_counter()
    with pytest.raises(RestoreError, match="decompresses to more than 8388608 bytes"):
        restore(other, target, force=True)
    assert time.perf_counter() - t0 < 5
    assert other.db_path.read_bytes() == b"local bytes"
    assert not list(other.data_dir.glob(".restore-*"))


def test_restore_stops_at_the_size_the_manifest_states(stack, sync_settings, target, tmp_path):
    write_item(stack.store, "k1")
    Backup(sync_settings, target).run()
    manifest = json.loads((target.root / LATEST).read_text())
    manifest["dbBytes"] = 1024  # smaller than the real file: the snapshot cannot be right
    manifest.pop("dbSha256")
    (target.root / LATEST).write_text(json.dumps(manifest))
    with pytest.raises(RestoreError, match="more than 1024 bytes"):
        restore(sync_settings.with_(data_dir=tmp_path / "other"), target)
