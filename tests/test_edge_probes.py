"""Raw-socket probes of the default server (`agentmemory serve`: gunicorn) beyond test_framing's smuggling cases."""
from __future__ import annotations

import json
import socket

import pytest
from cli_helpers import start_serve, stop_process

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def port(tmp_path_factory):
    proc, url = start_serve(tmp_path_factory.mktemp("edge"))
    yield int(url.rsplit(":", 1)[1])
    stop_process(proc)


def status_of(port: int, data: bytes) -> int:
    with socket.create_connection(("127.0.0.1", port), timeout=15) as sock:
        sock.sendall(data)
        head = b""
        while b"\r\n" not in head:
            chunk = sock.recv(4096)
            if not chunk:
                break
            head += chunk
    return int(head.split()[1])


def test_an_http11_request_without_host_is_a_400(port):
    """RFC 9112: a server MUST answer 400 to an HTTP/1.1 request without Host (gunicorn lets it through)."""
    assert status_of(port, b"GET /agentmemory/health HTTP/1.1\r\nConnection: close\r\n\r\n") == 400
    assert status_of(port, b"POST /agentmemory/remember HTTP/1.1\r\nContent-Type: application/json\r\n"
                           b"Content-Length: 15\r\nConnection: close\r\n\r\n{\"content\":\"x\"}") == 400


def test_http10_without_host_still_answers(port):
    assert status_of(port, b"GET /agentmemory/health HTTP/1.0\r\n\r\n") == 200


