"""Tests for store/sqlite_repos.py and store/query.py on a real SQLite file: every repository method,
reached the two documented ways (`tx.<aggregate>` inside a write, `store.reader().<aggregate>`)."""
import sqlite3

import pytest

from agentmemory.store import KV, Query, Store


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "db" / "agentmemory.db").open()
    yield s
    s.close()


def fill(store, scope, rows: dict, agent=None):
    with store.write(agent) as tx:
        for key, value in rows.items():
            tx.items(scope).put(key, value)


def plan(store, sql, args) -> str:
    return " ".join(r[3] for r in store.read().execute("EXPLAIN QUERY PLAN " + sql, args))


# ---------------------------------------------------------------- the generic item methods
def test_items_get_put_delete_many_and_scan(store):
    with store.write() as tx:
        tx.memories.put("b", {"n": 2})
        tx.memories.put("a", {"n": 1})
        assert tx.memories.get("a") == {"n": 1}  # the transaction sees its own writes
        assert tx.memories.delete("missing") is False
    r = store.reader()
    assert r is store.reader()  # one reader per thread
    assert r.memories.get("b") == {"n": 2} and r.memories.get("zz") is None
    assert r.memories.get_many(["a", "b", "zz"]) == {"a": {"n": 1}, "b": {"n": 2}}
    assert list(r.memories.scan()) == [("a", {"n": 1}), ("b", {"n": 2})]
    assert r.memories.exists() and not r.lessons.exists()
    with store.write() as tx:
        assert tx.memories.delete("a") is True
    assert store.reader().memories.keys() == ["b"]


def test_a_reader_cannot_write(store):
    with pytest.raises(sqlite3.OperationalError):
        store.reader().memories.put("x", {})


def test_query_filters_order_and_page(store):
    fill(store, KV.memories, {
        "m1": {"project": "p", "agentId": "a", "createdTs": 1, "isLatest": True},
        "m2": {"project": "p", "agentId": "b", "createdTs": 3, "isLatest": True, "deleted": True},
        "m3": {"project": "q", "agentId": "a", "createdTs": 2, "isLatest": False},
        "m4": {"agentId": "a", "createdTs": 4, "isLatest": True, "forgetAfterTs": 10},
    })
    mems = store.reader().memories
    assert mems.keys(Query().eq("project", "p").order("createdTs", desc=True)) == ["m2", "m1"]
    assert mems.keys(Query().eq("project", None).by_key()) == ["m1", "m2", "m3", "m4"]  # None: no filter
    assert mems.keys(Query().not_deleted().latest().by_key()) == ["m1", "m4"]
    assert mems.keys(Query().is_null("project")) == ["m4"]
    assert mems.keys(Query().since("createdTs", 2).until("createdTs", 3).by_key()) == ["m2", "m3"]
    assert mems.keys(Query().cmp("forgetAfterTs", ">", 5, default=1e18).by_key()) == ["m1", "m2", "m3", "m4"]
    assert mems.keys(Query().in_("agentId", ["b"])) == ["m2"]
    assert mems.keys(Query().blank_or("project", "q").by_key()) == ["m3", "m4"]
    assert mems.page(Query().order("createdTs", desc=True).page(2, 1)) == ([mems.get("m2"), mems.get("m3")], 4)
    assert mems.count(Query().eq("agentId", "a")) == 3
    assert mems.first(Query().eq("agentId", "b"))["createdTs"] == 3
    assert mems.items(Query().eq("project", "q")) == [("m3", mems.get("m3"))]
    assert mems.fields(Query().eq("agentId", "a").by_key(), "project", "createdTs") == [("p", 1), ("q", 2), (None, 4)]
    with store.write() as tx:
        assert tx.memories.delete_where(Query().eq("project", "q")) == 1
    assert mems.count() == 3


def test_a_query_refuses_anything_but_a_field_name():
    for bad in ("a'b", "x) OR 1=1 --", "a.b", ""):
        with pytest.raises(ValueError):
            Query().eq(bad, 1)
    with pytest.raises(ValueError):
        Query().cmp("ts", "LIKE", 1)


def test_owner_is_owner_else_agent_id(store):
    fill(store, KV.facts, {"f1": {"owner": "a"}, "f2": {"agentId": "a"}, "f3": {"owner": "b", "agentId": "a"}})
    assert store.reader().facts.keys(Query().owner("a").by_key()) == ["f1", "f2"]
    assert store.reader().kv.count(KV.facts, owner="a") == 2
    assert store.reader().kv.count(KV.facts) == 3
    assert sorted(store.reader().kv.owned_by("a")) == [(KV.facts, "f1"), (KV.facts, "f2")]


