"""WSGI entry point for production servers: `gunicorn 'agentmemory.wsgi:create()'`.

Nothing is built at import time: gunicorn calls `create()` in the worker
process (after the fork), which reads the settings from the environment,
builds the app, starts the background services and closes them (final
backup included, when the in-process loop is enabled) when the worker exits.
Run one worker process with many threads: the store has one writer.
"""
from __future__ import annotations

import atexit
import logging
import sys

from flask import Flask

from .config import Settings


def create(settings: Settings | None = None) -> Flask:
    from .app import build_services, create_app
    if not logging.getLogger().handlers:
        logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    settings = settings or Settings.from_env()
    services = build_services(settings)
    app = create_app(settings, services)
    services.start()
    atexit.register(services.close)
    logging.getLogger(__name__).info("agentmemory ready (data: %s, embeddings: %s, backup: %s)",
                                     settings.db_path, settings.embedding_provider,
                                     settings.backup_target or "off")
    return app
