"""System: start-up, the maintenance timer, shutdown, health and reindex.

The other services own their data; this one runs their periodic work (TTL sweep, lesson decay,
trust bumps, profile folds, due distillation, consolidation, old idempotency keys) on one timer thread.
With several worker processes on one database only the cluster's leader (`shared.leader`) runs the
work on shared rows; every worker writes its own pending trust bumps.
"""
from __future__ import annotations

import logging
import shutil
import threading
import time
from typing import TYPE_CHECKING

from ... import __version__
from ...search.storage import DocListing
from ...store import KV, damaged
from ...llm.base import LLM
from ...threads import stopped_by
from ..base import Service, Shared

if TYPE_CHECKING:
    from ..distill.consolidate import Consolidation
    from ..distill.episodes import Episodes
    from ..records.lessons import Lessons
    from ..records.memories import Memories
    from ..records.slots import Slots
    from .profile import Profiles
    from .trust import Trust

log = logging.getLogger(__name__)

MAINTENANCE_EVERY = 3600.0  # seconds between TTL sweeps and lesson decay
FLUSH_EVERY = 30.0  # seconds between writes of pending retrieval trust bumps
PROFILE_FOLD_EVERY = 2.0  # seconds between folds of profile deltas (profile.py)


class System(Service):
    def __init__(self, shared: Shared, *, memories: Memories, lessons: Lessons, slots: Slots, episodes: Episodes,
                 trust: Trust, profiles: Profiles, consolidation: Consolidation):
        super().__init__(shared)
        self.memories, self.lessons, self.slots, self.episodes = memories, lessons, slots, episodes
        self.trust, self.profiles, self.consolidation = trust, profiles, consolidation
        self.started = time.time()

    # -- lifecycle ----------------------------------------------------------------
    def start(self) -> None:
        """Start background work: the embedding queue and the maintenance timer."""
        with self.shared.leader.exclusive("start"):  # N workers starting together: one after another
            if self.shared.leader.is_leader():
                self.memories.purge_expired()
                self.lessons.decay_lessons()
                self.prune_event_ids()
            if self.settings.agent_scope != "isolated":
                self.slots.ensure_default_slots()  # isolated agents get theirs on their first slot call
        if self.searcher.queue is not None:
            self.searcher.queue.enqueue_missing()
            self.searcher.queue.start()
        self.start_maintenance()
        if self.settings.distill_enabled:
            self.episodes.start_distiller()  # drains the distillation work left pending by the last run

    def stop(self) -> None:
        self.shared.stop.set()
        try:
            self.trust.flush_hits()
        except Exception:  # the store may already be unusable at shutdown; hits are only a hint
            log.exception("could not write pending trust bumps")
        if self.searcher.queue is not None:
            self.searcher.queue.stop()
        for t in self.shared.threads:
            t.join(timeout=5)
        self.shared.threads.clear()

    def start_maintenance(self) -> None:
        """The maintenance timer's thread (profile folds, trust bumps, distillation, consolidation, sweeps)."""
        t = threading.Thread(target=self._maintenance, name="maintenance", daemon=True)
        t.start()
        self.shared.threads.append(t)

    def _maintenance(self) -> None:
        last_sweep = last_flush = time.monotonic()
        leads = self.shared.leader.is_leader()  # asked again every FLUSH_EVERY: a leader that died is replaced
        while not self.shared.stop.wait(PROFILE_FOLD_EVERY):
            try:
                if leads:  # profile.py: per-observation deltas into their rows, often, so reads fold few
                    self.profiles.fold_profiles()
                if time.monotonic() - last_flush < FLUSH_EVERY:
                    continue
                last_flush = time.monotonic()
                self.trust.flush_hits()  # this worker's own pending bumps
                leads = self.shared.leader.is_leader()
                if not leads:
                    continue  # Trigger: another worker leads. Why: shared rows, one writer of them. Outcome: skip.
                if self.settings.distill_enabled:
                    self.episodes.distill_due()  # sessions idle for summary_debounce_seconds (one indexed query)
                self.consolidation.maybe_consolidate()  # only when consolidation_interval_hours have passed
                if time.monotonic() - last_sweep >= MAINTENANCE_EVERY:
                    last_sweep = time.monotonic()
                    self.memories.purge_expired()
                    self.lessons.decay_lessons()
                    self.prune_event_ids()
            except Exception as exc:  # keep the timer alive; the next sweep retries
                if stopped_by(self.store, exc, "maintenance"):  # a damaged database: nothing here can succeed
                    return
                log.exception("maintenance sweep failed")

    def prune_event_ids(self) -> int:
        """Forget idempotency keys older than event_id_retention_days (0: keep them all); how many went."""
        days = self.settings.event_id_retention_days
        return self.store.prune_event_ids(self.clock() - days * 86400) if days > 0 else 0

    # -- reindex ------------------------------------------------------------------
    def reindex(self, caller=None, all: bool = False) -> dict:
        """Queue items missing a vector for the configured model (every item with `all`); the
        embedding queue (when started) works them off within seconds; health shows what is pending."""
        queue = self.searcher.queue
        if queue is None:
            return {"queued": 0, "pending": 0, "model": None}
        queued = queue.enqueue_all() if all else queue.enqueue_missing()
        return {"queued": queued, "pending": queue.pending(), "model": queue.embedder.model}

    # -- health -------------------------------------------------------------------
    def _counts(self, agent: str | None) -> dict:
        # Count by named scope (primary-key range counts) and by indexed kind: never a full table scan.
        # Isolated scope: the caller's own items only (a scan of each scope, not a range count).
        names = {KV.sessions: "sessions", KV.memories: "memories", KV.lessons: "lessons", KV.slots: "slots",
                 KV.actions: "actions", KV.relations: "relations"}
        kv = self.store.reader().kv
        counts = {name: kv.count(scope, owner=agent) for scope, name in names.items()}
        counts["observations"] = self.searcher.storage.count_listed(DocListing(kinds=("observation",), agent_id=agent))
        return counts

    def health(self, caller=None) -> dict:
        try:
            counts = self._counts(caller.read_agent if caller is not None else None)
            schema, embeddings = self.store.schema_version, self.searcher.status()
        except Exception as exc:
            if not damaged(exc):
                raise
            # Trigger: the database file is damaged. Why: health was a 500 then, when it is most needed.
            # Outcome: no figures read from it; the store refuses writes from now on and `database.damaged` says why.
            self.store.failed(exc)
            counts, schema, embeddings = None, None, {}
        llm = self.llm.status()
        # A configured part that cannot work (an optional package missing) makes the server "degraded",
        # with the reason: it still answers, with keyword search and the heuristics.
        problems = [f"{name}: {part['error']}" for name, part in (("embeddings", embeddings), ("llm", llm))
                    if part.get("available") is False and part.get("error")]
        database = self.store.info()  # `lost`: the file deleted or replaced under the server; `damaged`: found so
        problems += [f"database: {why}" for why in (database.get("lost"), database.get("damaged")) if why]
        disk = disk_status(self.settings)
        problems += [f"disk: less than {self.settings.disk_warn_mb} MB free where the data dir is"] if disk["low"] else []
        out = {"status": "degraded" if problems else "ok", "problems": problems, "version": __version__,
               "uptimeSeconds": round(time.time() - self.started, 1),
               "agentScope": self.settings.agent_scope,  # isolated: the dashboard offers the admin an agent to view
               "counts": counts,
               "database": database,  # backend, its version (and pgvector's)
               "dbBytes": self.store.db_bytes(), "dbPath": str(self.store.path or self.store.info().get("url")),
               "disk": disk,  # free space where the data dir is (WAL, backups, exports, the hook outbox)
               "encrypted": getattr(self.store, "key", None) is not None,  # AGENTMEMORY_ENCRYPTION_KEY: SQLCipher at rest
               "schemaVersion": schema,
               "embeddings": embeddings,
               "llm": llm,
               "backup": backup_status(self.settings)}
        return _own_view(out) if caller is not None and caller.own_view else out


