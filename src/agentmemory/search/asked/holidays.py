"""Public holidays a question names as a time: "the day after the early May bank holiday", "the week
before Christmas", "over the Easter weekend", "on Thanksgiving". Each is a day (or a weekend) computed for
a year: fixed dates, the n-th or last weekday of a month (US and UK rules), and the days counted from
Easter (Gregorian computus). `timeframe` resolves one to its last occurrence that began before now.

A name is a time only right after a word that introduces one ("on", "over", "before", "the day after" ...):
"the Christmas banner" and "our Black Friday sale" name a feature, not a day. Pure functions, no I/O.
"""
from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

# Rules: ("fixed", month, day) | ("nth", month, weekday, n) (n -1: the last) | ("easter", offset days) |
# ("thanksgiving", offset days) | ("before", month, day, weekday): that weekday before the day (Victoria Day).
# An apostrophe or a dot in a name is optional in a question ("New Years Eve", "St Patrick's Day").
_NAMED = {
    "new year's day": ("fixed", 1, 1), "new year": ("fixed", 1, 1), "new year's": ("fixed", 1, 1),
    "new year's eve": ("fixed", 12, 31), "valentine's day": ("fixed", 2, 14), "st. patrick's day": ("fixed", 3, 17),
    "saint patrick's day": ("fixed", 3, 17), "april fools' day": ("fixed", 4, 1), "april fool's day": ("fixed", 4, 1),
    "may day": ("fixed", 5, 1), "juneteenth": ("fixed", 6, 19), "canada day": ("fixed", 7, 1),
    "independence day": ("fixed", 7, 4), "fourth of july": ("fixed", 7, 4),
    "bastille day": ("fixed", 7, 14), "german unity day": ("fixed", 10, 3), "halloween": ("fixed", 10, 31),
    "bonfire night": ("fixed", 11, 5), "guy fawkes night": ("fixed", 11, 5), "veterans day": ("fixed", 11, 11),
    "remembrance day": ("fixed", 11, 11), "armistice day": ("fixed", 11, 11),
    "christmas eve": ("fixed", 12, 24), "christmas day": ("fixed", 12, 25), "christmas": ("fixed", 12, 25),
    "xmas": ("fixed", 12, 25), "boxing day": ("fixed", 12, 26),
    "good friday": ("easter", -2), "easter sunday": ("easter", 0), "easter": ("easter", 0),
    "easter monday": ("easter", 1), "ascension day": ("easter", 39), "pentecost": ("easter", 49),
    "whit sunday": ("easter", 49), "whitsun": ("easter", 49), "whit monday": ("easter", 50),
    "thanksgiving": ("thanksgiving", 0), "thanksgiving day": ("thanksgiving", 0),
    "black friday": ("thanksgiving", 1), "cyber monday": ("thanksgiving", 4),
    "martin luther king day": ("nth", 1, 0, 3), "martin luther king jr. day": ("nth", 1, 0, 3),
    "mlk day": ("nth", 1, 0, 3), "presidents' day": ("nth", 2, 0, 3),
    "memorial day": ("nth", 5, 0, -1), "labor day": ("nth", 9, 0, 1), "labour day": ("nth", 9, 0, 1),
    "columbus day": ("nth", 10, 0, 2), "indigenous peoples' day": ("nth", 10, 0, 2),
    "canadian thanksgiving": ("nth", 10, 0, 2), "mother's day": ("nth", 5, 6, 2), "father's day": ("nth", 6, 6, 3),
    "victoria day": ("before", 5, 25, 0),
    "early may bank holiday": ("nth", 5, 0, 1), "may day bank holiday": ("nth", 5, 0, 1),
    "may bank holiday": ("nth", 5, 0, 1), "spring bank holiday": ("nth", 5, 0, -1),
    "late may bank holiday": ("nth", 5, 0, -1), "whitsun bank holiday": ("nth", 5, 0, -1),
    "summer bank holiday": ("nth", 8, 0, -1), "august bank holiday": ("nth", 8, 0, -1),
}


