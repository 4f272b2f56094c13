"""Raw-socket probes of HTTP framing against the default server (`agentmemory serve`: gunicorn).

Each probe is a request whose framing two HTTP parsers could read differently (the stuff of
request smuggling), followed on the same connection by a second request that would create a
memory. Each must get a 4xx or a clean close, well within the server's timeouts, and the
second request must never run: no memory is ever created.
"""
from __future__ import annotations

import json
import socket
import time

import pytest
import requests
from cli_helpers import start_serve, stop_process

pytestmark = pytest.mark.slow

#: Seconds a probe may take: far below anything a client would wait, above gunicorn's keep-alive (5 s).
PROBE_SECONDS = 12.0


def _smuggled(marker: str) -> bytes:
    body = json.dumps({"content": f"smuggled {marker}", "project": "probe"}).encode()
    return (b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)


def _head(*lines: bytes, method: bytes = b"POST", path: bytes = b"/agentmemory/remember") -> bytes:
    return method + b" " + path + b" HTTP/1.1\r\n" + b"".join(line + b"\r\n" for line in lines) + b"\r\n"


HOST = b"Host: 127.0.0.1"
JSON = b"Content-Type: application/json"
#: The first request of each probe: a search that would answer 200 if its framing were accepted.
QUERY = b'{"query": "probe"}'
LEN = b"Content-Length: " + str(len(QUERY)).encode()
CHUNKED = b"%x\r\n" % len(QUERY) + QUERY + b"\r\n0\r\n\r\n"
SEARCH = b"/agentmemory/search"
SMUGGLE = _smuggled("{marker}")
# Each case: the bytes sent (SMUGGLE: the second request), and whether the client then
# half-closes (only where the server must otherwise wait for the rest of the body).
CASES: dict[str, tuple[bytes, bool]] = {
    "bare LF in a header value": (_head(HOST, JSON, b"X-Note: a\nX-Other: b", LEN, path=SEARCH) + QUERY + SMUGGLE,
                                  False),
    "bare CR in a header value": (_head(HOST, JSON, b"X-Note: a\rX-Other: b", LEN, path=SEARCH) + QUERY + SMUGGLE,
                                  False),
    "two Host headers": (_head(HOST, b"Host: evil.example", JSON, LEN, path=SEARCH) + QUERY + SMUGGLE, False),
    "lowercase method": (_head(HOST, JSON, LEN, method=b"post", path=SEARCH) + QUERY + SMUGGLE, False),
    "Transfer-Encoding with a leading VT": (
        _head(HOST, JSON, b"Transfer-Encoding: \x0bchunked", LEN, path=SEARCH) + QUERY + SMUGGLE, False),
    "Content-Length padded with VT": (
        _head(HOST, JSON, LEN.replace(b": ", b": \x0b"), path=SEARCH) + QUERY + SMUGGLE, False),
    "Content-Length padded with FS": (_head(HOST, JSON, LEN + b"\x1c", path=SEARCH) + QUERY + SMUGGLE, False),
    "Content-Length padded with NBSP": (
        _head(HOST, JSON, LEN.replace(b": ", b": \xa0"), path=SEARCH) + QUERY + SMUGGLE, False),
    "Transfer-Encoding and Content-Length together": (
        _head(HOST, JSON, LEN, b"Transfer-Encoding: chunked", path=SEARCH) + CHUNKED + SMUGGLE, False),
    "two different Content-Lengths": (
        _head(HOST, JSON, LEN, b"Content-Length: 200", path=SEARCH) + QUERY + SMUGGLE, False),
    "malformed chunk size": (
        _head(HOST, JSON, b"Transfer-Encoding: chunked", path=SEARCH) + b"zz\r\n" + QUERY + b"\r\n0\r\n\r\n" + SMUGGLE,
        False),
    "chunk without its CRLF": (
        _head(HOST, JSON, b"Transfer-Encoding: chunked", path=SEARCH) + CHUNKED.replace(b"}\r\n0", b"}XX0") + SMUGGLE,
        False),
    "short body": (_head(HOST, JSON, b"Content-Length: 500", path=SEARCH) + QUERY, True),
}


@pytest.fixture(scope="module")
def gunicorn_server(tmp_path_factory):
    """`agentmemory serve` with its default server, as a real process on a free loopback port."""
    proc, url = start_serve(tmp_path_factory.mktemp("framing"))
    yield int(url.rsplit(":", 1)[1]), url
    stop_process(proc)


def exchange(port: int, data: bytes) -> bytes:
    """Send `data`, half-close, and read everything the server answers until it closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=PROBE_SECONDS) as sock:
        sock.sendall(data)
        sock.shutdown(socket.SHUT_WR)
        return read_until_closed(sock)


def probe(port: int, data: bytes, half_close: bool) -> tuple[list[int], float]:
    """Send `data` on one connection and read until the server closes it: (statuses, seconds)."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=PROBE_SECONDS) as sock:
        sock.sendall(data)
        if half_close:
            sock.shutdown(socket.SHUT_WR)
        out = read_until_closed(sock, reset_ends=True)
    statuses = [int(line.split()[1]) for line in out.split(b"\r\n") if line.startswith(b"HTTP/1.1 ")]
    return statuses, time.monotonic() - started


