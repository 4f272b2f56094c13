"""The gunicorn worker `agentmemory serve` runs: gthread, its answers' headers and body in one `sendall`;
keep-alive, pipelining, many connections and stopping behave as gthread's."""
from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import threading
import time

import pytest
from cli_helpers import ROOT, free_port, serve_env, start_serve
from gunicorn.config import Config
from gunicorn.http import wsgi as gunicorn_wsgi
from gunicorn.http.parser import RequestParser
from helpers import observe_payload

from agentmemory.wsgi import SERVE_THREADS, next_request_soon, one_write_response


class Wire:
    """A socket stand-in that records each `sendall`."""

    def __init__(self):
        self.calls: list[bytes] = []

    def sendall(self, data: bytes) -> None:
        self.calls.append(bytes(data))


def _answer(response_class: type, request: bytes, status: str, headers: list, chunks: list[bytes]) -> list[bytes]:
    """What `response_class` puts on the wire for one request and one WSGI answer, `sendall` by `sendall`."""
    cfg = Config()
    req = next(RequestParser(cfg, iter([request]), ("127.0.0.1", 1)))
    wire = Wire()
    resp = response_class(req, wire, cfg)
    resp.start_response(status, headers)
    for chunk in chunks:
        resp.write(chunk)
    resp.close()
    return wire.calls


def _without_date(data: bytes) -> bytes:
    return b"".join(line for line in data.splitlines(keepends=True) if not line.startswith(b"Date: "))


GET = b"GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
HEAD = b"HEAD /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
BODY = b'{"status": "ok"}'


