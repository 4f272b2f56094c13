"""Software-development concepts and the tools that are instances of them, for questions that name a
thing by its category ("the embedded database", "the lock file") when the history names the tool
(SQLite, poetry.lock): the local embedding model does not relate the two.

`CONCEPTS` is the one source of truth: each entry is (trigger phrases, instances), "|"-separated,
written from general knowledge. `expansion(query)` gives the instances of every concept the query
names, unless it already names one of that concept's instances (search/hybrid.py adds them as a
down-weighted keyword query). Phrases match whole words, plurals folded ("tests" matches "test",
"latest" does not).
"""
from __future__ import annotations

import re
from functools import lru_cache

from . import text
from .asked.software import CONCEPTS

MAX_TERMS = 40  # instances searched for at most (the first concepts named first)



@lru_cache(maxsize=65536)
def _fold(word: str) -> str:
    """A plural folded onto its singular ("tests", "libraries"); no stemming beyond that: Porter makes
    "localization" "local" and "hosting" "host", words of any conversation."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _phrase(words: str) -> tuple[str, ...]:
    return tuple(_fold(w) for w in text.words(words))


_Compiled = tuple[tuple[tuple[tuple[str, ...], ...], tuple[str, ...], tuple[tuple[str, ...], ...]], ...]


@lru_cache(maxsize=4)
def _compiled(table: tuple = CONCEPTS) -> _Compiled:
    """Each concept of `table` as (trigger phrases, instances as written, instance phrases), words folded
    (`_phrase`)."""
    out = []
    for triggers, instances in table:
        phrases = tuple(p for p in (_phrase(t) for t in triggers.split("|")) if p)
        names = tuple(dict.fromkeys(n.strip() for n in instances.split("|")
                                    if n.strip() and _phrase(n) and _phrase(n) not in phrases))
        out.append((phrases, names, tuple(_phrase(n) for n in names)))
    return tuple(out)


def _spans(seq: tuple[str, ...], phrase: tuple[str, ...]) -> list[tuple[int, int]]:
    n = len(phrase)
    return [(i, i + n) for i in range(len(seq) - n + 1) if seq[i:i + n] == phrase]


@lru_cache(maxsize=4)
def _by_first_word(table: tuple = CONCEPTS) -> dict[str, tuple[tuple[int, tuple[str, ...]], ...]]:
    """Folded first word -> (concept index, trigger phrase) of the triggers starting with it: a question is
    read once, word by word, not once per trigger (every search asks)."""
    index: dict[str, list[tuple[int, tuple[str, ...]]]] = {}
    for i, (triggers, _, _) in enumerate(_compiled(table)):
        for t in triggers:
            index.setdefault(t[0], []).append((i, t))
    return {w: tuple(v) for w, v in index.items()}


def _named(query: str, table: tuple = CONCEPTS) -> dict[int, int]:
    """Concept index -> words of its longest trigger phrase in `query`, but for a concept whose every
    match lies inside a longer match of another ("database" in "embedded database")."""
    seq = _phrase(query or "")
    by_first = _by_first_word(table)
    found: dict[int, list[tuple[int, int]]] = {}
    for a, word in enumerate(seq):
        for i, t in by_first.get(word, ()):
            if seq[a:a + len(t)] == t:
                found.setdefault(i, []).append((a, a + len(t)))
    found = dict(sorted(found.items()))
    longer = [(a, b, i) for i, sps in found.items() for a, b in sps]

    def inside(i: int, a: int, b: int) -> bool:
        return any(j != i and x <= a and b <= y and y - x > b - a for x, y, j in longer)
    return {i: max(b - a for a, b in sps) for i, sps in found.items() if not all(inside(i, a, b) for a, b in sps)}


def concepts(query: str) -> list[int]:
    """Indexes into `CONCEPTS` of the concepts `query` names (`_named`)."""
    return list(_named(query))


def expansion(query: str, cap: int = MAX_TERMS, phrases: bool | None = None) -> list[str]:
    """The instances of the concepts `query` names (first-seen order, no duplicates, at most `cap`),
    leaving out a concept whose instances the query already names one of (it asks about that tool).
    `phrases`: True, only the concepts named by a phrase of two words or more; False, by one word."""
    return _instances(_phrase(query or ""), _named(query), cap, phrases)


def _instances(seq: tuple[str, ...], named: dict[int, int], cap: int, phrases: bool | None,
               table: tuple = CONCEPTS) -> list[str]:
    out: dict[str, None] = {}
    for i, n in named.items():
        _, names, stems = _compiled(table)[i]
        if (phrases is None or phrases == (n > 1)) and not any(_spans(seq, s) for s in stems):
            out.update(dict.fromkeys(names))
    return list(out)[:cap]


def terms(query: str, table: tuple = CONCEPTS, cap: int = MAX_TERMS) -> tuple[list[str], bool]:
    """The instances a search adds for `query`: those of the concepts it names by a phrase ("the HTTP
    framework", True), else those it names by one word ("the database", False: a word the history
    itself may use, so a weaker hint). The question is read once for both."""
    seq, named = _phrase(query or ""), _named(query, table)
    by_phrase = (clock_times(query) + _instances(seq, named, cap, True, table))[:cap]
    return (by_phrase, True) if by_phrase else (_instances(seq, named, cap, False, table), False)


_HOURS = "one two three four five six seven eight nine ten eleven twelve".split()
#: A time of day said in words: "half past five", "quarter to seven", "six o'clock" (histories write 05:30, 6:45).
_CLOCK = re.compile(r"\b(?:(?P<part>half|quarter)\s+(?P<rel>past|to)\s+(?P<h>" + "|".join(_HOURS) + r")|(?P<h2>"
                    + "|".join(_HOURS) + r")\s+o['’]?clock)\b", re.I)


def clock_times(query: str) -> list[str]:
    """The times a time of day said in words stands for, in the forms a history writes them: "half past five" ->
    05:30, 5:30, 17:30 (morning or evening: the words do not say)."""
    out: list[str] = []
    for m in _CLOCK.finditer(query or ""):
        hour = _HOURS.index((m.group("h") or m.group("h2")).lower()) + 1
        minute = 0 if m.group("h2") else 30 if m.group("part").lower() == "half" else 15
        if m.group("rel") and m.group("rel").lower() == "to":  # "quarter to seven": 6:45
            hour, minute = hour - 1 or 12, 60 - minute
        out += [f"{hour % 12:02d}:{minute:02d}", f"{hour}:{minute:02d}", f"{hour % 12 + 12:02d}:{minute:02d}"]
    return list(dict.fromkeys(out))


@lru_cache(maxsize=4)
def _instances_by_first_word(table: tuple) -> dict[str, tuple[tuple[int, tuple[str, ...]], ...]]:
    """Folded first word -> (concept index, instance phrase) of the instances starting with it."""
    index: dict[str, list[tuple[int, tuple[str, ...]]]] = {}
    for i, (_, _, stems) in enumerate(_compiled(table)):
        for s in stems:
            index.setdefault(s[0], []).append((i, s))
    return {w: tuple(v) for w, v in index.items()}


def categories(text_: str, table: tuple = CONCEPTS) -> list[str]:
    """The category (first trigger phrase) of every concept of `table` that `text_` names an instance of,
    in table order: the document-side twin of `terms` ("I play the clarinet" -> "instrument")."""
    seq, by_first = _phrase(text_ or ""), _instances_by_first_word(table)
    found = {i for a, w in enumerate(seq) if w in by_first for i, s in by_first[w] if seq[a:a + len(s)] == s}
    return [" ".join(_compiled(table)[i][0][0]) for i in sorted(found)]
