"""The storage interface: one `typing.Protocol` per aggregate, which a backend implements.

Every aggregate is a set of JSON items keyed by id within a scope (store/scopes.py). The shared
methods are `ItemRepository`'s (get, put, delete, find by a `Query`, count, page); each aggregate
adds the few reads its domain needs, named for what they return. Writes only work on a
transaction's repositories (`tx.memories`); reads on either (`store.reader().memories`).
The SQLite implementation is store/sqlite_repos.py.
"""
from __future__ import annotations

from typing import Any, Iterable, Iterator, Protocol

from .query import Query


class ItemRepository(Protocol):
    """The JSON items of one scope."""

    def get(self, key: str) -> Any | None: ...

    def get_many(self, keys: Iterable[str]) -> dict[str, Any]: ...

    def put(self, key: str, value: Any) -> None: ...

    def delete(self, key: str) -> bool: ...

    def delete_keys(self, keys: Iterable[str]) -> int:
        """Delete exactly these keys (not a range: a concurrent writer's new key in between stays)."""

    def find(self, q: Query | None = None) -> list[Any]:
        """Values matching `q`, in its order (no order: unspecified)."""

    def items(self, q: Query | None = None) -> list[tuple[str, Any]]:
        """(key, value) pairs matching `q`."""

    def keys(self, q: Query | None = None) -> list[str]: ...

    def first(self, q: Query) -> Any | None: ...

    def fields(self, q: Query | None, *names: str) -> list[tuple]:
        """The named top-level fields of each matching item (no whole value decoded)."""

    def count(self, q: Query | None = None) -> int: ...

    def exists(self) -> bool:
        """Whether the scope holds any item."""

    def page(self, q: Query) -> tuple[list[Any], int]:
        """A page of values (the query's limit/offset) and how many match in all."""

    def scan(self) -> Iterator[tuple[str, Any]]:
        """Every (key, value), in key order."""

    def key_range(self, lo: str, hi: str) -> list[tuple[str, Any]]:
        """(key, value) with lo <= key < hi, in key order (keys built as prefix + separator)."""

    def delete_key_range(self, lo: str, hi: str) -> int: ...

    def delete_where(self, q: Query) -> int: ...


class MemoryRepository(ItemRepository, Protocol):
    def latest_keys(self, project: str | None, unscoped: bool, limit: int) -> list[str]:
        """Ids of the newest latest-version memories (of `project`; with `unscoped`, of none)."""

    def expired_keys(self, now: float) -> list[str]: ...


class LessonRepository(ItemRepository, Protocol):
    def with_fingerprint(self, fingerprint: str) -> list[Any]:
        """Live lessons with this fingerprint, in key order."""

    def live(self, project: str | None = None, agent_id: str | None = None) -> list[Any]: ...

    def live_keys(self) -> list[str]: ...


class RelationRepository(ItemRepository, Protocol):
    def touching(self, ids: list[str]) -> list[Any]:
        """Relations whose `from` or `to` is one of `ids`."""

    def delete_touching(self, ids: list[str]) -> int: ...

    def unchecked_contradictions(self) -> list[Any]: ...


class SessionRepository(ItemRepository, Protocol):
    def ended_keys(self, min_observations: int, project: str | None, agent_id: str | None) -> list[str]:
        """Ended sessions with at least `min_observations`, oldest start first."""

    def recent_items(self, project: str, agent_id: str | None, limit: int) -> list[tuple[str, Any]]:
        """(key, session) of a project, newest start first."""


class CrystalRepository(ItemRepository, Protocol):
    def of_session(self, session_id: str) -> Any | None: ...

    def session_ids(self) -> set[str]: ...


class EpisodeRepository(ItemRepository, Protocol):
    def recent(self, project: str | None, limit: int, agent_id: str | None = None) -> list[Any]:
        """The newest episodes of a project (None: every project), of one agent when `agent_id` is given."""

    def of_session(self, session_id: str) -> list[Any]: ...


class FactRepository(ItemRepository, Protocol):
    def of_owner(self, owner: str | None, project: str | None, every_project: bool) -> list[Any]: ...


class PendingRepository(ItemRepository, Protocol):
    def due_keys(self, cutoff: float | None, agent_id: str | None, limit: int) -> list[str]:
        """Sessions with undistilled turns: due, or idle since `cutoff` (None: any age), oldest first."""


