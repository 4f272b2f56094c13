"""How the app is served: `agentmemory serve` (the built-in server, httpd/, by default)
and the WSGI entry point for other servers: `gunicorn 'agentmemory.wsgi:create()'`.

Nothing is built at import time: gunicorn calls `create()` in the worker
process (after the fork), which reads the settings from the environment,
builds the app, starts the background services and closes them (final
backup included, when the in-process loop is enabled) when the worker exits.
Run one worker process with many threads: the store has one writer.
"""
from __future__ import annotations

import atexit
import logging
import signal
import sys

from flask import Flask

from . import __version__, datadir
from .config import Settings


def create(settings: Settings | None = None) -> Flask:
    from .app import build_services, create_app
    if not logging.getLogger().handlers:
        logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    settings = settings or Settings.from_env()
    datadir.claim_for_server(settings.data_dir, datadir.connect_url(settings.host, settings.port), __version__)
    services = build_services(settings)
    app = create_app(settings, services)
    services.start()
    atexit.register(services.close)
    logging.getLogger(__name__).info("agentmemory ready (data: %s, embeddings: %s, backup: %s)",
                                     settings.db_path, settings.embedding_provider,
                                     settings.backup_target or "off")
    return app


# ------------------------------------------------------------------ `agentmemory serve`
#: Seconds `serve` lets requests in flight finish after SIGTERM/SIGINT.
GRACE_SECONDS = 10.0


def serve_builtin(settings: Settings) -> None:
    """Serve with httpd.HttpServer (one process, a thread per connection). The port is bound
    before the services are built, so an address in use fails before the model loads. SIGTERM
    and SIGINT stop accepting, let requests in flight finish, then close the services (the
    queue stops between batches; an enabled backup loop makes its last backup)."""
    from .app import build_services, create_app
    from .httpd import HttpServer
    server = HttpServer(None, settings.host, settings.port, max_body=settings.max_body_bytes)
    services = build_services(settings)
    try:
        server.app = create_app(settings, services)
        services.start()
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda signum, frame: server.stop())
        server.serve_forever()
    finally:
        server.close(GRACE_SECONDS)
        services.close()


#: Request threads of the one gunicorn worker. Idle keep-alive connections wait in gthread's
#: poller, not on a thread; a dashboard websocket holds one thread while it is open.
SERVE_THREADS = 16


def gunicorn_available() -> bool:
    """gunicorn runs on POSIX systems only; `serve` falls back to werkzeug elsewhere."""
    if sys.platform == "win32":
        return False
    try:
        import gunicorn.app.base  # noqa: F401
    except ImportError:
        return False
    return True


def gunicorn_options(settings: Settings, threads: int = SERVE_THREADS) -> dict:
    """The gunicorn settings `serve` runs with."""
    host = f"[{settings.host}]" if ":" in settings.host else settings.host
    return {"bind": f"{host}:{settings.port}", "workers": 1, "worker_class": "gthread",
            "threads": threads, "timeout": 120, "graceful_timeout": 10, "keepalive": 5,
            "accesslog": None, "errorlog": "-", "loglevel": "warning", "proc_name": "agentmemory",
            # No header may change the scheme or the script path, so trusting every peer for
            # them grants nothing, and spares parsing the peer's address on every request.
            "forwarded_allow_ips": "*", "secure_scheme_headers": {}, "forwarder_headers": ""}


def serve_gunicorn(settings: Settings, threads: int = SERVE_THREADS) -> None:
    """Serve with gunicorn's gthread worker: one process (the store has one writer), `threads`
    request threads, the app built in the worker by `create`. SIGTERM stops it gracefully: the
    worker exits normally, so `create`'s atexit hook closes the services (queue, final backup)."""
    from gunicorn.app.base import BaseApplication

    options = gunicorn_options(settings, threads)

    class _Server(BaseApplication):
        def load_config(self) -> None:
            for key, value in options.items():
                self.cfg.set(key, value)

        def load(self) -> Flask:
            return create(settings)

    _Server().run()
