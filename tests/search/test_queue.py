"""Tests for search/vectors.py: the embedding queue and the vector index, through the real app.

Keyword search sees a write at once; vector search only after the queue has
embedded it. The queue lives in SQLite, so it survives a restart.
"""
import os
import sys
import threading

import numpy as np
import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.app import build_services, create_app
from agentmemory.config import Settings
from agentmemory.search.embedders import FakeEmbedder
from agentmemory.search import ranking
from agentmemory.search.ranking import embedding_text
from agentmemory.search.vectors import text_hash
from helpers import idle_policy, observe_payload, wait_until


def search(client, query, mode):
    r = client.post(PREFIX + "/search", json={"query": query, "mode": mode})
    assert r.status_code == 200
    return [h["id"] for h in r.get_json()["results"]]


def observe(client, text, session="s1"):
    r = client.post(PREFIX + "/observe", json=observe_payload(session=session, text=text))
    assert r.status_code == 201
    return r.get_json()["observationId"]


def embeddings(client):
    return client.get(PREFIX + "/health").get_json()["embeddings"]


def test_keyword_at_once_vector_after_drain(client, services, drain):
    obs_text, mem_text = "pelican timeouts under load", "ocelot cache holds ten entries"
    obs_id = observe(client, obs_text)
    mem_id = client.post(PREFIX + "/remember", json={"content": mem_text}).get_json()["memory"]["id"]
    assert search(client, "pelican", "keyword") == [obs_id]
    assert search(client, "ocelot", "keyword") == [mem_id]
    assert search(client, obs_text, "vector") == [] and search(client, mem_text, "vector") == []
    assert embeddings(client)["pending"] == 2
    drain()
    assert obs_id in search(client, obs_text, "vector")
    assert mem_id in search(client, mem_text, "vector")
    assert obs_id in search(client, obs_text, "hybrid")
    assert embeddings(client)["pending"] == 0 and embeddings(client)["indexed"] == 2


def test_health_reports_the_embedder(client, drain):
    e = embeddings(client)
    assert {"provider", "model", "dim", "indexed", "pending"} <= set(e)
    assert (e["provider"], e["model"], e["dim"], e["indexed"], e["pending"]) == ("fake", "fake-hash-64", 64, 0, 0)
    for i in range(3):
        observe(client, f"item number {i} about owls")
    assert (embeddings(client)["indexed"], embeddings(client)["pending"]) == (0, 3)
    drain()
    assert (embeddings(client)["indexed"], embeddings(client)["pending"]) == (3, 0)


def test_health_without_embedder(tmp_path):
    s = Settings(data_dir=tmp_path / "none", embedding_provider="none")
    svc = build_services(s)
    try:
        client = create_app(s, svc).test_client()
        obs_id = observe(client, "keyword only works")
        e = embeddings(client)
        assert (e["provider"], e["indexed"], e["pending"]) == ("none", 0, 0)
        assert search(client, "keyword", "keyword") == [obs_id]
        assert search(client, "keyword", "vector") == []
        assert search(client, "keyword", "hybrid") == [obs_id]
        assert svc.store.read().execute("SELECT count(*) FROM embed_queue").fetchone()[0] == 0
    finally:
        svc.close()


@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_stored_vectors_match_the_embedder(client, services, drain):
    observe(client, "vectors are float32 and unit length")
    drain()
    rows = list(services.shared.searcher.storage.vector_rows("fake-hash-64", 64))
    assert len(rows) == 1
    vec = np.frombuffer(rows[0][2], dtype=np.float32)
    assert vec.shape == (64,)
    assert np.linalg.norm(vec) == pytest.approx(1.0, abs=2e-3)  # PostgreSQL keeps half precision


