"""Composite operations for generic agents: one `memory` tool and one `search_memory` tool.

Some MCP hosts and agent frameworks work best with very few tools. These two
ops bundle the common verbs behind an `action` / `scope` argument and only
dispatch to the ordinary service methods, so they never hold logic of their
own that could drift from the single-purpose ops.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...search.text import WEAK_WORDS, content_words, stem, stems, unique
from ..base import Service, Shared
from ..common import Caller
from ..distill.episodes import identity_of
from .gate import shares_topic, topic_words

if TYPE_CHECKING:
    from ..distill.reflect import Reflection
    from ..records.memories import Memories
    from .retrieval import Retrieval

def query_terms(query: str) -> list[str]:
    """Lower-case words that can carry a match (no stop words, common verbs or cue words), in order, once."""
    return unique(content_words(query, stop=WEAK_WORDS, stemmed=False))


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
        """pinned -> pinned facts, identity and slots; episodes -> episodes and crystals; transcript -> raw turns.

        Every result shares a topic word with the query (stop words and common verbs never match)."""
        words = topic_words(query)
        if scope == "pinned":
            results = self.matching_facts(caller, words, project, limit)
            results += self.matching_slots(caller, query, project, limit)
            results = sorted(results, key=lambda r: -r["score"])[:limit]
        else:
            kinds = ["episode", "crystal"] if scope == "episodes" else ["observation"]
            found = self.retrieval.search(caller, query=query, project=project, limit=limit * 3, mode="hybrid",
                                          kinds=kinds, format="narrative")["results"]
            results = [r for r in found if shares_topic(words, f"{r.get('title') or ''}\n{r.pop('narrative', '')}")]
            results = results[:limit]
        return {"scope": scope, "query": query, "results": results}

    def matching_facts(self, caller: Caller, words: set[str], project: str | None, limit: int) -> list[dict]:
        """Pinned facts and the identity narrative sharing topic words with the query, best overlap first."""
        if not words:
            return []
        owner = caller.agent_id if caller.isolated else None
        reader = self.store.reader()
        rows = [("fact", f) for f in reader.facts.of_owner(owner, project, project is None)]
        identity = identity_of(self.store, caller, project)
        if identity:
            rows.append(("identity", identity))
        out = []
        for kind, row in rows:
            text = row.get("text") or row.get("narrative") or ""
            matched = sorted(words.intersection(stems(text)))
            if matched:
                out.append({"kind": kind, "id": row.get("id") or row.get("key"), "text": text,
                            "project": row.get("project"), "salience": row.get("salience"),
                            "score": round(len(matched) / len(words), 3), "matched": matched,
                            "updatedAt": row.get("lastSeen") or row.get("updatedAt")})
        out.sort(key=lambda r: (-r["score"], -float(r.get("salience") or 0)))
        return out[:limit]

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
