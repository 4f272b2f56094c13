"""Reflect: think across stored memories about a question or about one session.

Evidence first: the top hybrid-search hits for the query (observations,
memories, lessons and crystals), or for a session its crystal and its most
important observations. With an LLM the evidence goes into one prompt and the
answer comes back with themes, lessons, pending items and patterns
(`mode: "llm"`). Without one (or when it fails) the answer is the evidence
itself grouped by theme (`mode: "evidence"`): items joined when they share a
session or a concept, each group named after its most shared concept.

`writeLessons: true` also saves the lessons (Lessons.save_lesson: a
repeated lesson strengthens the existing one) and appends new lines to the
`pending_items` and `session_patterns` slots (Slots.append_slot).
Heuristic lessons are saved with a lower confidence than LLM ones.
"""
from __future__ import annotations

from collections import Counter
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from pydantic import BaseModel

from ...errors import AgentMemoryError, BadRequest, NotFound
from ...search.hybrid import Filters
from ...store import KV
from ..base import Service, Shared
from ..common import Caller, iso
from . import extractive

if TYPE_CHECKING:
    from ..recall.retrieval import Retrieval
    from ..records.lessons import Lessons
    from ..records.slots import Slots
    from .crystals import Crystals

REFLECT_KINDS = ("observation", "memory", "lesson", "crystal")
ITEM_CHARS = 600
MAX_THEMES = 8
MAX_WRITTEN = 5  # lessons / pending items written per reflection
LLM_CONFIDENCE = 0.6
HEURISTIC_CONFIDENCE = 0.4
SYSTEM = ("You reflect on an AI agent's stored memories to answer a question or review a work session. Use only "
          "the numbered evidence and cite it like [3]; say so when the evidence is not enough. Reply with JSON only.")


class ThemeDraft(BaseModel):
    theme: str
    evidence: list[int] = []


class ReflectionDraft(BaseModel):
    answer: str
    themes: list[ThemeDraft] = []
    lessons: list[str] = []
    pendingItems: list[str] = []
    patterns: list[str] = []


def _concepts(item: dict) -> list[str]:
    return [c.lower() for c in list(item.get("concepts") or []) + list(item.get("tags") or []) if isinstance(c, str)]


