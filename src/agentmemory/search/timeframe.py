"""The time window a question names: "on 5 March", "yesterday", "last week", "last Tuesday", "3 days ago", "the
day after we integrated payments", "the week before the deploy broke", "the day after the bank holiday" (a holiday or a
named day counts like an event's day, with no search: `asked/holidays.py`).

`find(query)` picks the one time phrase of a query (pure text work); `TimePhrase.window(now)` resolves one
anchored to now or to a date it names; one anchored to an event ("... after we integrated payments") needs the
event's time: the caller's first search for `TimePhrase.event_query`, then `TimePhrase.around(event_ts)`; only
a clause naming something that happened is an event (`names_past_event`). UTC days; weeks start on Monday.
`TimeWindow` has the `year` and `spans` of a `dates.DateRange` (`dates.date_proximity` scores against it).
`TimePhrase.listing`: nothing is asked but the time ("what did we do on 5 March?"): the window's items are the
answer, in time order. Pure functions, no I/O.
"""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, replace
from datetime import datetime, timezone

from . import text
from .asked import holidays, spans, weeks
from .asked.events import EVENT_IDIOMS, bare_milestone, names_past_event, past_verb, refers_back, second_clause, undated
from .dates import DateRange, TimeWindow, query_dates

DAY = 86400.0
WEEKDAYS = {name.lower(): i for i, name in enumerate(calendar.day_name)}
_N = r"(?P<n>\d{1,3}|a couple(?: of)?|couple(?: of)?|a few|few|an?|one|two|three|four|five|six|seven|eight|nine|ten)"
#: "a couple of days ago", "a few days ago": the days back they may mean, not one day.
_VAGUE = {"couple": (1, 3), "few": (3, 5)}
_UNIT = r"(?P<unit>day|week|month)s?"
_WD = r"(?P<wd>" + "|".join(WEEKDAYS) + r")"
#: The end of an event clause: punctuation (a dot or colon before a word goes on: "1.0.0", "app.py"), or a new clause.
_EVENT = r"(?P<event>(?:[^?.!;,:]|[:.](?=\w))+?)\s*(?=$|[?!;,]|\.(?!\w)|:\s|\s+(?:and|but|or|so)\s)"

#: Relative to now: (pattern, resolver name).
_NOW_PATTERNS = [
    (holidays.PATTERN, "holiday"),  # "after Thanksgiving", "over the Easter weekend" (before "Good Friday"'s weekday)
    (re.compile(r"\b(?:the\s+)?day\s+before\s+yesterday\b", re.I), "before_yesterday"),
    (re.compile(r"\b(?:earlier\s+)?today\b|\bthis\s+(?:morning|afternoon)\b", re.I), "today"),
    (re.compile(r"\byesterday\b|\blast\s+night\b", re.I), "yesterday"),
    (re.compile(r"\b(?:over\s+|during\s+|on\s+|at\s+)?(?:the|this|last|this\s+past)\s+weekend\b", re.I), "weekend"),
    (re.compile(r"\b(?:in\s+|over\s+|within\s+)?the\s+(?:last|past)\s+(?P<n>\d{1,3})\s+hours?\b", re.I), "hours"),
    (re.compile(r"\b(?:in|over|during|within)\s+the\s+(?:last|past)\s+(?P<unit>day|week|month)\b", re.I), "past"),
    (re.compile(r"\b" + _N + r"\s+" + _UNIT + r"\s+ago\b", re.I), "ago"),
    (re.compile(r"\b(?:in\s+)?the\s+(?:last|past)\s+" + _N + r"\s+" + _UNIT + r"\b|\b(?:last|past)\s+"
                r"(?P<n2>\d{1,3}|two|three|four|five|six|seven|few|couple of)\s+(?P<unit2>day|week)s?\b", re.I),
     "past"),
    (re.compile(r"\b(?:last|previous)\s+(?P<unit>week|month)\b|\bthe\s+(?P<unit2>week|month)\s+before\s+last\b", re.I),
     "last"),
    (re.compile(r"\bthis\s+(?P<unit>week|month)\b", re.I), "this"),
    # "on a Friday afternoon", "any Saturday": a kind of day, not a date
    (re.compile(r"\b(?:(?P<last>last|on|this\s+past)\s+)?(?:the\s+)?"
                r"(?<!\ba )(?<!\ban )(?<!\bany )(?<!\bevery )(?<!\beach )"
                + "".join(rf"(?<!{w} )" for w in holidays.WEEKDAY_HOLIDAY_WORDS)  # "Good Friday": a holiday
                + _WD + r"(?P<bl>\s+before\s+last)?(?P<nt>\s+night)?\b(?!\s+(?:nights|evenings|mornings)\b)", re.I),
     "weekday"),  # "where the Friday nights happen": a weekly thing, not a day
    (spans.MDAY, "mday"),
    (spans.SLASH, "slash"),
]
#: A bare "(right) before/after/since X" (the last event pattern tried).
_BARE_EVENT = re.compile(r"\b(?:(?P<close>right|just|shortly|soon|immediately|directly|straight)\s+)?"
                         r"(?P<rel>before|after|since)\s+" + _EVENT, re.I)