def test_key_ranges_and_observations(store):
    fill(store, KV.profile_deltas, {"p\x1fa\x1f1": {"n": 1}, "p\x1fa\x1f2": {"n": 2}, "q\x1fa\x1f1": {"n": 3}})
    deltas = store.reader().profile_deltas
    assert [k for k, _ in deltas.key_range("p\x1f", "p\x20")] == ["p\x1fa\x1f1", "p\x1fa\x1f2"]
    with store.write() as tx:
        assert tx.profile_deltas.delete_key_range("p\x1f", "p\x20") == 2
        tx.observations("s1").put("o1", {"id": "o1"})
    assert [k for k, _ in deltas.scan()] == ["q\x1fa\x1f1"]
    assert store.reader().observations("s1").find() == [{"id": "o1"}]


# ---------------------------------------------------------------- aggregate methods
def test_memories_latest_and_expired(store):
    fill(store, KV.memories, {
        "m1": {"project": "p", "createdTs": 1, "isLatest": True},
        "m2": {"project": "p", "createdTs": 2, "isLatest": True, "forgetAfterTs": 5},
        "m3": {"project": "p", "createdTs": 3, "isLatest": False},
        "m4": {"project": None, "createdTs": 4, "isLatest": True, "forgetAfterTs": 50},
    })
    mems = store.reader().memories
    assert mems.latest_keys("p", False, 10) == ["m2", "m1"]
    assert mems.latest_keys(None, True, 10) == ["m4"]
    assert mems.latest_keys("p", False, 1) == ["m2"]
    assert mems.expired_keys(10) == ["m2"]


def test_lessons_fingerprint_live_and_keys(store):
    fill(store, KV.lessons, {"l2": {"fingerprint": "f", "project": "p"}, "l1": {"fingerprint": "f", "agentId": "a"},
                             "l3": {"fingerprint": "f", "deleted": True}})
    lessons = store.reader().lessons
    assert [x.get("project") for x in lessons.with_fingerprint("f")] == [None, "p"]  # key order
    assert lessons.live(project="p") == [{"fingerprint": "f", "project": "p"}]
    assert lessons.live(agent_id="a") == [{"fingerprint": "f", "agentId": "a"}]
    assert sorted(lessons.live_keys()) == ["l1", "l2"]


def test_relations_touching_and_contradictions(store):
    fill(store, KV.relations, {"r1": {"from": "a", "to": "b", "type": "related"},
                               "r2": {"from": "c", "to": "a", "type": "contradicts"},
                               "r3": {"from": "d", "to": "e", "type": "contradicts", "checkedAt": 1}})
    rels = store.reader().relations
    assert sorted(r["from"] for r in rels.touching(["a"])) == ["a", "c"]
    assert [r["from"] for r in rels.unchecked_contradictions()] == ["c"]
    with store.write() as tx:
        assert tx.relations.delete_touching(["a", "zz"]) == 2
    assert rels.keys() == ["r3"]


def test_sessions_ended_and_recent_use_the_started_index(store):
    fill(store, KV.sessions, {
        "s1": {"status": "ended", "observationCount": 9, "startedAt": "2026-01-02", "project": "p"},
        "s2": {"status": "ended", "observationCount": 2, "startedAt": "2026-01-01", "project": "p"},
        "s3": {"status": "active", "observationCount": 9, "startedAt": "2026-01-03", "project": "p", "agentId": "a"},
        "s0": {"status": "ended", "startedAt": "2026-01-00", "project": "q"},
    })
    sessions = store.reader().sessions
    assert sessions.ended_keys(5, None, None) == ["s1"]
    assert sessions.ended_keys(0, None, None) == ["s0", "s2", "s1"]  # oldest start first
    assert [k for k, _ in sessions.recent_items("p", None, 2)] == ["s3", "s1"]
    assert [k for k, _ in sessions.recent_items("p", "a", 5)] == ["s3"]
    sql = (f"SELECT key, value FROM kv_store WHERE scope='{KV.sessions}' AND json_extract(value,'$.project')=? "
           "ORDER BY json_extract(value,'$.startedAt') DESC LIMIT ? OFFSET ?")
    assert "kv_sessions_started" in plan(store, sql, ["p", 2, 0])


