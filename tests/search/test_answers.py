"""The answer a question's shape expects (search/answers.py): pure, and through smart-search."""
from __future__ import annotations

import pytest

from helpers import observe_payload

from agentmemory.search import answers
from agentmemory.search.ranking import Candidate, Scored

PREFIX = "/agentmemory"


def scored(*scores):
    return [Scored(Candidate(doc_id=i + 1, kind="observation", item_id=f"o{i + 1}", session_id="s", seq=i, ts=None), s)
            for i, s in enumerate(scores)]


def test_the_shape_of_a_question():
    assert answers.answer_shape("When did Caroline go to the support group?") is answers.says_time
    assert answers.answer_shape("In what year did we move the backups?") is answers.says_time
    assert answers.answer_shape("How many turtles does Nate have?") is answers.says_number
    assert answers.answer_shape("how long has the cache been broken") is answers.says_number
    assert answers.answer_shape("What did Caroline research?") is None
    assert answers.answer_shape("") is None


@pytest.mark.parametrize("question", [
    "How big was the container image the first time it built?", "How far behind did ingestion fall?",
    "How fast does the busy day load now?", "What share of the bake ended up in the bin?",
    "What did one text cost with the provider we dropped?", "What did the first trial billing add up to?",
    "What did the trial run say the first monthly billing would come to?", "What percentage of tickets is right?",
])
def test_a_size_a_share_a_price_or_a_total_asks_for_a_number(question):
    assert answers.answer_shape(question) is answers.says_number


@pytest.mark.parametrize("question", [
    "Why did the build come to a halt?", "When did Dana come to the office?", "How often does the job run?",
    "What did the new plan change?",
])
def test_words_like_a_quantity_that_ask_for_another_thing(question):
    assert answers.answer_shape(question) is not answers.says_number


def test_the_answers_a_shape_finds():
    for said in ("I went yesterday", "last Friday we met", "back in 2023", "two weeks ago", "on 2026-03-05",
                 "for 3 years now"):
        assert answers.says_time(said), said
    for said in ("I've got three of them", "we won 6 games", "a couple of times"):
        assert answers.says_number(said), said
    for said in ("the support group was great", "I may go", "the last one", "3 cats", "version 3.12"):
        assert not answers.says_time(said), said
    assert not answers.says_number("someone said nothing")
    assert not answers.says_time("x" * answers.SCAN_CHARS + " yesterday")  # only the start is read


def test_a_result_that_holds_the_answer_moves_up_within_the_depth():
    out = answers.by_answer_shape(scored(1.0, 0.9, 0.85, 0.8), {2: "it was great", 3: "we went yesterday",
                                                             4: "last week"}, "When did we go?", 0.2, 3)
    assert [s.candidate.doc_id for s in out] == [3, 1, 2, 4]  # 0.85 x 1.2 = 1.02; the 4th is beyond the depth
    assert out[0].score == 0.85 * 1.2 and out[0].matched == ["answer"]
    assert out[3].score == 0.8 and out[3].matched == []


def test_nothing_moves_without_a_shape_or_a_weight():
    texts = {2: "we went yesterday"}
    for query, weight in (("What did we do?", 0.2), ("When did we go?", 0.0)):
        out = answers.by_answer_shape(scored(1.0, 0.9), texts, query, weight, 30)
        assert [(s.candidate.doc_id, s.score, s.matched) for s in out] == [(1, 1.0, []), (2, 0.9, [])]
        assert answers.shaped(query, weight) is False


def observe(client, session, text):
    r = client.post(PREFIX + "/observe", json=observe_payload(session=session, text=text,
                                                              timestamp="2025-03-03T10:00:00Z"))
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def test_smart_search_lifts_the_turn_that_says_when(client, drain):
    topic = observe(client, "s1", "The pottery class: I love the pottery class, the pottery class is my calm place")
    when = observe(client, "s2", "I signed up for a pottery class yesterday")
    drain()
    for query in ("Did she sign up for the pottery class?", "When did she sign up for the pottery class?"):
        r = client.post(PREFIX + "/smart-search", json={"query": query, "project": "proj", "limit": 5})
        res = {x["obsId"]: x for x in r.get_json()["results"]}
        assert set(res) == {topic, when}
        assert "answer" not in res[topic]["matched"]
        assert ("answer" in res[when]["matched"]) is query.startswith("When")  # no shape, no lift
    assert next(iter(res)) == when


