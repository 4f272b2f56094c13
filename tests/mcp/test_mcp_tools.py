"""Tool definitions from the op registry: portable schemas, core set, every op reachable over REST and MCP."""
from __future__ import annotations

import json
import re

import pytest

from agentmemory.app import build_services, create_app
from agentmemory.api.rest import PREFIX
from agentmemory.mcp.dispatch import Dispatcher
from agentmemory.mcp.tools import portable_schema, tool_definition, tool_ops
from agentmemory.ops import OPS

import mcp_samples
from mcp_fixtures import settings  # noqa: F401 (fixtures)

CORE_TOOLS = {"memory_save", "memory_recall", "memory_smart_search", "memory_context", "memory_forget",
              "memory_timeline", "memory_sessions_list", "memory_diagnose"}


def test_every_op_is_a_rest_route_and_an_mcp_tool(app):
    rules = {(r.rule, m) for r in app.url_map.iter_rules() for m in r.methods}
    listed = {t["name"] for t in app.extensions["agentmemory.mcp"].tools}
    for op in OPS:
        assert op.rest, f"op {op.name} has no REST route"
        for method, path in op.rest:
            assert (PREFIX + path, method) in rules, f"{method} {path} of op {op.name} is not routed"
        assert op.tool, f"op {op.name} has no MCP tool name"
        assert op.tool in listed, f"tool {op.tool} of op {op.name} is not listed"


def test_tool_names_are_unique_and_portable():
    names = [op.tool for op in tool_ops("all")]
    assert len(names) == len(set(names))
    for name in names:
        assert re.fullmatch(r"[A-Za-z0-9_-]{1,64}", name), name


def test_every_tool_has_a_sample_call():
    assert not mcp_samples.missing_samples(), (
        f"add a step to tests/mcp/mcp_samples.py for: {sorted(mcp_samples.missing_samples())}")
    assert not mcp_samples.stale_samples(), f"samples for tools that no longer exist: {mcp_samples.stale_samples()}"


@pytest.mark.parametrize("op", [op for op in OPS if op.tool], ids=lambda op: op.tool)
def test_schemas_are_portable(op):
    tool = tool_definition(op)
    schema = tool["inputSchema"]
    text = json.dumps(schema)
    assert schema["type"] == "object" and isinstance(schema["properties"], dict)
    assert "$ref" not in text and "$defs" not in text and "definitions" not in text
    assert set(schema.get("required", [])) <= set(schema["properties"])
    # the real field names survive, including fields that are themselves called "title"
    assert set(schema["properties"]) == {f.alias or name for name, f in op.input.model_fields.items()}
    assert tool["description"] == op.description and len(op.description) > 10
    assert isinstance(tool["annotations"]["readOnlyHint"], bool)


def test_nested_models_are_inlined():
    from pydantic import BaseModel

    from agentmemory.ops.schemas import Model

    class Inner(BaseModel):
        title: str
        n: int = 1

    class Outer(Model):
        items: list[Inner]
        one: Inner | None = None

    schema = portable_schema(Outer)
    assert "$ref" not in json.dumps(schema)
    assert schema["properties"]["items"]["items"]["properties"]["title"] == {"type": "string"}
    assert "title" not in schema["properties"]["items"]["items"]


def test_read_only_annotations():
    by_tool = {op.tool: tool_definition(op)["annotations"] for op in tool_ops("all")}
    assert by_tool["memory_diagnose"]["readOnlyHint"] is True
    assert by_tool["memory_smart_search"]["readOnlyHint"] is True
    assert by_tool["memory_save"]["readOnlyHint"] is False
    assert by_tool["memory_forget"]["destructiveHint"] is True


def test_exactly_eight_core_tools():
    assert {op.tool for op in tool_ops("core")} == CORE_TOOLS


def test_core_setting_limits_the_listing_and_the_calls(settings):
    services = build_services(settings.with_(tools="core"))
    try:
        client = create_app(services.settings, services).test_client()
        names, cursor = [], None
        for _ in range(len(tool_ops("all")) + 1):  # a page holds at least one tool
            body = client.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list",
                                             "params": {"cursor": cursor} if cursor else {}}).get_json()
            names += [t["name"] for t in body["result"]["tools"]]
            cursor = body["result"].get("nextCursor")
            if not cursor:
                break
        else:
            pytest.fail(f"tools/list still had a next page after {len(tool_ops('all')) + 1} pages")
        assert set(names) == CORE_TOOLS
        body = client.post("/mcp", json={"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                                         "params": {"name": "memory_export", "arguments": {}}}).get_json()
        assert body["error"]["code"] == -32602 and "AGENTMEMORY_TOOLS=core" in body["error"]["message"]
    finally:
        services.close()


def test_tools_setting_is_read_from_the_environment(tmp_path):
    from agentmemory.config import ConfigError, Settings
    assert Settings.from_env({"AGENTMEMORY_TOOLS": "core"}).tools == "core"
    assert Settings.from_env({}).tools == "all"
    with pytest.raises(ConfigError, match="AGENTMEMORY_TOOLS"):
        Settings.from_env({"AGENTMEMORY_TOOLS": "some"})
    s = Settings.from_env({"AGENTMEMORY_ALLOWED_ORIGINS": "https://a.example, https://b.example,",
                           "AGENTMEMORY_ALLOWED_HOSTS": "mem.internal", "AGENTMEMORY_URL": "http://127.0.0.1:9/",
                           "AGENTMEMORY_MCP_PAGE_SIZE": "5"})
    assert s.allowed_origins == ("https://a.example", "https://b.example")
    assert s.allowed_hosts == ("mem.internal",)
    assert s.url == "http://127.0.0.1:9"
    assert s.mcp_page_size == 5


def test_dispatcher_builds_tools_once(services):
    d = Dispatcher(services)
    assert d.tools is Dispatcher.__dict__.get("tools", d.tools)  # a list built at construction
    assert [t["name"] for t in d.tools] == [op.tool for op in tool_ops("all")]
