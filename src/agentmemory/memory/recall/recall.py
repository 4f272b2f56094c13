"""The relevance gate: POST /recall picks ONE memory scope for a query and answers with one compact block.

Scopes: pinned (typed records, pinned facts and slots the query names),
episodes (distilled episodes, crystals and memories), transcript (the raw
turns, verbatim), identity (the "who the user is" narrative and its facts).
`auto` decides from the wording, in this order:

1. "verbatim", "exact words", "quote", "word for word" -> transcript
2. "who am I", "my name", "about me"                    -> identity
3. "we discussed", "last time", "earlier", third-person or "we/our" pronouns -> episodes
4. a typed record's key or a pinned fact named in the query -> pinned
5. otherwise the best search hit: episodes, else transcript
When the chosen scope has nothing relevant the next candidate is tried; when
nothing passes the relevance floor (a keyword match on a real query word, or
a vector cosine above the ranking floor) the answer is empty. A query made
only of stop words matches nothing. The block is Markdown within `budget`
tokens (context.Composer), with the ids of the items it shows.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...search import text as wordtext
from ...search.hybrid import Filters
from ..base import Service, Shared
from ..common import Caller, iso
from ..distill.episodes import identity_of
from ..records.overrides import overrides_of
from .context import Composer, one_line, trim_to_chars

if TYPE_CHECKING:
    from ..distill.episodes import Episodes
    from ..records.typed import Typed
    from .retrieval import Retrieval
    from .tools import Tools

ITEM_CHARS = 700  # one item before budgeting, so one long turn cannot starve the rest
SEARCH_LIMIT = 8
FACT_OVERLAP = 2  # query words a fact must share to count as named (1 when the fact is that short)
SCOPES = ("pinned", "episodes", "transcript", "identity")

_VERBATIM = re.compile(r"\b(verbatim|exact(?:ly)? (?:words?|wording|what)|quot(?:e|ed|es|ing)|word for word|"
                       r"literally said|precise wording)\b", re.I)
_IDENTITY = re.compile(r"\b(who am i|my name|about me|who i am|what do you know about me|my profile|"
                       r"describe me)\b", re.I)
_EPISODIC = re.compile(r"\b(we discussed|we talked|we spoke|we decided|we agreed|last time|previously|earlier|"
                       r"the other day|remember when|did we|have we|had we|were we|you said|you told me|"
                       r"i told you|i mentioned|our (?:last|previous) (?:chat|conversation|session|talk))\b", re.I)
_PRONOUN = re.compile(r"\b(he|she|him|her|his|hers|they|them|their|we|us|our)\b", re.I)


def classify(query: str) -> list[str]:
    """The scopes the wording points to, most specific first (before any lookup)."""
    out = []
    if _VERBATIM.search(query):
        out.append("transcript")
    if _IDENTITY.search(query):
        out.append("identity")
    if _EPISODIC.search(query) or _PRONOUN.search(query):
        out.append("episodes")
    return out


def content_words(query: str) -> set[str]:
    """Query words that carry meaning: the ranking's stop words removed (and no fallback to them)."""
    return set(wordtext.content_words(query))


