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
from typing import Mapping, Sequence

_WEEKDAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_MONTH = "january|february|march|april|june|july|august|september|october|november|december"
_UNIT = r"(?:days?|weeks?|months?|years?|hours?|minutes?)"
#: A time said in words or digits: relative ("yesterday", "last week", "two days ago"), a weekday,
#: a month, a year, a date.
TIME = re.compile(
    rf"\b(?:yesterday|today|tonight|tomorrow|recently|since|ago|(?:last|this|next) (?:{_WEEKDAY}|week|weekend"
    rf"|month|year|night|morning|summer|winter|spring|fall|time)|{_WEEKDAY}|{_MONTH}|(?:19|20)\d\d"
    rf"|\d{{4}}-\d\d-\d\d|\d+ {_UNIT})\b", re.I)
#: A quantity: digits or a number word.
NUMBER = re.compile(r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|"
                    r"hundreds?|thousands?|twice|once|several|couple)\b", re.I)
#: (question shape, the answer it expects): the first that matches the question decides.
SHAPES: tuple[tuple[re.Pattern, re.Pattern], ...] = (
    (re.compile(r"^\W*when\b|\bwhat (?:year|month|day|date|time)\b|\bhow long ago\b", re.I), TIME),
    (re.compile(r"\bhow (?:many|much|long|old|often)\b", re.I), NUMBER),
)


def answer_shape(query: str) -> re.Pattern | None:
    """The pattern an answer to `query` holds (a time, a quantity), or None for any other question."""
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
        if shape.search(texts.get(s.candidate.doc_id) or ""):
            s.score *= 1.0 + weight
            s.matched.append("answer")
    return sorted(head, key=lambda s: (-s.score, s.candidate.doc_id)) + list(scored[depth:])


def shaped(query: str, weight: float) -> bool:
    """Whether `by_answer_shape` would look at the texts of this query's results."""
    return bool(weight) and answer_shape(query) is not None
