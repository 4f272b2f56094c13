"""Agent tokens (memory/tokens.py): who a caller is, what it may do, and what it may see.

A token is bound to one agent: naming another agent (header, body, query, batch item, MCP
arguments) is 403; a read token cannot write; under isolated scope a token sees only its
agent's data everywhere (REST, MCP, export, websocket, health), and import and replace touch
only its own rows.
"""
import json
import os
import re
import subprocess
import sys

import helpers
import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.mcp.tools import annotations
from agentmemory.ops import OPS
from helpers import LiveServer, observe_payload, wait_until

SECRET = "admin-s3cret"
ADMIN = {"Authorization": f"Bearer {SECRET}"}


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_token(client, agent, role="write"):
    r = client.post(PREFIX + "/tokens", json={"agentId": agent, "role": role}, headers=ADMIN)
    assert r.status_code == 201, r.get_data(as_text=True)
    return r.get_json()["token"]


@pytest.fixture
def two_agents(make_client):
    client, svc = make_client(secret=SECRET, agent_scope="isolated")
    return client, svc, new_token(client, "agent-a"), new_token(client, "agent-b")


@pytest.fixture
def shared(make_client):
    client, svc = make_client(secret=SECRET)
    return client, svc


def seed_a(client, token_a):
    """Agent A's data: an observation, a memory and an identity narrative (from a distilled conversation)."""
    a = bearer(token_a)
    assert client.post(PREFIX + "/observe", json=observe_payload(session="sess-a", text="zebracorn launch codes"),
                       headers=a).status_code == 201
    mem = client.post(PREFIX + "/remember", json={"content": "zebracorn prefers tabs"}, headers=a).get_json()
    turns = [{"user": "My name is Zebracorn Ann and I work at Acme on the payments team every day.",
              "assistant": "Noted: you are Zebracorn Ann from the Acme payments team."}]
    assert client.post(PREFIX + "/memory/ingest", json={"agent_id": "agent-a", "conversation_id": "conv-a",
                                                        "turns": turns}, headers=a).status_code == 201
    client.post(PREFIX + "/sync-now", json={}, headers=a)
    return mem["memory"]["id"]


# ---------------------------------------------------------------- the token ops
@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_create_shows_the_token_once_and_stores_only_its_hash(shared):
    client, svc = shared
    r = client.post(PREFIX + "/tokens", json={"agentId": "agent-a", "role": "read"}, headers=ADMIN)
    assert r.status_code == 201
    body = r.get_json()
    assert set(body) == {"token", "tokenId", "agentId", "role"} and body["role"] == "read"
    token = body["token"]
    assert token.startswith("amt_") and len(token) > 40
    listed = client.get(PREFIX + "/tokens", headers=ADMIN)
    assert listed.status_code == 200 and token not in listed.get_data(as_text=True)
    assert [t["tokenId"] for t in listed.get_json()["tokens"]] == [body["tokenId"]]
    assert "hash" not in json.dumps(listed.get_json())
    assert client.get(PREFIX + "/audit", headers=ADMIN).get_data(as_text=True).count(token) == 0
    if getattr(svc.store, "backend", "sqlite") == "postgresql":  # no row of any table holds the token
        for table in ("agent_tokens", "audit_log", "kv_store", "event_ids"):
            assert helpers.sql(svc.store, f"SELECT count(*) FROM {table} t WHERE strpos(CAST(t AS TEXT), ?) > 0",
                               (token,)).fetchone()[0] == 0, table
    else:  # nor the database file, its WAL or anything else in the data dir
        svc.store.read().execute("PRAGMA wal_checkpoint(FULL)")
        for path in svc.settings.data_dir.iterdir():
            assert token.encode() not in path.read_bytes(), path
    assert client.post(PREFIX + "/tokens", json={"agentId": "a", "role": "owner"}, headers=ADMIN).status_code == 422


@pytest.mark.parametrize("agent", ["a\nb", "tab\there", " padded", "padded ", "bell\x07", "c1\x85x", ""])
def test_a_token_agent_name_has_no_control_characters_or_padding(shared, agent):
    client, _ = shared
    r = client.post(PREFIX + "/tokens", json={"agentId": agent}, headers=ADMIN)
    assert r.status_code == 422 and "agentId" in r.get_data(as_text=True)
    assert client.get(PREFIX + "/tokens", headers=ADMIN).get_json()["tokens"] == []


def test_a_token_agent_name_may_hold_spaces_and_unicode_inside(shared):
    client, _ = shared
    assert client.post(PREFIX + "/tokens", json={"agentId": "Claude Code · laptop"}, headers=ADMIN).status_code == 201


def test_default_role_is_write_and_revoked_tokens_are_401(shared):
    client, _ = shared
    r = client.post(PREFIX + "/tokens", json={"agentId": "agent-a"}, headers=ADMIN).get_json()
    assert r["role"] == "write"
    assert client.get(PREFIX + "/health", headers=bearer(r["token"])).status_code == 200
    revoked = client.post(PREFIX + "/tokens/revoke", json={"tokenId": r["tokenId"]}, headers=ADMIN)
    assert revoked.status_code == 200 and revoked.get_json()["revoked"] is True
    assert client.get(PREFIX + "/health", headers=bearer(r["token"])).status_code == 401
    assert client.post(PREFIX + "/tokens/revoke", json={"tokenId": "tok_nope"}, headers=ADMIN).status_code == 404
    listed = client.get(PREFIX + "/tokens", headers=ADMIN).get_json()["tokens"]
    assert listed[0]["active"] is False and listed[0]["revokedAt"]


