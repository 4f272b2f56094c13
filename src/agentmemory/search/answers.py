"""The answer a question's shape expects: pure functions, no I/O (the last stage of `ranking`).

"When did Caroline go to the support group?" is answered by a turn that says when ("yesterday",
"last Friday", "in May 2023"); "How many turtles does Nate have?" by one with a number in it
("I've got three"). Neither word is in the question, so neither BM25 nor the question's vector
favours the item that says it over the items that only repeat the question's topic. A question
whose first words ask for a time or a quantity (`answer_shape`) lifts the items among the top
`answer_depth` whose text holds that kind of answer by `answer_weight` (`by_answer_shape`); a
question of any other shape changes nothing. Measured in docs/ranking.md (hybrid-v6).

"What made the very first build fail?" asks for the earliest of the events that match, "the most
recent deploy" for the newest (`asked_order`): `by_order` lifts the first `depth` results by up to
`weight`, the more the nearer their time is to the end the question names (docs/ranking.md, hybrid-v7).
"""
from __future__ import annotations

import calendar
import re
from typing import Callable, Mapping, Sequence

import numpy as np

from . import text
from .asked import events

_WEEKDAYS = [d.lower() for d in calendar.day_name]
_MONTHS = [m.lower() for m in calendar.month_name if m and m != "May"]  # "may" is a verb too
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


_RATE_WORDS = frozenset("hourly daily nightly weekly monthly yearly annually biweekly fortnightly twice once thrice "
                        "interval intervals period periodic periodically schedule scheduled cron frequency".split())
_RATE_UNITS = _UNITS | frozenset("second seconds sec secs s min mins minute hour hours h night nights".split())


def says_rate(body: str) -> bool:
    """A frequency: "every 10 minutes", "twice a week", "3 times per day", "hourly", "the report period",
    a schedule or an interval (code writes them in identifiers: REPORT_PERIOD_S, `schedule: every hour`)."""
    ws = text.words(body[:SCAN_CHARS])
    if not _RATE_WORDS.isdisjoint(ws):
        return True
    return any((a in ("every", "each", "per") and (b in _RATE_UNITS or b.isdigit() or b in _NUMBER_WORDS))
               or (a == "times" and b in ("a", "an", "per", "each", "every")) for a, b in zip(ws, ws[1:]))


#: Identifiers a question may ask for by their kind: (the question names it, the text holds one). A full stop after
#: one ends its sentence ("call him on +44 7700 900417."); a dot before more of it makes it something else (a version).
_PHONE = re.compile(r"(?<![\w.:/-])(?:\+\d{1,3}|0)(?:[\s().-]?\d){8,14}(?![\w:/]|\.\w)")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(r"https?://|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|app|co|uk|de|nl|no|se|dk|fr|"
                  r"eu|ai|cloud|site|xyz|info|me|us|ca|au|at|ch|be|es|fi|ie)\b(?![(]|\.\w)", re.I)
_IP = re.compile(r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w]|\.\w)")
_PORT = re.compile(r"\bport\s*[:=]?\s*\d{2,5}\b|(?<=[\w\]]):\d{2,5}\b", re.I)
#: A version as builds, lock files and commands print it: "8.0.204", "v1.0.3", "postgres:16", "@4", "version 3".
_VERSION = re.compile(r"(?<![\w.])v?\d+\.\d+(?:\.\d+)*\b|(?<=[:@])v?\d+\b|\b(?:version|v)\s*\d+\b", re.I)


def _asked_for(kind: str) -> re.Pattern:
    """A question that asks for an identifier of `kind` (a regex), not one that asks about it: "why did the job pages
    get a different URL?" asks for a reason."""
    return re.compile(r"^(?!\W*(?:why|how|did|does|do|is|are|was|were|has|have|can|should)\b)(?=.*?(?:" + kind + "))",
                      re.I | re.S)


def _holds(pattern: re.Pattern) -> Callable[[str], bool]:
    """The test of a text that holds an identifier `pattern` finds (in its first SCAN_CHARS)."""
    return lambda body: pattern.search(body[:SCAN_CHARS]) is not None


#: A question that asks for a quantity: "how many / much / long", a size or speed ("how big was the image", "how far
#: behind"), a share or a price ("what share of the bake", "what did it cost a month"), a total ("what did the billing
#: add up to / come to"); "how often" asks for a rate (the shape before it).
_QUANTITY = re.compile(r"\bhow (?:many|much|long|old|big|large|small|fast|slow|far|high|heavy)\b"
                       r"|\bwhat (?:share|percentage|proportion|fraction|price|size)\b|\bwhat did\b[^?]{0,80}\bcost\b"
                       r"|\b(?:add|adds|added) up to\b"
                       r"|\b(?:come|comes|came) to\b(?!\s+(?:the|a|an|our|my|this|that|his|her|their|terms)\b)", re.I)

