"""Tests for search/storage (SQLite) and Searcher's writes, on a real SQLite file: the search row,
its keyword index row and its embed-queue entry commit (or roll back) with the caller's write."""
import sqlite3

import numpy as np
import pytest

from agentmemory.search.embedders import FakeEmbedder
from agentmemory.search.hybrid import Searcher
from agentmemory.search.storage import DocFilter, DocListing, SearchDoc, SqliteSearchStorage
from agentmemory.search.storage.schema import CODE_WORDS_MIGRATIONS, SEARCH_MIGRATIONS
from agentmemory.store import KV, Store
from agentmemory.store.migrations import MIGRATIONS


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "db" / "agentmemory.db").open()
    yield s
    s.close()


@pytest.fixture
def storage(store):
    return SqliteSearchStorage(store)


def raw(store):
    conn = sqlite3.connect(str(store.path))
    conn.row_factory = sqlite3.Row
    return conn


def doc(item_id="o1", body="the quokka protocol", **extra):
    fields = dict(kind="observation", item_id=item_id, scope=KV.obs("s1"), project="p", agent_id="a",
                  session_id="s1", ts=1.0, title="t", body=body)
    fields.update(extra)
    return SearchDoc(**fields)


def matches(store, term):
    return raw(store).execute("SELECT count(*) FROM search_fts WHERE search_fts MATCH ?", (term,)).fetchone()[0]


def count(store, table):
    return raw(store).execute(f"SELECT count(*) FROM {table}").fetchone()[0]


def test_the_search_tables_keep_their_recorded_migration_names(store, storage):
    names = [r[0] for r in raw(store).execute("SELECT name FROM schema_migrations")]
    assert sorted(names) == sorted(n for n, _ in MIGRATIONS + SEARCH_MIGRATIONS + CODE_WORDS_MIGRATIONS)
    assert [n for n, _ in SEARCH_MIGRATIONS][:2] == ["0002_search_docs_fts", "0003_vectors"]
    SqliteSearchStorage(store)  # a second storage on the same file applies nothing again
    assert store.schema_version == len(MIGRATIONS) + len(SEARCH_MIGRATIONS) + len(CODE_WORDS_MIGRATIONS)


def test_a_rolled_back_write_leaves_no_search_row_queue_entry_or_fts_match(store, storage):
    with pytest.raises(RuntimeError):
        with store.write("agent") as tx:
            tx.put(KV.obs("s1"), "o1", {"id": "o1"})
            tx.audit("observe", KV.obs("s1"), "o1")
            storage.put(tx, doc(body="zebracorn quokka"), enqueue=True)
            assert tx.conn.execute("SELECT count(*) FROM search_fts WHERE search_fts MATCH 'zebracorn'"
                                   ).fetchone()[0] == 1  # visible inside the transaction
            raise RuntimeError("boom")
    assert [count(store, t) for t in ("kv_store", "audit_log", "search_docs", "embed_queue")] == [0, 0, 0, 0]
    assert matches(store, "zebracorn") == 0


def test_a_put_commits_with_the_write_and_another_reader_sees_it(store, storage):
    with store.write("agent") as tx:
        tx.put(KV.obs("s1"), "o1", {"id": "o1"})
        storage.put(tx, doc(body="flamingo deployment checklist"), enqueue=True)
        tx.audit("observe", KV.obs("s1"), "o1")
    row = raw(store).execute("SELECT d.item_id, d.scope FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid "
                             "WHERE search_fts MATCH 'flamingo'").fetchone()
    assert tuple(row) == ("o1", KV.obs("s1"))
    assert matches(store, "checklists") == 1  # porter stemming: a plural query matches the singular
    assert storage.pending() == 1


def test_put_updates_in_place_and_drop_removes_row_queue_and_vectors(store, storage):
    with store.write() as tx:
        doc_id = storage.put(tx, doc(body="alpha words"), enqueue=True)
    with store.write() as tx:
        assert storage.put(tx, doc(body="beta words"), enqueue=False) == doc_id  # upsert keeps the row id
    assert (matches(store, "alpha"), matches(store, "beta")) == (0, 1)
    with store.write() as tx:
        storage.put_vector(tx, "observation", "o1", "m", 1, np.float32([1]).tobytes(), "h")
    assert storage.vector_count("m", 1) == 1
    with store.write() as tx:
        storage.drop(tx, "observation", "o1")
    assert matches(store, "beta") == 0
    assert [count(store, t) for t in ("search_docs", "embed_queue", "vectors")] == [0, 0, 0]


