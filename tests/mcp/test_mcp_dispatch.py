"""Raw JSON-RPC over POST /mcp: handshake, paging, every error code, resources and prompts."""
from __future__ import annotations

import json

import pytest

from agentmemory.mcp.dispatch import LATEST_VERSION, PROTOCOL_VERSIONS
from agentmemory.mcp.tools import tool_ops

from mcp_fixtures import PAGE_SIZE, rpc, settings  # noqa: F401 (fixtures)


def _post(client, body: bytes | str, headers: dict | None = None, path: str = "/mcp"):
    return client.post(path, data=body, content_type="application/json", headers=headers or {})


# ---------------------------------------------------------------- handshake
@pytest.mark.parametrize("version", PROTOCOL_VERSIONS)
def test_initialize_echoes_a_supported_version(rpc, version):
    status, body = rpc("initialize", {"protocolVersion": version, "capabilities": {},
                                      "clientInfo": {"name": "t", "version": "1"}})
    assert status == 200
    result = body["result"]
    assert result["protocolVersion"] == version
    assert result["serverInfo"]["name"] == "agentmemory"
    assert result["capabilities"]["tools"] == {"listChanged": False}
    assert "resources" in result["capabilities"] and "prompts" in result["capabilities"]


@pytest.mark.parametrize("version", ["2099-01-01", "2026-07-28", None, 7])
def test_initialize_answers_the_latest_for_an_unknown_version(rpc, version):
    _, body = rpc("initialize", {"protocolVersion": version, "capabilities": {}})
    assert body["result"]["protocolVersion"] == LATEST_VERSION


def test_both_endpoints_answer(rpc):
    for path in ("/mcp", "/agentmemory/mcp/rpc"):
        status, body = rpc("ping", path=path)
        assert status == 200 and body["result"] == {}


def test_notifications_get_202_and_no_body(client):
    for method in ("notifications/initialized", "notifications/cancelled", "notifications/whatever"):
        resp = _post(client, json.dumps({"jsonrpc": "2.0", "method": method}))
        assert resp.status_code == 202 and resp.data == b""
        assert "Content-Type" not in resp.headers  # no body, nothing to type (it said text/html)


@pytest.mark.parametrize("method, params", [
    ("tools/call", {"name": "memory_save", "arguments": {"content": "sent without an id"}}),
    ("initialize", {"protocolVersion": LATEST_VERSION, "capabilities": {}}),
    ("ping", None),
])
def test_regression_a_request_sent_without_an_id_is_a_400_not_a_202_for_nothing_done(client, method, params):
    """A tools/call without an id is a notification, which is never run: it got 202 Accepted while nothing was
    stored. Streamable HTTP lets a server refuse a notification with a 4xx and an error without an id."""
    before = client.get("/agentmemory/health").get_json()["counts"]
    message = {"jsonrpc": "2.0", "method": method, **({"params": params} if params else {})}
    resp = _post(client, json.dumps(message))
    assert resp.status_code == 400, resp.data
    body = resp.get_json()
    assert body["id"] is None and body["error"]["code"] == -32600
    assert f"{method} is a request" in body["error"]["message"]
    assert client.get("/agentmemory/health").get_json()["counts"] == before


def test_on_stdio_a_request_without_an_id_is_not_answered_and_not_run(services):
    """JSON-RPC never answers a notification: on stdio the refusal is a log line, the next request is answered."""
    import io

    from agentmemory.mcp.dispatch import Dispatcher
    from agentmemory.mcp.stdio import run
    lines = [{"jsonrpc": "2.0", "method": "tools/call", "params": {"name": "memory_save",
                                                                    "arguments": {"content": "sent without an id"}}},
             {"jsonrpc": "2.0", "id": 7, "method": "ping"}]
    out = io.BytesIO()
    run(Dispatcher(services).handle_text, io.BytesIO(b"".join(json.dumps(x).encode() + b"\n" for x in lines)), out)
    assert [json.loads(x) for x in out.getvalue().splitlines()] == [{"jsonrpc": "2.0", "id": 7, "result": {}}]
    assert services.store.reader().memories.count() == 0


