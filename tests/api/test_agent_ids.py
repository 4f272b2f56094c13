"""One rule for an agent id, wherever it is named (`memory/common.check_agent_id`, the models' `AgentName`):
no surrounding whitespace, no control characters, at most 200 characters. A padded id is a 422 naming the
field (header X-Agent-Id, query or body agentId, ingest's agent_id, a batch item, MCP), never a second agent."""
from __future__ import annotations

import re

import pytest

from agentmemory.api.rest import PREFIX
from helpers import observe_payload

SECRET = "ids-s3cret"
ADMIN = {"Authorization": f"Bearer {SECRET}"}
PADDED = [" alice", "alice ", "al\tice", "alice\n", "\talice", " ", "\x7f", "ali\x85ce",
          "\u00a0alice", "alice\u3000", "alice\u200b", "\ufeffalice"]  # spaces of other scripts too


@pytest.fixture
def admin_client(make_client):
    client, _ = make_client(secret=SECRET)
    return client


def _agents(client) -> list[str]:
    return sorted(a["agentId"] for a in client.get(PREFIX + "/agents", headers=ADMIN).get_json()["agents"])


def _refused(r, field: str) -> None:
    assert r.status_code == 422, (r.status_code, r.get_data(as_text=True)[:300])
    body = r.get_json()
    assert body["field"] == field and field in body["error"] and "space" in body["error"], body


@pytest.mark.parametrize("agent", PADDED)
def test_a_padded_agent_id_is_422_wherever_it_is_named(admin_client, agent):
    """Regression: the admin's " alice" or "alice\\t" was taken as an agent of its own, beside "alice"."""
    client = admin_client
    assert client.post(PREFIX + "/remember", json={"content": "alice likes tea"},
                       headers={**ADMIN, "X-Agent-Id": "alice"}).status_code == 201
    before = _agents(client)
    remember = {"content": "zebracorn prefers tabs"}
    _refused(client.post(PREFIX + "/remember", json={**remember, "agentId": agent}, headers=ADMIN), "agentId")
    _refused(client.post(PREFIX + "/remember", json=remember, query_string={"agentId": agent}, headers=ADMIN),
             "agentId")
    _refused(client.post(PREFIX + "/lessons", json={"content": "lint first", "agentId": agent}, headers=ADMIN),
             "agentId")  # a model without the field: the raw agentId is checked by the same rule
    _refused(client.post(PREFIX + "/memory/ingest", json={"agent_id": agent, "conversation_id": "c",
                                                         "turns": [{"user": "hi there"}]}, headers=ADMIN), "agent_id")
    _refused(client.post(PREFIX + "/observe", json=observe_payload(agentId=agent), headers=ADMIN), "agentId")
    batch = client.post(PREFIX + "/observe/batch", json={"observations": [observe_payload(agentId=agent)]},
                        headers=ADMIN).get_json()
    assert batch["results"][0]["status"] == 422 and batch["results"][0]["field"] == "observations[0].agentId", batch
    if "\n" in agent:
        pass  # a header value cannot hold a line break (the test client refuses to send one)
    elif re.search(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]", agent):  # the guard refuses such a header first: 400
        r = client.post(PREFIX + "/remember", json=remember, headers={**ADMIN, "X-Agent-Id": agent})
        assert r.status_code == 400 and "X-Agent-Id" in r.get_json()["error"]
    else:
        wire = agent.encode().decode("latin-1")  # a header's bytes as WSGI hands them on (UTF-8 on the wire)
        _refused(client.post(PREFIX + "/remember", json=remember, headers={**ADMIN, "X-Agent-Id": wire}),
                 "X-Agent-Id")
        rpc = client.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                                        "params": {"name": "memory_save", "arguments": remember}},
                          headers={**ADMIN, "X-Agent-Id": wire}).get_json()
        assert rpc["error"]["data"]["status"] == 422 and "X-Agent-Id" in rpc["error"]["message"], rpc
    mcp = client.post("/mcp", json={"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                                    "params": {"name": "memory_save", "arguments": {**remember, "agentId": agent}}},
                      headers={**ADMIN, "MCP-Protocol-Version": "2025-11-25"}).get_json()
    assert mcp["result"]["isError"] and mcp["result"]["structuredContent"]["field"] == "agentId", mcp
    assert _agents(client) == before  # no new agent, nothing written


def test_spaces_and_unicode_inside_an_agent_id_are_kept(admin_client):
    client = admin_client
    r = client.post(PREFIX + "/remember", json={"content": "bot notes"}, headers={**ADMIN, "X-Agent-Id": "ci bot 2"})
    assert r.status_code == 201 and r.get_json()["memory"]["agentId"] == "ci bot 2"
    for agent in ("Claude Code · laptop", "ci bot 2"):
        r = client.post(PREFIX + "/remember", json={"content": f"{agent} more", "agentId": agent}, headers=ADMIN)
        assert r.status_code == 201 and r.get_json()["memory"]["agentId"] == agent
