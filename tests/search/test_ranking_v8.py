"""hybrid-v8: the kind prior by match strength, successors that match, questions about the past."""
from __future__ import annotations

from dataclasses import replace

import pytest

from agentmemory.search import answers, ranking
from agentmemory.search.dates import DateRange
from agentmemory.search.ranking import Candidate, Params

FLAT = Params(w_lex=0.35, w_dense=0.65, neighbour_weight=0.0, session_weight=0.0, recency_weight=0.0)


def obs(doc_id, ts=None, *, session=None, kind="observation", **kw):
    return Candidate(doc_id=doc_id, kind=kind, item_id=f"{kind[0]}{doc_id}", session_id=session or f"s{doc_id}",
                     seq=doc_id * 10, ts=ts, **kw)


def test_a_weakly_matching_lesson_gets_only_part_of_its_kind_prior():
    evidence = obs(1, cosine=0.6)
    lesson = obs(2, kind="lesson", cosine=0.463)  # base 0.77 of the evidence's: 1.3 x would lift it above
    v7 = replace(FLAT, kind_full=0.0)  # the prior in full whatever the match
    assert [s.candidate.doc_id for s in ranking.rank([evidence, lesson], params=v7)] == [2, 1]
    out = ranking.rank([evidence, lesson], params=FLAT)
    assert [s.candidate.doc_id for s in out] == [1, 2]
    strength = out[1].base / (FLAT.kind_full * out[0].base)
    assert out[1].score == pytest.approx(out[1].base * (1 + 0.3 * strength))
    strong = obs(3, kind="lesson", cosine=0.6)  # as good a match as the best: the full prior
    s = {r.candidate.doc_id: r for r in ranking.rank([evidence, strong], params=FLAT)}
    assert s[3].score == pytest.approx(s[1].score * ranking.KIND_PRIOR["lesson"])
    assert "kind" in s[3].matched


def test_a_lesson_of_the_day_asked_about_keeps_its_prior():
    day = DateRange(2026, 3, 11, "11 March")
    on_the_day = 1773230400.0  # 11 March 2026, 12:00 UTC
    words = obs(1, on_the_day - 200 * 86400, bm25=-5.0, cosine=0.5)  # a good keyword match, months before
    lesson = obs(2, on_the_day, kind="lesson", bm25=-1.0, cosine=0.2)  # weak words, the right day
    s = {r.candidate.doc_id: r for r in ranking.rank([words, lesson], params=FLAT, dates=[day])}
    own = s[2].base + FLAT.date_weight  # the date is its own match, not a neighbour's
    top = max(own, s[1].base + FLAT.date_weight * ranking.date_proximity(words.ts, [day]))
    strength = min(1.0, own / (FLAT.kind_full * top))
    assert s[2].score == pytest.approx((s[2].base + FLAT.date_weight) * (1 + 0.3 * strength))
    assert strength == 1.0 and "date" in s[2].matched


def test_a_successor_that_does_not_match_the_question_is_not_lifted():
    old = obs(1, 100.0, bm25=-9.0, cosine=0.9, superseded_by="o2")
    unrelated = obs(2, 200.0, bm25=-1.0, cosine=0.05)  # a later edit of the same file, about something else
    answer = obs(3, 150.0, bm25=-5.0, cosine=0.7)
    out = ranking.rank([old, unrelated, answer], params=FLAT)
    assert out[0].candidate.doc_id == 3 and "successor" not in out[1].matched + out[2].matched
    assert [s.candidate.doc_id for s in out].index(1) > [s.candidate.doc_id for s in out].index(2)  # still below
    lifted = ranking.rank([old, unrelated, answer], params=replace(FLAT, successor_share=0.0))
    assert lifted[0].candidate.doc_id == 2  # hybrid-v7: any successor took the old state's score


def test_the_lift_skips_a_successor_that_does_not_match_for_a_newer_one_that_does():
    old = obs(1, 100.0, bm25=-9.0, cosine=0.9, superseded_by="o2")
    between = obs(2, 200.0, bm25=-1.0, cosine=0.05, superseded_by="o3")
    newest = obs(3, 300.0, bm25=-6.0, cosine=0.6)
    other = obs(4, 150.0, bm25=-7.0, cosine=0.8)
    out = ranking.rank([old, between, newest, other], params=FLAT)
    assert out[0].candidate.doc_id == 3 and "successor" in out[0].matched


def test_a_question_about_the_past_keeps_the_old_state_first():
    old = obs(1, 100.0, bm25=-9.0, cosine=0.9, superseded_by="o2")
    new = obs(2, 200.0, bm25=-4.0, cosine=0.6)
    now = ranking.rank([old, new], params=FLAT)
    assert [s.candidate.doc_id for s in now] == [2, 1]
    past = ranking.rank([old, new], params=FLAT, past=True)
    assert [s.candidate.doc_id for s in past] == [1, 2] and "successor" not in past[1].matched
    plain = ranking.rank([replace(old, superseded_by=None), new], params=FLAT)[0].score
    assert past[0].score == pytest.approx(plain * (1 - FLAT.past_penalty))  # a smaller penalty, still one


@pytest.mark.parametrize("query,past", [
    ("Why was the monthly run so slow?", True), ("What was the table called before the rename?", True),
    ("Which database did we use originally?", True), ("What did we use to be on, previously?", True),
    ("Which Python versions does the project support?", False), ("What is the task called now?", False),
    ("Why did we add mixup in the first place?", True), ("Why wasn't SwiftData used from day one?", True),
    ("Which tracker did we use initially?", True), ("Why do we use the first place in the list?", False),
    ("Why had we first chosen Optimism's test network?", True), ("Why did we first pick SQLite?", True),
    ("What had we planned for the demo?", True), ("Why did the first broadcast of the deployment fail?", False),
])
def test_asks_past(query, past):
    assert answers.asks_past(query) is past