def test_only_the_admin_manages_tokens(shared):
    client, _ = shared
    token = new_token(client, "agent-a")
    for method, path, body in (("POST", "/tokens", {"agentId": "agent-a"}), ("GET", "/tokens", None),
                               ("POST", "/tokens/revoke", {"tokenId": "tok_x"})):
        r = client.open(PREFIX + path, method=method, json=body, headers=bearer(token))
        assert r.status_code == 403, path
    r = client.post("/agentmemory/mcp/call", json={"name": "memory_token_create", "arguments": {"agentId": "x"}},
                    headers=bearer(token))
    assert r.status_code == 403 and "admin" in r.get_json()["error"]


def test_a_made_up_token_is_401(shared):
    client, _ = shared
    for token in ("amt_" + "A" * 43, "amt_", "not-a-token"):
        assert client.get(PREFIX + "/health", headers=bearer(token)).status_code == 401


# ---------------------------------------------------------------- identity is the token's
def test_a_token_acts_as_its_agent_and_cannot_name_another(shared):
    client, _ = shared
    a = bearer(new_token(client, "agent-a"))
    mem = client.post(PREFIX + "/remember", json={"content": "tabs"}, headers=a).get_json()["memory"]
    assert mem["agentId"] == "agent-a"
    same = client.post(PREFIX + "/remember", json={"content": "spaces", "agentId": "agent-a"},
                       headers={**a, "X-Agent-Id": "agent-a"})
    assert same.status_code == 201
    refusals = [
        client.post(PREFIX + "/remember", json={"content": "x"}, headers={**a, "X-Agent-Id": "agent-b"}),
        client.post(PREFIX + "/remember", json={"content": "x", "agentId": "agent-b"}, headers=a),
        client.post(PREFIX + "/smart-search", json={"query": "tabs", "agentId": "agent-b"}, headers=a),
        client.post(PREFIX + "/memory", json={"action": "search", "query": "tabs", "agentId": "agent-b"}, headers=a),
        client.post(PREFIX + "/observe", json=observe_payload(agentId="agent-b"), headers=a),
        client.post(PREFIX + "/observe/batch", json={"observations": [observe_payload(text="mine"),
                                                                      observe_payload(agentId="agent-b")]}, headers=a),
        client.get(PREFIX + "/memories", query_string={"agentId": "agent-b"}, headers=a),
        client.post(PREFIX + "/memory/ingest", json={"agent_id": "agent-b", "conversation_id": "c",
                                                     "turns": [{"user": "hi"}]}, headers=a),
        client.post(PREFIX + "/typed/entities", json={"fields": {"entity_name": "Acme"}, "agentId": "agent-b"},
                    headers=a),
    ]
    for r in refusals:
        assert r.status_code == 403, (r.request.path, r.get_data(as_text=True))
    # the refused batch wrote nothing, not even its own item
    assert client.get(PREFIX + "/observations", query_string={"sessionId": "s1"}, headers=a).get_json()["total"] == 0


def test_mcp_arguments_cannot_name_another_agent(shared):
    client, _ = shared
    a = bearer(new_token(client, "agent-a"))
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": "memory_save", "arguments": {"content": "x", "agentId": "agent-b"}}}
    r = client.post("/mcp", json=call, headers=a).get_json()
    assert r["result"]["isError"] and r["result"]["structuredContent"]["status"] == 403
    r = client.post("/mcp", json={**call, "params": {"name": "memory_save", "arguments": {"content": "x"}}},
                    headers={**a, "X-Agent-Id": "agent-b"})
    assert r.status_code == 403 and r.get_json()["error"]["data"]["status"] == 403
    r = client.post("/mcp", json={**call, "params": {"name": "memory_save", "arguments": {"content": "x"}}}, headers=a)
    assert r.get_json()["result"]["structuredContent"]["memory"]["agentId"] == "agent-a"


def test_body_agent_id_never_overrides_the_header(shared):
    """Regression: smart-search and the `memory` tool used the body's agentId over X-Agent-Id."""
    client, _ = shared
    header = {**ADMIN, "X-Agent-Id": "agent-a"}
    for path, body in (("/smart-search", {"query": "x", "agentId": "agent-b"}),
                       ("/memory", {"action": "search", "query": "x", "agentId": "agent-b"}),
                       ("/remember", {"content": "x", "agentId": "agent-b"})):
        assert client.post(PREFIX + path, json=body, headers=header).status_code == 403, path
    # the admin with no header may still name the agent in the body
    r = client.post(PREFIX + "/remember", json={"content": "x", "agentId": "agent-b"}, headers=ADMIN)
    assert r.status_code == 201 and r.get_json()["memory"]["agentId"] == "agent-b"
    r = client.post(PREFIX + "/remember", json={"content": "y"}, headers={**ADMIN, "X-Agent-Id": "agent-c"})
    assert r.get_json()["memory"]["agentId"] == "agent-c"  # the admin may act as any agent


