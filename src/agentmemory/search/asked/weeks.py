"""Calendar phrases made of two parts, which `timeframe` reads one part of: pure text work, no I/O.

- A weekday inside a named week: "last week on Tuesday", "the Friday of the week before last",
  "Monday two weeks ago". The week phrase gives the week (`timeframe`), the weekday the day in it
  (`weekday_in`, then `narrow`); read alone, "last week" was the whole week and "on Tuesday" was
  left in the searched words.
- The start of the project: "the project's first week", "the first two days of the project", "on day one",
  "when we started the project", "the first Monday of the project"; a later week of it: "our second week on the
  app". The window is counted from the day of the project's first item, which the caller looks up
  (`search/timed.py`): `start_phrase` says how many days it spans and how many days after that day it starts.
- The week or day of an event: "the Monday of the demo week", "the week we migrated to Postgres", "during
  release week", "on launch day", "the day of the site test" (`event_week`): the event is dated by a first
  search, as "the day after X" is (`search/timed.py`), and the window is its Monday-to-Sunday week (the weekday
  of it, when one is named) or its day; "the Wednesday of the week before the release" is that weekday of the
  calendar week before the event's (`weekday_of`, `week_of`); "the Monday the festival started" is the first Monday
  from the event's day (an event is often dated by its announcement a few days ahead).
Measured in docs/ranking.md (hybrid-v9) and docs/time-filter.md.
"""
from __future__ import annotations

import re
from datetime import datetime, timezone

DAY = 86400.0
_WD_NAMES = "monday tuesday wednesday thursday friday saturday sunday".split()
#: A weekday said next to the week phrase: "on Tuesday", "the Friday of", "Friday".
_WEEKDAY = re.compile(r"(?:\b(?:on|that)\s+)?(?:\bthe\s+)?\b(?P<wd>" + "|".join(_WD_NAMES) + r")\b(?:\s+of\b)?", re.I)
_WEEK_RESOLVERS = ("last", "ago", "this")  # `timeframe` resolvers whose window can be a week
_NUM = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "couple of": 2, "few": 3}
#: What "our first week on the ..." names as the start of the work: a software thing, not "the job" or "the trip".
SOFTWARE = ("project", "repo", "repository", "codebase", "code base", "code", "app", "application", "service",
            "site", "website", "firmware", "infrastructure", "infra", "library", "tool", "product", "operator",
            "plugin", "plug-in", "extension", "game", "api", "backend", "frontend", "front end", "pipeline", "cli",
            "bot", "dashboard", "platform", "sdk", "package", "module", "server")
#: The words around a start phrase: "(in) the (project's) (very) first ..." and "... of/on the project".
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")  # "our second week on the project": weeks 2-6
_FIRST_WORDS = (r"\b(?:(?:in|during|on|over)\s+)?(?:the\s+|our\s+)?(?P<own>(?:project|repo)'?s?\s+)?"
                r"(?:very\s+)?(?P<ord>" + "|".join(_ORDINALS) + r")\s+")
_OF_SOFTWARE = r"(?P<of>\s+(?:of|on|in|with)\s+(?:the|this|our)\s+(?:" + "|".join(SOFTWARE) + r"))?\b"
#: "the project's first week", "the first 3 days of the project", "the first day on the project", "the very first
#: evening of the project" (its first day).
_START = re.compile(_FIRST_WORDS + r"(?:(?P<n>\d{1,2}|one|two|three|four|five|six|seven|couple of|few)\s+)?"
                    r"(?P<unit>day|week|morning|afternoon|evening|night)s?" + _OF_SOFTWARE, re.I)
#: "on day one", "in week 1 (of the project)": the project's first day or week ("from day one" means all along).
_DAY_ONE = re.compile(r"\b(?:on|in|during)\s+(?:the\s+)?(?P<unit>day|week)\s+(?:one|1)\b" + _OF_SOFTWARE, re.I)
#: "the first Monday of the project", "the project's first Friday", "our first Tuesday on the app".
_START_WD = re.compile(_FIRST_WORDS + r"(?P<wd>" + "|".join(_WD_NAMES) + r")" + _OF_SOFTWARE, re.I)


