"""Project profiles: kept incrementally on write, equal to a recount, isolated per project and agent."""
from __future__ import annotations

import pytest
import json
import random
from collections import Counter

import helpers

from agentmemory.memory.admin import profile as P
from agentmemory.store import KV

API = "/agentmemory"


def observe(client, data, session="s1", project="proj", hook="post_tool_use", headers=None, **extra):
    r = client.post(f"{API}/observe", json={"hookType": hook, "sessionId": session, "project": project,
                                            "cwd": "/w", "data": data, **extra}, headers=headers)
    assert r.status_code in (200, 201), r.get_json()
    return r.get_json()["observationId"]


def profile(client, project="proj", headers=None, **params):
    r = client.get(f"{API}/profile", query_string={"project": project, **params}, headers=headers)
    assert r.status_code == 200, r.get_json()
    return r.get_json()["profile"]


def stored_profiles(services, project):
    return {p["agentId"]: p for p in P.read_profiles(services.store.reader(), project)}


def recount(services, project):
    """Rebuild from scratch inside a transaction that is rolled back: the stored rows stay as they were."""
    class Rollback(Exception):
        pass
    out = {}
    try:
        with services.store.write() as tx:
            rebuilt = P.rebuild_profiles(tx, project, services.shared.searcher.storage)
            out = {p["agentId"] or "": p for p in rebuilt.values()}
            raise Rollback
    except Rollback:
        pass
    return out


# ---------------------------------------------------------------- happy path
def test_profile_counts_what_happened(client):
    client.post(f"{API}/session/start", json={"sessionId": "s1", "project": "proj", "cwd": "/w"})
    observe(client, {"tool_name": "Edit", "tool_input": {"file_path": "src/app.py", "old_string": "a",
                                                         "new_string": "b"}, "tool_output": "ok"})
    observe(client, {"tool_name": "Bash", "tool_input": {"command": "pytest tests/test_app.py"},
                     "tool_output": "1 passed"})
    observe(client, {"tool_name": "Read", "tool_input": {"file_path": "web/main.ts"}, "tool_output": "x"}, session="s2")
    for i in range(7):
        observe(client, {"type": "decision", "text": f"Decision number {i}"}, hook="decision",
                timestamp=f"2026-01-0{i + 1}T00:00:00Z")
    observe(client, {"type": "error", "text": "ImportError in app"}, hook="error", timestamp="2026-01-09T00:00:00Z")

    p = profile(client)
    assert p["project"] == "proj"
    assert p["sessionCount"] == 2 and p["observationCount"] == 11
    assert {t["name"]: t["count"] for t in p["tools"]} == {"Edit": 1, "Bash": 1, "Read": 1}
    assert {x["name"] for x in p["languages"]} == {"python", "typescript"}
    assert {"path": "src/app.py", "count": 1} in p["topFiles"]
    assert p["types"]["decision"] == 7 and p["types"]["error"] == 1
    # the five newest decisions, newest first
    assert [d["title"] for d in p["recentDecisions"]] == [f"Decision number {i}" for i in (6, 5, 4, 3, 2)]
    assert [e["title"] for e in p["recentErrors"]] == ["ImportError in app"]
    assert p["firstActivity"].startswith("2026-01-01") and p["lastActivity"] >= "2026-01-09"


def test_profile_errors(client):
    assert client.get(f"{API}/profile").status_code == 400
    r = client.get(f"{API}/profile?project=nothing-here")
    assert r.status_code == 404 and r.get_json()["project"] == "nothing-here"
    observe(client, {"type": "note", "text": "x"}, hook="note")
    assert client.get(f"{API}/profile?project=proj&limit=0").status_code == 422


def test_limit_caps_the_lists(client):
    observe(client, {"type": "note", "text": "x", "concepts": [f"c{i}" for i in range(10)]}, hook="note")
    assert len(profile(client, limit=3)["topConcepts"]) == 3


def test_a_session_counts_once(client):
    client.post(f"{API}/session/start", json={"sessionId": "s1", "project": "proj"})
    client.post(f"{API}/session/start", json={"sessionId": "s1", "project": "proj"})  # resume
    for i in range(3):
        observe(client, {"type": "note", "text": f"n{i}"}, hook="note")
    observe(client, {"type": "note", "text": "implicit"}, hook="note", session="s2")
    assert profile(client)["sessionCount"] == 2
    assert "profiled" not in client.get(f"{API}/sessions").get_json()["sessions"][0]


