"""Tests for store/db.py and store/migrations.py on a real SQLite file."""
import sqlite3
import threading
import time

import pytest

from agentmemory.store import Store
from agentmemory.store.db import BUSY_TIMEOUT_MS
from agentmemory.store.migrations import MIGRATIONS
from helpers import RollbackFails


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "db" / "agentmemory.db").open()
    yield s
    s.close()


def raw(store):
    """An independent connection, as another process would have."""
    conn = sqlite3.connect(str(store.path))
    conn.row_factory = sqlite3.Row
    return conn


def test_open_creates_the_file_in_wal_mode(store):
    assert store.path.exists()
    assert raw(store).execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    with store.write() as tx:
        tx.put("mem:x", "k", 1)
    assert store.path.with_name(store.path.name + "-wal").exists()


def test_busy_timeout_on_writer_and_readers(store):
    assert store.read().execute("PRAGMA busy_timeout").fetchone()[0] == BUSY_TIMEOUT_MS
    with store.write() as tx:
        assert tx.conn.execute("PRAGMA busy_timeout").fetchone()[0] == BUSY_TIMEOUT_MS
    assert BUSY_TIMEOUT_MS >= 1000


def test_readers_are_read_only(store):
    with pytest.raises(sqlite3.OperationalError):
        store.read().execute("INSERT INTO kv_store VALUES ('a','b','1',0)")


def test_migrations_are_recorded_by_name_and_not_reapplied(tmp_path):
    path = tmp_path / "agentmemory.db"
    s = Store(path).open()
    with s.write() as tx:
        tx.put("mem:x", "k", {"v": 1})
    first = raw(s).execute("SELECT name, applied_at FROM schema_migrations ORDER BY rowid").fetchall()
    assert [r["name"] for r in first] == [name for name, _ in MIGRATIONS]
    assert s.schema_version == len(MIGRATIONS)
    s.close()

    s2 = Store(path).open()  # would fail with "table already exists" if re-applied
    again = raw(s2).execute("SELECT name, applied_at FROM schema_migrations ORDER BY rowid").fetchall()
    assert [tuple(r) for r in again] == [tuple(r) for r in first]
    assert s2.get("mem:x", "k") == {"v": 1}
    s2.close()


def test_migration_names_are_unique_and_ordered():
    names = [name for name, _ in MIGRATIONS]
    assert len(set(names)) == len(names)
    assert names == sorted(names)


def test_kv_put_get_delete_scan(store):
    with store.write("agent") as tx:
        tx.put("mem:x", "b", {"n": 2})
        tx.put("mem:x", "a", {"n": 1})
        tx.put("mem:y", "a", "other")
        assert tx.get("mem:x", "a") == {"n": 1}  # the transaction sees its own writes
        assert tx.count("mem:x") == 2
    assert list(store.scan("mem:x")) == [("a", {"n": 1}), ("b", {"n": 2})]
    assert store.get_many([("mem:x", "a"), ("mem:y", "a"), ("mem:z", "q")]) == {
        ("mem:x", "a"): {"n": 1}, ("mem:y", "a"): "other"}
    with store.write() as tx:
        tx.put("mem:x", "a", {"n": 10})
        assert tx.delete("mem:x", "b") is True
        assert tx.delete("mem:x", "missing") is False
    assert list(store.scan("mem:x")) == [("a", {"n": 10})]
    assert store.scopes() == ["mem:x", "mem:y"]


def test_a_write_that_raises_rolls_back_kv_and_audit(store):
    with store.write() as tx:
        tx.put("mem:keep", "k", 1)
    conn = raw(store)
    before = {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
              for t in ("kv_store", "audit_log")}

    class Boom(Exception):
        pass

    events = []
    store.on_commit(events.append)
    with pytest.raises(Boom):
        with store.write("agent") as tx:
            tx.put("mem:x", "k", {"v": 1})
            tx.put("mem:keep", "k", 2)
            tx.audit("test.write", "mem:x", "k", {"d": 1})
            assert tx.get("mem:x", "k") == {"v": 1}  # inside the transaction everything is visible ...
            raise Boom()
    after = {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in before}
    assert after == before
    assert store.get("mem:keep", "k") == 1
    assert events == []  # no events for a rolled-back write
    with store.write() as tx:  # the writer is usable again
        tx.put("mem:x", "k", 3)
    assert store.get("mem:x", "k") == 3


