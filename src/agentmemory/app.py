"""The composition root: builds the store, the search parts and every domain service once.

`running(settings)` is the one lifecycle every entry point uses: it builds the services,
optionally starts their background work, and closes everything (timers, embed queue,
broadcaster, backup loop, store) on every way out, errors included. `create_app` puts the
services behind the Flask app (`app.extensions["agentmemory"]`). Nothing starts at import time.
"""
from __future__ import annotations

import logging
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable, Iterator

from flask import Flask

from .config import Settings
from .llm import make_llm
from .memory.admin.activity import Activity
from .memory.admin.overview import Overview
from .memory.admin.portability import Portability
from .memory.admin.profile import Profiles
from .memory.admin.system import System
from .memory.admin.tokens import Tokens
from .memory.admin.trust import Trust
from .memory.base import Service, Shared
from .memory.distill.aging import Aging
from .memory.distill.consolidate import Consolidation
from .memory.distill.crystals import Crystals
from .memory.distill.episodes import Episodes
from .memory.distill.extraction import Extraction
from .memory.distill.reflect import Reflection
from .memory.distill.summaries import Summaries
from .memory.ingest.sessions import Sessions
from .memory.ingest.transcripts import Transcripts
from .memory.recall.context import Context
from .memory.recall.recall import Recall
from .memory.recall.retrieval import Retrieval
from .memory.recall.tools import Tools
from .memory.records.actions import Actions
from .memory.records.boards import Boards
from .memory.records.graph import Graph
from .memory.records.lessons import Lessons
from .memory.records.memories import Memories
from .memory.records.overrides import Overrides
from .memory.records.slots import Slots
from .memory.records.typed import Typed
from .memory.sources.service import Sources
from .search.embedders import Embedder, EmbedderUnavailable, make_embedder
from .search.hybrid import Searcher
from .memory.ingest.behind import Draining
from .search.storage import storage_for
from .store import Store, open_store
from .store.cluster import EventBus, make_bus, make_leader

log = logging.getLogger(__name__)


@dataclass
class Services:
    """Every service, built once by `build_services`; `of(cls)` finds the one instance of a class."""
    settings: Settings
    store: Store
    shared: Shared
    # records
    graph: Graph
    lessons: Lessons
    slots: Slots
    actions: Actions
    typed: Typed
    overrides: Overrides
    memories: Memories
    # ingest
    sessions: Sessions
    transcripts: Transcripts
    # distill
    summaries: Summaries
    crystals: Crystals
    episodes: Episodes
    extraction: Extraction
    reflection: Reflection
    consolidation: Consolidation
    aging: Aging
    # recall
    retrieval: Retrieval
    context: Context
    tools: Tools
    recall: Recall
    # admin
    profiles: Profiles
    trust: Trust
    activity: Activity
    portability: Portability
    tokens: Tokens
    system: System
    sources: Sources  # document folders
    overview: Overview  # the Memory view: agents, clear
    boards: Boards  # shared boards
    backup: object | None = None  # sync.loop.BackupLoop when settings.sync_enabled
    bus: EventBus | None = None  # every commit's events (the viewer's broadcaster subscribes); set by build_services
    closers: list[Callable[[], None]] = field(default_factory=list)  # run by close(), last added first
    _by_class: dict[type, Service] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._by_class = {type(s): s for s in vars(self).values() if isinstance(s, Service)}

    def of(self, cls: type) -> Service:
        """The instance of a service class (the registry's ops name methods of classes)."""
        return self._by_class[cls]

    def on_close(self, closer: Callable[[], None]) -> None:
        self.closers.append(closer)

    def start(self) -> None:
        _ = self.shared.llm.available  # a configured LLM that cannot work (google-genai broken) is logged now
        self.system.start()
        self.sources.start_polling()  # stopped with the other threads by system.stop (shared.stop)
        from .api.outbox_replay import replay_outbox
        replay_outbox(self)  # hook events queued while the server was down, before anything new
        if self.settings.sync_enabled and self.settings.backup_target and self.backup is None:
            from .sync.loop import BackupLoop
            self.backup = BackupLoop(self.settings, leads=self.shared.leader.is_leader, refused=self.backups_refused)
            self.backup.start()

    def close(self) -> None:
        """Stop everything in order; each step runs even when an earlier one failed."""
        steps = [self.system.stop, self._stop_backup, *reversed(self.closers), self.store.close]
        self.closers = []
        for step in steps:
            try:
                step()
            except Exception:  # one part failing to stop must not leave the others (or the store) open
                log.exception("closing %s failed", getattr(step, "__qualname__", step))

    def backup_now(self, force: bool = False) -> dict:
        """One backup now (`agentmemory backup` forwarded to the owner of the data dir): through the backup
        loop's Backup when it runs here, else one made for this call from the configured target."""
        from .errors import Conflict
        from .sync.backup import Backup
        from .sync.targets import TargetError, make_target
        if why := self.backups_refused():  # the file at the path is not what the server holds, or is damaged
            return {"result": "failed", "error": f"not backed up: {why}"}
        if self.backup is not None:
            return self.backup.backup.run(force=force)
        try:
            target = make_target(self.settings)
        except TargetError as exc:
            raise Conflict(f"the server's backup target cannot be used: {exc}") from None
        if target is None:  # backups are off: a state to report, not a failed request
            return {"result": "off", "reason": "this server has no backup target: set AGENTMEMORY_BACKUP_TARGET "
                                               "(or AGENTMEMORY_DATASET_REPO) where it runs"}
        backup = Backup(self.settings, target)
        try:
            return backup.run(force=force)
        finally:
            backup.close()

    def backups_refused(self) -> str | None:
        """Why no backup may be taken now: the store's file lost (deleted or replaced under the server) or
        found damaged, which refuses writes until a restart; None while it is sound."""
        info = self.store.info()
        return info.get("lost") or info.get("damaged")

    def _stop_backup(self) -> None:
        if self.backup is not None:  # after the last write, before the store closes: a final backup
            backup, self.backup = self.backup, None
            backup.stop()


