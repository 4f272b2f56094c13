"""Whether the clause after "before/after/since" names something that happened: pure text work, no I/O.

"after we deployed", "before the deploy broke", "since adding the ECB rates" name a past event;
"before it can send", "after we deploy", "after his career" do not (`search/timeframe.py` reads the
window next to the event only for the first kind). A plan names the day of an event before it happens ("the site
test is on 16 and 17 November": `planned_day`).
"""
from __future__ import annotations

import calendar
import re
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from itertools import chain

from .. import text
from ..dates import query_dates

_PRONOUNS = frozenset("we i you they he she it that this there someone everyone everything".split())
_ADVERBS = frozenset("just first finally actually already really then also only still even eventually initially "
                     "last all both".split())
#: After a subject, these say the clause is not a past event: "before it can send", "after we deploy".
_NOT_PAST = frozenset("can cannot will would should shall must may might ll won wont gonna need needs do does don "
                      "doesn is are am isn aren get gets keep keeps".split())
IRREGULAR_PAST = frozenset("""went broke built made set got ran wrote began came did had was were found put split cut
hit left lost brought bought caught chose drew drove fell felt fought flew forgot froze gave grew held kept knew led
let meant met paid read rode rose said saw sent shut sold spent spoke stood stuck struck took taught tore told thought
threw understood woke wore won rewrote rebuilt redid undid reran overrode shook sank bent bound blew dug dealt fed fit
hid hung heard laid lit quit spun spread slid sat slept shot swept swung upset became could
broken done gone written taken given chosen driven fallen forgotten frozen hidden known seen shown spoken stolen
thrown torn been grown drawn flown blown shaken rewritten undone redone begun run become come""".split())


def names_past_event(clause: str) -> bool:
    """Whether an event clause names something that happened: "we deployed", "the deploy broke",
    "adding the ECB rates", "the release"; not "it can send anything", "that fails", "we deploy"."""
    words = text.words(clause)
    if not words or words[0] not in _PRONOUNS:  # a noun phrase or a gerund: only no modal in it
        return not any(w in _NOT_PAST and w not in ("need", "needs", "keep", "keeps", "get", "gets") for w in words[1:])
    rest = [w for w in words[1:] if w not in _ADVERBS]
    if not rest:
        return False
    verb, after = rest[0], rest[1] if len(rest) > 1 else ""
    if verb in ("have", "has", "ve", "d"):  # "we've deployed"; not "we have to"
        verb, after = after, ""
    if verb in _NOT_PAST or after == "to" and verb in ("had", "got"):
        return False
    return verb.endswith("ed") or verb in IRREGULAR_PAST


_DETERMINERS = frozenset("the our my your his her their a an".split())
#: An "-ed" word after these describes a noun ("one shared cluster", "the signed build"): no verb of the clause.
_BEFORE_ADJECTIVE = _DETERMINERS | frozenset("one two three each every some any all both this that these those".split())


def past_verb(clause: str) -> bool:
    """A noun phrase and a past verb: "the deploy broke", "our tests passed" (not "being inspired")."""
    words = text.words(clause)
    return bool(words) and words[0] in _DETERMINERS and any(
        _is_past(w) and words[i - 1] not in _BEFORE_ADJECTIVE for i, w in enumerate(words) if i >= 2)


_TOKEN = re.compile(r"[^\W_]+")
#: "the walk where the map failed", "the trial with the support team began": a determiner after these goes on one event
_JOINING = frozenset("where when that which who whose whom with of for from to in on at by about into onto over under "
                     "between among through".split())
_BACK = re.compile(r"\b(?:it|them|this|that|these|those)\b", re.I)


def refers_back(clause: str) -> bool:
    """Whether an event clause names its thing by a pronoun ("the day we set it up"): the rest of the question
    says what it is ("why did the pipeline's install fail ..."), so the event's search needs those words too."""
    return bool(_BACK.search(clause))


