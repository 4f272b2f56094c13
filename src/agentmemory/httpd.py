"""The HTTP/1.1 server `agentmemory serve` runs: WSGI, one thread per connection.

Why not gunicorn's gthread worker: with four clients observing at once the server
process is bound by the GIL, and gthread spends about half of it on each request's
way in and out (its poller thread hands every request to a pool thread and back,
and parses the head line by line in Python). Here the connection's own thread
reads, parses the head with one split, calls the app and writes the answer with
one send. Measured over 5,000 observes from 4 client processes on 2 cores:
p50 4.0 ms against gthread's 6.1-7.5 ms (bench/ingest.py).

What it speaks: HTTP/1.0 and 1.1, keep-alive and pipelining, `Content-Length`
and chunked request bodies, `Expect: 100-continue`, chunked responses when the
app gives no length, websocket upgrades handed to flask-sock. What it refuses:
a head over MAX_HEAD_BYTES or MAX_HEADERS lines (431), a malformed request line or
header, obsolete line folding, `Transfer-Encoding` together with `Content-Length`
or conflicting lengths (400: the request-smuggling shapes), a transfer coding other
than chunked (501), a chunked body over `max_body` (413), a protocol other than
HTTP/1.x (505). Every refusal is JSON and closes the connection.

Limits: a connection idle for KEEPALIVE_SECONDS is closed; once a request has
started, its head must arrive within HEAD_SECONDS and each body read or response
write within IO_SECONDS (a stalled body reads as a disconnect: the app answers
400); at most MAX_CONNECTIONS connections are open, beyond that a new one gets 503.
Header names with an underscore are dropped (they would alias the dashed name in
the WSGI environ). `stop()` stops accepting, closes idle connections and lets
requests in flight finish for up to `grace` seconds.
"""
from __future__ import annotations

import json
import logging
import re
import socket
import sys
import threading
import time
from email.utils import formatdate
from typing import Any, Callable, Iterable
from urllib.parse import unquote_to_bytes

log = logging.getLogger(__name__)

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
_REASONS = {400: "Bad Request", 408: "Request Timeout", 413: "Content Too Large", 417: "Expectation Failed",
            431: "Request Header Fields Too Large", 500: "Internal Server Error", 501: "Not Implemented",
            503: "Service Unavailable", 505: "HTTP Version Not Supported"}


class HttpError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


class _Conn:
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


class _Body:
    """`wsgi.input` for a Content-Length body, read lazily from the socket: an app that
    answers without reading it (401, 413) never waits for it."""

    def __init__(self, conn: _Conn, length: int, expect_continue: bool):
        self.conn = conn
        self.remaining = length
        self.expect_continue = expect_continue  # send 100 Continue before the first read
        self.broken = False

    def read(self, size: int = -1) -> bytes:
        size = self.remaining if size is None or size < 0 else min(size, self.remaining)
        if size <= 0 or self.broken:
            return b""
        conn = self.conn
        if not conn.buf:
            if self.expect_continue:
                self.expect_continue = False
                conn.sock.sendall(b"HTTP/1.1 100 Continue\r\n\r\n")
            try:
                data = conn.recv(IO_SECONDS)
            except OSError:  # a stalled or reset client reads as a disconnect: werkzeug answers 400
                data = b""
            if not data:
                self.broken = True
                return b""
            conn.buf = data
        chunk, conn.buf = conn.buf[:size], conn.buf[size:]
        self.remaining -= len(chunk)
        return chunk

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


