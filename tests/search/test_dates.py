"""Dates named in a query (search/dates.py): parsing and proximity, hand-checked."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest
from hypothesis import given, strategies as st

from agentmemory.search.dates import HALF_LIFE_DAYS, DateRange, date_proximity, query_dates


def ts(y, m, d, h=12):
    return datetime(y, m, d, h, tzinfo=timezone.utc).timestamp()


@pytest.mark.parametrize("query, expected", [
    ("What did Gina find for her store on 1 February, 2023?", [(2023, 2, 1)]),
    ("the week before August 3, 2023 involving his kids", [(2023, 8, 3)]),
    ("What book did Tim finish on 8th December, 2023?", [(2023, 12, 8)]),
    ("What did John host in May 2023 for the veterans?", [(2023, 5, None)]),
    ("When did Melanie go camping in July?", [(None, 7, None)]),
    ("What charity event did Tim organize in 2024?", [(2024, None, None)]),
    ("changes between 2023-02-01 and 2023-03", [(2023, 2, 1), (2023, 3, None)]),
    ("on Sept. 9, 2022 at the fair", [(2022, 9, 9)]),
    ("the 3rd of March 2021", [(2021, 3, 3)]),
])
def test_query_dates_reads_day_month_and_year_forms(query, expected):
    assert [(r.year, r.month, r.day) for r in query_dates(query)] == expected


@pytest.mark.parametrize("query", [
    "I may go to the gym", "what did we decide about the cache?", "port 3111 is busy",
    "version 2.3.0 of the client", "at 10:30 the build failed", "",
])
def test_query_dates_ignores_text_without_a_date(query):
    assert query_dates(query) == []


def test_proximity_is_one_inside_the_range_and_halves_every_half_life_outside():
    day = query_dates("on 1 February, 2023")
    assert date_proximity(ts(2023, 2, 1, 0), day) == 1.0
    assert date_proximity(ts(2023, 2, 1, 23), day) == 1.0
    # the range ends at 2 Feb 00:00; 2 Feb + 7 days is one half-life beyond it
    assert date_proximity(ts(2023, 2, 9, 0), day) == pytest.approx(0.5)
    assert date_proximity(ts(2023, 1, 25, 0), day) == pytest.approx(0.5)
    assert HALF_LIFE_DAYS == 7.0


def test_month_and_year_ranges_cover_their_whole_span():
    month = query_dates("in May 2023")
    assert date_proximity(ts(2023, 5, 31, 23), month) == 1.0
    assert date_proximity(ts(2023, 6, 8, 0), month) == pytest.approx(0.5)
    year = query_dates("in 2024")
    assert date_proximity(ts(2024, 12, 31), year) == 1.0
    assert date_proximity(ts(2022, 6, 1), year) < 0.001


def test_a_month_without_a_year_matches_that_month_in_any_year():
    july = query_dates("camping in July")
    assert date_proximity(ts(2019, 7, 4), july) == 1.0
    assert date_proximity(ts(2023, 7, 30), july) == 1.0
    assert date_proximity(ts(2023, 1, 15), july) < 0.01


def test_december_range_ends_at_new_year_and_day_is_clamped_to_the_month():
    assert DateRange(2023, 12, None, "").spans(0)[1] == datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp()
    start, end = DateRange(2023, 2, 31, "").spans(0)   # "31 February" -> the 28th
    assert start == datetime(2023, 2, 28, tzinfo=timezone.utc).timestamp()


def test_no_ranges_or_no_timestamp_is_zero():
    assert date_proximity(None, query_dates("on 1 May 2023")) == 0.0
    assert date_proximity(ts(2023, 5, 1), []) == 0.0


@given(st.text(max_size=200))
def test_query_dates_never_raises(text):
    for r in query_dates(text):
        start, end = r.spans(2000)
        assert start < end
        assert 0.0 <= date_proximity(start, [r]) <= 1.0
