"""Identity overrides (memory/records/overrides.py): written by the user, shown first, never regenerated."""
from __future__ import annotations

from agentmemory.store import KV

API = "/agentmemory"


def add(client, text, **extra):
    r = client.post(f"{API}/identity/overrides", json={"text": text, **extra})
    assert r.status_code == 201, r.get_json()
    return r.get_json()["override"]


def test_add_list_delete_and_restore(client, services):
    first = add(client, "My name is Terence")
    add(client, "Always reply in English")
    add(client, "Deploys of this project go through Kamal", project="shop")
    listed = client.get(f"{API}/identity/overrides").get_json()
    assert [o["text"] for o in listed["overrides"]] == ["My name is Terence", "Always reply in English",
                                                       "Deploys of this project go through Kamal"]
    other = client.get(f"{API}/identity/overrides", query_string={"project": "blog"}).get_json()["overrides"]
    assert [o["text"] for o in other] == ["My name is Terence", "Always reply in English"]  # globals only
    gone = client.delete(f"{API}/identity/overrides/{first['id']}")
    assert gone.status_code == 200 and services.store.get(KV.overrides, first["id"]) is None
    assert client.delete(f"{API}/identity/overrides/{first['id']}").status_code == 404
    assert client.post(f"{API}/consolidate/restore", json={"auditId": gone.get_json()["auditId"]}).status_code == 200
    assert services.store.get(KV.overrides, first["id"])["text"] == "My name is Terence"


def test_bad_input_is_a_clear_error(client):
    assert client.post(f"{API}/identity/overrides", json={"text": ""}).status_code == 422
    assert client.post(f"{API}/identity/overrides", json={}).status_code == 400
    assert client.post(f"{API}/identity/overrides", json={"text": "x" * 5000}).status_code == 422


def test_overrides_come_first_and_survive_regeneration(client, services):
    add(client, "Always reply in English")
    client.post(f"{API}/memory/ingest", json={"agent_id": "default", "conversation_id": "c1", "project": "shop",
                                              "turns": [{"user": "I am a data engineer and I love Postgres for analytics work.",
                                                         "assistant": "Noted, Postgres it is for the analytics."}]})
    client.post(f"{API}/memory/ingest", json={"agent_id": "default", "conversation_id": "c2", "project": "shop",
                                              "turns": [{"user": "I live in Porto and I work at Initech on the billing team.",
                                                         "assistant": "Noted, Porto and Initech billing."}]})
    assert client.get(f"{API}/identity", query_string={"project": "shop"}).get_json()["identity"]  # regenerated
    recall = client.post(f"{API}/recall", json={"query": "who am I?", "project": "shop"}).get_json()
    assert recall["scope"] == "identity"
    assert recall["block"].split("\n")[1:3] == ["## What you told me", "- Always reply in English"]
    ctx = client.post(f"{API}/context", json={"project": "shop"}).get_json()["context"]
    profile = ctx.split("## Known entities / profile\n", 1)[1]
    assert profile.startswith("- Always reply in English")


def test_isolated_agents_keep_their_own_overrides(make_client):
    client, services = make_client(agent_scope="isolated")
    client.post(f"{API}/identity/overrides", json={"text": "I am agent A's user"}, headers={"X-Agent-Id": "a"})
    client.post(f"{API}/identity/overrides", json={"text": "I am agent B's user"}, headers={"X-Agent-Id": "b"})
    mine = client.get(f"{API}/identity/overrides", headers={"X-Agent-Id": "a"}).get_json()["overrides"]
    assert [o["text"] for o in mine] == ["I am agent A's user"]
    theirs = client.get(f"{API}/identity/overrides", headers={"X-Agent-Id": "b"}).get_json()["overrides"]
    assert client.delete(f"{API}/identity/overrides/{theirs[0]['id']}", headers={"X-Agent-Id": "a"}).status_code == 404
