"""The Memory view's server side: agents with their counts, and Clear.

`agents` lists every agent that wrote something (or holds a token) with its observations,
memories, facts, episodes and when it was last seen; a token-bound caller, or the admin naming an
agent, sees only that agent's row. `clear` removes memory data: sessions, observations, memories, lessons, episodes,
facts, identity, crystals, summaries, typed records, relations, actions, profiles and pending
distillation, with their search rows and vectors; the default slots are emptied, other slots
deleted. It keeps what is not memory: registered document folders and their chunks, server
bookkeeping (mem:meta), shared boards with their posts, agent tokens and the audit log (where the
clear itself is recorded).
The whole store is cleared only by the admin in shared scope naming no agent; otherwise only
the caller's agent's rows (and identity narratives quoting its facts) go. Backups are untouched.
"""
from __future__ import annotations

from typing import Any

from ...store import KV, Tx
from ..base import Service
from ..common import Caller, iso
from ..records.slots import DEFAULT_SLOTS
from .ownership import row_owner

# What Clear removes: the agents' memory (KV.AGENT_KINDS) and the observe dedup cache; the rest is not memory
# (document folders, bookkeeping) or not one agent's (boards and every post on them: shared, see Boards.delete).
CLEARED = KV.AGENT_KINDS | {KV.dedup}
INDEXED = {"mem:obs": "observation", KV.memories: "memory", KV.lessons: "lesson", KV.crystals: "crystal",
           KV.episodes: "episode", KV.facts: "fact", KV.typed: "typed"}  # scope kind -> search kind
COUNTED = {"observation": "observations", "memory": "memories", "episode": "episodes"}
CONFIRM = "CLEAR"  # what the input model requires in `confirm`
_SEP = "\x1f"  # profile delta keys: project SEP agent SEP order (admin/profile.py)


class Overview(Service):
    def agents(self, caller: Caller) -> dict:
        """Agents with their counts, most recently seen first. The admin naming no agent lists every one, in
        isolated scope too (it may act as any: the dashboard offers them); a token or a named agent its own."""
        only = caller.agent_id if (caller.fixed or caller.named or not caller.admin) else None
        rows: dict[str, dict[str, Any]] = {}

        def row(agent: str) -> dict:
            return rows.setdefault(agent, {"agentId": agent, "observations": 0, "memories": 0, "facts": 0,
                                           "episodes": 0, "lastSeenTs": None})

        for agent, kind, n, ts in self.searcher.storage.agent_counts(only):
            if not agent:
                continue
            r = row(agent)
            if kind in COUNTED:
                r[COUNTED[kind]] += n
            if ts is not None and (r["lastSeenTs"] is None or ts > r["lastSeenTs"]):
                r["lastSeenTs"] = ts
        reader = self.store.reader()
        for fact in reader.facts.find():
            agent = fact.get("agentId") if isinstance(fact, dict) else None
            if isinstance(agent, str) and (only is None or agent == only):
                row(agent)["facts"] += 1
        for token in reader.tokens.all() if only is None else []:
            if token[4] is None:  # an active token: its agent can be named even before it writes
                row(token[1])
        if only is not None:
            row(only)
        out = sorted(rows.values(), key=lambda r: (-(r["lastSeenTs"] or 0), r["agentId"]))
        for r in out:
            r["lastSeen"] = iso(r.pop("lastSeenTs"))
        return {"agents": out, "total": len(out)}

    def clear(self, caller: Caller, confirm: str, agentId: str | None = None) -> dict:
        """Clear memory data (the whole store, or one agent's); `confirm` is checked by the input model."""
        whole = caller.admin and not caller.isolated and not caller.fixed and agentId is None
        agent = None if whole else caller.agent_id
        with self.store.write(caller.agent_id) as tx:
            removed = self._clear_rows(tx, agent)
            tx.event_ids.forget(agent)  # a replayed write after the clear is written again, not answered with a gone id
            tx.audit("memory.clear", None, None, {"agentId": agent, "whole": whole, "removed": removed})
            # every count may have changed (viewer/broadcast.py); cached recall answers go (Recall.on_commit)
            tx.emit("store.reset", {"agentId": agent})
        return {"cleared": True, "whole": whole, "agentId": agent, "removed": removed,
                "total": sum(removed.values())}

    def _clear_rows(self, tx: Tx, agent: str | None) -> dict[str, int]:
        """Delete (or, for default slots, empty) the rows of `agent` (None: every agent); counts per scope kind."""
        removed: dict[str, int] = {}
        facts: set[str] = set()
        identities: list[tuple[str, Any]] = []
        for scope, key, value in list(tx.kv.all_rows()):
            kind = KV.kind_of(scope)
            if kind not in CLEARED:
                continue
            if scope == KV.identity and agent is not None and row_owner(value) is None:
                identities.append((key, value))  # shared narratives: dropped below if they quote its facts
                continue
            if agent is not None and _agent_of(scope, key, value) != agent:
                continue
            if scope == KV.slots and isinstance(value, dict) and value.get("label") in DEFAULT_SLOTS:
                if value.get("content"):
                    tx.put(scope, key, {**value, "content": "", "version": int(value.get("version") or 1) + 1})
                    removed[kind] = removed.get(kind, 0) + 1
                continue
            if scope == KV.facts:
                facts.add(key)
            tx.delete(scope, key)
            if kind in INDEXED:
                self.searcher.drop(tx, INDEXED[kind], key)
            removed[kind] = removed.get(kind, 0) + 1
        for key, value in identities:
            if isinstance(value, dict) and facts.intersection(value.get("factIds") or []):
                tx.delete(KV.identity, key)
                removed[KV.identity] = removed.get(KV.identity, 0) + 1
        return {k.removeprefix("mem:"): n for k, n in sorted(removed.items())}


def _agent_of(scope: str, key: str, value: Any) -> str | None:
    """The agent a row belongs to (profile deltas name it in their key)."""
    if scope == KV.profile_deltas:
        parts = key.split(_SEP)
        return parts[1] or None if len(parts) > 2 else None
    return row_owner(value)