def test_a_read_token_cannot_write(shared):
    client, svc = shared
    reader = bearer(new_token(client, "agent-r", role="read"))
    before = svc.store.read().execute("SELECT count(*) FROM kv_store").fetchone()[0]
    checked = 0
    for op in OPS:
        for method, path in op.rest:
            if callable(op.access) or op.access == "read":
                continue
            path = re.sub(r"<[^>]+>", "x", path)
            r = client.open(PREFIX + path, method=method, json={} if method != "GET" else None, headers=reader)
            assert r.status_code == 403, (op.name, r.status_code)
            checked += 1
    assert checked >= 30
    assert svc.store.read().execute("SELECT count(*) FROM kv_store").fetchone()[0] == before
    assert client.get(PREFIX + "/memories", headers=reader).status_code == 200
    assert client.post(PREFIX + "/smart-search", json={"query": "x"}, headers=reader).status_code == 200
    assert client.post(PREFIX + "/memory", json={"action": "search", "query": "x"}, headers=reader).status_code == 200
    assert client.post(PREFIX + "/memory", json={"action": "remember", "content": "x"},
                       headers=reader).status_code == 403
    assert client.post(PREFIX + "/reflect", json={"query": "x", "writeLessons": True}, headers=reader).status_code == 403
    r = client.post("/agentmemory/mcp/call", json={"name": "memory_save", "arguments": {"content": "x"}},
                    headers=reader)
    assert r.status_code == 403 and "read-only" in r.get_json()["error"]


def test_read_only_annotations_and_access_agree():
    """One source of truth: an op the MCP annotations call read-only is a read op, and GET routes are reads."""
    for op in OPS:
        if op.tool and annotations(op)["readOnlyHint"]:
            assert op.access in ("read", "admin"), op.name
        if op.rest and all(m == "GET" for m, _ in op.rest) and op.access != "admin":
            assert op.access == "read", op.name


# ---------------------------------------------------------------- isolated scope with tokens
def test_b_cannot_read_a_identity_through_export(two_agents):
    """Regression: identity rows carry `owner`, not `agentId`, and went into every agent's export."""
    client, _, token_a, token_b = two_agents
    seed_a(client, token_a)
    mine = client.get(PREFIX + "/export", headers=bearer(token_a)).get_json()["data"]
    assert any(k.startswith("agent-a|") for k in mine.get("mem:identity", {}))  # A's export has it
    theirs = client.get(PREFIX + "/export", headers=bearer(token_b)).get_json()
    assert "zebracorn" not in json.dumps(theirs).lower() and "agent-a" not in json.dumps(theirs)


def test_no_route_shows_b_anything_of_a(two_agents):
    client, svc, token_a, token_b = two_agents
    mem_id = seed_a(client, token_a)
    svc.shared.searcher.queue.drain()
    params = {"sessionId": "sess-a", "project": "proj", "id": mem_id, "query": "zebracorn", "label": "persona"}
    checked = 0
    for rule in client.application.url_map.iter_rules():
        if "GET" not in rule.methods or rule.endpoint == "static" or rule.rule in ("/livez", "/viewer") \
                or rule.rule.startswith("/stream/") or rule.rule.endswith("/tokens"):
            continue
        path = re.sub(r"<[^>]+>", mem_id, rule.rule)
        text = client.get(path, query_string=params, headers=bearer(token_b)).get_data(as_text=True)
        assert "zebracorn" not in text.lower() and "agent-a" not in text, (rule.rule, text[:300])
        checked += 1
    assert checked >= 30
    health = client.get(PREFIX + "/health", headers=bearer(token_b)).get_json()["counts"]
    assert health["memories"] == 0 and health["observations"] == 0 and health["sessions"] == 0
    assert client.get(PREFIX + "/health", headers=bearer(token_a)).get_json()["counts"]["memories"] == 1
    for tool, args in (("memory_smart_search", {"query": "zebracorn"}), ("memory_graph", {}), ("memory_audit", {}),
                       ("memory_identity", {}), ("memory_export", {})):
        r = client.post("/agentmemory/mcp/call", json={"name": tool, "arguments": args}, headers=bearer(token_b))
        assert "zebracorn" not in r.get_data(as_text=True).lower(), tool


def test_health_gives_an_isolated_agent_token_no_figure_of_the_whole_store(two_agents):
    """Its own counts only: no vector count, embed queue or database size (other agents' volume)."""
    client, svc, token_a, token_b = two_agents
    seed_a(client, token_a)
    svc.shared.searcher.queue.drain()
    admin = client.get(PREFIX + "/health", headers=ADMIN).get_json()
    assert admin["embeddings"]["indexed"] > 0 and admin["dbBytes"] > 0
    for token in (token_a, token_b):
        health = client.get(PREFIX + "/health", headers=bearer(token)).get_json()
        assert health["embeddings"]["indexed"] is None and health["embeddings"]["pending"] is None
        assert health["dbBytes"] is None and health["embeddings"]["provider"] == "fake"
    r = client.post("/agentmemory/mcp/call", json={"name": "memory_diagnose", "arguments": {}}, headers=bearer(token_b))
    mcp_health = json.loads(r.get_json()["content"][0]["text"])
    assert mcp_health["dbBytes"] is None and mcp_health["embeddings"]["indexed"] is None


def test_consolidation_status_gives_an_isolated_agent_token_no_report_of_the_whole_store(two_agents):
    """The last run's report counts every agent's items, the LLM counters every agent's calls: null for a token."""
    client, _, token_a, token_b = two_agents
    seed_a(client, token_a)
    assert client.post(PREFIX + "/consolidate", json={}, headers=ADMIN).status_code == 200
    admin = client.get(PREFIX + "/consolidation/status", headers=ADMIN).get_json()
    assert admin["lastReport"] is not None and admin["llm"]["calls"] is not None
    for token in (token_a, token_b):
        st = client.get(PREFIX + "/consolidation/status", headers=bearer(token)).get_json()
        assert st["lastReport"] is None and st["lastRunAt"] == admin["lastRunAt"]
        assert st["llm"]["calls"] is None and st["llm"]["failures"] is None and st["llm"]["provider"] == admin["llm"]["provider"]