# ---------------------------------------------------------------- incremental == recount
@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_incremental_profile_matches_a_plain_count(client, services):
    rng = random.Random(7)
    words = [f"w{i}" for i in range(60)]
    concepts, files = Counter(), Counter()
    items = []
    for i in range(300):
        cs = rng.sample(words, rng.randint(0, 5))
        fs = [f"src/m{rng.randint(0, 30)}.{rng.choice(['py', 'go', 'rs', 'txt'])}"]
        items.append({"hookType": "note", "sessionId": f"s{i // 100}", "project": "proj", "cwd": "/w",
                      "data": {"type": "note", "text": f"item {i}", "concepts": cs, "files": fs}})
    r = client.post(f"{API}/observe/batch", json={"observations": items})
    assert r.get_json()["stored"] == 300
    stored = services.store.read().execute(f"SELECT value FROM kv_store WHERE scope LIKE '{KV.OBS_PREFIX}%'")
    for (value,) in stored:
        obs = json.loads(value) if isinstance(value, str) else value  # PostgreSQL reads JSONB decoded
        concepts.update(obs["concepts"])
        files.update(obs["files"])
    p = profile(client, limit=200)
    assert {c["name"]: c["count"] for c in p["topConcepts"]} == dict(concepts)
    assert {f["path"]: f["count"] for f in p["topFiles"]} == dict(files)
    assert p["observationCount"] == 300 and p["sessionCount"] == 3
    assert sum(x["count"] for x in p["languages"]) == sum(n for f, n in files.items() if not f.endswith(".txt"))


@pytest.mark.slow
def test_incremental_profile_equals_a_recount_after_many_observations(client, services):
    """Past the counter cap (pruning) and across batches, sessions and agents: same rows as a rebuild."""
    rng = random.Random(11)
    for batch in range(6):
        items = []
        for i in range(150):
            n = batch * 150 + i
            items.append({"hookType": rng.choice(["note", "decision", "error"]), "sessionId": f"s{n // 200}",
                          "project": "proj", "cwd": "/w", "agentId": rng.choice(["a1", "a2"]),
                          "timestamp": 1_767_225_600 + rng.randint(0, 10**6),
                          "data": {"type": rng.choice(["note", "decision", "error"]), "text": f"event {n}",
                                   "concepts": [f"k{rng.randint(0, 400)}" for _ in range(4)],
                                   "files": [f"d{rng.randint(0, 9)}/f{rng.randint(0, 300)}.py"]}})
        assert client.post(f"{API}/observe/batch", json={"observations": items}).get_json()["stored"] == 150
    client.post(f"{API}/session/start", json={"sessionId": "fresh", "project": "proj"})
    incremental = {k or "": v for k, v in stored_profiles(services, "proj").items()}
    assert set(incremental) == {"a1", "a2", "default"}
    # the counters were cut back (counts of pruned names are gone) and stay bounded
    a1 = incremental["a1"]
    assert sum(a1["concepts"].values()) < 4 * a1["observationCount"]
    assert max(len(p["concepts"]) for p in incremental.values()) <= P.CAP + P.SLACK
    assert recount(services, "proj") == incremental


def test_forgetting_a_session_removes_it_from_the_profile(client):
    observe(client, {"type": "decision", "text": "Keep this decision"}, hook="decision", session="keep")
    observe(client, {"type": "decision", "text": "Secret decision about zebras",
                     "concepts": ["zebra"]}, hook="decision", session="gone")
    assert profile(client)["sessionCount"] == 2
    assert client.post(f"{API}/forget", json={"sessionId": "gone"}).status_code == 200
    p = profile(client)
    assert p["sessionCount"] == 1 and p["observationCount"] == 1
    assert "zebra" not in repr(p).lower()


# ---------------------------------------------------------------- isolation
def test_profiles_are_per_project(client):
    observe(client, {"type": "note", "text": "x", "concepts": ["alphaonly"]}, hook="note", project="alpha", session="a")
    observe(client, {"type": "note", "text": "y", "concepts": ["betaonly"]}, hook="note", project="beta", session="b")
    assert "betaonly" not in repr(profile(client, "alpha"))
    assert "alphaonly" not in repr(profile(client, "beta"))