def read_until_closed(sock: socket.socket, reset_ends: bool = False) -> bytes:
    """Everything the server sends until it closes the connection; fails the test when that takes longer
    than PROBE_SECONDS in all (a server trickling bytes counts too). `reset_ends`: a reset is a close."""
    out, deadline = b"", time.monotonic() + PROBE_SECONDS
    while time.monotonic() < deadline:
        try:
            chunk = sock.recv(65536)
        except ConnectionResetError:
            if reset_ends:
                return out  # a clean refusal too: the server dropped the connection
            raise
        except TimeoutError:
            break
        if not chunk:
            return out
        out += chunk
    pytest.fail(f"the server kept the connection open past {PROBE_SECONDS}s; got {out[:300]!r}")


def memories(url: str, content: str) -> int:
    """The memories saying `content` (one probe's marker): the module's server is shared by tests that
    pytest-xdist may run in any order, one of which saves a real memory."""
    listed = requests.get(url + "/agentmemory/memories", params={"project": "probe", "limit": 1000}, timeout=10)
    return sum(content in m["content"] for m in listed.json()["memories"])


@pytest.mark.parametrize("case", list(CASES))
def test_ambiguous_framing_is_refused_and_never_smuggles(gunicorn_server, case):
    port, url = gunicorn_server
    template, half_close = CASES[case]
    data = template.replace(b"{marker}", case.encode())
    statuses, seconds = probe(port, data, half_close)
    assert statuses == [] or 400 <= statuses[0] < 500, (case, statuses)
    assert all(s >= 400 for s in statuses), f"{case}: a request was answered {statuses}"
    assert seconds < PROBE_SECONDS
    assert memories(url, f"smuggled {case}") == 0, f"{case}: the smuggled request created a memory"


@pytest.mark.parametrize("case", ["two Host headers", "lowercase method", "Transfer-Encoding and Content-Length together",
                                  "bare LF in a header value", "Transfer-Encoding with a leading VT"])
def test_a_refusal_by_the_http_parser_is_json_too(gunicorn_server, case):
    """Errors are JSON everywhere (README, REST API): also the 400 gunicorn answers before the app runs."""
    port, _ = gunicorn_server
    out = exchange(port, CASES[case][0].replace(b"{marker}", b"json"))
    head, _, body = out.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400"), out
    assert b"content-type: application/json" in head.lower(), out
    assert json.loads(body)["error"], out


def test_a_broken_body_is_a_400_json_answer_on_gunicorn(gunicorn_server):
    """A malformed chunked body was a 500 from the app under gunicorn; now a 400 with a JSON error."""
    port, _ = gunicorn_server
    data = _head(HOST, JSON, b"Transfer-Encoding: chunked", path=b"/agentmemory/observe") + b"zz\r\n"
    out = exchange(port, data)
    head, _, body = out.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400"), out
    assert "could not read the request body" in json.loads(body)["error"]


def test_a_short_body_that_parses_is_still_refused(gunicorn_server):
    """`{}` followed by EOF with Content-Length 50 must not be taken for the whole body."""
    port, url = gunicorn_server
    data = _head(HOST, JSON, b"Content-Length: 50", path=b"/agentmemory/session/start") + b'{"sessionId": "x"}'
    statuses, _ = probe(port, data, half_close=True)
    assert statuses == [400]


def test_a_normal_request_still_works_after_the_probes(gunicorn_server):
    _, url = gunicorn_server
    r = requests.post(url + "/agentmemory/remember", json={"content": "a real memory", "project": "probe"},
                      timeout=10)
    assert r.status_code == 201, r.text
    assert memories(url, "a real memory") == 1
    assert memories(url, "smuggled") == 0


@pytest.mark.parametrize("raw", [b"zz\r\n", b"2\r\n{}XX"], ids=["bad-size", "missing-crlf"])
def test_a_broken_chunked_body_is_a_400_on_werkzeug_too(live_server, raw):
    """`--server werkzeug` (where gunicorn cannot run): the same 400 JSON for a body it cannot read."""
    data = _head(HOST, JSON, b"Transfer-Encoding: chunked", path=b"/agentmemory/observe") + raw
    out = exchange(live_server.port, data)
    head, _, body = out.partition(b"\r\n\r\n")
    assert head.split(b"\r\n")[0].split()[1] == b"400", out
    assert json.loads(body)["error"]


@pytest.mark.parametrize("header", [b"Origin: http://localhost\x00x", b"Origin: http://localhost\x0bx",
                                    b"Origin: http://localhost\rx", b"X-Agent-Id: a\nb: c", b"X-Agent-Id: a\x01b",
                                    b"X-Agent-Id: a\x7fb", b"Origin: http://localh\xe9st", b"User-Agent: a\x1b[31mb"])
def test_control_characters_in_a_header_are_a_4xx_never_a_500(gunicorn_server, header):
    """What the default server lets through to the app: each probe gets a 4xx (from gunicorn or the guard)."""
    port, _ = gunicorn_server
    statuses, seconds = probe(port, b"GET /agentmemory/health HTTP/1.1\r\nHost: 127.0.0.1\r\n" + header +
                              b"\r\nConnection: close\r\n\r\n", False)
    assert statuses and 400 <= statuses[0] < 500, (header, statuses)
    assert seconds < PROBE_SECONDS
