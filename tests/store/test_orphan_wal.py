"""A database file missing or cut to 0 bytes beside a -wal that holds its writes (a crash, a deleted file
under a killed server): opening it is refused with one line, and the WAL is kept. SQLite would start an
empty database and delete that WAL, and the writes in it with it."""
from __future__ import annotations

import os
import shutil

import pytest

from agentmemory.store import KV, Store, StoreUnavailable


def _crashed_with_writes_in_the_wal(path) -> int:
    """The files a process killed right after a write leaves (its WAL not yet copied back): their copies
    taken while the store is open. Returns the WAL's size."""
    store = Store(path).open()
    with store.write() as tx:
        tx.put(KV.memories, "m1", {"id": "m1", "content": "only in the WAL"})
    for suffix in ("", "-wal", "-shm"):
        shutil.copy(f"{path}{suffix}", f"{path}{suffix}.crash")
    store.close()
    for suffix in ("", "-wal", "-shm"):
        os.replace(f"{path}{suffix}.crash", f"{path}{suffix}")
    return os.path.getsize(f"{path}-wal")


@pytest.mark.parametrize("damage", ["emptied", "deleted"])
def test_a_wal_without_its_database_is_kept_and_refused(tmp_path, damage):
    path = tmp_path / "agentmemory.db"
    held = _crashed_with_writes_in_the_wal(path)
    assert held > 0
    if damage == "emptied":
        path.write_bytes(b"")
    else:
        path.unlink()
    (tmp_path / "agentmemory.db.rescued-20260101T000000Z").write_bytes(b"")  # named in the message
    with pytest.raises(StoreUnavailable, match=f"agentmemory.db is {'empty' if damage == 'emptied' else 'missing'} "
                                               f"but agentmemory.db-wal holds {held} bytes.*rescued-20260101"):
        Store(path).open()
    assert os.path.getsize(f"{path}-wal") == held


def test_a_crashed_database_with_its_file_reopens_with_the_wals_writes(tmp_path):
    path = tmp_path / "agentmemory.db"
    _crashed_with_writes_in_the_wal(path)
    store = Store(path).open()
    try:
        assert store.get(KV.memories, "m1")["content"] == "only in the WAL"
    finally:
        store.close()