def test_b_cannot_overwrite_a_through_a_merge_import(two_agents):
    client, _, token_a, token_b = two_agents
    mem_id = seed_a(client, token_a)
    export = client.get(PREFIX + "/export", headers=bearer(token_a)).get_json()
    row = export["data"]["mem:memories"][mem_id]
    for agent in ("agent-a", "agent-b"):  # a row claiming A, and A's key taken over as B
        forged = {**export, "data": {"mem:memories": {mem_id: {**row, "content": "pwned", "agentId": agent}}}}
        r = client.post(PREFIX + "/import", json={"exportData": forged, "strategy": "merge"}, headers=bearer(token_b))
        assert r.status_code == 403, agent
    got = client.get(PREFIX + f"/memories/{mem_id}", headers=bearer(token_a)).get_json()["memory"]
    assert got["content"] == "zebracorn prefers tabs"


def test_b_cannot_import_an_observation_into_a_session_of_a(two_agents):
    """B's own row (agentId B) under `mem:obs:<A's session>` was imported into A's session, which the
    API refuses (observe into A's session: 404)."""
    client, _, token_a, token_b = two_agents
    seed_a(client, token_a)
    export = client.get(PREFIX + "/export", headers=bearer(token_a)).get_json()
    obs_id, row = next(iter(export["data"]["mem:obs:sess-a"].items()))
    planted = {**row, "id": "obs_planted", "agentId": "agent-b", "narrative": "planted by b"}
    forged = {**export, "data": {"mem:obs:sess-a": {"obs_planted": planted}}}
    r = client.post(PREFIX + "/import", json={"exportData": forged, "strategy": "merge"}, headers=bearer(token_b))
    assert r.status_code == 403, r.get_data(as_text=True)
    mine = client.get(PREFIX + "/export", headers=bearer(token_b)).get_json()["data"]
    assert "mem:obs:sess-a" not in mine
    own = {**row, "id": "obs_own", "sessionId": "sess-b", "agentId": "agent-b"}  # B's own new session: fine
    fine = {**export, "data": {"mem:obs:sess-b": {"obs_own": own}}}
    r = client.post(PREFIX + "/import", json={"exportData": fine, "strategy": "merge"}, headers=bearer(token_b))
    assert r.status_code == 200, r.get_data(as_text=True)


def test_b_cannot_plant_rows_for_a_or_for_everyone_through_an_import(two_agents):
    """Regression: a row was judged by `owner` first, then `agentId`, and every kind was importable, so B could
    write a memory A reads ({"owner": B, "agentId": A}), an identity of no agent ({"owner": null, "agentId": B})
    and a document chunk every agent's search returns (mem:docs, the admin's document folders)."""
    client, svc, token_a, token_b = two_agents
    seed_a(client, token_a)
    mem_b = client.post(PREFIX + "/remember", json={"content": "b note"}, headers=bearer(token_b)).get_json()["memory"]
    export = client.get(PREFIX + "/export", headers=bearer(token_b)).get_json()
    memory = export["data"]["mem:memories"][mem_b["id"]]
    identity = next(iter(client.get(PREFIX + "/export", headers=bearer(token_a)).get_json()["data"]["mem:identity"].values()))
    forged = {
        "mem:memories": {"mem_planted": {**memory, "id": "mem_planted", "content": "planted zebracorn memory",
                                         "agentId": "agent-a", "owner": "agent-b"}},
        "mem:identity": {"*|*": {**identity, "key": "*|*", "owner": None, "project": None, "agentId": "agent-b",
                                 "narrative": "planted identity"}},
        "mem:docs": {"doc_planted": {"id": "doc_planted", "kind": "doc", "sourceId": "src_x", "path": "/tmp/a.md",
                                     "relPath": "a.md", "lineStart": 1, "lineEnd": 1, "heading": "", "title": "planted",
                                     "content": "planted zebracorn document", "project": None, "mtime": 1767225600.0,
                                     "agentId": "agent-b"}},
    }
    answers = {}
    for scope, rows in forged.items():
        r = client.post(PREFIX + "/import", json={"exportData": {**export, "data": {scope: rows}}, "strategy": "merge"},
                        headers=bearer(token_b))
        answers[scope] = (r.status_code, r.get_json().get("added"))
    assert answers == {"mem:memories": (403, None), "mem:identity": (403, None), "mem:docs": (200, 0)}, answers
    svc.shared.searcher.queue.drain()
    found = client.post(PREFIX + "/smart-search", json={"query": "planted zebracorn"}, headers=bearer(token_a))
    assert "planted" not in found.get_data(as_text=True)
    assert client.get(PREFIX + "/memories/mem_planted", headers=bearer(token_a)).status_code == 404
    everything = json.dumps(svc.shared.store.reader().kv.all_rows() and list(svc.shared.store.reader().kv.all_rows()))
    assert "planted" not in everything


def test_b_cannot_take_over_the_search_row_of_an_observation_of_a(two_agents):
    """Search rows are keyed by (kind, id) and observation ids are unique across sessions, but an import checked
    only B's own session scope: B's row under A's observation id replaced A's search row (A's search then
    found B's text, and a replace import by B would have dropped A's row from the index)."""
    client, svc, token_a, token_b = two_agents
    seed_a(client, token_a)
    export = client.get(PREFIX + "/export", headers=bearer(token_a)).get_json()
    obs_id, row = next(iter(export["data"]["mem:obs:sess-a"].items()))
    b_session = {**export["data"]["mem:sessions"]["sess-a"], "id": "sess-b", "sessionId": "sess-b", "agentId": "agent-b"}
    planted = {**row, "sessionId": "sess-b", "agentId": "agent-b", "narrative": "planted quokka text"}
    forged = {**export, "data": {"mem:sessions": {"sess-b": b_session}, "mem:obs:sess-b": {obs_id: planted}}}
    r = client.post(PREFIX + "/import", json={"exportData": forged, "strategy": "merge"}, headers=bearer(token_b))
    assert r.status_code == 403, r.get_data(as_text=True)
    svc.shared.searcher.queue.drain()
    found = client.post(PREFIX + "/smart-search", json={"query": "zebracorn launch codes"}, headers=bearer(token_a))
    assert obs_id in found.get_data(as_text=True) and "quokka" not in found.get_data(as_text=True)


