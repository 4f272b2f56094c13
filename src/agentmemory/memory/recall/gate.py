"""The relevance gate: which memory section, if any, a message should get.

Routes by wording (after the Osaurus memory design), most specific first:

1. exact wording ("verbatim", "exact words", "quote", "what did I say")  -> transcript
2. about the user ("who am I", "my name", "about me")                    -> identity
3. preferences and the user's things ("my favourite", "do I prefer",
   "what's my dog called", "where do I work")                            -> pinned, then identity
4. past work ("we discussed", "last time", "did we", "what did we work on",
   "remember when", third-person or we/our pronouns)                     -> episodes
5. nothing fired -> Recall checks whether the query names a pinned fact, a typed key or a slot
   (pinned), then whether a name in it (`names`: "When did Caroline ...") appears in an episode
   (episodes, only those naming it); otherwise nothing is injected (in `llm` mode the LLM is asked).

Raw turns (transcript) are only ever reached by rule 1 or an explicit scope. An item passes
the gate only when it shares a topic word with the query: stop words, common verbs and the
cue words themselves (`text.WEAK_WORDS`) never carry a match.
"""
from __future__ import annotations

import re
import threading
from typing import Literal

from pydantic import BaseModel

from ...search import text as wordtext

CACHE_SECONDS = 10.0  # a retry of the same (agent, query) within this reuses the assembled block
CACHE_ENTRIES = 512

_VERBATIM = re.compile(r"\b(verbatim|exact(?:ly)? (?:words?|wording|what)|quot(?:e|ed|es|ing)|word for word|"
                       r"literally said|precise wording|what (?:did|have) (?:i|you|we) (?:just )?(?:say|said|write|"
                       r"wrote|type|typed)\b)", re.I)
_IDENTITY = re.compile(r"\b(who am i|my name|about me|who i am|what do you know about me|my profile|"
                       r"describe me|where do i live|where do i work|what do i do for (?:a )?(?:living|work))\b",
                       re.I)
_PREFERENCE = re.compile(r"\b(my (?:favou?rite|preferred|preferences?|usual|go-to|choice)|"
                         r"(?:do|did|would) i (?:prefer|like|love|hate|dislike|enjoy|use|usually|normally)|"
                         r"what (?:do|did) i (?:prefer|like|love|use|usually)|"
                         r"remember my|my (?:settings?|setup|stack|habits?)|"
                         r"(?:what|who|where|when|which|how old|how many)(?:'s| is| are| was| were) my|"
                         r"(?:do|did) i (?:have|own|live|work|study))\b", re.I)
_EPISODIC = re.compile(r"\b(we discussed|we talked|we spoke|we decided|we agreed|last time|previously|earlier|"
                       r"the other day|remember when|did we|have we|had we|were we|you said|you told me|"
                       r"i told you|i mentioned|our (?:last|previous) (?:chat|conversation|session|talk)|"
                       r"(?:what|which|how) (?:did|have) (?:we|i) (?:work|worked|fix|fixed|do|done|build|built|"
                       r"change|changed|try|tried|decide|decided|ship|shipped|implement|implemented)|"
                       r"we (?:worked|fixed|built|changed|tried|shipped|implemented|chose))\b", re.I)
_PRONOUN = re.compile(r"\b(he|she|him|her|his|hers|they|them|their|we|us|our)\b", re.I)

ROUTES = ("transcript", "identity", "pinned", "episodes")


def route(query: str) -> list[str]:
    """The scopes the wording points to, most specific first (before any lookup)."""
    out = []
    if _VERBATIM.search(query):
        out.append("transcript")
    if _IDENTITY.search(query):
        out.append("identity")
    if not out and _PREFERENCE.search(query):  # (identity already shows the facts; a quote wants the turns)
        out += ["pinned", "identity"]
    if _EPISODIC.search(query) or _PRONOUN.search(query):
        out.append("episodes")
    return list(dict.fromkeys(out))


def topic_words(text: str | None) -> set[str]:
    """The stems of the words that can carry a match: no stop words, common verbs or gate cues."""
    return set(wordtext.content_words(text, stop=wordtext.WEAK_WORDS))


_NAME = re.compile(r"(?<![\w'])([A-Z][\w'-]*[A-Za-z0-9]|[A-Z]{2,})")


def names(query: str) -> set[str]:
    """Stems of the names in a message: capitalised words not opening a sentence, and acronyms."""
    out = set()
    for m in _NAME.finditer(query):
        before = query[:m.start()].rstrip()
        word = m.group(1).split("'")[0]
        opening = not before or before[-1] in ".!?:;\"("  # a capital there says nothing (acronyms aside)
        if (opening and not word.isupper()) or word.lower() in wordtext.WEAK_WORDS:
            continue
        out.update(topic_words(word))
    return out


def shares_topic(words: set[str], text: str | None) -> bool:
    """True when `text` contains one of the query's topic stems."""
    return bool(words) and not words.isdisjoint(wordtext.stems(text))


class GateRoute(BaseModel):
    """The LLM's routing answer, when the heuristic found no cue."""
    scope: Literal["identity", "pinned", "episodes", "transcript", "none"]


def llm_prompt(query: str) -> str:
    return ("Decide which part of a user's memory should be shown to an assistant before it answers the "
            "message below. identity: the message asks who the user is; pinned: it asks about the user's "
            "preferences or stable facts; episodes: it refers to past conversations or past work; transcript: it "
            "asks for the exact words said before; none: it needs no memory (a new question or request).\n"
            f"Message: {query}\nAnswer as JSON: {{\"scope\": ...}}")


class GateCache:
    """Assembled answers for CACHE_SECONDS per key, so a retried message does not run the gate again."""

    def __init__(self, seconds: float = CACHE_SECONDS, entries: int = CACHE_ENTRIES):
        self.seconds = seconds
        self.entries = entries
        self._lock = threading.Lock()
        self._items: dict[tuple, tuple[float, dict]] = {}

    def get(self, key: tuple, now: float) -> dict | None:
        with self._lock:
            hit = self._items.get(key)
            # an answer from "later" than now (the clock was set back) is as stale as an expired one
            if hit is None or not hit[0] - self.seconds <= now < hit[0]:
                self._items.pop(key, None)
                return None
            return dict(hit[1])

    def put(self, key: tuple, value: dict, now: float) -> None:
        with self._lock:
            if len(self._items) >= self.entries:
                self._items = {k: v for k, v in self._items.items() if v[0] > now}
                while len(self._items) >= self.entries:
                    self._items.pop(next(iter(self._items)))
            self._items[key] = (now + self.seconds, dict(value))

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
