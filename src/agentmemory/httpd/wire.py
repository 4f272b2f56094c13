"""The HTTP/1.1 wire format for httpd: reading request heads and bodies, framing answers.

Limits and timeouts are module constants (the server's docstring lists them).
"""
from __future__ import annotations

import re
import socket
import sys
import time
from typing import Any
from urllib.parse import unquote_to_bytes

MAX_HEAD_BYTES = 64 * 1024
MAX_HEADERS = 100
MAX_CONNECTIONS = 256
KEEPALIVE_SECONDS = 5.0
HEAD_SECONDS = 10.0
IO_SECONDS = 30.0
DRAIN_LIMIT = 64 * 1024  # an unread body up to this size is read and dropped to keep the connection
RECV_BYTES = 64 * 1024

_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
_DIGITS = re.compile(r"[0-9]{1,18}")
REASONS = {400: "Bad Request", 408: "Request Timeout", 413: "Content Too Large", 417: "Expectation Failed",
           431: "Request Header Fields Too Large", 500: "Internal Server Error", 501: "Not Implemented",
           503: "Service Unavailable", 505: "HTTP Version Not Supported"}


class HttpError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


class Conn:
    """One client connection: its socket, the bytes read past the last request, its state."""

    def __init__(self, sock: socket.socket, peer: Any):
        self.sock = sock
        self.peer = peer
        self.buf = b""
        self.idle = True  # waiting for the next request (safe to close on stop)
        self.upgraded = False  # handed to a websocket handler

    def recv(self, timeout: float) -> bytes:
        self.sock.settimeout(max(timeout, 0.001))
        return self.sock.recv(RECV_BYTES)


class Body:
    """`wsgi.input`: a Content-Length body, read lazily from the socket (an app that answers
    without reading it, with 401 or 413, never waits for it), or a chunked body already
    decoded (`decoded`)."""

    def __init__(self, conn: Conn, length: int, expect_continue: bool, decoded: bytes | None = None):
        self.conn = conn
        self.remaining = length
        self.expect_continue = expect_continue  # send 100 Continue before the first read
        self.broken = False
        self.decoded = memoryview(decoded) if decoded is not None else None

    def read(self, size: int = -1) -> bytes:
        """Up to `size` bytes (all that is left without one); fewer only at the body's end or
        when the client stops sending (a stall or reset reads as a disconnect: werkzeug
        answers 400)."""
        size = self.remaining if size is None or size < 0 else min(size, self.remaining)
        if size <= 0 or self.broken:
            return b""
        if self.decoded is not None:  # slices of a view: reading a big body in pieces copies it once
            start = len(self.decoded) - self.remaining
            self.remaining -= size
            return bytes(self.decoded[start:start + size])
        conn, parts, want = self.conn, [], size
        while want:
            if not conn.buf:
                if self.expect_continue:
                    self.expect_continue = False
                    conn.sock.sendall(b"HTTP/1.1 100 Continue\r\n\r\n")
                try:
                    conn.buf = conn.recv(IO_SECONDS)
                except OSError:
                    conn.buf = b""
                if not conn.buf:
                    self.broken = True
                    break
            part, conn.buf = conn.buf[:want], conn.buf[want:]
            parts.append(part)
            want -= len(part)
        self.remaining -= size - want
        return parts[0] if len(parts) == 1 else b"".join(parts)

    def readline(self, size: int = -1) -> bytes:
        out = b""
        while not out.endswith(b"\n") and (size < 0 or len(out) < size):
            part = self.read(1)
            if not part:
                break
            out += part
        return out

    def __iter__(self):
        return iter(self.readline, b"")


def read_head(conn: Conn) -> bytes | None:
    """The next request's head (without the blank line); None when the client closed or
    stayed idle. Raises HttpError for an oversize or slow head."""
    start, deadline = 0, None
    while True:
        conn.buf = conn.buf.lstrip(b"\r\n") if start == 0 else conn.buf
        end = conn.buf.find(b"\r\n\r\n", max(start - 3, 0))
        if 0 <= end <= MAX_HEAD_BYTES:
            head, conn.buf = conn.buf[:end], conn.buf[end + 4:]
            return head
        if len(conn.buf) > MAX_HEAD_BYTES:
            raise HttpError(431, f"request head is larger than {MAX_HEAD_BYTES} bytes")
        start = len(conn.buf)
        if conn.buf and deadline is None:
            deadline = time.monotonic() + HEAD_SECONDS
        try:
            data = conn.recv(KEEPALIVE_SECONDS if deadline is None else deadline - time.monotonic())
        except socket.timeout:
            if conn.buf:
                raise HttpError(408, f"request head not received within {HEAD_SECONDS:g} s")
            return None
        if not data:
            return None
        conn.buf += data