class HttpServer:
    """Serve `app` on host:port. The socket is bound on construction (an address in use fails
    at once); `serve_forever()` accepts until `stop()`."""

    def __init__(self, app: Callable, host: str, port: int, *, max_body: int = 10 * 1024 * 1024,
                 max_connections: int = MAX_CONNECTIONS):
        self.app = app
        self.max_body = max_body
        self.max_connections = max_connections
        family, kind, proto, _, addr = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                          flags=socket.AI_PASSIVE)[0]
        self.listener = socket.socket(family, kind, proto)
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(addr)
        self.listener.listen(1024)
        self.host, self.port = host, self.listener.getsockname()[1]
        self._conns: dict[_Conn, threading.Thread] = {}
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._date = (0, "")

    # -- lifecycle ----------------------------------------------------------------
    def serve_forever(self) -> None:
        while not self._stopping.is_set():
            try:
                sock, peer = self.listener.accept()
            except OSError:
                if self._stopping.is_set():
                    break
                time.sleep(0.05)  # EMFILE and friends: let connections finish, then go on
                continue
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            conn = _Conn(sock, peer)
            with self._lock:
                full = len(self._conns) >= self.max_connections
                if not full:
                    thread = threading.Thread(target=self._serve, args=(conn,), daemon=True, name="http-conn")
                    self._conns[conn] = thread
            if full:
                self._refuse(conn, HttpError(503, f"more than {self.max_connections} connections are open"))
                continue
            thread.start()

    def stop(self) -> None:
        """Stop accepting (safe from a signal handler); `serve_forever` returns."""
        self._stopping.set()
        try:
            self.listener.shutdown(socket.SHUT_RDWR)  # wakes a blocked accept()
        except OSError:
            pass

    def close(self, grace: float = 10.0) -> None:
        """After `serve_forever` returned: close idle connections, wait up to `grace` seconds
        for requests in flight (websockets are left to the app's shutdown)."""
        self.stop()
        self.listener.close()
        deadline = time.monotonic() + grace
        while True:
            with self._lock:
                busy = []
                for conn, thread in self._conns.items():
                    if conn.idle:
                        _shutdown(conn.sock)
                    elif not conn.upgraded:
                        busy.append(thread)
            if not busy or time.monotonic() >= deadline:
                return
            busy[0].join(timeout=min(0.1, max(deadline - time.monotonic(), 0)))

    # -- one connection -----------------------------------------------------------
    def _serve(self, conn: _Conn) -> None:
        try:
            while not self._stopping.is_set():
                conn.idle = True
                head = self._read_head(conn)
                if head is None:
                    break
                conn.idle = False
                try:
                    environ, keep, body = self._environ(conn, head)
                except HttpError as exc:
                    self._refuse(conn, exc)
                    break
                if not self._respond(conn, environ, keep, body) or self._stopping.is_set():
                    break
        except OSError:
            pass  # the client went away
        except Exception:  # a bug here must not kill the server; the connection is dropped
            log.exception("http connection from %s failed", conn.peer)
        finally:
            with self._lock:
                self._conns.pop(conn, None)
            _shutdown(conn.sock)
            conn.sock.close()

    def _read_head(self, conn: _Conn) -> bytes | None:
        """The next request's head (without the blank line); None when the client closed or
        stayed idle. Raises HttpError (answered, then closed) for an oversize or slow head."""
        start, deadline = 0, None
        while True:
            conn.buf = conn.buf.lstrip(b"\r\n") if start == 0 else conn.buf
            end = conn.buf.find(b"\r\n\r\n", max(start - 3, 0))
            if 0 <= end <= MAX_HEAD_BYTES:
                head, conn.buf = conn.buf[:end], conn.buf[end + 4:]
                return head
            if len(conn.buf) > MAX_HEAD_BYTES:
                self._refuse(conn, HttpError(431, f"request head is larger than {MAX_HEAD_BYTES} bytes"))
                return None
            start = len(conn.buf)
            if conn.buf and deadline is None:
                deadline = time.monotonic() + HEAD_SECONDS
            try:
                data = conn.recv(KEEPALIVE_SECONDS if deadline is None else deadline - time.monotonic())
            except socket.timeout:
                if conn.buf:
                    self._refuse(conn, HttpError(408, f"request head not received within {HEAD_SECONDS:g} s"))
                return None
            if not data:
                return None
            conn.buf += data

    def _environ(self, conn: _Conn, head: bytes) -> tuple[dict, bool, Any]:
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
                   "SERVER_NAME": self.host, "SERVER_PORT": str(self.port), "SERVER_PROTOCOL": version,
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
            data = self._read_chunked(conn, bool(expect))
            conn.buf = data + conn.buf  # the decoded body, then whatever the client pipelined after it
            environ["CONTENT_LENGTH"] = str(len(data))
            lengths = [str(len(data))]
            expect = ""
        if lengths:
            if any(not _DIGITS.fullmatch(v) for v in lengths) or len(set(lengths)) > 1:
                raise HttpError(400, "malformed Content-Length")
            environ["CONTENT_LENGTH"] = str(int(lengths[0]))
        body = _Body(conn, int(lengths[0]) if lengths else 0, bool(expect))
        environ["wsgi.input"] = body
        if environ.get("HTTP_UPGRADE", "").lower() == "websocket":
            # flask-sock's protocol for a server that hands the socket over and writes no response
            # (the key is gunicorn's name for it); the handler raises StopIteration when done.
            environ["gunicorn.socket"] = conn.sock
            conn.upgraded = True
            conn.sock.settimeout(None)  # the websocket's own threads wait on it as long as it is open
        return environ, keep, body

    def _read_chunked(self, conn: _Conn, expect_continue: bool) -> bytes:
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
            if len(out) + size > self.max_body:
                raise HttpError(413, f"request body is larger than {self.max_body} bytes")
            while len(conn.buf) < size + 2:
                more()
            if conn.buf[size:size + 2] != b"\r\n":
                raise HttpError(400, "malformed chunked body")
            out += conn.buf[:size]
            conn.buf = conn.buf[size + 2:]
        for _ in range(MAX_HEADERS + 1):  # trailer fields, up to the blank line
            if not line():
                return bytes(out)
        raise HttpError(431, "too many trailer lines")

    def _respond(self, conn: _Conn, environ: dict, keep: bool, body: _Body) -> bool:
        """Run the app and write its answer; True when the connection can serve another request."""
        state: dict[str, Any] = {"status": None, "headers": None, "sent": False}
        out = _Writer(conn, environ["REQUEST_METHOD"] == "HEAD")

        def start_response(status: str, headers: list, exc_info=None):
            if exc_info:
                try:
                    if state["sent"]:
                        raise exc_info[1].with_traceback(exc_info[2])
                finally:
                    exc_info = None
            elif state["status"] is not None:
                raise AssertionError("start_response called twice")
            state["status"], state["headers"] = status, headers
            return lambda data: send(data)

        def send(data: bytes) -> None:
            if not state["sent"]:
                if state["status"] is None:
                    raise AssertionError("the app wrote before start_response")
                state["sent"] = True
                # An unread body the client may be holding back (100-continue) or too big to
                # swallow means this is the connection's last answer: say so in its head.
                unread = body.remaining > 0 and (body.expect_continue or body.remaining > DRAIN_LIMIT)
                out.begin(state["status"], state["headers"], environ["SERVER_PROTOCOL"], keep and not unread,
                          self._http_date())
            out.body(data)

        try:
            result: Iterable[bytes] = self.app(environ, start_response)
        except StopIteration:  # flask-sock: the websocket handler had the socket and is done
            if "gunicorn.socket" in environ:
                return False
            raise
        except Exception:
            log.exception("the app failed on %s %s", environ["REQUEST_METHOD"], environ["PATH_INFO"])
            if not state["sent"]:
                self._refuse(conn, HttpError(500, "internal server error"))
            return False
        try:
            for data in result:
                if data:
                    send(data)
            if not state["sent"]:
                send(b"")
            out.finish()
        finally:
            if hasattr(result, "close"):
                result.close()
        if out.keep and body.remaining > 0:  # a small unread body: swallow it, keep the connection
            while body.remaining > 0 and body.read(RECV_BYTES):
                pass
        return out.keep and body.remaining == 0

    def _refuse(self, conn: _Conn, exc: HttpError) -> None:
        data = json.dumps({"error": str(exc), "status": exc.status}).encode()
        head = (f"HTTP/1.1 {exc.status} {_REASONS.get(exc.status, 'Error')}\r\nContent-Type: application/json\r\n"
                f"Content-Length: {len(data)}\r\nConnection: close\r\nDate: {self._http_date()}\r\n\r\n")
        try:
            conn.sock.settimeout(1.0)
            conn.sock.sendall(head.encode("latin-1") + data)
        except OSError:
            pass
        if conn not in self._conns:
            _shutdown(conn.sock)
            conn.sock.close()

    def _http_date(self) -> str:
        now = int(time.time())
        if self._date[0] != now:
            self._date = (now, formatdate(now, usegmt=True))
        return self._date[1]


class _Writer:
    """Frames a response: the head goes out with the first body bytes in one send; without a
    Content-Length from the app the body is chunked (HTTP/1.1) or ends the connection (1.0)."""

    def __init__(self, conn: _Conn, head_only: bool):
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


def _shutdown(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
