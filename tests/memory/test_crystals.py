"""Crystals over REST: a real session observed through the Flask client, distilled with and without an LLM."""
from __future__ import annotations

import pytest

from agentmemory.llm import DailyBudget
from agentmemory.llm.gemini import GeminiLLM
from agentmemory.memory.distill import extractive
from agentmemory.store import KV
from llm.gemini_standin import GeminiStandIn

API = "/agentmemory"

# A bug-fix session as a coding agent's hooks would report it.
LOGIN_SESSION = [
    ("user_prompt_submit", {"prompt": "The login form rejects valid passwords after the bcrypt upgrade. "
                                      "Please fix it."}),
    ("message", {"speaker": "assistant", "text": "I will look at the password check in auth/login.py first. "
                                                 "The bcrypt upgrade changed how hashes are encoded."}),
    ("post_tool_use", {"tool_name": "Read", "tool_input": {"file_path": "auth/login.py"},
                       "tool_response": "def check(pw, h): return bcrypt.checkpw(pw, h)"}),
    ("post_tool_use", {"tool_name": "Bash", "tool_input": {"command": "pytest tests/test_login.py"},
                       "tool_response": {"stdout": "FAILED tests/test_login.py::test_valid_password", "stderr": ""}}),
    ("note", {"type": "error", "text": "ValueError: Invalid salt when checking bcrypt hashes stored as str"}),
    ("message", {"speaker": "assistant", "text": "The root cause is that hashes are stored as text but bcrypt 4 "
                                                 "expects bytes. Encoding the stored hash to bytes before checkpw "
                                                 "fixes it."}),
    ("note", {"type": "decision", "text": "Store password hashes as bytes and encode legacy str hashes on read"}),
    ("post_tool_use", {"tool_name": "Edit", "tool_input": {"file_path": "auth/login.py", "old_string": "checkpw(pw, h)",
                                                           "new_string": "checkpw(pw, h.encode())"},
                       "tool_response": {"success": True}}),
    ("post_tool_use", {"tool_name": "Bash", "tool_input": {"command": "pytest tests/test_login.py"},
                       "tool_response": {"stdout": "5 passed in 0.4s", "stderr": ""}}),
    ("message", {"speaker": "assistant", "text": "All login tests passed after the fix. Lesson learned: always pin "
                                                 "bcrypt in requirements so an upgrade never changes hash handling "
                                                 "silently."}),
    ("message", {"speaker": "assistant", "text": "All the login tests passed after the fix."}),  # near-duplicate
    ("note", {"type": "decision", "text": "Pin bcrypt==4.1.2 in requirements.txt"}),
    ("post_tool_use", {"tool_name": "Edit", "tool_input": {"file_path": "requirements.txt", "old_string": "bcrypt",
                                                           "new_string": "bcrypt==4.1.2"},
                       "tool_response": {"success": True}}),
    ("note", {"type": "error", "text": "CI cache still held the old bcrypt wheel"}),
    ("message", {"speaker": "user", "text": "Great. TODO: we still need to migrate the old hashes in the database "
                                            "later."}),
]


def observe_session(client, session="login-1", project="webapp", items=LOGIN_SESSION, end=True) -> list[str]:
    ids = []
    for i, (hook, data) in enumerate(items):
        r = client.post(f"{API}/observe", json={"hookType": hook, "sessionId": session, "project": project,
                                                 "cwd": "/src/webapp", "timestamp": f"2026-01-02T10:{i:02d}:00Z",
                                                 "data": data})
        assert r.status_code == 201, r.get_json()
        ids.append(r.get_json()["observationId"])
    if end:
        assert client.post(f"{API}/session/end", json={"sessionId": session}).status_code == 200
    return ids


@pytest.fixture
def standin():
    s = GeminiStandIn()
    yield s
    s.close()


def use_gemini(services, standin, budget: int = 100) -> GeminiLLM:
    llm = GeminiLLM("test-key", base_url=standin.url, timeout=5, retries=0,
                    budget=DailyBudget(budget, services.store))
    services.shared.llm = llm
    return llm


# ---------------------------------------------------------------- extractive
def test_extractive_crystal_of_a_real_session(client, services):
    ids = observe_session(client)
    r = client.post(f"{API}/crystallize", json={"sessionId": "login-1"})
    assert r.status_code == 201
    c = r.get_json()["crystal"]
    assert c["method"] == "extractive" and c["sessionId"] == "login-1" and c["project"] == "webapp"
    assert c["sourceObservationIds"] == ids and c["id"].startswith("cry_")
    assert 0 < len(c["narrative"]) <= extractive.NARRATIVE_CHARS
    assert "bcrypt" in c["narrative"]
    # every decision and error is kept
    assert "Store password hashes as bytes and encode legacy str hashes on read" in c["decisions"]
    assert "Pin bcrypt==4.1.2 in requirements.txt" in c["decisions"]
    assert any("Invalid salt" in e for e in c["errors"]) and any("CI cache" in e for e in c["errors"])
    assert c["files"][0] == "auth/login.py" and "requirements.txt" in c["files"]
    assert any("pin bcrypt" in lesson.lower() for lesson in c["lessons"])
    assert any("passed" in o for o in c["keyOutcomes"])
    # near-identical sentences appear once
    text = " ".join([c["narrative"]] + c["keyOutcomes"])
    assert not ("All login tests passed after the fix" in text and "All the login tests passed after the fix" in text)