def test_b_cannot_squat_the_keys_a_will_write(two_agents):
    """Regression: a typed memory's id is a hash of its owner, type, project and key, and an identity's key is
    `owner|project`, anyone can compute both; B imported its own rows under A's ids, so A's later upsert of the
    same typed memory was 403 (B's row) for ever, and A's identity key held B's narrative."""
    from agentmemory.memory.records.typed import typed_id
    client, _, token_a, token_b = two_agents
    fields = {"entity_name": "Acme", "entity_type": "organisation", "description": "b's view"}
    assert client.post(PREFIX + "/typed/entities", json={"fields": fields}, headers=bearer(token_b)).status_code == 201
    export = client.get(PREFIX + "/export", headers=bearer(token_b)).get_json()
    row = next(iter(export["data"]["mem:typed"].values()))
    a_id = typed_id("agent-a", row["type"], row.get("project"), row["key"])
    identity = {"key": "agent-a|*", "owner": "agent-b", "project": None, "narrative": "planted", "factIds": []}
    for scope, key, value in (("mem:typed", a_id, {**row, "id": a_id}), ("mem:identity", "agent-a|*", identity)):
        r = client.post(PREFIX + "/import", json={"exportData": {**export, "data": {scope: {key: value}}},
                                                  "strategy": "merge"}, headers=bearer(token_b))
        assert r.status_code == 422 and r.get_json()["field"].endswith(".key" if scope == "mem:identity" else ".id"), \
            (scope, r.get_json())
    r = client.post(PREFIX + "/typed/entities", json={"fields": {**fields, "description": "a's view"}},
                    headers=bearer(token_a))
    assert r.status_code == 201, r.get_json()


def test_b_replace_import_of_nothing_wipes_only_b(two_agents):
    """Regression: a `replace` import of an empty export deleted every agent's data."""
    client, svc, token_a, token_b = two_agents
    seed_a(client, token_a)
    b = bearer(token_b)
    client.post(PREFIX + "/remember", json={"content": "b's own note"}, headers=b)
    empty = client.get(PREFIX + "/export", headers=bearer(token_b)).get_json()
    empty["data"] = {}
    r = client.post(PREFIX + "/import", json={"exportData": empty, "strategy": "replace"}, headers=b)
    assert r.status_code == 200, r.get_data(as_text=True)
    assert client.get(PREFIX + "/memories", headers=b).get_json()["total"] == 0
    assert client.get(PREFIX + "/memories", headers=bearer(token_a)).get_json()["total"] == 1
    svc.shared.searcher.queue.drain()
    found = client.post(PREFIX + "/smart-search", json={"query": "zebracorn"}, headers=bearer(token_a)).get_json()
    assert found["results"]
    assert client.get(PREFIX + "/export", headers=bearer(token_a)).get_json()["data"].get("mem:identity")


def test_an_agent_export_round_trips_into_its_own_rows(two_agents):
    client, _, token_a, token_b = two_agents
    seed_a(client, token_a)
    export = client.get(PREFIX + "/export", headers=bearer(token_a)).get_json()
    r = client.post(PREFIX + "/import", json={"exportData": export, "strategy": "replace"}, headers=bearer(token_a))
    assert r.status_code == 200
    again = client.get(PREFIX + "/export", headers=bearer(token_a)).get_json()
    assert again["data"] == export["data"]
    r = client.post(PREFIX + "/import", json={"exportData": export, "strategy": "merge"}, headers=bearer(token_b))
    assert r.status_code == 403  # A's rows are not B's to write


def test_import_in_shared_scope_needs_the_admin(shared):
    client, _ = shared
    token = new_token(client, "agent-a")
    export = client.get(PREFIX + "/export", headers=ADMIN).get_json()
    r = client.post(PREFIX + "/import", json={"exportData": export, "strategy": "replace"}, headers=bearer(token))
    assert r.status_code == 403
    assert client.post(PREFIX + "/import", json={"exportData": export}, headers=ADMIN).status_code == 200