def second_clause(clause: str) -> int | None:
    """Where a second clause starts inside an event phrase that runs on without punctuation: "the first
    release | the front desk got Page Expired" (a noun phrase, then a new subject with its past verb).
    None when the clause is one event ("the deploy broke the build", "we moved the API")."""
    toks = [(m.start(), m.group().lower()) for m in _TOKEN.finditer(clause)]
    if len(toks) < 4 or toks[0][1] not in _DETERMINERS:
        return None
    for i in range(2, len(toks) - 1):
        word = toks[i][1]
        if _is_past(word):
            return None  # the event's own verb comes first: one clause
        if word in _DETERMINERS and toks[i - 1][1] not in _JOINING and any(_is_past(w) for _, w in toks[i + 2:i + 6]):
            return toks[i][0]
    return None


def _is_past(word: str) -> bool:
    return len(word) > 3 and word.endswith("ed") or word in IRREGULAR_PAST


#: A month naming which one of a thing ("the April backfill", "our May release"): no date of its own.
_ATTRIBUTIVE_MONTH = re.compile(r"\b(?:the|our|this|that|last)\s+(?:" + "|".join(m for m in calendar.month_name if m)
                                + r")\s+(?=[a-z])", re.I)


def undated(clause: str) -> str:
    """`clause` without the months that only say which one of a thing it names (`_ATTRIBUTIVE_MONTH`)."""
    return _ATTRIBUTIVE_MONTH.sub("the ", clause)


#: An event that changes something already there ("switching the build tool", "after we moved to Fly", "the
#: storage swap", "the rename"): it happened after that thing first appeared.
_CHANGE = re.compile(r"\b(?:switch(?:ed|ing|es)?|swap(?:ped|ping|s)?|mov(?:e|ed|ing)\s+(?:to|off|from|over|onto|away)|"
                     r"move\s+(?:to|off|from|over|onto|away)|migrat(?:e|ed|ing|ion)|replac(?:e|ed|ing|ement)|"
                     r"chang(?:e|ed|ing)|upgrad(?:e|ed|ing)|renam(?:e|ed|ing)|bump(?:ed|ing)?|"
                     r"dropp(?:ed|ing)|ditch(?:ed|ing)|port(?:ed|ing)\s+to)\b", re.I)


def names_change(clause: str) -> bool:
    """Whether an event clause names a change of something that existed before it (`_CHANGE`): such an event
    is dated by the latest of the strong hits of its search, not the first setup of the thing it changed."""
    return bool(_CHANGE.search(clause))


#: Idioms an item seldom says in the same words, searched with what they mean when they name an event: going live is
#: a deploy or a release; a file moved or renamed is a `git mv`, the command that did it ("moved to Postgres" is no file,
#: and a function or an endpoint renamed is done by an edit: docs/time-filter.md).
_FILE = r"(?:files?|modules?|folders?|director(?:y|ies)|scripts?|packages?|classes|class|tests?|sources?)"
_MOVED = r"(?:moved|moving|renamed|renaming|relocated|relocating)\b"
EVENT_IDIOMS = [
    (re.compile(r"\b(?:go|goes|going|went|gone)\s+(?:live|online)\b|\blaunch(?:ed)?\b|\brolled\s+out\b"
                r"|\bput\s+(?:\w+\s+)?online\b|\bpublish(?:ed)?\b|\bgo-live\b", re.I),
     "deploy deployed production release"),
    (re.compile(r"\b" + _FILE + r"\b(?:\s+\w+){0,3}?\s+(?:was|were|got|had\s+been|been)\s+" + _MOVED + r"|\b" + _MOVED
                + r"\s+(?:the|our|that|those|a)\s+(?:\w+\s+)?" + _FILE + r"\b|\b" + _FILE + r"\s+(?:rename|move)\b", re.I),
     "git mv rename renamed"),
    (re.compile(r"\boutages?\b|\bdowntime\b|\b(?:went|was|were|is|are)\s+down\b", re.I), "incident"),  # ops' word for it
]


#: A milestone named by a bare noun ("the Thursday before launch", "two days after release"): an event of its own when
#: a weekday, a unit or a count dates the day asked; "after release" alone is no time (`bare_milestone`).
_MILESTONE = re.compile(r"launch|go[-\s]live|release|cut-?over|kick-?off|handover|code\s+freeze", re.I)


def bare_milestone(groups: dict) -> bool:
    """Whether an event pattern's groups name a bare milestone with a weekday, a unit or a count ("the Thursday before
    launch", "the day after release")."""
    asks_day = groups.get("wd") or groups.get("n") or groups.get("unit")
    return bool(asks_day and _MILESTONE.fullmatch((groups.get("event") or "").strip()))