def test_pending_items_survive_a_restart(tmp_path):
    s = Settings(data_dir=tmp_path / "data", embedding_provider="fake")
    svc = build_services(s)
    client = create_app(s, svc).test_client()
    texts = [f"restart-proof heron {w}" for w in ("alpha", "bravo", "charlie", "delta", "echo")]
    ids = [observe(client, t) for t in texts]
    assert embeddings(client)["pending"] == 5
    svc.close()

    svc2 = build_services(s)
    try:
        client2 = create_app(s, svc2).test_client()
        assert embeddings(client2)["pending"] == 5 and embeddings(client2)["indexed"] == 0
        assert search(client2, "heron", "vector") == []
        assert set(search(client2, "heron", "keyword")) == set(ids)
        svc2.shared.catch_up()  # the observes' index work queues their embeddings
        svc2.shared.searcher.queue.drain()
        assert embeddings(client2)["pending"] == 0 and embeddings(client2)["indexed"] == 5
        assert all(i in search(client2, t, "vector") for i, t in zip(ids, texts))
    finally:
        svc2.close()

    svc3 = build_services(s)  # vectors load from the table on start: no re-embedding
    try:
        client3 = create_app(s, svc3).test_client()
        assert embeddings(client3)["pending"] == 0 and embeddings(client3)["indexed"] == 5
        assert all(i in search(client3, t, "vector") for i, t in zip(ids, texts))
    finally:
        svc3.close()


def test_a_partly_drained_queue_resumes_after_restart(tmp_path):
    s = Settings(data_dir=tmp_path / "data", embedding_provider="fake", embedding_batch_size=2)
    svc = build_services(s)
    client = create_app(s, svc).test_client()
    for i in range(5):
        observe(client, f"batch resume note {i}")
    svc.shared.catch_up()  # the observes' index work queues their embeddings
    assert svc.shared.searcher.queue.run_once() == 2
    svc.close()
    svc2 = build_services(s)
    try:
        client2 = create_app(s, svc2).test_client()
        assert (embeddings(client2)["indexed"], embeddings(client2)["pending"]) == (2, 3)
        svc2.shared.catch_up()  # the observes' index work queues their embeddings
        svc2.shared.searcher.queue.drain()
        assert (embeddings(client2)["indexed"], embeddings(client2)["pending"]) == (5, 0)
    finally:
        svc2.close()


def test_a_deleted_item_loses_its_vector_and_never_comes_back(tmp_path):
    s = Settings(data_dir=tmp_path / "data", embedding_provider="fake")
    svc = build_services(s)
    client = create_app(s, svc).test_client()
    gone_text, kept_text = "albatross credentials rotate monthly", "albatross dashboard is green"
    gone = observe(client, gone_text)
    kept = observe(client, kept_text, session="s2")
    svc.shared.catch_up()  # the observes' index work queues their embeddings
    svc.shared.searcher.queue.drain()
    assert gone in search(client, gone_text, "vector") and kept in search(client, kept_text, "vector")
    r = client.post(PREFIX + "/forget", json={"sessionId": "s1", "observationIds": [gone]})
    assert r.get_json()["deleted"] == [gone]
    conn = svc.store.read()
    assert conn.execute("SELECT count(*) FROM vectors WHERE item_id=?", (gone,)).fetchone()[0] == 0
    for mode in ("vector", "hybrid", "keyword"):
        assert gone not in search(client, gone_text, mode), mode
    assert embeddings(client)["indexed"] == 1
    svc.shared.catch_up()  # the observes' index work queues their embeddings
    svc.shared.searcher.queue.drain()  # nothing queued brings it back
    assert gone not in search(client, gone_text, "vector")
    svc.close()
    svc2 = build_services(s)  # nor does a restart (index rebuilt from the table, missing items re-queued)
    try:
        assert svc2.shared.searcher.queue.enqueue_missing() == 0
        svc2.shared.catch_up()  # the observes' index work queues their embeddings
        svc2.shared.searcher.queue.drain()
        client2 = create_app(s, svc2).test_client()
        assert gone not in search(client2, gone_text, "vector")
        assert kept in search(client2, kept_text, "vector")
        assert embeddings(client2)["indexed"] == 1
    finally:
        svc2.close()


