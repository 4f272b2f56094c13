"""What each aggregate adds to the shared item methods (store/repositories.py), for every backend.

Each class here is a mixin over a backend's items class (`SqliteItems`, `PgItems`): it is written
with `Query` and the item methods only, so one definition serves both backends; `Repositories`
binds it to the backend's class (`bound`).
"""
from __future__ import annotations

from functools import cache
from typing import Any

from .query import Query

_CHUNK = 400  # values per IN (...) list: well under either backend's parameter limit
_SEP, _END = "/", "0"  # "0" is the character after "/": [id + "/", id + "0") is a source's file key range


@cache
def bound(mixin: type, items: type) -> type:
    """The repository class of `mixin` on a backend's `items` class (one class per pair)."""
    return type(mixin.__name__ + "On" + items.__name__, (mixin, items), {})


class Memories:
    def latest_keys(self, project: str | None, unscoped: bool, limit: int) -> list[str]:
        q = Query().latest()
        q = q.is_null("project") if unscoped else q.eq("project", project)
        return self.keys(q.order("createdTs", desc=True).page(limit))

    def expired_keys(self, now: float) -> list[str]:
        return self.keys(Query().cmp("forgetAfterTs", "<=", now))


class Lessons:
    def with_fingerprint(self, fingerprint: str) -> list[Any]:
        return self.find(Query().eq("fingerprint", fingerprint).not_deleted().by_key())

    def live(self, project: str | None = None, agent_id: str | None = None) -> list[Any]:
        return self.find(Query().not_deleted().eq("project", project).eq("agentId", agent_id))

    def live_keys(self) -> list[str]:
        return self.keys(Query().not_deleted())


class Relations:
    def touching(self, ids: list[str]) -> list[Any]:
        return [v for i in range(0, len(ids), _CHUNK)
                for v in self.find(Query().any_in(("from", "to"), ids[i:i + _CHUNK]))]

    def delete_touching(self, ids: list[str]) -> int:
        return sum(self.delete_where(Query().any_in(("from", "to"), ids[i:i + _CHUNK]))
                   for i in range(0, len(ids), _CHUNK))

    def unchecked_contradictions(self) -> list[Any]:
        return self.find(Query().eq("type", "contradicts").is_null("checkedAt").by_key())


class Sessions:
    def ended_keys(self, min_observations: int, project: str | None, agent_id: str | None) -> list[str]:
        q = Query().eq("status", "ended").cmp("observationCount", ">=", min_observations, default=0)
        return self.keys(q.eq("project", project).eq("agentId", agent_id).order("startedAt", key=False))

    def recent_items(self, project: str, agent_id: str | None, limit: int) -> list[tuple[str, Any]]:
        # Walks the (scope, startedAt) index newest first and stops after `limit` matches.
        return self.items(Query().eq("project", project).eq("agentId", agent_id)
                          .order("startedAt", desc=True).page(limit))


class Crystals:
    def of_session(self, session_id: str) -> Any | None:
        return self.first(Query().eq("sessionId", session_id))

    def session_ids(self) -> set[str]:
        return {r[0] for r in self.fields(None, "sessionId")}


class Episodes:
    def recent(self, project: str | None, limit: int) -> list[Any]:
        return self.find(Query().eq("project", project).order("createdTs", desc=True).page(limit))

    def of_session(self, session_id: str) -> list[Any]:
        return self.find(Query().eq("sessionId", session_id))


class Facts:
    def of_owner(self, owner: str | None, project: str | None, every_project: bool) -> list[Any]:
        q = Query().eq("owner", owner or "", default="")
        return self.find(q if every_project else q.eq("project", project or "", default=""))


class Pending:
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


class Typed:
    def of_type(self, type_name: str, owner: str | None, project: str | None, limit: int) -> tuple[list[Any], int]:
        q = Query().eq("type", type_name).eq("owner", owner or "", default="").eq("project", project)
        return self.page(q.order("updatedTs", desc=True, key=False).page(limit))

    def for_context(self, owner: str | None, project: str | None, limit: int) -> list[Any]:
        return self.find(Query().eq("owner", owner or "", default="").blank_or("project", project or "")
                         .order("updatedTs", desc=True).page(limit))


# -- document folders: files are keyed `<source id>/<relative path>`, so one source's files are one key range
class Sources:
    def with_path(self, path: str) -> Any | None:
        return self.first(Query().eq("path", path))

    def all_sources(self) -> list[Any]:
        return self.find(Query().order("createdTs", key=False))


class DocFiles:
    def of_source(self, source_id: str) -> dict[str, Any]:
        lo = source_id + _SEP
        return {k[len(lo):]: v for k, v in self.key_range(lo, source_id + _END)}

    def get_file(self, source_id: str, rel_path: str) -> Any | None:
        return self.get(source_id + _SEP + rel_path)

    def put_file(self, source_id: str, rel_path: str, row: Any) -> None:
        self.put(source_id + _SEP + rel_path, row)

    def delete_file(self, source_id: str, rel_path: str) -> bool:
        return self.delete(source_id + _SEP + rel_path)


class DocChunks:
    def delete_many(self, chunk_ids: list[str]) -> int:
        return sum(self.delete(i) for i in chunk_ids)
