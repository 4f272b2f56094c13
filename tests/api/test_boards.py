"""Shared boards (memory/records/boards.py): per-agent read and post rights across agent tokens, the only
way agents share under isolated scope, and smart-search attaching a board's relevant items."""
import json

import pytest

from agentmemory.api.rest import PREFIX

SECRET = "admin-s3cret"
ADMIN = {"Authorization": f"Bearer {SECRET}"}


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def tokens(client, *agents, role="write"):
    out = []
    for agent in agents:
        r = client.post(PREFIX + "/tokens", json={"agentId": agent, "role": role}, headers=ADMIN)
        assert r.status_code == 201, r.get_data(as_text=True)
        out.append(bearer(r.get_json()["token"]))
    return out


@pytest.fixture(params=["shared", "isolated"])
def agents(make_client, request):
    client, svc = make_client(secret=SECRET, agent_scope=request.param)
    return (client, svc, *tokens(client, "agent-a", "agent-b", "agent-c"))


def test_rights_across_agent_tokens(agents):
    client, _, a, b, c = agents
    r = client.post(PREFIX + "/boards", json={"name": "team", "readers": ["agent-b"], "writers": ["agent-b"]},
                    headers=a)
    assert r.status_code == 201 and r.get_json()["board"]["owner"] == "agent-a"
    assert client.post(PREFIX + "/boards/team/post", json={"content": "the staging db moved to port 6543"},
                       headers=a).status_code == 201  # the creator may always post
    assert client.post(PREFIX + "/boards/team/post", json={"content": "noted, migrations first"},
                       headers=b).status_code == 201
    r = client.get(PREFIX + "/boards/team", headers=b)
    assert r.status_code == 200
    assert [i["content"] for i in r.get_json()["items"]] == ["noted, migrations first",
                                                             "the staging db moved to port 6543"]
    assert [i["agentId"] for i in r.get_json()["items"]] == ["agent-b", "agent-a"]

    r = client.get(PREFIX + "/boards/team", headers=c)
    assert r.status_code == 403 and "agent-c" in r.get_json()["error"]
    assert "6543" not in r.get_data(as_text=True)
    assert client.post(PREFIX + "/boards/team/post", json={"content": "x"}, headers=c).status_code == 403
    assert client.get(PREFIX + "/boards", headers=c).get_json()["boards"] == []
    listed = client.get(PREFIX + "/boards", headers=b).get_json()["boards"]
    assert [(x["name"], x["items"], x["canRead"], x["canPost"]) for x in listed] == [("team", 2, True, True)]
    assert client.get(PREFIX + "/boards/team", headers=ADMIN).status_code == 200  # the admin secret reads all

    # Only the owner changes the rights; the name is not another agent's to take.
    assert client.post(PREFIX + "/boards", json={"name": "team", "readers": ["agent-b", "agent-c"]},
                       headers=b).status_code == 409
    r = client.post(PREFIX + "/boards", json={"name": "team", "readers": ["agent-b", "agent-c"], "writers": []},
                    headers=a)
    assert r.status_code == 200 and r.get_json()["board"]["readers"] == ["agent-b", "agent-c"]
    assert client.get(PREFIX + "/boards/team", headers=c).status_code == 200
    assert client.post(PREFIX + "/boards/team/post", json={"content": "x"}, headers=b).status_code == 403


def test_a_read_token_reads_but_never_posts(agents):
    client, _, a, *_ = agents
    (reader,) = tokens(client, "agent-r", role="read")
    client.post(PREFIX + "/boards", json={"name": "open"}, headers=a)  # no lists: every agent
    assert client.post(PREFIX + "/boards/open/post", json={"content": "hello"}, headers=a).status_code == 201
    assert client.get(PREFIX + "/boards/open", headers=reader).get_json()["total"] == 1
    assert client.post(PREFIX + "/boards/open/post", json={"content": "x"}, headers=reader).status_code == 403


def test_bad_input_and_missing_boards(agents):
    client, _, a, *_ = agents
    assert client.get(PREFIX + "/boards/nope", headers=a).status_code == 404
    assert client.post(PREFIX + "/boards/nope/post", json={"content": "x"}, headers=a).status_code == 404
    assert client.post(PREFIX + "/boards", json={"name": "Bad Name!"}, headers=a).status_code == 422
    assert client.post(PREFIX + "/boards", json={}, headers=a).status_code == 400
    client.post(PREFIX + "/boards", json={"name": "b1"}, headers=a)
    assert client.post(PREFIX + "/boards/b1/post", json={}, headers=a).status_code == 400
    r = client.post(PREFIX + "/smart-search", json={"query": "x", "boards": ["nope"]}, headers=a)
    assert r.status_code == 404


