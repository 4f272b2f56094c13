"""Several server processes on one PostgreSQL: events reach every worker's viewers, acknowledged writes
survive a killed worker, each queued item is embedded once. Real processes, a real database."""
from __future__ import annotations

import collections
import threading
import time

import psycopg
import pytest
import requests
from helpers import observe_payload, wait_until

from agentmemory.app import running
from agentmemory.config import Settings
from agentmemory.store.cluster.bus import MAX_INLINE_BYTES

from .pg_fixtures import vector_index
from .worker_helpers import API, PgServe, messages_until

pytestmark = pytest.mark.slow


@pytest.fixture
def servers():
    made: list[PgServe] = []
    yield made
    for s in made:
        s.stop()


def test_a_write_through_one_server_reaches_the_others_viewer(tmp_path, pg_url, servers):
    a = PgServe(tmp_path / "a", pg_url)
    servers.append(a)
    b = PgServe(tmp_path / "b", pg_url)
    servers.append(b)
    ws_a, ws_b = a.viewer(), b.viewer()
    try:
        mem = a.remember()
        got = messages_until(ws_b, {mem}, event="memory.created")
        assert any(m["event"] == "memory.created" and m["data"]["id"] == mem for m in got)
        # a large event (over NOTIFY's payload limit) travels by id, whole
        big = "capybara " * (MAX_INLINE_BYTES // 4)
        r = requests.post(b.url + API + "/observe", json=observe_payload(text=big), timeout=30)
        assert r.status_code == 201, r.text
        obs = r.json()["observationId"]
        got = messages_until(ws_a, {obs}, event="observation.raw")
        raw = [m for m in got if m["event"] == "observation.raw" and m["data"]["id"] == obs]
        assert raw and raw[0]["data"]["data"]["text"] == big
    finally:
        ws_a.close()
        ws_b.close()


def test_n_workers_behind_one_port_give_every_viewer_every_write_in_order(tmp_path, pg_url, servers):
    srv = PgServe(tmp_path / "w", pg_url, workers=2)
    servers.append(srv)
    viewers = [srv.viewer() for _ in range(4)]  # spread over the two workers by the kernel
    try:
        ids = [srv.remember() for _ in range(12)]  # a new connection each: either worker answers
        for ws in viewers:
            got = messages_until(ws, set(ids), event="memory.created")
            order = [m["data"]["id"] for m in got if m["event"] == "memory.created"]
            assert order == ids
    finally:
        for ws in viewers:
            ws.close()


def _memory_keys(url: str) -> set[str]:
    with psycopg.connect(url) as conn:
        return {r[0] for r in conn.execute("SELECT key FROM kv_store WHERE scope = 'mem:memories'")}


def test_kill_9_of_a_worker_mid_write_loses_nothing_acknowledged(tmp_path, pg_url, servers):
    srv = PgServe(tmp_path / "k", pg_url, workers=2)
    servers.append(srv)
    acked: list[str] = []
    stop = threading.Event()

    def writer() -> None:
        with requests.Session() as http:
            while not stop.is_set():
                try:
                    acked.append(srv.remember(http))
                except (requests.RequestException, AssertionError):
                    http.close()  # the killed worker's connection: a new one reaches a live worker
    threads = [threading.Thread(target=writer) for _ in range(6)]
    for t in threads:
        t.start()
    try:
        wait_until(lambda: len(acked) >= 30, timeout=60, message="the writers got no acknowledgements")
        victim = srv.workers()[0]
        victim.kill()  # SIGKILL, mid-write: six writers are busy
        before = len(acked)
        wait_until(lambda: len(acked) >= before + 30, timeout=60, message="no writes after the kill")
    finally:
        stop.set()
        for t in threads:
            t.join(timeout=60)
    lost = set(acked) - _memory_keys(pg_url)
    assert not lost, f"{len(lost)} acknowledged writes lost of {len(acked)}"
    wait_until(lambda: len(srv.workers()) == 2, timeout=60, message="gunicorn did not replace the killed worker")


def test_workers_claiming_the_queue_embed_each_item_once(tmp_path, pg_url):
    settings = [Settings(data_dir=tmp_path / f"w{i}", embedding_provider="fake", database_url=pg_url,
                         vector_index=vector_index(), transcript_roots=(tmp_path / "t",)) for i in range(3)]
    with running(settings[0]) as one, running(settings[1]) as two, running(settings[2]) as three:
        caller = one.tokens.local_caller()
        for i in range(150):
            one.memories.remember(caller, content=f"item {i} unique words {i * 7919} {i * 104729}")
        embedded: list[str] = []
        lock = threading.Lock()

        def work(svc) -> None:
            queue = svc.shared.searcher.queue

            def embed(texts):
                with lock:
                    embedded.extend(texts)
                time.sleep(0.01)  # a model's time: the others claim meanwhile
                return queue.embedder.embed(texts, kind="passage")
            deadline = time.monotonic() + 120
            while queue.run_once(embed=embed) and time.monotonic() < deadline:
                pass
        for svc in (one, two, three):
            svc.shared.searcher.queue.batch_size = 8
        threads = [threading.Thread(target=work, args=(svc,)) for svc in (one, two, three)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=180)
        counts = collections.Counter(embedded)
        assert len(counts) == 150 and set(counts.values()) == {1}, counts.most_common(3)
        assert one.shared.searcher.queue.pending() == 0
