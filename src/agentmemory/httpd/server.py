"""The HTTP/1.1 server `agentmemory serve` runs: WSGI, one thread per connection.

Why not gunicorn's gthread worker: with four clients observing at once the server
process is bound by the GIL, and gthread spends about half of it on each request's
way in and out (its poller thread hands every request to a pool thread and back,
and parses the head line by line in Python). Here the connection's own thread
reads, parses the head with one split, calls the app and writes the answer with
one send. Measured with bench/ingest.py (4 client processes, 2 cores): observe p50
3.7-4.1 ms and 770-880 obs/s over 10,000 observes, where gthread gave 4.9-6.0 ms and
590-710 obs/s.

What it speaks: HTTP/1.0 and 1.1, keep-alive and pipelining, `Content-Length`
and chunked request bodies, `Expect: 100-continue`, chunked responses when the
app gives no length, websocket upgrades handed to flask-sock. What it refuses:
a head over MAX_HEAD_BYTES or MAX_HEADERS lines (431), a malformed request line or
header, obsolete line folding, `Transfer-Encoding` together with `Content-Length`
or conflicting lengths (400: the request-smuggling shapes), a transfer coding other
than chunked (501), a chunked body over `max_body` (413), a protocol other than
HTTP/1.x (505). Every refusal is JSON and closes the connection.

Limits (constants in wire.py): a connection idle for KEEPALIVE_SECONDS is closed; once a request has
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
import socket
import threading
import time
from email.utils import formatdate
from typing import Any, Callable, Iterable

from .wire import (DRAIN_LIMIT, MAX_CONNECTIONS, REASONS, RECV_BYTES, Body, Conn, HttpError, Writer, parse_request,
                   read_head, shutdown)

log = logging.getLogger(__name__)


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
        self._conns: dict[Conn, threading.Thread] = {}
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
            conn = Conn(sock, peer)
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
                        shutdown(conn.sock)
                    elif not conn.upgraded:
                        busy.append(thread)
            if not busy or time.monotonic() >= deadline:
                return
            busy[0].join(timeout=min(0.1, max(deadline - time.monotonic(), 0)))

    # -- one connection -----------------------------------------------------------
    def _serve(self, conn: Conn) -> None:
        try:
            while not self._stopping.is_set():
                conn.idle = True
                try:
                    head = read_head(conn)
                    if head is None:
                        break
                    conn.idle = False
                    environ, keep, body = parse_request(conn, head, self.host, self.port, self.max_body)
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
            shutdown(conn.sock)
            conn.sock.close()

    def _respond(self, conn: Conn, environ: dict, keep: bool, body: Body) -> bool:
        """Run the app and write its answer; True when the connection can serve another request."""
        state: dict[str, Any] = {"status": None, "headers": None, "sent": False}
        out = Writer(conn, environ["REQUEST_METHOD"] == "HEAD")

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

    def _refuse(self, conn: Conn, exc: HttpError) -> None:
        data = json.dumps({"error": str(exc), "status": exc.status}).encode()
        head = (f"HTTP/1.1 {exc.status} {REASONS.get(exc.status, 'Error')}\r\nContent-Type: application/json\r\n"
                f"Content-Length: {len(data)}\r\nConnection: close\r\nDate: {self._http_date()}\r\n\r\n")
        try:
            conn.sock.settimeout(1.0)
            conn.sock.sendall(head.encode("latin-1") + data)
        except OSError:
            pass
        if conn not in self._conns:
            shutdown(conn.sock)
            conn.sock.close()

    def _http_date(self) -> str:
        now = int(time.time())
        if self._date[0] != now:
            self._date = (now, formatdate(now, usegmt=True))
        return self._date[1]