def test_in_shared_scope_b_reads_a_but_cannot_delete_a(shared):
    """Shared scope shares reads, not deletes: an agent token removes only its own agent's rows
    (memory, session, lesson, identity override); the admin secret may remove any."""
    client, _ = shared
    a, b = bearer(new_token(client, "agent-a")), bearer(new_token(client, "agent-b"))
    mem_id = seed_a(client, a.get("Authorization").split()[1])
    lesson = client.post(PREFIX + "/lessons", json={"content": "zebracorn: run the linter before pushing"},
                         headers=a).get_json()["lesson"]["id"]
    override = client.post(PREFIX + "/identity/overrides", json={"text": "Zebracorn Ann leads payments"},
                           headers=a).get_json()["override"]["id"]
    assert client.get(PREFIX + f"/memories/{mem_id}", headers=b).status_code == 200  # shared reads
    refused = [
        client.post(PREFIX + "/forget", json={"memoryId": mem_id}, headers=b),
        client.post(PREFIX + "/forget", json={"sessionId": "sess-a"}, headers=b),
        client.post(PREFIX + "/lessons/delete", json={"lessonId": lesson}, headers=b),
        client.delete(PREFIX + f"/identity/overrides/{override}", headers=b),
    ]
    assert [r.status_code for r in refused] == [403] * 4, [r.get_data(as_text=True) for r in refused]
    assert "agent-a" in refused[0].get_json()["error"]
    # nothing changed
    assert client.get(PREFIX + f"/memories/{mem_id}", headers=ADMIN).status_code == 200
    assert client.get(PREFIX + "/observations", query_string={"sessionId": "sess-a"},
                      headers=ADMIN).get_json()["observations"]
    assert lesson in [x["id"] for x in client.get(PREFIX + "/lessons", headers=ADMIN).get_json()["lessons"]]
    # B removes its own; A removes its own; the admin removes anyone's
    own = client.post(PREFIX + "/remember", json={"content": "b keeps notes"}, headers=b).get_json()["memory"]["id"]
    assert client.post(PREFIX + "/forget", json={"memoryId": own}, headers=b).get_json()["deleted"] == [own]
    assert client.post(PREFIX + "/lessons/delete", json={"lessonId": lesson}, headers=a).status_code == 200
    assert client.post(PREFIX + "/forget", json={"memoryId": mem_id}, headers=ADMIN).get_json()["deleted"] == [mem_id]
    assert client.post(PREFIX + "/forget", json={"sessionId": "sess-a"}, headers=ADMIN).status_code == 200


def test_in_shared_scope_b_cannot_change_a_either(shared):
    """"An agent can never change or delete another agent's rows": in shared scope B read A's rows and
    could still append to A's slot, close A's action, strengthen A's lesson, end A's session, observe into
    it and retire A's memory by saving a near-copy. Rows of no agent (the default slots) stay everyone's."""
    client, _ = shared
    a, b = bearer(new_token(client, "agent-a")), bearer(new_token(client, "agent-b"))
    mem_id = seed_a(client, a.get("Authorization").split()[1])
    slot = client.post(PREFIX + "/slot", json={"label": "a_notes", "content": "a"}, headers=a)
    assert slot.status_code == 201
    action = client.post(PREFIX + "/actions", json={"title": "ship zebracorn"}, headers=a).get_json()["action"]["id"]
    other = client.post(PREFIX + "/actions", json={"title": "b's own task"}, headers=b).get_json()["action"]["id"]
    lesson = client.post(PREFIX + "/lessons", json={"content": "zebracorn: lint first"}, headers=a).get_json()
    lesson_id = lesson["lesson"]["id"]
    refused = {
        "slot append": client.post(PREFIX + "/slot/append", json={"label": "a_notes", "text": "b"}, headers=b),
        "slot replace": client.post(PREFIX + "/slot/replace", json={"label": "a_notes", "content": "b"}, headers=b),
        "action update": client.post(PREFIX + "/actions/update", json={"id": action, "status": "done"}, headers=b),
        "action edge": client.post(PREFIX + "/actions/edges", json={"from": action, "to": other}, headers=b),
        # stored on B's own action, but A's then waits for it: off A's frontier and `next` (it was a 201)
        "action blocks a's": client.post(PREFIX + "/actions/edges", json={"from": other, "to": action}, headers=b),
        "lesson strengthen": client.post(PREFIX + "/lessons/strengthen", json={"lessonId": lesson_id}, headers=b),
        "session end": client.post(PREFIX + "/session/end", json={"sessionId": "sess-a"}, headers=b),
        "session resume": client.post(PREFIX + "/session/start", json={"sessionId": "sess-a", "project": "demo"},
                                      headers=b),
        "observe into": client.post(PREFIX + "/observe", json=observe_payload(session="sess-a", text="b was here"),
                                    headers=b),
    }
    assert {k: r.status_code for k, r in refused.items()} == {k: 403 for k in refused}, \
        {k: r.get_data(as_text=True)[:200] for k, r in refused.items()}
    assert "agent-a" in refused["slot append"].get_json()["error"]
    # saving the same lesson, or a near-copy of A's memory, makes B's own row and leaves A's alone
    again = client.post(PREFIX + "/lessons", json={"content": "zebracorn: lint first"}, headers=b).get_json()
    assert again["created"] is True and again["lesson"]["agentId"] == "agent-b"
    copy = client.post(PREFIX + "/remember", json={"content": "zebracorn prefers tabs"}, headers=b).get_json()
    assert "supersedes" not in copy
    got = client.get(PREFIX + f"/memories/{mem_id}", headers=ADMIN).get_json()["memory"]
    assert got["isLatest"] is True
    assert client.get(PREFIX + "/slot", query_string={"label": "a_notes"}, headers=ADMIN).get_json()["slot"]["content"] == "a"
    got = client.get(PREFIX + "/actions/get", query_string={"id": action}, headers=ADMIN).get_json()
    assert got["action"]["status"] == "pending" and got["waitingOn"] == []
    assert client.get(PREFIX + "/next", headers=a).get_json()["action"]["id"] == action
    # an informational edge to A's action changes nothing of A's: B may add one to its own
    assert client.post(PREFIX + "/actions/edges", json={"from": other, "to": action, "type": "relates"},
                       headers=b).status_code == 201
    # A changes its own; the admin changes anyone's; a default slot (no agent) is everyone's
    assert client.post(PREFIX + "/slot/append", json={"label": "a_notes", "text": "a2"}, headers=a).status_code == 200
    assert client.post(PREFIX + "/actions/update", json={"id": action, "status": "done"}, headers=ADMIN).status_code == 200
    assert client.post(PREFIX + "/slot/append", json={"label": "persona", "text": "b"}, headers=b).status_code == 200