#: Relative to an event: "(N) days/weeks after|before X", "the day after X", bare "before/after/since X".
_EVENT_PATTERNS = [
    re.compile(r"\b(?:on\s+)?the\s+" + _WD + r"\s+(?P<rel>after|before)\s+" + _EVENT, re.I),  # "the Friday before X"
    re.compile(r"\b(?:(?:in|during)\s+)?the\s+(?:(?:previous|last|next|following|work(?:ing)?)\s+)?(?P<unit>session)"
               r"\s+(?:(?:right|just|immediately)\s+)?(?P<rel>after|before)\s+" + _EVENT, re.I),  # a day worked (`timed`)
    re.compile(r"\b(?:(?:in\s+)?the\s+|" + _N + r"\s+)" + _UNIT + r"\s+(?P<rel>after|before)\s+" + _EVENT, re.I),
    re.compile(r"\bthe\s+(?P<unit>morning|afternoon|evening|night)\s+(?P<rel>after|before)\s+" + _EVENT, re.I),
    re.compile(r"\b(?:on\s+)?the\s+(?:same\s+)?day\s+(?:(?:as|when|that)\s+)?(?P<rel>)(?=(?:we|i|you|they|the|our)\s)"
               + _EVENT, re.I),
    _BARE_EVENT,
]
#: "What should I run before a playbook run?", "must we tag after a release?" (a modal, then bare "before X"): no window
_RULE = re.compile(r"\b(?:should|must|shall|ought|needs?\s+to|have\s+to|has\s+to)\b", re.I)
_SUB_DAY = re.compile(r"\b(?:seconds?|secs?|minutes?|mins?|milliseconds?|ms)\s+$", re.I)  # "minutes after it was sent"
_DAY_PARTS = ("morning", "afternoon", "evening", "night")  # "the morning after X": the day after it
EVENT_SHARE = 0.75  # an event search's hits scoring this share of its best one name the event (`timed.event_time`)
CLOSE_DAYS = 2  # "right after X", "just before X": the days next to it (the bare phrase: a week)
_FIRST = re.compile(r"\b(?:first|very\s+first|initial)\b", re.I)  # an event named as its first time (`TimePhrase.first`)
_QUESTION_WORDS = {"how", "what", "when", "where", "which", "who", "whom", "whose", "why"}  # "After how many weeks..."
_SUBJECT = re.compile(r"(?:we|i|you|they|he|she|it)\s", re.I)
#: Words that ask for nothing but the time: "what did we do / work on / change ...".
ACTIVITY_WORDS = frozenset("""do did done doing work worked working happen happened happening change changed
changes get got go going went make made build built add added thing things stuff last first anything everything
else""".split())
#: An event clause needs one of these or a content word of its own ("before the deploy broke").
_GENERIC_EVENT = ACTIVITY_WORDS | text.STOP_WORDS | {"that", "then", "this", "now", "it", "lunch", "noon"}