def group_themes(items: list[dict]) -> list[dict]:
    """Evidence items (best first) grouped by shared session or shared concept, best group first."""
    n = len(items)
    parent = list(range(n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    counts = Counter(c for it in items for c in set(it["concepts"]))
    # A concept in most items (e.g. the project's language) says nothing about themes.
    useful = {c for c, k in counts.items() if k >= 2 and (n < 4 or k <= 0.6 * n)}
    first_of: dict[str, int] = {}
    for i, it in enumerate(items):
        keys = [f"s:{it['sessionId']}"] if it.get("sessionId") else []
        keys += [f"c:{c}" for c in it["concepts"] if c in useful]
        for key in keys:
            if key in first_of:
                parent[find(i)] = find(first_of[key])
            else:
                first_of[key] = i
    groups: dict[int, list[dict]] = {}
    for i, it in enumerate(items):
        groups.setdefault(find(i), []).append(it)
    themes = []
    for members in groups.values():  # dict order = order of each group's best item
        shared = Counter(c for it in members for c in set(it["concepts"]) if c in useful)
        if shared:
            label = sorted(shared.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
        elif members[0].get("sessionId"):
            label = f"session {members[0].get('sessionTitle') or members[0]['sessionId']}"
        else:
            label = {"memory": "memories", "lesson": "lessons"}.get(members[0]["kind"], members[0]["kind"])
        themes.append({"theme": label, "items": members})
    if len(themes) > MAX_THEMES:  # fold the tail into one group rather than drop evidence
        tail = [it for t in themes[MAX_THEMES - 1:] for it in t["items"]]
        themes = themes[:MAX_THEMES - 1] + [{"theme": "other", "items": tail}]
    return themes


class Reflection(Service):
    def __init__(self, shared: Shared, *, crystals: Crystals, lessons: Lessons, retrieval: Retrieval, slots: Slots):
        super().__init__(shared)
        self.crystals = crystals
        self.lessons = lessons
        self.retrieval = retrieval
        self.slots = slots

    def reflect(self, caller: Caller, query: str | None = None, sessionId: str | None = None,
                project: str | None = None, writeLessons: bool = False, limit: int = 12) -> dict:
        if not query and not sessionId:
            raise BadRequest("reflect needs a query or a sessionId", field="query")
        sess = None
        if sessionId:
            sess = self.store.get(KV.sessions, sessionId)
            if sess is None or not caller.sees(sess):
                raise NotFound(f"session {sessionId} not found", sessionId=sessionId)
            project = project or sess.get("project")
        items = (self._reflect_search(caller, query, sessionId, project, limit) if query
                 else self._reflect_session(caller, sess, limit))
        out: dict = {"query": query, "sessionId": sessionId, "project": project, "total": len(items)}
        draft = None
        llm = getattr(self, "llm", None)
        if items and llm is not None and llm.available:
            draft = llm.try_complete(self._reflect_prompt(query, sess, items), ReflectionDraft, system=SYSTEM)
        if isinstance(draft, ReflectionDraft) and draft.answer.strip():
            themes = [{"theme": t.theme, "items": [items[i - 1] for i in dict.fromkeys(t.evidence)
                                                   if 1 <= i <= len(items)]} for t in draft.themes]
            out.update(mode="llm", model=llm.model, answer=draft.answer,
                       themes=[t for t in themes if t["items"]] or group_themes(items), evidence=items,
                       lessons=draft.lessons, pendingItems=draft.pendingItems, patterns=draft.patterns)
        else:
            texts = [it["text"] for it in items]
            themes = group_themes(items)
            out.update(mode="evidence", themes=themes,
                       lessons=extractive.matching_sentences(texts, extractive.LESSON, MAX_WRITTEN),
                       pendingItems=extractive.matching_sentences(texts, extractive.PENDING, MAX_WRITTEN),
                       patterns=[self._heuristic_pattern(query, sess, items, themes)] if items else [])
        if writeLessons:
            out["written"] = self._reflect_write(caller, out, project)
        return out

    # -- evidence -------------------------------------------------------------------
    def _evidence(self, kind: str, item: dict, score: float | None) -> dict:
        text = item.get("narrative") or item.get("content") or item.get("title") or ""
        ts = item.get("ts") or item.get("createdTs")
        return {"kind": kind, "id": item.get("id"), "sessionId": item.get("sessionId"),
                "project": item.get("project"), "type": item.get("type"),
                "title": extractive.clip(item.get("title") or text, 160), "text": extractive.clip(text, ITEM_CHARS),
                "timestamp": item.get("timestamp") or item.get("createdAt") or iso(ts),
                "score": score, "concepts": _concepts(item)}

    def _reflect_search(self, caller: Caller, query: str, session_id: str | None, project: str | None,
                        limit: int) -> list[dict]:
        filters = Filters(project=project, agent_id=caller.read_agent, kinds=REFLECT_KINDS, session_id=session_id)
        hits = self.searcher.search(query, filters, limit=limit * 2 + 10, mode="hybrid", now=self.clock())
        return [self._evidence(h.kind, item, h.score) for h, item in self.retrieval.load_hits(caller, hits, limit)]

    def _reflect_session(self, caller: Caller, sess: dict, limit: int) -> list[dict]:
        """A session's crystal, then its most important observations in session order."""
        reader = self.store.reader()
        items = []
        crystal = self.crystals.crystal_of_session(reader, sess["sessionId"])
        if crystal is not None and caller.sees(crystal):
            items.append(self._evidence("crystal", crystal, None))
        obs = reader.observations(sess["sessionId"]).find()
        room = max(0, limit - len(items))
        top = sorted(obs, key=lambda o: (-float(o.get("importance") or 5), o.get("seq", 0)))[:room]
        items += [self._evidence("observation", o, None) for o in sorted(top, key=lambda o: o.get("seq", 0))]
        return items

    def _reflect_prompt(self, query: str | None, sess: dict | None, items: list[dict]) -> str:
        lines = [f"[{i}] ({it['kind']}, {(it.get('timestamp') or '')[:10]}"
                 f"{', session ' + it['sessionId'] if it.get('sessionId') else ''}) {it['text']}"
                 for i, it in enumerate(items, 1)]
        task = (f"Question: {query}" if query else
                f"Reflect on work session {sess['sessionId']} of project {sess.get('project')!r}: what was done, "
                "what went well or badly, and what to do differently.")
        return (f"{task}\n\nEvidence:\n" + "\n".join(lines) +
                "\n\nReturn a JSON object with: answer (a few sentences citing evidence numbers), themes "
                "([{theme, evidence: [numbers]}]), lessons (reusable rules, imperative mood), pendingItems "
                "(unfinished work mentioned), patterns (recurring habits or problems). Use empty lists when "
                "there is nothing to say.")

    @staticmethod
    def _heuristic_pattern(query: str | None, sess: dict | None, items: list[dict], themes: list[dict]) -> str:
        labels = ", ".join(t["theme"] for t in themes[:5])
        if sess is not None:
            day = datetime.fromtimestamp(float(sess.get("startedTs") or 0), tz=timezone.utc).strftime("%Y-%m-%d")
            kinds = Counter(it.get("type") or it["kind"] for it in items)
            top = ", ".join(f"{n} {t}" for t, n in kinds.most_common(4))
            return f"{day} session {sess['sessionId']}: {top}; themes: {labels}"
        return f"Recurring themes for {query!r}: {labels}"

    # -- writing ----------------------------------------------------------------------
    def _reflect_write(self, caller: Caller, out: dict, project: str | None) -> dict:
        confidence = LLM_CONFIDENCE if out["mode"] == "llm" else HEURISTIC_CONFIDENCE
        about = f"reflect: {out['query']}" if out.get("query") else f"reflect on session {out['sessionId']}"
        written: dict = {"lessons": [], "slots": {}, "errors": []}
        for text in [t for t in out.get("lessons") or [] if t.strip()][:MAX_WRITTEN]:
            try:
                result = self.lessons.save_lesson(caller, content=extractive.clip(text, 1000), context=about,
                                             confidence=confidence, project=project, tags=["reflect"])
                written["lessons"].append(result["lesson"]["id"])
            except AgentMemoryError as exc:
                written["errors"].append({"lesson": text[:80], "error": exc.message})
        for label, lines in (("pending_items", out.get("pendingItems") or []),
                             ("session_patterns", out.get("patterns") or [])):
            written["slots"][label] = self._append_new_lines(caller, label, lines[:MAX_WRITTEN], project,
                                                             written["errors"])
        return written

    def _append_new_lines(self, caller: Caller, label: str, lines: list[str], project: str | None,
                          errors: list) -> int:
        """Append the lines the slot does not already hold; a full or missing slot is reported, not raised."""
        try:
            current = self.slots.get_slot(caller, label=label, project=project)["slot"]["content"].lower()
        except AgentMemoryError as exc:
            errors.append({"slot": label, "error": exc.message})
            return 0
        added = 0
        for line in lines:
            line = extractive.clip(line, 300)
            if not line.strip() or line.lower() in current:
                continue
            try:
                self.slots.append_slot(caller, label=label, text=f"- {line}", project=project)
            except AgentMemoryError as exc:  # e.g. 413: the slot is full; the caller can trim it
                errors.append({"slot": label, "error": exc.message})
                break
            current += "\n" + line.lower()
            added += 1
        return added
