"""Bearer token and DNS-rebinding guard (Origin, Host) on the MCP endpoints."""
from __future__ import annotations

import requests
import pytest

from agentmemory.mcp.http import host_allowed, origin_allowed

from mcp_fixtures import serve, settings  # noqa: F401 (fixtures)

PING = {"jsonrpc": "2.0", "id": 1, "method": "ping"}


@pytest.mark.parametrize("origin", [None, "http://localhost", "http://localhost:5173", "https://127.0.0.1:8443",
                                    "http://[::1]:3000", "HTTP://LOCALHOST:1", "http://127.0.0.1/"])
def test_loopback_origins_are_allowed(origin):
    assert origin_allowed(origin, ())


@pytest.mark.parametrize("origin", ["https://evil.example", "http://localhost.evil.example", "null", "file://",
                                    "http://127.0.0.1.nip.io", "ftp://localhost", "http://localhost:99999",
                                    "http://user@localhost", "http://localhost/path", ""])
def test_other_origins_are_refused(origin):
    assert not origin_allowed(origin, ())


def test_listed_origins_are_allowed():
    assert origin_allowed("https://app.example", ("https://app.example/",))
    assert not origin_allowed("https://other.example", ("https://app.example",))
    assert origin_allowed("https://anything.example", ("*",))


@pytest.mark.parametrize("host, ok", [("127.0.0.1:3111", True), ("localhost", True), ("[::1]:80", True),
                                      ("LOCALHOST:1", True), ("evil.example", False), ("evil.example:3111", False),
                                      ("", False), (None, False), ("mem.internal:3111", True)])
def test_host_check_when_bound_to_loopback(host, ok):
    assert host_allowed(host, "127.0.0.1", ("mem.internal",)) is ok


def test_host_is_not_checked_on_a_public_bind_unless_configured():
    assert host_allowed("my-space.hf.space", "0.0.0.0", ())
    assert not host_allowed("evil.example", "0.0.0.0", ("my-space.hf.space",))
    assert host_allowed("my-space.hf.space", "0.0.0.0", ("my-space.hf.space",))


def test_bad_origin_is_403_json_rpc(client):
    resp = client.post("/mcp", json=PING, headers={"Origin": "https://evil.example"})
    assert resp.status_code == 403
    assert resp.mimetype == "application/json"
    assert resp.get_json()["error"]["code"] == -32000
    resp = client.post("/agentmemory/mcp/call", json={"name": "memory_diagnose"},
                       headers={"Origin": "https://evil.example"})
    assert resp.status_code == 403 and "error" in resp.get_json()


def test_bad_host_is_403(client):
    resp = client.post("/mcp", json=PING, headers={"Host": "attacker.example:3111"})
    assert resp.status_code == 403
    assert "host" in resp.get_json()["error"]["message"]


def test_allowed_origin_gets_cors_headers(client):
    resp = client.post("/mcp", json=PING, headers={"Origin": "http://localhost:6274"})
    assert resp.status_code == 200
    assert resp.headers["Access-Control-Allow-Origin"] == "http://localhost:6274"
    assert "MCP-Protocol-Version" in resp.headers["Access-Control-Allow-Headers"]


def test_live_server_refuses_a_foreign_origin(live_server):
    resp = requests.post(live_server.url + "/mcp", json=PING, headers={"Origin": "https://evil.example"}, timeout=10)
    assert resp.status_code == 403
    assert resp.headers["Content-Type"].startswith("application/json")
    assert resp.json()["error"]["code"] == -32000
    ok = requests.post(live_server.url + "/mcp", json=PING, headers={"Origin": "http://localhost:3000"}, timeout=10)
    assert ok.status_code == 200 and ok.json()["result"] == {}


def test_live_server_with_a_configured_origin(serve):
    with serve(allowed_origins=("https://dash.example",)) as (url, _):
        ok = requests.post(url + "/mcp", json=PING, headers={"Origin": "https://dash.example"}, timeout=10)
        assert ok.status_code == 200
        bad = requests.post(url + "/mcp", json=PING, headers={"Origin": "https://evil.example"}, timeout=10)
        assert bad.status_code == 403


def test_secret_requires_a_bearer_token(serve):
    with serve(secret="s3cret") as (url, _):
        for path in ("/mcp", "/agentmemory/mcp/rpc", "/agentmemory/mcp/call"):
            resp = requests.post(url + path, json=PING, timeout=10)
            assert resp.status_code == 401, path
            assert resp.headers["Content-Type"].startswith("application/json")
            assert "error" in resp.json()
            assert resp.headers["WWW-Authenticate"].startswith("Bearer")
        resp = requests.post(url + "/mcp", json=PING, headers={"Authorization": "Bearer wrong"}, timeout=10)
        assert resp.status_code == 401
        assert requests.get(url + "/agentmemory/mcp/tools", timeout=10).status_code == 401
        resp = requests.post(url + "/mcp", json=PING, headers={"Authorization": "Bearer s3cret"}, timeout=10)
        assert resp.status_code == 200 and resp.json() == {"jsonrpc": "2.0", "id": 1, "result": {}}
        resp = requests.get(url + "/agentmemory/mcp/tools", headers={"Authorization": "Bearer s3cret"}, timeout=10)
        assert resp.status_code == 200 and resp.json()["tools"]