@dataclass(frozen=True)
class TimePhrase:
    """A time phrase of a query: `rest` is the query without it."""
    text: str
    rest: str
    listing: bool
    resolver: str = ""                # a now-relative phrase: which one
    groups: tuple = ()                # its regex groups (name, value)
    dates: tuple[DateRange, ...] = ()  # an absolute date phrase
    event: str = ""                   # an event-relative phrase: the event to find
    relation: str = ""                # after | before | since
    count: int = 0                    # N of "N days after" (0: bare "after X")
    unit: str = ""                    # day | week | month | session (a day worked: `timed`)
    close: bool = False               # "right after X", "just before X": the CLOSE_DAYS next to it (ranked, not listed)
    weekday: int = -1                 # "last week on Tuesday": the day (0 Monday) in the week (`asked/weeks.py`)
    start_days: int = 0               # "the project's first week": days from the project's first day (`asked/weeks.py`)
    start_after: int = 0              # ... "our second week": that many days after the project's first day it starts
    part: str = ""                    # "early October", "the end of last week": early | mid | late (`asked/spans.py`)
    bound: str = ""                   # "since Monday", "between X and Y": since | after | before | between | week
    anchors: tuple = ()               # the bound's time phrases (TimePhrase)

    @property
    def first(self) -> bool:
        """The event is named as its first time ("the site first went online", "the first deploy")."""
        return bool(_FIRST.search(self.event))

    @property
    def event_query(self) -> str:
        """The words searched to date the event: the event, and what an idiom of it means."""
        extra = [words for pat, words in EVENT_IDIOMS if pat.search(self.event)]
        return " ".join([self.event, *extra, *([self.rest] if refers_back(self.event) else [])])  # "we set it up"

    def window(self, now: float) -> TimeWindow | None:
        """The window of a phrase anchored to now or to a named date; None for an event phrase."""
        if self.event or self.start_days:
            return None
        if self.bound:
            return spans.bounded(self, now)
        if self.part:
            w = replace(self, part="").window(now)
            return w and replace(w, start=(s := spans.narrow(w.start, w.end, self.part))[0], end=s[1], text=self.text)
        if self.dates:
            return _absolute(self.dates[0], now, self.text)
        w = _relative(self.resolver, dict(self.groups), now, self.text)
        if w is None or self.weekday < 0:
            return w
        return TimeWindow(*weeks.narrow(w.start, w.end, self.weekday), self.text)

    def from_start(self, first_ts: float) -> TimeWindow:
        """The window of "the project's first week" once the project's first item's time is known."""
        d0 = _midnight(first_ts) + self.start_after * DAY
        return TimeWindow(*weeks.day_of_start(d0, self.start_days, self.weekday), self.text)

    def around(self, event_ts: float, now: float) -> TimeWindow:
        """The window of an event phrase once the event's time is known."""
        d0 = _midnight(event_ts)
        step = {"day": DAY, "week": 7 * DAY, "month": 30 * DAY}.get(self.unit, DAY)
        wd = datetime.fromtimestamp(d0, tz=timezone.utc).weekday()
        if self.relation == "on":  # "the same day as X", "on the day we X"; "the Monday X started": from X's day
            d0 += (self.weekday - wd) % 7 * DAY if self.weekday >= 0 else 0
            return TimeWindow(d0, d0 + DAY, self.text)
        if self.relation == "week" or (self.unit == "week" and self.count and self.weekday >= 0):  # "the demo week",
            shift = 0 if self.relation == "week" else self.count if self.relation == "after" else -self.count
            return TimeWindow(*weeks.week_of(d0, shift, self.weekday), self.text)  # "the Wednesday of the week before"
        if self.weekday >= 0:  # "the Friday before X": the nearest such day before (after) X's day
            start = d0 + (-((wd - self.weekday) % 7 or 7) if self.relation == "before" else (self.weekday - wd) % 7 or 7) * DAY
            return TimeWindow(start, start + DAY, self.text)
        if not self.count:  # bare "before X" / "after X" / "since X": the week next to it
            span = (CLOSE_DAYS if self.close and not self.listing else 7) * DAY  # a listing is nearest first
            close = self.close and not self.listing  # "just before X": the CLOSE_DAYS whole days before X's day
            if self.relation == "before":
                return TimeWindow(d0 - span if close else event_ts - span, event_ts, self.text)
            since = self.relation == "since"  # the state since X: X itself and everything after it, to now
            end = now + 1 if since else d0 + DAY + span if close else event_ts + span
            return TimeWindow(event_ts if since else event_ts + 1, max(end, event_ts + 2), self.text)
        if self.unit in ("day", "session"):  # a session's own day is `timed`'s, which knows the days worked
            start = d0 + (self.count if self.relation == "after" else -self.count) * DAY
            return TimeWindow(start, start + DAY, self.text)
        if self.relation == "after":
            start = d0 + DAY + (self.count - 1) * step
            return TimeWindow(start, start + step, self.text)
        end = d0 - (self.count - 1) * step
        return TimeWindow(end - step, end, self.text)