def weekday_in(query: str, resolver: str, groups: dict, span: tuple[int, int]) -> tuple[int, tuple[int, int]] | None:
    """(weekday 0-6, its span in `query`) when a week phrase (`resolver` with `groups`, at `span`) has a
    weekday next to it; None otherwise. Only a week: "last month on Friday" names no one day."""
    if resolver not in _WEEK_RESOLVERS or (groups.get("unit") or groups.get("unit2") or "").lower() != "week":
        return None
    best = None
    for m in _WEEKDAY.finditer(query):
        gap = m.start() - span[1] if m.start() >= span[1] else span[0] - m.end()
        if 0 <= gap <= 4 and (best is None or gap < best[0]):  # next to it: "last week on Tuesday"
            best = (gap, m)
    if best is None:
        return None
    m = best[1]
    return _WD_NAMES.index(m.group("wd").lower()), m.span()


def narrow(start: float, end: float, weekday: int) -> tuple[float, float]:
    """The day `weekday` (0 Monday) of the week [start, end) that starts on a Monday."""
    if weekday < 0 or end - start < 7 * DAY - 1:
        return start, end
    return start + weekday * DAY, start + (weekday + 1) * DAY


#: "the Wednesday of " or "on Tuesday " said right before "the week before/after X": that weekday of the calendar week
#: before (after) X's.
_WD_OF = re.compile(r"(?:\bthe\s+(?P<wd>" + "|".join(_WD_NAMES) + r")\s+of|\bon\s+(?:the\s+)?(?P<on>"
                    + "|".join(_WD_NAMES) + r"),?)\s+$", re.I)


def weekday_of(query: str, at: int) -> tuple[int, int] | None:
    """(weekday 0-6, where its words start) of "the Wednesday of " or "on Tuesday " ending at `at` in `query` ("the
    Wednesday of the week before the release", "on Tuesday the week before it"); None when no weekday is said there."""
    m = _WD_OF.search(query[:at])
    return (_WD_NAMES.index((m.group("wd") or m.group("on")).lower()), m.start()) if m else None


def week_of(day: float, shift: int, weekday: int) -> tuple[float, float]:
    """The Monday-to-Sunday week `shift` weeks from the one holding `day` (a UTC midnight), or its `weekday` (0-6;
    -1: the whole week): "the demo week" is shift 0, "the Wednesday of the week before the release" -1."""
    monday = day - datetime.fromtimestamp(day, tz=timezone.utc).weekday() * DAY + shift * 7 * DAY
    return narrow(monday, monday + 7 * DAY, weekday)


def start_phrase(query: str) -> tuple[int, tuple[int, int], int, int] | None:
    """(days, span in `query`, weekday 0-6 or -1, days after the project's first day it starts) of "the project's
    first week", "our second week on the project" and the like, with a weekday said next to a week ("the Wednesday
    of our first week on the project": that day of it); None when the query names no start of the project (a bare
    "the first week" of a month is not). A later week (second to sixth) is counted in whole weeks from the first day."""
    q = query or ""
    m = _START.search(q)
    if m is not None and m.group("ord").lower() != "first" and (m.group("n") or m.group("unit").lower() != "week"):
        m = None  # "the second day" is not counted: which days were worked is not known here
    one = _DAY_ONE.search(q) if m is None else None
    if one is not None:
        return (7 if one.group("unit").lower() == "week" else 1), one.span(), -1, 0
    if m is None:
        wd = _START_WD.search(q)  # "the first Monday of the project": that weekday in its first seven days
        if wd is None or not (wd.group("of") or wd.group("own")) or wd.group("ord").lower() != "first":
            return None
        return 7, wd.span(), _WD_NAMES.index(wd.group("wd").lower()), 0
    named = m.group("of") or re.search(r"project'?s?\s|repo'?s?\s", m.group(0), re.I)
    # "the first week" said alone, with no "of/in/at X" after it, is this work's first week ("of March" is not)
    alone = re.match(r"\s*(?:$|[?.!,;]|(?!(?:of|in|at|on|with|for|after|before)\b)\w)", q[m.end():], re.I)
    part_of_day = m.group("unit").lower() not in ("day", "week")  # alone, "the first morning live" is of another thing
    if not (named or (alone and not part_of_day and re.search(r"\b(?:the|our)\s", m.group(0), re.I))):
        return None
    raw = (m.group("n") or "one").lower()
    n = int(raw) if raw.isdigit() else _NUM.get(raw, 1)
    week = m.group("unit").lower() == "week"
    days, span, weekday = max(1, min(n * (7 if week else 1), 60)), m.span(), -1
    for d in _WEEKDAY.finditer(q) if week else ():
        if 0 <= (span[0] - d.end() if d.end() <= span[0] else d.start() - span[1]) <= 4:  # next to it
            weekday, span = _WD_NAMES.index(d.group("wd").lower()), (min(span[0], d.start()), max(span[1], d.end()))
            break
    return days, span, weekday, 7 * _ORDINALS.index(m.group("ord").lower())