def test_max_items_keeps_the_newest(agents):
    client, _, a, *_ = agents
    client.post(PREFIX + "/boards", json={"name": "log", "maxItems": 3}, headers=a)
    for i in range(5):
        assert client.post(PREFIX + "/boards/log/post", json={"content": f"entry {i}"}, headers=a).status_code == 201
    items = client.get(PREFIX + "/boards/log", headers=a).get_json()["items"]
    assert [i["content"] for i in items] == ["entry 4", "entry 3", "entry 2"]


def test_isolated_agents_share_only_through_boards(make_client):
    client, svc = make_client(secret=SECRET, agent_scope="isolated")
    a, b = tokens(client, "agent-a", "agent-b")
    assert client.post(PREFIX + "/remember", json={"content": "zebracorn deploys need the migrations first"},
                       headers=a).status_code == 201
    svc.shared.searcher.queue.drain()
    r = client.post(PREFIX + "/smart-search", json={"query": "zebracorn migrations"}, headers=b).get_json()
    assert "zebracorn" not in json.dumps(r) and "boardItems" not in r  # isolated: A's memory is not B's

    client.post(PREFIX + "/boards", json={"name": "handoff", "readers": ["agent-b"], "writers": []}, headers=a)
    client.post(PREFIX + "/boards/handoff/post", json={"content": "zebracorn deploys need the migrations first"},
                headers=a)
    client.post(PREFIX + "/boards/handoff/post", json={"content": "lunch is at noon on fridays"}, headers=a)
    r = client.post(PREFIX + "/smart-search", json={"query": "zebracorn migrations", "boards": ["handoff"]},
                    headers=b).get_json()
    assert [i["content"] for i in r["boardItems"]] == ["zebracorn deploys need the migrations first"]
    assert r["boardItems"][0]["similarity"] >= 0.35 and r["boardItems"][0]["agentId"] == "agent-a"
    assert not any("zebracorn" in json.dumps(x) for x in r["results"])  # still nothing of A's own memory
    r = client.post(PREFIX + "/smart-search", json={"query": "zebracorn migrations", "boards": ["handoff"],
                                                    "similarityThreshold": 0.99}, headers=b).get_json()
    assert r["boardItems"] == []
    got = client.get(PREFIX + "/boards/handoff", query_string={"query": "friday lunch"}, headers=b).get_json()
    assert got["items"][0]["content"] == "lunch is at noon on fridays"
    assert got["items"][0]["similarity"] > got["items"][1]["similarity"]


def test_an_attached_board_joins_every_readers_search(agents):
    client, svc, a, b, c = agents
    client.post(PREFIX + "/boards", json={"name": "alerts", "readers": ["agent-b"], "attach": True,
                                          "similarityThreshold": 0.3}, headers=a)
    client.post(PREFIX + "/boards/alerts/post", json={"content": "the payments api rate limit is 100 per minute"},
                headers=a)
    r = client.post(PREFIX + "/smart-search", json={"query": "payments rate limit"}, headers=b).get_json()
    assert [i["board"] for i in r["boardItems"]] == ["alerts"]
    r = client.post(PREFIX + "/smart-search", json={"query": "payments rate limit"}, headers=c).get_json()
    assert "boardItems" not in r  # not a reader: nothing attached, nothing said
    r = client.post(PREFIX + "/smart-search", json={"query": "payments rate limit", "boards": ["alerts"]},
                    headers=c)
    assert r.status_code == 403


def test_mcp_tools_follow_the_same_rights(agents):
    client, _, a, b, c = agents

    def call(headers, tool, status=200, **arguments):
        resp = client.post("/agentmemory/mcp/tools", json={"name": tool, "arguments": arguments}, headers=headers)
        assert resp.status_code == status, (tool, resp.get_json())
        return resp.get_json()
    call(a, "memory_board_create", name="mcp", readers=["agent-b"], writers=["agent-b"])
    call(b, "memory_board_post", name="mcp", content="posted over MCP")
    call(c, "memory_board_post", 403, name="mcp", content="x")
    denied = call(c, "memory_board_get", 403, name="mcp")
    assert "posted over MCP" not in json.dumps(denied)
    got = json.loads(call(a, "memory_board_get", name="mcp")["content"][0]["text"])
    assert [i["content"] for i in got["items"]] == ["posted over MCP"]
    assert [x["name"] for x in json.loads(call(b, "memory_boards")["content"][0]["text"])["boards"]] == ["mcp"]


