"""Shared scope shares reads, not the right to remove another agent's rows: slots and typed memories too
(README, Permissions: an agent token "in either scope deletes only its own agent's rows")."""
from __future__ import annotations

import pytest

from agentmemory.api.rest import PREFIX

SECRET = "admin-s3cret"
ADMIN = {"Authorization": f"Bearer {SECRET}"}


def bearer(client, agent):
    r = client.post(PREFIX + "/tokens", json={"agentId": agent}, headers=ADMIN)
    assert r.status_code == 201, r.get_json()
    return {"Authorization": f"Bearer {r.get_json()['token']}"}


@pytest.fixture
def shared(make_client):
    client, _ = make_client(secret=SECRET)
    return client, bearer(client, "alice"), bearer(client, "bob")


def test_an_agent_token_cannot_delete_another_agents_slot(shared):
    client, alice, bob = shared
    r = client.post(PREFIX + "/slot", json={"label": "deploy_notes", "content": "blue-green on Fridays"}, headers=alice)
    assert r.status_code == 201, r.get_json()
    r = client.delete(PREFIX + "/slot", query_string={"label": "deploy_notes"}, headers=bob)
    assert r.status_code == 403 and "alice" in r.get_json()["error"]
    r = client.get(PREFIX + "/slot", query_string={"label": "deploy_notes"}, headers=bob)
    assert r.get_json()["slot"]["content"] == "blue-green on Fridays"  # nothing changed
    assert client.delete(PREFIX + "/slot", query_string={"label": "deploy_notes"}, headers=alice).status_code == 200


def test_the_admin_may_delete_any_slot(shared):
    client, alice, _ = shared
    client.post(PREFIX + "/slot", json={"label": "deploy_notes", "content": "x"}, headers=alice)
    assert client.delete(PREFIX + "/slot", query_string={"label": "deploy_notes"}, headers=ADMIN).status_code == 200


def test_an_agent_token_cannot_delete_another_agents_typed_memory(shared):
    client, alice, bob = shared
    r = client.post(PREFIX + "/typed/preferences", json={"fields": {"topic": "editor", "preference": "vim"}},
                    headers=alice)
    assert r.status_code == 201, r.get_json()
    r = client.post(PREFIX + "/typed/preferences/delete", json={"key": "editor"}, headers=bob)
    assert r.status_code in (403, 404), r.get_json()
    r = client.get(PREFIX + "/typed/preferences", query_string={"key": "editor"}, headers=alice)
    assert r.status_code == 200 and r.get_json()["item"]["fields"]["preference"] == "vim"
