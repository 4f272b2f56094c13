"""The official MCP Python SDK client against our server: Streamable HTTP on a live loopback server,
and `python -m agentmemory mcp` over stdio (in-process database, and forwarding to a server)."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import anyio
import pytest
from mcp import Client, ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

from agentmemory.mcp.dispatch import LATEST_VERSION
from agentmemory.mcp.tools import tool_ops

import mcp_samples
from mcp_fixtures import PAGE_SIZE, list_all_tools, serve, settings  # noqa: F401 (fixtures)

pytestmark = pytest.mark.slow
REPO = Path(__file__).resolve().parents[2]
TIMEOUT = 120


def run(fn, *args):
    async def main():
        with anyio.fail_after(TIMEOUT):
            return await fn(*args)
    return anyio.run(main)




async def exercise(session) -> dict:
    """Handshake, paged listing, every tool with valid arguments, and the error paths."""
    init = await session.initialize()
    assert init.server_info.name == "agentmemory"
    assert init.protocol_version == LATEST_VERSION
    names = await list_all_tools(session)
    assert names == [op.tool for op in tool_ops("all")]
    assert len(names) > PAGE_SIZE  # the listing really paged

    tools = {t.name: t for t in (await session.list_tools()).tools}
    assert tools["memory_save"].input_schema["type"] == "object"

    called: list[str] = []

    async def call(tool: str, arguments: dict) -> dict:
        result = await session.call_tool(tool, arguments)
        text = result.content[0].text
        assert result.is_error is False, f"{tool}({arguments}) failed: {text}"
        assert json.loads(text) == result.structured_content
        called.append(tool)
        return result.structured_content

    state = await mcp_samples.run_scenario_async(call)
    assert set(called) == set(names)

    # 2025-11-25 (what the SDK and the server agree on): refused arguments are a tool error the model reads
    bad = await session.call_tool("memory_save", {"content": ""})
    assert bad.is_error is True and "content" in bad.content[0].text
    assert bad.structured_content["field"] == "content" and bad.structured_content["status"] == 422
    with pytest.raises(MCPError) as unknown:
        await session.call_tool("no_such_tool", {})
    assert unknown.value.code == -32602
    missing = await session.call_tool("memory_get", {"id": "mem_does_not_exist"})
    assert missing.is_error is True and "not found" in missing.content[0].text

    status = await session.read_resource("agentmemory://status")
    assert json.loads(status.contents[0].text)["status"] == "ok"
    prompts = await session.list_prompts()
    assert {p.name for p in prompts.prompts} == {"recall_context", "session_handoff"}
    prompt = await session.get_prompt("recall_context", {"project": mcp_samples.P})
    assert mcp_samples.P in prompt.messages[0].content.text
    await session.send_ping()
    return state


# ---------------------------------------------------------------- Streamable HTTP
async def _http(url: str) -> dict:
    async with streamable_http_client(url) as (read, write):
        async with ClientSession(read, write) as session:
            return await exercise(session)


def test_sdk_over_streamable_http(live_server, services):
    run(_http, live_server.url + "/mcp")
    # the scenario's writes are in the server's database
    assert services.sessions.list_sessions(_caller(services), project=mcp_samples.P)["sessions"]


def test_sdk_over_the_rest_prefixed_endpoint(live_server):
    async def go():
        async with streamable_http_client(live_server.url + "/agentmemory/mcp/rpc") as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                result = await session.call_tool("memory_diagnose", {})
                assert result.structured_content["status"] == "ok"
    run(go)


def test_sdk_client_auto_mode_falls_back_from_server_discover(live_server):
    async def go():
        async with Client(live_server.url + "/mcp") as client:
            assert client.protocol_version == LATEST_VERSION
            result = await client.call_tool("memory_save", {"content": "auto mode works"})
            assert result.is_error is False
            listed = await client.list_tools()
            assert listed.tools
    run(go)


# ---------------------------------------------------------------- stdio
def _stdio_params(tmp_path: Path, **env) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable, args=["-m", "agentmemory", "mcp"], cwd=str(REPO),
        env={"PYTHONPATH": str(REPO / "src"), "AGENTMEMORY_DATA_DIR": str(tmp_path / "stdio-data"),
             "AGENTMEMORY_EMBEDDING_PROVIDER": "fake", "AGENTMEMORY_MCP_PAGE_SIZE": str(PAGE_SIZE),
             "PYTHONUNBUFFERED": "1", "AGENTMEMORY_TRANSCRIPT_ROOTS": str(tmp_path / "transcripts"),
             "AGENTMEMORY_SOURCE_ROOTS": str(tmp_path / "docs"), **env})


async def _stdio(params: StdioServerParameters, errlog) -> dict:
    async with stdio_client(params, errlog=errlog) as (read, write):
        async with ClientSession(read, write) as session:
            return await exercise(session)


def test_sdk_over_stdio(tmp_path):
    with open(tmp_path / "stderr.log", "w+") as errlog:
        run(_stdio, _stdio_params(tmp_path), errlog)
        errlog.seek(0)
        assert "MCP on stdio" in errlog.read()  # logs go to stderr, stdout stays protocol-only
    assert (tmp_path / "stdio-data" / "agentmemory.db").exists()


def test_stdio_forwards_to_a_running_server(tmp_path, serve):
    with serve(secret="fwd-secret") as (url, services):
        async def go(params, errlog):
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    saved = await session.call_tool("memory_save", {"content": "forwarded memory"})
                    assert saved.is_error is False
                    bad = await session.call_tool("memory_save", {})  # the agreed version reaches the server
                    assert bad.is_error is True and bad.structured_content["field"] == "content"
                    return saved.structured_content["memory"]["id"]

        params = _stdio_params(tmp_path, AGENTMEMORY_URL=url, AGENTMEMORY_SECRET="fwd-secret")
        with open(tmp_path / "stderr.log", "w+") as errlog:
            mem_id = run(go, params, errlog)
        assert services.memories.get_memory(_caller(services), mem_id)["memory"]["content"] == "forwarded memory"
        assert not (tmp_path / "stdio-data").exists()  # nothing opened locally

        # A wrong secret is found at start: one line naming the 401 on stderr, a non-zero exit.
        import subprocess
        wrong = _stdio_params(tmp_path, AGENTMEMORY_URL=url, AGENTMEMORY_SECRET="wrong")
        proc = subprocess.run([sys.executable, "-m", "agentmemory", "mcp"], input=b"", capture_output=True,
                              env={**os.environ, **wrong.env}, cwd=REPO, timeout=TIMEOUT)
        assert proc.returncode == 1 and proc.stdout == b""
        assert "HTTP 401" in proc.stderr.decode() and len(proc.stderr.decode().splitlines()) == 1


def _caller(services):
    from agentmemory.memory.common import Caller
    return Caller(services.settings.agent_id)


def test_stdio_stdout_is_protocol_only(tmp_path):
    """Raw check of the line protocol: one JSON object per line, nothing else, errors for bad lines."""
    import subprocess
    lines = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2024-11-05",
                                                                        "capabilities": {}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        "this is not json",
        [{"jsonrpc": "2.0", "id": 9, "method": "ping"}],
        {"jsonrpc": "2.0", "id": 2, "method": "ping"},
        {"jsonrpc": "2.0", "id": 3, "method": "nope/nope"},
    ]
    stdin = "\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n\n"
    env = {**os.environ, **_stdio_params(tmp_path).env}
    proc = subprocess.run([sys.executable, "-m", "agentmemory", "mcp"], input=stdin.encode(), capture_output=True,
                          env=env, cwd=REPO, timeout=TIMEOUT)
    assert proc.returncode == 0, proc.stderr.decode()
    out = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert [m.get("id") for m in out] == [1, None, None, 2, 3]
    assert out[0]["result"]["protocolVersion"] == "2024-11-05"
    assert out[1]["error"]["code"] == -32700
    assert out[2]["error"]["code"] == -32600
    assert out[3]["result"] == {}
    assert out[4]["error"]["code"] == -32601


def test_regression_a_resource_uri_whose_name_is_not_utf8_is_32602_not_a_profile_of_replacement_characters(
        live_server):
    """agentmemory://project/%FF/profile was read as the project "\ufffd": -32002 "no activity recorded for project
    \ufffd", a project the client never named. Now -32602 saying why; a UTF-8 name reads as before."""
    async def go():
        async with streamable_http_client(live_server.url + "/mcp") as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                with pytest.raises(MCPError) as refused:
                    await session.read_resource("agentmemory://project/caf%ED%A0%80/profile")
                assert refused.value.code == -32602 and "not UTF-8" in str(refused.value)
                with pytest.raises(MCPError) as unknown:
                    await session.read_resource("agentmemory://project/caf%C3%A9/profile")
                assert unknown.value.code == -32002 and "café" in str(unknown.value)
    run(go)
