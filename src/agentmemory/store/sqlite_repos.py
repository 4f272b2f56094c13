"""The repositories (store/repositories.py) on SQLite: items are JSON rows of `kv_store(scope, key)`.

`Repositories` hands them out bound to one connection: `Tx` (the write transaction) is one, and so
is the per-thread `Reader` of `Store.reader()`; a backend subclasses it naming its own classes. The
aggregates' own methods are store/aggregates.py (shared by the backends). The fields a filter or an order names are read
with `json_extract(value,'$.field')`, the form the store's expression indexes use.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from functools import cached_property
from typing import Any, Iterable, Iterator

from . import aggregates as ag
from .aggregates import _CHUNK, bound
from .codec import dumps
from .event_ids import SqliteEventIds
from .query import SQLITE, Query, _checked, _json, tail_sql, where_sql
from .repositories import (AuditRepository, CrystalRepository, DocChunkRepository, DocFileRepository,
                           EpisodeRepository, EventIdRepository, FactRepository, ItemRepository, KvRepository,
                           LessonRepository, MemoryRepository, PendingRepository, RelationRepository,
                           SessionRepository, SourceRepository, TokenRepository, TypedRepository)
from .scopes import KV
from .tokens import SqliteTokens

PUT_ITEM = ("INSERT INTO kv_store(scope, key, value, updated_at) VALUES (?,?,?,?) "
        "ON CONFLICT(scope, key) DO UPDATE SET value=excluded.value, updated_at=excluded.updated_at")


class SqliteItems:
    """`ItemRepository`: the JSON items of one scope on one connection."""

    d = SQLITE  # the aggregates' own SQL (store/aggregates.py) is written with it

    def __init__(self, conn: sqlite3.Connection, scope: str, now: float | None = None):
        self.conn, self.scope, self.now = conn, scope, now

    def _select(self, cols: str, q: Query | None) -> sqlite3.Cursor:
        where, args = where_sql(self.scope, q)
        return self.conn.execute(f"SELECT {cols} FROM kv_store WHERE {where}{tail_sql(q, args)}", args)

    def get(self, key: str) -> Any | None:
        row = self.conn.execute("SELECT value FROM kv_store WHERE scope=? AND key=?", (self.scope, key)).fetchone()
        return json.loads(row[0]) if row else None

    def get_many(self, keys: Iterable[str]) -> dict[str, Any]:
        keys, out = list(keys), {}
        for i in range(0, len(keys), _CHUNK):
            chunk = keys[i:i + _CHUNK]
            for k, v in self.conn.execute(f"SELECT key, value FROM kv_store WHERE scope=? AND key IN "
                                          f"({','.join('?' * len(chunk))})", [self.scope, *chunk]):
                out[k] = json.loads(v)
        return out

    def put(self, key: str, value: Any) -> None:
        self.conn.execute(PUT_ITEM, (self.scope, key, dumps(value), self.now))

    def delete(self, key: str) -> bool:
        return self.conn.execute("DELETE FROM kv_store WHERE scope=? AND key=?", (self.scope, key)).rowcount > 0

    def find(self, q: Query | None = None) -> list[Any]:
        return [json.loads(r[0]) for r in self._select("value", q)]

    def items(self, q: Query | None = None) -> list[tuple[str, Any]]:
        return [(r[0], json.loads(r[1])) for r in self._select("key, value", q)]

    def keys(self, q: Query | None = None) -> list[str]:
        return [r[0] for r in self._select("key", q)]

    def first(self, q: Query) -> Any | None:
        found = self.find(replace(q, limit=1))
        return found[0] if found else None

    def fields(self, q: Query | None, *names: str) -> list[tuple]:
        return [tuple(r) for r in self._select(", ".join(_json(_checked(n)) for n in names), q)]

    def count(self, q: Query | None = None) -> int:
        where, args = where_sql(self.scope, q)
        return self.conn.execute(f"SELECT count(*) FROM kv_store WHERE {where}", args).fetchone()[0]

    def exists(self) -> bool:
        return self.conn.execute("SELECT 1 FROM kv_store WHERE scope=? LIMIT 1", (self.scope,)).fetchone() is not None

    def page(self, q: Query) -> tuple[list[Any], int]:
        return self.find(q), self.count(q)

    def scan(self) -> Iterator[tuple[str, Any]]:
        for k, v in self.conn.execute("SELECT key, value FROM kv_store WHERE scope=? ORDER BY key", (self.scope,)):
            yield k, json.loads(v)

    def key_range(self, lo: str, hi: str) -> list[tuple[str, Any]]:
        return [(k, json.loads(v)) for k, v in self.conn.execute(
            "SELECT key, value FROM kv_store WHERE scope=? AND key>=? AND key<? ORDER BY key", (self.scope, lo, hi))]

    def delete_key_range(self, lo: str, hi: str) -> int:
        return self.conn.execute("DELETE FROM kv_store WHERE scope=? AND key>=? AND key<?",
                                 (self.scope, lo, hi)).rowcount

    def delete_where(self, q: Query) -> int:
        where, args = where_sql(self.scope, q)
        return self.conn.execute(f"DELETE FROM kv_store WHERE {where}", args).rowcount


class SqliteAudit:
    """`AuditRepository` on the audit_log table."""

    def __init__(self, conn: sqlite3.Connection, now: float | None = None):
        self.conn, self.now = conn, now

    def add(self, operation: str, scope: str | None, key: str | None, detail: Any, agent_id: str | None) -> int:
        return self.conn.execute(
            "INSERT INTO audit_log(ts, agent_id, operation, scope, key, detail) VALUES (?,?,?,?,?,?)",
            (self.now, agent_id, operation, scope, key, dumps(detail) if detail is not None else None)).lastrowid

    def page(self, operation: str | None = None, agent_id: str | None = None, before: int | None = None,
             limit: int = 50) -> list[dict]:
        where, args = ["1=1"], []
        for cond, value in (("operation=?", operation), ("id<?", before), ("agent_id=?", agent_id)):
            if value:
                where.append(cond)
                args.append(value)
        rows = self.conn.execute(f"SELECT id, ts, agent_id, operation, scope, key, detail FROM audit_log "
                                 f"WHERE {' AND '.join(where)} ORDER BY id DESC LIMIT ?", args + [limit])
        return [{"id": r[0], "ts": r[1], "agentId": r[2], "operation": r[3], "scope": r[4], "key": r[5],
                 "detail": json.loads(r[6]) if r[6] else None} for r in rows]

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
            yield scope, key, json.loads(value)

    def clear(self) -> None:
        self.conn.execute("DELETE FROM kv_store")

    def owned_by(self, agent_id: str) -> list[tuple[str, str]]:
        owner = f"coalesce({_json('owner')}, {_json('agentId')})"
        return [(s, k) for s, k, o in self.conn.execute(f"SELECT scope, key, {owner} FROM kv_store") if o == agent_id]

    def count(self, scope: str, owner: str | None = None) -> int:
        return SqliteItems(self.conn, scope).count(Query().owner(owner))


class Repositories:
    """The repositories on one connection (`conn`; `now` stamps writes). A base of `Tx` and `Reader`; a
    backend names its classes (`ITEMS`, `AUDIT`, `KV`, `EVENT_IDS`, `TOKENS`), the aggregates' own
    methods (store/aggregates.py) are shared."""

    conn: Any
    now: float | None = None
    ITEMS: type = SqliteItems
    AUDIT: type = SqliteAudit
    KV: type = SqliteKv
    EVENT_IDS: type = SqliteEventIds
    TOKENS: type = SqliteTokens

    def _repo(self, mixin: type, scope: str):
        return bound(mixin, self.ITEMS)(self.conn, scope, self.now)

    # -- ingest and admin: idempotency keys, agent tokens
    @cached_property
    def event_ids(self) -> EventIdRepository:
        return self.EVENT_IDS(self.conn, self.now)

    @cached_property
    def tokens(self) -> TokenRepository:
        return self.TOKENS(self.conn, self.now)

    def items(self, scope: str) -> ItemRepository:
        """Any scope's items (caches and small scopes without an aggregate of their own)."""
        return self.ITEMS(self.conn, scope, self.now)

    def observations(self, session_id: str) -> ItemRepository:
        return self.ITEMS(self.conn, KV.obs(session_id), self.now)

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
    def pending(self) -> PendingRepository:
        return self._repo(ag.Pending, KV.pending)

    @cached_property
    def typed(self) -> TypedRepository:
        return self._repo(ag.Typed, KV.typed)

    @cached_property
    def audit_log(self) -> AuditRepository:
        return self.AUDIT(self.conn, self.now)

    @cached_property
    def kv(self) -> KvRepository:
        return self.KV(self.conn)

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
