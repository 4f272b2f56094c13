"""Relations and the knowledge graph over REST: create, list, automatic supersedes/contradicts, graph shape."""
from __future__ import annotations

import helpers

import pytest

from agentmemory.memory.records.graph import negated, relation_id
from agentmemory.store import KV

API = "/agentmemory"


def remember(client, content, project="proj", **extra):
    r = client.post(f"{API}/remember", json={"content": content, "project": project, **extra})
    assert r.status_code == 201, r.get_json()
    return r.get_json()


def observe(client, data, session="s1", project="proj", cwd="/home/dev/proj", hook="post_tool_use", headers=None):
    r = client.post(f"{API}/observe", json={"hookType": hook, "sessionId": session, "project": project, "cwd": cwd,
                                            "data": data}, headers=headers)
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def note(client, text, concepts, files=(), **kw):
    return observe(client, {"type": "note", "text": text, "concepts": list(concepts), "files": list(files)},
                   hook="note", **kw)


def relate(client, src, dst, rel_type="relates_to", **extra):
    return client.post(f"{API}/relations", json={"from": src, "to": dst, "type": rel_type, **extra})


def graph(client, **params):
    r = client.get(f"{API}/graph", query_string=params)
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def edges_of(g, etype=None):
    return {(e["source"], e["target"]) for e in g["edges"] if etype is None or e["type"] == etype}


# ---------------------------------------------------------------- relations
def test_create_relation_then_list_both_directions(client):
    a = remember(client, "The API uses cursor pagination")["memory"]["id"]
    b = remember(client, "Deploys run on Fridays only")["memory"]["id"]
    r = relate(client, a, b, "derived_from", weight=0.4)
    assert r.status_code == 201
    rel = r.get_json()["relation"]
    assert (rel["from"], rel["to"], rel["type"], rel["weight"]) == (a, b, "derived_from", 0.4)
    assert rel["id"] == relation_id(a, "derived_from", b)

    out = client.get(f"{API}/relations?id={a}").get_json()["relations"]
    assert [(x["direction"], x["other"]["id"], x["other"]["kind"]) for x in out] == [("out", b, "memory")]
    inc = client.get(f"{API}/relations?id={b}").get_json()["relations"]
    assert [(x["direction"], x["other"]["id"]) for x in inc] == [("in", a)]
    assert inc[0]["other"]["title"] == "The API uses cursor pagination"


def test_same_relation_twice_updates_it(client):
    a = remember(client, "alpha fact one")["memory"]["id"]
    b = remember(client, "unrelated second thing")["memory"]["id"]
    assert relate(client, a, b, weight=0.2).status_code == 201
    r = relate(client, a, b, weight=0.9)
    assert r.status_code == 200 and r.get_json()["created"] is False
    rels = client.get(f"{API}/relations?id={a}").get_json()["relations"]
    assert len(rels) == 1 and rels[0]["weight"] == 0.9


def test_relation_between_observation_lesson_and_action(client):
    obs = note(client, "Saw a flaky test", ["flaky"])
    lesson = client.post(f"{API}/lessons", json={"content": "Retry flaky tests once", "project": "proj"})
    action = client.post(f"{API}/actions", json={"title": "Fix the flaky test", "project": "proj"})
    assert lesson.status_code == 201 and action.status_code == 201
    lid, aid = lesson.get_json()["lesson"]["id"], action.get_json()["action"]["id"]
    assert relate(client, lid, obs, "derived_from").status_code == 201
    assert relate(client, aid, obs, "mentions").status_code == 201
    rels = client.get(f"{API}/relations?id={obs}").get_json()["relations"]
    kinds = {(x["other"]["kind"], x["direction"]) for x in rels}
    assert kinds == {("lesson", "in"), ("action", "in")}


