"""The composition root: `create_app(settings)` builds everything once.

Store -> embedder -> MemoryService, kept in `app.extensions["agentmemory"]`.
Nothing starts at import time; background threads start in `Services.start()`
(the `serve` command calls it; tests opt in).
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from flask import Flask

from .config import Settings
from .llm import make_llm
from .memory.service import MemoryService
from .search.embedders import Embedder, EmbedderUnavailable, make_embedder
from .store import Store

log = logging.getLogger(__name__)


@dataclass
class Services:
    settings: Settings
    store: Store
    memory: MemoryService
    backup: object | None = None  # sync.loop.BackupLoop when settings.sync_enabled

    def start(self) -> None:
        self.memory.start()
        from .api.outbox_replay import replay_outbox
        replay_outbox(self)  # hook events queued while the server was down, before anything new
        if self.settings.sync_enabled and self.settings.backup_target and self.backup is None:
            from .sync.loop import BackupLoop
            self.backup = BackupLoop(self.settings)
            self.backup.start()

    def close(self) -> None:
        self.memory.stop()
        if self.backup is not None:  # after the last write, before the store closes: a final backup
            self.backup.stop()
            self.backup = None
        self.store.close()


def build_services(settings: Settings, embedder: Embedder | None | str = "auto") -> Services:
    store = Store(settings.db_path).open()
    unavailable = None
    if embedder == "auto":
        try:
            embedder = make_embedder(settings)
        except EmbedderUnavailable as exc:
            # Trigger: an optional package is missing (google-genai). Why: the server stays useful with
            # keyword search. Outcome: no vectors; health says which embedder is unavailable and why.
            log.warning("embeddings unavailable: %s", exc)
            embedder = None
            unavailable = {"provider": settings.embedding_provider, "model": settings.gemini_embedding_model,
                           "error": str(exc)}
    memory = MemoryService(settings, store, embedder, llm=make_llm(settings, store))
    memory.searcher.unavailable = unavailable
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
    from .mcp import http as mcp_http
    mcp_http.install(app)
    from . import viewer
    viewer.install(app)
    from .api import guard
    guard.install(app)  # last: in front of everything above (Origin, Host, content type, CORS, bearer auth)
    return app