def test_crystals_are_listed_searchable_and_linked(client, services):
    ids = observe_session(client)
    observe_session(client, session="other", project="elsewhere",
                    items=[("message", {"speaker": "user", "text": f"Unrelated chatter number {i} about lunch plans."})
                           for i in range(3)])
    c = client.post(f"{API}/crystallize", json={"sessionId": "login-1"}).get_json()["crystal"]
    client.post(f"{API}/crystallize", json={"sessionId": "other"})
    listed = client.get(f"{API}/crystals", query_string={"project": "webapp"}).get_json()
    assert listed["total"] == 1 and listed["crystals"][0]["id"] == c["id"]
    assert client.get(f"{API}/crystals", query_string={"limit": 1}).get_json()["total"] == 2
    hits = client.post(f"{API}/smart-search", json={"query": "bcrypt hash bytes", "kinds": ["crystal"]}
                       ).get_json()["results"]
    assert [h["id"] for h in hits] == [c["id"]] and hits[0]["sessionId"] == "login-1"
    rels = [v for _, v in services.store.scan(KV.relations) if v["from"] == c["id"]]
    assert rels and all(r["type"] == "derived_from" and r["to"] in ids for r in rels)
    assert {r["to"] for r in rels} >= {ids[4], ids[6]}  # the error and the decision are cited


def test_crystallize_again_rewrites_the_same_crystal(client):
    observe_session(client)
    first = client.post(f"{API}/crystallize", json={"sessionId": "login-1"}).get_json()["crystal"]
    second = client.post(f"{API}/crystallize", json={"sessionId": "login-1"}).get_json()["crystal"]
    assert second["id"] == first["id"] and second["version"] == 2 and second["createdAt"] == first["createdAt"]
    assert client.get(f"{API}/crystals").get_json()["total"] == 1


def test_crystallize_errors(client):
    assert client.post(f"{API}/crystallize", json={"sessionId": "nope"}).status_code == 404
    client.post(f"{API}/session/start", json={"sessionId": "empty", "project": "p"})
    r = client.post(f"{API}/crystallize", json={"sessionId": "empty"})
    assert r.status_code == 422 and "no observations" in r.get_json()["error"]
    assert client.post(f"{API}/crystallize", json={}).status_code == 400


def test_auto_crystallizes_ended_sessions_without_a_crystal(client):
    observe_session(client, session="long", items=LOGIN_SESSION[:6])
    observe_session(client, session="short", items=LOGIN_SESSION[:3])
    observe_session(client, session="running", items=LOGIN_SESSION[:7], end=False)
    r = client.post(f"{API}/crystals/auto", json={}).get_json()
    assert [c["sessionId"] for c in r["created"]] == ["long"] and r["remaining"] == 0
    assert client.post(f"{API}/crystals/auto", json={}).get_json()["created"] == []
    r = client.post(f"{API}/crystals/auto", json={"minObservations": 2, "project": "webapp"}).get_json()
    assert [c["sessionId"] for c in r["created"]] == ["short"]


def test_forgetting_sources_forgets_the_crystal(client, services):
    ids = observe_session(client)
    c = client.post(f"{API}/crystallize", json={"sessionId": "login-1"}).get_json()["crystal"]
    client.post(f"{API}/forget", json={"sessionId": "login-1", "observationIds": [ids[0]]})
    assert client.get(f"{API}/crystals").get_json()["total"] == 0
    assert services.store.read().execute("SELECT count(*) FROM search_docs WHERE kind='crystal'").fetchone()[0] == 0
    assert not [v for _, v in services.store.scan(KV.relations) if c["id"] in (v["from"], v["to"])]
    client.post(f"{API}/crystallize", json={"sessionId": "login-1"})
    client.post(f"{API}/forget", json={"sessionId": "login-1"})
    assert client.get(f"{API}/crystals").get_json()["total"] == 0
    ops = [e["operation"] for e in client.get(f"{API}/audit", query_string={"operation": "crystal.forget"}
                                              ).get_json()["entries"]]
    assert ops == ["crystal.forget", "crystal.forget"]


# ---------------------------------------------------------------- with an LLM
LLM_DRAFT = {"narrative": "Fixed bcrypt 4 rejecting str hashes by encoding them to bytes; pinned bcrypt.",
             "keyOutcomes": ["Login works again", 7], "lessons": ["Pin security libraries"],
             "decisions": ["Store hashes as bytes"], "errors": ["Invalid salt"], "files": ["auth/hashing.py"]}