@pytest.mark.parametrize("body, status, field", [
    ({"from": "mem_missing", "to": "TO"}, 404, "from"),
    ({"from": "FROM", "to": "mem_missing"}, 404, "to"),
    ({"from": "FROM", "to": "TO", "type": "likes"}, 422, "type"),
    ({"from": "FROM", "to": "TO", "weight": 1.5}, 422, "weight"),
    ({"from": "FROM", "to": "TO", "weight": -0.1}, 422, "weight"),
    ({"from": "FROM"}, 400, "to"),
    ({"to": "TO"}, 400, "from"),
    ({"from": "FROM", "to": "FROM"}, 422, "to"),
])
def test_relation_create_errors(client, body, status, field):
    a = remember(client, "first memory text")["memory"]["id"]
    b = remember(client, "another subject entirely")["memory"]["id"]
    body = {"type": "relates_to", **{k: (a if v == "FROM" else b if v == "TO" else v) for k, v in body.items()}}
    r = client.post(f"{API}/relations", json=body)
    assert r.status_code == status, r.get_json()
    assert r.get_json()["field"] == field


def test_relations_errors(client):
    assert client.get(f"{API}/relations").status_code == 400
    r = client.get(f"{API}/relations?id=mem_nope")
    assert r.status_code == 404 and "mem_nope" in r.get_json()["error"]


@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_forgetting_a_memory_drops_its_relations(client, services):
    a = remember(client, "keep me around")["memory"]["id"]
    b = remember(client, "forget me soon")["memory"]["id"]
    relate(client, a, b)
    assert client.post(f"{API}/forget", json={"memoryId": b}).status_code == 200
    assert client.get(f"{API}/relations?id={a}").get_json()["relations"] == []
    assert helpers.sql(services.store, "SELECT count(*) FROM kv_store WHERE scope=?", (KV.relations,)).fetchone()[0] == 0


# ---------------------------------------------------------------- automatic relations
def test_remember_supersede_creates_a_supersedes_relation(client):
    old = remember(client, "The cache TTL is 60 seconds for user sessions")["memory"]["id"]
    res = remember(client, "The cache TTL is 60 seconds for user sessions.")
    new = res["memory"]["id"]
    assert res["supersedes"] == old
    rels = client.get(f"{API}/relations?id={new}").get_json()["relations"]
    assert [(r["type"], r["direction"], r["other"]["id"]) for r in rels] == [("supersedes", "out", old)]
    g = graph(client, project="proj")
    assert (new, old) in edges_of(g, "supersedes")


def test_remember_negation_of_a_similar_memory_contradicts_it(client):
    a = remember(client, "We deploy the billing service with Docker Compose on staging")["memory"]["id"]
    res = remember(client, "We no longer deploy the billing service with Docker Compose")
    assert [c["id"] for c in res["contradicts"]] == [a]
    rels = client.get(f"{API}/relations?id={a}").get_json()["relations"]
    assert ("contradicts", "in", res["memory"]["id"]) in {(r["type"], r["direction"], r["other"]["id"]) for r in rels}


def test_similar_memories_without_negation_do_not_contradict(client):
    remember(client, "We deploy the billing service with Docker Compose on staging")
    res = remember(client, "We deploy the billing service with Docker Compose on production")
    assert "contradicts" not in res


def test_unrelated_negation_does_not_contradict(client):
    remember(client, "The frontend uses React with Vite")
    res = remember(client, "Never commit secrets to the repository")
    assert "contradicts" not in res


@pytest.mark.parametrize("text, expected", [
    ("we do not use redis", True), ("we don't use redis", True), ("We no longer use Redis", True),
    ("never run migrations by hand", True), ("it doesn’t work", True), ("we use redis", False),
    ("notation and nothingness", False), ("known issue", False),
])
def test_negation_detection(text, expected):
    assert negated(text) is expected