def test_a_client_response_is_accepted_silently(client):
    resp = _post(client, json.dumps({"jsonrpc": "2.0", "id": 5, "result": {}}))
    assert resp.status_code == 202 and resp.data == b""


def test_get_and_delete_are_405(client):
    for method in (client.get, client.delete):
        resp = method("/mcp")
        assert resp.status_code == 405
        assert resp.headers["Allow"] == "POST"
        assert resp.get_json()["error"]["code"] == -32000


# ---------------------------------------------------------------- error codes
def test_unparseable_json_is_400_parse_error(client):
    for raw in (b"{not json", b"\xff\xfe", b"", b"[1,"):
        resp = _post(client, raw)
        assert resp.status_code == 400, raw
        assert resp.mimetype == "application/json"
        assert resp.get_json()["error"]["code"] == -32700
        assert resp.get_json()["id"] is None


@pytest.mark.parametrize("version", ["2024-11-05", "2025-06-18", "2025-11-25"])
def test_a_batch_is_400_in_the_versions_without_batches(client, version):
    batch = [{"jsonrpc": "2.0", "id": 1, "method": "ping"}, {"jsonrpc": "2.0", "id": 2, "method": "ping"}]
    resp = _post(client, json.dumps(batch), {"MCP-Protocol-Version": version})
    assert resp.status_code == 400
    assert resp.get_json()["error"]["code"] == -32600
    assert f"not part of MCP {version}" in resp.get_json()["error"]["message"]


@pytest.mark.parametrize("headers", [{"MCP-Protocol-Version": "2025-03-26"}, {}])
def test_regression_a_batch_is_run_in_2025_03_26_which_requires_it(client, headers):
    """MCP 2025-03-26 (also what a request without MCP-Protocol-Version is read as): a server MUST accept JSON-RPC
    batches. Every batch was -32600. Each message is answered in order; notifications are not; initialize and
    nested batches are refused one by one; only notifications: 202."""
    before = client.get("/agentmemory/health").get_json()["counts"]
    batch = [{"jsonrpc": "2.0", "id": 1, "method": "tools/call",
              "params": {"name": "memory_save", "arguments": {"content": "saved in a batch"}}},
             {"jsonrpc": "2.0", "method": "notifications/initialized"},
             {"jsonrpc": "2.0", "id": "b", "method": "nope/nope"},
             {"jsonrpc": "2.0", "id": 3, "method": "initialize", "params": {"protocolVersion": "2025-03-26"}},
             [{"jsonrpc": "2.0", "id": 4, "method": "ping"}],
             {"jsonrpc": "2.0", "id": 5, "method": "ping"}]
    resp = _post(client, json.dumps(batch), headers)
    assert resp.status_code == 200, resp.data
    answers = resp.get_json()
    assert [a["id"] for a in answers] == [1, "b", 3, None, 5]
    assert answers[0]["result"]["isError"] is False
    assert [a.get("error", {}).get("code") for a in answers[1:4]] == [-32601, -32600, -32600]
    assert answers[4]["result"] == {}
    after = client.get("/agentmemory/health").get_json()["counts"]
    assert after["memories"] == before["memories"] + 1
    only_notes = _post(client, json.dumps([{"jsonrpc": "2.0", "method": "notifications/initialized"}]), headers)
    assert only_notes.status_code == 202 and only_notes.data == b""
    empty = _post(client, "[]", headers)
    assert empty.status_code == 400 and empty.get_json()["error"]["code"] == -32600
    assert empty.get_json()["error"]["message"] == "an empty batch"


