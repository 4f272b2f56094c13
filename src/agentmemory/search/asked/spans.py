"""Calendar words around a time phrase, which `timeframe` reads the phrase itself of: pure text work, no I/O.

- Typos and short names: "wendesday", "octber", "yesturday" read as the name they are closest to;
  "on Fri" as "on Friday".
- Part of a span (`part_before`, `narrow`): "early/mid/late October", "at the end of last week",
  "the start of October": a month's days 1-10, 11-20, 21-end; a week's Monday-Wednesday,
  Tuesday-Thursday, Friday-Sunday.
- A day of the month alone ("on the 3rd", "after the 10th") and a slash date ("on 10/3": month/day,
  the order most tools print; a first number over 12 is the day: "25/9"): only after a word that
  introduces a date, so "the 2nd retry" and "1/2 of the tests" name none (`MDAY`, `SLASH`).
- The window a bound makes of the times it names (`bounded`): "since Monday", "between X and Y", "the day after 5 March".
"""
from __future__ import annotations

import calendar
import difflib
import functools
import re
from dataclasses import replace
from datetime import datetime, timezone

from ..dates import DateRange, TimeWindow

DAY = 86400.0
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10, "a couple of": 2, "couple of": 2, "a couple": 2, "couple": 2, "a few": 3, "few": 3}
_NAMES = [d.lower() for d in calendar.day_name] + [m.lower() for m in calendar.month_name if len(m) > 4] + ["yesterday"]
_WORD = re.compile(r"\b[A-Za-z]{5,}\b")
_SHORT = {"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday", "thu": "Thursday",
          "thur": "Thursday", "thurs": "Thursday", "fri": "Friday", "sat": "Saturday", "sun": "Sunday"}
_SHORT_RE = re.compile(r"\b(on|last|since|before|after)\s+(" + "|".join(_SHORT) + r")\b\.?", re.I)
#: Words after which a bare day of the month or a slash date is a date.
_LEADS = ("on", "of", "since", "after", "before", "from", "until", "till", "and", "to", "between")
_LEAD = "(?:" + "|".join(rf"(?<=\b{w}\s)" for w in _LEADS) + ")"
MDAY = re.compile(_LEAD + r"the\s+(?P<d>[0-3]?\d)(?:st|nd|rd|th)\b(?!\s+of\b)"
                  r"(?=\s*(?:$|[?.!,;:)]|(?:and|to|until|till|through)\b))", re.I)
SLASH = re.compile(_LEAD + r"(?P<a>[01]?\d|[23]\d)/(?P<b>[0-3]?\d)\b(?![/.]\d)")
#: A window bounded by a time: "since Monday", "after the 10th", "before Friday", "between Monday
#: and Wednesday", "from Oct 5 to Oct 9", "the week of the 5th".
BOUND = re.compile(r"\b(?P<rel>since|after|before|between|from|(?:the\s+)?week\s+of)\s+", re.I)
UNIT_BEFORE = re.compile(r"\b(?:day|week|month|morning|afternoon|evening|night|" + "|".join(calendar.day_name) + r")s?\s+$",
                         re.I)  # "the Friday before 5 March": counted from the day (`timeframe`), not bounded by it
AND = re.compile(r"\s+(?:and|to|until|till|through|-)\s+", re.I)
_FORTNIGHT = re.compile(r"\ba\s+fortnight\b", re.I)
_PART = re.compile(r"(?:\b(?:in|at|during|around|on)\s+)?(?:the\s+)?\b(?P<part>early|mid|late|start\s+of|"
                   r"beginning\s+of|middle\s+of|end\s+of)(?:\s+|-)(?:the\s+)?$", re.I)
_PARTS = {"early": "early", "start": "early", "beginning": "early", "mid": "mid", "middle": "mid", "end": "late",
          "late": "late"}


def fix_typos(query: str) -> str:
    """The query with misspelt weekday and month names (and "yesturday") and short weekday names
    after "on"/"last"/"since" spelt out; other words unchanged."""
    q = _FORTNIGHT.sub("two weeks", _WORD.sub(lambda m: _spelt(m.group(0)), query or ""))
    return _SHORT_RE.sub(lambda m: f"{m.group(1)} {_SHORT[m.group(2).lower()]}", q)


