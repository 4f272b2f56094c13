"""The built-in HTTP server (httpd/) over real sockets: framing, keep-alive, limits, errors.

Most tests drive the real app (observe, search, auth, the viewer websocket); a few WSGI
apps written here produce what the app never does (a crash, a stream, a slow answer).
"""
import json
import socket
import threading
import time

import pytest
import requests
import simple_websocket

from agentmemory.httpd import HttpServer, wire
from conftest import observe_payload


class Running:
    def __init__(self, app, **kw):
        self.server = HttpServer(app, "127.0.0.1", 0, **kw)
        self.port = self.server.port
        self.url = f"http://127.0.0.1:{self.port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def connect(self) -> socket.socket:
        return socket.create_connection(("127.0.0.1", self.port), timeout=5)

    def stop(self, grace=5.0):
        self.server.stop()
        self.thread.join(timeout=5)
        self.server.close(grace)


@pytest.fixture
def serve():
    running = []

    def start(app, **kw):
        running.append(Running(app, **kw))
        return running[-1]

    yield start
    for r in running:
        r.stop(grace=0.5)


def read_response(f) -> tuple[int, dict, bytes]:
    """One response from a socket file: status, headers (lower-case names), decoded body."""
    status_line = f.readline()
    assert status_line, "the server closed the connection"
    status = int(status_line.split()[1])
    headers = {}
    while (line := f.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
    if status == 100:
        return status, headers, b""
    if headers.get("transfer-encoding") == "chunked":
        body = b""
        while (size := int(f.readline().split(b";")[0], 16)):
            body += f.read(size)
            f.readline()
        f.readline()
    elif "content-length" in headers:
        body = f.read(int(headers["content-length"]))
    else:
        body = f.read()
    return status, headers, body


def post_raw(path: str, body: bytes, *extra: str) -> bytes:
    head = [f"POST {path} HTTP/1.1", "Host: localhost", "Content-Type: application/json", *extra]
    if not any(h.lower().startswith("transfer-encoding") for h in extra):
        head.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


def closed(sock: socket.socket) -> bool:
    sock.settimeout(2)
    try:
        return sock.recv(1) == b""
    except ConnectionResetError:
        return True


def test_keep_alive_and_pipelining_answer_in_order(serve, app):
    srv = serve(app)
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(post_raw("/agentmemory/observe", json.dumps(observe_payload(text="first walrus")).encode()))
        status, headers, body = read_response(f)
        assert status == 201 and "connection" not in headers and headers["date"].endswith("GMT")
        first = json.loads(body)["observationId"]
        # two requests in one send: both answered, in order, on the same connection
        sock.sendall(post_raw("/agentmemory/observe", json.dumps(observe_payload(text="second walrus")).encode())
                     + post_raw("/agentmemory/search", b'{"query": "walrus"}'))
        assert read_response(f)[0] == 201
        status, _, body = read_response(f)
        assert status == 200 and {h["id"] for h in json.loads(body)["results"]} >= {first}


def test_chunked_request_body_and_expect_continue(serve, app):
    srv = serve(app)
    payload = json.dumps(observe_payload(text="chunked narwhal")).encode()
    chunked = b"".join(b"%x;ext=1\r\n%s\r\n" % (len(p), p) for p in (payload[:10], payload[10:])) + b"0\r\nX-T: 1\r\n\r\n"
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(post_raw("/agentmemory/observe", chunked, "Transfer-Encoding: chunked"))
        assert read_response(f)[0] == 201
        # Expect: 100-continue: the server asks for the body when the app reads it
        body = json.dumps(observe_payload(text="patient narwhal")).encode()
        sock.sendall(post_raw("/agentmemory/observe", b"", "Expect: 100-continue").replace(
            b"Content-Length: 0", b"Content-Length: %d" % len(body)))
        assert read_response(f)[0] == 100
        sock.sendall(body)
        assert read_response(f)[0] == 201
    hits = requests.post(srv.url + "/agentmemory/search", json={"query": "narwhal"}, timeout=5).json()["results"]
    assert len(hits) == 2


@pytest.mark.parametrize("raw, status", [
    (b"GARBAGE\r\n\r\n", 400),
    (b"GET /livez HTTP/2.0\r\n\r\n", 505),
    (b"GET livez HTTP/1.1\r\n\r\n", 400),
    (b"GET /livez HTTP/1.1\r\nBad Header\r\n\r\n", 400),
    (b"GET /livez HTTP/1.1\r\nX-A: 1\r\n folded\r\n\r\n", 400),
    (b"GET /livez HTTP/1.1\r\nHost : x\r\n\r\n", 400),
    (b"POST /agentmemory/observe HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
    (b"POST /agentmemory/observe HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello", 400),
    (b"POST /agentmemory/observe HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400),
    (b"POST /agentmemory/observe HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n", 501),
    (b"POST /agentmemory/observe HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400),
    (b"POST /agentmemory/observe HTTP/1.1\r\nExpect: teapot\r\nContent-Length: 2\r\n\r\n{}", 417),
    (b"GET /livez HTTP/1.1\r\n" + b"X-Big: " + b"a" * (wire.MAX_HEAD_BYTES + 10) + b"\r\n\r\n", 431),
    (b"GET /livez HTTP/1.1\r\n" + b"X-A: 1\r\n" * (wire.MAX_HEADERS + 1) + b"\r\n", 431),
], ids=lambda v: v[:40].decode("latin-1") if isinstance(v, bytes) else str(v))
def test_malformed_requests_get_json_errors_and_change_nothing(serve, app, services, raw, status):
    srv = serve(app)
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(raw)
        got, headers, body = read_response(f)
        assert (got, headers["connection"], headers["content-type"]) == (status, "close", "application/json")
        assert json.loads(body)["status"] == status
        assert closed(sock)
    assert services.store.read().execute("SELECT count(*) FROM kv_store").fetchone()[0] == 0


def test_oversize_chunked_body_is_413(serve, app, services):
    srv = serve(app, max_body=1024)
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(post_raw("/agentmemory/observe", b"800\r\n" + b"a" * 2048 + b"\r\n0\r\n\r\n",
                              "Transfer-Encoding: chunked"))
        assert read_response(f)[0] == 413
    assert services.store.read().execute("SELECT count(*) FROM kv_store").fetchone()[0] == 0


def test_unread_body_is_drained_or_the_connection_closed(serve, make_client):
    client, svc = make_client(secret="s3cret")
    srv = serve(client.application)
    body = json.dumps(observe_payload()).encode()
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(post_raw("/agentmemory/observe", body))  # 401 before the body is read
        assert read_response(f)[0] == 401
        sock.sendall(b"GET /livez HTTP/1.1\r\n\r\n")  # the small body was swallowed: the next request works
        assert read_response(f)[:1] == (200,)
        # a client waiting for 100 Continue gets the 401 and the connection is closed (it never sent the body)
        sock.sendall(post_raw("/agentmemory/observe", b"", "Expect: 100-continue").replace(
            b"Content-Length: 0", b"Content-Length: %d" % len(body)))
        status, headers, _ = read_response(f)
        assert (status, headers["connection"]) == (401, "close") and closed(sock)


def test_http10_head_and_connection_close(serve, app):
    srv = serve(app)
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(b"HEAD /livez HTTP/1.1\r\n\r\n")
        status_line = f.readline()
        assert status_line.startswith(b"HTTP/1.1 200")
        head = b""
        while (line := f.readline()) != b"\r\n":
            head += line
        assert b"Content-Length: " in head  # the length of the GET answer, and no body follows
        sock.sendall(b"GET /livez HTTP/1.1\r\nConnection: close\r\n\r\n")
        status, headers, body = read_response(f)
        assert (status, headers["connection"], json.loads(body)) == (200, "close", {"status": "ok"})
        assert closed(sock)
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(b"GET /livez HTTP/1.0\r\n\r\n")  # 1.0 without keep-alive: one answer, then close
        assert read_response(f)[0] == 200 and closed(sock)
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(b"GET /livez HTTP/1.0\r\nConnection: keep-alive\r\n\r\n" * 2)
        assert read_response(f)[1]["connection"] == "keep-alive"
        assert read_response(f)[0] == 200


def test_streams_are_chunked_for_11_and_close_delimited_for_10(serve):
    def app(environ, start_response):
        start_response("200 OK", [("Content-Type", "text/plain")])
        return iter([b"one ", b"", b"two"])

    srv = serve(app)
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(b"GET / HTTP/1.1\r\n\r\n" * 2)
        for _ in range(2):
            status, headers, body = read_response(f)
            assert (headers["transfer-encoding"], body) == ("chunked", b"one two")
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(b"GET / HTTP/1.0\r\n\r\n")
        status, headers, body = read_response(f)
        assert (headers["connection"], body) == ("close", b"one two")


def test_an_app_crash_is_a_json_500_and_the_server_lives_on(serve):
    def app(environ, start_response):
        if environ["PATH_INFO"] == "/boom":
            raise RuntimeError("bug")
        start_response("200 OK", [("Content-Length", "2")])
        return [b"ok"]

    srv = serve(app)
    r = requests.get(srv.url + "/boom", timeout=5)
    assert (r.status_code, r.json()["error"]) == (500, "internal server error")
    assert requests.get(srv.url + "/fine", timeout=5).text == "ok"


def test_idle_and_slow_clients_are_cut_off(serve, app, monkeypatch):
    monkeypatch.setattr(wire, "KEEPALIVE_SECONDS", 0.3)
    monkeypatch.setattr(wire, "HEAD_SECONDS", 0.3)
    srv = serve(app)
    with srv.connect() as sock:
        time.sleep(0.6)
        assert closed(sock)  # idle keep-alive connection: closed quietly
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(b"GET /livez HTTP/1.1\r\nHost: localhost\r\n")  # a head that never ends
        assert read_response(f)[0] == 408 and closed(sock)


def test_a_stalled_body_is_a_400_not_a_500(serve, app, services, monkeypatch):
    monkeypatch.setattr(wire, "IO_SECONDS", 0.3)
    srv = serve(app)
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(post_raw("/agentmemory/observe", b"{", ).replace(b"Content-Length: 1", b"Content-Length: 50"))
        assert read_response(f)[0] == 400
    assert services.store.read().execute("SELECT count(*) FROM kv_store").fetchone()[0] == 0


def test_connections_over_the_cap_get_503(serve, app):
    srv = serve(app, max_connections=2)
    held = [srv.connect() for _ in range(2)]
    for s in held:
        s.sendall(b"GET /livez HTTP/1.1\r\n\r\n")
        assert s.recv(4096).startswith(b"HTTP/1.1 200")
    with srv.connect() as sock, sock.makefile("rb") as f:
        status, _, body = read_response(f)
        assert status == 503 and "connections" in json.loads(body)["error"]
    held[0].close()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:  # a freed slot is reused
        if requests.get(srv.url + "/livez", timeout=5).status_code == 200:
            break
    for s in held[1:]:
        s.close()


def test_stop_lets_a_request_in_flight_finish(serve):
    started = threading.Event()

    def app(environ, start_response):
        started.set()
        time.sleep(0.5)
        start_response("200 OK", [("Content-Length", "4")])
        return [b"done"]

    srv = serve(app)
    result = {}
    t = threading.Thread(target=lambda: result.update(r=requests.get(srv.url + "/slow", timeout=5)))
    t.start()
    assert started.wait(5)
    srv.stop(grace=5)
    t.join(5)
    assert result["r"].text == "done"
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", srv.port), timeout=1)


def test_the_viewer_websocket_runs_on_it(serve, app):
    srv = serve(app)
    ws = simple_websocket.Client.connect(f"ws://127.0.0.1:{srv.port}/stream/mem-live/viewer")
    # Not ws.receive() for the hello alone: when the 101 and the hello arrive in one read,
    # simple_websocket's client handshake leaves the hello buffered until more bytes come.
    requests.post(srv.url + "/agentmemory/observe", json=observe_payload(text="live otter"), timeout=5)
    events, deadline = [], time.monotonic() + 5
    while "observation" not in events and time.monotonic() < deadline:
        if (msg := ws.receive(timeout=1)):
            events.append(json.loads(msg)["event"])
    ws.close()
    assert events[0] == "hello" and "observation" in events, events
    assert requests.get(srv.url + "/livez", timeout=5).json() == {"status": "ok"}  # the server goes on


def test_big_bodies_arrive_whole_in_either_framing(serve):
    """`wsgi.input.read()` returns the whole body, however many recv() calls it took
    (regression: a Content-Length body of several MiB came back as its first 64 KiB)."""
    def app(environ, start_response):
        data = environ["wsgi.input"].read()
        answer = json.dumps({"length": len(data), "same": data == big}).encode()
        start_response("200 OK", [("Content-Length", str(len(answer)))])
        return [answer]

    big = bytes(range(256)) * 16 * 1024  # 4 MiB
    srv = serve(app, max_body=len(big))
    assert requests.post(srv.url, data=big, timeout=10).json() == {"length": len(big), "same": True}
    pieces = (big[i:i + 700_000] for i in range(0, len(big), 700_000))  # a generator: sent chunked
    assert requests.post(srv.url, data=pieces, timeout=10).json() == {"length": len(big), "same": True}


def test_an_oversize_declared_body_is_refused_unread(serve, make_client):
    client, svc = make_client(max_body_bytes=4096)
    srv = serve(client.application, max_body=4096)
    with srv.connect() as sock, sock.makefile("rb") as f:
        sock.sendall(post_raw("/agentmemory/observe", b"").replace(b"Content-Length: 0", b"Content-Length: 50000000"))
        status, headers, body = read_response(f)  # answered at once, before any of the 50 MB
        assert (status, headers["connection"]) == (413, "close") and "larger" in json.loads(body)["error"]
        assert closed(sock)
    assert svc.store.read().execute("SELECT count(*) FROM kv_store").fetchone()[0] == 0
