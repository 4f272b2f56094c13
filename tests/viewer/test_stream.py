"""GET /viewer (page + CSP) and the live websocket over a real server: events and token checks."""
from __future__ import annotations

import json
import re

import pytest
import requests
import simple_websocket
from helpers import wait_until
from .viewer_support import SECRET, ws_messages, ws_url

from agentmemory.viewer.page import HTML_PATH, NONCE_MARK

pytestmark = pytest.mark.timeout(60)


def obs(text="hello world", session="s1", project="proj"):
    return {"hookType": "message", "sessionId": session, "project": project, "cwd": "/work",
            "timestamp": "2026-01-02T03:04:05Z", "data": {"speaker": "user", "text": text}}


# ------------------------------------------------------------------ the page
def test_viewer_page_has_a_fresh_nonce_and_a_strict_policy(client):
    a, b = client.get("/viewer"), client.get("/viewer")
    assert a.status_code == 200 and a.mimetype == "text/html"
    csp = a.headers["Content-Security-Policy"]
    nonce = re.search(r"script-src 'nonce-([A-Za-z0-9_-]+)'", csp).group(1)
    assert nonce != re.search(r"'nonce-([A-Za-z0-9_-]+)'", b.headers["Content-Security-Policy"]).group(1)
    for directive in ("default-src 'none'", f"style-src 'nonce-{nonce}'", "img-src 'self' data:", "base-uri 'none'",
                      "frame-ancestors 'none'", "connect-src 'self'"):
        assert directive in csp
    assert "unsafe-inline" not in csp and "unsafe-eval" not in csp
    html = a.get_data(as_text=True)
    assert NONCE_MARK not in html
    assert html.count(f'nonce="{nonce}"') == 2  # the one <style> and the one <script>
    assert a.headers["X-Content-Type-Options"] == "nosniff" and a.headers["Cache-Control"] == "no-store"


def test_viewer_page_is_isolated_from_other_sites_windows(client):
    """Regression: a site that opened the dashboard in a window kept a handle on it (window.opener / the
    returned window): no Cross-Origin-Opener-Policy; nor was the page marked as same-origin only."""
    resp = client.get("/viewer")
    assert resp.headers["Cross-Origin-Opener-Policy"] == "same-origin"
    assert resp.headers["Cross-Origin-Resource-Policy"] == "same-origin"
    assert resp.headers["X-Frame-Options"] == "DENY" and resp.headers["Referrer-Policy"] == "no-referrer"


def test_viewer_source_never_parses_data_as_html():
    html = HTML_PATH.read_text(encoding="utf-8")
    for banned in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function",
                   "http://", "https://"):
        if banned.startswith("http"):
            # the only absolute URL allowed is the SVG namespace (not a fetch)
            assert all(u == "http://www.w3.org/2000/svg" for u in re.findall(r"https?://[^'\"\s)]+", html)), banned
        else:
            assert banned not in html, banned
    assert not re.search(r"<[a-z]+[^>]*\sstyle=", html), "inline style attributes are blocked by the CSP"
    assert not re.search(r"<[a-z]+[^>]*\son[a-z]+=", html), "inline handlers are blocked by the CSP"
    assert len(re.findall(r"<script\b", html)) == len(re.findall(r'<script nonce="__CSP_NONCE__">', html)) == 1


@pytest.mark.parametrize("secret", [SECRET])
def test_only_the_viewer_routes_skip_the_bearer_check(client):
    assert client.get("/viewer").status_code == 200  # a static page, no data in it
    assert client.get("/agentmemory/health").status_code == 401
    assert client.get("/agentmemory/health?token=" + SECRET).status_code == 401  # query tokens: /stream/ only
    assert client.get("/agentmemory/health", headers={"Authorization": f"Bearer {SECRET}"}).status_code == 200


