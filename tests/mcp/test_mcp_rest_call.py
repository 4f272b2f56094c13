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