def test_clear_set_confidence_and_docs_of_agent(store, storage):
    with store.write() as tx:
        storage.put(tx, doc("o1", agent_id="a"), enqueue=True)
        storage.put(tx, doc("o2", agent_id="b", kind="memory"), enqueue=False)
        storage.set_confidence(tx, "memory", "o2", 0.25)
        assert storage.docs_of_agent(tx, "b") == [("memory", "o2")]
    ids = [r[0] for r in raw(store).execute("SELECT id FROM search_docs ORDER BY id")]
    assert storage.candidates(ids)[ids[1]]["confidence"] == 0.25
    assert storage.texts(ids) == {ids[0]: ("t", "the quokka protocol"), ids[1]: ("t", "the quokka protocol")}
    with store.write() as tx:
        storage.clear(tx)
    assert [count(store, t) for t in ("search_docs", "embed_queue", "vectors")] == [0, 0, 0]
    assert matches(store, "quokka") == 0


def test_keyword_candidates_filter_and_rank(store, storage):
    with store.write() as tx:
        storage.put(tx, doc("o1", body="heron heron heron", project="p"), enqueue=False)
        storage.put(tx, doc("o2", body="heron once among many other words here", project="p"), enqueue=False)
        storage.put(tx, doc("o3", body="heron heron", project="q"), enqueue=False)
    rows = storage.keyword_candidates(["heron"], '"heron"', DocFilter(project="p"), 10)
    assert [r["item_id"] for r in rows] == ["o1", "o2"]  # best BM25 first, other project left out
    assert all(r["bm"] < 0 for r in rows)
    assert storage.keyword_candidates(["x"], '"unbalanced', DocFilter(), 10) == []  # a bad expression: no hits


def test_queue_entries_missing_and_all(store, storage):
    with store.write() as tx:
        tx.put(KV.obs("s1"), "o1", {"id": "o1", "type": "conversation"})
        first = storage.put(tx, doc("o1", body="a turn", context="ctx"), enqueue=True)
        storage.put(tx, doc("o2", kind="memory", scope=KV.memories), enqueue=False)
    [entry] = storage.queued(10)
    assert (entry.doc_id, entry.kind, entry.item_id, entry.context, entry.turn) == (first, "observation", "o1",
                                                                                   "ctx", True)
    with store.write() as tx:
        assert storage.current_text(tx, first) == ("t", "a turn", "ctx")
        storage.put_vector(tx, "observation", "o1", "m", 1, np.float32([1]).tobytes(), "r1:abc")
        storage.dequeue(tx, [(entry.doc_id, entry.enqueued_at)])
    assert storage.pending() == 0
    with store.write() as tx:
        assert storage.enqueue_missing(tx, "m", "r1:") == 1  # o2 has no vector of model m
    with store.write() as tx:
        assert storage.enqueue_missing(tx, "m", "r2:") == 1  # o1's vector is an older recipe's
        assert storage.enqueue_all(tx) == 0  # both queued already
    assert storage.pending() == 2
    assert [r[0] for r in storage.vector_rows("m", 1)] == ["observation"]
    assert storage.vectors_of_kind("observation", "m")[0][0] == "o1"


def test_searcher_wakes_the_queue_and_forgets_vectors_after_commit(store):
    searcher = Searcher(store, FakeEmbedder(dim=8))
    with store.write() as tx:
        searcher.put(tx, **vars(doc("o1", body="pelican notes")))
        assert not searcher.queue._wake.is_set()  # not before the commit
    assert searcher.queue._wake.is_set()
    searcher.queue.drain()
    assert len(searcher.index) == 1
    with store.write() as tx:
        searcher.drop(tx, "observation", "o1")
        assert len(searcher.index) == 1  # still there until the commit
    assert len(searcher.index) == 0
    with store.write() as tx:
        searcher.put(tx, **vars(doc("o2", body="ibis notes")))
    searcher.queue.drain()
    with store.write() as tx:
        searcher.clear(tx)
    assert len(searcher.index) == 0 and searcher.queue.index is searcher.index


