"""Whatever a client sends to /mcp, the answer is one JSON-RPC object (a batch: an array of them; or 202), never a 5xx
or -32603."""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from agentmemory.mcp.tools import tool_ops

from mcp_fixtures import settings  # noqa: F401 (fixtures)

json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                           | st.text(max_size=20),
                           lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=10)
TOOLS = [op for op in tool_ops("all")]
FUZZ = hsettings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _check(resp):
    assert resp.status_code < 500, resp.data
    if resp.status_code == 202:
        assert resp.data == b""
        return None
    body = resp.get_json()
    for answer in body if isinstance(body, list) else [body]:  # a batch's answers (protocol version 2025-03-26)
        assert answer["jsonrpc"] == "2.0"
        assert ("result" in answer) != ("error" in answer)
        if "error" in answer:
            assert answer["error"]["code"] != -32603, answer
    return body if isinstance(body, dict) else None


@FUZZ
@given(message=json_values | st.fixed_dictionaries(
    {"jsonrpc": st.just("2.0"), "id": st.integers() | st.text(max_size=5),
     "method": st.sampled_from(["initialize", "ping", "tools/list", "tools/call", "resources/read", "prompts/get",
                                "resources/list", "prompts/list", "server/discover"]) | st.text(max_size=10)},
    optional={"params": json_values}))
def test_random_messages(client, message):
    _check(client.post("/mcp", data=json.dumps(message), content_type="application/json"))


@FUZZ
@given(data=st.data())
def test_random_arguments_to_every_tool(client, data):
    op = data.draw(st.sampled_from(TOOLS))
    names = [f.alias or n for n, f in op.input.model_fields.items()] + ["extra"]
    arguments = data.draw(st.dictionaries(st.sampled_from(names), json_values, max_size=4))
    message = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": op.tool, "arguments": arguments}}
    body = _check(client.post("/mcp", json=message))
    if body and "result" in body:
        assert isinstance(body["result"]["isError"], bool)
        assert body["result"]["content"][0]["type"] == "text"