def test_an_isolated_import_never_writes_a_board(make_client):
    client, _ = make_client(secret=SECRET, agent_scope="isolated")
    a, b = tokens(client, "agent-a", "agent-b")
    client.post(PREFIX + "/boards", json={"name": "team", "writers": []}, headers=a)
    forged = {"format": "agentmemory-export", "version": 1, "data": {
        "mem:board:team": {"bi_1": {"id": "bi_1", "board": "team", "agentId": "agent-b", "content": "forged",
                                    "tags": [], "createdAt": "2026-01-01T00:00:00Z", "ts": 1.0}}}}
    r = client.post(PREFIX + "/import", json={"exportData": forged}, headers=b)
    assert r.status_code == 200, r.get_json()
    assert client.get(PREFIX + "/boards/team", headers=a).get_json()["items"] == []


def test_only_the_owner_or_the_admin_deletes_a_board(agents):
    client, svc, a, b, _ = agents
    client.post(PREFIX + "/boards", json={"name": "handoff", "writers": ["agent-b"]}, headers=a)
    for content in ("first note", "second note"):
        assert client.post(PREFIX + "/boards/handoff/post", json={"content": content}, headers=b).status_code == 201
    r = client.delete(PREFIX + "/boards/handoff", headers=b)  # a writer, not the owner
    assert r.status_code == 403 and "agent-a" in r.get_json()["error"]
    assert client.get(PREFIX + "/boards/handoff", headers=a).get_json()["total"] == 2  # nothing changed
    r = client.delete(PREFIX + "/boards/handoff", headers=a)
    assert r.status_code == 200 and r.get_json() == {"deleted": "handoff", "items": 2}
    assert client.get(PREFIX + "/boards/handoff", headers=a).status_code == 404
    assert client.delete(PREFIX + "/boards/handoff", headers=a).status_code == 404
    assert client.post(PREFIX + "/boards/handoff/post", json={"content": "late"}, headers=b).status_code == 404
    from agentmemory.store import KV
    assert svc.store.reader().items(KV.board("handoff")).count() == 0  # the items went with it
    audit = client.get(PREFIX + "/audit", query_string={"operation": "board.delete"}, headers=a).get_json()
    assert [(e["key"], e["detail"]["items"]) for e in audit["entries"]] == [("handoff", 2)]

    # The admin secret may delete any board; a name taken again starts empty.
    client.post(PREFIX + "/boards", json={"name": "handoff"}, headers=b)
    client.post(PREFIX + "/boards/handoff/post", json={"content": "b's note"}, headers=b)
    assert client.post(PREFIX + "/boards/handoff/delete", headers=ADMIN, json={}).status_code == 200
    assert client.get(PREFIX + "/boards", headers=b).get_json()["boards"] == []


def test_clear_by_the_boards_owner_leaves_the_board_and_every_post(agents):
    """Regression: Clear deleted every row of the caller's agent outside a few kept kinds, so the board itself
    (owned by A) went, and B's posts on it were left with no board (404): A's clear wrote off B's rows."""
    client, _, a, b, _ = agents
    assert client.post(PREFIX + "/boards", json={"name": "team", "readers": ["*"], "writers": ["*"]},
                       headers=a).status_code == 201
    for who, text in ((a, "a's post"), (b, "b's post")):
        assert client.post(PREFIX + "/boards/team/post", json={"content": text}, headers=who).status_code == 201
    client.post(PREFIX + "/remember", json={"content": "a's memory"}, headers=a)
    r = client.post(PREFIX + "/clear", json={"confirm": "CLEAR"}, headers=a)
    assert r.status_code == 200 and r.get_json()["removed"].get("memories") == 1, r.get_json()
    got = client.get(PREFIX + "/boards/team", headers=b)
    assert got.status_code == 200, got.get_json()
    assert sorted(i["content"] for i in got.get_json()["items"]) == ["a's post", "b's post"]


def test_a_replace_import_by_the_boards_owner_leaves_the_board_and_every_post(make_client):
    """Regression: an isolated agent's replace import deleted every row it owned, its boards included (and an
    import never writes boards), so other agents' posts were left with no board."""
    client, _ = make_client(secret=SECRET, agent_scope="isolated")
    a, b = tokens(client, "agent-a", "agent-b")
    assert client.post(PREFIX + "/boards", json={"name": "team", "readers": ["*"], "writers": ["*"]},
                       headers=a).status_code == 201
    assert client.post(PREFIX + "/boards/team/post", json={"content": "b's post"}, headers=b).status_code == 201
    export = client.get(PREFIX + "/export", headers=a).get_json()
    r = client.post(PREFIX + "/import", json={"exportData": export, "strategy": "replace"}, headers=a)
    assert r.status_code == 200, r.get_json()
    got = client.get(PREFIX + "/boards/team", headers=b)
    assert got.status_code == 200 and [i["content"] for i in got.get_json()["items"]] == ["b's post"]
