"""How the app is served: `agentmemory serve` (gunicorn's gthread worker by default, werkzeug
where gunicorn cannot run) and the WSGI entry point for other servers:
`gunicorn 'agentmemory.wsgi:create()'`.

Nothing is built at import time: gunicorn calls `create()` in the worker process (after the fork), which reads
the settings, builds the app and starts the services, closed (final backup included) when the worker exits.
On SQLite run one worker process with many threads (the store has one writer); on
PostgreSQL `serve --workers N` runs N of them on one port (events reach every worker's
viewers through the event bus, the cluster's periodic work runs in its leader).

`serve` binds the listening socket (`listen`) before anything else is built: an address in use fails at once.
"""
from __future__ import annotations

import atexit
import contextlib
import errno
import gc
import json
import logging
import os
import select
import signal
import socket
import sys
from concurrent import futures

from flask import Flask

from . import __version__, datadir
from .config import Settings, masked_url


def create(settings: Settings | None = None, checked: bool = False) -> Flask:
    """The app, its services started; `checked`: `serve` ran the database's pre-flight (`check_startable`) already."""
    from .app import create_app, running
    from .store import EncryptionError, StoreUnavailable
    from .store.dbfile import check_startable
    if not logging.getLogger().handlers:
        logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    settings = settings or Settings.from_env()
    datadir.claim_for_server(settings.data_dir, datadir.connect_url(settings.host, settings.port), __version__)
    if not checked and settings.backend == "sqlite":
        try:
            check_startable(settings.db_path, settings.encryption_key)
        except (StoreUnavailable, EncryptionError) as exc:
            # Trigger: a damaged file (pages overwritten) under a WSGI server that is not `serve`. Why: it failed in the
            # worker as a traceback, the first read of the bad page. Outcome: `serve`'s line and gunicorn's stop code.
            print(f"agentmemory: {exc}", file=sys.stderr, flush=True)
            raise SystemExit(datadir.EXIT_BUSY) from None
    # This process (gunicorn's worker, after the fork) owns the services until it exits.
    lifecycle = contextlib.ExitStack()
    try:
        services = lifecycle.enter_context(running(settings))
    except (StoreUnavailable, EncryptionError) as exc:
        # Trigger: a database it must not open (a newer version's, a WAL without its file, a wrong key) under a
        # WSGI server that is not `serve` (whose pre-flight says it before listening). Why: a worker's traceback,
        # restarted forever. Outcome: one line, and the exit code that stops gunicorn, as claim_for_server's.
        print(f"agentmemory: cannot serve: {exc}", file=sys.stderr, flush=True)
        raise SystemExit(datadir.EXIT_BUSY) from None
    try:
        app = create_app(settings, services)
        services.start()
    except BaseException:
        lifecycle.close()
        raise
    atexit.register(lifecycle.close)
    settle_heap()
    data = masked_url(settings.database_url) if settings.database_url else settings.db_path
    logging.getLogger(__name__).info("agentmemory ready (data: %s, embeddings: %s, backup: %s)",
                                     data, settings.embedding_provider,
                                     settings.backup_target or "off")
    return app


PR_SET_PDEATHSIG = 1  # linux/prctl.h


