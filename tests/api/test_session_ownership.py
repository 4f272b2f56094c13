"""Operations that act on a session (summarize, crystallize, sync-now, crystals/auto, and the ones that
always checked: resume, end, observe into, forget) follow one rule, `Caller.check_session`: an agent
token acts on its own agent's sessions only, in either scope (shared scope shares reads, not the right to
rewrite another agent's summary, crystal or episodes); the admin secret acts on any."""
from __future__ import annotations

import pytest

from agentmemory.api.rest import PREFIX
from helpers import observe_payload

SECRET = "owner-s3cret"
ADMIN = {"Authorization": f"Bearer {SECRET}"}
TURNS = [{"user": "We agreed to ship the zebracorn billing export on Friday after the load test passes.",
          "assistant": "Noted: the zebracorn billing export ships Friday, once the load test passes."}]


def _bearer(client, agent: str) -> dict:
    r = client.post(PREFIX + "/tokens", json={"agentId": agent}, headers=ADMIN)
    assert r.status_code == 201, r.get_data(as_text=True)
    return {"Authorization": f"Bearer {r.get_json()['token']}"}


def _seed(client, a: dict) -> None:
    """Agent A: an ended session of three observations, and a conversation whose turns are not distilled."""
    for text in ("zebracorn: wrote the export", "zebracorn: ran the load test", "zebracorn: fixed the header"):
        assert client.post(PREFIX + "/observe", json=observe_payload(session="sess-a", text=text),
                           headers=a).status_code == 201
    assert client.post(PREFIX + "/session/end", json={"sessionId": "sess-a"}, headers=a).status_code == 200
    ingest = {"agent_id": "agent-a", "conversation_id": "conv-a", "turns": TURNS, "skip_extraction": True}
    assert client.post(PREFIX + "/memory/ingest", json=ingest, headers=a).status_code == 201


def _state(client) -> dict:
    """What the refused calls must leave alone, as the admin reads it."""
    summary = client.get(PREFIX + "/session", query_string={"sessionId": "sess-a"}, headers=ADMIN).get_json()
    crystals = client.get(PREFIX + "/crystals", headers=ADMIN).get_json()["crystals"]
    episodes = client.get(PREFIX + "/episodes", headers=ADMIN).get_json()["episodes"]
    return {"summary": summary["summary"], "crystals": crystals, "episodes": episodes}


@pytest.fixture
def agents(make_client):
    client, _ = make_client(secret=SECRET)  # shared scope: B reads A's sessions
    a, b = _bearer(client, "agent-a"), _bearer(client, "agent-b")
    _seed(client, a)
    return client, a, b


def test_b_cannot_summarize_crystallize_or_distil_a_session_of_a(agents):
    """Regression: in shared scope an agent token ran crystallize, summarize and sync-now on another
    agent's session (it sees it, so only the 404 check applied)."""
    client, a, b = agents
    before = _state(client)
    refused = {
        "summarize": client.post(PREFIX + "/summarize", json={"sessionId": "sess-a"}, headers=b),
        "crystallize": client.post(PREFIX + "/crystallize", json={"sessionId": "sess-a"}, headers=b),
        "sync-now": client.post(PREFIX + "/sync-now", json={"sessionId": "conv-a"}, headers=b),
        "sync-now queued": client.post(PREFIX + "/sync-now", json={"sessionId": "conv-a", "wait": False}, headers=b),
    }
    assert {k: r.status_code for k, r in refused.items()} == {k: 403 for k in refused}, \
        {k: r.get_data(as_text=True)[:200] for k, r in refused.items()}
    for r in refused.values():
        body = r.get_json()
        assert r.mimetype == "application/json" and "agent-a" in body["error"] and body["agentId"] == "agent-b"
    # the walks over many sessions take only B's own: none of A's is distilled or crystallized
    everyone = client.post(PREFIX + "/sync-now", json={}, headers=b).get_json()
    assert everyone["episodes"] == [] and everyone["remaining"] == 0
    auto = client.post(PREFIX + "/crystals/auto", json={"minObservations": 1}, headers=b).get_json()
    assert auto["created"] == [] and auto["remaining"] == 0
    mcp = client.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                                    "params": {"name": "memory_crystallize", "arguments": {"sessionId": "sess-a"}}},
                      headers=b).get_json()["result"]
    assert mcp["isError"] and mcp["structuredContent"]["status"] == 403
    assert _state(client) == before  # nothing changed


def test_a_and_the_admin_still_act_on_the_session(agents):
    client, a, b = agents
    assert client.post(PREFIX + "/summarize", json={"sessionId": "sess-a"}, headers=a).status_code == 200
    assert client.post(PREFIX + "/crystallize", json={"sessionId": "sess-a"}, headers=ADMIN).status_code == 201
    assert client.post(PREFIX + "/sync-now", json={"sessionId": "conv-a"}, headers=a).get_json()["episodes"]
    assert client.post(PREFIX + "/crystallize", json={"sessionId": "sess-a"}, headers=a).status_code == 201
    # B's own session is B's to summarize; an unknown one is 404 for everyone
    assert client.post(PREFIX + "/observe", json=observe_payload(session="sess-b", text="b works"),
                       headers=b).status_code == 201
    assert client.post(PREFIX + "/summarize", json={"sessionId": "sess-b"}, headers=b).status_code == 200
    for who in (a, b, ADMIN):
        assert client.post(PREFIX + "/summarize", json={"sessionId": "nope"}, headers=who).status_code == 404


def test_the_admins_walks_still_take_every_agents_sessions(agents):
    client, _, _ = agents
    auto = client.post(PREFIX + "/crystals/auto", json={"minObservations": 1}, headers=ADMIN).get_json()
    assert [c["sessionId"] for c in auto["created"]] == ["sess-a"]
    assert client.post(PREFIX + "/sync-now", json={}, headers=ADMIN).get_json()["episodes"]


def test_in_isolated_scope_a_session_of_a_is_not_found_for_b(make_client):
    client, _ = make_client(secret=SECRET, agent_scope="isolated")
    a, b = _bearer(client, "agent-a"), _bearer(client, "agent-b")
    _seed(client, a)
    for path, body in (("/summarize", {"sessionId": "sess-a"}), ("/crystallize", {"sessionId": "sess-a"}),
                       ("/sync-now", {"sessionId": "conv-a"})):
        assert client.post(PREFIX + path, json=body, headers=b).status_code == 404, path