@pytest.mark.parametrize("coding", [b"xchunked", b"gzip, chunked", b"chunked, gzip", b"compress"])
def test_a_transfer_coding_we_cannot_read_is_a_4xx(port, coding):
    """gunicorn answered 501 (a 5xx) to a framing it does not understand; the probes want a 4xx or a close."""
    data = (b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: " + coding + b"\r\nConnection: close\r\n\r\nf\r\n{\"content\":\"x\"}\r\n0\r\n\r\n")
    assert 400 <= status_of(port, data) < 500


def _handshake(port: int, origin: bytes | None, host: bytes = b"127.0.0.1") -> int:
    return status_of(port, b"GET /stream/mem-live/viewer HTTP/1.1\r\nHost: " + host + b"\r\n"
                           b"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                           b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                           + (b"Origin: " + origin + b"\r\n" if origin else b"") + b"\r\n")


def test_a_local_page_of_another_origin_cannot_open_the_dashboard_stream(port):
    """Websockets have no CORS: a page on another loopback port (a dev server, a notebook) that may send
    requests but cannot read their answers could read every observation live through the stream."""
    assert _handshake(port, b"http://localhost:8000") == 403
    assert _handshake(port, b"http://127.0.0.1:5173") == 403
    assert _handshake(port, b"https://evil.example") == 403
    own = b"127.0.0.1:%d" % port
    assert _handshake(port, b"http://" + own, host=own) == 101  # the dashboard itself
    assert _handshake(port, None) == 101  # no Origin: not a browser


def _absolute(port: int, target: bytes, host: bytes) -> int:
    return status_of(port, b"GET " + target + b" HTTP/1.1\r\nHost: " + host + b"\r\nConnection: close\r\n\r\n")


def test_an_absolute_form_target_names_the_host_the_guard_checks(port):
    """RFC 9112 3.2.2: with an absolute-form target the server ignores Host and uses the target's authority.
    gunicorn routed `GET http://evil.example/...` by an allowed Host header; the guard never saw the foreign name."""
    assert _absolute(port, b"http://evil.example/agentmemory/health", b"127.0.0.1") == 403
    assert _absolute(port, b"http://user@127.0.0.1/agentmemory/health", b"127.0.0.1") == 403
    assert _absolute(port, b"http:///agentmemory/health", b"127.0.0.1") == 403
    own = b"127.0.0.1:%d" % port
    assert _absolute(port, b"http://" + own + b"/agentmemory/health", own) == 200
    assert _absolute(port, b"http://" + own + b"/agentmemory/health", b"evil.example") == 200  # the target wins
    assert _absolute(port, b"http://evil.example/livez", b"127.0.0.1") == 200  # /livez answers any name


@pytest.fixture(scope="module")
def small_limit_port(tmp_path_factory):
    proc, url = start_serve(tmp_path_factory.mktemp("limit"), env={"AGENTMEMORY_MAX_BODY_BYTES": "2048"})
    yield int(url.rsplit(":", 1)[1])
    stop_process(proc)


def test_a_chunked_body_past_the_limit_is_a_413_not_its_first_bytes(small_limit_port):
    """Without a Content-Length, werkzeug's reader stopped at the limit and the app took the first 2048
    bytes for the whole body: here a complete JSON object (the rest is spaces) was stored with a 201."""
    head = b'{"content":"'
    body = head + b"x" * (2048 - len(head) - 2) + b'"}' + b" " * 1000
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + 500]), body[i:i + 500]) for i in range(0, len(body), 500))
    data = (b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunks + b"0\r\n\r\n")
    assert status_of(small_limit_port, data) == 413
    exact = head + b"y" * (2048 - len(head) - 2) + b'"}'  # exactly the limit: still taken
    data = (b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n%x\r\n%s\r\n0\r\n\r\n" % (len(exact), exact))
    assert status_of(small_limit_port, data) == 201


def answer_of(port: int, data: bytes) -> tuple[int, dict]:
    """Status and JSON body of one `Connection: close` exchange."""
    with socket.create_connection(("127.0.0.1", port), timeout=15) as sock:
        sock.sendall(data)
        raw = b""
        while chunk := sock.recv(65536):
            raw += chunk
    head, _, body = raw.partition(b"\r\n\r\n")
    return int(head.split()[1]), json.loads(body)


def _remember_as(port: int, agent: bytes, content: str) -> tuple[int, dict]:
    body = json.dumps({"content": content}).encode()
    return answer_of(port, b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                           b"X-Agent-Id: " + agent + b"\r\nContent-Length: %d\r\nConnection: close\r\n\r\n" % len(body)
                     + body)


def test_a_utf8_agent_id_header_is_stored_as_sent_never_as_mojibake(port):
    """WSGI hands header bytes on as latin-1: "José" arrived as "JosÃ©" and was stored so."""
    status, body = _remember_as(port, "José-名前".encode(), "a memory of an agent with a non-ASCII name")
    assert status == 201, body
    assert body["memory"]["agentId"] == "José-名前"
    status, body = answer_of(port, b"GET /agentmemory/memories?agentId=Jos%C3%A9-%E5%90%8D%E5%89%8D HTTP/1.1\r\n"
                                   b"Host: 127.0.0.1\r\nX-Agent-Id: " + "José-名前".encode() + b"\r\nConnection: close\r\n\r\n")
    assert status == 200 and [m["agentId"] for m in body["memories"]] == ["José-名前"], body


@pytest.mark.parametrize("agent", ["José".encode("latin-1"), b"\xff\xfe", b"a\xc2\x85b"])
def test_an_agent_id_header_that_is_not_utf8_text_is_a_400_and_stores_nothing(port, agent):
    status, body = _remember_as(port, agent, f"never stored {agent!r}")
    assert status == 400 and "X-Agent-Id" in body["error"], body
    status, body = answer_of(port, b"GET /agentmemory/export HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    assert f"never stored {agent!r}" not in json.dumps(body)


def test_sockets_that_never_send_their_token_cannot_starve_the_api(tmp_path):
    """Regression: with a secret set, a dashboard socket waits AUTH_TIMEOUT (5 s) for its first-message token on
    one of gunicorn's 16 request threads; twenty silent handshakes, renewed every 5 s, left no thread for any
    request (/livez timed out) without a credential. At most MAX_PENDING_AUTH sockets wait; the rest close."""
    import time
    import urllib.request

    from agentmemory.viewer.stream import MAX_PENDING_AUTH

    proc, url = start_serve(tmp_path, env={"AGENTMEMORY_SECRET": "edge-s3cret"})
    port, silent = int(url.rsplit(":", 1)[1]), []
    try:
        for _ in range(20):
            sock = socket.create_connection(("127.0.0.1", port), timeout=15)
            sock.sendall(b"GET /stream/mem-live/viewer HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                         b"Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                         b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")
            silent.append(sock)
        started = time.monotonic()
        with urllib.request.urlopen(url + "/livez", timeout=4) as resp:
            assert resp.status == 200
        assert time.monotonic() - started < 4 and MAX_PENDING_AUTH <= 4
    finally:
        for sock in silent:
            sock.close()
        stop_process(proc)


@pytest.mark.parametrize("target", [b"/agentmemory/memories/%ED%A0%80", b"/agentmemory/boards/%FF%FE",
                                    b"/agentmemory/memories?project=%FF"])
def test_regression_a_path_that_is_not_utf8_is_a_400_not_an_id_of_replacement_characters(port, target):
    """gunicorn hands the percent-decoded bytes on; werkzeug read them as U+FFFD: GET /memories/%ED%A0%80 (a lone
    surrogate) answered 404 "memory \ufffd\ufffd\ufffd not found", an id the client never sent."""
    status, body = answer_of(port, b"GET " + target + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    assert status == 400 and "not UTF-8" in body["error"], body
    status, body = answer_of(port, b"GET /agentmemory/memories/caf%C3%A9 HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                   b"Connection: close\r\n\r\n")
    assert status == 404 and body["id"] == "café", body  # UTF-8, percent-encoded, reads as before


def test_regression_two_agent_id_headers_are_a_400_not_an_agent_named_by_both(port):
    """gunicorn joins repeated headers with a comma: X-Agent-Id alice + X-Agent-Id bob wrote a memory as "alice,bob"."""
    body = b'{"content": "written by two agents at once"}'
    status, answer = answer_of(port, b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                     b"Content-Type: application/json\r\nX-Agent-Id: alice\r\nX-Agent-Id: bob\r\n"
                                     b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(body) + body)
    assert status == 400 and "X-Agent-Id" in answer["error"], answer
    status, answer = answer_of(port, b"GET /agentmemory/export HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    assert "written by two agents at once" not in json.dumps(answer)


def test_a_percent_encoded_slash_in_a_path_is_a_400_on_the_default_server(port):
    """gunicorn decodes %2F into PATH_INFO (a separator) and keeps the target as sent in RAW_URI, which the guard reads."""
    status, body = answer_of(port, b"POST /agentmemory/boards/x%2Fdelete HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                   b"Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
    assert status == 400 and "%2F" in body["error"], body
