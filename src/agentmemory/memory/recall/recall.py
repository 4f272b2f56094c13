"""POST /recall: the relevance gate picks ONE memory scope for a message and answers with one block.

Scopes: identity (the "who the user is" narrative and the pinned facts), pinned (pinned facts,
saved memories, typed records and slots the query names), episodes (distilled episodes and crystals) and
transcript (the raw turns, verbatim). `auto` routes by the wording (gate.py) under
`AGENTMEMORY_RELEVANCE_GATE`: `off` injects nothing, `heuristic` follows the cues, `llm` also
asks the LLM when no cue fired. A message with no cue that names nothing pinned gets nothing;
raw turns are only returned when the wording or the scope asks for them. When a routed scope
has nothing relevant the next routed one is tried. The same (agent, query, scope, budget,
project) within 10 s is answered from a cache, dropped by a commit that resets rows (a clear, a replacing
import) in this process or in another worker (`on_commit`, wired in app.py). The block is Markdown within `budget` tokens
(context.Composer), with the ids of the items it shows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...search import text as wordtext
from ...search.hybrid import Filters
from ..base import Service, Shared
from ..common import Caller, iso
from ..distill.episodes import identity_of
from ..records.overrides import overrides_of
from . import gate
from .context import Composer, clip_sentences, one_line, trim_to_chars

if TYPE_CHECKING:
    from ..distill.episodes import Episodes
    from ..records.typed import Typed
    from .retrieval import Retrieval
    from .tools import Tools

ITEM_CHARS = 700  # one item before budgeting, so one long turn cannot starve the rest
SEARCH_LIMIT = 8
RECENT_EPISODES = 3  # "what did we do last time?" with no topic: the newest episodes
FACT_OVERLAP = 2  # topic words a fact must share to count as named (1 when the fact is that short)
SCOPES = ("pinned", "episodes", "transcript", "identity")
RESET = "store.reset"  # the event of a commit that deleted rows wholesale (clear, replacing import)
classify = gate.route  # the name the tests and older callers know


def content_words(query: str) -> set[str]:
    """Query words that can carry a match (gate.topic_words)."""
    return gate.topic_words(query)


class Recall(Service):
    def __init__(self, shared: Shared, *, episodes: Episodes, retrieval: Retrieval, tools: Tools, typed: Typed):
        super().__init__(shared)
        self.episodes = episodes
        self.retrieval = retrieval
        self.tools = tools
        self.typed = typed
        self.cache = gate.GateCache()

    def recall(self, caller: Caller, query: str, scope: str = "auto", budget: int = 800,
               project: str | None = None) -> dict:
        key = (caller.read_agent, caller.agent_id if caller.isolated else None, query, scope, budget, project)
        cached = self.cache.get(key, self.clock())
        if cached is not None:
            return {**cached, "cached": True}
        out = self._recall(caller, query, scope, budget, project)
        self.cache.put(key, out, self.clock())
        return out

    def on_commit(self, events) -> None:
        """A commit's events (this process's at once; another worker's through the event bus).
        Trigger: a reset (a clear, a replacing import). Why: a cached block must not outlive what it quoted,
        whichever worker answered the clear. Outcome: every cached answer dropped."""
        if any(name == RESET for name, _ in events):
            self.cache.clear()

    def _recall(self, caller: Caller, query: str, scope: str, budget: int, project: str | None) -> dict:
        words = content_words(query)
        mode = self.settings.relevance_gate
        if scope != "auto":
            order = [scope]
        elif mode == "off":
            return self._empty(query, "none", "the relevance gate is off")
        else:
            order = gate.route(query)
            if not order and self._pinned_hits(caller, query, words, project, FACT_OVERLAP):
                order = ["pinned"]  # Trigger: no cue, but a pinned fact or entity is named. Outcome: pinned.
            if not order and gate.names(query):
                # Trigger: no cue, but the message names someone or something. Why: an entity hit is the
                # design's one cue-less route. Outcome: episodes, only those naming it (else nothing).
                order, words = ["episodes"], words & gate.names(query)
            if not order and mode == "llm":
                order = self._llm_route(query)
        for name in order:
            block = self._recall_block(caller, name, query, words, project, budget)
            if block is not None:
                return {"scope": name, "query": query, "gate": mode if scope == "auto" else "explicit", **block}
        return self._empty(query, "none" if scope == "auto" else scope, "nothing relevant to the query")

    @staticmethod
    def _empty(query: str, scope: str, reason: str) -> dict:
        return {"scope": scope, "query": query, "block": "", "tokens": 0, "items": [], "reason": reason}

    def _llm_route(self, query: str) -> list[str]:
        """The LLM's choice when no cue fired (none when it has no answer or says none)."""
        if not self.llm.available:
            return []
        answer = self.llm.try_complete(gate.llm_prompt(query), gate.GateRoute)
        if not isinstance(answer, gate.GateRoute) or answer.scope == "none":
            return []
        return [answer.scope] + (["identity"] if answer.scope == "pinned" else [])

    def _recall_block(self, caller: Caller, scope: str, query: str, words: set[str], project: str | None,
                      budget: int) -> dict | None:
        """The Markdown block of one scope, or None when it has nothing relevant."""
        c = Composer(budget, f"# Recall ({scope})")
        if scope == "identity":
            if not self._identity_block(c, caller, project):
                return None
        elif scope == "pinned":
            hits = self._pinned_hits(caller, query, words, project, 1)  # asked about: one topic word is enough
            if not hits:
                return None
            c.section("## Pinned")
            for kind, item_id, text in hits:
                c.add(kind, item_id, clip_sentences(one_line(text), ITEM_CHARS))
        elif not self._search_block(c, caller, scope, query, words, project):
            return None
        out = c.result()
        if not out["blocks"]:
            return None  # nothing fitted the budget
        ids = list(dict.fromkeys(b["id"] for b in out["blocks"] if b["id"]))
        self.retrieval.note_shown(ids)  # the facts and episodes shown count as used
        return {"block": out["context"], "tokens": out["tokens"], "items": ids, "truncated": out["truncated"]}

    def _identity_block(self, c: Composer, caller: Caller, project: str | None) -> bool:
        identity = (identity_of(self.store, caller, project)
                    or (identity_of(self.store, caller, None) if project else None))
        facts = self.episodes.list_facts(caller, project=project, limit=10)["facts"]
        overrides = overrides_of(self.store, caller, project)
        if not identity and not facts and not overrides:
            return False
        if overrides:  # the user's own words come first and are never regenerated
            c.section("## What you told me")
            for o in overrides:
                c.add("override", o["id"], one_line(o["text"]))
        if identity and identity.get("narrative"):
            c.section("## Who you are")
            c.add("identity", identity["key"], one_line(identity["narrative"]), prefix="")
        c.section("## Facts")
        for f in facts:
            c.add("fact", f["id"], clip_sentences(one_line(f["text"]), ITEM_CHARS))
        return True

    def _search_block(self, c: Composer, caller: Caller, scope: str, query: str, words: set[str],
                      project: str | None) -> bool:
        """Episodes or transcript items sharing a topic word with the query (newest episodes for a bare cue)."""
        if scope == "episodes" and not words:
            recent = self.episodes.list_episodes(caller, project=project, limit=RECENT_EPISODES)["episodes"]
            if not recent:
                return False
            c.section("## Recent episodes")
            for ep in recent:
                c.add("episode", ep["id"], f"[{(ep.get('createdAt') or '')[:10]}] "
                                           f"{clip_sentences(one_line(ep.get('summary')), ITEM_CHARS)}")
            return True
        if not words:
            return False  # only stop words and cues: any match would be noise
        kinds = ("episode", "crystal") if scope == "episodes" else ("observation",)
        filters = Filters(project=project, agent_id=caller.read_agent, kinds=kinds)
        hits = self.searcher.search(query, filters, limit=SEARCH_LIMIT * 2 + 5, mode="hybrid", now=self.clock())
        hits = [h for h in hits if gate.shares_topic(words, f"{h.title}\n{h.body}")]
        loaded = self.retrieval.load_hits(caller, hits, SEARCH_LIMIT)
        if not loaded:
            return False
        c.section("## Episodes" if scope == "episodes" else "## Transcript")
        for h, item in sorted(loaded, key=lambda p: p[0].ts) if scope == "transcript" else loaded:
            day = (iso(h.ts) or "")[:10]
            text = item.get("summary") or item.get("narrative") or item.get("content") or item.get("title") or ""
            if scope == "transcript":  # a quote: its own words and lines, cut between words only when it must be
                c.add("observation", h.item_id, f"[{day}] {trim_to_chars(text.strip(), ITEM_CHARS)}")
            else:
                c.add(h.kind, h.item_id, f"[{day}] {clip_sentences(one_line(text), ITEM_CHARS)}")
        return True

    def _saved_memories(self, caller: Caller, query: str, words: set[str], project: str | None,
                        overlap: int) -> list[tuple]:
        """Memories saved with /remember that share `overlap` topic words with the query (pinned by intent)."""
        if not words:
            return []
        hits = self.searcher.search(query, Filters(project=project, agent_id=caller.read_agent, kinds=("memory",)),
                                    limit=SEARCH_LIMIT * 2, mode="keyword", now=self.clock())
        out = []
        for h, mem in self.retrieval.load_hits(caller, hits, SEARCH_LIMIT):
            shared = len(words.intersection(wordtext.stems(f"{mem.get('title') or ''} {mem.get('content') or ''}")))
            if shared >= min(overlap, len(words)):
                out.append(("memory", h.item_id, mem.get("content") or ""))
        return out

    def _pinned_hits(self, caller: Caller, query: str, words: set[str], project: str | None,
                     overlap: int) -> list[tuple]:
        """(kind, id, text) of typed records whose key the query names, and of facts and slots sharing
        `overlap` topic words with it (fewer when the fact has fewer)."""
        low = " " + " ".join(wordtext.words(query.casefold(), keep_underscores=True)) + " "
        out: list[tuple] = []
        for item in self.typed.typed_items(caller, project):
            key_words = " ".join(wordtext.words(str(item.get("key") or "").casefold(), keep_underscores=True))
            if key_words and f" {key_words} " in low:
                text = item.get("overview") or item.get("abstract")
                out.append(("typed", item["id"], f"[{item.get('type')}] {text}"))
        facts = []
        for f in self.episodes.list_facts(caller, project=project, limit=500)["facts"]:  # most salient first
            fw = content_words(f.get("text") or "")
            shared = len(fw & words)
            if shared >= min(overlap, len(fw)) and shared > 0:
                facts.append((-shared, len(facts), f))
        out += [("fact", f["id"], f["text"]) for _, _, f in sorted(facts)]  # the most topic words shared first
        out += self._saved_memories(caller, query, words, project, overlap)
        if words:
            for slot in self.tools.matching_slots(caller, query, project, 5):
                if len(slot["matched"]) >= min(overlap, len(words)):
                    out.append(("slot", f"{slot.get('project') or '*'}:{slot['label']}",
                                f"**{slot['label']}**: {slot['content']}"))
        return out
