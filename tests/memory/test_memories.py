"""Tests for memory/memories.py through the REST API: remember, versioning, TTL and forget."""
import helpers
import pytest

from agentmemory.api.rest import PREFIX
from helpers import Clock, observe_payload

V1 = "Database backups run nightly with pg_dump to the eu bucket"
V2 = "Database backups run nightly with pg_dump to the us bucket"
V3 = "Database backups run nightly with pg_dump to the asia bucket"
SIMILAR = "Database backups run weekly with restic to the us bucket"
UNRELATED = "The frontend uses tailwind for styling"
DAY = 86400


def remember(client, content, **kw):
    r = client.post(PREFIX + "/remember", json={"content": content, "project": "ops", **kw})
    assert r.status_code == 201, r.get_json()
    return r.get_json()


def ids(results):
    return [r["id"] for r in results]


def test_remember_returns_the_stored_memory(client):
    body = remember(client, "Prefer pnpm over npm", type="preference", concepts="tooling, js", importance=8)
    mem = body["memory"]
    assert mem["id"].startswith("mem_")
    assert (mem["type"], mem["title"], mem["concepts"], mem["importance"]) == (
        "preference", "Prefer pnpm over npm", ["tooling", "js"], 8)
    assert (mem["version"], mem["parentId"], mem["supersedes"], mem["isLatest"]) == (1, None, [], True)
    assert "supersedes" not in body and "similarTo" not in body
    assert client.get(PREFIX + f"/memories/{mem['id']}").get_json()["memory"] == mem


def test_saved_memory_is_found_by_the_next_keyword_search(client):
    mem_id = remember(client, "The staging cluster is called marmoset")["memory"]["id"]
    hits = client.post(PREFIX + "/search", json={"query": "marmoset"}).get_json()["results"]
    assert ids(hits) == [mem_id] and hits[0]["kind"] == "memory"


def test_supersede_chain_of_three_versions(client, services):
    m1 = remember(client, V1)["memory"]
    b2 = remember(client, V2)
    m2 = b2["memory"]
    b3 = remember(client, V3)
    m3 = b3["memory"]
    assert b2["supersedes"] == m1["id"] and b3["supersedes"] == m2["id"]
    assert [m["version"] for m in (m1, m2, m3)] == [1, 2, 3]
    assert (m2["parentId"], m3["parentId"]) == (m1["id"], m2["id"])
    assert m2["supersedes"] == [m1["id"]]
    assert m3["supersedes"] == [m2["id"], m1["id"]]

    latest = client.get(PREFIX + "/memories").get_json()
    assert ids(latest["memories"]) == [m3["id"]] and latest["total"] == 1
    everything = client.get(PREFIX + "/memories", query_string={"latest": "false"}).get_json()
    assert sorted(ids(everything["memories"])) == sorted([m1["id"], m2["id"], m3["id"]])
    assert everything["total"] == 3
    flags = {m["id"]: m["isLatest"] for m in everything["memories"]}
    assert flags == {m1["id"]: False, m2["id"]: False, m3["id"]: True}
    old = client.get(PREFIX + f"/memories/{m1['id']}").get_json()["memory"]
    assert old["supersededBy"] == m2["id"]
    # search shows only the newest version
    hits = client.post(PREFIX + "/search", json={"query": "database backups pg_dump"}).get_json()["results"]
    assert ids(hits) == [m3["id"]]
    ops = [r[0] for r in services.store.read().execute(
        "SELECT operation FROM audit_log WHERE operation LIKE 'memory.%' OR operation='remember' ORDER BY id")]
    assert ops.count("memory.supersede") == 2 and ops.count("remember") == 3


def test_a_similar_memory_gets_a_hint_not_a_new_version(client):
    m1 = remember(client, V1)["memory"]
    body = remember(client, SIMILAR)
    assert body["memory"]["version"] == 1 and "supersedes" not in body
    hint = body["similarTo"]
    assert hint["id"] == m1["id"] and 0.4 <= hint["similarity"] <= 0.7
    assert client.get(PREFIX + "/memories").get_json()["total"] == 2  # both are latest
    body = remember(client, UNRELATED)
    assert "similarTo" not in body and "supersedes" not in body


