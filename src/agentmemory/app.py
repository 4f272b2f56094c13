"""The composition root: `create_app(settings)` builds everything once.

Store -> embedder -> MemoryService, kept in `app.extensions["agentmemory"]`.
Nothing starts at import time; background threads start in `Services.start()`
(the `serve` command calls it; tests opt in).
"""
from __future__ import annotations

from dataclasses import dataclass

from flask import Flask

from .config import Settings
from .memory.service import MemoryService
from .search.embedders import Embedder, make_embedder
from .store import Store


@dataclass
class Services:
    settings: Settings
    store: Store
    memory: MemoryService

    def start(self) -> None:
        self.memory.start()

    def close(self) -> None:
        self.memory.stop()
        self.store.close()


def build_services(settings: Settings, embedder: Embedder | None | str = "auto") -> Services:
    store = Store(settings.db_path).open()
    if embedder == "auto":
        embedder = make_embedder(settings)
    memory = MemoryService(settings, store, embedder)
    return Services(settings=settings, store=store, memory=memory)


def create_app(settings: Settings | None = None, services: Services | None = None) -> Flask:
    from .api import rest  # transports import the app's pieces, never the reverse
    settings = settings or (services.settings if services else Settings.from_env())
    services = services or build_services(settings)
    app = Flask("agentmemory")
    app.config["MAX_CONTENT_LENGTH"] = settings.max_body_bytes
    app.config["JSON_SORT_KEYS"] = False
    app.json.sort_keys = False
    app.json.ensure_ascii = False
    app.extensions["agentmemory"] = services
    rest.install(app)
    return app
