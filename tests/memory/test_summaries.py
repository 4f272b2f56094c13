"""Session summaries: built on /session/end and /summarize, deterministic, stored, forgotten with the session."""
from __future__ import annotations

import pytest

from agentmemory.memory.distill.summaries import build_summary, clip_words
from agentmemory.store import KV

API = "/agentmemory"


def observe(client, data, hook, session="s1", project="proj", headers=None):
    r = client.post(f"{API}/observe", json={"hookType": hook, "sessionId": session, "project": project, "cwd": "/w",
                                            "data": data}, headers=headers)
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def fill(client, session="s1", project="proj"):
    client.post(f"{API}/session/start", json={"sessionId": session, "project": project, "title": "Login work"})
    observe(client, {"prompt": "Fix the login redirect loop"}, "user_prompt_submit", session, project)
    observe(client, {"tool_name": "Edit", "tool_input": {"file_path": "src/login.py", "old_string": "a",
                                                         "new_string": "b"}, "tool_output": "ok"},
            "post_tool_use", session, project)
    observe(client, {"tool_name": "Edit", "tool_input": {"file_path": "src/login.py", "old_string": "c",
                                                         "new_string": "d"}, "tool_output": "ok"},
            "post_tool_use", session, project)
    observe(client, {"type": "decision", "text": "Redirect with a 303 after login"}, "decision", session, project)
    observe(client, {"type": "error", "text": "AssertionError in test_redirect"}, "error", session, project)


def test_session_end_stores_and_returns_the_summary(client, services):
    fill(client)
    client.post(f"{API}/actions", json={"title": "Add a redirect test", "project": "proj"})
    client.post(f"{API}/actions", json={"title": "Already finished", "project": "proj", "status": "done"})
    client.post(f"{API}/actions", json={"title": "Other project work", "project": "other"})
    r = client.post(f"{API}/session/end", json={"sessionId": "s1"})
    assert r.status_code == 200
    s = r.get_json()["summary"]
    assert r.get_json()["session"]["status"] == "ended"
    assert s["sessionId"] == "s1" and s["project"] == "proj" and s["title"] == "Login work"
    assert s["firstPrompt"] == "Fix the login redirect loop"
    assert s["observationCount"] == 5
    assert s["counts"] == {"file_edit": 2, "decision": 1, "error": 1, "prompt": 1}
    assert s["files"][0] == "src/login.py"
    assert [d["title"] for d in s["decisions"]] == ["Redirect with a 303 after login"]
    assert [e["title"] for e in s["errors"]] == ["AssertionError in test_redirect"]
    assert [a["title"] for a in s["openActions"]] == ["Add a redirect test"]
    assert "Fix the login redirect loop" in s["text"] and "Redirect with a 303" in s["text"]
    assert services.store.get(KV.summaries, "s1") == s


def test_summarize_route_and_determinism(client):
    fill(client)
    first = client.post(f"{API}/summarize", json={"sessionId": "s1"})
    second = client.post(f"{API}/summarize", json={"sessionId": "s1"})
    assert first.status_code == second.status_code == 200
    a, b = first.get_json()["summary"], second.get_json()["summary"]
    for s in (a, b):
        s.pop("createdAt"), s.pop("createdTs")
    assert a == b


def test_summary_of_a_conversation_uses_the_first_user_turn(client):
    observe(client, {"speaker": "assistant", "text": "Hello, how can I help?"}, "message")
    observe(client, {"speaker": "user", "text": "Please migrate the schema"}, "message")
    s = client.post(f"{API}/summarize", json={"sessionId": "s1"}).get_json()["summary"]
    assert s["firstPrompt"] == "Please migrate the schema"


@pytest.mark.parametrize("path", ["/summarize", "/session/end"])
def test_summary_errors(client, path):
    assert client.post(f"{API}{path}", json={}).status_code == 400
    r = client.post(f"{API}{path}", json={"sessionId": "nope"})
    assert r.status_code == 404 and r.get_json()["sessionId"] == "nope"
    assert client.post(f"{API}{path}", json={"sessionId": ""}).status_code == 422


def test_forgetting_a_session_forgets_its_summary(client, services):
    fill(client)
    client.post(f"{API}/session/end", json={"sessionId": "s1"})
    assert services.store.get(KV.summaries, "s1") is not None
    client.post(f"{API}/forget", json={"sessionId": "s1"})
    assert services.store.get(KV.summaries, "s1") is None


def test_forgetting_observations_refreshes_the_summary(client, services):
    fill(client)
    client.post(f"{API}/session/end", json={"sessionId": "s1"})
    decision = services.store.get(KV.summaries, "s1")["decisions"][0]["id"]
    client.post(f"{API}/forget", json={"sessionId": "s1", "observationIds": [decision]})
    s = services.store.get(KV.summaries, "s1")
    assert s["decisions"] == [] and s["observationCount"] == 4 and "303" not in s["text"]


def test_isolated_agent_cannot_summarize_another_agents_session(iso_client):
    alice, bob = {"X-Agent-Id": "alice"}, {"X-Agent-Id": "bob"}
    observe(iso_client, {"type": "note", "text": "alice's work"}, "note", headers=alice)
    assert iso_client.post(f"{API}/summarize", json={"sessionId": "s1"}, headers=bob).status_code == 404
    assert iso_client.post(f"{API}/summarize", json={"sessionId": "s1"}, headers=alice).status_code == 200


def test_build_summary_is_pure_and_bounded():
    obs = [{"id": f"o{i}", "type": "decision", "title": f"d{i}", "files": [f"f{i % 30}.py"], "ts": float(i)}
           for i in range(100)]
    sess = {"sessionId": "s", "project": "p", "startedAt": "2026-01-01T00:00:00Z"}
    a = build_summary(obs, sess, [], now=5.0)
    assert a == build_summary(obs, sess, [], now=5.0)
    assert len(a["decisions"]) == 10 and a["decisions"][-1]["title"] == "d99"
    assert len(a["files"]) == 15
    assert clip_words("one two three four", 9) == "one two…"