#: (question shape, what its answer says): the first shape that matches the question decides.
SHAPES: tuple[tuple[re.Pattern, Callable[[str], bool]], ...] = (
    (re.compile(r"^\W*when\b|\bwhat (?:year|month|day|date|time)\b|\bhow long ago\b", re.I), says_time),
    (re.compile(r"\bhow (?:often|frequently)\b|\b(?:less|more) (?:often|frequently)\b", re.I), says_rate),
    (_asked_for(r"\b(?:phone|telephone|mobile|hotline|contact) numbers?\b|\bnumber\b[^?]{0,40}\b(?:call|ring)\b"),
     _holds(_PHONE)),
    (_asked_for(r"\be-?mail address(?:es)?\b|\b(?:which|what) e-?mail\b"), _holds(_EMAIL)),
    (_asked_for(r"\bip(?:v4)? address(?:es)?\b|\b(?:which|what) ip\b"), _holds(_IP)),
    (_asked_for(r"\b(?:which|what)\s+(?:(?!(?:is|are|was|were|do|does|did|has|have|the|a|an)\b)[\w-]+\s+){0,2}"
                r"ports?\b|\bport number\b"), _holds(_PORT)),  # "which local port", "what TCP port"
    (_asked_for(r"\burls?\b|\bweb ?address(?:es)?\b|\bwebsite address\b|\b(?:which|what) (?:domain|host ?name)s?\b|"
                r"\baddress where\b"), _holds(_URL)),
    (_asked_for(r"\b(?:which|what)\s+(?:[\w.+#-]+\s+){0,3}(?:versions?\b|releases?\s+(?:of|runs|is|are|do|does|did|we)\b)"),
     _holds(_VERSION)),
    (_QUANTITY, says_number),
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
    return _resorted(head, scored[depth:])


def _resorted(head: Sequence, rest: Sequence) -> list:
    """`head` re-sorted by its changed scores (ties by doc id), then `rest` as it was."""
    return sorted(head, key=lambda s: (-s.score, s.candidate.doc_id)) + list(rest)


_FIRST = re.compile(r"(?<!\bput )(?<!\bcomes )(?<!\bcome )(?<!\bgoes )(?<!\bruns )(?<!\bgo )"
                    r"\b(?:very first|first(?:[- ]ever)?|initially|originally|earliest|to begin with)\b"
                    r"(?! (?:place|half|name|names|page|line|lines|column|row|person|step|steps|one|argument|"
                    r"parameter|field|item|element|entry|key|word|letter|character|part|section|option|priority)\b)"
                    r"(?![- ](?:class|party|hand)\b)", re.I)
#: whose first day asks for the earliest: the work's own start, and a month's ("the first day of June")
_STARTS = "|".join(["project", "repo", "repository", "work", "codebase"] + [m.lower() for m in calendar.month_name if m])
#: "first" that orders a sentence, not events: "First, ...", "first of all", "at first glance"; and "on the first day
#: of the trial", a time within a thing (`timeframe`), not its earliest match.
_FIRST_AS_WORD = re.compile(r"^\W*first\s*,|\bfirst of all\b|\bat first glance\b|\bfirst things first\b|"
                            r"\bfirst\s+(?:day|week|morning|afternoon|evening|night|hours?)\s+of\s+"
                            r"(?!(?:the\s+|our\s+|this\s+)?(?:" + _STARTS + r")\b)", re.I)
_LATEST = re.compile(r"\b(?:latest|most recent(?:ly)?|newest|last time)\b", re.I)
_NOW = re.compile(r"\b(?:now|currently|these days|today|nowadays)\b", re.I)
#: "What version of Next.js is the app running?", "which Ruby version are we on?", "which JUCE release are we building
#: against?": a version in use now is the one seen last (a bump leaves the older builds' output behind, unmarked),
#: unless the question asks for a past one.
_VERSION_NOW = re.compile(r"^(?![^?]*\b(?:was|were|did|had|used\s+to|before|first|originally|initially)\b)"
                          r"[^?]*\b(?:what|which)\b[^?]*\b(?:versions?|releases?\s+(?:are|is|do|does)\b)", re.I)


def asked_order(query: str) -> int:
    """-1 when `query` asks for the earliest matching event ("the very first build", "initially"),
    +1 for the newest ("the latest", "most recent"), 0 otherwise (also when it asks about now, which
    supersession answers: "the job that failed the first time: where is it now?")."""
    q = query or ""
    if _VERSION_NOW.search(q):
        return 1
    if _NOW.search(q):
        return 0
    return -1 if _FIRST.search(_FIRST_AS_WORD.sub(" ", q)) else 1 if _LATEST.search(q) else 0


def _lifted(s) -> bool:
    """Dated and a match on its own (keywords or meaning), not only by its neighbours or a low floor."""
    return s.candidate.ts is not None and ("bm25" in s.matched or "vector" in s.matched)


def by_order(scored: list, query: str, weight: float, depth: int) -> list:
    """`scored` (ranking.Scored, best first) with each of the first `depth` that is dated and matched on its
    own multiplied by 1 + `weight` x its place in their time span (1 at the end the query asks for, 0 at the other;
    `matched` gains "order" when lifted by at least half) and re-sorted; unchanged without an order."""
    order = asked_order(query) if weight else 0
    head = list(scored[:depth])
    times = [s.candidate.ts for s in head if _lifted(s)]
    if not order or len(times) < 2 or max(times) == min(times):
        return scored
    lo, span = min(times), max(times) - min(times)
    for s in head:
        if not _lifted(s):
            continue
        place = (s.candidate.ts - lo) / span if order > 0 else (lo + span - s.candidate.ts) / span
        s.score *= 1.0 + weight * place
        if place >= 0.5:
            s.matched.append("order")
    return _resorted(head, scored[depth:])


def shaped(query: str, weight: float) -> bool:
    """Whether `by_answer_shape` would look at the texts of this query's results."""
    return bool(weight) and answer_shape(query) is not None


_PAST = re.compile(r"\b(?:why|what|how|which) (?:was|were|had)\b|\bused to\b|\boriginal(?:ly)?\b|"
                   r"\bfirst (?:choose|chosen?|pick(?:ed)?|decided?|plan(?:ned)?|(?:go|went|gone) with|settled? on)\b|"
                   r"\bprevious(?:ly)?\b|\bat first\b|\binitially\b|\bin the first place\b|"
                   r"\bfrom (?:day one|the (?:very )?(?:start|beginning|outset))\b", re.I)
#: The question's first auxiliary gives its tense: "why did the deploy fail?" asks about an event,
#: "how long before a firing do we remind?" about now.
_AUX = re.compile(r"\b(?:(?P<past>did|was|were|had|could)(?:n['’]t)?|do|does|is|are|has|have|can|should|will|would|"
                  r"must|may|might|shall)\b|['’](?:s|re)\b", re.I)
_WH = re.compile(r"\b(?:what|which|who|why|how)\s+(\w+)", re.I)


def asks_past(query: str) -> bool:
    """Whether a question asks about an earlier state ("why was it slow?", "what was it before?"; "before"
    only in a question in the past tense: "how long before a firing do we remind?" asks about now)."""
    q = query or ""
    return bool(_PAST.search(q)) or (bool(re.search(r"\bbefore\b", q, re.I)) and past_tense(q))


def past_tense(query: str) -> bool:
    """Whether a question asks about a past event ("why did the rollout fail?", "what broke when ...?"):
    its first auxiliary is in the past tense, or it has none and its verb after the question word is."""
    aux = _AUX.search(query or "")
    if aux is not None:
        return aux.group("past") is not None
    wh = _WH.search(query or "")
    verb = wh.group(1).lower() if wh else ""
    return verb in events.IRREGULAR_PAST or (len(verb) > 4 and verb.endswith("ed"))


_NAME = r"([A-Z][a-z]+)\b"
#: Whom a question is about: a capitalised word after an auxiliary ("has John", "does both Jean and John"),
#: or one that owns something ("Caroline's", "Jean and John's"). "Which Python versions ..." names no one.
_ABOUT = re.compile(r"\b(?:is|was|are|were|does|did|do|has|have|had|can|could|would|will|should|might|may|must)"
                    rf"\s+(?:both\s+|either\s+)?{_NAME}(?:\s+(?:and|or)\s+{_NAME})?"
                    rf"|\b{_NAME}['’]s\b|\b{_NAME}\s+(?:and|or)\s+[A-Z][a-z]+['’]s\b")


def content_query(query: str) -> str | None:
    """`query` without the names of whom it asks about (`_ABOUT`, not its first word), lower-case: what it
    asks about them. None when it names no one or is nothing but names."""
    names = {m.group(i).lower() for m in _ABOUT.finditer(query or "") for i in range(1, 5)
             if m.group(i) and m.start(i) > 0 and m.group(i).lower() not in text.STOP_WORDS}
    rest = [w for w in text.words(query) if w not in names] if names else []
    return " ".join(rest) or None


def query_vector(vecs: Sequence, weight: float) -> np.ndarray:
    """The vector a question is searched with from the vectors of its texts (the question, then
    `content_query` when it has one): (1 - `weight`) x the first + `weight` x the second, L2-normalised.

    Trigger: the question names someone ("What books has John read?"). Why: the name is in every
    item about them (a conversation turn starts with its speaker), so in the question's one vector it
    ranks the items by whom they are about more than by what they say. Outcome: half the vector is
    what is asked (docs/ranking.md, hybrid-v10)."""
    v = np.asarray(vecs[0], dtype=np.float32)
    if len(vecs) < 2 or not weight:
        return v
    v = (1.0 - weight) * v + weight * np.asarray(vecs[1], dtype=np.float32)
    n = float(np.linalg.norm(v))
    return v / n if n > 0 else np.asarray(vecs[0], dtype=np.float32)
