"""Search and smart-search: ranked hits from the searcher, shaped for agents.

Hits are loaded from the KV store so results never show deleted, expired or
superseded items, and so the isolated agent scope applies to every kind.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...search import ranking, timed, timeframe
from ...search.hybrid import Filters, Hit
from ...search.storage import DocListing
from ...search.storage.protocol import DISTILLED_KINDS  # what distillation made: searched by default too
from ...store import KV
from ..base import Service, Shared
from ..common import Caller, estimate_tokens, iso
from ..indexing import SECTION_SEP
from ..records.memories import memory_visible

if TYPE_CHECKING:
    from ..admin.trust import Trust
    from ..records.lessons import Lessons

SNIPPET_CHARS = 240
DISTILLED = 3  # distilled items smart-search adds by default, besides `limit` turns, memories, lessons, docs
HOP_POOL = 20  # keyword candidates of a second hop: its ten best are all it can add
SEARCH_KINDS = ("observation", "section", "memory")


def with_sections(kinds: list[str] | None) -> tuple[str, ...] | None:
    """Asking for observations includes the sections of large file reads and writes."""
    if not kinds:
        return None
    return tuple(kinds) + (("section",) if "observation" in kinds and "section" not in kinds else ())


def snippet(text: str, n: int = SNIPPET_CHARS) -> str:
    text = " ".join((text or "").split())
    if len(text) <= n:
        return text
    cut = text[:n].rsplit(" ", 1)[0]
    return cut + "…"


class Retrieval(Service):
    def __init__(self, shared: Shared, *, lessons: Lessons, trust: Trust):
        super().__init__(shared)
        self.lessons = lessons
        self.trust = trust

    def load_hits(self, caller: Caller, hits: list[Hit], limit: int) -> list[tuple[Hit, dict]]:
        """Hits paired with their stored item, dropping any the caller may not see."""
        scope_of = {"memory": lambda h: KV.memories, "observation": lambda h: KV.obs(h.session_id),
                    "section": lambda h: KV.obs(h.session_id),
                    "lesson": lambda h: KV.lessons, "crystal": lambda h: KV.crystals,
                    "episode": lambda h: KV.episodes, "typed": lambda h: KV.typed,  # episodes.py, typed.py
                    "fact": lambda h: KV.facts,
                    "doc": lambda h: KV.docs}  # sources/
        pairs = [(h, (scope_of[h.kind](h), h.item_id.split(SECTION_SEP)[0])) for h in hits if h.kind in scope_of]
        found: dict = {}
        fetched = 0
        out, shown = [], set()
        for i, (h, key) in enumerate(pairs):
            if i >= fetched:  # load the next few hits only: most are visible, and a stored item can be large
                chunk = pairs[i:i + max(4, limit - len(out) + 2)]
                fetched = i + len(chunk)
                found.update(self.store.get_many([k for _, k in chunk]))
            item = found.get(key)
            if item is None or not caller.sees(item) or key in shown:  # one result per item: its best part
                continue
            if h.kind == "memory" and (not item.get("isLatest", True) or not memory_visible(item, self.clock())):
                continue
            if h.kind == "lesson" and self.lessons.lesson_live(item) is None:  # deleted or decayed away
                continue
            shown.add(key)
            out.append((h, item))
            if len(out) >= limit:
                break
        return out

    def note_shown(self, item_ids: list[str]) -> None:
        """Items a read showed: facts and episodes count a use (admin/trust.py writes them off the read path)."""
        self.trust.note_used(item_ids)

    def _result(self, h: Hit, item: dict) -> dict:
        kind, item_id = ("observation", item["id"]) if h.kind == "section" else (h.kind, h.item_id)
        r = {"kind": kind, "id": item_id, "sessionId": h.session_id, "project": item.get("project", h.project),
             "score": h.score, "matched": h.matched, "title": item.get("title") or h.title,
             "type": item.get("type"), "timestamp": item.get("timestamp") or item.get("createdAt") or iso(h.ts)}
        if item.get("supersededBy"):
            r["supersededBy"] = item["supersededBy"]
        if kind == "observation":
            r["obsId"] = item_id
        if h.kind == "section":  # the part of a large file read or write that matched
            sec = _section(item, h.item_id)
            r.update(path=sec.get("path"), lineStart=sec.get("lineStart"), lineEnd=sec.get("lineEnd"))
        elif h.kind == "doc":  # a document-folder chunk: where to read it whole
            r.update(path=item.get("path"), lineStart=item.get("lineStart"), lineEnd=item.get("lineEnd"),
                     sourceId=item.get("sourceId"))
        return r

    def search(self, caller: Caller, query: str, limit: int = 10, project: str | None = None,
               mode: str = "keyword", format: str = "compact", token_budget: int | None = None,
               kinds: list[str] | None = None) -> dict:
        filters = Filters(project=project, agent_id=caller.read_agent, kinds=with_sections(kinds) or SEARCH_KINDS)
        hits = self.searcher.search(query, filters, limit=limit * 2 + 10, mode=mode)
        results, used = [], 0
        for h, item in self.load_hits(caller, hits, limit):
            r = self._result(h, item)
            text = _text(h, item)
            if format == "compact":
                r["snippet"] = snippet(text)
            elif format == "narrative":
                r["narrative"] = text
            else:  # full
                r["item"] = _public(item)
            cost = estimate_tokens(" ".join(str(v) for v in r.values() if isinstance(v, str)))
            if token_budget is not None and used + cost > token_budget and results:
                break
            used += cost
            results.append(r)
        self.note_shown([r["id"] for r in results])
        return {"results": results, "mode": mode, "format": format, "tokens": used}

    def smart_search(self, caller: Caller, query: str, project: str | None = None, agentId: str | None = None,
                     kinds: list[str] | None = None, limit: int = 10, includeLessons: bool = True,
                     expandIds: list[str] | None = None) -> dict:
        caller = caller.for_agent(agentId)
        if expandIds:
            return {"mode": "expanded", "results": self._expand(caller, expandIds)}
        wanted = with_sections(kinds) or SEARCH_KINDS + (("lesson",) if includeLessons else ()) + ("doc",)
        filters = Filters(project=project, agent_id=caller.read_agent, kinds=wanted)
        # Trigger: no kinds named. Why: typed records, facts, episodes and crystals answer "what do I know"
        # questions, but must not push the evidence (turns, memories) out of `limit`. Outcome: up to
        # DISTILLED of them join the list at their score's place, on top of `limit`, scored on the scale
        # of the other candidates (a separate search would give its best item a top score of its own).
        extra = {} if kinds else {"extra": DISTILLED_KINDS, "extra_limit": DISTILLED * 2 + 2}
        hits = timed.search(self.searcher, query, filters, limit=limit * 2 + 10, now=self.clock(), **extra)
        distilled = [h for h in hits if h.kind in DISTILLED_KINDS]
        hits = [h for h in hits if h.kind not in DISTILLED_KINDS]
        if project is not None and "doc" in wanted and self.store.reader().sources.exists():
            hits = merge_hits(hits, self.global_docs(caller, query, limit * 2 + 10))
        if self.settings.search_hops and timeframe.find(query) is None:  # a time question is answered by its time
            hits = merge_hits(hits, self.second_hop(query, hits, filters))
        loaded = self.load_hits(caller, hits, limit)
        if distilled:
            loaded = interleave(loaded, self.load_hits(caller, distilled, DISTILLED))
        results = []
        for h, item in loaded:
            r = self._result(h, item)
            r["snippet"] = snippet(_text(h, item))
            results.append(r)
        self.trust.note_hits([r["id"] for r in results if r["kind"] == "memory"])
        self.note_shown([r["id"] for r in results])
        return {"mode": "compact", "results": results}

    def second_hop(self, query: str, hits: list[Hit], filters: Filters) -> list[Hit]:
        """Evidence chains: the items linked to the top results (relations, `derived_from`) and the best
        keyword matches of the entities they name that the query does not (scored by ranking.hop_score)."""
        anchors = hits[:ranking.PARAMS.hop_from]
        if not anchors:
            return []
        by_id = {h.item_id: h for h in anchors}
        linked: dict[str, tuple[float, float]] = {}  # other end -> (anchor score, link weight)
        for rel in self.store.reader().relations.touching(list(by_id)):
            ends = (rel.get("from"), rel.get("to")) if isinstance(rel, dict) else ()
            for here, there in (ends, ends[::-1]):
                if here in by_id and isinstance(there, str):
                    w = rel.get("weight") if isinstance(rel.get("weight"), (int, float)) else 1.0
                    linked[there] = max(linked.get(there, (0.0, 0.0)), (by_id[here].score, float(w)))
        out = []
        if linked:
            listing = DocListing(kinds=filters.kinds, project=filters.project, agent_id=filters.agent_id,
                                 item_ids=tuple(linked))
            for kind, item_id, scope in self.searcher.storage.listed_refs(listing):
                score = ranking.hop_score(*linked[item_id], 1.0)
                out.append(Hit(kind, item_id, 0, scope.removeprefix(KV.OBS_PREFIX) if kind in ("observation", "section")
                               else None, filters.project, 0.0, round(score, 6), ["linked"]))
        terms = ranking.hop_terms(query, [f"{h.title}\n{h.body}" for h in anchors])
        more = self.searcher.search(" ".join(terms), filters, limit=10, mode="keyword",
                                    pool=HOP_POOL) if terms else []
        for m in more:
            m.score = round(ranking.hop_score(anchors[0].score, 1.0, m.score / more[0].score), 6)
            m.matched = ["chain"] + m.matched
        return out + more

    def global_docs(self, caller: Caller, query: str, limit: int) -> list[Hit]:
        """Hits among the chunks of document folders registered without a project (they serve every project)."""
        found = self.searcher.search(query, Filters(agent_id=caller.read_agent, kinds=("doc",)), limit=limit)
        return [h for h in found if h.project is None]

    def doc_hits(self, caller: Caller, query: str, project: str, limit: int) -> list[tuple[Hit, dict]]:
        """The best document-folder chunks for `query`: the project's and the global ones (none: no sources)."""
        if not self.store.reader().sources.exists():
            return []
        hits = self.searcher.search(query, Filters(project=project, agent_id=caller.read_agent, kinds=("doc",)),
                                    limit=limit * 2)
        return self.load_hits(caller, merge_hits(hits, self.global_docs(caller, query, limit * 2)), limit)

    def _expand(self, caller: Caller, ids: list[str]) -> list[dict]:
        rows = self.searcher.storage.listed_refs(DocListing(item_ids=tuple(ids)))
        found = self.store.get_many([(scope, item_id) for _, item_id, scope in rows])
        by_id = {item_id: (kind, found.get((scope, item_id))) for kind, item_id, scope in rows}
        out = []
        for i in ids:
            kind, item = by_id.get(i, (None, None))
            if item is None or not caller.sees(item):
                continue
            out.append({"kind": kind, "id": i, **_public(item)})
        return out


