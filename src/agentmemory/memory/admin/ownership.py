"""Whose a stored row is, and the rules for export and import under isolated agent scope.

Most rows name their agent in `agentId`; per-agent narratives (identity, facts, slots) name it in
`owner`. A row naming neither (server bookkeeping such as mem:meta) belongs to no agent: under
isolated scope it is neither exported to nor imported by an agent.
"""
from __future__ import annotations

from typing import Any

from ...errors import Forbidden
from ...search.hybrid import Searcher
from ...search.storage import DocListing
from ...store import KV, Tx
from ..common import Caller

def row_owner(value: Any) -> str | None:
    """The agent a stored value belongs to (`owner` first, then `agentId`), or None (in a query:
    `store.Query().owner(agent)`)."""
    if isinstance(value, dict):
        for name in ("owner", "agentId"):
            if isinstance(value.get(name), str):
                return value[name]
    return None


def exported(caller: Caller, value: Any) -> bool:
    """Whether `value` goes into `caller`'s export: everything, or under isolated scope its own rows only."""
    return not caller.isolated or row_owner(value) == caller.agent_id


def check_import(caller: Caller, tx: Tx, data: dict[str, dict[str, Any]], strategy: str,
                 searcher: Searcher) -> set[tuple[str, str]]:
    """Refuse an import the caller may not run; the (scope, key) rows it must leave out.

    Shared scope: only the admin may import (it can overwrite or wipe anyone's rows). Isolated scope:
    every caller imports as its agent: a row naming another agent (in `owner` or `agentId`), one whose
    readers' field (`KV.OWNER_KINDS`: `owner`, else `agentId`) does not name the caller, or one that would
    overwrite another agent's row, is refused (403, nothing written); rows of no agent, and every kind not in
    `KV.AGENT_KINDS` (document chunks, bookkeeping, shared boards), are left out.
    """
    if not caller.isolated:
        if not caller.admin:
            raise Forbidden("import needs the admin secret (or isolated agent scope, where it is per agent)")
        return set()
    left_out: set[tuple[str, str]] = set()
    for scope, items in data.items():
        kind = KV.kind_of(scope)
        for key, value in items.items():
            # Only an agent's own kinds: document chunks, bookkeeping and boards (shared: their posts follow the
            # boards' rights) are the server's, never an agent's import; a row naming no agent is nobody's.
            if kind not in KV.AGENT_KINDS or row_owner(value) is None:
                left_out.add((scope, key))
                continue
            # Every agent the row names must be the caller, and the field its readers go by must name it:
            # {"owner": B, "agentId": A} is A's memory, {"owner": null, "agentId": B} an identity of no agent.
            read_by = "owner" if kind in KV.OWNER_KINDS else "agentId"
            other = next((v for v in (value.get("owner"), value.get("agentId"))
                          if v is not None and v != caller.agent_id), None)
            if other is not None or value.get(read_by) != caller.agent_id:
                whose = f"belongs to agent {str(other)[:80]!r}" if other is not None else f"names no agent in {read_by!r}"
                raise Forbidden(f"item {scope}/{key[:80]} {whose}: this import runs as {caller.agent_id!r}",
                                field="exportData.data")
            if scope.startswith(KV.OBS_PREFIX):  # an observation goes into its session: never another agent's
                session = tx.get(KV.sessions, scope[len(KV.OBS_PREFIX):])
                if session is not None and row_owner(session) != caller.agent_id:
                    raise Forbidden(f"item {scope}/{key[:80]} would go into a session that is not this agent's",
                                    field="exportData.data")
            if strategy != "skip":
                existing = tx.get(scope, key)
                if existing is not None and row_owner(existing) != caller.agent_id:
                    raise Forbidden(f"item {scope}/{key[:80]} exists and is not this agent's to overwrite",
                                    field="exportData.data")
    _check_observation_ids(caller, tx, data, left_out, searcher)
    return left_out


def _check_observation_ids(caller: Caller, tx: Tx, data: dict[str, dict[str, Any]], left_out: set[tuple[str, str]],
                           searcher: Searcher) -> None:
    """403 for an observation whose id is another agent's observation in another session: ids are unique
    across sessions and key the search row, so the import would take over that agent's search row."""
    for scope, items in data.items():
        if not scope.startswith(KV.OBS_PREFIX):
            continue
        ids = [key for key in items if (scope, key) not in left_out]
        for start in range(0, len(ids), 500):
            listing = DocListing(kinds=("observation",), item_ids=tuple(ids[start:start + 500]))
            for _, item_id, where in searcher.storage.listed_refs(listing, tx):
                if where != scope and row_owner(tx.get(where, item_id)) != caller.agent_id:
                    raise Forbidden(f"item {scope}/{item_id[:80]} is the id of an observation of another agent",
                                    field="exportData.data")


def delete_agent_rows(tx: Tx, agent_id: str, searcher: Searcher) -> int:
    """Delete every row of one agent's memory (`KV.AGENT_KINDS`, what its import may write back), with its search
    rows and vectors (a replace import under isolated scope); its boards and posts are shared, and stay."""
    rows = [(scope, key) for scope, key in tx.kv.owned_by(agent_id) if KV.kind_of(scope) in KV.AGENT_KINDS]
    for scope, key in rows:
        tx.delete(scope, key)
    searcher.drop_agent(tx, agent_id)
    return len(rows)