def parse_request(conn: Conn, head: bytes, host: str, port: int, max_body: int) -> tuple[dict, bool, "Body"]:
    """The WSGI environ of a request head, whether the connection may stay open, and its body
    stream (a chunked body is read whole here). Raises HttpError for what is refused."""
    lines = head.decode("latin-1").split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or not _TOKEN.fullmatch(parts[0]):
        raise HttpError(400, "malformed request line")
    method, target, version = parts
    if version not in ("HTTP/1.1", "HTTP/1.0"):
        raise HttpError(505 if version.startswith("HTTP/") else 400, f"unsupported protocol {version[:20]!r}")
    if target.startswith(("http://", "https://")):  # absolute form: keep the path
        target = "/" + target.split("/", 3)[3] if target.count("/") >= 3 else "/"
    elif not target.startswith("/") and not (target == "*" and method == "OPTIONS"):
        raise HttpError(400, "malformed request target")
    path, _, query = target.partition("?")
    environ = {"REQUEST_METHOD": method, "SCRIPT_NAME": "", "QUERY_STRING": query,
               "PATH_INFO": unquote_to_bytes(path).decode("latin-1"), "RAW_URI": target,
               "SERVER_NAME": host, "SERVER_PORT": str(port), "SERVER_PROTOCOL": version,
               "REMOTE_ADDR": str(conn.peer[0]) if isinstance(conn.peer, tuple) else "",
               "REMOTE_PORT": str(conn.peer[1]) if isinstance(conn.peer, tuple) else "",
               "SERVER_SOFTWARE": "agentmemory", "wsgi.version": (1, 0), "wsgi.url_scheme": "http",
               "wsgi.errors": sys.stderr, "wsgi.multithread": True, "wsgi.multiprocess": False,
               "wsgi.run_once": False}
    if len(lines) - 1 > MAX_HEADERS:
        raise HttpError(431, f"more than {MAX_HEADERS} header lines")
    lengths = []
    for line in lines[1:]:
        name, sep, value = line.partition(":")
        if not sep or not _TOKEN.fullmatch(name):  # also obsolete folding and "Name :" forms
            raise HttpError(400, "malformed header line")
        value = value.strip(" \t")
        if "\x00" in value:
            raise HttpError(400, "malformed header value")
        if "_" in name:
            continue
        key = name.upper().replace("-", "_")
        if key == "CONTENT_LENGTH":
            lengths.extend(v.strip() for v in value.split(","))
        elif key == "CONTENT_TYPE":
            environ["CONTENT_TYPE"] = value
        else:
            key = "HTTP_" + key
            old = environ.get(key)
            environ[key] = value if old is None else old + ("; " if key == "HTTP_COOKIE" else ",") + value
    tokens = {t.strip().lower() for t in environ.get("HTTP_CONNECTION", "").split(",")}
    keep = "close" not in tokens if version == "HTTP/1.1" else "keep-alive" in tokens
    expect = environ.get("HTTP_EXPECT", "").lower()
    if expect and (expect != "100-continue" or version != "HTTP/1.1"):
        raise HttpError(417, f"unsupported expectation {expect[:40]!r}")
    coding = environ.pop("HTTP_TRANSFER_ENCODING", None)
    if coding is not None:
        if lengths or version != "HTTP/1.1":
            raise HttpError(400, "Transfer-Encoding with Content-Length, or in HTTP/1.0")
        if coding.strip().lower() != "chunked":
            raise HttpError(501, f"unsupported transfer coding {coding[:40]!r}")
        data = read_chunked(conn, bool(expect), max_body)
        environ["CONTENT_LENGTH"] = str(len(data))
        body = Body(conn, len(data), False, decoded=data)
    else:
        if lengths and (any(not _DIGITS.fullmatch(v) for v in lengths) or len(set(lengths)) > 1):
            raise HttpError(400, "malformed Content-Length")
        if lengths:
            environ["CONTENT_LENGTH"] = str(int(lengths[0]))
        body = Body(conn, int(lengths[0]) if lengths else 0, bool(expect))
    environ["wsgi.input"] = body
    if environ.get("HTTP_UPGRADE", "").lower() == "websocket":
        # flask-sock's protocol for a server that hands the socket over and writes no response
        # (the key is gunicorn's name for it); the handler raises StopIteration when done.
        environ["gunicorn.socket"] = conn.sock
        conn.upgraded = True
        conn.sock.settimeout(None)  # the websocket's own threads wait on it as long as it is open
    return environ, keep, body


