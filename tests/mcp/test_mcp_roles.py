"""What `tools/list` shows each caller: only the tools its calls would not refuse (`ops.may_call`, the rule
`tools/call` applies). A read token sees the read tools (and those whose access depends on their input), a
write token everything but the admin tools, the admin secret everything; the REST listing agrees."""
from __future__ import annotations

import base64

import anyio
import httpx2
import pytest
import requests
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from agentmemory.mcp.tools import tool_ops

from mcp_fixtures import PAGE_SIZE, list_all_tools, serve  # noqa: F401 (fixtures)

SECRET = "roles-s3cret"


def expected(role: str) -> list[str]:
    """The tools a caller of `role` may call, in registry order, spelled out from the ops' access marks."""
    if role == "admin":
        return [op.tool for op in tool_ops("all")]
    if role == "write":
        return [op.tool for op in tool_ops("all") if op.access != "admin"]
    return [op.tool for op in tool_ops("all") if callable(op.access) or op.access == "read"]


async def _listed(url: str, bearer: str) -> tuple[list[str], list[tuple[str, bool]]]:
    """Every page of tools/list through the official SDK client, and a call of each write tool."""
    async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {bearer}"}, timeout=60) as http:
        async with streamable_http_client(url + "/mcp", http_client=http) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                names = await list_all_tools(session)
                refused = await session.call_tool("memory_save", {"content": "roles: a write"})
                return names, [("memory_save", refused.is_error)]


@pytest.fixture
def bearers_of(serve):  # noqa: F811 (the fixture)
    with serve(secret=SECRET, mcp_page_size=PAGE_SIZE) as (url, services):
        admin = services.tokens.local_caller()
        made = {role: services.tokens.create_token(admin, agentId=f"agent-{role}", role=role)["token"]
                for role in ("read", "write")}
        yield url, {"admin": SECRET, **made}


@pytest.mark.parametrize("role", ["read", "write", "admin"])
def test_tools_list_shows_only_what_the_caller_may_call(bearers_of, role):
    """Regression: a read-only agent token was shown the write and admin tools (its calls were refused)."""
    url, bearers = bearers_of
    names, calls = anyio.run(_listed, url, bearers[role])
    assert names == expected(role)
    assert ("memory_save" in names) == (role != "read")
    assert calls == [("memory_save", role == "read")]  # what is listed is callable; what is not is refused
    if role != "admin":
        assert "memory_token_create" not in names and "memory_consolidate" not in names
    if role == "read":
        assert {"memory", "memory_reflect", "memory_smart_search"} <= set(names)  # reads for some input


@pytest.mark.parametrize("role", ["read", "write", "admin"])
def test_the_rest_tool_listing_agrees(bearers_of, role):
    url, bearers = bearers_of
    resp = requests.get(url + "/agentmemory/mcp/tools", headers={"Authorization": f"Bearer {bearers[role]}"},
                        timeout=30)
    assert resp.status_code == 200
    assert [t["name"] for t in resp.json()["tools"]] == expected(role)
    posted = requests.post(url + "/agentmemory/mcp/tools", headers={"Authorization": f"Bearer {bearers[role]}"},
                           timeout=30)
    assert [t["name"] for t in posted.json()["tools"]] == expected(role)


def test_a_cursor_past_a_shorter_listing_is_refused(bearers_of):
    """The read token's listing is shorter: a cursor from the admin's last page is past its end."""
    url, bearers = bearers_of
    last = ((len(expected("admin")) - 1) // PAGE_SIZE) * PAGE_SIZE
    assert last >= len(expected("read"))
    cursor = base64.urlsafe_b64encode(f"tools:{last}".encode()).decode()
    message = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"cursor": cursor}}
    reader = requests.post(url + "/mcp", json=message, headers={"Authorization": f"Bearer {bearers['read']}"},
                           timeout=30).json()
    assert reader["error"]["code"] == -32602
    admin = requests.post(url + "/mcp", json=message, headers={"Authorization": f"Bearer {SECRET}"},
                          timeout=30).json()
    assert admin["result"]["tools"]