def test_audit_rows_share_the_transaction_time_and_agent(store):
    with store.write("agent-7") as tx:
        tx.audit("a", "mem:x", "1", {"n": 1})
        tx.audit("b", "mem:x", "2")
    rows = raw(store).execute("SELECT ts, agent_id, operation, detail FROM audit_log ORDER BY id").fetchall()
    assert [(r["agent_id"], r["operation"], r["detail"]) for r in rows] == [
        ("agent-7", "a", '{"n":1}'), ("agent-7", "b", None)]
    assert rows[0]["ts"] == rows[1]["ts"]


def test_on_commit_listeners_get_the_events_once_per_commit(store):
    seen = []
    store.on_commit(seen.append)
    with store.write() as tx:
        tx.emit("x", {"n": 1})
        tx.emit("y", {"n": 2})
    with store.write() as tx:
        tx.put("mem:x", "k", 1)  # no events: no call
    assert seen == [[("x", {"n": 1}), ("y", {"n": 2})]]


def test_writes_from_many_threads_are_serialised(store):
    def work(n):
        for i in range(50):
            with store.write() as tx:
                cur = tx.get("mem:counter", "c") or 0
                tx.put("mem:counter", "c", cur + 1)
                tx.put("mem:items", f"{n}-{i}", i)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert store.get("mem:counter", "c") == 300  # no lost update
    assert len(list(store.scan("mem:items"))) == 300


def test_a_reader_sees_the_last_commit_while_another_thread_reads(store):
    with store.write() as tx:
        tx.put("mem:x", "k", 1)
    got = []
    t = threading.Thread(target=lambda: got.append(store.get("mem:x", "k")))
    t.start()
    t.join()
    with store.write() as tx:
        tx.put("mem:x", "k", 2)
    t = threading.Thread(target=lambda: got.append(store.get("mem:x", "k")))
    t.start()
    t.join()
    assert got == [1, 2]
    assert store.get("mem:x", "k") == 2


def test_write_on_a_closed_store_fails_clearly(tmp_path):
    s = Store(tmp_path / "x.db").open()
    s.close()
    with pytest.raises(RuntimeError, match="not open"):
        with s.write():
            pass


def test_db_bytes_counts_the_wal(store):
    with store.write() as tx:
        tx.put("mem:x", "k", "v" * 10_000)
    assert store.db_bytes() >= store.path.stat().st_size + 10_000


def test_reader_connections_are_reused_by_later_threads(store):
    """Regression: a thread-per-request server must not open (and leak) a connection per request."""
    import threading
    seen = []

    def work():
        seen.append(id(store.read()))
        store.read().execute("SELECT 1").fetchone()

    for _ in range(20):
        t = threading.Thread(target=work)
        t.start()
        t.join()
    assert len(set(seen)) == 1
    assert len(store._readers) <= 2  # this thread's (if any) and the one the workers shared


def test_after_commit_hooks_run_once_after_commit_and_never_after_a_rollback(store):
    calls = []

    def hook():
        calls.append(store.get("mem:x", "k"))  # runs after COMMIT: a reader sees the write

    with store.write() as tx:
        tx.put("mem:x", "k", 1)
        tx.after_commit(hook)
        tx.after_commit(hook)  # the same function twice: called once
        assert calls == []
    assert calls == [1]
    with pytest.raises(RuntimeError):
        with store.write() as tx:
            tx.after_commit(hook)
            raise RuntimeError("rolled back")
    assert calls == [1]