def die_with_parent() -> None:
    """On Linux, have this process killed (SIGKILL) when the process that forked it dies.

    Trigger: gunicorn's master SIGKILLed on its own (`kill -9` of the pid the lock file names). Why: its
    worker holds the data dir's lock it inherited and noticed the new parent only on its next loop, then
    shut down gracefully: about 1.5 s in which a restarted server was refused. Outcome: a master killed
    outright takes its worker with it, so the kernel drops the lock at once; a worker killed mid-request
    loses only answers not yet given (a 2xx was committed). Graceful stops are unchanged (the master
    outlives its workers then)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError) as exc:  # not a glibc/musl we can reach: the worker notices a new parent itself
        logging.getLogger(__name__).debug("prctl(PR_SET_PDEATHSIG) unavailable: %s", exc)


#: Container allocations (net of frees) between two young collections; CPython's default is 700.
GC_YOUNG_THRESHOLD = 5000


def settle_heap() -> None:
    """The server's heap as built (modules, app, services) frozen out of the cyclic GC, and young
    collections made rarer; called once the app is built, in the process that serves it.

    Why: a full collection walks every tracked object (about 100k once the app is loaded) and, landing
    inside a request, stalled a search by tens of milliseconds; a search also allocates enough to run
    young collections. Outcome: `gc.freeze()` keeps the startup heap out of later collections, young
    ones run every GC_YOUNG_THRESHOLD net allocations; garbage cycles are still collected.
    The measurements are in bench/README.md (search latency).
    """
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(GC_YOUNG_THRESHOLD, older, oldest)


# ------------------------------------------------------------------ `agentmemory serve`
#: Request threads of the one gunicorn worker. Idle keep-alive connections wait in gthread's
#: poller, not on a thread; a request being read or answered, or an open dashboard websocket,
#: holds one thread (slow clients: put a buffering proxy in front, see deploy/).
SERVE_THREADS = 16
#: How long a request thread waits for the next request of the keep-alive client it just answered before handing
#: the connection back to gthread's poller (a client sending one request after another is back well within it).
KEEPALIVE_FOLLOW_SECONDS = 0.002


def one_write_worker(read_timeout: float = Settings.read_timeout_seconds) -> type:
    """gunicorn's gthread worker, its answers built by `one_write_response` (headers and a
    one-piece body in one `sendall`), its connections read with a `read_timeout`.
    What else was tried here and measured: README.md, Benchmarks.

    Trigger: gthread reads a request's head and body with blocking reads and no timeout. Why: a
    client that stopped sending held a request thread for ever (twenty of them: no answer for
    anyone), and a short body on an open connection was never answered. Outcome: a read silent for
    `read_timeout` seconds fails: a stalled head closes the connection, a stalled body is the app's
    400; a websocket, once upgraded, reads without a timeout (a dashboard may be quiet for hours).
    """
    from gunicorn import util as gunicorn_util
    from gunicorn.http import wsgi as gunicorn_wsgi
    from gunicorn.workers.gthread import ThreadWorker

    class OneWriteWorker(ThreadWorker):
        def init_process(self) -> None:
            die_with_parent()
            if os.getppid() != self.ppid:  # the master died before that took effect: end as it would have
                os._exit(1)
            # This process is the worker: gthread builds each answer with this module's Response.
            gunicorn_wsgi.Response = one_write_response(gunicorn_wsgi.Response)
            gunicorn_util.write_error = write_json_error  # its parser's refusals are JSON, as the app's errors
            logging.getLogger("gunicorn.error").addFilter(_not_a_read_timeout)
            # gthread's graceful close waits up to 2 s for the client's FIN on the thread that accepts
            # connections: a client that never closes would hold everyone's next connection that long.
            self.closer = futures.ThreadPoolExecutor(max_workers=8, thread_name_prefix="close")
            # gunicorn reads its settings per request through Config.__getattr__ (1-3% of the worker's CPU per observe,
            # measured): this worker's values, fixed for its life, become plain attributes of its config.
            vars(self.cfg).update({name: setting.get() for name, setting in self.cfg.settings.items()})
            super().init_process()

        def handle(self, conn):
            if "init" not in vars(conn):  # gthread calls conn.init() after each setblocking(True)
                _timed_and_closed_aside(conn, read_timeout, self.closer)
            result = super().handle(conn)
            # Trigger: a keep-alive answer went out. Why: handing the connection back costs a poller wake-up, a
            # selector register and a pool hand-off, about a fifth of the worker's CPU per observe with four busy
            # clients. Outcome: the client's next request, read ahead or arriving within KEEPALIVE_FOLLOW_SECONDS,
            # is served on this thread, unless another connection waits for one (gthread's pool queue).
            while result is True and self.alive and self.tpool._work_queue.empty() and next_request_soon(conn):
                result = super().handle(conn)
            return result

        def handle_error(self, req, client, addr, exc):
            from gunicorn.http.errors import InvalidHeader, UnsupportedTransferCoding
            if isinstance(exc, UnsupportedTransferCoding):  # gunicorn's 501: a framing it cannot read is a 400
                exc = InvalidHeader(f"Transfer-Encoding: {exc.hdr}")
            return super().handle_error(req, client, addr, exc)

        def handle_request(self, req, conn):
            if any(name == "UPGRADE" and value.strip().lower() == "websocket" for name, value in req.headers):
                conn.sock.settimeout(None)
            return super().handle_request(req, conn)

    return OneWriteWorker


def _timed_and_closed_aside(conn, read_timeout: float, closer: futures.Executor) -> None:
    """`conn` reads with `read_timeout` after each (re)initialisation; its graceful close (which waits up to
    2 s for the client's FIN) runs on `closer`, not on the thread that accepts connections."""
    init, close = conn.init, conn.close

    def timed_init() -> None:
        init()
        conn.sock.settimeout(read_timeout)

    def close_aside(graceful: bool = False) -> None:
        _ = closer.submit(close, True) if graceful else close()
    conn.init, conn.close = timed_init, close_aside


def next_request_soon(conn, timeout: float = KEEPALIVE_FOLLOW_SECONDS) -> bool:
    """Whether a keep-alive client's next request is here: bytes its parser read ahead, or its socket readable
    within `timeout` seconds (an EOF too: the next read ends the connection as usual). poll, not select: any fd."""
    if conn.parser.unreader.buf.getvalue():
        return True
    poller = select.poll()
    try:
        poller.register(conn.sock, select.POLLIN)
        return bool(poller.poll(timeout * 1000))
    except (OSError, ValueError):
        return False


def write_json_error(sock, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's error answer (a request its parser refused, before the app runs) as our JSON error."""
    from gunicorn import util as gunicorn_util
    body = json.dumps({"error": f"{reason}: {mesg}" if mesg else reason}).encode()
    head = (f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode("latin-1")
    gunicorn_util.write_nonblock(sock, head + body)


def _not_a_read_timeout(record: logging.LogRecord) -> bool:
    """gthread logs a read that timed out as a socket error with its traceback: a client that went
    silent is routine (its connection is closed), not an error of ours."""
    return not (record.exc_info and isinstance(record.exc_info[1], TimeoutError))


def one_write_response(base: type) -> type:
    """gunicorn's Response, but the headers go out with the first body bytes in one `sendall`.

    Trigger: gunicorn sends an answer's headers and its body with two `sendall` calls. Why: on
    loopback each one wakes the client, which reads the headers, sleeps, and is woken again for
    the body: two context switches per answer on a busy 2-core machine. Outcome: when the body is
    written in one piece without chunking, the headers wait for it; every other answer (chunked,
    no body, a file) is sent as gunicorn sends it, and held headers never outlive a `write`.
    A gunicorn without the `_emit_body` hook (before 24) keeps its own Response.
    """
    from gunicorn import util

    if not hasattr(base, "_emit_body") or getattr(base, "holds_headers", False):
        return base

    class OneWriteResponse(base):
        holds_headers = True
        _held: bytes | None = None

        def send_headers(self) -> None:
            if self._held != b"" or self.headers_sent:
                return super().send_headers()
            tosend = self.default_headers()
            tosend.extend(["%s: %s\r\n" % (k, v) for k, v in self.headers])
            self._held = util.to_bytestring("%s\r\n" % "".join(tosend), "latin-1")
            self.headers_sent = True

        def write(self, arg) -> None:
            if (not self.headers_sent and arg and not self.chunked and self.response_length != 0
                    and not getattr(self, "_omits_body", True)):
                self._held = b""  # send_headers holds them for _emit_body
            try:
                super().write(arg)
            finally:
                held, self._held = self._held, None
                if held:  # not taken by _emit_body: they go out now, as gunicorn would have sent them
                    util.write(self.sock, held)

        def _emit_body(self, data: bytes) -> None:
            held, self._held = self._held, None
            super()._emit_body(held + data if held else data)

    return OneWriteResponse


class ListenError(Exception):
    """The address cannot be listened on; the message is one line for the command line."""


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to host:port and listening, or ListenError saying why in one line."""
    where = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    try:
        family, kind, proto, _, addr = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                          flags=socket.AI_PASSIVE)[0]
    except socket.gaierror as exc:
        raise ListenError(f"cannot listen on {where}: unknown host ({exc.strerror})") from None
    sock = socket.socket(family, kind, proto)
    try:
        if sys.platform != "win32":  # as gunicorn and werkzeug do: a restart need not wait for TIME_WAIT
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(addr)
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        hint = {errno.EADDRINUSE: " (another process is listening there: stop it or choose --port)",
                errno.EACCES: " (ports below 1024 need privileges: choose --port)"}.get(exc.errno or 0, "")
        raise ListenError(f"cannot listen on {where}: {exc.strerror or exc}{hint}") from None
    return sock


def gunicorn_available() -> bool:
    """gunicorn runs on POSIX systems only; `serve` falls back to werkzeug elsewhere."""
    if sys.platform == "win32":
        return False
    try:
        import gunicorn.app.base  # noqa: F401
    except ImportError:
        return False
    return True


def gunicorn_options(settings: Settings, threads: int = SERVE_THREADS, bind: str | None = None) -> dict:
    """The gunicorn settings `serve` runs with (`bind`: e.g. "fd://3" for a socket from `listen`)."""
    host = f"[{settings.host}]" if ":" in settings.host else settings.host
    return {"bind": bind or f"{host}:{settings.port}", "workers": settings.workers,
            "worker_class": one_write_worker(settings.read_timeout_seconds),
            "threads": threads, "timeout": 120, "graceful_timeout": 10, "keepalive": 5,
            "accesslog": None, "errorlog": "-", "loglevel": "warning", "proc_name": "agentmemory",
            # No header may change the scheme or the script path, so trusting every peer for
            # them grants nothing, and spares parsing the peer's address on every request.
            "forwarded_allow_ips": "*", "secure_scheme_headers": {}, "forwarder_headers": "",
            # No runtime control socket (gunicorn >= 25): nothing may add workers behind SQLite's one writer.
            "control_socket_disable": True}


def serve_gunicorn(settings: Settings, sock: socket.socket, threads: int = SERVE_THREADS) -> None:
    """Serve on `sock` with gunicorn's gthread worker: `settings.workers` processes (one on SQLite: the
    store has one writer), `threads` request threads each, the app built in each worker by `create`. SIGTERM stops it
    gracefully: the worker exits normally, so `create`'s atexit hook closes the services."""
    from gunicorn.app.base import BaseApplication

    options = gunicorn_options(settings, threads, bind=f"fd://{sock.fileno()}")

    class _Server(BaseApplication):
        def load_config(self) -> None:
            for key, value in options.items():
                if key in self.cfg.settings:  # settings newer than the oldest gunicorn we support are skipped
                    self.cfg.set(key, value)

        def load(self) -> Flask:
            return create(settings, checked=True)  # cmd_serve's pre-flight, before it listened

    _Server().run()


def timed_request_handler(read_timeout: float) -> type:
    """werkzeug's request handler with the read timeout `one_write_worker` gives gunicorn.

    Trigger: werkzeug reads a request's head and body with blocking reads and no timeout. Why: a
    short body on an open connection was never answered and held its thread for ever. Outcome: a
    read silent for `read_timeout` seconds fails (a stalled head closes the connection, a stalled
    body is the app's 400); a websocket upgrade reads without a timeout.
    """
    from werkzeug.serving import WSGIRequestHandler

    class TimedRequestHandler(WSGIRequestHandler):
        timeout = read_timeout  # socketserver sets it on the connection before the first read

        def run_wsgi(self) -> None:
            if self.headers.get("Upgrade", "").strip().lower() == "websocket":
                self.connection.settimeout(None)
            super().run_wsgi()

        def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
            """A request http.server's parser refuses (bad request line, HTTP/2.0) answered in JSON, as gunicorn's
            are (http.server writes an HTML page), and the connection closed."""
            reason = message or self.responses.get(code, ("error",))[0]
            body = json.dumps({"error": f"{self.responses.get(code, ('Error',))[0]}: {reason}"}).encode()
            self.log_error("code %d, message %s", code, reason)
            self.close_connection = True
            if getattr(self, "request_version", "HTTP/0.9") == "HTTP/0.9":  # a line it could not read: no status
                self.request_version = "HTTP/1.0"  # line would go out (HTTP/0.9 has none), only the body
            self.send_response(code)
            self.send_header("Connection", "close")
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if getattr(self, "command", None) != "HEAD" and code >= 200 and code not in (204, 304):
                self.wfile.write(body)

    return TimedRequestHandler


def serve_werkzeug(settings: Settings, sock: socket.socket) -> None:
    """Serve on `sock` with werkzeug's threaded server (where gunicorn cannot run). SIGTERM
    unwinds like Ctrl-C, so the services are closed (queue stopped, last backup made)."""
    from werkzeug.serving import make_server

    from .app import create_app, running
    with running(settings) as services:
        app = create_app(settings, services)
        services.start()
        settle_heap()
        server = make_server(settings.host, settings.port, app, threaded=True, fd=sock.fileno(),
                             request_handler=timed_request_handler(settings.read_timeout_seconds))
        signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(0))
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