# ------------------------------------------------------------------ websocket
def test_committed_writes_reach_the_socket_as_public_events(live_server, ws_connect):
    ws = ws_connect(ws_url(live_server))
    assert ws_messages(ws, "hello")[-1]["data"]["queueSize"] == 256
    r = requests.post(live_server.url + "/agentmemory/observe", json=obs("streamed text"), timeout=10)
    assert r.status_code == 201
    got = ws_messages(ws, "counts.changed")
    events = [m["event"] for m in got]
    assert events.count("observation") == 1 and events.count("observation.raw") == 1 and "audit.created" in events
    assert "doc.indexed" not in events
    o = next(m for m in got if m["event"] == "observation")
    assert o["data"]["id"] == r.json()["observationId"] and "data" not in o["data"]
    raw = next(m for m in got if m["event"] == "observation.raw")
    assert raw["data"]["data"]["text"] == "streamed text"
    assert set(got[-1]["data"]["changed"]) == {"observations", "sessions"}
    assert all(isinstance(m["ts"], float) for m in got)


def test_a_closed_client_is_unsubscribed(live_server, app, ws_connect):
    broadcaster = app.extensions["agentmemory.broadcaster"]
    ws = ws_connect(ws_url(live_server))
    ws_messages(ws, "hello")
    assert broadcaster.client_count == 1
    ws.close()
    wait_until(lambda: broadcaster.client_count == 0, timeout=5,
               message=lambda: f"the closed client was not unsubscribed ({broadcaster.client_count} left)")


@pytest.mark.parametrize("secret", [SECRET])
def test_socket_accepts_the_token_as_first_message(live_server, ws_connect):
    ws = ws_connect(ws_url(live_server))
    ws.send(json.dumps({"token": SECRET}))
    ws_messages(ws, "hello")
    requests.post(live_server.url + "/agentmemory/observe", json=obs("after auth"),
                  headers={"Authorization": f"Bearer {SECRET}"}, timeout=10)
    assert any(m["event"] == "observation" for m in ws_messages(ws, "counts.changed"))


@pytest.mark.parametrize("secret", [SECRET])
def test_socket_accepts_the_token_as_query_parameter(live_server, ws_connect):
    ws = ws_connect(ws_url(live_server, "?token=" + SECRET))
    ws_messages(ws, "hello")


@pytest.mark.parametrize("secret", [SECRET])
@pytest.mark.parametrize("how", ["wrong first message", "not json", "wrong query token", "nested too deeply"])
def test_socket_refuses_a_wrong_token(live_server, ws_connect, how):
    """Regression (nested too deeply): a first message of 30000 "[" raised RecursionError out of the handler (an
    unhandled error logged; the socket dropped without a word)."""
    if how == "wrong query token":
        ws = ws_connect(ws_url(live_server, "?token=nope"))
    else:
        ws = ws_connect(ws_url(live_server))
        ws.send({"wrong first message": json.dumps({"token": "nope"}), "not json": "{{{",
                 "nested too deeply": "[" * 30_000}[how])
    first = json.loads(ws.receive(timeout=5))
    assert first == {"event": "error", "data": {"error": "missing or invalid token", "status": 401}}
    with pytest.raises(simple_websocket.ConnectionClosed):
        ws.receive(timeout=5)
    assert ws.close_reason == 4401


@pytest.mark.parametrize("secret", [SECRET])
def test_socket_without_a_token_is_closed_after_the_auth_timeout(live_server, ws_connect, monkeypatch):
    from agentmemory.viewer import stream
    monkeypatch.setattr(stream, "AUTH_TIMEOUT", 0.3)
    ws = ws_connect(ws_url(live_server))
    assert json.loads(ws.receive(timeout=5))["event"] == "error"
    with pytest.raises(simple_websocket.ConnectionClosed):
        ws.receive(timeout=5)
    assert ws.close_reason == 4401


def test_viewers_beyond_the_cap_are_asked_to_retry_later(live_server, ws_connect, monkeypatch):
    from agentmemory.viewer import stream
    monkeypatch.setattr(stream, "MAX_VIEWERS", 1)
    first = ws_connect(ws_url(live_server))
    ws_messages(first, "hello")
    second = ws_connect(ws_url(live_server))
    assert json.loads(second.receive(timeout=10))["data"]["status"] == 503
    with pytest.raises(simple_websocket.ConnectionClosed):
        second.receive(timeout=10)
    assert second.close_reason == 1013


