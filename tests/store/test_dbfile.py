"""Tests for store/dbfile.py (the database file as a whole, for sync/) on real SQLite files."""
import sqlite3

import pytest

from agentmemory.store import KV, Store
from agentmemory.store.dbfile import ChangeCounter, SnapshotError, check_db, copy_db, db_info, in_use


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "db" / "agentmemory.db").open()
    yield s
    s.close()


def test_info_copy_and_check(store, tmp_path):
    with store.write("a") as tx:
        tx.memories.put("m1", {"n": 1})
        audit_id = tx.audit("remember", KV.memories, "m1")
        ts = tx.now
    info = db_info(store.path)
    assert info == {"schemaVersion": store.schema_version, "lastAuditId": audit_id, "lastAuditTs": ts, "kvRows": 1}
    copy = tmp_path / "copy.db"
    copy_db(store.path, copy)  # while the store is open: the online backup API
    assert check_db(copy) == info
    assert (copy.stat().st_mode & 0o777) == 0o600
    assert not in_use(copy)  # a self-contained file, not in WAL mode


def test_errors_say_what_is_wrong(tmp_path):
    with pytest.raises(SnapshotError, match="no database at"):
        db_info(tmp_path / "missing.db")
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database at all" * 100)
    with pytest.raises(SnapshotError, match="not a sound SQLite database"):
        check_db(junk)
    empty = tmp_path / "empty.db"
    Store(empty).open().close()
    conn = sqlite3.connect(str(empty))
    conn.execute("DROP TABLE audit_log")
    conn.commit()
    conn.close()
    with pytest.raises(SnapshotError, match="not an agentmemory database"):
        db_info(empty)


def test_change_counter_moves_only_on_another_connections_commit(store):
    counter = ChangeCounter(store.path)
    try:
        first = counter.value()
        assert first is not None and counter.value() == first
        with store.write() as tx:
            tx.memories.put("m", {})
        assert counter.value() != first
    finally:
        counter.close()
    assert ChangeCounter(store.path.parent / "missing.db").value() is None


def test_in_use_while_a_store_has_it_open(store):
    assert in_use(store.path)
    store.close()
    assert not in_use(store.path)


def test_start_up_on_a_full_disk_says_so(store, monkeypatch):
    """A full disk at start-up was "not a readable database: disk I/O error" (SQLite could not make its -shm)."""
    import shutil
    from collections import namedtuple

    from agentmemory.store import StoreUnavailable
    from agentmemory.store.dbfile import check_startable
    store.close()  # a database open elsewhere is refused too
    check_startable(store.path, None)
    usage = namedtuple("usage", "total used free")
    monkeypatch.setattr(shutil, "disk_usage", lambda path: usage(10 << 20, 10 << 20, 4096))
    with pytest.raises(StoreUnavailable, match=r"its disk is full \(4096 bytes free\)"):
        check_startable(store.path, None)


def test_start_up_on_a_database_open_elsewhere_is_refused(store):
    """The data dir's lock free (its file deleted) while a server still has the database open."""
    from agentmemory.store import StoreUnavailable
    from agentmemory.store.dbfile import check_startable
    with pytest.raises(StoreUnavailable, match="it is open in another process"):
        check_startable(store.path, None)
