"""The item repositories (store/repositories.py) of both backends: `Items` (the JSON items of one
scope in `kv_store(scope, key)`) and what each aggregate adds to it.

One class serves SQLite and PostgreSQL: its statements are spelled with the backend's `Dialect`
(query.py: parameter marks, how a JSON field is read, how an item is written and read back), and
the aggregates are written on `Query` and the item methods.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable, Iterator

from .query import SQLITE, Dialect, Query, _checked, tail_sql, where_sql

_CHUNK = 400  # values per IN (...) list: well under either backend's parameter limit
_SEP, _END = "/", "0"  # "0" is the character after "/": [id + "/", id + "0") is a source's file key range


class Items:
    """`ItemRepository`: the JSON items of one scope on one connection (`now` stamps writes)."""

    def __init__(self, conn, scope: str, now: float | None = None, d: Dialect = SQLITE):
        self.conn, self.scope, self.now, self.d = conn, scope, now, d
        self._key = f"scope={d.mark} AND key={d.mark}"

    def _select(self, cols: str, q: Query | None):
        where, args = where_sql(self.scope, q, self.d)
        return self.conn.execute(f"SELECT {cols} FROM kv_store WHERE {where}{tail_sql(q, args, self.d)}", args)

    def get(self, key: str) -> Any | None:
        row = self.conn.execute(self.d.get_item, (self.scope, key)).fetchone()
        return self.d.load(row[0]) if row and row[0] is not None else None

    def get_many(self, keys: Iterable[str]) -> dict[str, Any]:
        keys, out, m = list(keys), {}, self.d.mark
        for i in range(0, len(keys), _CHUNK):
            chunk = keys[i:i + _CHUNK]
            for k, v in self.conn.execute(f"SELECT key, value FROM kv_store WHERE scope={m} AND key IN "
                                          f"({self.d.marks(len(chunk))})", [self.scope, *chunk]):
                out[k] = self.d.load(v)
        return out

    def put(self, key: str, value: Any) -> None:
        self.conn.execute(self.d.put_item, (self.scope, key, self.d.encode(value), self.now))

    def delete(self, key: str) -> bool:
        return self.conn.execute(f"DELETE FROM kv_store WHERE {self._key}", (self.scope, key)).rowcount > 0

    def delete_keys(self, keys: Iterable[str]) -> int:
        keys, n, m = list(keys), 0, self.d.mark
        for i in range(0, len(keys), _CHUNK):
            chunk = keys[i:i + _CHUNK]
            n += self.conn.execute(f"DELETE FROM kv_store WHERE scope={m} AND key IN ({self.d.marks(len(chunk))})",
                                   [self.scope, *chunk]).rowcount
        return n

    def find(self, q: Query | None = None) -> list[Any]:
        return [self.d.load(r[0]) for r in self._select("value", q)]

    def items(self, q: Query | None = None) -> list[tuple[str, Any]]:
        return [(r[0], self.d.load(r[1])) for r in self._select("key, value", q)]

    def keys(self, q: Query | None = None) -> list[str]:
        return [r[0] for r in self._select("key", q)]

    def first(self, q: Query) -> Any | None:
        found = self.find(replace(q, limit=1))
        return found[0] if found else None

    def fields(self, q: Query | None, *names: str) -> list[tuple]:
        return [tuple(r) for r in self._select(", ".join(self.d.field(_checked(n)) for n in names), q)]

    def count(self, q: Query | None = None) -> int:
        where, args = where_sql(self.scope, q, self.d)
        return self.conn.execute(f"SELECT count(*) FROM kv_store WHERE {where}", args).fetchone()[0]

    def exists(self) -> bool:
        return self.conn.execute(f"SELECT 1 FROM kv_store WHERE scope={self.d.mark} LIMIT 1",
                                 (self.scope,)).fetchone() is not None

    def page(self, q: Query) -> tuple[list[Any], int]:
        return self.find(q), self.count(q)

    def scan(self) -> Iterator[tuple[str, Any]]:
        for k, v in self.conn.execute(f"SELECT key, value FROM kv_store WHERE scope={self.d.mark} ORDER BY key",
                                      (self.scope,)):
            yield k, self.d.load(v)

    def _range(self, verb: str, lo: str, hi: str):
        m = self.d.mark
        return self.conn.execute(f"{verb} FROM kv_store WHERE scope={m} AND key>={m} AND key<{m}"
                                 + (" ORDER BY key" if verb.startswith("SELECT") else ""), (self.scope, lo, hi))

    def key_range(self, lo: str, hi: str) -> list[tuple[str, Any]]:
        return [(k, self.d.load(v)) for k, v in self._range("SELECT key, value", lo, hi)]

    def delete_key_range(self, lo: str, hi: str) -> int:
        return self._range("DELETE", lo, hi).rowcount

    def delete_where(self, q: Query) -> int:
        where, args = where_sql(self.scope, q, self.d)
        return self.conn.execute(f"DELETE FROM kv_store WHERE {where}", args).rowcount


class Memories(Items):
    def latest_keys(self, project: str | None, unscoped: bool, limit: int) -> list[str]:
        q = Query().latest()
        q = q.is_null("project") if unscoped else q.eq("project", project)
        return self.keys(q.order("createdTs", desc=True).page(limit))

    def expired_keys(self, now: float) -> list[str]:
        return self.keys(Query().cmp("forgetAfterTs", "<=", now))


class Lessons(Items):
    def with_fingerprint(self, fingerprint: str) -> list[Any]:
        return self.find(Query().eq("fingerprint", fingerprint).not_deleted().by_key())

    def live(self, project: str | None = None, agent_id: str | None = None) -> list[Any]:
        return self.find(Query().not_deleted().eq("project", project).eq("agentId", agent_id))

    def live_keys(self) -> list[str]:
        return self.keys(Query().not_deleted())


class Relations(Items):
    def touching(self, ids: list[str]) -> list[Any]:
        return [v for i in range(0, len(ids), _CHUNK)
                for v in self.find(Query().any_in(("from", "to"), ids[i:i + _CHUNK]))]

    def delete_touching(self, ids: list[str]) -> int:
        return sum(self.delete_where(Query().any_in(("from", "to"), ids[i:i + _CHUNK]))
                   for i in range(0, len(ids), _CHUNK))

    def unchecked_contradictions(self) -> list[Any]:
        return self.find(Query().eq("type", "contradicts").is_null("checkedAt").by_key())


class Sessions(Items):
    def ended_keys(self, min_observations: int, project: str | None, agent_id: str | None) -> list[str]:
        q = Query().eq("status", "ended").cmp("observationCount", ">=", min_observations, default=0)
        return self.keys(q.eq("project", project).eq("agentId", agent_id).order("startedAt", key=False))

    def recent_items(self, project: str, agent_id: str | None, limit: int) -> list[tuple[str, Any]]:
        # Walks the (scope, startedAt) index newest first and stops after `limit` matches.
        return self.items(Query().eq("project", project).eq("agentId", agent_id)
                          .order("startedAt", desc=True).page(limit))


class Crystals(Items):
    def of_session(self, session_id: str) -> Any | None:
        return self.first(Query().eq("sessionId", session_id))

    def session_ids(self) -> set[str]:
        return {r[0] for r in self.fields(None, "sessionId")}


class Episodes(Items):
    def recent(self, project: str | None, limit: int, agent_id: str | None = None) -> list[Any]:
        return self.find(Query().eq("project", project).eq("agentId", agent_id).order("createdTs", desc=True)
                         .page(limit))

    def of_session(self, session_id: str) -> list[Any]:
        return self.find(Query().eq("sessionId", session_id))


class Facts(Items):
    def of_owner(self, owner: str | None, project: str | None, every_project: bool) -> list[Any]:
        q = Query().eq("owner", owner or "", default="")
        return self.find(q if every_project else q.eq("project", project or "", default=""))


class Pending(Items):
    def due_keys(self, cutoff: float | None, agent_id: str | None, limit: int) -> list[str]:
        d = self.d
        f, m = d.field, d.mark
        where = [f"({f('due')}={m} OR coalesce({f('checkedTs')}, {m}) < {f('lastTs')})"]
        args: list[Any] = [self.scope, d.param(1), d.param(-1)]
        if cutoff is not None:
            where.append(f"({f('due')}={m} OR {f('lastTs')} <= {m})")
            args += [d.param(1), d.param(cutoff)]
        if agent_id is not None:
            where.append(f"{f('agentId')}={m}")
            args.append(d.param(agent_id))
        return [r[0] for r in self.conn.execute(
            f"SELECT key FROM kv_store WHERE scope={m} AND {' AND '.join(where)} "
            f"ORDER BY {d.order(f('lastTs'), False)} LIMIT {m}", args + [limit])]


class Typed(Items):
    def of_type(self, type_name: str, owner: str | None, project: str | None, limit: int) -> tuple[list[Any], int]:
        q = Query().eq("type", type_name).eq("owner", owner or "", default="").eq("project", project)
        return self.page(q.order("updatedTs", desc=True, key=False).page(limit))

    def for_context(self, owner: str | None, project: str | None, limit: int) -> list[Any]:
        return self.find(Query().eq("owner", owner or "", default="").blank_or("project", project or "")
                         .order("updatedTs", desc=True).page(limit))


# -- document folders: files are keyed `<source id>/<relative path>`, so one source's files are one key range
class Sources(Items):
    def with_path(self, path: str) -> Any | None:
        return self.first(Query().eq("path", path))

    def all_sources(self) -> list[Any]:
        return self.find(Query().order("createdTs", key=False))


class DocFiles(Items):
    def of_source(self, source_id: str) -> dict[str, Any]:
        lo = source_id + _SEP
        return {k[len(lo):]: v for k, v in self.key_range(lo, source_id + _END)}

    def get_file(self, source_id: str, rel_path: str) -> Any | None:
        return self.get(source_id + _SEP + rel_path)

    def put_file(self, source_id: str, rel_path: str, row: Any) -> None:
        self.put(source_id + _SEP + rel_path, row)

    def delete_file(self, source_id: str, rel_path: str) -> bool:
        return self.delete(source_id + _SEP + rel_path)


class DocChunks(Items):
    def delete_many(self, chunk_ids: list[str]) -> int:
        return sum(self.delete(i) for i in chunk_ids)
