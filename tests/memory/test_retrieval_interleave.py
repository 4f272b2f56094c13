"""How smart-search places the distilled items among its results (memory/recall/retrieval.py `interleave`): pure."""
from __future__ import annotations

from agentmemory.memory.recall.retrieval import interleave
from agentmemory.search.hybrid import Hit


def hit(kind, item_id, score, session=None):
    return (Hit(kind=kind, item_id=item_id, doc_id=0, session_id=session, project="p", ts=0.0, score=score), {})


def ids(pairs):
    return [h.item_id for h, _ in pairs]


def test_extras_go_in_by_score_and_the_results_keep_their_order():
    ranked = [hit("observation", "a", 0.9, "s1"), hit("observation", "b", 0.5, "s2"), hit("memory", "c", 0.6)]
    extra = [hit("fact", "f", 0.7), hit("episode", "e", 0.2, "s3")]
    assert ids(interleave(ranked, extra)) == ["a", "f", "b", "c", "e"]


def test_a_digest_of_a_session_follows_that_sessions_first_result():
    """An episode retells its session: it outscores the session's own prompt, but goes just below it."""
    ranked = [hit("observation", "other", 0.8, "s1"), hit("observation", "prompt", 0.7, "s4"),
              hit("observation", "edit", 0.6, "s4")]
    extra = [hit("episode", "digest", 0.95, "s4"), hit("episode", "elsewhere", 0.9, "s9")]
    assert ids(interleave(ranked, extra)) == ["elsewhere", "other", "prompt", "digest", "edit"]
