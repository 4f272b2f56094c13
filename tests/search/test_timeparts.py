"""Calendar phrases of two parts (search/asked/weeks.py): a weekday inside a named week, the project's
first days; pure, then through the real app on a real SQLite file with the clock moved."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest
from helpers import observe_payload

from agentmemory.search import timeframe as tf

PREFIX = "/agentmemory"


def observe(client, session, text, when):
    r = client.post(PREFIX + "/observe", json=observe_payload(session=session, text=text, timestamp=when))
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


NOW = datetime(2026, 10, 5, 9, 30, tzinfo=timezone.utc).timestamp()  # a Monday


def days(query: str) -> tuple[str, str]:
    w = tf.find(query).window(NOW)
    return tuple(datetime.fromtimestamp(t, tz=timezone.utc).strftime("%Y-%m-%d") for t in (w.start, w.end - 1))


@pytest.mark.parametrize("query,first,last", [
    ("What did we build last week on Tuesday?", "2026-09-29", "2026-09-29"),
    ("What did we do on the Friday of the week before last?", "2026-09-25", "2026-09-25"),
    ("what did we fix on Monday two weeks ago?", "2026-09-21", "2026-09-21"),
    ("what did we do the week before last?", "2026-09-21", "2026-09-27"),  # a week, not a month
    ("what did we change last week?", "2026-09-28", "2026-10-04"),
    ("what did we change last month on Friday?", "2026-09-01", "2026-09-30"),  # no one day in a month
])
def test_a_weekday_narrows_the_week_it_is_said_with(query, first, last):
    assert days(query) == (first, last)


def test_the_weekday_leaves_the_searched_words_and_the_question_becomes_a_listing():
    p = tf.find("What did we build last week on Tuesday?")
    assert p.rest == "What did we build ?" and p.listing


@pytest.mark.parametrize("query,n", [
    ("What did we get done in the project's first week?", 7),
    ("what happened in the first two days of the project?", 2),
    ("what did we do on the first day on the project?", 1),
    ("What did we build in our first week on the app?", 7),  # the thing worked on, named in other words
    ("what did we get done in the first two days with the repository?", 2),
    ("what did we do in the first week?", 7),  # said alone, the first week of this work
    ("What did we build in our first week on the operator?", 7),  # any kind of software worked on
    ("what did we build in the first week on the plugin?", 7),
    ("What did we do on the very first evening of the project?", 1),  # a part of the day: that day
])
def test_the_start_of_the_project(query, n):
    p = tf.find(query)
    assert p.start_days == n and p.window(NOW) is None and p.listing


def test_day_one_is_the_projects_first_day_and_from_day_one_is_no_window():
    p = tf.find("How many records did the replicated subscriptions table hold on day one?")
    assert (p.start_days, p.text) == (1, "on day one") and "subscriptions table hold" in p.rest and not p.listing
    assert tf.find("What did we build in week one of the project?").start_days == 7
    assert tf.find("What did we do on day 1?").start_days == 1
    assert tf.find("Why wasn't the newer framework used from day one?") is None  # all along, not that day


def test_a_first_morning_is_the_projects_only_when_the_project_is_named():
    assert tf.find("What did we do on the very first evening of the project?").start_days == 1
    p = tf.find("The front-desk lead: what did he ask for after the first morning live?")
    assert p is None or not p.start_days  # the first morning of the go-live, not of the project


def test_a_first_week_of_a_month_is_no_start_of_the_project():
    assert tf.find("what did we fix in the first week of March?").start_days == 0
    assert tf.find("What did I do in my first week on the job?") is None  # a person's job, not the software
    assert tf.find("What did John do in his first week on the job?") is None  # a job is not the project
    assert tf.find("In the first week in Lisbon, what did we eat?") is None  # the first week of something else
    assert tf.find("What did we set up on the Wednesday of the first week?").start_days == 7


@pytest.mark.parametrize("query,weekday", [
    ("What did we do on the first Monday of the project?", 0),
    ("What happened the project's first Friday?", 4),
    ("what broke on our first Tuesday on the app?", 1),
])
def test_the_first_weekday_of_the_project(query, weekday):
    p = tf.find(query)
    assert (p.start_days, p.weekday) == (7, weekday) and p.window(NOW) is None


def test_the_first_monday_of_the_project_is_that_day_of_its_first_week(client, clock, drain):
    observe(client, "s1", "Set up the repository and the CI pipeline", "2026-09-02T10:00:00Z")  # Wednesday
    monday = observe(client, "s2", "Wrote the stock poller against the till API", "2026-09-07T10:00:00Z")
    observe(client, "s3", "Fixed the timezone of the fetch window", "2026-09-28T10:00:00Z")  # the last Monday
    drain()
    clock.t = NOW
    res = smart(client, "What did we do on the first Monday of the project?")
    assert [r["id"] for r in res] == [monday] and res[0]["matched"] == ["time:2026-09-07"]


@pytest.mark.parametrize("query,after,weekday", [
    ("What did we do on the Tuesday of our second week on the project?", 7, 1),
    ("what did we build in the third week of the project?", 14, -1),
    ("what did we get done in the second week?", 7, -1),  # said alone, this work's second week
])
def test_a_later_week_of_the_project_is_counted_in_whole_weeks_from_its_first_day(query, after, weekday):
    p = tf.find(query)
    assert (p.start_days, p.start_after, p.weekday) == (7, after, weekday) and p.window(NOW) is None
    assert tf.find("what happened on the second day of the project?") is None  # days worked are not known here
    assert tf.find("what did we fix in the second week of March?").start_days == 0


def test_the_tuesday_of_the_second_week_is_that_day_seven_to_thirteen_days_after_the_first(client, clock, drain):
    observe(client, "s1", "Set up the repository and the CI pipeline", "2026-09-02T10:00:00Z")  # Wednesday
    observe(client, "s2", "Wrote the stock poller against the till API", "2026-09-08T10:00:00Z")  # first week's Tuesday
    tuesday = observe(client, "s3", "Pushed stock levels to the webshop", "2026-09-15T10:00:00Z")
    drain()
    clock.t = NOW
    res = smart(client, "What did we do on the Tuesday of our second week on the project?")
    assert [r["id"] for r in res] == [tuesday] and res[0]["matched"] == ["time:2026-09-15"]


@pytest.mark.parametrize("query,first", [
    ("What did we get done on Monday, 21 September?", "2026-09-21"),  # the weekday says the date's day again
    ("What did we do on Monday the 21st of September?", "2026-09-21"),
    ("what did we ship last Friday, 25 September?", "2026-09-25"),
])
def test_a_weekday_said_with_a_date_is_that_date(query, first):
    assert days(query) == (first, first)
    assert tf.find(query).rest.rstrip(" ?") in ("What did we get done", "What did we do", "what did we ship")


def smart(client, query):
    r = client.post(PREFIX + "/smart-search", json={"query": query, "project": "proj", "limit": 10})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["results"]


def test_the_projects_first_week_lists_the_items_of_its_first_seven_days(client, clock, drain):
    ids = [observe(client, "s1", "Set up the repository and the CI pipeline", "2026-09-02T10:00:00Z"),
           observe(client, "s2", "Wrote the stock poller against the till API", "2026-09-07T10:00:00Z"),
           observe(client, "s3", "Pushed stock levels to the webshop", "2026-09-09T10:00:00Z"),
           observe(client, "s4", "Fixed the timezone of the fetch window", "2026-09-21T10:00:00Z")]
    drain()
    clock.t = NOW
    res = smart(client, "What did we get done in the project's first week?")
    assert [r["id"] for r in res] == ids[:2]  # 2-8 September: the third item is on the 9th
    assert res[0]["matched"] == ["time:2026-09-02..2026-09-08"]


def test_last_week_on_a_weekday_lists_that_day(client, clock, drain):
    observe(client, "s1", "Wrote the Postmark alert mailer", "2026-09-29T10:00:00Z")  # Tuesday
    observe(client, "s2", "Set up CI on GitHub Actions", "2026-10-01T10:00:00Z")  # Thursday
    drain()
    clock.t = NOW
    res = smart(client, "What did we build last week on Tuesday?")
    assert [r["title"] for r in res] and all(r["matched"] == ["time:2026-09-29"] for r in res)
    assert len(res) == 1


def test_just_before_an_event_is_the_whole_days_before_its_day(client, clock, drain):
    fix = observe(client, "s4", "Fixed the double counting: the poller summed rows of repeated pages",
                  "2026-09-15T11:14:00Z")
    observe(client, "s5", "Wrote the Dockerfile for the service", "2026-09-17T13:00:00Z")
    observe(client, "s5", "Deployed the service to Cloud Run in europe-west1", "2026-09-17T13:33:00Z")
    drain()
    clock.t = NOW
    res = smart(client, "Which bug was fixed just before we first deployed the service to Cloud Run?")
    ids = [r["id"] for r in res]
    assert fix in ids[:2] and "time:2026-09-15..2026-09-17" in res[ids.index(fix)]["matched"]
