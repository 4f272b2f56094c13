"""Clients that stop sending, against both servers of `agentmemory serve` (gunicorn, the default, and werkzeug).

A request head or body that stops arriving held one of the server's request threads for ever:
twenty such connections left nobody an answer, and a short body on an open connection was never
answered. With `AGENTMEMORY_READ_TIMEOUT` seconds of silence a stalled head is closed, a stalled
body is a 400 JSON answer, and an open dashboard websocket (which may wait as long as it likes)
is left alone.
"""
from __future__ import annotations

import json
import socket
import time

import pytest
import requests
from cli_helpers import start_serve, stop_process
from viewer.viewer_support import WsClient  # simple-websocket's client without its hello race

pytestmark = pytest.mark.slow

READ_TIMEOUT = 2


@pytest.fixture(scope="module", params=["gunicorn", "werkzeug"])
def server(request, tmp_path_factory):
    proc, url = start_serve(tmp_path_factory.mktemp("readtimeout"), "--server", request.param,
                            env={"AGENTMEMORY_READ_TIMEOUT": str(READ_TIMEOUT)})
    yield int(url.rsplit(":", 1)[1]), url
    stop_process(proc)


def read_all(sock: socket.socket, limit: float) -> tuple[bytes, float]:
    """What the server sends until it closes the connection, and when it closed (fails past `limit` s)."""
    started, out = time.monotonic(), b""
    sock.settimeout(limit)
    while time.monotonic() - started < limit:
        try:
            chunk = sock.recv(65536)
        except (ConnectionResetError, TimeoutError):
            break
        if not chunk:
            return out, time.monotonic() - started
        out += chunk
    pytest.fail(f"the connection was still open after {limit}s; got {out[:200]!r}")


def test_a_short_body_on_an_open_connection_is_a_400_after_the_read_timeout(server):
    port, url = server
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                     b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"content\": \"x\"}")
        out, seconds = read_all(sock, READ_TIMEOUT + 8)
    head, _, body = out.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400"), out
    assert "could not read the request body" in json.loads(body)["error"]
    assert seconds >= READ_TIMEOUT - 0.5
    assert requests.get(url + "/agentmemory/health", timeout=10).json()["counts"]["memories"] == 0


@pytest.mark.parametrize("sent", [b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\n",
                                  b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                  b"Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n20\r\n{"],
                         ids=["unfinished-head", "unfinished-chunk"])
def test_a_stalled_request_is_closed_after_the_read_timeout(server, sent):
    port, _ = server
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(sent)
        out, _ = read_all(sock, READ_TIMEOUT + 8)
    assert out == b"" or out.startswith(b"HTTP/1.1 4"), out


def test_stalled_connections_do_not_starve_the_server(server):
    """More stalled connections than the server has request threads: a normal client is still answered."""
    port, url = server
    stalled = [socket.create_connection(("127.0.0.1", port)) for _ in range(40)]
    try:
        for sock in stalled:
            sock.sendall(b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        time.sleep(0.5)
        started = time.monotonic()
        r = requests.post(url + "/agentmemory/remember", json={"content": "answered anyway"}, timeout=READ_TIMEOUT + 20)
        assert r.status_code == 201, r.text
        assert time.monotonic() - started < READ_TIMEOUT + 15
    finally:
        for sock in stalled:
            sock.close()


def test_an_idle_dashboard_websocket_outlives_the_read_timeout(server):
    port, url = server
    ws = WsClient.connect(f"ws://127.0.0.1:{port}/stream/mem-live/viewer")
    try:
        assert json.loads(ws.receive(timeout=10))["event"] == "hello"
        time.sleep(READ_TIMEOUT * 2 + 1)  # silent in both directions, well past the read timeout
        assert requests.post(url + "/agentmemory/remember", json={"content": "seen live"}, timeout=10).status_code == 201
        deadline, events = time.monotonic() + 10, []
        while time.monotonic() < deadline and not any("seen live" in e for e in events):
            msg = ws.receive(timeout=1)
            if msg is not None:
                events.append(msg)
        assert any("seen live" in e for e in events), events
    finally:
        ws.close()


def test_a_client_that_never_closes_does_not_stall_new_connections(server, request):
    """After a read timeout gunicorn closes "gracefully": it waits up to 2 s for the client's FIN, on the
    thread that accepts connections. Forty clients that never close kept new clients waiting 80 s."""
    if request.node.callspec.params["server"] == "werkzeug":
        pytest.skip("gunicorn's graceful close; werkzeug closes on the connection's own thread")
    port, url = server
    stalled = [socket.create_connection(("127.0.0.1", port)) for _ in range(40)]
    try:
        for sock in stalled:
            sock.sendall(b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        time.sleep(READ_TIMEOUT * 3 + 2)  # every stalled head has timed out (16 threads)
        started = time.monotonic()
        r = requests.get(url + "/agentmemory/health", timeout=30)
        assert r.status_code == 200
        assert time.monotonic() - started < 5
    finally:
        for sock in stalled:
            sock.close()
