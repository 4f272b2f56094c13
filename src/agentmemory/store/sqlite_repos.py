"""The repositories (store/repositories.py) bound to one connection: `Repositories`, the base of `Tx`
(store/db.py) and `Reader`. The item repositories are store/aggregates.py (one class for both
backends, spelled with the backend's `Dialect`); the audit log and the whole-store view are SQLite's
here and PostgreSQL's in postgres/repos.py. A `Backend` names which a connection uses.
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Iterator

from . import aggregates as ag
from .aggregates import Items
from .codec import dumps, loads
from .event_ids import SqliteEventIds
from .query import SQLITE, Dialect, Query, _json
from .repositories import (AuditRepository, CrystalRepository, DocChunkRepository, DocFileRepository,
                           EpisodeRepository, EventIdRepository, FactRepository, ItemRepository, KvRepository,
                           LessonRepository, MemoryRepository, PendingRepository, RelationRepository,
                           SessionRepository, SourceRepository, TokenRepository, TypedRepository)
from .scopes import KV
from .tokens import SqliteTokens

PUT_ITEM = SQLITE.put_item
SqliteItems = Items  # the name older callers know


class SqliteAudit:
    """`AuditRepository` on the audit_log table."""

    def __init__(self, conn: sqlite3.Connection, now: float | None = None):
        self.conn, self.now = conn, now

    def add(self, operation: str, scope: str | None, key: str | None, detail: Any, agent_id: str | None) -> int:
        return self.conn.execute(
            "INSERT INTO audit_log(ts, agent_id, operation, scope, key, detail) VALUES (?,?,?,?,?,?)",
            (self.now, agent_id, operation, scope, key, dumps(detail) if detail is not None else None)).lastrowid

    def page(self, operation: str | None = None, agent_id: str | None = None, before: int | None = None,
             limit: int = 50, unowned: bool = False) -> list[dict]:
        where, args = ["1=1"], []
        agent = "(agent_id=? OR agent_id IS NULL)" if unowned else "agent_id=?"
        for cond, value in (("operation=?", operation), ("id<?", before), (agent, agent_id)):
            if value:
                where.append(cond)
                args.append(value)
        rows = self.conn.execute(f"SELECT id, ts, agent_id, operation, scope, key, detail FROM audit_log "
                                 f"WHERE {' AND '.join(where)} ORDER BY id DESC LIMIT ?", args + [limit])
        return [{"id": r[0], "ts": r[1], "agentId": r[2], "operation": r[3], "scope": r[4], "key": r[5],
                 "detail": loads(r[6]) if r[6] else None} for r in rows]

    def prune(self, before: float, prefixes: tuple[str, ...]) -> int:
        likes = " OR ".join("operation LIKE ?" for _ in prefixes)
        return self.conn.execute(f"DELETE FROM audit_log WHERE ts < ? AND ({likes})",
                                 [before, *(p + "%" for p in prefixes)]).rowcount


class SqliteKv:
    """`KvRepository`: every scope at once."""

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def all_rows(self) -> Iterator[tuple[str, str, Any]]:
        for scope, key, value in self.conn.execute("SELECT scope, key, value FROM kv_store ORDER BY scope, key"):
            yield scope, key, loads(value)

    def clear(self) -> None:
        self.conn.execute("DELETE FROM kv_store")

    def owned_by(self, agent_id: str) -> list[tuple[str, str]]:
        owner = f"coalesce({_json('owner')}, {_json('agentId')})"
        return [(s, k) for s, k, o in self.conn.execute(f"SELECT scope, key, {owner} FROM kv_store") if o == agent_id]

    def count(self, scope: str, owner: str | None = None) -> int:
        return Items(self.conn, scope).count(Query().owner(owner))


@dataclass(frozen=True)
class Backend:
    """What a backend's connection is read and written with: its dialect and the classes of the
    repositories that are not items."""
    dialect: Dialect
    audit: type
    kv: type
    event_ids: type
    tokens: type


SQLITE_BACKEND = Backend(SQLITE, SqliteAudit, SqliteKv, SqliteEventIds, SqliteTokens)


class Repositories:
    """The repositories on one connection (`conn`; `now` stamps writes; `backend` says how to spell
    them). A base of `Tx` and `Reader`."""

    conn: Any
    now: float | None = None
    backend: Backend = SQLITE_BACKEND

    def _repo(self, cls: type, scope: str):
        return cls(self.conn, scope, self.now, self.backend.dialect)

    # -- ingest and admin: idempotency keys, agent tokens
    @cached_property
    def event_ids(self) -> EventIdRepository:
        return self.backend.event_ids(self.conn, self.now)

    @cached_property
    def tokens(self) -> TokenRepository:
        return self.backend.tokens(self.conn, self.now)

    def items(self, scope: str) -> ItemRepository:
        """Any scope's items (caches and small scopes without an aggregate of their own)."""
        return self._repo(Items, scope)

    def observations(self, session_id: str) -> ItemRepository:
        return self._repo(Items, KV.obs(session_id))

    @cached_property
    def slots(self) -> ItemRepository:
        return self.items(KV.slots)

    @cached_property
    def actions(self) -> ItemRepository:
        return self.items(KV.actions)

    @cached_property
    def summaries(self) -> ItemRepository:
        return self.items(KV.summaries)

    @cached_property
    def identity(self) -> ItemRepository:
        return self.items(KV.identity)

    @cached_property
    def profiles(self) -> ItemRepository:
        return self.items(KV.profiles)

    @cached_property
    def profile_deltas(self) -> ItemRepository:
        return self.items(KV.profile_deltas)

    @cached_property
    def sessions(self) -> SessionRepository:
        return self._repo(ag.Sessions, KV.sessions)

    @cached_property
    def memories(self) -> MemoryRepository:
        return self._repo(ag.Memories, KV.memories)

    @cached_property
    def lessons(self) -> LessonRepository:
        return self._repo(ag.Lessons, KV.lessons)

    @cached_property
    def relations(self) -> RelationRepository:
        return self._repo(ag.Relations, KV.relations)

    @cached_property
    def crystals(self) -> CrystalRepository:
        return self._repo(ag.Crystals, KV.crystals)

    @cached_property
    def episodes(self) -> EpisodeRepository:
        return self._repo(ag.Episodes, KV.episodes)

    @cached_property
    def facts(self) -> FactRepository:
        return self._repo(ag.Facts, KV.facts)

    @cached_property
    def overrides(self) -> ItemRepository:
        return self.items(KV.overrides)

    @cached_property
    def pending(self) -> PendingRepository:
        return self._repo(ag.Pending, KV.pending)

    @cached_property
    def typed(self) -> TypedRepository:
        return self._repo(ag.Typed, KV.typed)

    @cached_property
    def audit_log(self) -> AuditRepository:
        return self.backend.audit(self.conn, self.now)

    @cached_property
    def kv(self) -> KvRepository:
        return self.backend.kv(self.conn)

    # -- document folders: sources, their files, their chunks
    @cached_property
    def sources(self) -> SourceRepository:
        return self._repo(ag.Sources, KV.sources)

    @cached_property
    def doc_files(self) -> DocFileRepository:
        return self._repo(ag.DocFiles, KV.doc_files)

    @cached_property
    def doc_chunks(self) -> DocChunkRepository:
        return self._repo(ag.DocChunks, KV.docs)


DocRepositories = Repositories  # the name store/db.py and older callers know


class Reader(Repositories):
    """The repositories on one thread's reader connection (`Store.reader()`): reads only."""

    def __init__(self, conn, backend: Backend = SQLITE_BACKEND):
        self.conn, self.backend = conn, backend
