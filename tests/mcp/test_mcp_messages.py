"""MCP error messages say what was wrong with what the client sent, once and by its name."""
from __future__ import annotations

from mcp_fixtures import rpc  # noqa: F401  (fixture)


def test_arguments_that_are_not_an_object_are_named_arguments(rpc):  # noqa: F811
    _, body = rpc("tools/call", {"name": "memory_save", "arguments": "content"})
    assert body["error"]["code"] == -32602
    assert body["error"]["data"]["field"] == "arguments"
    assert "arguments must be a JSON object" in body["error"]["message"]


def test_a_415_says_unsupported_media_type_once(client):
    resp = client.post("/mcp", data=b'{"jsonrpc":"2.0","id":1,"method":"ping"}', content_type="text/plain")
    assert resp.status_code == 415
    message = resp.get_json()["error"]["message"]
    assert message.count("unsupported media type") == 1, message