def test_listings_join_rows_to_their_items_in_the_asked_order(store, storage):
    with store.write() as tx:
        for i, (sid, ts, seq, agent) in enumerate([("s1", 5.0, 1, "a"), ("s1", 5.0, 0, "b"), ("s2", 1.0, 0, "a")]):
            tx.put(KV.obs(sid), f"o{i}", {"id": f"o{i}"})
            storage.put(tx, doc(f"o{i}", scope=KV.obs(sid), session_id=sid, ts=ts, seq=seq, agent_id=agent),
                        enqueue=False)
        tx.put(KV.memories, "m1", {"id": "m1"})
        storage.put(tx, doc("m1", kind="memory", scope=KV.memories, session_id=None, ts=3.0), enqueue=False)
        storage.put(tx, doc("gone", scope=KV.obs("s1"), session_id="s1", ts=9.0), enqueue=False)  # no item
        assert [i for _, i, _ in storage.listed_items(DocListing(session_id="s1", order="seq"), tx)] == ["o1", "o0"]
        assert storage.listed_refs(DocListing(item_ids=("m1",)), tx) == [("memory", "m1", KV.memories)]  # uncommitted
        assert storage.listed_refs(DocListing(item_ids=("m1",))) == []  # the reader sees only what committed
    obs = DocListing(kinds=("observation",), order="ts")
    assert [i for _, i, _ in storage.listed_items(obs)] == ["o2", "o1", "o0"]  # ts, then seq; "gone" has no item
    assert storage.listed_items(DocListing(kinds=("memory",)))[0] == ("memory", "m1", {"id": "m1"})
    assert storage.count_listed(DocListing(kinds=("observation",))) == 4
    assert storage.count_listed(DocListing(kinds=("observation",), agent_id="b")) == 1
    newest = storage.listed_refs(DocListing(order="ts_desc", limit=2, offset=1))  # after "gone" (ts 9): the ts-5 pair
    assert {i for _, i, _ in newest} == {"o0", "o1"}
    assert storage.listed_refs(DocListing(item_ids=("m1", "o2"), order="id")) == [
        ("observation", "o2", KV.obs("s2")), ("memory", "m1", KV.memories)]
    window = DocListing(kinds=("observation", "memory"), after_ts=1.0, before_ts=9.0, order="ts")
    assert [i for _, i, _ in storage.listed_items(window)] == ["m1", "o1", "o0"]
    assert storage.buckets(DocListing(kinds=("observation",), since_ts=0.0), 0.0, 4.0) == {0: 1, 1: 2, 2: 1}


def test_listed_fields_gives_the_named_fields_decoded(store, storage):
    with store.write() as tx:
        items = {"o1": {"id": "o1", "cwd": "/w", "concepts": ["a", "b"], "files": "[not a list]", "data": {"big": 1}},
                 "o2": {"id": "o2", "concepts": {"k": 1}}}
        for i, (oid, item) in enumerate(items.items()):
            tx.put(KV.obs("s1"), oid, item)
            storage.put(tx, doc(oid, scope=KV.obs("s1"), session_id="s1", ts=float(i)), enqueue=False)
    listing = DocListing(kinds=("observation",), order="ts_desc")
    assert storage.listed_fields(listing, ("cwd", "concepts", "files")) == [
        ("observation", "o2", [None, {"k": 1}, None]), ("observation", "o1", ["/w", ["a", "b"], "[not a list]"])]
    assert storage.listed_fields(DocListing(item_ids=("o1",)), ("concepts",)) == [("observation", "o1", [["a", "b"]])]
    for bad in (("a.b",), ("x') OR 1=1 --",), ()):
        with pytest.raises(ValueError):
            storage.listed_fields(listing, bad)


# -- distill/recall: the listings context and smart-search expansion use --------------------------
def _plan_of_listing(store, call) -> str:
    """Run `call()`, capturing the statement it sends on this thread's reader, and return its query plan."""
    conn, seen = store.read(), []
    conn.set_trace_callback(seen.append)
    try:
        call()
    finally:
        conn.set_trace_callback(None)
    sql = next(s for s in seen if "search_docs" in s)
    return " ".join(r[3] for r in conn.execute("EXPLAIN QUERY PLAN " + sql))


def test_newest_memories_of_a_project_walk_the_kind_project_index(store, storage):
    with store.write() as tx:
        for i in range(5):
            storage.put(tx, doc(f"m{i}", kind="memory", scope=KV.memories, session_id=None, ts=float(i),
                                agent_id="a" if i % 2 else "b"), enqueue=False)
    newest = DocListing(kinds=("memory",), project="p", order="ts_desc", limit=2, offset=1)
    assert [i for _, i, _ in storage.listed_refs(newest)] == ["m3", "m2"]
    mine = DocListing(kinds=("memory",), project="p", agent_id="a", order="ts_desc", limit=3)
    assert [i for _, i, _ in storage.listed_refs(mine)] == ["m3", "m1"]
    assert "USING INDEX search_docs_project (kind=? AND project=?)" in _plan_of_listing(
        store, lambda: storage.listed_refs(mine))
    assert "TEMP B-TREE" not in _plan_of_listing(store, lambda: storage.listed_refs(newest))


