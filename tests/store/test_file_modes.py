"""Owner-only files: data dir 0700; database, WAL and SHM 0600 whatever the umask; looser ones tightened."""
from __future__ import annotations

import os
import stat

import pytest

from agentmemory.store import Store


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.fixture
def loose_umask():
    old = os.umask(0o022)  # the common default that made the database world-readable
    yield
    os.umask(old)


def test_database_created_0644_under_umask_022_is_now_0600_with_its_wal_and_shm(tmp_path, loose_umask):
    data = tmp_path / "data"
    store = Store(data / "agentmemory.db").open()
    try:
        with store.write("a") as tx:
            tx.put("mem:memories", "k", {"v": 1})
        store.read().execute("SELECT count(*) FROM kv_store").fetchone()
        assert mode(data) == 0o700
        for suffix in ("", "-wal", "-shm"):
            p = data / f"agentmemory.db{suffix}"
            assert p.exists(), suffix
            assert mode(p) == 0o600, (suffix, oct(mode(p)))
    finally:
        store.close()


def test_existing_loose_dir_and_files_are_tightened_on_open(tmp_path, loose_umask, caplog):
    data = tmp_path / "data"
    Store(data / "agentmemory.db").open().close()
    os.chmod(data, 0o755)
    for suffix in ("", "-wal", "-shm"):
        p = data / f"agentmemory.db{suffix}"
        p.touch()
        os.chmod(p, 0o644)
    store = Store(data / "agentmemory.db").open()
    try:
        assert mode(data) == 0o700
        for suffix in ("", "-wal", "-shm"):
            assert mode(data / f"agentmemory.db{suffix}") == 0o600
        assert "tightened permissions" in caplog.text
    finally:
        store.close()


def test_parents_created_for_a_private_dir_are_owner_only_and_not_reported(tmp_path, loose_umask, caplog):
    """A file:// backup target's root is created with its snapshots/ folder: both 0700, no 'tightened' warning."""
    from agentmemory.store.files import private_dir
    root = tmp_path / "backups"
    private_dir(root / "snapshots")
    private_dir(root)  # the next write (latest.json) into the root
    assert mode(root) == 0o700 and mode(root / "snapshots") == 0o700
    assert "tightened" not in caplog.text
