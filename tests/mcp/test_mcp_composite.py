"""The composite `memory` and `search_memory` ops (memory/tools.py), over REST and MCP."""
from __future__ import annotations

import pytest

from agentmemory.memory.recall.tools import query_terms

from mcp_fixtures import rpc, settings  # noqa: F401 (fixtures)


def _observe(client, text, session="s1", project="proj"):
    body = {"hookType": "message", "sessionId": session, "project": project, "cwd": "/w",
            "timestamp": "2026-01-02T03:04:05Z", "data": {"speaker": "user", "text": text}}
    assert client.post("/agentmemory/observe", json=body).status_code in (200, 201)


def test_memory_remember_search_forget(client):
    resp = client.post("/agentmemory/memory", json={"action": "remember", "content": "Staging runs on port 8080",
                                                    "project": "proj", "title": "Staging port"})
    assert resp.status_code == 201
    mem_id = resp.get_json()["memory"]["id"]
    assert resp.get_json()["action"] == "remember"
    found = client.post("/agentmemory/memory", json={"action": "search", "query": "staging port",
                                                     "project": "proj"}).get_json()
    assert found["action"] == "search" and found["results"][0]["id"] == mem_id
    gone = client.post("/agentmemory/memory", json={"action": "forget", "memoryId": mem_id})
    assert gone.status_code == 200 and gone.get_json()["deleted"] == [mem_id]
    assert client.get(f"/agentmemory/memories/{mem_id}").status_code == 404


def test_memory_reflect_is_the_reflect_op(client):
    _observe(client, "the flaky test is test_upload", session="a")
    _observe(client, "test_upload fails on slow disks", session="b")
    client.post("/agentmemory/remember", json={"content": "test_upload needs a longer timeout", "project": "proj"})
    body = client.post("/agentmemory/memory", json={"action": "reflect", "query": "test_upload",
                                                    "project": "proj"}).get_json()
    direct = client.post("/agentmemory/reflect", json={"query": "test_upload", "project": "proj",
                                                       "limit": 10}).get_json()
    assert body["action"] == "reflect"
    assert body["total"] == direct["total"] == 3
    assert body["mode"] == direct["mode"]


@pytest.mark.parametrize("body, field", [
    ({"action": "search"}, "query"),
    ({"action": "reflect"}, "query"),
    ({"action": "remember"}, "content"),
    ({"action": "forget"}, "memoryId"),
    ({}, "action"),
])
def test_memory_needs_the_fields_of_its_action(client, body, field):
    resp = client.post("/agentmemory/memory", json=body)
    assert resp.status_code == 400
    assert resp.get_json()["field"] == field


def test_memory_refuses_an_unknown_action(client):
    resp = client.post("/agentmemory/memory", json={"action": "explode", "query": "x"})
    assert resp.status_code == 422 and resp.get_json()["field"] == "action"


def test_memory_action_errors_over_mcp(rpc):
    _, body = rpc("tools/call", {"name": "memory", "arguments": {"action": "remember"}})
    assert body["error"]["code"] == -32602 and body["error"]["data"]["field"] == "content"
    _, body = rpc("tools/call", {"name": "memory", "arguments": {"action": "forget", "memoryId": "mem_nope"}})
    assert body["result"]["isError"] is False
    assert body["result"]["structuredContent"]["notFound"] == ["mem_nope"]


def test_search_memory_scopes(client):
    _observe(client, "we moved the database to postgres yesterday")
    client.post("/agentmemory/remember", json={"content": "The database is postgres 16", "project": "proj"})
    client.post("/agentmemory/slot", json={"label": "project_facts", "content": "database: postgres",
                                           "scope": "project", "project": "proj"})

    def scope(name, **extra):
        resp = client.post("/agentmemory/search-memory", json={"scope": name, "query": "postgres database", **extra})
        assert resp.status_code == 200
        return resp.get_json()["results"]

    pinned = scope("pinned", project="proj")
    assert [r["label"] for r in pinned] == ["project_facts"] and pinned[0]["kind"] == "slot"
    assert scope("pinned", project="other") == []  # another project's slot is not visible
    assert scope("episodes") == []  # episodes and crystals only: a saved memory is not an episode
    assert {r["kind"] for r in scope("transcript")} == {"observation"}


def test_search_memory_pinned_ignores_empty_slots_and_ranks_by_overlap(client):
    client.post("/agentmemory/slot", json={"label": "a_notes", "content": "alpha beta"})
    client.post("/agentmemory/slot", json={"label": "b_notes", "content": "alpha"})
    results = client.post("/agentmemory/search-memory", json={"scope": "pinned", "query": "alpha beta"}).get_json()
    assert [r["label"] for r in results["results"]] == ["a_notes", "b_notes"]
    assert results["results"][0]["score"] == 1.0
    # default slots exist but are empty: a query naming them finds nothing
    none = client.post("/agentmemory/search-memory", json={"scope": "pinned", "query": "persona"}).get_json()
    assert none["results"] == []


def test_search_memory_refuses_a_bad_scope(client):
    resp = client.post("/agentmemory/search-memory", json={"scope": "everything", "query": "x"})
    assert resp.status_code == 422 and resp.get_json()["field"] == "scope"


def test_query_terms():
    assert query_terms("The user_preferences, the USER!") == ["user", "preferences"]
    assert query_terms("What paint should I use?") == ["paint"]
    assert query_terms("a b") == []