def test_agent_counts_per_agent_and_kind(store, storage):
    with store.write() as tx:
        storage.put(tx, doc("o1", agent_id="a", ts=5.0), enqueue=False)
        storage.put(tx, doc("o2", agent_id="a", ts=9.0), enqueue=False)
        storage.put(tx, doc("m1", agent_id="b", kind="memory", ts=3.0), enqueue=False)
        storage.put(tx, doc("o3", agent_id=None, ts=1.0), enqueue=False)
    assert sorted(storage.agent_counts()) == [("", "observation", 1, 1.0), ("a", "observation", 2, 9.0),
                                              ("b", "memory", 1, 3.0)]
    assert storage.agent_counts("b") == [("b", "memory", 1, 3.0)]


def test_mentions_sections_and_superseded_by_inside_a_write(store, storage):
    with store.write() as tx:
        for i, (oid, body) in enumerate((("o1", "Read src/pay.py"), ("o2", "notes about billing"))):
            tx.put(KV.obs("s1"), oid, {"id": oid, "type": "note"})
            storage.put(tx, doc(oid, body=body, ts=float(i), superseded_by="o9" if oid == "o1" else None),
                        enqueue=False)
        storage.put(tx, doc("o1#0", kind="section", body="def charge(): ..."), enqueue=False)
        storage.put(tx, doc("o1#1", kind="section", body="def refund(): ..."), enqueue=False)
        storage.put(tx, doc("o10#0", kind="section", body="another item's part"), enqueue=False)
        # a write sees its own rows: the listing and the section ids read through `tx`
        got = storage.listed_fields(DocListing(kinds=("observation",), mentions=("pay.py",)), ("type",), tx)
        assert got == [("observation", "o1", ["note"])]
        assert sorted(storage.section_ids(tx, "o1")) == ["o1#0", "o1#1"]
    rows = storage.keyword_candidates(["pay"], '"pay"', DocFilter(), 10)
    assert [(r["item_id"], r["superseded_by"]) for r in rows] == [("o1", "o9")]


def test_dropping_an_observation_drops_its_sections(store):
    searcher = Searcher(store)
    with store.write() as tx:
        searcher.put(tx, **doc("o1").__dict__, embed=False)
        searcher.put(tx, **doc("o1#0", kind="section").__dict__, embed=False)
        searcher.put(tx, **doc("o12#0", kind="section").__dict__, embed=False)
    with store.write() as tx:
        searcher.drop(tx, "observation", "o1")
        assert searcher.storage.section_ids(tx, "o1") == []
        assert searcher.storage.section_ids(tx, "o12") == ["o12#0"]


def test_a_listing_by_mentions_is_driven_by_the_keyword_matches(store, storage):
    # Regression: supersession's lookback (newest rows of a project that mention a file) walked the
    # project's (kind, project, ts) index through every row, testing each against the few matches.
    with store.write() as tx:
        for i in range(30):
            oid = f"o{i}"
            mentions = i in (3, 5, 7)
            tx.put(KV.obs("s1"), oid, {"id": oid, "type": "note" if i != 7 else "file_read"})
            storage.put(tx, doc(oid, body="Read src/pay.py" if mentions else f"row {i}",
                                ts=5.0 if mentions else float(i), superseded_by={3: "o9", 7: ""}.get(i)),
                        enqueue=False)
    listing = DocListing(kinds=("observation",), project="p", before_ts=100.0, order="ts_desc", limit=300,
                         mentions=("pay.py",))
    # newest first, ties by id (the index walk's order); a row the index marks superseded is not decoded
    assert storage.listed_fields(listing, ("type",), current=True) == [
        ("observation", "o7", ["file_read"]), ("observation", "o5", ["note"]), ("observation", "o3", None)]
    assert storage.listed_fields(listing, ("type",))[2] == ("observation", "o3", ["note"])
    plan = _plan_of_listing(store, lambda: storage.listed_fields(listing, ("type",)))
    assert "INTEGER PRIMARY KEY" in plan and "search_docs_project" not in plan