def test_versioning_stays_within_a_project(client):
    remember(client, V1, project="a")
    body = remember(client, V2, project="b")
    assert body["memory"]["version"] == 1 and "supersedes" not in body


def test_an_identical_title_names_the_same_memory(client):
    m1 = remember(client, "Run migrations with alembic", title="How to migrate")["memory"]
    body = remember(client, "Migrations now run on deploy automatically", title="how to migrate")
    assert body["supersedes"] == m1["id"] and body["memory"]["version"] == 2


def test_private_spans_are_removed_and_an_all_private_memory_is_rejected(client, services):
    mem = remember(client, "keep this <private>not this</private> part")["memory"]
    assert "not this" not in mem["content"] and mem["redactions"] == 1
    before = services.store.read().execute("SELECT count(*) FROM audit_log").fetchone()[0]
    r = client.post(PREFIX + "/remember", json={"content": "<private>all of it</private>"})
    assert r.status_code == 422 and r.get_json()["field"] == "content"
    assert services.store.read().execute("SELECT count(*) FROM audit_log").fetchone()[0] == before


# ------------------------------------------------------------------ TTL
@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_ttl_expiry_hides_then_purges(client, services, drain):
    clock = Clock(1_800_000_000.0)
    services.shared.clock = clock
    mem = remember(client, "The release freeze ends on friday", ttlDays=1)["memory"]
    keep = remember(client, "The release train leaves every tuesday")["memory"]
    assert mem["forgetAfterTs"] == pytest.approx(clock.t + DAY)
    drain()

    def visible():
        listed = ids(client.get(PREFIX + "/memories").get_json()["memories"])
        got = client.get(PREFIX + f"/memories/{mem['id']}").status_code == 200
        found = [ids(client.post(PREFIX + "/search", json={"query": "The release freeze ends on friday", "mode": m}
                                 ).get_json()["results"]) for m in ("keyword", "vector", "hybrid")]
        smart = ids(client.post(PREFIX + "/smart-search", json={"query": "release freeze"}).get_json()["results"])
        return mem["id"] in listed, got, [mem["id"] in f for f in found], mem["id"] in smart

    assert visible() == (True, True, [True, True, True], True)
    clock.t += DAY - 1
    assert visible() == (True, True, [True, True, True], True)
    clock.t += 2
    assert visible() == (False, False, [False, False, False], False)
    assert ids(client.get(PREFIX + "/memories").get_json()["memories"]) == [keep["id"]]

    assert helpers.sql(services.store, "SELECT count(*) FROM search_docs WHERE item_id=?", (mem["id"],)).fetchone()[0] == 1
    assert services.memories.purge_expired() == 1
    for table, col in (("kv_store", "key"), ("search_docs", "item_id"), ("vectors", "item_id")):
        assert helpers.sql(services.store, f"SELECT count(*) FROM {table} WHERE {col}=?", (mem["id"],)).fetchone()[0] == 0
    assert services.memories.purge_expired() == 0
    assert client.get(PREFIX + f"/memories/{keep['id']}").status_code == 200
    audit = client.get(PREFIX + "/audit", query_string={"operation": "forget"}).get_json()["entries"]
    assert [e["key"] for e in audit] == [mem["id"]]


def test_an_expired_memory_is_not_superseded(client, services):
    clock = Clock(1_800_000_000.0)
    services.shared.clock = clock
    old = remember(client, V1, ttlDays=1)["memory"]
    clock.t += 2 * DAY
    body = remember(client, V2)
    assert body["memory"]["version"] == 1 and "supersedes" not in body and "similarTo" not in body
    assert client.get(PREFIX + f"/memories/{old['id']}").status_code == 404