def day_of_start(d0: float, days: int, weekday: int) -> tuple[float, float]:
    """The window of a start phrase from the project's first day `d0` (midnight): its `days`, or the first
    `weekday` among them."""
    if weekday < 0:
        return d0, d0 + days * DAY
    for i in range(days):
        if datetime.fromtimestamp(d0 + i * DAY, tz=timezone.utc).weekday() == weekday:
            return d0 + i * DAY, d0 + (i + 1) * DAY
    return d0, d0 + days * DAY


#: The end of an event clause, as `timeframe`'s: punctuation (a dot or colon before a word goes on), or a new clause.
_CLAUSE = r"(?P<event>(?:[^?.!;,:]|[:.](?=\w))+?)\s*(?=$|[?!;,]|\.(?!\w)|:\s|\s+(?:and|but|or|so)\s)"
_WD = r"(?P<wd>" + "|".join(_WD_NAMES) + r")"
#: A word before "week" / "day" that names a time, not an event: "the first week", "that day", "a busy day".
_NOT_EVENT = frozenset("""last this next first second third fourth fifth final same following previous whole entire
that which what each every one a an any other given busy quiet working work calendar school business week day
past coming upcoming recent prior current preceding latest early late mid end start beginning middle
project's our the my your their its""".split())
_NOUN = r"(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
#: The first auxiliary of a question, present ("do we run", "is it"): a habit, not one time.
_AUX = re.compile(r"\b(?:(?P<now>do|does|is|are|am|can|should|must|will|shall)|did|was|were|had|has|have)\b", re.I)
#: (pattern, relation): "week" is the event's Monday-to-Sunday week, "on" its day.
_EVENT_SPANS = (
    (re.compile(r"\bthe\s+" + _WD + r"\s+of\s+(?:the\s+)?week\s+(?:of\s+|when\s+|that\s+|in\s+which\s+)?" + _CLAUSE,
                re.I), "week"),  # "the Monday of the week (of / when) X"
    (re.compile(r"\bthe\s+" + _WD + r"\s+of\s+(?:the\s+|our\s+)?" + _NOUN + r"\s+week\b", re.I), "week"),
    (re.compile(r"\b(?:(?:in|during|over)\s+)?the\s+week\s+(?:of\s+|when\s+|that\s+|in\s+which\s+)?(?=(?:the|our|we|i|you|they)\s)"
                + _CLAUSE, re.I), "week"),  # "the week of the demo", "the week we migrated"
    (re.compile(r"\b(?:in|during|over|on)\s+(?:the\s+|our\s+)?" + _NOUN + r"\s+week\b", re.I), "week"),
    (re.compile(r"\b(?:on\s+)?the\s+day\s+of\s+(?=(?:the|our)\s)" + _CLAUSE, re.I), "on"),  # "the day of the demo"
    (re.compile(r"\bon\s+(?:the\s+)?" + _NOUN + r"\s+day\b", re.I), "on"),  # "on demo day", "on the release day"
    (re.compile(r"\b(?:on\s+)?the\s+" + _WD + r"\s+(?:that\s+|when\s+)?(?=(?:the|our|we|i|you|they)\s)" + _CLAUSE, re.I),
     "on"),  # "the Monday the festival started": the first Monday from the event's day
)


def event_week(query: str) -> tuple[str, str, int, tuple[int, int]] | None:
    """(event, relation "week" or "on", weekday 0-6 or -1, span) of "the Monday of the demo week", "the week we
    migrated", "on launch day" and the like; None when the query names no event's week or day (a noun that names
    a time, "the first week", "that day", is none)."""
    for pat, relation in _EVENT_SPANS:
        for m in pat.finditer(query or ""):
            g = m.groupdict()
            if g.get("noun"):
                words = g["noun"].lower().split()
                if any(w in _NOT_EVENT or w in _WD_NAMES for w in words):
                    continue
                event = "the " + g["noun"]
            else:
                event = re.sub(r"^(?:of|when|that)\s+", "", g["event"].strip(), flags=re.I)
            aux = _AUX.search(query[:m.start()])
            if aux is not None and aux.group("now"):  # "what do we run on release day?": every release day, not one
                return None
            weekday = _WD_NAMES.index(g["wd"].lower()) if g.get("wd") else -1
            return event, relation, weekday, m.span()
    return None