def find(query: str) -> TimePhrase | None:
    """The query's time phrase: an event-relative one first, then one relative to now, then a
    named date; None when the query names no time."""
    q = spans.fix_typos(query or "")
    bounded = _find_bound(q)
    if bounded is not None:
        return bounded
    for pat in _EVENT_PATTERNS:
        m = pat.search(q)
        if m and pat is _BARE_EVENT and (_RULE.search(q[:m.start()]) or _SUB_DAY.search(q[:m.start()])):
            continue
        if m and pat is not _BARE_EVENT and (counted := _from_day(q, m)) is not None:
            return counted
        if m and (_is_event(m.group("event")) or bare_milestone(m.groupdict())):
            g = m.groupdict()
            raw = g["event"][:(cut := second_clause(g["event"]))]  # "after the first release | the desk got errors"
            event = re.sub(r"^(?:the\s+time\s+)?(?:when\s+|that\s+)?", "", raw.strip(), flags=re.I)
            unit = (g.get("unit") or "").lower()
            span = (m.start(), m.start("event") + cut) if cut else m.span()
            weekday = WEEKDAYS[g["wd"].lower()] if g.get("wd") else -1
            wd = weeks.weekday_of(q, m.start()) if unit == "week" and weekday < 0 else None  # "the Friday of the week ..."
            if wd is not None:
                weekday, span = wd[0], (wd[1], span[1])
            found = _phrase(q, m, span, event=event, relation=g["rel"].lower() or "on",
                            count=spans.count(g.get("n")) if unit else 0, unit="day" if unit in _DAY_PARTS else unit,
                            close=bool(g.get("close")), weekday=weekday)
            # Trigger: a bare "before/after/since X". Why: "what does John want to do after his career?" asks about X,
            # not about a time. Outcome: a window only for a clause with a subject ("after we shipped"), a past verb
            # ("before the deploy broke") or a question asking nothing but the time.
            told = _SUBJECT.match(event) or past_verb(event)  # "we shipped", "the deploy broke" ("the day ..." needs one)
            if (told or (found.count or found.listing) and found.relation != "on") and names_past_event(event):
                return found
    week = weeks.event_week(q)  # "the Monday of the demo week", "on launch day": the event's week or day
    if week is not None and _is_event(week[0]) and names_past_event(week[0]) and not holidays.PATTERN.search(q):
        return _phrase(q, None, span=week[3], event=week[0], relation=week[1], weekday=week[2])
    start = weeks.start_phrase(q)
    if start is not None:
        return _phrase(q, None, span=start[1], start_days=start[0], weekday=start[2], start_after=start[3])
    return _find_time(q)


def _from_day(q: str, m: re.Match) -> TimePhrase | None:
    """ "the day after 5 March", "the week before Christmas", "the Friday before the bank holiday": counted from a
    day the clause names (`bound` "shift"), as from an event's day, with no search to date it."""
    g = m.groupdict()
    day = _find_time("on " + g["event"])  # read as said after "on", the word a holiday or a weekday needs before it
    unit = (g.get("unit") or "").lower()
    if day is None or day.bound or unit == "session" or set(text.words(day.rest)) - text.STOP_WORDS - {"on"}:
        return None
    # "the week before August 3, 2023": a conversation's session of that date tells what happened the week before
    if day.dates and (query_dates(q[m.start("event"):])[:1] or day.dates)[0].year is not None:
        return None  # (docs/time-filter.md): the dated day is the window
    return _phrase(q, m, bound="shift", anchors=(day,), relation=g["rel"].lower() or "on",
                   weekday=WEEKDAYS.get((g.get("wd") or "").lower(), -1), count=spans.count(g.get("n")) if unit else 0,
                   unit="day" if unit in _DAY_PARTS else unit)