# ------------------------------------------------------------------ forget
@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_forget_a_memory_removes_it_everywhere(client, services, drain):
    text = "The wiki lives at confluence space OPS"
    mem = remember(client, text)["memory"]
    drain()
    assert ids(client.post(PREFIX + "/search", json={"query": text, "mode": "vector"}
                           ).get_json()["results"]) == [mem["id"]]
    r = client.post(PREFIX + "/forget", json={"memoryId": mem["id"]})
    assert r.get_json() == {"deleted": [mem["id"]], "notFound": []}
    assert client.get(PREFIX + f"/memories/{mem['id']}").status_code == 404
    for mode in ("keyword", "vector", "hybrid"):
        assert client.post(PREFIX + "/search", json={"query": text, "mode": mode}
                           ).get_json()["results"] == [], mode
    assert helpers.sql(services.store, "SELECT count(*) FROM vectors WHERE item_id=?", (mem["id"],)).fetchone()[0] == 0
    r = client.post(PREFIX + "/forget", json={"memoryId": mem["id"]})
    assert r.get_json() == {"deleted": [], "notFound": [mem["id"]]}


def command(word):
    return {"hookType": "post_tool_use", "sessionId": "s1", "project": "ops",
            "data": {"tool_name": "Bash", "tool_input": {"command": f"echo {word}"}, "tool_response": "ok"}}


def test_forget_some_observations_or_a_whole_session(client):
    a, b, c = (client.post(PREFIX + "/observe", json=command(w)).get_json()["observationId"]
               for w in ("apple", "banana", "cherry"))
    r = client.post(PREFIX + "/forget", json={"sessionId": "s1", "observationIds": [a, "obs_missing"]})
    assert r.get_json() == {"deleted": [a], "notFound": ["obs_missing"]}
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": "s1"}).get_json()
    assert ids(obs["observations"]) == [b, c]
    assert client.get(PREFIX + "/sessions").get_json()["sessions"][0]["observationCount"] == 2
    assert client.post(PREFIX + "/search", json={"query": "apple"}).get_json()["results"] == []
    r = client.post(PREFIX + "/forget", json={"sessionId": "s1"})
    assert sorted(r.get_json()["deleted"]) == sorted([b, c])
    assert client.get(PREFIX + "/sessions").get_json()["total"] == 0
    assert client.post(PREFIX + "/search", json={"query": "banana cherry"}).get_json()["results"] == []


@pytest.mark.parametrize("body", [{}, {"memoryId": "m", "sessionId": "s"}])
def test_forget_needs_exactly_one_target(client, body):
    r = client.post(PREFIX + "/forget", json=body)
    assert r.status_code == 400 and r.get_json()["field"] == "memoryId"


@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_a_forgotten_turn_leaves_no_trace_in_its_neighbours(client, services):
    secret = client.post(PREFIX + "/observe", json=observe_payload(text="my hint is aardvarkian")).get_json()
    client.post(PREFIX + "/observe", json=observe_payload(text="ok noted"))
    client.post(PREFIX + "/forget", json={"sessionId": "s1", "observationIds": [secret["observationId"]]})
    assert client.post(PREFIX + "/search", json={"query": "aardvarkian"}).get_json()["results"] == []
    conn = services.store.read()
    assert conn.execute("SELECT count(*) FROM kv_store WHERE CAST(value AS TEXT) LIKE '%aardvarkian%'").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM search_docs WHERE context LIKE '%aardvarkian%'").fetchone()[0] == 0


@pytest.mark.parametrize("target, others", [("a_b", ("aXb", "A_B", "a_b:x")), ("c%", ("cde", "C%"))])
def test_forget_session_deleted_other_sessions_dedup_keys_matched_by_like(client, clock, target, others):
    # regression: forgetting a session deleted the dedup keys `LIKE '<id>:%'`, and LIKE ignores case and
    # reads `_` / `%` in the id as wildcards: other sessions' repeats were then stored twice.
    for sid in (target, *others):
        assert client.post(PREFIX + "/observe", json=observe_payload(session=sid, text="same")).status_code == 201
    assert client.post(PREFIX + "/forget", json={"sessionId": target}).status_code == 200
    for sid in others:  # still within the window: a repeat is still a repeat
        again = client.post(PREFIX + "/observe", json=observe_payload(session=sid, text="same"))
        assert again.status_code == 200 and again.get_json()["deduplicated"] is True, sid
    # the forgotten session's own key went with it
    assert client.post(PREFIX + "/observe", json=observe_payload(session=target, text="same")).status_code == 201