@functools.lru_cache(maxsize=4096)
def _spelt(word: str) -> str:
    """`word` as fix_typos spells it: the calendar name it is a typo of, else itself (remembered: a
    fuzzy match against every name costs more than the rest of the query's parsing)."""
    w = word.lower()
    if any(w.startswith(n) for n in _NAMES):  # the name itself, "mondays", "octobers"
        return word
    close = difflib.get_close_matches(w, _NAMES, n=1, cutoff=0.85)
    return close[0] if close else word


def part_before(query: str, start: int) -> tuple[str, int] | None:
    """("early" | "mid" | "late", where the part's words start) when they sit right before `start`."""
    m = _PART.search(query[:start])
    if m is None:
        return None
    return _PARTS[m.group("part").split()[0].lower()], m.start()


def narrow(start: float, end: float, part: str) -> tuple[float, float]:
    """The `part` of a whole week or month [start, end); a shorter span is left as it is."""
    days = round((end - start) / DAY)
    first_day = datetime.fromtimestamp(start, tz=timezone.utc)
    if days == 7 and first_day.weekday() == 0:
        first, last = {"early": (0, 3), "mid": (1, 4), "late": (4, 7)}[part]
    elif days >= 10 and first_day.day == 1:  # a month, or this month so far
        month = calendar.monthrange(first_day.year, first_day.month)[1]
        first, last = {"early": (0, 10), "mid": (10, 20), "late": (20, month)}[part]
    else:
        return start, end
    lo, hi = start + first * DAY, min(end, start + last * DAY)
    return (lo, hi) if lo < hi else (start, end)


def month_day_range(resolver: str, g: dict, now: float, d0: float) -> DateRange | None:
    """The day of `MDAY` ("the 3rd": of this month, or of the last one when it is still to come) or
    of `SLASH` ("10/3": month/day, or day/month when the first number is over 12)."""
    if resolver == "mday":
        t, day = datetime.fromtimestamp(now, tz=timezone.utc), int(g["d"])
        for y, m in ((t.year, t.month), divmod(t.year * 12 + t.month - 2, 12)):
            m += 0 if (y, m) == (t.year, t.month) else 1
            if 1 <= day <= calendar.monthrange(y, m)[1] and datetime(y, m, day, tzinfo=timezone.utc).timestamp() <= d0:
                return DateRange(y, m, day, g["d"])
        return None
    a, b = int(g["a"]), int(g["b"])
    month, day = (b, a) if a > 12 else (a, b)
    if not 1 <= month <= 12 or not 1 <= day <= calendar.monthrange(2024, month)[1]:
        return None
    return DateRange(None, month, day, f"{a}/{b}")


def bounded(p, now: float) -> TimeWindow | None:
    """The window of a bound phrase (`timeframe.TimePhrase` `p` with `bound` and its `anchors`): "since Monday",
    "after the 10th", "before Friday" (the week before it), "the week of the 5th", "between X and Y"; "shift": counted
    from the named day as from an event's ("the day after 5 March")."""
    windows = [a.window(now) for a in p.anchors]
    if None in windows:
        return None
    w, today_end = windows[0], now - now % DAY + DAY
    if p.bound == "shift":
        return replace(p, bound="", anchors=()).around(w.start, now)
    if p.bound == "since":
        return TimeWindow(w.start, max(today_end, w.end), p.text)
    if p.bound == "after":
        return TimeWindow(w.end, max(today_end, w.end + DAY), p.text)
    if p.bound == "before":  # the week before it, nearest first in a listing (as "before X")
        return TimeWindow(w.start - 7 * DAY, w.start, p.text)
    if p.bound == "week":  # the Monday-to-Sunday week holding the day
        monday = w.start - datetime.fromtimestamp(w.start, tz=timezone.utc).weekday() * DAY
        return TimeWindow(monday, monday + 7 * DAY, p.text)
    return TimeWindow(min(w.start, windows[1].start), max(w.end, windows[1].end), p.text)


def count(raw: str | None) -> int:
    """The N of "N days after X" ("two", "a couple of", "3"); 1 when none is said."""
    if not raw:
        return 1
    raw = " ".join(raw.lower().split())
    return int(raw) if raw.isdigit() else NUMBERS.get(raw, 1)