def test_the_order_a_question_asks_for():
    assert answers.asked_order("Why did the very first compile check fail?") == -1
    assert answers.asked_order("What did we decide initially about money?") == -1
    assert answers.asked_order("What was the latest deploy?") == 1
    assert answers.asked_order("When did we deploy most recently?") == 1
    assert answers.asked_order("The job that failed the first time: which file is it in now?") == 0  # supersession's
    assert answers.asked_order("Which team won first place?") == 0
    assert answers.asked_order("What did we do last week?") == 0
    # a version in use now is the one seen last; a past one is not asked that way
    assert answers.asked_order("What version of Next.js is the app running?") == 1
    assert answers.asked_order("Which Ruby version is the project on now?") == 1
    assert answers.asked_order("Which version did we start with?") == 0
    assert answers.asked_order("What version was pinned before the bump?") == 0
    assert answers.asked_order("Which JUCE release are we building against?") == 1  # a release in use now
    assert answers.asked_order("Which release broke the build?") == 0  # a release as an event
    # a time within a thing, not the thing's earliest match; the project's or a month's first day is the earliest
    assert answers.asked_order("Why did the sheet keep timing out on the first day of the trial?") == 0
    assert answers.asked_order("How many drafts were flagged in the first week of the pilot?") == 0
    assert answers.asked_order("What did we do on the first day of the project?") == -1
    assert answers.asked_order("What did we set up on the first day of February?") == -1


@pytest.mark.parametrize("query", [
    "First, which flag turns the cache off?", "First of all, where is the config read?",
    "Which middleware runs first in the request?", "Why does the import of settings have to come first?",
    "What is the first argument of the ingest command?", "Is the first-party cookie still set?",
    "What looked wrong at first glance in the diff?",
])
def test_first_that_does_not_ask_for_the_earliest_event(query):
    assert answers.asked_order(query) == 0


def dated(*pairs):
    out = scored(*(s for s, _ in pairs))
    for s, (_, ts) in zip(out, pairs):
        s.candidate.ts, s.matched = ts, ["bm25"]
    return out


def test_the_earliest_or_newest_match_moves_up_within_the_depth():
    pairs = ((1.0, 300.0), (0.9, 200.0), (0.8, 100.0), (0.7, 0.0))
    first = answers.by_order(dated(*pairs), "What broke the very first build?", 0.3, 3)
    assert [s.candidate.doc_id for s in first] == [3, 2, 1, 4]  # 1.04, 1.035, 1.0; the 4th is beyond the depth
    assert first[0].score == 0.8 * 1.3 and first[0].matched == ["bm25", "order"]
    assert first[1].score == 0.9 * 1.15 and first[1].matched == ["bm25", "order"]  # halfway: lifted by half
    assert first[2].score == 1.0 and first[2].matched == ["bm25"] and first[3].score == 0.7
    weak = dated(*pairs)
    weak[2].matched = ["neighbour"]  # in the top only by its neighbours: neither lifted nor setting the span
    out = answers.by_order(weak, "What broke the very first build?", 0.3, 3)
    assert [(s.candidate.doc_id, s.score) for s in out] == [(2, 0.9 * 1.3), (1, 1.0), (3, 0.8), (4, 0.7)]
    latest = answers.by_order(dated(*pairs), "What broke the latest build?", 0.3, 3)
    assert [s.candidate.doc_id for s in latest] == [1, 2, 3, 4] and latest[0].score == 1.3
    for query, weight in (("What broke the build?", 0.3), ("What broke the first build?", 0.0)):
        out = answers.by_order(dated(*pairs), query, weight, 3)
        assert [(s.candidate.doc_id, s.score) for s in out] == [(1, 1.0), (2, 0.9), (3, 0.8), (4, 0.7)]


def test_smart_search_puts_the_first_failure_first(client, drain):
    early = client.post(PREFIX + "/observe", json=observe_payload(
        session="s1", text="The build failed: the linker could not find libsqlite3 (on the x86 runner)",
        timestamp="2025-03-03T10:00:00Z")).get_json()["observationId"]
    late = client.post(PREFIX + "/observe", json=observe_payload(
        session="s2", text="The build failed: the linker could not find libsqlite3 (arm)",
        timestamp="2025-03-20T10:00:00Z")).get_json()["observationId"]
    drain()
    found = {}
    for query in ("Why did the build fail?", "Why did the build fail the very first time?"):
        r = client.post(PREFIX + "/smart-search", json={"query": query, "project": "proj", "limit": 5})
        found[query] = [(x["obsId"], x["matched"]) for x in r.get_json()["results"]]
    assert {i for i, _ in found["Why did the build fail?"]} == {early, late}
    assert not any("order" in m for _, m in found["Why did the build fail?"])  # no order asked, none lifted
    first = found["Why did the build fail the very first time?"]
    assert first[0][0] == early and "order" in first[0][1]
    assert "order" not in dict(first)[late]