def test_isolated_agents_see_only_their_own_profile(iso_client):
    alice, bob = {"X-Agent-Id": "alice"}, {"X-Agent-Id": "bob"}
    observe(iso_client, {"type": "note", "text": "a", "concepts": ["alicething"]}, hook="note", session="sa",
            headers=alice)
    observe(iso_client, {"type": "note", "text": "b", "concepts": ["bobthing"]}, hook="note", session="sb", headers=bob)
    pa = profile(iso_client, headers=alice)
    assert "alicething" in repr(pa) and "bobthing" not in repr(pa) and pa["sessionCount"] == 1
    assert iso_client.get(f"{API}/profile?project=proj", headers={"X-Agent-Id": "carol"}).status_code == 404


def test_language_of():
    assert P.language_of("src/a.py") == "python"
    assert P.language_of("C:\\x\\b.TS") == "typescript"
    assert P.language_of("Makefile") is None and P.language_of("notes.xyz") is None


@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_single_observations_add_delta_rows_that_fold_to_exactly_a_recount(client, services):
    """One observe writes a small delta, not the profile row; reads, batches and the maintenance
    fold all see the same numbers, and the folded rows equal a recount (cuts included)."""
    rng = random.Random(5)
    conn = helpers.Sql(services.store)

    def deltas():
        return conn.execute("SELECT count(*) FROM kv_store WHERE scope=?", (KV.profile_deltas,)).fetchone()[0]

    def single(n):
        observe(client, {"type": "note", "text": f"single {n}", "concepts": [f"k{rng.randint(0, 300)}" for _ in range(5)],
                         "files": [f"src/f{rng.randint(0, 400)}.py"]}, session=f"s{min(n, 249) // 100}",
                agentId=rng.choice(["a1", "a2"]), timestamp=1_767_225_600 + n)

    for n in range(250):
        single(n)
    services.shared.catch_up()  # the rows are read here, not through an op: after the observes' index work
    row_before = conn.execute("SELECT updated_at FROM kv_store WHERE scope=? AND key=?",
                              (KV.profiles, P.profile_key("proj", "a1"))).fetchone()[0]
    for n in range(250, 400):
        single(n)
    services.shared.catch_up()
    if services.sessions.behind is None:  # inline (PostgreSQL); behind their answers (SQLite) a batch writes the row
        # the a1 row was not rewritten by those 150 observations (its session was already counted)...
        assert conn.execute("SELECT updated_at FROM kv_store WHERE scope=? AND key=?",
                            (KV.profiles, P.profile_key("proj", "a1"))).fetchone()[0] == row_before
        assert deltas() > 250
    # ...yet a read already sees every observation
    assert profile(client)["observationCount"] == 400
    read_now = {k or "": v for k, v in stored_profiles(services, "proj").items()}
    assert recount(services, "proj") == read_now

    # a batch loads the row: pending deltas are folded first, in order
    items = [{"hookType": "note", "sessionId": "s9", "project": "proj", "cwd": "/w", "agentId": "a1",
              "data": {"type": "note", "text": f"batch {i}", "concepts": [f"k{i}"]}} for i in range(20)]
    assert client.post(f"{API}/observe/batch", json={"observations": items}).get_json()["stored"] == 20
    a1_left = conn.execute("SELECT count(*) FROM kv_store WHERE scope=? AND key>=? AND key<?",
                           (KV.profile_deltas, *P._delta_range(P.profile_key("proj", "a1")))).fetchone()[0]
    assert a1_left == 0
    if services.sessions.behind is None:
        assert deltas() > 0  # a2's deltas wait for the maintenance fold
        assert services.profiles.fold_profiles() >= 1
    assert deltas() == 0 and services.profiles.fold_profiles() == 0
    folded = {k or "": v for k, v in stored_profiles(services, "proj").items()}
    assert folded["a1"]["observationCount"] + folded["a2"]["observationCount"] == 420
    assert recount(services, "proj") == folded


def test_export_folds_pending_deltas_first(client, services):
    for n in range(5):
        observe(client, {"type": "note", "text": f"export {n}"})
    data = client.get(f"{API}/export").get_json()["data"]
    assert KV.profile_deltas not in data
    (row,) = data[KV.profiles].values()
    assert row["observationCount"] == 5
