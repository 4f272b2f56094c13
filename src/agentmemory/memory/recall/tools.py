"""Composite operations for generic agents: one `memory` tool and one `search_memory` tool.

Some MCP hosts and agent frameworks work best with very few tools. These two
ops bundle the common verbs behind an `action` / `scope` argument and only
dispatch to the ordinary service methods, so they never hold logic of their
own that could drift from the single-purpose ops.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...search.text import stem, stems, unique, words
from ..base import Service, Shared
from ..common import Caller

if TYPE_CHECKING:
    from ..distill.reflect import Reflection
    from ..records.memories import Memories
    from .retrieval import Retrieval

def query_terms(query: str) -> list[str]:
    """Lower-case words of two or more characters, in order, without repeats."""
    return unique(w for w in words(query) if len(w) > 1)


class Tools(Service):
    def __init__(self, shared: Shared, *, memories: Memories, reflection: Reflection, retrieval: Retrieval):
        super().__init__(shared)
        self.memories = memories
        self.reflection = reflection
        self.retrieval = retrieval

    def memory_tool(self, caller: Caller, action: str, query: str | None = None, content: str | None = None,
                    memoryId: str | None = None, project: str | None = None, title: str | None = None,
                    type: str = "fact", concepts: list[str] | None = None, limit: int = 10,
                    agentId: str | None = None) -> Any:
        """search | remember | forget | reflect; the input model has checked the fields each action needs."""
        caller = caller.for_agent(agentId)
        if action == "search":
            return {"action": action, **self.retrieval.smart_search(caller, query=query, project=project, limit=limit)}
        if action == "remember":
            result = self.memories.remember(caller, content=content, type=type, title=title,
                                           concepts=concepts or [], project=project)
            return {"action": action, **result}
        if action == "forget":
            return {"action": action, **self.memories.forget(caller, memoryId=memoryId)}
        # reflect: Reflection.reflect (an LLM answer, or the evidence grouped by theme without one)
        return {"action": action, **self.reflection.reflect(caller, query=query, project=project, limit=min(limit, 50))}

    def search_memory(self, caller: Caller, scope: str, query: str, project: str | None = None,
                      limit: int = 10) -> dict:
        """pinned -> slots, episodes -> memories and lessons, transcript -> raw observations."""
        if scope == "pinned":
            results = self.matching_slots(caller, query, project, limit)
        elif scope == "episodes":
            results = self.retrieval.smart_search(caller, query=query, project=project, limit=limit,
                                        kinds=["memory", "lesson"])["results"]
        else:
            results = self.retrieval.search(caller, query=query, project=project, limit=limit, mode="hybrid",
                                  kinds=["observation"])["results"]
        return {"scope": scope, "query": query, "results": results}

    def matching_slots(self, caller: Caller, query: str, project: str | None, limit: int) -> list[dict]:
        """Slots (the caller's own in isolated scope) whose label or content shares words with `query`."""
        owner = caller.agent_id if caller.isolated else None
        terms = query_terms(query)
        scored = []
        for _, slot in self.store.reader().slots.scan():
            if slot.get("owner") != owner or not (slot.get("content") or "").strip():
                continue
            if project is not None and slot.get("project") not in (None, project):
                continue
            slot_stems = set(stems(f"{slot.get('label', '')} {slot['content']}"))
            matched = [t for t in terms if stem(t) in slot_stems]
            if matched:
                scored.append((len(matched) / len(terms), slot, matched))
        scored.sort(key=lambda x: (-x[0], x[1].get("label", "")))
        return [{"kind": "slot", "label": s.get("label"), "project": s.get("project"), "scope": s.get("scope"),
                 "content": s["content"], "score": round(score, 3), "matched": matched, "updatedAt": s.get("updatedAt")}
                for score, s, matched in scored[:limit]]