def test_crystals_episodes_facts(store):
    fill(store, KV.crystals, {"c1": {"sessionId": "s1"}, "c2": {"sessionId": "s2"}})
    fill(store, KV.episodes, {"e1": {"sessionId": "s1", "project": "p", "createdTs": 1},
                              "e2": {"sessionId": "s2", "project": "p", "createdTs": 2},
                              "e3": {"sessionId": "s1", "project": "q", "createdTs": 3}})
    fill(store, KV.facts, {"f1": {"owner": "a", "project": "p"}, "f2": {"project": None}, "f3": {"owner": "a"}})
    r = store.reader()
    assert r.crystals.of_session("s2") == {"sessionId": "s2"} and r.crystals.of_session("zz") is None
    assert r.crystals.session_ids() == {"s1", "s2"}
    assert [e["createdTs"] for e in r.episodes.recent("p", 5)] == [2, 1]
    assert [e["createdTs"] for e in r.episodes.recent(None, 2)] == [3, 2]
    assert sorted(e["createdTs"] for e in r.episodes.of_session("s1")) == [1, 3]
    assert r.facts.of_owner(None, None, False) == [{"project": None}]
    assert r.facts.of_owner("a", "p", False) == [{"owner": "a", "project": "p"}]
    assert len(r.facts.of_owner("a", None, True)) == 2


def test_pending_due_keys(store):
    fill(store, KV.pending, {"s1": {"due": 1, "lastTs": 50, "agentId": "a"},
                             "s2": {"lastTs": 10, "checkedTs": 5},
                             "s3": {"lastTs": 20, "checkedTs": 20},
                             "s4": {"lastTs": 30}})
    pending = store.reader().pending
    assert pending.due_keys(None, None, 10) == ["s2", "s4", "s1"]  # oldest lastTs first
    assert pending.due_keys(15, None, 10) == ["s2", "s1"]  # idle since 15, or due
    assert pending.due_keys(None, "a", 10) == ["s1"]
    assert pending.due_keys(None, None, 1) == ["s2"]


def test_typed_of_type_and_for_context(store):
    fill(store, KV.typed, {"t1": {"type": "person", "owner": "a", "project": "p", "updatedTs": 1},
                           "t2": {"type": "person", "owner": "a", "updatedTs": 3},
                           "t3": {"type": "place", "project": "p", "updatedTs": 2},
                           "t4": {"type": "person", "project": "q", "updatedTs": 4}})
    typed = store.reader().typed
    assert typed.of_type("person", "a", None, 10) == ([typed.get("t2"), typed.get("t1")], 2)
    assert typed.of_type("person", "a", "p", 10) == ([typed.get("t1")], 1)
    assert typed.of_type("person", None, None, 10) == ([typed.get("t4")], 1)
    assert typed.for_context(None, "p", 10) == [typed.get("t3")]  # owner '' and project '' or p
    assert typed.for_context("a", "p", 10) == [typed.get("t2"), typed.get("t1")]


def test_audit_add_page_prune(store):
    with store.write("w") as tx:
        first = tx.audit("remember", KV.memories, "m1", {"n": 1})
        tx.audit_log.add("consolidate.merge", None, None, None, "sys")
        tx.audit_log.add("decay.lessons", None, None, None, "sys")
    audit = store.reader().audit_log
    assert [e["operation"] for e in audit.page()] == ["decay.lessons", "consolidate.merge", "remember"]
    assert audit.page(operation="remember")[0] == {"id": first, "ts": audit.page()[0]["ts"], "agentId": "w",
                                                   "operation": "remember", "scope": KV.memories, "key": "m1",
                                                   "detail": {"n": 1}}
    assert [e["operation"] for e in audit.page(agent_id="sys", limit=1)] == ["decay.lessons"]
    assert [e["operation"] for e in audit.page(before=first + 2)] == ["consolidate.merge", "remember"]
    with store.write() as tx:
        assert tx.audit_log.prune(tx.now + 1, ("consolidate.", "decay.")) == 2
    assert [e["operation"] for e in audit.page()] == ["remember"]


def test_kv_all_rows_and_clear(store):
    fill(store, KV.memories, {"m": {"a": 1}})
    fill(store, KV.lessons, {"l": {"b": 2}})
    assert list(store.reader().kv.all_rows()) == [(KV.lessons, "l", {"b": 2}), (KV.memories, "m", {"a": 1})]
    with store.write() as tx:
        tx.kv.clear()
    assert list(store.reader().kv.all_rows()) == []


