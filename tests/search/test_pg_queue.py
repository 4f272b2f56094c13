"""The embed queue shared by several processes on PostgreSQL (search/storage/postgres.py): rows are claimed
with FOR UPDATE SKIP LOCKED, so each item is embedded once; a claim whose worker died expires, so
nothing queued is lost. Each "process" here is its own store, pool and queue on one database."""
from __future__ import annotations

import threading
from collections import Counter
from pathlib import Path

import pytest

from agentmemory.search import ranking
from agentmemory.search.embedders import FakeEmbedder
from agentmemory.search.hybrid import Searcher
from agentmemory.search.storage import postgres as pg_storage
from agentmemory.search.storage import storage_for
from agentmemory.store import KV, open_store


@pytest.fixture
def workers(pg_server):
    """Three searchers (store + pool + embed queue each) on one fresh database."""
    url = pg_server.fresh()
    made = []
    for _ in range(3):
        store = open_store(Path("unused"), url)
        made.append(Searcher(store, FakeEmbedder(), batch_size=8, storage=storage_for(store, hnsw=False)))
    yield made
    for s in made:
        s.store.close()
    pg_server.drop(url)


def _queue_docs(searcher: Searcher, n: int) -> None:
    with searcher.store.write() as tx:
        for i in range(n):
            searcher.put(tx, kind="memory", item_id=f"m{i}", scope=KV.memories, project=None, agent_id=None,
                         session_id=None, ts=float(i), body=f"item number {i} about topic {i % 7}")


def test_n_workers_embed_each_queued_item_exactly_once(workers):
    _queue_docs(workers[0], 60)
    seen: Counter = Counter()
    lock = threading.Lock()

    def work(searcher: Searcher) -> None:
        def embed(texts):
            with lock:
                seen.update(texts)
            return searcher.embedder.embed(texts, kind="passage")
        while searcher.queue.run_once(embed):
            pass

    threads = [threading.Thread(target=work, args=(s,)) for s in workers]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert len(seen) == 60 and set(seen.values()) == {1}, "an item was embedded twice or never"
    assert workers[1].storage.pending() == 0 and workers[2].storage.vector_count(FakeEmbedder().model, workers[0].index.dim) == 60


def test_a_worker_that_dies_mid_batch_loses_nothing(workers, monkeypatch):
    monkeypatch.setattr(pg_storage, "CLAIM_SECONDS", 0.5)
    _queue_docs(workers[0], 5)
    claimed = workers[0].storage.queued(10)  # this worker claims the batch, then dies before storing it
    assert len(claimed) == 5
    assert workers[1].storage.queued(10) == []  # claimed: another worker skips the rows
    import time
    time.sleep(0.6)  # the claim expires
    workers[1].queue.drain()
    assert workers[1].storage.pending() == 0
    hits = workers[2].search("topic", mode="vector", limit=10)
    assert len(hits) == 5 and workers[2].storage.vector_count(FakeEmbedder().model, workers[2].index.dim) == 5


def test_vector_search_applies_the_filters_in_sql(workers):
    s = workers[0]
    with s.store.write() as tx:
        for i, (project, agent) in enumerate([("a", "x"), ("a", "y"), ("b", "x")]):
            s.put(tx, kind="memory", item_id=f"f{i}", scope=KV.memories, project=project, agent_id=agent,
                  session_id=f"s{i}", ts=1.0, body="shared words in every item")
    s.queue.drain()
    qvec = s.embedder.embed([ranking.query_embedding_text("shared words")], kind="query")[0]
    assert {h.item_id for h in s.index.search(qvec, 10, project="a")} == {"f0", "f1"}
    assert {h.item_id for h in s.index.search(qvec, 10, agent_id="x")} == {"f0", "f2"}
    assert {h.item_id for h in s.index.search(qvec, 10, session_id="s1")} == {"f1"}
    assert s.index.search(qvec, 10, project="a", agent_id="x")[0].cosine > 0.5