def test_b_gets_none_of_a_websocket_events(two_agents):
    from viewer.viewer_support import WsClient
    client, _, token_a, token_b = two_agents
    server = LiveServer(client.application)
    try:
        url = server.url.replace("http://", "ws://") + "/stream/mem-live/viewer"
        ws_b = WsClient.connect(url)
        ws_b.send(json.dumps({"token": token_b}))
        assert json.loads(ws_b.receive(timeout=10))["event"] == "hello"
        ws_a = WsClient.connect(url + "?token=" + token_a)
        assert json.loads(ws_a.receive(timeout=10))["event"] == "hello"
        seed_a(client, token_a)
        client.post(PREFIX + "/remember", json={"content": "b marker"}, headers=bearer(token_b))
        got_b = []

        def b_marker_arrived() -> bool:
            m = ws_b.receive(timeout=10)
            assert m is not None, f"no message within 10s; got {got_b}"
            got_b.append(m)
            return "b marker" in m
        wait_until(b_marker_arrived, timeout=30, interval=0, message=lambda: f"b's own write never arrived: {got_b}")
        assert not any("zebracorn" in m.lower() or "agent-a" in m for m in got_b), got_b
        got_a = [ws_a.receive(timeout=10) for _ in range(3)]
        assert any("zebracorn" in (m or "") for m in got_a)
        bad = WsClient.connect(url + f"?token={token_b}&agentId=agent-a")
        assert "403" in (bad.receive(timeout=10) or "")
        wait_until(lambda: not bad.connected, timeout=10, message="the server did not close the refused socket")
        assert bad.close_reason == 4403
        for ws in (ws_a, ws_b):
            ws.close()
    finally:
        server.stop()


def test_revoking_a_token_closes_its_open_stream(two_agents):
    """"Revoked token -> 401 immediately": a dashboard stream opened with the token kept receiving events."""
    from viewer.viewer_support import WsClient
    client, _, token_a, _ = two_agents
    token_id = next(t["tokenId"] for t in client.get(PREFIX + "/tokens", headers=ADMIN).get_json()["tokens"]
                    if t["agentId"] == "agent-a")
    server = LiveServer(client.application)
    try:
        ws = WsClient.connect(server.url.replace("http://", "ws://") + "/stream/mem-live/viewer?token=" + token_a)
        assert json.loads(ws.receive(timeout=10))["event"] == "hello"
        assert client.post(PREFIX + "/tokens/revoke", json={"tokenId": token_id}, headers=ADMIN).status_code == 200
        from simple_websocket import ConnectionClosed

        def closed() -> bool:
            try:
                ws.receive(timeout=1)
            except ConnectionClosed:
                return True
            return not ws.connected
        wait_until(closed, timeout=15, interval=0, message="the stream of a revoked token stayed open")
        assert ws.close_reason == 4401
    finally:
        server.stop()


# ---------------------------------------------------------------- the CLI
@pytest.mark.slow
def test_cli_tokens_create_list_revoke(tmp_path, make_client):
    env = {**os.environ, "AGENTMEMORY_DATA_DIR": str(tmp_path / "cli"), "AGENTMEMORY_EMBEDDING_PROVIDER": "fake"}

    def run(*args):
        return subprocess.run([sys.executable, "-m", "agentmemory", "tokens", *args], env=env, capture_output=True,
                              text=True, timeout=120)
    created = run("create", "--agent", "ci-bot", "--role", "read")
    assert created.returncode == 0, created.stderr
    token = created.stdout.strip()
    assert created.stdout == token + "\n" and token.startswith("amt_")  # the token alone on stdout
    listed = run("list")
    assert listed.returncode == 0 and token not in listed.stdout
    tokens = json.loads(listed.stdout)
    assert [(t["agentId"], t["role"]) for t in tokens] == [("ci-bot", "read")]
    from agentmemory.app import build_services, create_app
    from agentmemory.config import Settings
    s = Settings(data_dir=tmp_path / "cli", embedding_provider="fake", secret=SECRET)
    svc = build_services(s)
    try:
        client = create_app(s, svc).test_client()
        assert client.get(PREFIX + "/health", headers=bearer(token)).status_code == 200
        assert client.post(PREFIX + "/remember", json={"content": "x"}, headers=bearer(token)).status_code == 403
    finally:
        svc.close()
    revoked = run("revoke", tokens[0]["tokenId"])
    assert revoked.returncode == 0 and json.loads(revoked.stdout)["revoked"] is True
    missing = run("revoke", "tok_nope")
    assert missing.returncode == 1 and "not found" in missing.stderr and "Traceback" not in missing.stderr


def test_a_reversing_lesson_never_supersedes_another_agents_lesson(shared):
    """Shared scope: B's lesson reversing one of A's in the same context is B's own; A's stays current.
    The same reversal by A replaces A's lesson."""
    client, _ = shared
    a, b = bearer(new_token(client, "agent-a")), bearer(new_token(client, "agent-b"))
    old = {"content": "Retry Stripe webhooks 5 times with a fixed 1s delay.", "context": "stripe webhook failures"}
    new = {"content": "Stop retrying Stripe webhooks ourselves; Stripe redelivers.", "context": "stripe webhook failures"}
    a_id = client.post(PREFIX + "/lessons", json=old, headers=a).get_json()["lesson"]["id"]
    assert client.post(PREFIX + "/lessons", json=new, headers=b).status_code in (200, 201)
    lessons = {x["id"]: x for x in client.get(PREFIX + "/lessons", headers=ADMIN).get_json()["lessons"]}
    assert a_id in lessons and not lessons[a_id].get("supersededBy")
    b_again = client.post(PREFIX + "/lessons", json={**new, "content": new["content"] + " (A agrees)"}, headers=a)
    assert b_again.status_code in (200, 201)
    assert _services_lesson(shared, a_id).get("supersededBy") == b_again.get_json()["lesson"]["id"]