def _find_time(q: str, at: int | None = None) -> TimePhrase | None:
    """A phrase relative to now or a named date (the one starting at `at` when given), with the
    part of it named before it ("early October")."""
    found = _now_or_date(q, at)
    if found is None:
        return None
    phrase, (s, e) = found
    part = spans.part_before(q, s) if at is None else None
    if part is not None:
        return replace(_phrase(q, None, span=(part[1], e), **phrase), part=part[0])
    return _phrase(q, None, span=(s, e), **phrase)


def _now_or_date(q: str, at: int | None) -> tuple[dict, tuple[int, int]] | None:
    """The fields and span of the first phrase relative to now, else of the first named date."""
    for pat, resolver in _NOW_PATTERNS:
        m = pat.search(q) if at is None else pat.match(q, at)
        if m:
            groups = {k: v for k, v in m.groupdict().items() if v}
            gap = re.match(r",?\s+(?:the\s+)?", q[m.end():]) if resolver == "weekday" and at is None else None
            dated = _now_or_date(q, m.end() + gap.end()) if gap and not groups.get("bl") else None
            if dated is not None and dated[0].get("resolver") != "weekday":  # "Monday, 20 November" is that date
                return dated[0], (m.start(), dated[1][1])
            wd = weeks.weekday_in(q, resolver, groups, m.span())  # "last week on Tuesday": that day
            fields = dict(resolver=resolver, groups=tuple(groups.items()))
            if wd is not None:
                return dict(fields, weekday=wd[0]), (min(m.start(), wd[1][0]), max(m.end(), wd[1][1]))
            return fields, m.span()
    dates = query_dates(q)
    for d in dates:
        start = q.find(d.text, at or 0)
        if at is not None and start != at:
            continue
        lead = re.search(r"(?:\b(?:on|in|around|during)\s+(?:the\s+)?)$", q[:start], re.I) if at is None else None
        s = lead.start() if lead else start
        return dict(dates=(d, *[r for r in dates if r is not d])), (s, start + len(d.text))
    return None


def _find_bound(q: str) -> TimePhrase | None:
    """ "since Monday", "after the 10th", "before Friday", "between Monday and Wednesday", "from
    Oct 5 to Oct 9", "the week of the 5th": a time bound by a word before it (an event after the
    word is `find`'s)."""
    for m in spans.BOUND.finditer(q):
        rel = m.group("rel").lower()
        if spans.UNIT_BEFORE.search(q[:m.start()]):  # "the day before yesterday", "two days after X": not a bound
            continue
        first = _find_time(q, m.end())
        if first is None:
            continue
        if "week" in rel and not (first.resolver in ("mday", "slash", "weekday") or first.dates and first.dates[0].day):
            continue  # "the week of the 5th", not "the second week of November"
        end, anchors = m.end() + len(first.text), (first,)
        if rel in ("between", "from"):
            joint = spans.AND.match(q, end)
            second = _find_time(q, joint.end()) if joint else None
            if second is None:
                continue
            end, anchors, rel = joint.end() + len(second.text), (first, second), "between"
        return _phrase(q, None, span=(m.start(), end), bound="week" if "week" in rel else rel, anchors=anchors,
                       relation="before" if rel == "before" else "", dates=tuple(a.dates[0] for a in anchors if a.dates))
    return None


def is_listing(rest: str) -> bool:
    """Nothing but activity words left: the question asks what happened in the window."""
    words = text.words(rest)
    return bool(words) and not [w for w in words if w not in text.STOP_WORDS and w not in ACTIVITY_WORDS]


# ---------------------------------------------------------------- helpers
def _phrase(q: str, m: re.Match | None, span: tuple[int, int] | None = None, **fields) -> TimePhrase:
    s, e = span if span else m.span()
    rest = " ".join((q[:s] + " " + q[e:]).split())
    return TimePhrase(text=q[s:e].strip(), rest=rest, listing=is_listing(rest), **fields)


def _is_event(clause: str) -> bool:
    words = text.words(clause)
    return len(words) >= 2 and words[0] not in _QUESTION_WORDS and any(w not in _GENERIC_EVENT and not w.isdigit() for w in words) \
        and not query_dates(undated(clause))