def test_a_failing_after_commit_hook_leaves_the_write_committed(store):
    def broken():
        raise ValueError("hook failed")

    with store.write() as tx:
        tx.put("mem:x", "k", 5)
        tx.after_commit(broken)
    assert store.get("mem:x", "k") == 5


def test_migrate_applies_another_parts_named_migrations_once(store):
    extra = [("0900_test_table", "CREATE TABLE test_extra (id INTEGER PRIMARY KEY);")]
    store.migrate(extra)
    store.migrate(extra)  # recorded: not applied again (would fail with "table already exists")
    names = [r[0] for r in raw(store).execute("SELECT name FROM schema_migrations ORDER BY rowid")]
    assert names == [name for name, _ in MIGRATIONS] + ["0900_test_table"]


def test_the_store_does_not_know_the_search_index_tables():
    """The search index owns its tables (search/storage): no store module names them."""
    from pathlib import Path

    import agentmemory.store as pkg
    for path in Path(pkg.__file__).parent.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for table in ("search_docs", "search_fts", "embed_queue", "vectors"):
            assert table not in text, f"{path.name} names {table}"


def test_prune_event_ids_drops_only_keys_older_than_the_cutoff(store):
    from agentmemory.store.event_ids import SqliteEventIds
    with store.write() as tx:
        SqliteEventIds(tx.conn, 1000.0).record("old", "observe", {"observationId": "o1"})
        SqliteEventIds(tx.conn, 2000.0).record("new", "observe", {"observationId": "o2"})
    assert store.prune_event_ids(1500.0) == 1
    assert store.reader().event_ids.seen("old") is None
    assert store.reader().event_ids.seen("new") == {"observationId": "o2"}
    assert store.prune_event_ids(1500.0) == 0


def test_a_failed_rollback_discards_the_writer_so_no_later_write_commits_what_it_held(store):
    """ROLLBACK failing left the writer in an unknown state, still holding the failed write's rows: every later
    write failed ("cannot start a transaction within a transaction") until a restart, and any COMMIT on it would
    have committed them. The writer is now closed (SQLite drops what it held) and a new one takes its place."""
    wrapped = store._writer = RollbackFails(store._writer)
    with pytest.raises(RuntimeError, match="the write failed"):
        with store.write() as tx:
            tx.put("mem:x", "half", {"n": 1})
            raise RuntimeError("the write failed")
    assert wrapped.failed == 1
    with store.write() as tx:
        tx.put("mem:x", "whole", {"n": 2})
    assert store._writer is not wrapped
    assert [r[0] for r in raw(store).execute("SELECT key FROM kv_store WHERE scope='mem:x'")] == ["whole"]



def test_closing_while_another_thread_reads_lets_that_thread_finish(tmp_path):
    """A request thread (an open dashboard stream) still reading while the server closed: close() closed the
    connection under a statement that thread was preparing, and the process died of a segfault. Now that thread's
    reads go on until it is done; no thread opens a new reader on the closed store; this thread's own reader closes."""
    store = Store(tmp_path / "db" / "agentmemory.db").open()
    own = store.read()
    started, stop, errors, done = threading.Event(), threading.Event(), [], []

    def reads():
        conn, i = store.read(), 0
        started.set()
        try:
            while not stop.is_set():  # a new statement each time: SQLite prepares it with the GIL released
                i += 1
                assert conn.execute(f"SELECT {i} + count(*) FROM kv_store").fetchone()[0] == i
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(exc)
        done.append(i)

    reader = threading.Thread(target=reads)
    reader.start()
    assert started.wait(10)
    time.sleep(0.05)
    store.close()
    time.sleep(0.2)
    stop.set()
    reader.join(10)
    assert errors == [] and done and done[0] > 100
    with pytest.raises(sqlite3.ProgrammingError):
        own.execute("SELECT 1")
    late = []
    t = threading.Thread(target=lambda: late.append(pytest.raises(RuntimeError, store.read)))
    t.start()
    t.join(10)
    assert late and "not open" in str(late[0].value)
