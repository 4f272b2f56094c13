"""GET /agents (counts per agent) and POST /clear (what it clears, what it keeps, who may clear what)."""
from __future__ import annotations

API = "/agentmemory"
SECRET = "overview-secret-123"


def ingest(client, agent, cid, text, headers=None):
    r = client.post(f"{API}/memory/ingest", headers=headers, json={
        "agent_id": agent, "conversation_id": cid, "project": "home",
        "turns": [{"user": text, "assistant": "Noted, I will keep that in mind for later."}]})
    assert r.status_code == 201, r.get_json()


def remember(client, agent, content, headers=None):
    r = client.post(f"{API}/remember", json={"content": content, "project": "home", "agentId": agent},
                    headers=headers)
    assert r.status_code == 201, r.get_json()


def seed(client, headers=None):
    ingest(client, "alice", "a1", "I prefer Postgres over MySQL for new projects and my editor is Neovim.", headers)
    ingest(client, "alice", "a2", "We moved the nightly models to dbt and scheduled them with Airflow.", headers)
    ingest(client, "bob", "b1", "My favourite language is Rust and I deploy with Nomad on bare metal.", headers)
    remember(client, "bob", "Bob's staging cluster runs on three Hetzner machines.", headers)


def agent_list(client, headers=None):
    r = client.get(f"{API}/agents", headers=headers)
    assert r.status_code == 200, r.get_json()
    return {a["agentId"]: a for a in r.get_json()["agents"]}


def test_agents_lists_counts(client):
    seed(client)
    got = agent_list(client)
    assert set(got) == {"alice", "bob"}
    assert (got["alice"]["observations"], got["alice"]["episodes"], got["alice"]["memories"]) == (4, 2, 0)
    assert (got["bob"]["observations"], got["bob"]["episodes"], got["bob"]["memories"]) == (2, 1, 1)
    assert got["alice"]["facts"] >= 1 and got["bob"]["facts"] >= 1
    assert got["alice"]["lastSeen"].endswith("Z")


def test_clear_needs_the_confirmation(client):
    seed(client)
    for body, status in (({}, 400), ({"confirm": "yes"}, 422), ({"confirm": True}, 422)):
        r = client.post(f"{API}/clear", json=body)
        assert r.status_code == status and r.get_json()["field"] == "confirm", body
    assert agent_list(client)["alice"]["observations"] == 4  # nothing cleared


def test_clear_everything_keeps_tokens_and_audit_and_empties_default_slots(client):
    seed(client)
    client.post(f"{API}/slot/append", json={"label": "persona", "text": "Terse senior engineer."})
    client.post(f"{API}/slot", json={"label": "notes", "content": "private notes"})
    assert client.post(f"{API}/tokens", json={"agentId": "carol"}).status_code == 201
    assert client.post(f"{API}/recall", json={"query": "who am I?"}).get_json()["scope"] == "identity"  # cached
    r = client.post(f"{API}/clear", json={"confirm": "CLEAR"})
    assert r.status_code == 200 and r.get_json()["whole"] is True and r.get_json()["total"] > 0
    assert agent_list(client) == {"carol": {"agentId": "carol", "observations": 0, "memories": 0, "facts": 0,
                                        "episodes": 0, "lastSeen": None}}  # the token is kept
    assert client.get(f"{API}/facts").get_json()["facts"] == []
    assert client.get(f"{API}/identity").get_json()["identity"] is None
    assert client.get(f"{API}/episodes").get_json()["episodes"] == []
    assert client.post(f"{API}/smart-search", json={"query": "Postgres dbt Rust"}).get_json()["results"] == []
    assert client.post(f"{API}/recall", json={"query": "who am I?"}).get_json()["scope"] == "none"  # not cached
    slots = {s["label"]: s for s in client.get(f"{API}/slots").get_json()["slots"]}
    assert slots["persona"]["content"] == "" and "notes" not in slots
    audit = client.get(f"{API}/audit", query_string={"operation": "memory.clear"}).get_json()["entries"]
    assert len(audit) == 1 and audit[0]["detail"]["whole"] is True
    assert client.get(f"{API}/tokens").get_json()["tokens"][0]["agentId"] == "carol"