#: The first day of a range said before the date's day: "16 and 17 November", "Tuesday 16 and Wednesday 17 November".
_RANGE_START = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s*(?:and|-|\u2013|to|&)\s*(?:[a-z]+day\s+)?$", re.I)
PLAN_CHARS = 80  # a date this close after an event's name says when it is planned (`planned_day`)
PLAN_DAYS = 120  # ... up to this many days ahead
DAY = 86400.0


def event_name(clause: str) -> list[str]:
    """The words that name an event as a thing: "the site test started" -> site, test; "the demo" -> demo; none for
    a verb ("tagging 1.0.0", "we migrated to Postgres")."""
    name = []
    for w in text.words(clause):
        if w in text.STOP_WORDS:
            continue
        if _is_past(w) or w.endswith("ing"):
            break
        name.append(w)
    return name


def planned_day(body: str, clause: str, said_at: float) -> float | None:
    """The day (epoch seconds, UTC midnight) that `body`, said at `said_at`, plans the event of `clause` for: a date
    with a day named right after the event's name ("the site test in hall B is on 16 and 17 November", "should go out
    Tuesday next week (the 18th)"), or after the name's last word (the head of "the committee demo": "the demo for the
    committee is Thursday 24 June"), a day after `said_at` up to PLAN_DAYS later; None when it names none."""
    name = event_name(clause)
    if not name or not body:
        return None
    said = datetime.fromtimestamp(said_at, tz=timezone.utc)
    names = [name] + ([name[-1:]] if len(name) > 1 else [])  # "the committee demo": "the demo for the committee is ..."
    said_names = (r"\b" + r"\W+".join(map(re.escape, n)) + r"s?\b" for n in names)
    for m in chain.from_iterable(re.finditer(pat, body, re.I) for pat in said_names):
        tail = re.split(r"[.;!?](?:\s|$)", body[m.end():m.end() + PLAN_CHARS])[0]  # in the same sentence
        for when in _days_named(tail, said):
            if DAY <= when - said_at // DAY * DAY <= PLAN_DAYS * DAY:  # a later day, not a year on
                return when
    return None


#: "the 18th", "on the 3rd": a day of the month without its month.
_ORDINAL_DAY = re.compile(r"\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b", re.I)
_WEEKDAY = re.compile(r"\b(" + "|".join(calendar.day_name) + r")\b(\s+next\s+week\b)?", re.I)  # "next Tuesday" too


def _days_named(tail: str, said: datetime) -> Iterator[float]:
    """The days (UTC midnight) a plan's words after the event's name may mean, said on `said`: a date with its month
    ("16 and 17 November": the first day; in the year said or the next), else a day of the month alone ("the 18th":
    the next such day), else a weekday not after a verb in the past ("Tuesday", "next Tuesday": the next one after
    `said`; "Tuesday next week": that of the next calendar week)."""
    d = next((d for d in query_dates(tail) if d.month and d.day), None)
    if d is not None:
        lead = _RANGE_START.search(tail[:tail.find(d.text)])
        day = int(lead.group(1)) if lead and 0 < int(lead.group(1)) < d.day else d.day
        for year in ((d.year,) if d.year else (said.year, said.year + 1)):
            try:
                yield datetime(year, d.month, day, tzinfo=timezone.utc).timestamp()
            except ValueError:
                return
        return
    today = datetime(said.year, said.month, said.day, tzinfo=timezone.utc)
    if (o := _ORDINAL_DAY.search(tail)) is not None:
        for ahead in range(1, 32):
            day = today + timedelta(days=ahead)
            if day.day == int(o.group(1)):
                yield day.timestamp()
                return
        return
    w = _WEEKDAY.search(tail)
    if w is None or any(_is_past(word) for word in text.words(tail[:w.start()])):  # "went out on Tuesday": done
        return
    weekday = list(calendar.day_name).index(w.group(1).capitalize())
    if w.group(2):  # "Tuesday next week": that weekday of the calendar week after the one it was said in
        yield (today + timedelta(days=7 - today.weekday() + weekday)).timestamp()
    else:
        yield (today + timedelta(days=(weekday - today.weekday()) % 7 or 7)).timestamp()
