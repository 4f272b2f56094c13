"""The REST compatibility calls (POST /agentmemory/mcp/call, POST /agentmemory/mcp/tools {name, arguments}):
a `name` of the wrong JSON type is a 422 naming it, not "missing required field" (400), and runs nothing."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("name", [5, ["memory_save"], {"a": 1}, True])
def test_a_name_that_is_not_a_string_is_a_422_naming_it(client, name):
    for path in ("/agentmemory/mcp/call", "/agentmemory/mcp/tools"):
        resp = client.post(path, json={"name": name, "arguments": {"content": "wrongly named call"}})
        assert resp.status_code == 422 and resp.get_json() == {"error": "name must be a tool name (a string)",
                                                               "field": "name"}
    assert client.get("/agentmemory/memories").get_json()["total"] == 0


@pytest.mark.parametrize("body", [{}, {"name": ""}, {"name": None}])
def test_a_missing_name_stays_a_400(client, body):
    resp = client.post("/agentmemory/mcp/call", json=body)
    assert resp.status_code == 400 and resp.get_json()["field"] == "name"


# A 2xx from the REST call means the tool ran and its data is committed; a refused or failed call answers
# with the status of its error and the REST error shape ({"error", "field"?}), as every other route does.
SECRET = "admin-s3cret"


def test_a_tool_that_finds_nothing_is_a_404_not_a_200_with_is_error(client):
    resp = client.post("/agentmemory/mcp/call", json={"name": "memory_get", "arguments": {"id": "nope"}})
    assert resp.status_code == 404
    body = resp.get_json()
    assert "error" in body and "isError" not in body and "content" not in body


def test_a_read_token_calling_a_write_tool_is_a_403_and_writes_nothing(make_client):
    client, _ = make_client(secret=SECRET)
    made = client.post("/agentmemory/tokens", json={"agentId": "reader", "role": "read"},
                       headers={"Authorization": f"Bearer {SECRET}"})
    reader = {"Authorization": f"Bearer {made.get_json()['token']}"}
    for path in ("/agentmemory/mcp/call", "/agentmemory/mcp/tools"):
        resp = client.post(path, json={"name": "memory_save", "arguments": {"content": "refused"}}, headers=reader)
        assert resp.status_code == 403 and "read-only" in resp.get_json()["error"], resp.get_json()
    admin = {"Authorization": f"Bearer {SECRET}"}
    assert client.get("/agentmemory/memories", headers=admin).get_json()["total"] == 0


def test_the_mcp_endpoint_keeps_is_error_results(client):
    """MCP's own tools/call still answers a domain error as a tool result (its protocol), status 200."""
    resp = client.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                                     "params": {"name": "memory_get", "arguments": {"id": "nope"}}})
    assert resp.status_code == 200 and resp.get_json()["result"]["isError"] is True
