"""store/dbfile.py's Checkpointer on a real SQLite file: the WAL is copied back off the write path,
stays under its bound while writes never pause, is truncated on close, and a SIGKILL in the middle
of writes and checkpoints loses no committed write."""
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

from helpers import wait_until

from agentmemory.store import Store, open_store
from agentmemory.store.dbfile import Checkpointer

SRC = Path(__file__).resolve().parents[2] / "src"
ROW = "x" * 3000  # about one page per write, so the WAL grows fast


def wal(store) -> Path:
    return store.path.with_name(store.path.name + "-wal")


def wal_size(store) -> int:
    try:
        return wal(store).stat().st_size
    except FileNotFoundError:
        return 0


def small(**kw) -> Checkpointer:
    return Checkpointer(**{"every": 20, "interval": 0.05, "restart_bytes": 512 << 10,
                           "limit_bytes": 4 << 20, "wait": 0.1, **kw})


def test_the_server_store_checkpoints_off_the_write_path(tmp_path):
    store = open_store(tmp_path / "agentmemory.db")
    try:
        assert isinstance(store.checkpointer, Checkpointer)
        with store.write() as tx:
            assert tx.conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
            assert tx.conn.execute("PRAGMA journal_size_limit").fetchone()[0] == store.checkpointer.limit_bytes
            tx.put("mem:x", "k", 1)
        thread = store.checkpointer._thread
        assert thread.name == "wal-checkpoint" and thread.is_alive()
    finally:
        store.close()
    assert not thread.is_alive()
    plain = Store(tmp_path / "plain.db").open()  # without a checkpointer: SQLite's own, as before
    try:
        assert plain._writer.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 1000
    finally:
        plain.close()


def test_an_idle_store_is_checkpointed_after_its_last_write(tmp_path):
    store = Store(tmp_path / "agentmemory.db", checkpointer=small(every=1000, interval=0.2)).open()
    try:
        with store.write() as tx:  # one write, far fewer than `every`: the interval brings the checkpoint
            tx.put("mem:x", "k", ROW)
        wait_until(lambda: store.checkpointer.runs >= 1, 5, "no checkpoint after a quiet interval")
        alone = tmp_path / "alone.db"  # the database file without its WAL: the row is in it
        shutil.copyfile(store.path, alone)
        conn = sqlite3.connect(str(alone))
        assert conn.execute("SELECT count(*) FROM kv_store WHERE scope='mem:x'").fetchone()[0] == 1
        conn.close()
    finally:
        store.close()


def _writers(store, stop: threading.Event, done: list[int]) -> list[threading.Thread]:
    """A writer per item of `done` (each counts its commits there) and one short reader."""
    def write(w: int) -> None:
        while not stop.is_set():
            with store.write() as tx:
                tx.put("mem:x", f"w{w}-{done[w]}", ROW)
            done[w] += 1

    def read() -> None:  # short reads in between, as requests make them
        while not stop.is_set():
            store.read().execute("SELECT value FROM kv_store WHERE scope='mem:x' AND key='w0-1'").fetchone()
            time.sleep(0.001)

    threads = [threading.Thread(target=write, args=(w,)) for w in range(len(done))] + [threading.Thread(target=read)]
    for t in threads:
        t.start()
    return threads


def test_sustained_writes_keep_the_wal_under_its_bound(tmp_path):
    ck = small()
    store = Store(tmp_path / "agentmemory.db", checkpointer=ck).open()
    stop, sizes, done = threading.Event(), [], [0, 0, 0]
    target = 4 * ck.limit_bytes // len(ROW) + 1  # rows: more than four times what the WAL may hold
    bound = ck.limit_bytes + (512 << 10)
    threads = _writers(store, stop, done)
    try:  # until that many commits (not for a fixed time: a loaded machine writes slower)
        deadline = time.monotonic() + 120  # a safety stop only
        while time.monotonic() < deadline and not (sizes and sizes[-1] > bound):
            if sum(done) >= target and ck.runs >= 5 and ck.restarts >= 5:
                break
            sizes.append(wal_size(store))
            time.sleep(0.005)
    finally:
        stop.set()
        for t in threads:
            t.join()
    rows = store.read().execute("SELECT count(*) FROM kv_store WHERE scope='mem:x'").fetchone()[0]
    store.close()
    # past limit_bytes, a commit (one of 16) waits for a RESTART; the file is cut back at the next one
    assert max(sizes) <= bound, (max(sizes), ck.runs, ck.restarts)
    assert rows == sum(done) >= target  # far more went through the WAL than it may hold
    assert ck.runs >= 5 and ck.restarts >= 5