def _embedder(settings: Settings, embedder: Embedder | None | str) -> tuple[Embedder | None, dict | None]:
    if embedder != "auto":
        return embedder, None
    try:
        return make_embedder(settings), None
    except EmbedderUnavailable as exc:
        # Trigger: an optional package is missing (google-genai). Why: the server stays useful with
        # keyword search. Outcome: no vectors; health says which embedder is unavailable and why.
        log.warning("embeddings unavailable: %s", exc)
        return None, {"provider": settings.embedding_provider, "model": settings.gemini_embedding_model,
                      "error": str(exc)}


def build_services(settings: Settings, embedder: Embedder | None | str = "auto") -> Services:
    """Build every service once, each given the collaborators it calls (the graph of calls has no cycle)."""
    store = open_store(settings.db_path, settings.database_url, settings.encryption_key)
    try:
        embedder, unavailable = _embedder(settings, embedder)
        searcher = Searcher(store, embedder, batch_size=settings.embedding_batch_size,
                            storage=storage_for(store, hnsw=settings.vector_index == "hnsw"))
        searcher.unavailable = unavailable
        shared = Shared(settings=settings, store=store, searcher=searcher, llm=make_llm(settings, store),
                        embedder=embedder, leader=make_leader(settings.database_url))
        services = _wire(settings, store, shared)
    except BaseException:
        store.close()
        raise
    services.on_close(shared.leader.close)
    if services.sessions.behind is not None:  # SQLite: observes' index work behind their answers (ingest/behind.py)
        behind = services.sessions.behind
        behind.recover()
        searcher.storage = Draining(searcher.storage, behind)  # (not the embedding queue's: it embeds what is there)
        if searcher.queue is not None:
            searcher.queue.before_drain = behind.before  # a drain asked for (tests, reindex) embeds what observes left
        shared.catch_up = behind.before
        services.on_close(behind.close)
    services.bus = make_bus(settings.database_url)  # in-process on SQLite; LISTEN/NOTIFY across workers on PG
    store.on_commit(services.bus.publish)
    # A reset (clear, replacing import) drops cached recall answers: this process's at once, and every other
    # worker's through the bus (on SQLite there is no other process).
    store.on_commit(services.recall.on_commit)
    if settings.database_url:
        services.bus.subscribe(services.recall.on_commit)
    services.on_close(services.bus.close)
    return services


