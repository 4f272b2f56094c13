"""search/asked/holidays.py and the windows `timeframe` makes of holidays and of days counted from a named day (pure)."""
from __future__ import annotations

from datetime import date, datetime, timezone

import pytest

from agentmemory.search import timeframe as tf
from agentmemory.search.asked import holidays

NOW = datetime(2026, 3, 27, 10, 0, tzinfo=timezone.utc).timestamp()  # a Friday


def at(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=timezone.utc).timestamp()


def window(query: str, now: float = NOW) -> tuple[str, str] | None:
    p = tf.find(query)
    w = p and p.window(now)
    if w is None:
        return None
    return (datetime.fromtimestamp(w.start, tz=timezone.utc).isoformat()[:10],
            datetime.fromtimestamp(w.end - 1, tz=timezone.utc).isoformat()[:10])


@pytest.mark.parametrize("name,year,expected", [
    ("Easter", 2026, date(2026, 4, 5)), ("Easter", 2029, date(2029, 4, 1)), ("Easter", 2025, date(2025, 4, 20)),
    ("Good Friday", 2026, date(2026, 4, 3)), ("Easter Monday", 2026, date(2026, 4, 6)),
    ("Thanksgiving", 2026, date(2026, 11, 26)), ("Black Friday", 2029, date(2029, 11, 23)),
    ("early May bank holiday", 2026, date(2026, 5, 4)), ("spring bank holiday", 2026, date(2026, 5, 25)),
    ("summer bank holiday", 2026, date(2026, 8, 31)), ("Memorial Day", 2029, date(2029, 5, 28)),
    ("Labor Day", 2026, date(2026, 9, 7)), ("Victoria Day", 2029, date(2029, 5, 21)),
    ("MLK Day", 2026, date(2026, 1, 19)), ("New Year’s Day", 2026, date(2026, 1, 1)),
    ("Boxing Day", 2026, date(2026, 12, 26)), ("Whit Monday", 2026, date(2026, 5, 25)),
])
def test_each_holiday_falls_on_its_day(name, year, expected):
    assert holidays.day_of(name, year) == expected


@pytest.mark.parametrize("query,now,first,last", [
    ("What did we do on Boxing Day?", NOW, "2025-12-26", "2025-12-26"),  # the last one before now
    ("What did we get done the day after the early May bank holiday?", at("2029-05-26T08:30"), "2029-05-08", "2029-05-08"),
    ("What broke the week before Christmas?", NOW, "2025-12-18", "2025-12-24"),
    ("what did we fix over the Easter weekend?", at("2026-04-10T09:00"), "2026-04-03", "2026-04-06"),
    ("Which tests failed the Friday before the bank holiday?", at("2026-06-01T09:00"), "2026-05-22", "2026-05-22"),
    ("what did we ship over the Labor Day long weekend?", at("2026-09-20T09:00"), "2026-09-05", "2026-09-07"),
    ("What did we do on Christmas morning?", NOW, "2025-12-25", "2025-12-25"),
])
def test_a_holiday_is_a_day_of_the_calendar(query, now, first, last):
    assert window(query, now) == (first, last)


@pytest.mark.parametrize("query", [
    "What did we change on the Christmas banner?",  # a thing named after the day
    "How is our Black Friday sale configured?",
    "Which bank holiday rules does the scheduler apply?",
])
def test_a_thing_named_after_a_holiday_is_no_time(query):
    assert window(query) is None


@pytest.mark.parametrize("query,first,last", [
    ("What did we do the day after 5 March?", "2026-03-06", "2026-03-06"),
    ("What did we do two days after March 13th?", "2026-03-15", "2026-03-15"),
    ("what did we fix the Friday before 20 March?", "2026-03-13", "2026-03-13"),
    ("What happened the week before March 13th?", "2026-03-06", "2026-03-12"),
])
def test_days_counted_from_a_named_day_are_the_days_counted(query, first, last):
    p = tf.find(query)
    assert not p.event  # no search dates a day the question names
    assert window(query) == (first, last)


def test_a_weekday_night_reaches_into_the_morning_after():
    # "the job fell over on Wednesday night" is told the next morning
    assert window("Why did the nightly job fall over on Wednesday night?") == ("2026-03-25", "2026-03-26")
    assert window("What broke on Wednesday?") == ("2026-03-25", "2026-03-25")


def test_minutes_after_a_thing_is_no_window_of_days():
    # how late something arrived, not when: no event to date
    assert tf.find("Why were couriers only seeing job offers several minutes after they were sent?") is None