class HookedEmbedder(FakeEmbedder):
    """The fake embedder, calling `hook()` once while it embeds passages (to act in the middle of a batch)."""

    def __init__(self):
        super().__init__()
        self.hook = None

    def embed(self, texts, kind="passage"):
        if kind == "passage" and self.hook is not None:
            hook, self.hook = self.hook, None
            hook()
        return super().embed(texts, kind)


@pytest.fixture
def hooked(tmp_path):
    s = Settings(data_dir=tmp_path / "hooked", embedding_provider="fake")
    embedder = HookedEmbedder()
    svc = build_services(s, embedder=embedder)
    yield create_app(s, svc).test_client(), svc, embedder
    svc.close()


def test_an_item_deleted_while_its_batch_embeds_gets_no_vector(hooked):
    client, svc, embedder = hooked
    text = "the cormorant key is in the vault"
    obs_id = observe(client, text)
    other = observe(client, "the cormorant runbook", session="s2")

    def forget():  # another request, on another thread, while the batch is being embedded
        t = threading.Thread(target=lambda: client.post(PREFIX + "/forget",
                                                        json={"sessionId": "s1", "observationIds": [obs_id]}))
        t.start()
        t.join()

    embedder.hook = forget
    svc.shared.catch_up()  # the observes' index work queues their embeddings
    svc.shared.searcher.queue.drain()
    conn = svc.store.read()
    assert conn.execute("SELECT count(*) FROM vectors WHERE item_id=?", (obs_id,)).fetchone()[0] == 0
    assert obs_id not in search(client, text, "vector")
    assert other in search(client, "the cormorant runbook", "vector")
    assert embeddings(client)["pending"] == 0


def test_an_item_changed_while_its_batch_embeds_is_embedded_again(hooked):
    client, svc, embedder = hooked
    mem = client.post(PREFIX + "/remember", json={"content": "The grebe cache holds ten entries"}).get_json()

    def rewrite():  # the same search row gets new text mid-batch: its queue entry is renewed
        with svc.store.write() as tx:
            row = tx.conn.execute("SELECT title, body FROM search_docs WHERE item_id=?",
                                  (mem["memory"]["id"],)).fetchone()
            svc.shared.searcher.put(tx, kind="memory", item_id=mem["memory"]["id"], scope="mem:memories", project=None,
                         agent_id="default", session_id=None, ts=1.0, title=row[0],
                         body="The grebe cache holds ten thousand entries")

    embedder.hook = rewrite
    svc.shared.catch_up()  # the observes' index work queues their embeddings
    svc.shared.searcher.queue.drain()
    row = svc.store.read().execute("SELECT text_hash FROM vectors WHERE item_id=?",
                                   (mem["memory"]["id"],)).fetchone()
    assert row is not None and embeddings(client)["pending"] == 0
    # the stored vector is the one of the new text
    doc = svc.store.read().execute("SELECT title, body, context FROM search_docs WHERE item_id=?",
                                   (mem["memory"]["id"],)).fetchone()
    assert row[0] == text_hash(embedder.model, embedding_text(doc[0], doc[1], doc[2]))


def test_a_failing_embedder_keeps_items_queued(tmp_path):
    class Broken(FakeEmbedder):
        def embed(self, texts, kind="passage"):
            raise RuntimeError("model crashed")

    s = Settings(data_dir=tmp_path / "broken", embedding_provider="fake")
    svc = build_services(s, embedder=Broken())
    try:
        client = create_app(s, svc).test_client()
        obs_id = observe(client, "the queue keeps kestrel items when the model fails")
        with pytest.raises(RuntimeError):
            svc.shared.catch_up()  # the observes' index work queues their embeddings
            svc.shared.searcher.queue.run_once()
        assert embeddings(client)["pending"] == 1
        assert search(client, "kestrel", "keyword") == [obs_id]  # keyword search is unaffected
    finally:
        svc.close()