def _services_lesson(shared, lesson_id: str) -> dict:
    from agentmemory.store import KV
    return shared[1].store.get(KV.lessons, lesson_id)


def _tool(tool_name, tool_input, tool_response=None, session="s1", ts="2026-01-02T03:04:05Z"):
    return {"hookType": "PostToolUse", "sessionId": session, "project": "shop", "cwd": "/work/shop", "timestamp": ts,
            "data": {"hook_event_name": "PostToolUse", "session_id": session, "tool_name": tool_name,
                     "tool_input": tool_input, "tool_response": tool_response or {}}}


def _observed(client, body, headers) -> str:
    r = client.post(PREFIX + "/observe", json=body, headers=headers)
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def _marks(svc, session: str, obs_id: str):
    from agentmemory.store import KV
    svc.shared.catch_up()  # read from the store, not through an op: after the observes' index work
    return svc.store.get(KV.obs(session), obs_id).get("supersededBy")


def _later(seconds: int) -> str:
    import time
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() + seconds))


def _memory_marks(svc, mem_id: str):
    from agentmemory.store import KV
    svc.shared.catch_up()
    return svc.store.get(KV.memories, mem_id).get("supersededBy")


def _edit(value: int, session: str, ts: str):
    return _tool("Edit", {"file_path": "/w/app/settings.py", "old_string": "PAYMENT_TIMEOUT_SECONDS = 30",
                          "new_string": f"PAYMENT_TIMEOUT_SECONDS = {value}"}, session=session, ts=ts)


def _rename(session: str, ts: str):
    return _tool("Edit", {"file_path": "/w/app/tasks.py", "old_string": "def send_reminder(user_id):",
                          "new_string": "def dispatch_reminder(user_id):"}, session=session, ts=ts)


@pytest.mark.parametrize("scope", ["shared", "isolated"])
def test_an_agents_observation_never_marks_another_agents_rows_superseded(make_client, scope):
    """Marking an older row superseded changes it: B's edit (B's token) leaves A's read of the file and A's memory
    naming the renamed task as they were, in shared scope too; A's own edit, or the admin's, marks them."""
    client, svc = make_client(secret=SECRET, agent_scope=scope)
    a, b = bearer(new_token(client, "agent-a")), bearer(new_token(client, "agent-b"))
    read = _observed(client, _tool("Read", {"file_path": "/w/app/settings.py"},
                                   {"file": {"content": "PAYMENT_TIMEOUT_SECONDS = 30\nRETRIES = 3\n"}}, session="sa"), a)
    mem = client.post(PREFIX + "/remember", json={"content": "The reminder task send_reminder runs on Celery",
                                                  "project": "shop"}, headers=a).get_json()["memory"]["id"]
    _observed(client, _edit(90, "sb", "2026-01-02T04:00:00Z"), b)
    _observed(client, _rename("sb", _later(60)), b)  # memories are stamped with the server's clock
    assert _marks(svc, "sa", read) is None
    assert _memory_marks(svc, mem) is None
    mine = _observed(client, _edit(60, "sa", "2026-01-02T05:00:00Z"), a)
    assert _marks(svc, "sa", read) == mine
    if scope == "shared":  # the admin may change any row
        renamed = _observed(client, _rename("sadmin", _later(120)), ADMIN)
        assert _memory_marks(svc, mem) == renamed


def test_a_token_for_an_agent_named_like_a_secret_is_refused(shared):
    """A token's agentId is written into every row its agent writes: one holding an API key is 422, not stored."""
    client, svc = shared
    name = "bot-" + "gh" + "p_" + "q7Xv2Lm9Rt4Kp8Zw3Nc6Hy1Bd5Fg0JsTab12"
    r = client.post(PREFIX + "/tokens", json={"agentId": name}, headers=ADMIN)
    assert r.status_code == 422 and r.get_json()["field"] == "agentId"
    assert client.get(PREFIX + "/tokens", headers=ADMIN).get_json()["tokens"] == []


def test_health_for_an_isolated_token_hides_what_the_whole_store_does(two_agents):
    """B's health grew with A's writes (database size, vectors indexed, queue): a side channel on A's work.
    An isolated agent token gets its own counts and null for the store-wide figures; the admin sees them."""
    client, _, token_a, token_b = two_agents
    seed_a(client, token_a)
    r = client.get(PREFIX + "/health", headers=bearer(token_b))
    health = r.get_json()
    assert r.status_code == 200 and health["counts"]["memories"] == 0, health
    assert health["dbBytes"] is None and health["dbPath"] is None and not {"url", "path"} & set(health["database"])
    assert health["embeddings"]["indexed"] is None and health["embeddings"]["pending"] is None
    assert health["llm"]["calls"] is None and health["backup"]["lastAt"] is None
    assert health["disk"]["freeBytes"] is None  # it moves with every agent's writes too
    admin = client.get(PREFIX + "/health", headers=ADMIN).get_json()
    assert admin["dbBytes"] > 0 and isinstance(admin["embeddings"]["indexed"], int)
    assert isinstance(admin["disk"]["freeBytes"], int)
