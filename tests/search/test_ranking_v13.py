"""hybrid-v13: a question's tense, "the Friday before X", event windows that hold nothing, session
records, and a rename that takes an old state's place (pure parts here; the app in test_timed_search)."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timezone

import pytest

from agentmemory.search import answers, ranking
from agentmemory.search import timeframe as tf
from agentmemory.search.ranking import Candidate, Params

FLAT = Params(w_lex=0.35, w_dense=0.65, neighbour_weight=0.0, session_weight=0.0, recency_weight=0.0)


@pytest.mark.parametrize("query,past", [
    # the first auxiliary is in the past: a question about an event, where the old state is the evidence
    ("Why did the first Kamal rollout never become healthy?", True),
    ("Why couldn't I install the gems on the first day?", True),
    ("How did the kiln end up with more bookings than space?", True),
    ("What broke when the worker was started after the queue switch?", True),
    ("What made the lint step fail in CI?", True),  # no auxiliary: the verb after the question word
    # "before" alone says nothing of the tense
    ("How long before a firing do members get their reminder?", False),
    ("What has to pass before I ship a release?", False),
    ("Do I need anyone's go-ahead before changing what a booking costs?", False),
    ("How are members told that their booking went through?", False),
    ("Which containers run next to the app on the server?", False),
    ("What kicks off the five-minute sync?", False),
])
def test_the_tense_of_the_question_says_whether_it_asks_about_a_past_event(query, past):
    assert answers.past_tense(query) is past
    assert not answers.asks_past(query) or past  # "before" counts only in the past tense


def test_a_question_about_a_past_event_places_no_successor_but_keeps_the_penalty():
    old = _obs(1, bm25=-9.0, cosine=0.9, superseded_by="o2")
    new = _obs(2, bm25=-4.0, cosine=0.6)
    now = ranking.rank([old, new], params=FLAT)
    assert [s.candidate.doc_id for s in now] == [2, 1] and "successor" in now[0].matched
    event = ranking.rank([old, new], params=FLAT, event=True)
    assert [s.candidate.doc_id for s in event] == [1, 2] and "successor" not in event[1].matched
    plain = ranking.rank([replace(old, superseded_by=None), new], params=FLAT)[0].score
    assert event[0].score == pytest.approx(plain * (1 - FLAT.superseded_penalty))


def test_a_weekday_before_or_after_an_event_is_that_day():
    p = tf.find("What were we doing on the Friday before the first overbooking was fixed?")
    assert p.event == "the first overbooking was fixed" and p.relation == "before" and p.weekday == 4 and p.listing
    fixed = datetime(2026, 11, 10, 20, 0, tzinfo=timezone.utc).timestamp()  # a Tuesday
    w = p.around(fixed, fixed + 10 * 86400)
    assert (w.start, w.end) == (datetime(2026, 11, 6, tzinfo=timezone.utc).timestamp(),
                                datetime(2026, 11, 7, tzinfo=timezone.utc).timestamp())
    after = tf.find("What did we ship on the Monday after the release broke?")
    w = after.around(fixed, fixed + 10 * 86400)
    assert datetime.fromtimestamp(w.start, tz=timezone.utc).date().isoformat() == "2026-11-16"
    assert w.end - w.start == 86400
    assert tf.find("What did we do the Friday before last?").event == ""  # a calendar phrase, no event


def _obs(doc_id, **kw):
    return Candidate(doc_id=doc_id, kind="observation", item_id=f"o{doc_id}", session_id=f"s{doc_id}",
                     seq=doc_id, ts=100.0 * doc_id, **kw)


def test_a_lifted_successor_keeps_its_own_score():
    old = _obs(1, bm25=-9.0, cosine=0.9, superseded_by="o2")
    new = _obs(2, bm25=-4.0, cosine=0.6)
    out = {s.candidate.doc_id: s for s in ranking.rank([old, new], params=FLAT)}
    assert "successor" in out[2].matched and out[2].unlifted is not None
    unplaced = {s.candidate.doc_id: s for s in ranking.rank([old, new], params=replace(FLAT, successors=False))}
    assert out[2].unlifted == pytest.approx(unplaced[2].score) and out[2].unlifted < out[2].score
    assert out[1].unlifted is None


def test_episodes_and_typed_records_compete_on_their_own_match():
    evidence = _obs(1, bm25=-5.0, cosine=0.6)
    for kind in ("episode", "typed"):  # made by the distiller from the same observations
        digest = Candidate(doc_id=2, kind=kind, item_id="x2", session_id="s1", seq=None, ts=100.0, bm25=-5.0,
                           cosine=0.6, extra=True)
        out = {s.candidate.doc_id: s for s in ranking.rank([evidence, digest], params=FLAT)}
        assert out[2].score <= out[1].score and "kind" not in out[2].matched
    lesson = Candidate(doc_id=3, kind="lesson", item_id="l3", session_id=None, seq=None, ts=100.0, bm25=-5.0,
                       cosine=0.6)
    assert "kind" in {s.candidate.doc_id: s for s in ranking.rank([evidence, lesson], params=FLAT)}[3].matched


@pytest.mark.parametrize("query,name", [
    ("Which command prints the monthly spending per category?", True),
    ("Which source file has the categorisation code?", True),
    ("What type holds a transaction's amount?", True),
    ("What's the function that sends stock to the webshop called?", True),
    ("How is the free room in a firing worked out?", False),
    ("Which kiln holds the most pieces?", False),
])
def test_which_questions_ask_for_a_name_of_code(query, name):
    from agentmemory.search.asked import kinds
    assert kinds.asks_name(query) is name