def read_chunked(conn: Conn, expect_continue: bool, max_body: int) -> bytes:
    """A whole chunked request body (trailers dropped), at most `max_body` bytes."""
    if expect_continue:
        conn.sock.sendall(b"HTTP/1.1 100 Continue\r\n\r\n")
    deadline = time.monotonic() + IO_SECONDS
    out = bytearray()

    def more() -> None:
        try:
            data = conn.recv(deadline - time.monotonic()) if time.monotonic() < deadline else b""
        except socket.timeout:
            data = b""
        if not data:
            raise HttpError(400, "incomplete chunked body")
        conn.buf += data

    def line() -> bytes:
        while b"\r\n" not in conn.buf:
            if len(conn.buf) > 4096:
                raise HttpError(400, "malformed chunked body")
            more()
        first, conn.buf = conn.buf.split(b"\r\n", 1)
        return first

    while True:
        size_text = line().split(b";", 1)[0].strip()
        if not re.fullmatch(rb"[0-9A-Fa-f]{1,8}", size_text):
            raise HttpError(400, "malformed chunk size")
        size = int(size_text, 16)
        if size == 0:
            break
        if len(out) + size > max_body:
            raise HttpError(413, f"request body is larger than {max_body} bytes")
        while size:  # straight into `out`: a big chunk is not re-joined in conn.buf on every recv
            if not conn.buf:
                more()
            part = conn.buf[:size]
            out += part
            conn.buf = conn.buf[len(part):]
            size -= len(part)
        while len(conn.buf) < 2:
            more()
        if conn.buf[:2] != b"\r\n":
            raise HttpError(400, "malformed chunked body")
        conn.buf = conn.buf[2:]
    for _ in range(MAX_HEADERS + 1):  # trailer fields, up to the blank line
        if not line():
            return bytes(out)
    raise HttpError(431, "too many trailer lines")


class Writer:
    """Frames a response: the head goes out with the first body bytes in one send; without a
    Content-Length from the app the body is chunked (HTTP/1.1) or ends the connection (1.0)."""

    def __init__(self, conn: Conn, head_only: bool):
        self.conn = conn
        self.head_only = head_only
        self.keep = True
        self.chunked = False
        self.declared: int | None = None
        self.written = 0

    def begin(self, status: str, headers: list, version: str, keep: bool, date: str) -> None:
        code = int(status[:3])
        lines = [f"HTTP/1.1 {status}"]
        for name, value in headers:
            low = name.lower()
            if low in ("connection", "keep-alive", "transfer-encoding"):
                continue  # hop-by-hop: the server frames the message
            if low == "content-length":
                self.declared = int(value)
            lines.append(f"{name}: {value}")
        bodiless = self.head_only or code in (204, 304) or code < 200
        if self.declared is None and not bodiless:
            if version == "HTTP/1.1":
                self.chunked = True
                lines.append("Transfer-Encoding: chunked")
            else:
                keep = False
        if bodiless:
            self.declared = None
        self.keep = keep
        lines.append("Date: " + date)
        if not keep:
            lines.append("Connection: close")
        elif version == "HTTP/1.0":
            lines.append("Connection: keep-alive")
        self.pending = ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")
        self.bodiless = bodiless

    def body(self, data: bytes) -> None:
        if self.bodiless:
            data = b""
        elif self.chunked and data:
            data = b"%x\r\n%s\r\n" % (len(data), data)
        else:
            self.written += len(data)
        if self.pending:
            data, self.pending = self.pending + data, b""
        if data:
            self.conn.sock.settimeout(IO_SECONDS)
            self.conn.sock.sendall(data)

    def finish(self) -> None:
        if self.chunked:
            self.conn.sock.sendall(b"0\r\n\r\n")
        elif self.declared is not None and self.written != self.declared:
            self.keep = False  # the app's length was wrong: the client cannot find the next answer


def shutdown(sock: socket.socket) -> None:
    """Shut both directions of a socket, whatever state it is in."""
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