def test_on_stdio_a_batch_is_run_once_2025_03_26_is_agreed(services):
    import io

    from agentmemory.mcp.dispatch import Dispatcher
    from agentmemory.mcp.stdio import run
    lines = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-03-26"}},
             [{"jsonrpc": "2.0", "id": 2, "method": "ping"}, {"jsonrpc": "2.0", "id": 3, "method": "ping"}]]
    out = io.BytesIO()
    run(Dispatcher(services).handle_text, io.BytesIO(b"".join(json.dumps(x).encode() + b"\n" for x in lines)), out)
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert answers[1] == [{"jsonrpc": "2.0", "id": 2, "result": {}}, {"jsonrpc": "2.0", "id": 3, "result": {}}]


@pytest.mark.parametrize("message", [
    {"id": 1, "method": "ping"},  # no jsonrpc
    {"jsonrpc": "1.0", "id": 1, "method": "ping"},
    {"jsonrpc": "2.0", "id": 1},  # no method
    {"jsonrpc": "2.0", "id": 1, "method": 5},
    {"jsonrpc": "2.0", "id": None, "method": "ping"},
    {"jsonrpc": "2.0", "id": True, "method": "ping"},
    {"jsonrpc": "2.0", "id": {"a": 1}, "method": "ping"},
    "ping", 42, None,
])
def test_an_invalid_request_is_400(client, message):
    resp = _post(client, json.dumps(message))
    assert resp.status_code == 400
    assert resp.get_json()["error"]["code"] == -32600


def test_unknown_method_is_32601(rpc):
    status, body = rpc("tools/frobnicate")
    assert status == 200 and body["error"]["code"] == -32601
    assert "tools/frobnicate" in body["error"]["message"]


