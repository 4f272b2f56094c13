"""search/timeframe.py: the time window a query names, as of a given now (pure)."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from agentmemory.search import timed
from agentmemory.search import timeframe as tf

NOW = datetime(2026, 3, 27, 10, 0, tzinfo=timezone.utc).timestamp()  # a Friday


def day(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=timezone.utc).timestamp()


def window(query: str, now: float = NOW) -> tuple[str, str]:
    w = tf.find(query).window(now)
    return datetime.fromtimestamp(w.start, tz=timezone.utc).isoformat()[:10], \
        datetime.fromtimestamp(w.end - 1, tz=timezone.utc).isoformat()[:10]


@pytest.mark.parametrize("query,first,last", [
    ("what did we do yesterday?", "2026-03-26", "2026-03-26"),
    ("what happened today", "2026-03-27", "2026-03-27"),
    ("the day before yesterday", "2026-03-25", "2026-03-25"),
    ("what changed last Tuesday?", "2026-03-24", "2026-03-24"),
    ("on Friday", "2026-03-20", "2026-03-20"),  # today is Friday: the one before
    ("what did we fix last week?", "2026-03-16", "2026-03-22"),
    ("this week", "2026-03-23", "2026-03-27"),
    ("three days ago", "2026-03-24", "2026-03-24"),
    ("two weeks ago", "2026-03-09", "2026-03-15"),
    ("in the last 3 days", "2026-03-24", "2026-03-27"),
    ("last month", "2026-02-01", "2026-02-28"),
    ("what did we do on 5 March?", "2026-03-05", "2026-03-05"),
    ("what happened on March 13th?", "2026-03-13", "2026-03-13"),
    ("on 2 December", "2025-12-02", "2025-12-02"),  # no year: the last one before now
    ("on 8 May 2023", "2023-05-08", "2023-05-08"),
])
def test_phrases_relative_to_now_or_a_named_date(query, first, last):
    assert window(query) == (first, last)


def test_the_rest_of_the_query_and_whether_it_asks_only_for_the_time():
    p = tf.find("What did we work on on 5 March?")
    assert p.text == "on 5 March" and p.rest == "What did we work on ?" and p.listing
    p = tf.find("Which bug did we fix yesterday?")
    assert p.rest == "Which bug did we fix ?" and not p.listing
    assert tf.find("How do I configure the rules file?") is None


def test_a_kind_of_day_is_no_date():
    # a rule's "on a Friday afternoon" is any Friday: the last one's window would hide the rule, said weeks before
    assert tf.find("Is it fine to ship a production release on a Friday afternoon?") is None
    assert tf.find("Could we push a hotfix on any Saturday, or every Sunday?") is None
    assert tf.find("What did we ship on Friday?").text == "on Friday"
    assert tf.find("what broke last Friday").text == "last Friday"


@pytest.mark.parametrize("query,event,relation,count,unit", [
    ("What did we build the day after we integrated card payments?", "we integrated card payments", "after", 1, "day"),
    ("what did we do two days after adding the ECB rates", "adding the ECB rates", "after", 2, "day"),
    ("what did we decide in the week before the deploy broke?", "the deploy broke", "before", 1, "week"),
    ("what was the last thing we changed before the release broke?", "the release broke", "before", 0, ""),
    ("which tests did we add since we switched to nextest?", "we switched to nextest", "since", 0, ""),
])
def test_phrases_anchored_to_an_event(query, event, relation, count, unit):
    p = tf.find(query)
    assert (p.event, p.relation, p.count, p.unit) == (event, relation, count, unit)
    assert p.window(NOW) is None  # needs the event's time


def test_the_day_a_thing_happened_is_that_event_s_day():
    p = tf.find("What did we work on the day the entries feed on staging started doubling?")
    assert (p.event, p.relation, p.listing) == ("the entries feed on staging started doubling", "on", True)
    assert tf.find("What ran on the day the deploy happens?") is None  # no past verb: no event
    p = tf.find("What did we do on the Monday after the walk where the offline map failed?")
    assert (p.event, p.relation, p.weekday) == ("the walk where the offline map failed", "after", 0)
    w = p.around(day("2026-03-14T11:00:00"), NOW)  # a Saturday's walk: the Monday after it
    assert w.label == "time:2026-03-16"


def test_an_event_named_by_a_pronoun_is_searched_with_what_the_question_says_it_is():
    p = tf.find("Why did the dependency install step of the pipeline fail on the day we set it up?")
    assert p.event == "we set it up" and "pipeline" in p.event_query and "install" in p.event_query
    assert "pipeline" not in tf.find("What did we do the day after we set up the pipeline?").rest


def test_a_bare_after_about_a_thing_is_no_time():
    assert tf.find("What does John want to do after his basketball career?") is None
    assert tf.find("What caused the doubled rows after loading the same file again?") is None
    # an "-ed" word after a determiner or a number describes a noun: "one shared cluster" has no verb
    assert tf.find("The retry interval grew after a maintenance on one shared cluster: which version runs there?") is None
    assert tf.find("What broke after the signed build was uploaded?").event == "the signed build was uploaded"


def test_windows_placed_next_to_the_event():
    event = day("2026-03-18T15:10:00")
    p = tf.find("what did we do the day after the release failed?")
    w = p.around(event, NOW)
    assert (w.start, w.end) == (day("2026-03-19"), day("2026-03-20")) and w.label == "time:2026-03-19"
    w = tf.find("what did we decide in the week before the release went red?").around(event, NOW)
    assert (w.start, w.end) == (day("2026-03-11"), day("2026-03-18"))
    w = tf.find("what did we change before we shipped the release?").around(event, NOW)
    assert (w.start, w.end) == (event - 7 * tf.DAY, event) and w.label == "time:2026-03-11..2026-03-18"
    w = tf.find("what broke since we shipped the release?").around(event, NOW)
    assert w.start == event and w.end > NOW  # the state since X: X itself and everything after it


def test_an_event_clause_ends_at_a_colon_or_where_a_second_clause_starts():
    p = tf.find("After we moved the API to Fly: what broke?")
    assert (p.event, p.relation) == ("we moved the API to Fly", "after") and "what broke" in p.rest
    assert tf.find("what broke after we deployed the 10:30 build?").event == "we deployed the 10:30 build"  # a clock
    # "the first release" then a new subject with its verb: the event is the release alone (a bare noun
    # phrase, which is no time of its own), and the question keeps what the desk saw
    assert tf.find("After the first zero-downtime release the front desk got Page Expired: what caused it?") is None
    p = tf.find("What failed the day after the migration the API went down?")
    assert p.event == "the migration" and "API went down" in p.rest
    assert tf.find("what did we change after the deploy broke the build?").event == "the deploy broke the build"


def test_a_month_that_says_which_one_of_a_thing_is_no_date():
    p = tf.find("What did we work on the Friday before the April backfill?")
    assert (p.event, p.relation, p.weekday) == ("the April backfill", "before", 4)
    assert tf.find("what broke after the April release went out?").event == "the April release went out"
    assert tf.find("what did we do the day after the May 5 release?").dates  # a date: May 5


@pytest.mark.parametrize("clause,cut", [
    ("the first release the front desk got errors", "the front desk got errors"),
    ("the migration the API went down", "the API went down"),
    ("the deploy broke the build", None),   # the event's own verb first: one clause
    ("we moved the API to Fly", None),       # a subject, not a noun phrase
    ("the rename of the job", None),         # no second verb
    ("the walk where the offline map failed", None),  # a relative clause says which walk: one event
    ("the trial with the support team began", None),  # "the" after a preposition goes on the same noun phrase
])
def test_second_clause(clause, cut):
    from agentmemory.search.asked.events import second_clause
    at = second_clause(clause)
    assert (clause[at:] if at is not None else None) == cut


def test_event_time_prefers_an_earlier_strong_hit_over_a_later_mention():
    mention, failure, unrelated = day("2026-03-19T09:48:00"), day("2026-03-18T15:10:00"), day("2026-03-09T09:45:00")
    assert timed.event_time([(1.9, mention), (1.8, failure), (1.85, unrelated)]) == failure  # 10 days earlier: no
    assert timed.event_time([(1.9, mention), (1.0, failure)]) == mention  # too weak
    assert timed.event_time([]) is None


def test_a_window_scores_like_a_named_date():
    from agentmemory.search.dates import date_proximity
    w = tf.TimeWindow(day("2026-03-05"), day("2026-03-06"), "on 5 March")
    assert date_proximity(day("2026-03-05T12:00:00"), [w]) == 1.0
    assert date_proximity(day("2026-03-13"), [w]) == pytest.approx(0.5, abs=0.01)


def test_a_named_day_is_strict_a_named_month_only_raises():
    assert tf.find("what did we fix on 11 March?").window(NOW).strict
    assert not tf.find("what did John attend in March 2023?").window(NOW).strict
    assert tf.find("what did we fix last week?").window(NOW).strict


def test_a_question_word_after_after_is_no_event():
    assert tf.find("After how many weeks did Tim reconnect with the fan from California?") is None



def test_before_a_named_day_is_that_day_not_the_week_before_it():
    # In a conversation "the week before August 3" is told on August 3 ("last week I ..."): see
    # docs/time-filter.md. The named day is the window.
    assert window("What did John do the week before August 3, 2023?") == ("2023-08-03", "2023-08-03")


@pytest.mark.parametrize("query", [
    "What does the alerting code do with the room alias before it can send anything?",
    "What do I have to run before we deploy the app?",
    "Which retry kicks in after that fails?",
    "What happens the day after it fails?",
    "Which checks run before the release is tagged?",
])
def test_only_a_past_event_anchors_a_window(query):
    p = tf.find(query)
    assert p is None or not p.event


@pytest.mark.parametrize("clause,past", [
    ("we deployed", True), ("we went live", True), ("the deploy broke", True), ("we set up the skeleton", True),
    ("adding the ECB rates", True), ("we've shipped it", True), ("we first integrated payments", True),
    ("it can send anything", False), ("that fails", False), ("we deploy", False), ("we have to ship", False),
    ("the release is tagged", False), ("we'll merge it", False),
])
def test_a_past_event_clause(clause, past):
    assert tf.names_past_event(clause) is past


def test_right_after_an_event_is_the_days_next_to_it():
    event = day("2026-03-18T15:10:00")
    p = tf.find("Why did the hourly job keep failing right after we went live?")
    assert (p.event, p.relation, p.close) == ("we went live", "after", True)
    assert p.rest == "Why did the hourly job keep failing ?"
    assert "deploy" in p.event_query.split()  # "went live" is searched as what it means
    w = p.around(event, NOW)  # the rest of its day and the two whole days after it
    assert (w.start, w.end) == (event + 1, day("2026-03-21"))
    w = tf.find("which test failed just before we switched to UTC?").around(event, NOW)
    assert (w.start, w.end) == (day("2026-03-16"), event)  # the two whole days before its day, and its day
    # A listing is in time order from the event already: the nearest come first from the week.
    w = tf.find("what did we build just before we switched to UTC?").around(event, NOW)
    assert (w.start, w.end) == (event - 7 * tf.DAY, event)


def test_event_time_reaches_back_a_week_to_the_event_itself():
    deploy, redeploy = day("2026-03-18T10:00:00"), day("2026-03-22T09:00:00")
    assert timed.event_time([(2.5, redeploy), (2.0, deploy)]) == deploy  # 4 days before the strongest mention


def test_the_first_time_of_an_event_is_the_earliest_hit_that_names_it():
    first, later = day("2026-11-12T10:03:00"), day("2026-11-20T10:33:00")  # the first deploy, a later one
    hits = [(2.07, later), (2.0, later + 600), (1.77, first)]
    assert timed.event_time(hits) == later  # eight days before the best: another time the event happened
    assert timed.event_time(hits, first=True) == first
    assert timed.event_time([(2.07, later), (1.2, first)], first=True) == later  # too weak to name it
    phrase = tf.find("Which problem did we chase right before the site first went online?")
    assert phrase.first and "deploy" in phrase.event_query.split()  # "went online": what a deploy is called
    assert not tf.find("What did we change before the deploy broke?").first


def test_a_window_does_not_lift_the_items_that_named_its_event():
    w = tf.TimeWindow(day("2026-03-18"), day("2026-03-20"), "right after we went live", skip=frozenset({7}))
    assert w.holds(day("2026-03-18T12:00:00")) and not w.lifts(7, day("2026-03-18T12:00:00"))
    assert w.lifts(8, day("2026-03-18T12:00:00"))


def test_a_change_is_dated_from_its_latest_strong_hit():
    setup, switch = day("2026-09-06T09:44:00"), day("2026-09-22T15:18:00")
    hits = [(2.6, setup), (2.55, switch + 120), (2.4, switch), (2.0, switch + 4 * tf.DAY)]  # the last: a mention
    assert timed.event_time(hits) == setup  # the best hit: the setup of the thing later changed
    assert timed.event_time(hits, latest=True) == switch  # the latest strong hit, then back to its first mention
    assert timed.event_time(hits, latest=True, first=True) == setup  # "the first time": as before
    # three days before the datasource changed, a migration run that printed the old datasource: another event
    change, earlier = day("2028-11-20T10:00:00"), day("2028-11-17T09:50:00")
    assert timed.event_time([(3.08, change), (2.73, earlier)], latest=True) == change
    assert timed.event_time([(3.08, change), (2.73, earlier)]) == earlier  # not a change: the event told after it


@pytest.mark.parametrize("clause,change", [
    ("switching the build tool", True), ("we moved to Fly", True), ("the storage swap", True),
    ("the model rename broke the build", True), ("we upgraded Django", True), ("the schema migration", True),
    ("we integrated card payments", False), ("the deploy broke", False), ("we fixed the login bug", False),
    ("we moved the API", False),
])
def test_an_event_that_changes_something(clause, change):
    from agentmemory.search.asked.events import names_change
    assert names_change(clause) is change


def test_an_event_announced_for_tomorrow_is_a_day_after_the_hit_that_dated_it():
    from agentmemory.search.hybrid import Hit
    said = day("2027-09-30T10:33:00")
    demo = Hit("observation", "o1", 1, "s", "p", said, 2.8, body="Tomorrow (Friday) at 8am Maeve shows the site to the staff")
    done = Hit("observation", "o2", 2, "s", "p", said, 2.8,
               body="Showed the booking site to the whole staff on the big screen; tomorrow we tidy up")
    assert timed.announced([demo], said) == said + tf.DAY
    assert timed.announced([done], said) == said  # "tomorrow" late in the text: not when the event is
    assert timed.announced([demo], None) is None


def test_an_event_the_hit_reports_as_an_earlier_day_s_is_that_day():
    from agentmemory.search.hybrid import Hit
    said = day("2028-11-28T11:03:00")  # a Tuesday
    notes = Hit("observation", "o1", 1, "s", "p", said, 2.8, body="notes from Sunday's mod meeting (Oksana, Dev)")
    broken = Hit("observation", "o2", 2, "s", "p", said, 2.8, body="Yesterday's deploy left the bot offline")
    legal = Hit("observation", "o3", 3, "s", "p", said, 2.8, body="Change of plan. Legal reviewed it on Friday: no")
    assert timed.announced([notes], said) == said - 2 * tf.DAY
    assert timed.announced([broken], said) == said - tf.DAY
    assert timed.announced([legal], said) == said  # a day said of something else: the event is the hit's own


@pytest.mark.parametrize("query, event, relation, weekday", [
    ("What did we work on the Monday of the demo week?", "the demo", "week", 0),
    ("What did we do the Tuesday of the week we migrated to Postgres?", "we migrated to Postgres", "week", 1),
    ("What did we do in the week of the demo?", "the demo", "week", -1),
    ("Which tests failed during release week?", "the release", "week", -1),
    ("What did we fix on the day of the incident?", "the incident", "on", -1),
    ("What happened on demo day?", "the demo", "on", -1),
])
def test_the_week_or_day_of_an_event_is_read_as_that_event(query, event, relation, weekday):
    p = tf.find(query)
    assert (p.event, p.relation, p.weekday) == (event, relation, weekday)


@pytest.mark.parametrize("query", [
    "What do we run on release day?",  # a habit: every release day
    "What did we do on the first day?", "What happens during a busy week?", "Which day of the week does the backup run?",
    "What did we change on the same day?", "How many hours per week does Kofi work?",
])
def test_a_week_or_day_that_names_no_event_is_not_an_events(query):
    p = tf.find(query)
    assert p is None or p.event == ""


def test_an_event_clause_goes_on_through_a_dotted_name():
    assert tf.find("What did we do two days after tagging 1.0.0?").event == "tagging 1.0.0"
    assert tf.find("What failed the day after we bumped next.js?").event == "we bumped next.js"
    assert tf.find("What did we do the day after the deploy. Then what?").event == "the deploy"


def test_the_week_of_an_event_is_its_monday_to_sunday_week_or_the_day_named():
    thursday = day("2026-03-26T15:00:00")
    p = tf.find("What did we work on the Tuesday of the demo week?")
    w = p.around(thursday, thursday + 10 * tf.DAY)
    assert (w.start, w.end) == (day("2026-03-24T00:00:00"), day("2026-03-25T00:00:00"))
    w = tf.find("What did we do in the week of the demo?").around(thursday, thursday + 10 * tf.DAY)
    assert (w.start, w.end) == (day("2026-03-23T00:00:00"), day("2026-03-30T00:00:00"))


@pytest.mark.parametrize("body, clause, planned", [
    ("the site test in their hall B is on 16 and 17 November.", "the site test started", "2027-11-16T00:00:00"),
    ("Site test stays Tuesday 16 and Wednesday 17 November, day shift", "the site test", "2027-11-16T00:00:00"),
    ("site test build, Halden Venlo 16-17 Nov", "the site test", "2027-11-16T00:00:00"),
    ("the demo is on Friday 19 November at 15:00", "the demo", "2027-11-19T00:00:00"),
    ("the demo is today, 12 November, at 15:00", "the demo", None),  # that day: the hit itself dates it
    ("ls target/release: Nov 12 10:12 ledgerline", "the release broke", None),  # a listing of that day
    ("demo notes from 3 November", "the demo", None),  # before it was said: a past one, not a plan
    ("the demo went well; 19 November is the review", "the demo", None),  # the date is too far from the name
    ("tag v1.0.0 on 20 November", "tagging 1.0.0", None),  # a verb names no event to look for
    # a compound's head noun: "the committee demo" is "the demo for the ... committee"
    ("Busy week: the demo for the municipality's mobility committee is Thursday 18 November at 13:00",
     "the committee demo", "2027-11-18T00:00:00"),
    ("the committee meets on 18 November", "the committee demo", None),  # the head is the demo, not the committee
    # a day without its month, or a weekday, counted from the day it was said (Friday 12 November)
    ("we set up CI, and the first TestFlight build should go out Tuesday next week (the 18th) so the group can try it",
     "the first TestFlight build went out", "2027-11-18T00:00:00"),
    ("the release should go out Tuesday next week so the testers can try it", "the release", "2027-11-16T00:00:00"),
    ("the demo is on Wednesday, bring the slides", "the demo", "2027-11-17T00:00:00"),
    ("the release is planned for the 3rd", "the release", "2027-12-03T00:00:00"),
    ("the demo went well on Wednesday", "the demo", None),  # a weekday after a past verb: done, not planned
])
def test_a_plan_names_the_day_of_an_event(body, clause, planned):
    from agentmemory.search.asked.events import planned_day
    said = day("2027-11-12T09:00:00")
    assert planned_day(body, clause, said) == (day(planned) if planned else None)


def test_a_weekday_of_the_week_before_or_after_an_event_is_in_that_calendar_week():
    release = day("2026-03-19") + 15 * 3600  # a Thursday
    p = tf.find("What did we do on the Wednesday of the week before the release?")
    assert (p.event, p.weekday, p.unit) == ("the release", 2, "week") and "Wednesday" not in p.rest
    w = p.around(release, NOW)
    assert (w.start, w.end) == (day("2026-03-11"), day("2026-03-12"))  # not 18 March, in the seven days before
    w = tf.find("what broke on the Friday of the week after we shipped 2.0?").around(release, NOW)
    assert (w.start, w.end) == (day("2026-03-27"), day("2026-03-28"))
    w = tf.find("what did we do the week before the release?").around(release, NOW)  # no weekday: the seven days
    assert (w.start, w.end) == (day("2026-03-12"), day("2026-03-19"))
    p = tf.find("What did we do on Tuesday the week before the first public release?")  # "on <weekday>" said first
    assert (p.event, p.weekday, p.unit) == ("the first public release", 1, "week") and "Tuesday" not in p.rest
    assert (p.around(release, NOW).start, p.around(release, NOW).end) == (day("2026-03-10"), day("2026-03-11"))


def test_a_bare_milestone_with_a_weekday_or_a_count_is_an_event():
    p = tf.find("What did we do on the Thursday before launch?")
    assert (p.event, p.relation, p.weekday) == ("launch", "before", 3) and "deploy" in p.event_query
    assert tf.find("What did we do two days after launch?").count == 2
    assert tf.find("what broke the day after release?").event == "release"
    assert "release" in tf.find("What did we do two days after the reports were first published?").event_query
    assert tf.find("Which tests broke after release?") is None  # no day asked: a bare noun is no time of its own


def test_an_idiom_of_an_event_is_searched_with_what_it_means():
    assert "git mv" in tf.find("Why did the tests fail right after the file was moved?").event_query
    assert "git mv" in tf.find("What broke after we renamed the checkout module?").event_query
    assert "git mv" in tf.find("What did we do the day after the big package rename?").event_query
    assert "git mv" not in tf.find("What failed right after the endpoints were renamed?").event_query  # an edit does it
    # a bare noun names no time of its own, even one of the work: "after the rename" of a history with several renames
    # dated the wrong one (docs/time-filter.md)
    assert tf.find("Which card broke after the rename?") is None
    assert "git mv" not in tf.find("What broke after we moved to Postgres?").event_query  # no file moved
    assert "deploy" in tf.find("What failed after the site went live?").event_query
    assert "incident" in tf.find("What did we get done two days before the outage?").event_query  # ops' word for it
    assert "incident" in tf.find("What did we do the day after the site went down?").event_query


def test_the_weekday_an_event_happened_is_its_first_such_day_from_the_day_it_is_dated():
    """"The Monday the festival started": dated by its announcement on a Thursday, the festival is the Monday after."""
    p = tf.find("What did we do on the Monday the festival started?")
    assert (p.event, p.relation, p.weekday) == ("the festival started", "on", 0)
    w = p.around(day("2026-03-19") + 13 * 3600, NOW)  # a Thursday
    assert (w.start, w.end) == (day("2026-03-23"), day("2026-03-24"))
    w = p.around(day("2026-03-23") + 9 * 3600, NOW)  # the Monday itself
    assert (w.start, w.end) == (day("2026-03-23"), day("2026-03-24"))
    assert tf.find("What did we do on the Monday of the demo week?").relation == "week"