def test_a_long_reader_holds_the_wal_until_it_ends_then_it_shrinks(tmp_path):
    ck = small()
    store = Store(tmp_path / "agentmemory.db", checkpointer=ck).open()
    try:
        with store.write() as tx:
            tx.put("mem:x", "first", ROW)
        reader = sqlite3.connect(str(store.path), isolation_level=None)
        reader.execute("BEGIN")
        assert reader.execute("SELECT count(*) FROM kv_store WHERE scope='mem:x'").fetchone()[0] == 1
        for i in range(600):  # ~2 MB of pages while the reader keeps its snapshot
            with store.write() as tx:
                tx.put("mem:x", f"k{i}", ROW)
        assert wal_size(store) > ck.limit_bytes  # SQLite cannot copy past the reader's snapshot
        assert reader.execute("SELECT count(*) FROM kv_store WHERE scope='mem:x'").fetchone()[0] == 1
        reader.execute("COMMIT")
        reader.close()

        def shrunk() -> bool:
            with store.write() as tx:  # the WAL restarts (and is cut to limit_bytes) at a write
                tx.put("mem:x", "after", ROW)
            return wal_size(store) <= ck.limit_bytes
        wait_until(shrunk, 10, lambda: f"the WAL stayed at {wal_size(store)} bytes")
    finally:
        store.close()


def test_close_checkpoints_and_truncates_the_wal(tmp_path):
    store = Store(tmp_path / "agentmemory.db", checkpointer=small(every=10_000, interval=60)).open()
    for i in range(50):
        with store.write() as tx:
            tx.put("mem:x", f"k{i}", ROW)
    assert wal_size(store) > 0
    other = sqlite3.connect(str(store.path))  # another connection stays open: SQLite would keep the WAL
    other.execute("SELECT 1").fetchone()
    store.close()
    assert wal_size(store) == 0  # TRUNCATE: every frame is in the database file
    other.close()
    assert not wal(store).exists()
    conn = sqlite3.connect(str(store.path))
    assert conn.execute("SELECT count(*) FROM kv_store WHERE scope='mem:x'").fetchone()[0] == 50
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()


CHILD = r"""
import sys
from agentmemory.store import Store
from agentmemory.store.dbfile import Checkpointer
store = Store(sys.argv[1], checkpointer=Checkpointer(every=10, interval=0.01, restart_bytes=128 << 10,
                                                     limit_bytes=512 << 10)).open()
i = int(sys.argv[2])
while True:
    with store.write() as tx:
        tx.put("mem:x", f"k{i}", "x" * 3000)
    print(i, flush=True)  # acknowledged: COMMIT has returned
    i += 1
"""


def test_sigkill_during_writes_and_checkpoints_loses_no_committed_write(tmp_path):
    db = tmp_path / "agentmemory.db"
    acked = -1
    for _round in range(3):
        proc = subprocess.Popen([sys.executable, "-c", CHILD, str(db), str(acked + 1)], stdout=subprocess.PIPE,
                                text=True, env={"PYTHONPATH": str(SRC), "PATH": "/usr/bin:/bin"})
        for n, line in enumerate(proc.stdout):
            acked = int(line)
            if n >= 300:
                break
        proc.send_signal(signal.SIGKILL)  # in the middle of a write, or of a checkpoint
        for line in proc.stdout.read().splitlines():  # what it acknowledged before it died
            acked = int(line)
        proc.wait()
        conn = sqlite3.connect(str(db))
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        keys = {r[0] for r in conn.execute("SELECT key FROM kv_store WHERE scope='mem:x'")}
        conn.close()
        assert not {f"k{i}" for i in range(acked + 1)} - keys, "an acknowledged write was lost"
    assert acked > 900