def test_llm_crystal_through_the_real_client(client, services, standin):
    use_gemini(services, standin)
    observe_session(client)
    standin.text("```json\n" + __import__("json").dumps(LLM_DRAFT) + "\n```")
    c = client.post(f"{API}/crystallize", json={"sessionId": "login-1"}).get_json()["crystal"]
    assert c["method"] == "llm" and c["model"] == "gemini-2.5-flash"
    assert c["narrative"] == LLM_DRAFT["narrative"]
    assert c["keyOutcomes"] == ["Login works again"]  # the invalid item was skipped
    assert c["files"][:2] == ["auth/login.py", "requirements.txt"] and "auth/hashing.py" in c["files"]
    prompt = standin.requests[0]["body"]["contents"][0]["parts"][0]["text"]
    assert "Invalid salt" in prompt and "[1] prompt:" in prompt


def test_llm_failures_and_spent_budget_fall_back_to_extractive(client, services, standin):
    llm = use_gemini(services, standin, budget=2)
    observe_session(client, session="a")
    observe_session(client, session="b")
    observe_session(client, session="c")
    standin.text("not json, sorry").json(LLM_DRAFT)
    assert client.post(f"{API}/crystallize", json={"sessionId": "a"}).get_json()["crystal"]["method"] == "extractive"
    assert client.post(f"{API}/crystallize", json={"sessionId": "b"}).get_json()["crystal"]["method"] == "llm"
    c = client.post(f"{API}/crystallize", json={"sessionId": "c"}).get_json()["crystal"]
    assert c["method"] == "extractive" and c["narrative"]  # budget spent: no request sent
    assert len(standin.requests) == 2 and llm.status()["usedToday"] == 2


def test_the_llm_is_never_called_on_observe_or_search(client, services, standin):
    use_gemini(services, standin)
    observe_session(client)
    client.post(f"{API}/search", json={"query": "bcrypt"})
    client.post(f"{API}/smart-search", json={"query": "bcrypt"})
    assert standin.requests == []


def test_crystals_survive_export_and_import(client):
    observe_session(client)
    c = client.post(f"{API}/crystallize", json={"sessionId": "login-1"}).get_json()["crystal"]
    export = client.get(f"{API}/export").get_json()
    assert c["id"] in export["data"][KV.crystals]
    r = client.post(f"{API}/import", json={"exportData": export, "strategy": "replace"})
    assert r.status_code == 200
    hits = client.post(f"{API}/smart-search", json={"query": "bcrypt hash bytes", "kinds": ["crystal"]}
                       ).get_json()["results"]
    assert [h["id"] for h in hits] == [c["id"]]  # re-indexed by import like a fresh write


# ---------------------------------------------------------------- the design card's switches
LINKED_DRAFT = {"narrative": "Fixed the bcrypt login bug and pinned bcrypt.", "files": ["auth/login.py"],
                "links": [{"from": 9, "to": 4, "type": "supersedes"}, {"from": 7, "to": 8, "type": "causes"},
                          {"from": 1, "to": 1}, {"from": 99, "to": 2}, {"to": 3}]}


def _auto_relations(services, ids):
    rels = services.store.reader().relations.find()
    return {(r["from"], r["to"], r["type"]) for r in rels if r["from"] in ids and r["to"] in ids}


@pytest.mark.parametrize("enabled", [True, False])
def test_graph_extraction_links_observations_only_when_enabled(client, services, standin, enabled):
    services.shared.settings = services.shared.settings.with_(graph_extraction_enabled=enabled)
    ids = observe_session(client)
    use_gemini(services, standin)
    standin.json(LINKED_DRAFT)
    c = client.post(f"{API}/crystallize", json={"sessionId": "login-1"}).get_json()["crystal"]
    assert c["method"] == "llm"  # a wrong link never costs the draft
    prompt = standin.requests[0]["body"]["contents"][0]["parts"][0]["text"]
    assert ("links" in prompt) is enabled
    expected = {(ids[8], ids[3], "supersedes"), (ids[6], ids[7], "relates_to")} if enabled else set()
    assert _auto_relations(services, set(ids)) == expected  # out-of-range, self and unknown types fixed or dropped


def test_auto_compress_crystallizes_an_ended_session_with_the_llm(client, services, standin):
    from helpers import wait_until
    use_gemini(services, standin)
    observe_session(client, session="plain")  # AGENTMEMORY_AUTO_COMPRESS off (the default): no LLM call
    assert standin.requests == [] and services.store.reader().crystals.of_session("plain") is None
    services.shared.settings = services.shared.settings.with_(auto_compress=True)
    standin.json(LLM_DRAFT)
    observe_session(client, session="compressed")
    crystal = wait_until(lambda: services.store.reader().crystals.of_session("compressed"), timeout=20,
                         message="the ended session was never crystallized")
    assert crystal["method"] == "llm" and len(standin.requests) == 1
