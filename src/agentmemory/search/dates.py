"""Dates named in a search query, and how close an item's time is to them.

"What did Gina find for her store on 1 February, 2023?" names a day; "in May
2023" a month; "in 2024" a year; "camping in July" a month of any year. The
words alone are weak keyword evidence (every turn of that day shares them), but
the item's own timestamp answers the question directly: `query_dates` turns the
text into UTC ranges and `date_proximity` scores a timestamp 1 inside a range,
decaying with the distance outside it (people talk about an event days after it
happened, so the decay is gentle). Pure functions, no I/O.

Recognised forms (case-insensitive, ordinal suffixes and commas allowed):
``1 February 2023``, ``February 1, 2023``, ``8th December, 2023``, ``May 2023``,
``July`` (that month in any year), ``2023-02-01``, ``2023-02``, and a bare year
from 1900-2099 (``in 2024``). A month name with a day but no year ("on May 8")
is that day in any year. "May" is only a month when a day or a year sits next to
it, so "I may go" names no date. `TimeWindow` is the span a time phrase resolves to (search/timeframe.py).
"""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import datetime, timezone

_MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
_MONTHS.update({name.lower(): i for i, name in enumerate(calendar.month_abbr) if name})
_MONTHS["sept"] = 9
_MONTH = r"(?P<{}>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<{}>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<{}>(?:19|20)\d\d)"

_PATTERNS = [
    # 2023-02-01 / 2023-02
    re.compile(r"\b(?P<y>(?:19|20)\d\d)(?P<sep>[-/])(?P<m>[01]\d)(?:(?P=sep)(?P<d>[0-3]\d))?(?!\d)"),
    # 1 February, 2023 / 1st of February 2023 / 1 February
    re.compile(r"\b" + _DAY.format("d") + r"\s+(?:of\s+)?" + _MONTH.format("mn")
               + r"(?:,?\s+" + _YEAR.format("y") + r")?\b", re.I),
    # February 1, 2023 / February 1
    re.compile(r"\b" + _MONTH.format("mn") + r"\s+(?:the\s+)?" + _DAY.format("d") + r"(?!\d)(?!\s*:)"
               + r"(?:,?\s+" + _YEAR.format("y") + r")?\b", re.I),
    # May 2023 / May, 2023
    re.compile(r"\b" + _MONTH.format("mn") + r",?\s+" + _YEAR.format("y") + r"\b", re.I),
    # July (full month names only, and never "May": too common a verb)
    re.compile(r"\b(?P<mn>january|february|march|april|june|july|august|september|october|november"
               r"|december)\b(?!\s+of\s+(?!(?:19|20)\d\d))", re.I),
    # 2024
    re.compile(r"\b" + _YEAR.format("y") + r"\b"),
]

#: Outside a named range, proximity halves every this many days.
HALF_LIFE_DAYS = 7.0


@dataclass(frozen=True)
class DateRange:
    """A span named by the query. year None: the month (and day) in any year."""
    year: int | None
    month: int | None
    day: int | None
    text: str

    def spans(self, around_year: int) -> tuple[float, float]:
        """[start, end) in epoch seconds (UTC); a year-less range is placed in `around_year`."""
        y = self.year if self.year is not None else around_year
        if self.month is None:
            start, end = datetime(y, 1, 1), datetime(y + 1, 1, 1)
        elif self.day is None:
            start = datetime(y, self.month, 1)
            end = datetime(y + (self.month == 12), self.month % 12 + 1, 1)
        else:
            day = min(self.day, calendar.monthrange(y, self.month)[1])
            start = datetime(y, self.month, day)
            end = datetime.fromordinal(start.toordinal() + 1)
        return (start.replace(tzinfo=timezone.utc).timestamp(),
                end.replace(tzinfo=timezone.utc).timestamp())


def query_dates(query: str) -> list[DateRange]:
    """Every date the query names, most specific reading first, no overlaps."""
    text = query or ""
    taken: list[tuple[int, int]] = []
    found: list[tuple[int, DateRange]] = []
    for pat in _PATTERNS:
        for m in pat.finditer(text):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            g = m.groupdict()
            month = g.get("m") or g.get("mn")
            month = int(month) if month and month.isdigit() else _MONTHS.get((month or "").lower().rstrip("."))
            day = int(g["d"]) if g.get("d") else None
            year = int(g["y"]) if g.get("y") else None
            if month is not None and not 1 <= month <= 12:
                continue
            if day is not None and not 1 <= day <= 31:
                continue
            taken.append((m.start(), m.end()))
            found.append((m.start(), DateRange(year, month, day, m.group(0))))
    return [r for _, r in sorted(found, key=lambda x: x[0])]


def date_proximity(ts: float | None, ranges: list[DateRange]) -> float:
    """1.0 when `ts` falls inside any range, else 2^(-days outside / HALF_LIFE_DAYS) for the
    nearest; 0.0 without a timestamp or ranges."""
    if ts is None or not ranges:
        return 0.0
    year = datetime.fromtimestamp(ts, tz=timezone.utc).year
    best = 0.0
    for r in ranges:
        for y in ((year - 1, year, year + 1) if r.year is None else (year,)):
            start, end = r.spans(y)
            if start <= ts < end:
                return 1.0
            days = (start - ts if ts < start else ts - end) / 86400.0
            best = max(best, 2.0 ** (-days / HALF_LIFE_DAYS))
    return best


@dataclass(frozen=True)
class TimeWindow:
    """[start, end) in epoch seconds, and the words that named it."""
    start: float
    end: float
    text: str
    year: int = 0  # dates.date_proximity reads `year` (not None: this one span) and `spans`
    strict: bool = True  # its items come first (a named month or year only raises them: see docs/time-filter.md)
    skip: frozenset = frozenset()  # doc ids the window does not lift: the items that named its event

    def lifts(self, doc_id: int, ts: float | None) -> bool:
        return doc_id not in self.skip and self.holds(ts)

    def spans(self, around_year: int) -> tuple[float, float]:
        return self.start, self.end

    def holds(self, ts: float | None) -> bool:
        return ts is not None and self.start <= ts < self.end

    @property
    def label(self) -> str:
        """"time:2026-03-05" for one day, "time:2026-03-16..2026-03-22" for a longer span."""
        first, last = (datetime.fromtimestamp(t, tz=timezone.utc).strftime("%Y-%m-%d")
                       for t in (self.start, max(self.start, self.end - 1)))
        return f"time:{first}" if first == last else f"time:{first}..{last}"