def test_params_must_be_an_object(client):
    resp = _post(client, json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": [1]}))
    assert resp.get_json()["error"]["code"] == -32602


def test_server_discover_is_refused_so_clients_fall_back(rpc):
    status, body = rpc("server/discover", {"_meta": {}}, headers={"MCP-Protocol-Version": "2026-07-28"})
    assert status == 400
    assert body["error"]["code"] == -32600
    assert LATEST_VERSION in body["error"]["data"]["supported"]


def test_an_unsupported_protocol_version_header_is_400(rpc):
    status, body = rpc("tools/list", headers={"MCP-Protocol-Version": "1999-01-01"})
    assert status == 400 and body["error"]["code"] == -32600
    status, body = rpc("tools/list", headers={"MCP-Protocol-Version": "2025-06-18"})
    assert status == 200 and "tools" in body["result"]


def test_ids_are_echoed(client):
    for request_id in ("abc", 0, 2**40):
        body = _post(client, json.dumps({"jsonrpc": "2.0", "id": request_id, "method": "ping"})).get_json()
        assert body["id"] == request_id


# ---------------------------------------------------------------- tools/list paging
def test_tools_list_pages_with_an_opaque_cursor(rpc):
    names, cursor, pages = [], None, 0
    for _ in range(len(tool_ops("all")) + 1):  # a page holds at least one tool
        status, body = rpc("tools/list", {"cursor": cursor} if cursor else {})
        assert status == 200
        listed = body["result"]["tools"]
        assert len(listed) <= PAGE_SIZE
        names += [t["name"] for t in listed]
        pages += 1
        cursor = body["result"].get("nextCursor")
        if cursor is None:
            break
        assert isinstance(cursor, str) and not cursor.isdigit()
    else:
        pytest.fail(f"tools/list still had a next page after {len(tool_ops('all')) + 1} pages")
    assert names == [op.tool for op in tool_ops("all")]
    assert pages == -(-len(names) // PAGE_SIZE) and pages > 1


@pytest.mark.parametrize("cursor", ["nope", "dG9vbHM6OTk5OQ==", "dG9vbHM6MA==", "eHl6OjEw", 12, ""])
def test_an_invalid_cursor_is_32602(rpc, cursor):
    _, body = rpc("tools/list", {"cursor": cursor})
    assert body["error"]["code"] == -32602


# ---------------------------------------------------------------- tools/call
def test_call_returns_text_and_structured_content(rpc):
    _, body = rpc("tools/call", {"name": "memory_save", "arguments": {"content": "Tabs, not spaces", "project": "p"}})
    result = body["result"]
    assert result["isError"] is False
    assert result["content"][0]["type"] == "text"
    assert json.loads(result["content"][0]["text"]) == result["structuredContent"]
    assert result["structuredContent"]["memory"]["content"] == "Tabs, not spaces"
    assert result["content"][0]["text"] == json.dumps(result["structuredContent"], separators=(",", ":"),
                                                      ensure_ascii=False)  # compact


def test_unknown_tool_is_32602(rpc):
    _, body = rpc("tools/call", {"name": "no_such_tool", "arguments": {}})
    assert body["error"]["code"] == -32602
    assert "no_such_tool" in body["error"]["message"]
    _, body = rpc("tools/call", {"arguments": {}})
    assert body["error"]["code"] == -32602


@pytest.mark.parametrize("arguments, field", [
    ({}, "content"),  # missing
    ({"content": ""}, "content"),  # too short
    ({"content": "x", "importance": 99}, "importance"),  # out of range
    ({"content": ["not", "a", "string"]}, "content"),
    ({"content": "x", "importance": True}, "importance"),  # a boolean is no number
])
def test_invalid_arguments_are_32602_naming_the_field(rpc, arguments, field):
    _, body = rpc("tools/call", {"name": "memory_save", "arguments": arguments})
    assert body["error"]["code"] == -32602
    assert body["error"]["data"]["field"] == field
    assert field in body["error"]["message"]


@pytest.mark.parametrize("version", ["2025-11-25"])
def test_from_2025_11_25_refused_arguments_are_a_tool_error_the_model_reads(rpc, version):
    headers = {"MCP-Protocol-Version": version}
    status, body = rpc("tools/call", {"name": "memory_save", "arguments": {"content": ""}}, headers=headers)
    assert status == 200 and "error" not in body
    result = body["result"]
    assert result["isError"] is True and "content" in result["content"][0]["text"]
    assert result["structuredContent"]["field"] == "content" and result["structuredContent"]["status"] == 422
    _, listed = rpc("tools/call", {"name": "memory_list", "arguments": {}}, headers=headers)
    assert listed["result"]["structuredContent"]["total"] == 0  # nothing was saved
    # a tool that does not exist stays a protocol error in every version
    _, unknown = rpc("tools/call", {"name": "no_such_tool", "arguments": {}}, headers=headers)
    assert unknown["error"]["code"] == -32602


@pytest.mark.parametrize("headers", [{}, {"MCP-Protocol-Version": "2025-06-18"},
                                     {"MCP-Protocol-Version": "2025-03-26"}])
def test_before_2025_11_25_refused_arguments_stay_32602(rpc, headers):
    _, body = rpc("tools/call", {"name": "memory_save", "arguments": {"content": ""}}, headers=headers)
    assert body["error"]["code"] == -32602 and body["error"]["data"]["field"] == "content"


def test_arguments_must_be_an_object(rpc):
    _, body = rpc("tools/call", {"name": "memory_save", "arguments": "content"})
    assert body["error"]["code"] == -32602


def test_missing_arguments_mean_no_arguments(rpc):
    _, body = rpc("tools/call", {"name": "memory_diagnose"})
    assert body["result"]["isError"] is False


def test_a_domain_error_is_a_tool_error_result(rpc):
    _, body = rpc("tools/call", {"name": "memory_get", "arguments": {"id": "mem_missing"}})
    result = body["result"]
    assert result["isError"] is True
    assert "mem_missing" in result["content"][0]["text"] and "404" in result["content"][0]["text"]
    assert result["structuredContent"]["status"] == 404


def test_a_service_side_refusal_is_a_tool_error_not_a_protocol_error(rpc):
    # forget validates "memoryId or sessionId" in the service: the model can read the message and retry.
    _, body = rpc("tools/call", {"name": "memory_forget", "arguments": {}})
    assert body["result"]["isError"] is True
    assert "memoryId" in body["result"]["content"][0]["text"]


def test_the_agent_id_header_scopes_the_caller(rpc):
    _, body = rpc("tools/call", {"name": "memory_save", "arguments": {"content": "agent scoped"}},
                  headers={"X-Agent-Id": "agent-7"})
    assert body["result"]["structuredContent"]["memory"]["agentId"] == "agent-7"


# ---------------------------------------------------------------- resources and prompts
def test_resources(rpc):
    _, body = rpc("resources/list")
    uris = {r["uri"] for r in body["result"]["resources"]}
    assert {"agentmemory://status", "agentmemory://memories/latest"} <= uris
    _, body = rpc("resources/read", {"uri": "agentmemory://status"})
    content = body["result"]["contents"][0]
    assert content["mimeType"] == "application/json"
    assert json.loads(content["text"])["status"] == "ok"
    rpc("tools/call", {"name": "memory_save", "arguments": {"content": "resource memory"}})
    _, body = rpc("resources/read", {"uri": "agentmemory://memories/latest"})
    assert json.loads(body["result"]["contents"][0]["text"])["memories"][0]["content"] == "resource memory"


def test_unknown_resource_is_32002(rpc):
    _, body = rpc("resources/read", {"uri": "agentmemory://nope"})
    assert body["error"]["code"] == -32002
    _, body = rpc("resources/read", {})
    assert body["error"]["code"] == -32602


def test_profile_resource_template(rpc):
    _, body = rpc("resources/templates/list")
    templates = body["result"]["resourceTemplates"]
    if not templates:
        pytest.skip("no profile op in this build")
    assert templates[0]["uriTemplate"] == "agentmemory://project/{name}/profile"
    rpc("tools/call", {"name": "agent_observe", "arguments": {
        "hookType": "message", "sessionId": "s1", "project": "my proj", "data": {"text": "hello"}}})
    _, body = rpc("resources/read", {"uri": "agentmemory://project/my%20proj/profile"})
    assert "my proj" in body["result"]["contents"][0]["text"]


def test_prompts(rpc):
    _, body = rpc("prompts/list")
    names = {p["name"] for p in body["result"]["prompts"]}
    assert names == {"recall_context", "session_handoff"}
    rpc("tools/call", {"name": "memory_save", "arguments": {"content": "Releases are cut on Fridays",
                                                            "project": "rel"}})
    rpc("tools/call", {"name": "agent_observe", "arguments": {
        "hookType": "message", "sessionId": "h1", "project": "rel", "data": {"text": "bumped the version to 2.0"}}})
    _, body = rpc("prompts/get", {"name": "recall_context", "arguments": {"project": "rel", "query": "releases"}})
    text = body["result"]["messages"][0]["content"]["text"]
    assert "Fridays" in text and body["result"]["messages"][0]["role"] == "user"
    _, body = rpc("prompts/get", {"name": "session_handoff", "arguments": {"project": "rel", "sessionId": "h1"}})
    text = body["result"]["messages"][0]["content"]["text"]
    assert "Fridays" in text and "h1" in text


def test_prompt_errors_are_32602(rpc):
    _, body = rpc("prompts/get", {"name": "nope", "arguments": {}})
    assert body["error"]["code"] == -32602
    _, body = rpc("prompts/get", {"name": "recall_context", "arguments": {}})
    assert body["error"]["code"] == -32602 and "project" in body["error"]["message"]


@pytest.mark.parametrize("name, arguments, named", [
    ("recall_context", {"project": ["rel"]}, "project"),
    ("recall_context", {"project": 5}, "project"),
    ("recall_context", {"project": "rel", "query": {"a": 1}}, "query"),
    ("session_handoff", {"project": "rel", "sessionId": True}, "sessionId"),
])
def test_regression_a_prompt_argument_that_is_not_a_string_is_32602(rpc, name, arguments, named):
    """MCP's prompt arguments are strings: {"project": ["rel"]} was read as the project "['rel']" without a word."""
    _, body = rpc("prompts/get", {"name": name, "arguments": arguments})
    assert body["error"]["code"] == -32602, body
    assert f"argument {named} must be a string" in body["error"]["message"]


# ---------------------------------------------------------------- REST compatibility
def test_rest_tool_list(client):
    expected = [op.tool for op in tool_ops("all")]
    for resp in (client.get("/agentmemory/mcp/tools"), client.post("/agentmemory/mcp/tools")):
        assert resp.status_code == 200
        assert [t["name"] for t in resp.get_json()["tools"]] == expected


def test_rest_call(client):
    resp = client.post("/agentmemory/mcp/call", json={"name": "memory_save", "arguments": {"content": "via rest"}})
    assert resp.status_code == 200
    body = resp.get_json()
    assert "isError" not in body
    assert json.loads(body["content"][0]["text"])["memory"]["content"] == "via rest"
    resp = client.post("/agentmemory/mcp/call", json={"name": "memory_get", "arguments": {"id": "nope"}})
    assert resp.status_code == 404 and "error" in resp.get_json()  # a failed call is its error, never a 200


def test_post_mcp_tools_executes_the_named_tool_as_the_design_card_says(client):
    resp = client.post("/agentmemory/mcp/tools", json={"name": "memory_save", "arguments": {"content": "card call"}})
    assert resp.status_code == 200
    assert json.loads(resp.get_json()["content"][0]["text"])["memory"]["content"] == "card call"
    resp = client.post("/agentmemory/mcp/tools", json={"name": "memory_smart_search", "arguments": {"query": "card"}})
    assert "card call" in resp.get_json()["content"][0]["text"]
    assert client.post("/agentmemory/mcp/tools", json={"arguments": {}}).status_code == 400
    assert client.post("/agentmemory/mcp/tools", json={"name": "nope"}).status_code == 404


def test_memory_sessions_without_a_session_id_lists_recent_sessions(client):
    for i in range(3):
        client.post("/agentmemory/session/start", json={"sessionId": f"s{i}", "project": "p" if i else "q"})
    def call(arguments):
        resp = client.post("/agentmemory/mcp/tools", json={"name": "memory_sessions", "arguments": arguments})
        assert resp.status_code == 200 and "isError" not in resp.get_json(), resp.get_json()
        return json.loads(resp.get_json()["content"][0]["text"])
    assert {s["id"] for s in call({})["sessions"]} == {"s0", "s1", "s2"}
    assert len(call({"recent": 2})["sessions"]) == 2
    assert {s["id"] for s in call({"project": "p"})["sessions"]} == {"s1", "s2"}
    assert call({"sessionId": "s1"})["session"]["id"] == "s1"  # with one: the detail, as before


def test_rest_call_errors(client):
    assert client.post("/agentmemory/mcp/call", json={"name": "nope"}).status_code == 404
    assert client.post("/agentmemory/mcp/call", json={}).status_code == 400
    assert client.post("/agentmemory/mcp/call", data="{", content_type="application/json").status_code == 400
    resp = client.post("/agentmemory/mcp/call", json={"name": "memory_save", "arguments": {}})
    assert resp.status_code == 400 and resp.get_json()["field"] == "content"
    resp = client.post("/agentmemory/mcp/call", json={"name": "memory_save", "arguments": {"content": 5}})
    assert resp.status_code == 422


def test_stdio_forwarding_relays_a_batchs_answers(live_server):
    """`agentmemory mcp` forwarding to a server dropped a batch's answers: a batch was not taken for a request."""
    from agentmemory.mcp.stdio import Forwarder
    line = json.dumps([{"jsonrpc": "2.0", "id": 7, "method": "ping"}]).encode()
    reply = Forwarder(live_server.url)(line, protocol_version="2025-03-26")
    assert reply.body == [{"jsonrpc": "2.0", "id": 7, "result": {}}]
    refused = Forwarder(live_server.url)(line, protocol_version="2025-11-25")
    assert refused.body["error"]["code"] == -32600 and refused.body["id"] is None
