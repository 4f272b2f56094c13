"""The answer a question's shape expects: pure functions, no I/O (the last stage of `ranking`).

"When did Caroline go to the support group?" is answered by a turn that says when ("yesterday",
"last Friday", "in May 2023"); "How many turtles does Nate have?" by one with a number in it
("I've got three"). Neither word is in the question, so neither BM25 nor the question's vector
favours the item that says it over the items that only repeat the question's topic. A question
whose first words ask for a time or a quantity (`answer_shape`) lifts the items among the top
`answer_depth` whose text holds that kind of answer by `answer_weight` (`by_answer_shape`); a
question of any other shape changes nothing. Measured in docs/ranking.md (hybrid-v6).
"""
from __future__ import annotations

import re
from typing import Callable, Mapping, Sequence

from . import text

_WEEKDAYS = "monday tuesday wednesday thursday friday saturday sunday".split()
_MONTHS = "january february march april june july august september october november december".split()  # not "may"
#: Words that say when on their own, and the words that say it after last/this/next or a number.
_WHEN_WORDS = frozenset("yesterday today tonight tomorrow recently since ago".split() + _WEEKDAYS + _MONTHS)
_RELATIVE = frozenset("last this next".split())
_PERIODS = frozenset("week weekend month year night morning summer winter spring fall time".split() + _WEEKDAYS)
_UNITS = frozenset("day days week weeks month months year years hour hours minute minutes".split())
_NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve dozen dozens hundred "
                          "hundreds thousand thousands twice once several couple".split())
SCAN_CHARS = 2000  # the part of a result's text looked at (as ranking's length prior, the start says most)


def says_time(body: str) -> bool:
    """A time said in words or digits: "yesterday", "last Friday", "two weeks ago", "for 3 years", a
    weekday, a month, a year (1900-2099), a date."""
    ws = text.words(body[:SCAN_CHARS])
    if not _WHEN_WORDS.isdisjoint(ws) or any(len(w) == 4 and w[:2] in ("19", "20") and w.isdigit() for w in ws):
        return True
    return any((a in _RELATIVE and b in _PERIODS) or (a.isdigit() and b in _UNITS) for a, b in zip(ws, ws[1:]))


def says_number(body: str) -> bool:
    """A quantity: digits or a number word."""
    ws = text.words(body[:SCAN_CHARS])
    return not _NUMBER_WORDS.isdisjoint(ws) or any(w.isdigit() for w in ws)


#: (question shape, what its answer says): the first shape that matches the question decides.
SHAPES: tuple[tuple[re.Pattern, Callable[[str], bool]], ...] = (
    (re.compile(r"^\W*when\b|\bwhat (?:year|month|day|date|time)\b|\bhow long ago\b", re.I), says_time),
    (re.compile(r"\bhow (?:many|much|long|old|often)\b", re.I), says_number),
)


def answer_shape(query: str) -> Callable[[str], bool] | None:
    """The test of a text that answers `query` (`says_time`, `says_number`), or None for any other question."""
    for asks, answer in SHAPES:
        if asks.search(query or ""):
            return answer
    return None


def by_answer_shape(scored: list, texts: Mapping[int, str], query: str, weight: float,
                    depth: int) -> list:
    """`scored` (ranking.Scored, best first) with those of the first `depth` whose text (`texts`, by
    doc id) holds the answer `query`'s shape expects multiplied by 1 + `weight` (`matched` gains
    "answer") and re-sorted; unchanged when the query has no such shape or `weight` is 0."""
    shape = answer_shape(query) if weight else None
    if shape is None or not scored:
        return scored
    head: Sequence = scored[:depth]
    for s in head:
        if shape(texts.get(s.candidate.doc_id) or ""):
            s.score *= 1.0 + weight
            s.matched.append("answer")
    return sorted(head, key=lambda s: (-s.score, s.candidate.doc_id)) + list(scored[depth:])


def shaped(query: str, weight: float) -> bool:
    """Whether `by_answer_shape` would look at the texts of this query's results."""
    return bool(weight) and answer_shape(query) is not None