@pytest.mark.slow
def test_background_worker_embeds_without_being_asked(tmp_path):
    s = Settings(data_dir=tmp_path / "bg", embedding_provider="fake")
    svc = build_services(s)
    try:
        client = create_app(s, svc).test_client()
        svc.start()
        text = "the worker embeds ibis notes on its own"
        obs_id = observe(client, text)
        wait_until(lambda: embeddings(client)["pending"] == 0, timeout=10,
                   message=lambda: f"the background worker did not embed the item: {embeddings(client)}")
        assert search(client, text, "vector") == [obs_id]
    finally:
        svc.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="per-thread nice is Linux-only")
def test_the_background_queue_embeds_at_low_priority_and_writes_at_normal(tmp_path):
    """The model runs on a SCHED_IDLE, nice-19 thread; the vectors are written by the queue's own thread."""
    class RecordingEmbedder(FakeEmbedder):  # the real fake embedder, noting where it ran
        def __init__(self):
            super().__init__()
            self.nice_seen: list[int] = []

        def embed(self, texts, kind="passage"):
            tid = threading.get_native_id()
            self.nice_seen.append((os.getpriority(os.PRIO_PROCESS, tid), os.sched_getscheduler(tid)))
            return super().embed(texts, kind)

    s = Settings(data_dir=tmp_path / "data", embedding_provider="fake")
    svc = build_services(s)
    try:
        rec = RecordingEmbedder()
        queue = svc.shared.searcher.queue
        queue.embedder = rec
        client = create_app(s, svc).test_client()
        ids = [observe(client, f"low priority heron {w}") for w in ("alpha", "bravo", "charlie")]
        queue.start()
        wait_until(lambda: embeddings(client)["pending"] == 0, timeout=20,
                   message=lambda: f"the started queue did not embed the items: {embeddings(client)}")
        assert embeddings(client) | {"pending": 0, "indexed": 3} == embeddings(client)
        IDLE = idle_policy()
        assert rec.nice_seen and set(rec.nice_seen) == {(19, IDLE if IDLE is not None else os.sched_getscheduler(0))}
        # run_once's write transaction runs on the queue's own thread, which keeps normal priority
        (loop,) = [t for t in threading.enumerate() if t.name == "embed-queue"]
        assert os.getpriority(os.PRIO_PROCESS, loop.native_id) == os.getpriority(os.PRIO_PROCESS, 0)
        assert os.sched_getscheduler(loop.native_id) == os.sched_getscheduler(0)
        assert set(search(client, "heron", "vector")) == set(ids)
    finally:
        svc.close()


def test_vectors_of_an_older_embedding_recipe_are_re_embedded_at_start(tmp_path):
    """An upgrade that changes how items are embedded (ranking.EMBEDDING_RECIPE) re-embeds the
    store in the background; vectors of the current recipe are left alone."""
    s = Settings(data_dir=tmp_path / "data", embedding_provider="fake")
    svc = build_services(s)
    client = create_app(s, svc).test_client()
    old = observe(client, "heron nests by the old mill")
    new = observe(client, "heron counts rose this spring", session="s2")
    svc.shared.catch_up()  # the observes' index work queues their embeddings
    svc.shared.searcher.queue.drain()
    kept = svc.store.read().execute("SELECT text_hash, vec FROM vectors WHERE item_id=?", (new,)).fetchone()
    with svc.store.write() as tx:  # as an older release stored it: a bare hash, another vector
        tx.conn.execute("UPDATE vectors SET text_hash='0123abcd', vec=? WHERE item_id=?",
                        (bytes(len(tx.conn.execute("SELECT vec FROM vectors WHERE item_id=?", (old,)).fetchone()[0])),
                         old))
    svc.close()
    svc2 = build_services(s)
    try:
        queue = svc2.shared.searcher.queue
        assert queue.enqueue_missing() == 1 and queue.pending() == 1
        assert old in search(create_app(s, svc2).test_client(), "heron nests by the old mill", "keyword")
        queue.drain()
        row = svc2.store.read().execute("SELECT text_hash, vec FROM vectors WHERE item_id=?", (old,)).fetchone()
        assert row[0].startswith(ranking.EMBEDDING_RECIPE + ":") and any(row[1])
        assert tuple(svc2.store.read().execute("SELECT text_hash, vec FROM vectors WHERE item_id=?",
                                               (new,)).fetchone()) == tuple(kept)  # the current recipe: left alone
        assert old in search(create_app(s, svc2).test_client(), "heron nests by the old mill", "vector")
        assert queue.enqueue_missing() == 0
    finally:
        svc2.close()