def _midnight(ts: float) -> float:
    return ts - ts % DAY  # the UTC midnight before `ts` (epoch seconds count no leap seconds)


def _month_start(ts: float, back: int = 0) -> float:
    d = datetime.fromtimestamp(ts, tz=timezone.utc)
    y, m = divmod(d.year * 12 + d.month - 1 - back, 12)
    return datetime(y, m + 1, 1, tzinfo=timezone.utc).timestamp()


def _relative(resolver: str, g: dict, now: float, words: str) -> TimeWindow | None:
    d0 = _midnight(now)
    monday = d0 - datetime.fromtimestamp(now, tz=timezone.utc).weekday() * DAY
    unit = (g.get("unit") or g.get("unit2") or "day").lower()
    n = spans.count(g.get("n") or g.get("n2"))
    if resolver == "today":
        return TimeWindow(d0, d0 + DAY, words)
    if resolver == "holiday":
        first, end = holidays.last_span(g, datetime.fromtimestamp(now, tz=timezone.utc).date())
        return TimeWindow(*(datetime(x.year, x.month, x.day, tzinfo=timezone.utc).timestamp() for x in (first, end)), words)
    if resolver in ("yesterday", "before_yesterday"):
        back = 1 if resolver == "yesterday" else 2
        return TimeWindow(d0 - back * DAY, d0 - (back - 1) * DAY, words)
    if resolver == "ago":
        vague = next((v for k, v in _VAGUE.items() if k in (g.get("n") or "").lower()), None)
        if unit == "day" and vague:  # "a couple of days ago": 1 to 3 days back
            return TimeWindow(d0 - vague[1] * DAY, d0 - (vague[0] - 1) * DAY, words)
        if unit == "day":
            return TimeWindow(d0 - n * DAY, d0 - (n - 1) * DAY, words)
        if unit == "week":
            return TimeWindow(monday - 7 * n * DAY, monday - 7 * (n - 1) * DAY, words)
        return TimeWindow(_month_start(now, n), _month_start(now, n - 1), words)
    if resolver == "hours":
        return TimeWindow(now - n * 3600.0, d0 + DAY, words)
    if resolver == "weekend":  # the last Saturday and Sunday (this one, asked on a weekend)
        wd = datetime.fromtimestamp(now, tz=timezone.utc).weekday()
        sat = d0 - ((wd - 5) % 7) * DAY - (7 * DAY if wd >= 5 and "last" in words.lower() else 0)
        return TimeWindow(sat, sat + 2 * DAY, words)
    if resolver in ("mday", "slash"):
        r = spans.month_day_range(resolver, g, now, d0)
        return _absolute(r, now, words) if r else None
    if resolver == "past":
        step = {"day": DAY, "week": 7 * DAY, "month": 30 * DAY}[unit]
        return TimeWindow(d0 - n * step, d0 + DAY, words)
    if resolver == "last":
        back = 2 if "before last" in words.lower() else 1
        if unit == "week":
            return TimeWindow(monday - 7 * back * DAY, monday - 7 * (back - 1) * DAY, words)
        return TimeWindow(_month_start(now, back), _month_start(now, back - 1), words)
    if resolver == "this":
        return TimeWindow(monday if unit == "week" else _month_start(now), d0 + DAY, words)
    if resolver == "weekday":
        today = datetime.fromtimestamp(now, tz=timezone.utc).weekday()
        back = (today - WEEKDAYS[g["wd"].lower()]) % 7 or 7  # the last one before today
        back += 7 if g.get("bl") else 0  # "the Tuesday before last"
        night = DAY if g.get("nt") and back > 1 else 0.0  # "on Wednesday night": told the morning after, too
        return TimeWindow(d0 - back * DAY, d0 - (back - 1) * DAY + night, words)
    return None


def _absolute(r: DateRange, now: float, words: str) -> TimeWindow:
    """A named date; without a year, its last occurrence that started before `now`."""
    year = datetime.fromtimestamp(now, tz=timezone.utc).year
    start, end = r.spans(year)
    if r.year is None and start > now:
        start, end = r.spans(year - 1)
    return TimeWindow(start, end, words, strict=end - start <= DAY)
