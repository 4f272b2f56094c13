"""Group commit (store/db.py `Store.write`): concurrent writes that queue for the writer share one
COMMIT, each answered only after it; a write that fails loses none of the others."""
from __future__ import annotations

import sqlite3
import threading

import pytest

from agentmemory.memory.base import write_attempts
from agentmemory.store import SharedRollback, Store
from tests.helpers import wait_until


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "db" / "agentmemory.db").open()
    yield s
    s.close()


def committed_keys(store) -> set[str]:
    """The keys another process would see now (an independent connection)."""
    conn = sqlite3.connect(str(store.path))
    try:
        return {r[0] for r in conn.execute("SELECT key FROM kv_store WHERE scope='mem:g'")}
    finally:
        conn.close()


class Writer(threading.Thread):
    """One concurrent write (`store.write(concurrent=True)`) of key `key`, run again on a WriteConflict as
    observe does; `hold` keeps its body open until set; `fail` makes its body raise."""

    def __init__(self, store, key: str, hold: threading.Event | None = None, fail: bool = False):
        super().__init__()
        self.store, self.key, self.hold, self.fail = store, key, hold, fail
        self.inside, self.done = threading.Event(), threading.Event()
        self.error: BaseException | None = None
        self.attempts = 0

    def run(self) -> None:
        try:
            for attempt in write_attempts("the test write"):
                with attempt, self.store.write(concurrent=True) as tx:
                    self.attempts += 1
                    tx.put("mem:g", self.key, {"n": 1})
                    self.inside.set()
                    if self.hold is not None:
                        self.hold.wait(10)
                    if self.fail:
                        raise ValueError(f"{self.key} fails")
        except BaseException as exc:  # noqa: BLE001 - the test reads it
            self.error = exc
        finally:
            self.done.set()


def test_queued_writes_share_one_commit_and_each_returns_only_after_it(store):
    hold_a, hold_rest = threading.Event(), threading.Event()
    a = Writer(store, "a", hold_a)
    a.start()
    a.inside.wait(5)
    b, c = Writer(store, "b", hold_rest), Writer(store, "c", hold_rest)
    b.start()
    c.start()
    wait_until(lambda: len(store._queued) == 2, message="b and c never queued for the writer")
    hold_a.set()  # a's body ends with b and c queued: a hands the writer on instead of committing
    wait_until(lambda: b.inside.is_set() or c.inside.is_set())
    assert not a.done.is_set()  # a's body is done, but its answer waits for the shared COMMIT
    assert committed_keys(store) == set()
    hold_rest.set()
    for w in (a, b, c):
        w.join(10)
        assert w.error is None and w.attempts == 1
    assert committed_keys(store) == {"a", "b", "c"}


def test_a_failing_write_loses_none_of_the_others(store):
    hold = threading.Event()
    a = Writer(store, "a", hold)
    a.start()
    a.inside.wait(5)
    bad, c = Writer(store, "bad", fail=True), Writer(store, "c")
    bad.start()
    wait_until(lambda: len(store._queued) == 1)
    c.start()
    wait_until(lambda: len(store._queued) == 2)
    hold.set()
    for w in (a, bad, c):
        w.join(10)
    assert isinstance(bad.error, ValueError)
    assert a.error is None and c.error is None
    assert committed_keys(store) == {"a", "c"}  # each once; nothing of the failed write
    assert a.attempts == 2  # its group was rolled back with the failed write: it ran again, alone


def test_a_write_rolled_back_with_its_group_says_so_and_keeps_nothing(store):
    """Without write_attempts, the other writes of a failed group raise SharedRollback (a WriteConflict)."""
    hold, errors = threading.Event(), []

    def plain(key: str, fail: bool = False) -> None:
        try:
            with store.write(concurrent=True) as tx:
                tx.put("mem:g", key, 1)
                if key == "a":
                    hold.wait(10)
                if fail:
                    raise ValueError("fails")
        except BaseException as exc:  # noqa: BLE001
            errors.append((key, type(exc)))

    a = threading.Thread(target=plain, args=("a",))
    a.start()
    wait_until(lambda: store._member is not None)
    bad = threading.Thread(target=plain, args=("bad", True))
    bad.start()
    wait_until(lambda: len(store._queued) == 1)
    hold.set()
    a.join(10)
    bad.join(10)
    assert sorted(errors) == [("a", SharedRollback), ("bad", ValueError)]
    assert committed_keys(store) == set()


def test_many_threads_of_concurrent_and_plain_writes_lose_no_update(store):
    def work(n: int) -> None:
        for i in range(40):
            if i % 5 == 0:  # a plain write commits the open group first and runs alone
                with store.write() as tx:
                    tx.put("mem:plain", f"{n}-{i}", i)
                continue
            for attempt in write_attempts("the counter"):
                with attempt, store.write(concurrent=True) as tx:
                    tx.put("mem:counter", "c", (tx.get("mem:counter", "c") or 0) + 1)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert store.get("mem:counter", "c") == 6 * 32
    assert len(list(store.scan("mem:plain"))) == 6 * 8


def test_a_write_inside_a_write_on_one_thread_is_refused(store):
    with store.write(concurrent=True):
        with pytest.raises(RuntimeError, match="not reentrant"):
            with store.write():
                pass
