"""Helpers shared by test modules: waiting for something, a request payload, a clock, a live server.

A plain module (tests import it by name; tests/ is on sys.path), so no test module imports
another test module or conftest. Fixtures live in conftest.py and in `*_fixtures.py` modules.
"""
from __future__ import annotations

import functools
import os
import sqlite3
import sys
import threading
import time
from typing import Callable, TypeVar

T = TypeVar("T")


def sql(store, statement: str, args=(), conn=None):
    """Run a test's look at the tables on either backend: `?` marks (PostgreSQL: %s); on `conn` if given
    (a write's `tx.conn`), else on the store's reads."""
    if getattr(store, "backend", "sqlite") == "postgresql":
        statement = statement.replace("?", "%s")
    return (conn if conn is not None else store.read()).execute(statement, args)


def damage(store, table: str = "kv_store") -> None:
    """A SQLite store's file damaged as a bad sector or another program damages one: the root page of `table`
    overwritten in the file, then every connection made to read pages anew. The WAL is copied into the file first (else its copy of the page would be read instead of the file's)."""
    assert store._writer.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0] == 0
    root = sql(store, "SELECT rootpage FROM sqlite_master WHERE name=?", (table,)).fetchone()[0]
    page = sql(store, "PRAGMA page_size").fetchone()[0]
    with open(store.path, "r+b") as f:
        f.seek((root - 1) * page)
        f.write(b"\xa5" * page)  # not a b-tree page of any kind
        os.fsync(f.fileno())
    for conn in [store._writer, *(c for _, c in store._readers)]:
        conn.execute("PRAGMA shrink_memory")  # drop the pages each connection has cached


class Sql:
    """`execute` as a reader connection's, with `?` marks on either backend (`sql`)."""

    def __init__(self, store):
        self.store = store

    def execute(self, statement: str, args=()):
        return sql(self.store, statement, args)


class RollbackFails:
    """A SQLite store's writer connection whose ROLLBACK raises "disk I/O error" without running (as a failing disk
    does), and with `commit_fails` its next COMMIT too; all else is the real connection's. Tests wrap
    `store._writer` in it: the one stand-in, for failures SQLite gives only on a failing disk."""

    def __init__(self, conn, commit_fails: bool = False):
        self.conn, self.commit_fails, self.failed = conn, commit_fails, 0

    def execute(self, statement: str, *args):
        word = statement.strip().upper()
        if word == "ROLLBACK" or (word == "COMMIT" and self.commit_fails):
            self.commit_fails = self.commit_fails and word != "COMMIT"
            self.failed += word == "ROLLBACK"
            raise sqlite3.OperationalError("disk I/O error")
        return self.conn.execute(statement, *args)

    def __getattr__(self, name: str):
        return getattr(self.conn, name)


def put_vector(services, kind: str, item_id: str, vec) -> None:
    """Store a unit-length vector for an item under the embedder's model (through the search storage)."""
    import numpy as np
    v = np.asarray(vec, dtype=np.float32)
    v = v / np.linalg.norm(v)
    with services.store.write() as tx:
        services.shared.searcher.storage.put_vector(tx, kind, item_id, services.shared.embedder.model, len(v),
                                                    v.tobytes(), "x")


def wait_until(predicate: Callable[[], T], timeout: float = 10.0, message: str | Callable[[], str] = "",
               interval: float = 0.05) -> T:
    """Call `predicate` until it returns something truthy, and return that.

    Fails the test (AssertionError) when `timeout` seconds pass first, saying what did not happen:
    `message` (a string, or a function called then, e.g. to add a process's stderr). The predicate
    may itself fail (assert) to stop early, e.g. when the process it waits for has exited.
    """
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    value = predicate()  # one last look: the deadline may have passed while the predicate ran
    if value:
        return value
    text = message() if callable(message) else message
    raise AssertionError(f"{text or 'the condition did not hold'} (waited {timeout:g}s)")


def observe_payload(session="s1", project="proj", text="hello world", **extra):
    """A POST /observe body as a hook sends it (a user message)."""
    body = {"hookType": "message", "sessionId": session, "project": project, "cwd": "/work",
            "timestamp": "2026-01-02T03:04:05Z", "data": {"speaker": "user", "text": text}}
    body.update(extra)
    return body


T0 = 1_767_225_600.0  # 2026-01-01T00:00:00Z


class Clock:
    """A controllable clock for `services.shared.clock`: set or advance `.t` in a test."""

    def __init__(self, t: float = T0):
        self.t = t

    def __call__(self) -> float:
        return self.t


class LiveServer:
    """`app` on a free loopback port in this process, served by werkzeug's threaded server (the
    one `agentmemory serve --server werkzeug` runs), so a test can reach the same `services`.
    gunicorn, the default of `serve`, runs as a real process in test_e2e_server.py and
    test_framing.py (it forks its worker, so it cannot serve an app built in the test)."""

    def __init__(self, app):
        from werkzeug.serving import make_server
        self.server = make_server("127.0.0.1", 0, app, threaded=True)
        self.port = self.server.server_port
        self.url = f"http://127.0.0.1:{self.port}"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def stop(self):
        self.server.shutdown()
        self.thread.join(timeout=5)
        self.server.server_close()


@functools.cache
def idle_policy() -> int | None:
    """os.SCHED_IDLE when this machine lets a thread take it, else None (threads.py then falls back to nice)."""
    if not sys.platform.startswith("linux"):
        return None
    out = []

    def probe():
        try:
            os.sched_setscheduler(threading.get_native_id(), os.SCHED_IDLE, os.sched_param(0))
            out.append(True)
        except (OSError, AttributeError):
            out.append(False)
    t = threading.Thread(target=probe)
    t.start()
    t.join()
    return os.SCHED_IDLE if out[0] else None