def _wire(settings: Settings, store: Store, s: Shared) -> Services:
    graph, lessons, slots, actions, typed = Graph(s), Lessons(s), Slots(s), Actions(s), Typed(s)
    profiles, trust, activity, tokens = Profiles(s), Trust(s), Activity(s), Tokens(s)
    summaries, crystals = Summaries(s, graph=graph), Crystals(s, graph=graph)
    retrieval = Retrieval(s, lessons=lessons, trust=trust)
    context = Context(s, typed=typed, profiles=profiles, summaries=summaries, retrieval=retrieval, lessons=lessons)
    extraction = Extraction(s, typed=typed, crystals=crystals)
    episodes = Episodes(s, distilled=(extraction.after_distill,))
    sessions = Sessions(s, context=context, episodes=episodes, summaries=summaries,
                        session_ended=(crystals.compress_ended,))
    memories = Memories(s, graph=graph, sessions=sessions, session_forgotten=(
        episodes.after_session_forget, crystals.after_session_forget, summaries.after_session_forget))
    reflection = Reflection(s, crystals=crystals, retrieval=retrieval, lessons=lessons, slots=slots)
    tools = Tools(s, memories=memories, reflection=reflection, retrieval=retrieval)
    aging = Aging(s, trust=trust)
    consolidation = Consolidation(s, graph=graph, aging=aging, extraction=extraction)
    recall = Recall(s, typed=typed, episodes=episodes, tools=tools, retrieval=retrieval)
    return Services(
        settings=settings, store=store, shared=s, graph=graph, lessons=lessons, slots=slots, actions=actions,
        typed=typed, overrides=Overrides(s), memories=memories, sessions=sessions,
        transcripts=Transcripts(s, sessions=sessions, reflection=reflection, crystals=crystals, episodes=episodes),
        summaries=summaries, crystals=crystals, episodes=episodes, extraction=extraction, reflection=reflection,
        consolidation=consolidation, aging=aging, retrieval=retrieval, context=context, tools=tools,
        recall=recall,
        profiles=profiles, trust=trust, activity=activity, portability=Portability(s, profiles=profiles),
        tokens=tokens, system=System(s, memories=memories, lessons=lessons, slots=slots, episodes=episodes,
                                     trust=trust, profiles=profiles, consolidation=consolidation),
        sources=Sources(s), overview=Overview(s), boards=Boards(s))


@contextmanager
def running(settings: Settings, *, start: bool = False, embedder: Embedder | None | str = "auto",
            services: Services | None = None) -> Iterator[Services]:
    """Build (or take) the services, start their background work when `start`, and close them on the way
    out, whatever happens inside: the one lifecycle of serve, wsgi, mcp, reindex, export, import, tokens,
    import-chat, sources and the tests. backup/restore work on the database file alone (restore must not
    open the store it replaces), so they build no services and close their Backup in a `finally`."""
    services = services if services is not None else build_services(settings, embedder)
    try:
        if start:
            services.start()
        yield services
    finally:
        services.close()


def create_app(settings: Settings | None = None, services: Services | None = None) -> Flask:
    from .api import rest  # transports import the app's pieces, never the reverse
    settings = settings or (services.settings if services else Settings.from_env())
    services = services or build_services(settings)
    app = Flask("agentmemory")
    app.config["MAX_CONTENT_LENGTH"] = settings.max_body_bytes
    app.config["JSON_SORT_KEYS"] = False
    app.extensions["agentmemory"] = services
    rest.install(app)
    from .mcp import http as mcp_http
    mcp_http.install(app)
    from . import viewer
    viewer.install(app)
    from .api import guard
    guard.install(app)  # last: in front of everything above (Origin, Host, content type, CORS, bearer auth)
    return app