def _key(name: str) -> str:
    """"New Year’s  Day" -> "new years day": a name without apostrophes, dots or extra spaces (the rules' keys)."""
    return " ".join(re.sub(r"['’.]", "", name.lower()).split())


_RULES = {_key(n): rule for n, rule in _NAMED.items()}
#: "the bank holiday" alone: the last of England's bank holidays before now
_BANK = ("new years day", "good friday", "easter monday", "early may bank holiday", "spring bank holiday",
         "summer bank holiday", "christmas day", "boxing day")
#: the words before a weekday that make it a holiday ("Good Friday"): `timeframe` reads no weekday after them
WEEKDAY_HOLIDAY_WORDS = tuple(sorted({n.split()[0] for n in _RULES if len(n.split()) == 2
                                      and n.split()[1] in {d.lower() for d in calendar.day_name}}))
_NAME = "|".join(re.escape(n).replace(r"\ ", r"\s+").replace("'", "['’]?").replace(r"\.", r"\.?")
                 for n in sorted(_NAMED, key=len, reverse=True))
_INTRO = "(?:" + "|".join(rf"(?<=\b{w}\s)" for w in ("on", "over", "around", "during", "at", "through", "before",
                                                     "after", "since", "from", "of", "until", "till")) + ")"
#: a holiday right after a word that introduces a time; "weekend" after it: its long weekend
_THEN = (r"(?=\s*(?:$|[^\w\s]|(?:and|or|but|when|while|so|then|we|i|you|they|he|she|it|this|that|last|next|of|in|on|to|"
         r"for|with|at|did|do|does|was|were|is|are|had|has|have|before|after|morning|afternoon|evening|night|break|"
         r"holidays?|itself|too|already)\b))")  # "on the Christmas banner": a thing named after the day, not the day
PATTERN = re.compile(_INTRO + r"(?:the\s+)?(?P<hol>" + _NAME + r"|bank\s+holiday)(?P<hwe>\s+(?:long\s+)?weekend)?\b"
                     r"(?:\s+(?:morning|afternoon|evening|night)\b)?"
                     + _THEN, re.I)


def _easter(year: int) -> date:
    """Western Easter Sunday (the anonymous Gregorian algorithm)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l_ = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l_) // 451
    month, day = divmod(h + l_ - 7 * m + 114, 31)
    return date(year, month, day + 1)


def _nth(year: int, month: int, weekday: int, n: int) -> date:
    if n > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    last = date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def day_of(name: str, year: int) -> date:
    """The holiday `name` (a key of the rules, any spacing and apostrophe) in `year`."""
    rule = _RULES[_key(name)]
    if rule[0] == "fixed":
        return date(year, rule[1], rule[2])
    if rule[0] == "easter":
        return _easter(year) + timedelta(days=rule[1])
    if rule[0] == "thanksgiving":
        return _nth(year, 11, 3, 4) + timedelta(days=rule[1])
    if rule[0] == "before":
        d = date(year, rule[1], rule[2]) - timedelta(days=1)
        return d - timedelta(days=(d.weekday() - rule[3]) % 7)
    return _nth(year, *rule[1:])


def last_span(groups: dict, today: date) -> tuple[date, date]:
    """[first, end) days of the holiday a `PATTERN` match names: its last occurrence on or before `today`
    (a long weekend: with the Saturday and Sunday next to it; Easter's from Good Friday to Easter Monday)."""
    name = _key(groups["hol"])
    names = _BANK if name == "bank holiday" else (name,)
    day = max(d for year in (today.year, today.year - 1) for d in (day_of(n, year) for n in names) if d <= today)
    if not groups.get("hwe"):
        return day, day + timedelta(days=1)
    if name.startswith("easter"):
        e = _easter(day.year)
        return e - timedelta(days=2), e + timedelta(days=2)
    wd = day.weekday()  # Monday or Tuesday: from the Saturday before; Wednesday to Friday: to the Sunday after
    if wd >= 5:
        return day - timedelta(days=wd - 5), day - timedelta(days=wd - 7)
    return (day - timedelta(days=wd + 2), day + timedelta(days=1)) if wd <= 1 else (day, day + timedelta(days=7 - wd))