class TypedRepository(ItemRepository, Protocol):
    def of_type(self, type_name: str, owner: str | None, project: str | None, limit: int) -> tuple[list[Any], int]:
        """Newest-updated items of a type and owner (and project), and how many there are."""

    def for_context(self, owner: str | None, project: str | None, limit: int) -> list[Any]: ...


class AuditRepository(Protocol):
    def add(self, operation: str, scope: str | None, key: str | None, detail: Any, agent_id: str | None) -> int: ...

    def page(self, operation: str | None = None, agent_id: str | None = None, before: int | None = None,
             limit: int = 50, unowned: bool = False) -> list[dict]:
        """Rows (id, ts, agentId, operation, scope, key, detail) newest first; `before`: ids below it; `agent_id`:
        that agent's rows, and with `unowned` the rows of no agent too."""

    def prune(self, before: float, prefixes: tuple[str, ...]) -> int:
        """Delete rows older than `before` whose operation starts with one of `prefixes`."""


class KvRepository(Protocol):
    """The whole store at once (export, replace import, health)."""

    def all_rows(self) -> Iterator[tuple[str, str, Any]]:
        """(scope, key, value) of every item, ordered by scope then key."""

    def clear(self) -> None: ...

    def owned_by(self, agent_id: str) -> list[tuple[str, str]]:
        """(scope, key) of every item whose owner (owner, else agentId) is `agent_id`."""

    def count(self, scope: str, owner: str | None = None) -> int: ...


# -- ingest and admin: idempotency keys, agent tokens ----------------------------------------------
class EventIdRepository(Protocol):
    """Idempotency keys (store/event_ids.py `scoped` builds them) and the first answer of each."""

    def seen(self, event_id: str) -> dict | None:
        """The answer the first write with this key gave, or None when the key is new."""

    def record(self, event_id: str, op: str, result: Any) -> None:
        """Remember the key with its answer, inside the write's own transaction."""

    def put(self, event_id: str, op: str, result: Any) -> None:
        """Store the key's state (an `Idempotency-Key` reservation or its answer), replacing what it held."""

    def drop(self, event_id: str) -> None:
        """Forget one key (a reservation released: the request wrote nothing)."""

    def mark_written(self, event_id: str, token: str) -> bool:
        """Mark the reservation `token` holds written (event_ids.fence); False when another request holds the key."""

    def forget(self, owner: str | None) -> int:
        """Drop the keys of `owner`'s writes (`scoped`'s owner part; None: every key); how many went."""

    def prune(self, before: float) -> int:
        """Drop the keys recorded before `before`; how many went."""


class TokenRepository(Protocol):
    """Agent tokens, stored by hash; a row is (id, agent_id, role, created_at, revoked_at[, token_hash])."""

    def insert(self, token_id: str, token_hash: str, agent_id: str, role: str) -> None: ...

    def by_hash(self, token_hash: str) -> tuple | None: ...

    def all(self) -> list[tuple]:
        """Every token without its hash, oldest first."""

    def revoke(self, token_id: str) -> tuple | None:
        """Mark it revoked (once); the row as it was before, or None when there is no such token."""


# -- document folders: a source is a registered folder; each indexed file has a row (content hash, size,
# mtime, its chunk ids); each chunk is an item (text, path, line range). On SQLite: store/sqlite_sources.py.
class SourceRepository(ItemRepository, Protocol):
    def with_path(self, path: str) -> Any | None:
        """The source registered for this resolved folder path, if any."""

    def all_sources(self) -> list[Any]:
        """Every source, oldest first."""


class DocFileRepository(ItemRepository, Protocol):
    def of_source(self, source_id: str) -> dict[str, Any]:
        """The source's file rows by relative path."""

    def get_file(self, source_id: str, rel_path: str) -> Any | None: ...

    def put_file(self, source_id: str, rel_path: str, row: Any) -> None: ...

    def delete_file(self, source_id: str, rel_path: str) -> bool: ...


class DocChunkRepository(ItemRepository, Protocol):
    def delete_many(self, chunk_ids: list[str]) -> int: ...


class Events(list):
    """A commit's events, `(name, payload)` pairs; `agents[i]` is the agent that wrote event i
    (the live viewer of an isolated agent receives only its own)."""

    def __init__(self):
        super().__init__()
        self.agents: list[str | None] = []


class StoreUnavailable(RuntimeError):
    """The database cannot be used (unreachable, refused, missing an extension): one line naming the problem."""


class StoreClosed(StoreUnavailable):
    """The store is closed (the server is stopping, a request still in flight): a 503 the client may send again."""
