"""Snapshots: consistent under concurrent writes, checked, compressed, deterministic."""
from __future__ import annotations

import gzip
import sqlite3
import threading

import pytest
from helpers import wait_until
from sync_helpers import stack, sync_settings, target_dir, write_item  # noqa: F401

from agentmemory.sync.snapshot import SnapshotError, check_db, gunzip_file, take_snapshot


def _keys_in(db_file) -> set[str]:
    conn = sqlite3.connect(str(db_file))
    try:
        return {r[0] for r in conn.execute("SELECT key FROM kv_store WHERE scope='mem:memories'")}
    finally:
        conn.close()


def _open_snapshot(snap, tmp_path, name="s.db"):
    raw = tmp_path / name
    gunzip_file(snap.path, raw)
    return raw


def test_snapshot_while_four_threads_write_is_consistent(stack, tmp_path):
    acked: list[str] = []
    acked_lock = threading.Lock()
    stop = threading.Event()
    errors: list[BaseException] = []

    def writer(n: int):
        i = 0
        try:
            while not stop.is_set():
                key = f"t{n}-{i}"
                write_item(stack.store, key, text=f"thread {n} item {i} " + "x" * 200)
                with acked_lock:
                    acked.append(key)  # the write committed: it is acknowledged from here on
                i += 1
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    try:
        snaps = []
        for round_ in range(5):
            def landed(n=40 * (round_ + 1)) -> bool:  # let some writes land between snapshots
                assert not errors, errors
                with acked_lock:
                    return len(acked) >= n
            wait_until(landed, timeout=60, interval=0.002,
                       message=lambda: f"the writers acknowledged only {len(acked)} writes before snapshot {round_}")
            with acked_lock:
                before = set(acked)
            snap = take_snapshot(stack.settings.db_path, tmp_path / f"work{round_}")
            snaps.append((before, snap))
    finally:
        stop.set()
        for t in threads:
            t.join(timeout=30)
    assert not any(t.is_alive() for t in threads), "a writer did not stop within 30s"
    assert not errors
    for i, (before, snap) in enumerate(snaps):
        raw = _open_snapshot(snap, tmp_path, f"s{i}.db")
        info = check_db(raw)  # PRAGMA integrity_check == ok
        keys = _keys_in(raw)
        assert before <= keys, f"snapshot {i} lost {len(before - keys)} acknowledged writes"
        conn = sqlite3.connect(str(raw))
        # The keyword index moved in the same transactions as the rows: it matches them exactly.
        conn.execute("INSERT INTO search_fts(search_fts) VALUES('integrity-check')")
        docs = conn.execute("SELECT count(*) FROM search_docs WHERE kind='memory'").fetchone()[0]
        audits = conn.execute("SELECT count(*) FROM audit_log WHERE operation='remember'").fetchone()[0]
        assert docs == len(keys) == audits
        assert info["lastAuditId"] == snap.manifest["lastAuditId"]
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # one self-contained file
        conn.close()


def test_manifest_describes_the_snapshot(stack, tmp_path):
    write_item(stack.store, "a")
    snap = take_snapshot(stack.settings.db_path, tmp_path / "w", now=1767323045.5)
    m = snap.manifest
    assert snap.name == "2026-01-02T03-04-05.500000Z.db.gz"
    assert m["file"] == "snapshots/" + snap.name
    assert m["createdAt"] == "2026-01-02T03:04:05.500Z"
    assert m["schemaVersion"] == stack.store.schema_version
    assert m["lastAuditId"] == stack.store.read().execute("SELECT max(id) FROM audit_log").fetchone()[0]
    assert m["gzBytes"] == snap.path.stat().st_size and m["dbBytes"] > m["gzBytes"]
    assert set(m) >= {"format", "version", "dbSha256", "gzSha256", "appVersion", "lastAuditTs", "kvRows"}
    with gzip.open(snap.path) as f:
        assert f.read(16) == b"SQLite format 3\x00"


def test_unchanged_data_gives_the_same_bytes(stack, tmp_path):
    write_item(stack.store, "a")
    first = take_snapshot(stack.settings.db_path, tmp_path / "1")
    stack.store._writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # file layout changes, content does not
    assert take_snapshot(stack.settings.db_path, tmp_path / "2", unless_sha=first.manifest["dbSha256"]) is None
    write_item(stack.store, "b")
    second = take_snapshot(stack.settings.db_path, tmp_path / "3", unless_sha=first.manifest["dbSha256"])
    assert second is not None and second.manifest["dbSha256"] != first.manifest["dbSha256"]


def test_snapshot_of_a_missing_database_fails_without_creating_one(tmp_path):
    with pytest.raises(SnapshotError, match="no database"):
        take_snapshot(tmp_path / "nope.db", tmp_path / "w")
    assert not (tmp_path / "nope.db").exists()


def test_check_db_rejects_garbage_and_foreign_databases(tmp_path):
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not a database" * 100)
    with pytest.raises(SnapshotError):
        check_db(junk)
    other = tmp_path / "other.db"
    conn = sqlite3.connect(str(other))
    conn.execute("CREATE TABLE t(x)")
    conn.commit()
    conn.close()
    with pytest.raises(SnapshotError, match="not an agentmemory database"):
        check_db(other)
