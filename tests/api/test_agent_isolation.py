"""Isolated agent scope, seen from outside: what agent B learns of, or does to, agent A's data.

Each test is a case an audit of every operation (REST and MCP, as a write and a read token) found:
B must learn nothing of A's rows, whether by id, session, project or through what the server
derives from them (narratives, topics, counts), and change none of them.
"""
import pytest

from agentmemory.api.rest import PREFIX
from helpers import observe_payload

SECRET = "admin-s3cret"
ADMIN = {"Authorization": f"Bearer {SECRET}"}


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_token(client, agent, role="write"):
    r = client.post(PREFIX + "/tokens", json={"agentId": agent, "role": role}, headers=ADMIN)
    assert r.status_code == 201, r.get_data(as_text=True)
    return bearer(r.get_json()["token"])


@pytest.fixture
def two_agents(make_client):
    client, svc = make_client(secret=SECRET, agent_scope="isolated")
    return client, svc, new_token(client, "agent-a"), new_token(client, "agent-b")


def edit(session, path):
    return {"hookType": "post_tool_use", "sessionId": session, "project": "proj", "cwd": "/w/proj",
            "data": {"tool_name": "Edit", "tool_input": {"file_path": path, "old_string": "a", "new_string": "b"}}}


def test_an_identity_narrative_names_no_topic_of_another_agents_episodes(two_agents):
    """The project narrative's "recurring topics" counted every agent's episodes of the project."""
    client, _, a, b = two_agents
    for i in range(3):
        assert client.post(PREFIX + "/observe", json=edit("sess-a", f"/w/proj/zebracorn{i}.py"), headers=a).status_code == 201
    assert client.post(PREFIX + "/observe", json=observe_payload(session="sess-a", text="editing the zebracorn "
                       "modules so the launch pipeline reads its settings from the new file"), headers=a).status_code == 201
    assert client.post(PREFIX + "/sync-now", json={}, headers=a).status_code == 200
    turns = [{"user": "My name is Beeline Bob and I work at Initech on the billing team every day.",
              "assistant": "Noted: you are Beeline Bob from the Initech billing team."}]
    assert client.post(PREFIX + "/memory/ingest", json={"agent_id": "agent-b", "conversation_id": "conv-b",
                                                        "project": "proj", "turns": turns}, headers=b).status_code == 201
    mine = client.get(PREFIX + "/identity", query_string={"project": "proj"}, headers=b).get_json()["identity"]
    assert "Beeline Bob" in mine["narrative"]
    assert "zebracorn" not in mine["narrative"], mine["narrative"]
    context = client.post(PREFIX + "/context", json={"project": "proj"}, headers=b).get_json()["context"]
    assert "Beeline Bob" in context and "zebracorn" not in context
