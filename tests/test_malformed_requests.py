"""A request the HTTP parser refuses (a bad request line, an HTTP version it does not speak) is answered with a
JSON error by both servers of `agentmemory serve`: werkzeug's fallback answered with http.server's HTML page."""
from __future__ import annotations

import json
import socket

import pytest
from cli_helpers import start_serve, stop_process

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module", params=["gunicorn", "werkzeug"])
def port(request, tmp_path_factory):
    proc, url = start_serve(tmp_path_factory.mktemp("malformed"), "--server", request.param)
    yield int(url.rsplit(":", 1)[1])
    stop_process(proc)


def answer(port: int, data: bytes) -> tuple[int, dict, bytes]:
    """(status, headers, body) of what the server sends back before it closes the connection."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(data)
        out = b""
        while chunk := sock.recv(65536):
            out += chunk
    head, _, body = out.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    return int(lines[0].split()[1]), headers, body


@pytest.mark.parametrize("request_line", [
    b"GET /agentmemory/he alth HTTP/1.1",  # a space in the target
    b"GET /agentmemory/health HTTP/2.0",  # a version the server does not speak
    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03",  # TLS spoken to a plain HTTP port
])
def test_a_request_line_the_parser_refuses_is_a_json_error(port, request_line):
    status, headers, body = answer(port, request_line + b"\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    assert 400 <= status < 600, status
    assert headers["content-type"].startswith("application/json"), (headers, body[:200])
    assert isinstance(json.loads(body)["error"], str)
