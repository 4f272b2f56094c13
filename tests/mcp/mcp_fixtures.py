"""MCP test fixtures, imported by name into the test modules that use them.

Not a conftest.py: this directory is not a package, so a second module named `conftest` would
clash with tests/conftest.py in sys.modules.
`settings` overrides the root fixture with a small tools/list page size, so every listing pages.
"""
from __future__ import annotations

import itertools
from contextlib import contextmanager

import mcp_types
import pytest

from agentmemory.app import build_services, create_app
from agentmemory.config import Settings
from agentmemory.mcp.tools import tool_ops
from helpers import LiveServer

PAGE_SIZE = 10


@pytest.fixture
def settings(tmp_path) -> Settings:
    return Settings(data_dir=tmp_path / "data", embedding_provider="fake", mcp_page_size=PAGE_SIZE,
                    transcript_roots=(tmp_path / "transcripts",),  # never the real ~/.claude
                    source_roots=(tmp_path / "docs",))  # mcp_samples writes its folder there


@pytest.fixture
def rpc(client):
    """rpc(method, params=None, **headers) -> (status, body) over POST /mcp."""
    ids = itertools.count(1)

    def call(method: str, params: dict | None = None, headers: dict | None = None, path: str = "/mcp"):
        message = {"jsonrpc": "2.0", "id": next(ids), "method": method}
        if params is not None:
            message["params"] = params
        resp = client.post(path, json=message, headers=headers or {})
        assert resp.mimetype == "application/json", resp.data
        return resp.status_code, resp.get_json()
    return call


@pytest.fixture
def serve(tmp_path):
    """serve(**settings) -> context manager: a live loopback server with its own settings, yields (url, services)."""
    counter = itertools.count()
    return lambda **changes: _serving(tmp_path / f"served{next(counter)}", **changes)


@contextmanager
def _serving(data_dir, **changes):
    s = Settings(data_dir=data_dir, embedding_provider="fake", **{"transcript_roots": (data_dir / "transcripts",),
                                                                   "source_roots": (data_dir.parent / "docs",),
                                                                   **changes})
    services = build_services(s)
    server = LiveServer(create_app(s, services))
    try:
        yield server.url, services
    finally:
        server.stop()
        services.close()


async def list_all_tools(session) -> list[str]:
    """Every page of tools/list through an SDK ClientSession (each page at most PAGE_SIZE tools)."""
    names, cursor = [], None
    for _ in range(len(tool_ops("all")) + 1):  # a page holds at least one tool
        params = mcp_types.PaginatedRequestParams(cursor=cursor) if cursor else None
        result = await session.list_tools(params=params)
        assert len(result.tools) <= PAGE_SIZE
        names += [t.name for t in result.tools]
        cursor = result.next_cursor
        if not cursor:
            return names
    pytest.fail(f"tools/list still had a next page after {len(tool_ops('all')) + 1} pages")