class RecordingEmbedder(FakeEmbedder):
    def __init__(self):
        super().__init__()
        self.passages: list[str] = []

    def embed(self, texts, kind="passage"):
        if kind == "passage":
            self.passages.extend(texts)
        return super().embed(texts, kind)


def test_only_conversation_turns_are_embedded_with_and_without_their_context(tmp_path):
    """hybrid-v3: a turn's vector mixes v(turn + previous turns + date) with v(turn alone);
    a tool observation (context = its facts) is embedded once."""
    s = Settings(data_dir=tmp_path / "data", embedding_provider="fake")
    embedder = RecordingEmbedder()
    svc = build_services(s, embedder=embedder)
    try:
        client = create_app(s, svc).test_client()
        observe(client, "Alice: the kayak trip is on Saturday")
        turn = observe(client, "Bob: great, I will bring the tent")
        tool = client.post(PREFIX + "/observe", json={
            "hookType": "post_tool_use", "sessionId": "s1", "project": "proj", "cwd": "/work",
            "data": {"tool_name": "Edit", "tool_input": {"file_path": "/w/tent.py", "old_string": "a = 1",
                                                          "new_string": "a = 2"}, "tool_output": "ok"}})
        assert tool.status_code == 201
        svc.shared.catch_up()  # the observes' index work queues their embeddings
        svc.shared.searcher.queue.drain()
        conn = svc.store.read()
        body, context = conn.execute("SELECT body, context FROM search_docs WHERE item_id=?", (turn,)).fetchone()
        tool_doc = conn.execute("SELECT title, body, context FROM search_docs WHERE item_id=?",
                                (tool.get_json()["observationId"],)).fetchone()
        assert context and tool_doc[2]  # both have a context
        assert embedder.passages.count(body) == 1 and embedding_text("", body, context) in embedder.passages
        assert embedding_text(*tool_doc) in embedder.passages and tool_doc[1] not in embedder.passages
        stored = np.frombuffer(conn.execute("SELECT vec FROM vectors WHERE item_id=?", (turn,)).fetchone()[0],
                               dtype=np.float32)
        expected = ranking.item_vector(embedder.embed([embedding_text("", body, context), body], "query"))
        assert stored.tolist() == pytest.approx(expected.tolist(), abs=1e-6)
    finally:
        svc.close()


def test_a_failed_batch_is_retried_after_a_backoff_and_reported_until_it_succeeds(tmp_path):
    """The worker keeps the items queued, says why in health (lastError), retries 1 s later, and clears it."""
    class FlakyEmbedder(FakeEmbedder):  # the real fake embedder, down until the test brings it back
        def __init__(self):
            super().__init__()
            self.up = threading.Event()  # not a call count: a slow health read must still see the error

        def embed(self, texts, kind="passage"):
            if not self.up.is_set():
                raise ConnectionError("embedding service down")
            return super().embed(texts, kind)

    s = Settings(data_dir=tmp_path / "data", embedding_provider="fake")
    embedder = FlakyEmbedder()
    svc = build_services(s, embedder=embedder)
    try:
        client = create_app(s, svc).test_client()
        obs_id = observe(client, "a flaky egret note")
        queue = svc.shared.searcher.queue
        queue.start()
        wait_until(lambda: "embedding service down" in (embeddings(client)["lastError"] or ""), timeout=20,
                   message="the failed batch was not reported in health")
        assert embeddings(client)["pending"] == 1
        embedder.up.set()
        wait_until(lambda: not embeddings(client)["pending"], timeout=20,
                   message="the queued item was not embedded after the backoff")
        assert embeddings(client)["pending"] == 0 and embeddings(client)["lastError"] is None
        assert search(client, "flaky egret", "vector") == [obs_id]
    finally:
        svc.close()
