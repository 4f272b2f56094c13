"""Context compilation: the few hundred tokens handed to an agent at session start.

Blocks in order: project memories (relevant to `query`, else the newest),
then recent sessions of the project. The total never exceeds the budget; a
block that does not fit is trimmed at a sentence boundary or skipped.
"""
from __future__ import annotations

import json
import re

from ..search.hybrid import Filters
from ..store import KV
from .common import Caller, estimate_tokens

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def trim_to_tokens(text: str, budget: int) -> str:
    """The longest prefix of whole sentences (else whole words) within `budget` tokens."""
    if estimate_tokens(text) <= budget:
        return text
    out = ""
    for sentence in _SENTENCE_END.split(text):
        cand = (out + " " + sentence).strip()
        if estimate_tokens(cand) > budget:
            break
        out = cand
    if out:
        return out
    words = []
    for w in text.split():
        if estimate_tokens(" ".join(words + [w]) + " …") > budget:
            break
        words.append(w)
    return (" ".join(words) + " …") if words else ""


class ContextMixin:
    def compile_context(self, caller: Caller, project: str, sessionId: str | None = None,
                        budget: int | None = None, query: str | None = None) -> dict:
        budget = budget or self.settings.token_budget
        blocks, parts, used, truncated = [], [], 0, False

        def add(kind: str, item_id: str | None, text: str) -> bool:
            nonlocal used, truncated
            room = budget - used
            if room <= 0:
                truncated = True
                return False
            if estimate_tokens(text) > room:
                text = trim_to_tokens(text, room)
                truncated = True
                if not text.strip():
                    return False
            tokens = estimate_tokens(text)
            if used + tokens > budget:
                truncated = True
                return False
            parts.append(text)
            blocks.append({"kind": kind, "id": item_id, "tokens": tokens})
            used += tokens + 1
            return True

        header = f"# Memory for project {project}"
        add("header", None, header)
        for mem in self._context_memories(caller, project, query):
            line = f"- **{mem.get('title') or mem['type']}**: {' '.join(mem['content'].split())}"
            if not add("memory", mem["id"], line):
                break
        for sess in self._recent_sessions(caller, project, exclude=sessionId):
            line = (f"- Session {sess['sessionId']} ({sess.get('startedAt', '')[:10]}): "
                    f"{sess.get('title') or 'untitled'}, {sess.get('observationCount', 0)} observations")
            if not add("session", sess["sessionId"], line):
                break
        context = "\n".join(parts) if len(blocks) > 1 else ""
        return {"context": context, "blocks": blocks if context else [],
                "tokens": estimate_tokens(context) if context else 0, "truncated": truncated}

    def _context_memories(self, caller: Caller, project: str, query: str | None, limit: int = 20) -> list[dict]:
        if query:
            hits = self.searcher.search(query, Filters(project=project, agent_id=caller.read_agent,
                                                       kinds=("memory",)), limit=limit * 2)
            return [item for _, item in self._load_hits(caller, hits, limit)]
        return self.list_memories(caller, latest=True, project=project, limit=limit)["memories"]

    def _recent_sessions(self, caller: Caller, project: str, exclude: str | None, limit: int = 5) -> list[dict]:
        rows = self.store.read().execute(
            "SELECT value FROM kv_store WHERE scope=? AND json_extract(value,'$.project')=? "
            "ORDER BY json_extract(value,'$.startedAt') DESC LIMIT ?", (KV.sessions, project, limit + 1)).fetchall()
        out = [json.loads(r[0]) for r in rows]
        return [s for s in out if s["sessionId"] != exclude and caller.sees(s)][:limit]
