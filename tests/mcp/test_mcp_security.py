"""Bearer token and the DNS-rebinding guard (Origin, Host) as the MCP endpoints see it.

The guard's rules themselves are tested in tests/api/test_guard.py; here: JSON-RPC refusals,
CORS for listed origins only, and a live server."""
from __future__ import annotations

import requests

from mcp_fixtures import serve, settings  # noqa: F401 (fixtures)

PING = {"jsonrpc": "2.0", "id": 1, "method": "ping"}


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


def test_a_loopback_origin_is_served_without_cors_headers(client):
    resp = client.post("/mcp", json=PING, headers={"Origin": "http://localhost:6274"})
    assert resp.status_code == 200
    assert not any(h.startswith("Access-Control-") for h in resp.headers.keys())


def test_a_listed_origin_gets_cors_headers_and_a_preflight(make_client):
    client, _ = make_client(allowed_origins=("http://localhost:6274",))
    resp = client.post("/mcp", json=PING, headers={"Origin": "http://localhost:6274"})
    assert resp.status_code == 200
    assert resp.headers["Access-Control-Allow-Origin"] == "http://localhost:6274"
    pre = client.options("/mcp", headers={"Origin": "http://localhost:6274", "Access-Control-Request-Method": "POST",
                                          "Access-Control-Request-Headers": "content-type, mcp-protocol-version"})
    assert pre.status_code == 204
    assert pre.headers["Access-Control-Allow-Origin"] == "http://localhost:6274"
    assert "MCP-Protocol-Version" in pre.headers["Access-Control-Allow-Headers"]


def test_an_origin_with_cr_lf_is_400_not_500(client):
    """Regression: a CR/LF in Origin was echoed into Access-Control-Allow-Origin and crashed the answer (500)."""
    for origin in ("http://localhost\r\nX-Evil: 1", "http://localhost\n", "http://localhost\x00"):
        # the test client refuses to send CR/LF itself: put the header in the environ as a server would
        resp = client.post("/mcp", json=PING, environ_overrides={"HTTP_ORIGIN": origin})
        assert resp.status_code == 400, origin
        assert resp.get_json()["error"]["code"] == -32000
        assert not any(h.startswith("Access-Control-") for h in resp.headers.keys())


def test_text_plain_json_rpc_is_415(client):
    resp = client.post("/mcp", data=b'{"jsonrpc":"2.0","id":1,"method":"ping"}', content_type="text/plain")
    assert resp.status_code == 415
    assert resp.get_json()["error"]["code"] == -32000


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


def test_a_missing_token_and_a_body_too_large_are_json_rpc_errors_on_the_mcp_endpoints(serve):
    """An MCP client reads JSON-RPC errors at /mcp: the missing token (401, with its WWW-Authenticate) and the
    body over the limit (413) were answered in the REST shape there, unlike the guard's own refusals."""
    big = b'{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"' + b"x" * (11 * 1024 * 1024) + b'"}}'
    with serve(secret="s3cret") as (url, _):
        for path in ("/mcp", "/agentmemory/mcp/rpc"):
            resp = requests.post(url + path, json=PING, timeout=10)
            assert resp.status_code == 401 and resp.headers["WWW-Authenticate"].startswith("Bearer"), path
            body = resp.json()
            assert body["jsonrpc"] == "2.0" and body["id"] is None and body["error"]["code"] == -32000, body
            assert "bearer token" in body["error"]["message"]
            resp = requests.post(url + path, data=big, timeout=30, headers={
                "Authorization": "Bearer s3cret", "Content-Type": "application/json",
                "Accept": "application/json, text/event-stream"})
            assert resp.status_code == 413 and resp.json()["error"]["code"] == -32000, (path, resp.text[:200])
        rest = requests.post(url + "/agentmemory/remember", json={"content": "x"}, timeout=10)
        assert rest.status_code == 401 and rest.json() == {"error": "missing or invalid bearer token"}
        rest = requests.post(url + "/agentmemory/remember", data=big, timeout=30,
                             headers={"Authorization": "Bearer s3cret", "Content-Type": "application/json"})
        assert rest.status_code == 413 and isinstance(rest.json()["error"], str)