#: Figures of the whole store: an isolated agent token gets them as null (`_own_view`).
_STORE_WIDE = {"": ("dbBytes", "dbPath"), "disk": ("freeBytes",), "embeddings": ("indexed", "pending", "lastError"),
               "llm": LLM.STORE_WIDE, "backup": ("lastAt", "lastResult", "lastError",
                                                                    "lastSuccessAt", "lastSnapshot", "target")}


def _own_view(health: dict) -> dict:
    """Health for an agent token in isolated scope. Trigger: the database size, the vector index, the LLM
    counters and the backup grow and fail with every agent's writes. Why: watching them tells one agent when
    another works (and an error may quote its text). Outcome: null; its own counts stay."""
    out = {**health, "database": {k: v for k, v in health["database"].items() if k not in ("url", "path")}}
    for part, keys in _STORE_WIDE.items():
        if part:
            out[part] = dict(out[part])
        target = out[part] if part else out
        for key in keys:
            if key in target:
                target[key] = None
    return out


def disk_status(settings) -> dict:
    """Free bytes on the data dir's filesystem and whether they are below `disk_warn_mb`: a warning (health
    degraded) while there is still room, since a full disk answers writes 503 (a backup copy needs the database's size)."""
    where = next((p for p in (settings.data_dir, *settings.data_dir.parents) if p.exists()), settings.data_dir)
    try:  # the nearest folder that exists: on PostgreSQL the data dir may not be made yet (lock, outbox, backups)
        free = shutil.disk_usage(where).free
    except OSError:  # not reachable
        free = None
    warn = settings.disk_warn_mb << 20
    return {"freeBytes": free, "warnBelowBytes": warn, "low": free is not None and free < warn}


def backup_status(settings) -> dict:
    """What the backup loop (sync/, another thread or process) last reported in its state file."""
    import json
    try:
        state = json.loads(settings.backup_state_path.read_text(encoding="utf-8"))
    except (OSError, ValueError, AttributeError):
        state = {}
    state = state if isinstance(state, dict) else {}
    return {"target": getattr(settings, "backup_target", None), "lastAt": state.get("lastAt"),
            "lastResult": state.get("lastResult"), "lastError": state.get("lastError"),
            "lastSuccessAt": state.get("lastSuccessAt"), "lastSnapshot": state.get("lastSnapshot")}