@pytest.mark.parametrize("secret", [SECRET])
def test_one_agent_token_cannot_take_every_viewer_slot(live_server, ws_connect, monkeypatch):
    """An agent token opened MAX_VIEWERS sockets and every other viewer (the admin's dashboard too) got 1013:
    an agent holds at most PER_AGENT, and agents together leave ADMIN_RESERVED for the admin."""
    from agentmemory.viewer import stream
    assert (stream.PER_AGENT, stream.ADMIN_RESERVED) == (4, 2) and stream.PER_AGENT + stream.ADMIN_RESERVED \
        <= stream.MAX_VIEWERS
    monkeypatch.setattr(stream, "MAX_VIEWERS", 6)
    monkeypatch.setattr(stream, "PER_AGENT", 2)
    tokens = {}
    for agent in ("agent-a", "agent-b", "agent-c"):
        r = requests.post(live_server.url + "/agentmemory/tokens", json={"agentId": agent},
                          headers={"Authorization": f"Bearer {SECRET}"}, timeout=10)
        assert r.status_code == 201, r.text
        tokens[agent] = r.json()["token"]

    def opened(token: str) -> dict:
        ws = ws_connect(ws_url(live_server, f"?token={token}"))
        first = json.loads(ws.receive(timeout=10))
        if first["event"] != "hello":
            wait_until(lambda: not ws.connected, timeout=10, message="the server did not close the refused socket")
            first["close"] = ws.close_reason
        return first

    assert [opened(tokens["agent-a"])["event"] for _ in range(2)] == ["hello", "hello"]
    over = opened(tokens["agent-a"])  # a third of agent-a's
    assert (over["event"], over["data"]["status"], over["close"]) == ("error", 429, 1013), over
    assert [opened(tokens["agent-b"])["event"] for _ in range(2)] == ["hello", "hello"]
    full = opened(tokens["agent-c"])  # 4 of 6 taken by agents: the rest is the admin's
    assert (full["event"], full["data"]["status"], full["close"]) == ("error", 503, 1013), full
    assert [opened(SECRET)["event"] for _ in range(2)] == ["hello", "hello"]
    assert opened(SECRET)["data"]["status"] == 503  # the admin too, past MAX_VIEWERS


HANDSHAKE = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
             "Sec-WebSocket-Version": "13"}


@pytest.mark.parametrize("change, status, words", [
    ({"Sec-WebSocket-Version": "99"}, 426, "version"),  # RFC 6455 4.4: 426 naming the version it speaks
    ({"Sec-WebSocket-Key": ""}, 400, "key"),
])
def test_regression_a_broken_websocket_handshake_was_a_500(live_server, change, status, words):
    """wsproto refuses the handshake (RemoteProtocolError) before the handler runs: it was a 500 "internal error"."""
    headers = {k: v for k, v in {**HANDSHAKE, **change}.items() if v}
    r = requests.get(ws_url(live_server).replace("ws://", "http://"), headers=headers, timeout=10)
    assert r.status_code == status and words in r.json()["error"].lower(), (r.status_code, r.text)
    if status == 426:
        assert r.headers["Sec-WebSocket-Version"] == "13"


def test_a_websocket_route_and_a_plain_route_say_what_they_are(live_server):
    """Werkzeug's WebsocketMismatch answered 400 "The browser (or proxy) sent a request that this server could not
    understand": a plain GET of the stream, or a websocket handshake sent to a REST route, is told which it is."""
    r = requests.get(ws_url(live_server).replace("ws://", "http://"), timeout=10)
    assert r.status_code == 400 and "websocket" in r.json()["error"], r.text
    r = requests.get(live_server.url + "/agentmemory/health", headers=HANDSHAKE, timeout=10)
    assert r.status_code == 400 and "not a websocket" in r.json()["error"], r.text
