"""The repositories (store/repositories.py) on SQLite: items are JSON rows of `kv_store(scope, key)`.

`Repositories` hands them out bound to one connection: `Tx` (the write transaction) is one, and so
is the per-thread `Reader` of `Store.reader()`. The fields a filter or an order names are read
with `json_extract(value,'$.field')`, the form the store's expression indexes use.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from functools import cached_property
from typing import Any, Iterable, Iterator

from .codec import dumps
from .event_ids import SqliteEventIds
from .query import Query, _checked, _json, tail_sql, where_sql
from .scopes import KV
from .tokens import SqliteTokens

PUT_ITEM = ("INSERT INTO kv_store(scope, key, value, updated_at) VALUES (?,?,?,?) "
        "ON CONFLICT(scope, key) DO UPDATE SET value=excluded.value, updated_at=excluded.updated_at")
_CHUNK = 400  # keys per IN (...) list: well under SQLite's parameter limit


class SqliteItems:
    """`ItemRepository`: the JSON items of one scope on one connection."""

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


class SqliteMemories(SqliteItems):
    def latest_keys(self, project: str | None, unscoped: bool, limit: int) -> list[str]:
        q = Query().latest()
        q = q.is_null("project") if unscoped else q.eq("project", project)
        return self.keys(q.order("createdTs", desc=True).page(limit))

    def expired_keys(self, now: float) -> list[str]:
        return self.keys(Query().cmp("forgetAfterTs", "<=", now))


class SqliteLessons(SqliteItems):
    def with_fingerprint(self, fingerprint: str) -> list[Any]:
        return self.find(Query().eq("fingerprint", fingerprint).not_deleted().by_key())

    def live(self, project: str | None = None, agent_id: str | None = None) -> list[Any]:
        return self.find(Query().not_deleted().eq("project", project).eq("agentId", agent_id))

    def live_keys(self) -> list[str]:
        return self.keys(Query().not_deleted())


class SqliteRelations(SqliteItems):
    def touching(self, ids: list[str]) -> list[Any]:
        return [v for i in range(0, len(ids), _CHUNK)
                for v in self.find(Query().any_in(("from", "to"), ids[i:i + _CHUNK]))]

    def delete_touching(self, ids: list[str]) -> int:
        return sum(self.delete_where(Query().any_in(("from", "to"), ids[i:i + _CHUNK]))
                   for i in range(0, len(ids), _CHUNK))

    def unchecked_contradictions(self) -> list[Any]:
        return self.find(Query().eq("type", "contradicts").is_null("checkedAt").by_key())


class SqliteSessions(SqliteItems):
    def ended_keys(self, min_observations: int, project: str | None, agent_id: str | None) -> list[str]:
        q = Query().eq("status", "ended").cmp("observationCount", ">=", min_observations, default=0)
        return self.keys(q.eq("project", project).eq("agentId", agent_id).order("startedAt", key=False))

    def recent_items(self, project: str, agent_id: str | None, limit: int) -> list[tuple[str, Any]]:
        # Walks the (scope, startedAt) index newest first and stops after `limit` matches.
        return self.items(Query().eq("project", project).eq("agentId", agent_id)
                          .order("startedAt", desc=True).page(limit))


class SqliteCrystals(SqliteItems):
    def of_session(self, session_id: str) -> Any | None:
        return self.first(Query().eq("sessionId", session_id))

    def session_ids(self) -> set[str]:
        return {r[0] for r in self.fields(None, "sessionId")}


class SqliteEpisodes(SqliteItems):
    def recent(self, project: str | None, limit: int) -> list[Any]:
        return self.find(Query().eq("project", project).order("createdTs", desc=True).page(limit))

    def of_session(self, session_id: str) -> list[Any]:
        return self.find(Query().eq("sessionId", session_id))


class SqliteFacts(SqliteItems):
    def of_owner(self, owner: str | None, project: str | None, every_project: bool) -> list[Any]:
        q = Query().eq("owner", owner or "", default="")
        return self.find(q if every_project else q.eq("project", project or "", default=""))


class SqlitePending(SqliteItems):
    def due_keys(self, cutoff: float | None, agent_id: str | None, limit: int) -> list[str]:
        where = [f"({_json('due')}=1 OR coalesce({_json('checkedTs')}, -1) < {_json('lastTs')})"]
        args: list[Any] = [self.scope]
        if cutoff is not None:
            where.append(f"({_json('due')}=1 OR {_json('lastTs')} <= ?)")
            args.append(cutoff)
        if agent_id is not None:
            where.append(f"{_json('agentId')}=?")
            args.append(agent_id)
        return [r[0] for r in self.conn.execute(
            f"SELECT key FROM kv_store WHERE scope=? AND {' AND '.join(where)} ORDER BY {_json('lastTs')} LIMIT ?",
            args + [limit])]


class SqliteTyped(SqliteItems):
    def of_type(self, type_name: str, owner: str | None, project: str | None, limit: int) -> tuple[list[Any], int]:
        q = Query().eq("type", type_name).eq("owner", owner or "", default="").eq("project", project)
        return self.page(q.order("updatedTs", desc=True, key=False).page(limit))

    def for_context(self, owner: str | None, project: str | None, limit: int) -> list[Any]:
        return self.find(Query().eq("owner", owner or "", default="").blank_or("project", project or "")
                         .order("updatedTs", desc=True).page(limit))


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
    """The repositories on one connection (`conn`; `now` stamps writes). A base of `Tx` and `Reader`."""

    conn: sqlite3.Connection
    now: float | None = None

    # -- ingest and admin: idempotency keys, agent tokens
    @cached_property
    def event_ids(self) -> SqliteEventIds:
        return SqliteEventIds(self.conn, self.now)

    @cached_property
    def tokens(self) -> SqliteTokens:
        return SqliteTokens(self.conn, self.now)

    def items(self, scope: str) -> SqliteItems:
        """Any scope's items (caches and small scopes without an aggregate of their own)."""
        return SqliteItems(self.conn, scope, self.now)

    def observations(self, session_id: str) -> SqliteItems:
        return SqliteItems(self.conn, KV.obs(session_id), self.now)

    @cached_property
    def slots(self) -> SqliteItems:
        return SqliteItems(self.conn, KV.slots, self.now)

    @cached_property
    def actions(self) -> SqliteItems:
        return SqliteItems(self.conn, KV.actions, self.now)

    @cached_property
    def summaries(self) -> SqliteItems:
        return SqliteItems(self.conn, KV.summaries, self.now)

    @cached_property
    def identity(self) -> SqliteItems:
        return SqliteItems(self.conn, KV.identity, self.now)

    @cached_property
    def profiles(self) -> SqliteItems:
        return SqliteItems(self.conn, KV.profiles, self.now)

    @cached_property
    def profile_deltas(self) -> SqliteItems:
        return SqliteItems(self.conn, KV.profile_deltas, self.now)

    @cached_property
    def sessions(self) -> SqliteSessions:
        return SqliteSessions(self.conn, KV.sessions, self.now)

    @cached_property
    def memories(self) -> SqliteMemories:
        return SqliteMemories(self.conn, KV.memories, self.now)

    @cached_property
    def lessons(self) -> SqliteLessons:
        return SqliteLessons(self.conn, KV.lessons, self.now)

    @cached_property
    def relations(self) -> SqliteRelations:
        return SqliteRelations(self.conn, KV.relations, self.now)

    @cached_property
    def crystals(self) -> SqliteCrystals:
        return SqliteCrystals(self.conn, KV.crystals, self.now)

    @cached_property
    def episodes(self) -> SqliteEpisodes:
        return SqliteEpisodes(self.conn, KV.episodes, self.now)

    @cached_property
    def facts(self) -> SqliteFacts:
        return SqliteFacts(self.conn, KV.facts, self.now)

    @cached_property
    def overrides(self) -> SqliteItems:
        return SqliteItems(self.conn, KV.overrides, self.now)

    @cached_property
    def pending(self) -> SqlitePending:
        return SqlitePending(self.conn, KV.pending, self.now)

    @cached_property
    def typed(self) -> SqliteTyped:
        return SqliteTyped(self.conn, KV.typed, self.now)

    @cached_property
    def audit_log(self) -> SqliteAudit:
        return SqliteAudit(self.conn, self.now)

    @cached_property
    def kv(self) -> SqliteKv:
        return SqliteKv(self.conn)

    # -- records (memories, lessons, slots, actions, relations, typed) --------------------------