# ---------------------------------------------------------------- ingest and admin: event ids, tokens
def test_event_ids_answer_a_repeat_with_the_first_result(store):
    with store.write() as tx:
        assert tx.event_ids.seen("observe\x00\x00e1") is None
        tx.event_ids.record("observe\x00\x00e1", "observe", {"observationId": "obs_1", "note": "é"})
        assert tx.event_ids.seen("observe\x00\x00e1") == {"observationId": "obs_1", "note": "é"}
    assert store.reader().event_ids.seen("observe\x00\x00e1") == {"observationId": "obs_1", "note": "é"}
    assert store.reader().event_ids.seen("observe\x00\x00e2") is None
    with pytest.raises(sqlite3.IntegrityError):  # one key, one stored event
        with store.write() as tx:
            tx.event_ids.record("observe\x00\x00e1", "observe", {})


def test_tokens_insert_find_list_and_revoke_once(store):
    with store.write() as tx:
        tx.tokens.insert("tok_b", "hash-b", "agent-b", "read")
        tx.tokens.insert("tok_a", "hash-a", "agent-a", "write")
        created = tx.now
    tokens = store.reader().tokens
    assert tokens.by_hash("hash-a") == ("tok_a", "agent-a", "write", created, None, "hash-a")
    assert tokens.by_hash("nope") is None
    assert tokens.all() == [("tok_a", "agent-a", "write", created, None), ("tok_b", "agent-b", "read", created, None)]
    with store.write() as tx:
        assert tx.tokens.revoke("tok_a") == ("tok_a", "agent-a", "write", created, None)  # the row as it was
        revoked = tx.now
        assert tx.tokens.revoke("missing") is None
    with store.write() as tx:
        assert tx.tokens.revoke("tok_a")[4] == revoked  # a second revoke changes nothing
    assert store.reader().tokens.by_hash("hash-a")[4] == revoked


def test_a_key_range_is_exact_where_like_was_not(store):
    fill(store, KV.dedup, {"a_b:1": {}, "a_b:2": {}, "aXb:1": {}, "A_B:1": {}, "a_b;": {}, "a_b9": {}})
    with store.write() as tx:
        assert tx.items(KV.dedup).delete_key_range("a_b:", "a_b;") == 2
    assert store.reader().items(KV.dedup).keys(Query().by_key()) == ["A_B:1", "aXb:1", "a_b9", "a_b;"]


# ---------------------------------------------------------------- distill / recall
def test_context_lessons_query_ranks_a_group_by_confidence_as_a_number(store):
    fill(store, KV.lessons, {
        "l1": {"project": "p", "confidence": "0.9", "agentId": "a"},  # stored as text: compared as a number
        "l2": {"project": "p", "confidence": 0.85, "agentId": "b"},
        "l3": {"project": "p", "confidence": 10, "agentId": "a", "deleted": True},
        "l4": {"confidence": 0.99, "agentId": "a"},  # no project: the global group ""
        "l5": {"project": "", "confidence": 0.1, "agentId": "a"},
    })

    def group(name, agent=None, n=10):
        q = (Query().eq("project", name, default="").not_deleted().eq("agentId", agent)
             .order("confidence", desc=True, numeric=True).page(n))
        return [x["confidence"] for x in store.reader().lessons.find(q)]
    assert group("p") == ["0.9", 0.85]
    assert group("p", n=1) == ["0.9"]
    assert group("p", agent="b") == [0.85]
    assert group("") == [0.99, 0.1]


def test_episodes_and_crystals_page_newest_first_then_by_key(store):
    fill(store, KV.episodes, {"e1": {"project": "p", "sessionId": "s", "createdTs": 1},
                              "e2": {"project": "p", "sessionId": "s", "createdTs": 2},
                              "e3": {"project": "p", "sessionId": "t", "createdTs": 2, "agentId": "a"}})
    q = lambda **eq: Query().eq("project", eq.get("project")).eq("sessionId", eq.get("sessionId")).eq(  # noqa: E731
        "agentId", eq.get("agentId")).order("createdTs", desc=True, key=True).page(2, 0)
    episodes = store.reader().episodes
    assert [e["createdTs"] for e in episodes.page(q(project="p"))[0]] == [2, 2]
    assert episodes.keys(q(project="p")) == ["e3", "e2"]  # equal createdTs: the key, descending
    assert episodes.page(q(sessionId="s"))[1] == 2 and episodes.page(q(agentId="a"))[1] == 1
    assert store.reader().crystals.page(q(project="p")) == ([], 0)