@pytest.mark.parametrize("request_bytes,status,headers,chunks,writes", [
    (GET, "200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(BODY)))], [BODY], 1),
    (GET, "200 OK", [("Content-Length", str(len(BODY)))], [BODY[:5], BODY[5:]], 2),  # headers ride on the first
    (GET, "200 OK", [("Content-Type", "text/plain")], [b"a", b"bc"], 4),  # chunked: as gunicorn sends it
    (GET, "204 No Content", [], [b""], 1),
    (GET, "200 OK", [("Content-Length", "0")], [b""], 1),
    (HEAD, "200 OK", [("Content-Length", str(len(BODY)))], [BODY], 1),  # no body on the wire, headers sent
])
@pytest.mark.skipif(not hasattr(gunicorn_wsgi.Response, "_emit_body"), reason="gunicorn < 24 keeps its Response")
def test_one_write_response_sends_what_gunicorn_sends(request_bytes, status, headers, chunks, writes):
    mine = _answer(one_write_response(gunicorn_wsgi.Response), request_bytes, status, headers, chunks)
    theirs = _answer(gunicorn_wsgi.Response, request_bytes, status, headers, chunks)
    assert _without_date(b"".join(mine)) == _without_date(b"".join(theirs))
    assert len(mine) == writes
    assert mine[0].startswith(b"HTTP/1.1 ")


def test_one_write_response_wraps_once_and_leaves_an_older_gunicorn_alone():
    class OlderResponse:  # no `_emit_body` hook (gunicorn 23)
        pass
    assert one_write_response(OlderResponse) is OlderResponse
    wrapped = one_write_response(gunicorn_wsgi.Response)
    assert one_write_response(wrapped) is wrapped


def _request(path: str, body: dict | None = None) -> bytes:
    data = json.dumps(body).encode() if body is not None else b""
    method = b"POST" if body is not None else b"GET"
    return (method + b" " + path.encode() + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: " + str(len(data)).encode() + b"\r\n\r\n" + data)


def _read_answers(sock: socket.socket, count: int, timeout: float = 20.0) -> list[tuple[int, bytes]]:
    """`count` HTTP answers (status, body) read off `sock` (Content-Length framed, as the app answers)."""
    sock.settimeout(timeout)
    buf, answers = b"", []
    while len(answers) < count:
        while b"\r\n\r\n" not in buf:
            more = sock.recv(65536)
            assert more, f"connection closed after {len(answers)} answers"
            buf += more
        head, buf = buf.split(b"\r\n\r\n", 1)
        length = int(next(line.split(b":", 1)[1] for line in head.split(b"\r\n")
                          if line.lower().startswith(b"content-length:")))
        while len(buf) < length:
            more = sock.recv(65536)
            assert more, "connection closed inside a body"
            buf += more
        answers.append((int(head.split(b" ", 2)[1]), buf[:length]))
        buf = buf[length:]
    return answers


@pytest.fixture
def served(tmp_path):
    proc, url = start_serve(tmp_path)
    yield proc, int(url.rsplit(":", 1)[1])
    if proc.poll() is None:
        proc.kill()
    proc.communicate()


@pytest.mark.slow
def test_keep_alive_connection_serves_in_order_fast_slow_and_pipelined(served):
    proc, port = served
    with socket.create_connection(("127.0.0.1", port)) as sock:
        for i in range(30):  # back to back
            sock.sendall(_request("/agentmemory/observe", observe_payload(text=f"keep-alive {i}")))
            assert _read_answers(sock, 1)[0][0] == 201
        time.sleep(0.1)
        sock.sendall(_request("/livez"))
        assert _read_answers(sock, 1) == [(200, b'{"status":"ok"}\n')]
        # three requests in one segment: all answered, in order, none lost in a read-ahead buffer
        sock.sendall(_request("/livez") + _request("/agentmemory/search", {"query": "keep-alive", "limit": 50})
                     + _request("/agentmemory/health"))
        answers = _read_answers(sock, 3)
    assert [status for status, _ in answers] == [200, 200, 200]
    assert len(json.loads(answers[1][1])["results"]) == 30
    assert json.loads(answers[2][1])["counts"]["observations"] == 30


@pytest.mark.slow
def test_more_busy_connections_than_threads_are_all_answered(served):
    """More keep-alive clients than request threads, all busy: each is answered."""
    proc, port = served
    clients, rounds = SERVE_THREADS + 8, 15
    done: list[int] = []

    def client() -> None:
        with socket.create_connection(("127.0.0.1", port)) as sock:
            for _ in range(rounds):
                sock.sendall(_request("/livez"))
                assert _read_answers(sock, 1, timeout=30)[0][0] == 200
        done.append(1)
    threads = [threading.Thread(target=client, daemon=True) for _ in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert len(done) == clients


@pytest.mark.slow
def test_sigterm_with_kept_alive_connections_open_exits_at_once(served):
    """Kept-alive connections (idle, or one just sent a request) never keep the worker from
    stopping: it exits well before gunicorn's graceful timeout (10 s)."""
    proc, port = served
    socks = [socket.create_connection(("127.0.0.1", port)) for _ in range(3)]
    try:
        for sock in socks:
            sock.sendall(_request("/livez"))
            assert _read_answers(sock, 1)[0][0] == 200
        time.sleep(0.2)
        socks[0].sendall(_request("/livez"))  # answered (Connection: close) or dropped while stopping
        started = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        try:
            rc = proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            pytest.fail("the server did not exit with kept-alive connections open")
        took = time.monotonic() - started
    finally:
        for sock in socks:
            sock.close()
    assert rc == 0
    assert took < 8, f"stopping took {took:.1f} s"


_SETTLED = """
import gc, weakref
from agentmemory import wsgi
before = gc.get_freeze_count()
wsgi.create()
frozen, threshold = gc.get_freeze_count(), gc.get_threshold()

class Node:
    pass

a, b = Node(), Node()
a.other, b.other = b, a
gone = weakref.ref(a)
del a, b
gc.collect()
print(before, frozen, threshold[0], wsgi.GC_YOUNG_THRESHOLD, gone() is None)
"""


def test_the_served_app_freezes_its_startup_heap_and_still_collects_cycles(tmp_path):
    """`create()` (what gunicorn's worker and `serve` build) leaves the startup heap out of the cyclic
    GC and raises the young threshold; a garbage cycle made afterwards is still collected."""
    env = serve_env(tmp_path, free_port())
    proc = subprocess.run([sys.executable, "-c", _SETTLED], env=env, cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    before, frozen, young, wanted, collected = proc.stdout.split()
    assert before == "0" and int(frozen) > 10_000  # the modules, the app and its services
    assert young == wanted and int(wanted) > 700
    assert collected == "True"


def test_next_request_soon_sees_a_request_read_ahead_or_arriving_and_waits_no_longer():
    """The keep-alive follow-up's test, on gunicorn's own connection and parser over a socket pair: bytes the
    parser read ahead count (the socket is empty then), bytes arriving count, and nothing means False after the
    timeout (the connection then goes back to gthread's poller)."""
    from gunicorn.config import Config
    from gunicorn.workers.gthread import TConn
    ours, theirs = socket.socketpair()
    with ours, theirs:
        conn = TConn(Config(), ours, ("127.0.0.1", 1), ("127.0.0.1", 2))
        conn.init()
        started = time.monotonic()
        assert not next_request_soon(conn, 0.05)
        assert 0.04 <= time.monotonic() - started < 2
        theirs.sendall(_request("/livez"))
        assert next_request_soon(conn, 0.05)
        assert next(conn.parser).path == "/livez"
        assert not next_request_soon(conn, 0.01)
        theirs.sendall(_request("/livez") + _request("/agentmemory/health"))  # two in one segment
        assert next(conn.parser).path == "/livez"
        assert next_request_soon(conn, 0.0)  # the second is in the parser's buffer, not on the socket
        assert next(conn.parser).path == "/agentmemory/health"