# ---------------------------------------------------------------- graph
def test_graph_shape(client):
    client.post(f"{API}/session/start", json={"sessionId": "s1", "project": "proj", "cwd": "/home/dev/proj"})
    note(client, "Tuned the ranking", ["ranking", "bm25"], ["src/search/ranking.py"])
    note(client, "Ranking again", ["ranking", "bm25", "fusion"], ["src/search/hybrid.py"])
    note(client, "Styles", ["css"], ["/home/dev/proj/web/app.css"])
    m1 = remember(client, "BM25 weights live in ranking.py", concepts=["bm25"], files=["src/search/ranking.py"])
    m2 = remember(client, "Dashboard colours are in app.css", concepts=["css"])
    relate(client, m1["memory"]["id"], m2["memory"]["id"], "relates_to", weight=0.3)

    g = graph(client, project="proj")
    nodes = {n["id"]: n for n in g["nodes"]}
    assert {n["type"] for n in g["nodes"]} == {"project", "folder", "concept", "file", "memory"}
    assert all(set(n) == {"id", "type", "label", "weight"} for n in g["nodes"])
    assert all(set(e) == {"source", "target", "type", "weight"} for e in g["edges"])
    assert all(e["source"] in nodes and e["target"] in nodes for e in g["edges"])
    assert all(0 < e["weight"] <= 1 for e in g["edges"])
    assert g["truncated"] is False

    contains = edges_of(g, "contains")
    # project -> its working folder, each folder -> its child folder, folder -> file
    assert ("project:proj", "folder:/home/dev/proj") in contains
    assert ("folder:/home/dev", "folder:/home/dev/proj") in contains
    assert ("folder:/home", "folder:/home/dev") in contains
    assert ("folder:/home/dev/proj", "folder:/home/dev/proj/src") in contains
    assert ("folder:/home/dev/proj/src", "folder:/home/dev/proj/src/search") in contains
    assert ("folder:/home/dev/proj/src/search", "file:/home/dev/proj/src/search/ranking.py") in contains
    assert nodes["file:/home/dev/proj/src/search/ranking.py"]["label"] == "ranking.py"
    # every folder except the top one has its parent folder linked
    for nid, n in nodes.items():
        if n["type"] == "folder" and nid != "folder:/home":
            parent = "folder:" + nid[len("folder:"):].rsplit("/", 1)[0]
            assert (parent, nid) in contains

    # shared concepts: ranking and bm25 appear together twice -> the strongest co-occurrence edge
    co = {frozenset((e["source"], e["target"])): e["weight"] for e in g["edges"] if e["type"] == "co_occurs"}
    assert co[frozenset(("concept:ranking", "concept:bm25"))] == 1.0
    assert co[frozenset(("concept:ranking", "concept:fusion"))] == 0.5
    assert nodes["concept:bm25"]["weight"] == 3  # two observations + one memory
    # memories link to their concepts and files, explicit relations are edges
    mid1, mid2 = m1["memory"]["id"], m2["memory"]["id"]
    assert nodes[mid1]["type"] == "memory"
    assert (mid1, "concept:bm25") in edges_of(g, "mentions")
    # (a memory's relative path is read from its project's working folder: the same file node)
    assert (mid1, "file:/home/dev/proj/src/search/ranking.py") in edges_of(g, "mentions")
    rel = [e for e in g["edges"] if e["type"] == "relates_to"]
    assert rel == [{"source": mid1, "target": mid2, "type": "relates_to", "weight": 0.3}]


def test_graph_is_capped_to_the_heaviest_nodes(client):
    for i in range(40):
        note(client, f"note {i}", [f"concept{i}", "common"], [f"src/file{i}.py"])
    g = graph(client, project="proj", limit=25)
    assert len(g["nodes"]) == 25 and g["truncated"] is True and g["totalNodes"] > 25
    ids = {n["id"] for n in g["nodes"]}
    assert "project:proj" in ids and "concept:common" in ids
    assert all(e["source"] in ids and e["target"] in ids for e in g["edges"])