def interleave(ranked: list[tuple[Hit, dict]], extra: list[tuple[Hit, dict]]) -> list[tuple[Hit, dict]]:
    """`extra` placed into `ranked` by score, the order of `ranked` itself kept as the searcher gave it.

    Trigger: a digest (an episode) of a session outscores that session's own results. Why: it retells them
    in fewer words; the result says what was done or said, with its time and place. Outcome: a digest goes
    no higher than just below the first result of its session (docs/ranking.md, hybrid-v16)."""
    sessions = {h.session_id for h, _ in ranked if h.session_id}
    seen: set[str] = set()
    out, pending = [], sorted(extra, key=lambda p: -p[0].score)

    def ready(h: Hit) -> bool:
        return not h.session_id or h.session_id not in sessions or h.session_id in seen
    for pair in ranked:
        while (nxt := next((p for p in pending if p[0].score > pair[0].score and ready(p[0])), None)) is not None:
            out.append(nxt)
            pending.remove(nxt)
        out.append(pair)
        if pair[0].session_id:
            seen.add(pair[0].session_id)
    return out + pending


def merge_hits(hits: list[Hit], more: list[Hit]) -> list[Hit]:
    """Two hit lists as one, best score first, each item once."""
    seen = {(h.kind, h.item_id) for h in hits}
    return sorted(hits + [h for h in more if (h.kind, h.item_id) not in seen], key=lambda h: -h.score)


def _public(item: dict) -> dict[str, Any]:
    return {k: v for k, v in item.items() if k not in ("prevTexts", "contentHash", "recentTurns", "sections")}


def _section(item: dict, section_id: str) -> dict:
    """The stored section a "section" hit names ({} when the observation no longer has it)."""
    n = section_id.rsplit(SECTION_SEP, 1)[-1]
    secs = item.get("sections") or []
    return secs[int(n)] if n.isdigit() and int(n) < len(secs) and isinstance(secs[int(n)], dict) else {}


def _text(h: Hit, item: dict) -> str:
    """What a result shows: the matching section of a large file, else the item's text."""
    if h.kind == "section":
        return _section(item, h.item_id).get("text") or h.body
    return item.get("narrative") or item.get("summary") or item.get("content") or item.get("text") or ""
