"""The database file damaged under a running server, met first by a background thread (the embedding queue,
the maintenance timer, the distiller, the source poller) rather than by a request: the thread tells the store,
as a request does, so writes are refused and /health is degraded naming why, and it stops with one log line
instead of logging a traceback every round. Was: only logged, every round, while health said ok."""
from __future__ import annotations

import logging
import sqlite3

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.store import DAMAGED_ANSWER
from helpers import damage

pytestmark = pytest.mark.sqlite_only("overwrites a page of the SQLite file")


def _start_queue(services):
    services.shared.searcher.queue.start()
    return services.shared.searcher.queue._thread


def _start_threads_of(services, start):
    before = list(services.shared.threads)
    start()
    return next(t for t in services.shared.threads if t not in before)


# name logged, table damaged, how the thread starts (each reads the damaged table at once or within 2 s)
THREADS = {
    "embedding queue": ("embed_queue", _start_queue),
    "maintenance": ("kv_store", lambda s: _start_threads_of(s, s.system.start_maintenance)),
    "episode distillation": ("kv_store", lambda s: _start_threads_of(s, s.episodes.start_distiller)),
    "source polling": ("kv_store", lambda s: _start_threads_of(s, s.sources.start_polling)),
}


@pytest.fixture
def server(make_client, tmp_path):
    (tmp_path / "docs").mkdir()
    client, services = make_client(source_poll_seconds=1)
    for i in range(3):
        assert client.post(PREFIX + "/remember", json={"content": f"acknowledged {i}"}).status_code == 201
    assert client.post(PREFIX + "/sources", json={"path": str(tmp_path / "docs")}).status_code in (200, 201)
    services.shared.searcher.queue.drain()  # nothing queued, nothing written by a thread while the file is damaged
    return client, services


@pytest.mark.parametrize("what", sorted(THREADS))
def test_a_background_thread_that_meets_a_damaged_page_marks_the_store_and_stops(server, what, caplog):
    client, services = server
    table, start = THREADS[what]
    damage(services.store, table)
    assert "damaged" not in services.store.info()
    with caplog.at_level(logging.INFO):
        thread = start(services)
        thread.join(timeout=15)
        assert not thread.is_alive(), f"{what} still runs on a damaged database"

    why = services.store.info()["damaged"]  # the thread told the store: no request met the damage
    assert why.startswith("SQLite found agentmemory.db damaged") and "malformed" in why
    stopped = [r for r in caplog.records if "stopped" in r.getMessage()]
    assert sorted(r.getMessage() for r in stopped) == [f"WAL checkpoint stopped: {why}", f"{what} stopped: {why}"]
    assert [r.getMessage() for r in caplog.records if r.exc_info] == []  # no traceback, let alone one per round

    r = client.post(PREFIX + "/remember", json={"content": "after the damage"})
    assert r.status_code == 503 and r.get_json() == {"error": DAMAGED_ANSWER, "retryable": False}
    body = client.get(PREFIX + "/health").get_json()
    assert body["status"] == "degraded" and f"database: {why}" in body["problems"]


class _DamagedCheckpoints:
    """The checkpointer's connection, its checkpoints failing as SQLite's do on a damaged file (SQLITE_CORRUPT)."""

    def __init__(self, conn):
        self.conn = conn

    def execute(self, sql, *args):
        if "wal_checkpoint" in sql:
            exc = sqlite3.DatabaseError("database disk image is malformed")
            exc.sqlite_errorcode = 11
            raise exc
        return self.conn.execute(sql, *args)

    def close(self):
        self.conn.close()


def _stopped_lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if "WAL checkpoint" in r.getMessage()]


def test_the_wal_checkpointer_stops_when_a_request_meets_a_damaged_page(server, caplog):
    """Was: the checkpoint thread was never told, and went on copying the WAL into the damaged file (close's
    TRUNCATE too) after every write was refused."""
    client, services = server
    checkpointer = services.store.checkpointer
    thread = checkpointer._thread
    damage(services.store, "kv_store")
    with caplog.at_level(logging.INFO):
        assert client.get(PREFIX + "/memories").status_code == 503  # a request meets the damage, not the thread
        thread.join(timeout=15)
        assert not thread.is_alive(), "the WAL checkpointer still runs on a damaged database"
    why = services.store.info()["damaged"]
    assert _stopped_lines(caplog) == [f"WAL checkpoint stopped: {why}"]
    services.store.failed(sqlite3.DatabaseError("database disk image is malformed"))  # told again: said once
    assert checkpointer.halted == why and _stopped_lines(caplog) == [f"WAL checkpoint stopped: {why}"]


def test_a_checkpoint_that_meets_a_damaged_file_tells_the_store_and_stops(server, caplog):
    client, services = server
    checkpointer = services.store.checkpointer
    thread = checkpointer._thread
    checkpointer._conn = _DamagedCheckpoints(checkpointer._conn)
    with caplog.at_level(logging.INFO):
        assert client.post(PREFIX + "/remember", json={"content": "one more write"}).status_code == 201
        thread.join(timeout=15)  # its checkpoint comes within `interval` (1 s) of the write
        assert not thread.is_alive(), "the WAL checkpointer still runs on a damaged database"
    why = services.store.info()["damaged"]  # the checkpoint told the store: writes refused, health says why
    assert why.startswith("SQLite found agentmemory.db damaged") and "malformed" in why
    assert _stopped_lines(caplog) == [f"WAL checkpoint stopped: {why}"]  # no "failed" warning, no traceback
    assert [r.getMessage() for r in caplog.records if r.exc_info] == []
    r = client.post(PREFIX + "/remember", json={"content": "after the damage"})
    assert r.status_code == 503 and r.get_json() == {"error": DAMAGED_ANSWER, "retryable": False}