def test_graph_errors(client):
    assert client.get(f"{API}/graph?limit=0").status_code == 422
    assert client.get(f"{API}/graph?limit=abc").status_code == 422
    assert graph(client, project="empty") == {"project": "empty", "nodes": [], "edges": [], "truncated": False,
                                              "totalNodes": 0}


def test_graph_of_a_project_holds_no_other_project(client):
    note(client, "alpha work", ["alphaconcept"], ["a.py"], project="alpha", cwd="/src/alpha", session="sa")
    note(client, "beta work", ["betaconcept"], ["b.py"], project="beta", cwd="/src/beta", session="sb")
    ma = remember(client, "alpha memory", project="alpha")["memory"]["id"]
    mb = remember(client, "beta memory", project="beta")["memory"]["id"]
    relate(client, ma, mb)  # a cross-project relation shows in neither project's graph
    g = graph(client, project="alpha")
    text = repr(g)
    assert "alphaconcept" in text and ma in text
    assert "beta" not in text and mb not in text
    assert {n["id"] for n in graph(client)["nodes"]} >= {"project:alpha", "project:beta", ma, mb}


def test_isolated_agents_see_only_their_own_graph_and_relations(iso_client):
    alice, bob = {"X-Agent-Id": "alice"}, {"X-Agent-Id": "bob"}
    note(iso_client, "alice notes", ["aliceconcept"], session="sa", headers=alice)
    note(iso_client, "bob notes", ["bobconcept"], session="sb", headers=bob)
    ma = iso_client.post(f"{API}/remember", json={"content": "alice memory", "project": "proj"},
                         headers=alice).get_json()
    mb = iso_client.post(f"{API}/remember", json={"content": "bob memory", "project": "proj"}, headers=bob).get_json()
    ma, mb = ma["memory"]["id"], mb["memory"]["id"]
    text = repr(iso_client.get(f"{API}/graph?project=proj", headers=alice).get_json())
    assert "aliceconcept" in text and "bobconcept" not in text and mb not in text
    # bob's memory is invisible to alice: unknown for relations
    assert iso_client.post(f"{API}/relations", json={"from": ma, "to": mb, "type": "relates_to"},
                    headers=alice).status_code == 404
    assert iso_client.get(f"{API}/relations?id={mb}", headers=alice).status_code == 404


def test_an_agent_token_cannot_take_over_another_agents_relation(make_client):
    """Shared scope: bob re-posting alice's relation rewrote her row (weight, agentId), and bob's own `clear`
    then deleted it. Now 403, her relation unchanged; the admin still may."""
    client, _ = make_client(secret="g-s3cret")
    admin = {"Authorization": "Bearer g-s3cret"}
    tok = {a: {"Authorization": "Bearer " + client.post(f"{API}/tokens", json={"agentId": a}, headers=admin)
               .get_json()["token"]} for a in ("alice", "bob")}
    ma, mb = (client.post(f"{API}/remember", json={"content": c, "project": "proj"}, headers=tok["alice"])
              .get_json()["memory"]["id"] for c in ("alpha deploy notes kiwi", "beta rollout notes mango"))
    r = client.post(f"{API}/relations", json={"from": ma, "to": mb, "type": "relates_to", "weight": 1},
                    headers=tok["alice"])
    assert r.status_code == 201, r.get_json()
    r = client.post(f"{API}/relations", json={"from": ma, "to": mb, "type": "relates_to", "weight": 0.01},
                    headers=tok["bob"])
    assert r.status_code == 403, r.get_json()
    assert client.post(f"{API}/clear", json={"confirm": "CLEAR"}, headers=tok["bob"]).status_code == 200
    rels = client.get(f"{API}/relations?id={ma}", headers=tok["alice"]).get_json()["relations"]
    assert [(x["type"], x["weight"]) for x in rels] == [("relates_to", 1.0)]
    r = client.post(f"{API}/relations", json={"from": ma, "to": mb, "type": "relates_to", "weight": 0.5},
                    headers=admin)
    assert r.status_code == 200, r.get_json()