class Recall(Service):
    def __init__(self, shared: Shared, *, episodes: Episodes, retrieval: Retrieval, tools: Tools, typed: Typed):
        super().__init__(shared)
        self.episodes = episodes
        self.retrieval = retrieval
        self.tools = tools
        self.typed = typed

    def recall(self, caller: Caller, query: str, scope: str = "auto", budget: int = 800,
               project: str | None = None) -> dict:
        words = content_words(query)
        if scope != "auto":
            order = [scope]
        else:
            order = classify(query)
            if self._pinned_hits(caller, query, words, project):
                order.append("pinned")
            order += [s for s in ("episodes", "transcript") if s not in order]
        for name in dict.fromkeys(order):
            block = self._recall_block(caller, name, query, words, project, budget)
            if block is not None:
                return {"scope": name, "query": query, **block}
        return {"scope": "none" if scope == "auto" else scope, "query": query, "block": "", "tokens": 0,
                "items": [], "reason": "nothing relevant to the query"}

    def _recall_block(self, caller: Caller, scope: str, query: str, words: set[str], project: str | None,
                      budget: int) -> dict | None:
        """The Markdown block of one scope, or None when it has nothing relevant."""
        c = Composer(budget, f"# Recall ({scope})")
        if scope == "identity":
            identity = (identity_of(self.store, caller, project)
                        or (identity_of(self.store, caller, None) if project else None))
            facts = self.episodes.list_facts(caller, project=project, limit=10)["facts"]
            overrides = overrides_of(self.store, caller, project)
            if not identity and not facts and not overrides:
                return None
            if overrides:  # the user's own words come first and are never regenerated
                c.section("## What you told me")
                for o in overrides:
                    c.add("override", o["id"], one_line(o["text"]))
            if identity and identity.get("narrative"):
                c.section("## Who you are")
                c.add("identity", identity["key"], one_line(identity["narrative"]), prefix="")
            c.section("## Facts")
            for f in facts:
                c.add("fact", f["id"], trim_to_chars(one_line(f["text"]), ITEM_CHARS))
        elif scope == "pinned":
            hits = self._pinned_hits(caller, query, words, project)
            if not hits:
                return None
            c.section("## Pinned")
            for kind, item_id, text in hits:
                c.add(kind, item_id, trim_to_chars(one_line(text), ITEM_CHARS))
        else:
            if not words:
                return None  # only stop words: any match would be noise
            kinds = ("episode", "crystal", "memory") if scope == "episodes" else ("observation",)
            filters = Filters(project=project, agent_id=caller.read_agent, kinds=kinds)
            hits = self.searcher.search(query, filters, limit=SEARCH_LIMIT * 2 + 5, mode="hybrid", now=self.clock())
            loaded = self.retrieval.load_hits(caller, hits, SEARCH_LIMIT)
            if not loaded:
                return None
            c.section("## Episodes" if scope == "episodes" else "## Transcript")
            for h, item in sorted(loaded, key=lambda p: p[0].ts) if scope == "transcript" else loaded:
                day = (iso(h.ts) or "")[:10]
                text = (item.get("summary") or item.get("narrative") or item.get("content") or item.get("title")
                        or "")
                if scope == "transcript":
                    c.add("observation", h.item_id, f"[{day}] {trim_to_chars(text.strip(), ITEM_CHARS)}")
                else:
                    c.add(h.kind, h.item_id, f"[{day}] {trim_to_chars(one_line(text), ITEM_CHARS)}")
        out = c.result()
        if not out["blocks"]:
            return None  # nothing fitted the budget
        ids = list(dict.fromkeys(b["id"] for b in out["blocks"] if b["id"]))
        self.retrieval.note_shown(ids)  # the facts and episodes shown count as used
        return {"block": out["context"], "tokens": out["tokens"], "items": ids, "truncated": out["truncated"]}

    def _pinned_hits(self, caller: Caller, query: str, words: set[str], project: str | None) -> list[tuple]:
        """(kind, id, text) of typed records whose key the query names, facts it names, and matching slots."""
        low = " " + " ".join(wordtext.words(query.casefold(), keep_underscores=True)) + " "
        out: list[tuple] = []
        for item in self.typed.typed_items(caller, project):
            key_words = " ".join(wordtext.words(str(item.get("key") or "").casefold(), keep_underscores=True))
            if key_words and f" {key_words} " in low:
                text = item.get("overview") or item.get("abstract")
                out.append(("typed", item["id"], f"[{item.get('type')}] {text}"))
        for f in self.episodes.list_facts(caller, project=project, limit=500)["facts"]:
            fw = content_words(f.get("text") or "")
            shared = len(fw & words)
            if shared >= min(FACT_OVERLAP, len(fw)) and shared > 0:
                out.append(("fact", f["id"], f["text"]))
        if words:
            named = " ".join(wordtext.unique(wordtext.content_words(query, stemmed=False)))
            for slot in self.tools.matching_slots(caller, named, project, 5):
                if len(slot["matched"]) >= min(FACT_OVERLAP, len(words)):
                    out.append(("slot", f"{slot.get('project') or '*'}:{slot['label']}",
                                f"**{slot['label']}**: {slot['content']}"))
        return out