def test_clear_one_agent_leaves_the_others(client):
    seed(client)
    r = client.post(f"{API}/clear", json={"confirm": "CLEAR", "agentId": "alice"})
    assert r.status_code == 200 and r.get_json()["agentId"] == "alice" and r.get_json()["whole"] is False
    got = agent_list(client)
    assert "alice" not in got and got["bob"]["observations"] == 2 and got["bob"]["memories"] == 1
    facts = [f["text"] for f in client.get(f"{API}/facts").get_json()["facts"]]
    assert facts and not any("Postgres" in f for f in facts)
    identity = client.get(f"{API}/identity").get_json()["identity"]
    assert identity is None or "Postgres" not in identity["narrative"]  # a narrative quoting its facts went too


def test_clear_honours_tokens(make_client):
    client, _ = make_client(secret=SECRET)
    admin = {"Authorization": f"Bearer {SECRET}"}
    seed(client, admin)
    bob = client.post(f"{API}/tokens", json={"agentId": "bob"}, headers=admin).get_json()["token"]
    reader = client.post(f"{API}/tokens", json={"agentId": "bob", "role": "read"}, headers=admin).get_json()["token"]
    assert client.post(f"{API}/clear", json={"confirm": "CLEAR"},
                       headers={"Authorization": f"Bearer {reader}"}).status_code == 403
    assert client.post(f"{API}/clear", json={"confirm": "CLEAR", "agentId": "alice"},
                       headers={"Authorization": f"Bearer {bob}"}).status_code == 403
    assert set(agent_list(client, {"Authorization": f"Bearer {bob}"})) == {"bob"}  # a token sees its own row
    r = client.post(f"{API}/clear", json={"confirm": "CLEAR"}, headers={"Authorization": f"Bearer {bob}"})
    assert r.status_code == 200 and r.get_json()["agentId"] == "bob" and r.get_json()["whole"] is False
    got = agent_list(client, admin)
    assert got["alice"]["observations"] == 4 and got["bob"]["observations"] == 0


def test_isolated_scope_clears_the_callers_rows_only(iso_client):
    seed(iso_client)
    r = iso_client.post(f"{API}/clear", json={"confirm": "CLEAR"}, headers={"X-Agent-Id": "alice"})
    assert r.status_code == 200 and r.get_json()["agentId"] == "alice"
    assert agent_list(iso_client, {"X-Agent-Id": "bob"})["bob"]["observations"] == 2
    assert agent_list(iso_client, {"X-Agent-Id": "alice"})["alice"]["observations"] == 0


def test_the_admin_in_isolated_scope_lists_every_agent_it_may_act_as(make_client):
    """Regression: in isolated scope the admin naming no agent was listed only its own (AGENT_ID) row, so the
    dashboard had no agent to offer it; it may act as any of them. An agent token, or the admin naming an agent,
    still gets that one row."""
    client, _ = make_client(secret=SECRET, agent_scope="isolated")
    admin = {"Authorization": f"Bearer {SECRET}"}
    seed(client, admin)
    r = client.post(f"{API}/tokens", json={"agentId": "carol"}, headers=admin)
    carol = {"Authorization": f"Bearer {r.get_json()['token']}"}
    got = agent_list(client, admin)
    assert {"alice", "bob", "carol"} <= set(got)  # carol holds a token: she may be chosen before she writes
    assert (got["alice"]["observations"], got["bob"]["memories"]) == (4, 1)
    assert set(agent_list(client, {**admin, "X-Agent-Id": "bob"})) == {"bob"}
    assert set(agent_list(client, carol)) == {"carol"}
    health = client.get(f"{API}/health", headers=admin).get_json()
    assert health["agentScope"] == "isolated" and client.get(f"{API}/health", headers=carol).get_json()["agentScope"] == "isolated"