def test_how_often_asks_for_a_rate_not_any_number():
    assert answers.answer_shape("How often does the reminder job run?") is answers.says_rate
    assert answers.answer_shape("Why do the hives report three times less often than at first?") is answers.says_rate
    for said in ("make the report period 30 minutes", "schedule: every hour at minute 0", "twice a week",
                 "3 times per day", "#define REPORT_PERIOD_S 1800", "a nightly backup", "every 10 minutes"):
        assert answers.says_rate(said), said
    for said in ("hive-04 reports 2.1 V", "every member gets an email", "version 3.12", "times out after 5 s"):
        assert not answers.says_rate(said), said


@pytest.mark.parametrize("question, holds, lacks", [
    ("Which phone number does the checkout tell customers to call?", "or ring us on 01539 620441",
     "order 2027-10-20T13:32:30Z of version 1.0.0"),
    ("What number do customers call when no slot is left?", "call +44 1539 620 441", "slots 1.0 and 12"),
    ("What's the number to ring if the store breaks?", "For emergencies his phone is +44 7700 900417.",
     "uploaded build 0.44.77.0.0 at 09:00"),  # at the end of a sentence, and not a dotted build number
    ("Which phone number is on the page?", "'No slot? Please call us on 01539 720 418.', 'ok'", "slot 1.2"),
    ("What's the web address where members make their bookings?", "https://book.kilnlog.example.org/slots",
     "edit app.py, run deploy.sh, read notes.md"),
    ("Which domain serves the docs?", "docs.tidewire.dev is live", "the docs build in 41 s"),
    ("What email address do the alerts go to?", "alerts to ops@vetnord.no", "mail the ops team"),
    ("Which IP address does the production server have?", "qm-prod-1 (116.203.87.41, fsn1)", "version 1.2.3 on fsn1"),
    ("Which IP address does the box have?", "It answers at 10.0.0.5.", "a version 10.0.0.5.1 build"),
    ("What's the web address of the dashboard?", "Finance reads it at dash.tallow.example.com.", "call os.path.join()"),
    ("Which port does the database listen on in development?", "ports: ['5433:5432']", "the pgvector image is 16"),
    ("On which local port can I open the fake mailbox?", "curl -s http://127.0.0.1:54324/api/v1/mailbox", "mailbox ok"),
    ("Which .NET SDK version is on my machine?", "dotnet --version\n8.0.204", "dotnet build: 0 warnings"),
    ("What version of Next.js is the app running?", '"next": "^14.2.3"', "next build finished"),
    ("Which major version of Postgres is the database on?", "image: postgres:16-alpine", "psql -c 'select 1'"),
    ("Which Linux kernel release runs on the kiosk?", "uname -r: 6.6.31-v8+", "the kiosk boots the kernel"),
    ("Which release of the queue dashboard package did we install?", "pip install rq-dashboard==0.8.2",
     "pip install rq-dashboard"),
])
def test_a_question_that_asks_for_an_identifier_by_its_kind_lifts_the_texts_that_hold_one(question, holds, lacks):
    shape = answers.answer_shape(question)
    assert shape is not None and shape(holds) and not shape(lacks)


def test_a_word_like_an_identifiers_kind_asks_for_none():
    for question in ("Why did the phone layout break?", "What does the link between the two services do?",
                     "Which lessons did we write?", "Why did the job pages in the web app get a different URL?",
                     "How do we pick the port number?", "What did we do two days after the first version of the QC code?",
                     "We read two versions of the XML: which bank sends which?", "Which release run failed?",
                     "Why did we pin the version of numpy?", "What does the port forwarding on the router do?"):
        shape = answers.answer_shape(question)
        assert shape is None or shape.__name__ in ("says_time", "says_number", "says_rate"), question


def test_smart_search_lifts_the_item_that_holds_the_phone_number_asked_for(client, drain):
    topic = observe(client, "s1", "The slot picker shows a notice when no slot is left")
    number = observe(client, "s2", "The slot picker tells customers: 'No slot left? Ring us on 01539 620441'")
    for i in range(6):  # a few other items, so the keyword scores are not those of two documents alone
        observe(client, "s3", f"Routine edit number {i} of the checkout styles")
    drain()
    r = client.post(PREFIX + "/smart-search", json={"query": "Which phone number do customers call when no slot is "
                                                               "left in the slot picker?", "project": "proj", "limit": 5})
    res = r.get_json()["results"]
    assert [x["obsId"] for x in res[:2]] == [number, topic] and "answer" in res[0]["matched"]
