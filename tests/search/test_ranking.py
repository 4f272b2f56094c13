"""Unit tests for the pure ranking functions (hand-checked numbers)."""
from __future__ import annotations

import math
import sqlite3
from dataclasses import replace
from datetime import datetime, timezone

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from agentmemory.search import ranking
from agentmemory.search.ranking import Candidate, Params


def cand(doc_id, *, bm25=None, cosine=None, session="s1", seq=None, **kw):
    return Candidate(doc_id=doc_id, kind="observation", item_id=f"o{doc_id}", session_id=session,
                     seq=seq if seq is not None else doc_id * 10, ts=None, bm25=bm25, cosine=cosine, **kw)


# ---------------------------------------------------------------- query_terms
def test_query_terms_drops_stop_and_question_words_keeps_numbers():
    assert ranking.query_terms("When did Caroline go to the LGBTQ support group in 2023?") == [
        "caroline", "go", "lgbtq", "support", "group", "2023"]


def test_a_dotted_number_is_one_term_searched_as_a_phrase_with_and_without_its_v():
    terms = ranking.query_terms("What did we do two days after tagging v1.0.0 at 10.40.12.21 (python3.12)?")
    assert terms == ["two", "days", "tagging", "python3", "12", "1.0.0", "v1.0.0", "10.40.12.21", "v10.40.12.21"]
    assert ranking.fts_match(["1.0.0", "v1.0.0"]) == '"1 0 0" OR "v1 0 0"'  # FTS5's tokens of "1.0.0" in a row
    assert ranking.query_terms("inflation 0.35, then 3.") == ["inflation", "3", "0.35", "v0.35"]


def test_query_terms_dedups_in_first_occurrence_order():
    assert ranking.query_terms("Paint paint PAINT sunrise paint") == ["paint", "sunrise"]


def test_query_terms_falls_back_to_all_words_when_all_are_stop_words():
    assert ranking.query_terms("What is it?") == ["what", "is", "it"]


def test_query_terms_of_punctuation_only_is_empty():
    assert ranking.query_terms("?!* ()") == []
    assert ranking.query_terms("") == []


# ---------------------------------------------------------------- fts_match
def test_fts_match_quotes_and_or_joins():
    assert ranking.fts_match(["caroline", "support"]) == '"caroline" OR "support"'


def test_fts_match_none_when_empty():
    assert ranking.fts_match([]) is None
    assert ranking.fts_match(['"', "*", ""]) is None


def test_fts_match_neutralises_operators():
    assert ranking.fts_match(['a"b', "NEAR(x", "col:y*"]) == '"a b" OR "NEAR x" OR "col y"'


def _fts_db():
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE t USING fts5(title, body, context, tags, "
               "tokenize='porter unicode61 remove_diacritics 2')")
    db.execute("INSERT INTO t VALUES ('Caroline: hi', 'Caroline: I went to a support group', '8 May 2023', '')")
    db.execute("INSERT INTO t VALUES ('x', 'Ünïcode café NEAR AND OR', '', '')")
    return db


_DB = _fts_db()


@hsettings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=60)
       | st.lists(st.sampled_from(['"', "'", "(", ")", "*", "^", ":", "NEAR", "AND", "OR", "NOT", "-", "+",
                                   "caroline", "café", "\x00", "{", "}", "title:", "NEAR/2", " "]), max_size=12)
       .map("".join))
def test_fts_match_never_raises_on_any_text(text):
    expr = ranking.fts_match(ranking.query_terms(text))
    if expr is not None:
        _DB.execute("SELECT rowid, bm25(t, 0.5, 1, 0.25, 0.5) FROM t WHERE t MATCH ?", (expr,)).fetchall()


def test_fts_match_finds_stemmed_and_accent_folded_rows():
    rows = _DB.execute("SELECT rowid FROM t WHERE t MATCH ?",
                       (ranking.fts_match(ranking.query_terms("Which groups? cafe")),)).fetchall()
    assert sorted(r[0] for r in rows) == [1, 2]


# ---------------------------------------------------------------- document side
def test_turn_context_keeps_last_two_previous_turns_and_the_date():
    ctx = ranking.turn_context(["A: one", "B: two", "A: three"], datetime(2023, 5, 8, 13, 56))
    assert ctx == "B: two\nA: three\n8 May 2023"


def test_turn_context_without_date_or_turns():
    assert ranking.turn_context([], None) == ""
    assert ranking.turn_context(["  ", "A: x"], None) == "A: x"


def test_embedding_text_is_body_then_context():
    assert ranking.embedding_text("T", "body", "ctx") == "body\nctx"
    assert ranking.embedding_text("T", "body", "") == "body"
    assert ranking.embedding_text("T", "", "") == "T"


def test_embedding_texts_add_the_body_alone_only_for_a_turn_with_context():
    turn = ("T", "B: hi", "A: hello\n8 May 2023")
    assert ranking.embedding_texts(*turn, turn=True) == ["B: hi\nA: hello\n8 May 2023", "B: hi"]
    assert ranking.embedding_texts(*turn) == ["B: hi\nA: hello\n8 May 2023"]  # not a turn: embedded once
    assert ranking.embedding_texts("T", "body", "", turn=True) == ["body"]
    assert ranking.embedding_texts("T", "", "ctx", turn=True) == ["ctx"]


def test_item_vector_mixes_full_and_body_vectors_then_normalises():
    # Hand-checked with BODY_VECTOR_WEIGHT 0.3: 0.7*(1,0) + 0.3*(0,1) = (0.7, 0.3), norm sqrt(0.58).
    assert ranking.BODY_VECTOR_WEIGHT == 0.3
    v = ranking.item_vector([[1.0, 0.0], [0.0, 1.0]])
    n = math.sqrt(0.58)
    assert v.tolist() == pytest.approx([0.7 / n, 0.3 / n])
    # A query's cosine with it is the same 0.7/0.3 mix of its cosines with the two texts, over the norm.
    q = [0.6, 0.8]
    assert float(v @ q) == pytest.approx((0.7 * 0.6 + 0.3 * 0.8) / n)
    assert ranking.item_vector([[0.6, 0.8]]).tolist() == pytest.approx([0.6, 0.8])  # one text: as embedded


def test_embed_items_embeds_every_text_in_one_call_and_combines_per_item():
    from agentmemory.search.vectors import embed_items
    table = {"B: hi\nctx": [1.0, 0.0], "B: hi": [0.0, 1.0], "solo": [0.0, 1.0]}
    calls = []

    def embed(texts):
        calls.append(list(texts))
        return [table[t] for t in texts]

    out = embed_items(embed, [("T", "B: hi", "ctx", True), ("T", "solo", "", True)])
    assert calls == [["B: hi\nctx", "B: hi", "solo"]]
    assert out[0].tolist() == pytest.approx([0.7 / math.sqrt(0.58), 0.3 / math.sqrt(0.58)])
    assert out[1].tolist() == pytest.approx([0.0, 1.0])
    assert embed_items(embed, []) == []


# ---------------------------------------------------------------- normalisation
def test_z_norm_clips_below_mean_and_scales():
    # values 1, 2, 3: mean 2, variance 2/3, shrunk towards the prior spread (0.5 x |2|)^2 = 1
    # with weight 5: sd = sqrt((3 * 2/3 + 5 * 1) / 8) = sqrt(7/8)
    sd = math.sqrt(7 / 8)
    assert ranking.z_norm([1.0, 2.0, 3.0, None], 4.0) == pytest.approx([0.0, 0.0, (1 / sd) / 4, 0.0])
    assert ranking.z_norm([1.0, 2.0, 3.0], 4.0, 1.5) == pytest.approx(
        [(1.5 - 1 / sd) / 4, 1.5 / 4, (1.5 + 1 / sd) / 4])


def test_z_norm_keeps_near_equal_keyword_matches_near_equal():
    """Regression: two genuine matches with almost the same BM25 once scored 0.625 and 0.125
    (z = +1 and -1 from a sample of two), which let a low-confidence lesson outrank a better one."""
    hi, lo = ranking.z_norm([1.02, 0.98], 4.0, 1.5)
    assert lo > 0.3 and hi / lo < 1.1


def test_z_norm_all_equal_and_empty():
    assert ranking.z_norm([2.0, 2.0, None], 4.0) == [1.0, 1.0, 0.0]
    assert ranking.z_norm([None], 4.0) == [0.0]


def test_max_norm():
    assert ranking.max_norm([0.5, 0.25, None, -0.1]) == [1.0, 0.5, 0.0, 0.0]
    assert ranking.max_norm([-0.2, None]) == [0.0, 0.0]


# ---------------------------------------------------------------- fusion
NO_EXTRAS = Params(w_lex=0.4, w_dense=0.6, neighbour_weight=0.0, session_weight=0.0)


def test_fusion_three_candidates_exact_scores():
    # bm25 relevances (-bm25) 3, 2, 1: mean 2, shrunk sd sqrt(7/8) -> z = +1.069, 0, -1.069;
    # lex = (z + 1.5) / 4; cosines 0.3, 0.6, 0.45 -> dense = 0.5, 1.0, 0.75
    cands = [cand(1, bm25=-3.0, cosine=0.3, session="a"), cand(2, bm25=-2.0, cosine=0.6, session="b"),
             cand(3, bm25=-1.0, cosine=0.45, session="c")]
    out = ranking.rank(cands, params=NO_EXTRAS)
    z = 1 / math.sqrt(7 / 8)
    expected = {1: 0.4 * (1.5 + z) / 4 + 0.6 * 0.5, 2: 0.4 * 1.5 / 4 + 0.6 * 1.0, 3: 0.4 * (1.5 - z) / 4 + 0.6 * 0.75}
    assert [s.candidate.doc_id for s in out] == [2, 1, 3]
    for s in out:
        assert s.score == pytest.approx(expected[s.candidate.doc_id])
    assert out[0].matched == ["bm25", "vector"]


def test_missing_signal_counts_as_zero():
    out = ranking.rank([cand(1, bm25=-2.0), cand(2, cosine=0.5, session="b")], params=NO_EXTRAS)
    # one bm25 value: sd 0 -> lex 1.0 -> 0.4; one cosine -> dense 1.0 -> 0.6
    assert [(s.candidate.doc_id, s.score) for s in out] == [(2, pytest.approx(0.6)), (1, pytest.approx(0.4))]
    assert out[1].matched == ["bm25"]


# ---------------------------------------------------------------- neighbour / session
def test_neighbour_boost_lifts_the_turn_next_to_a_strong_match():
    p = Params(w_lex=0.4, w_dense=0.6, neighbour_weight=0.5, neighbour_window=2, session_weight=0.0)
    cands = [cand(1, cosine=1.0, seq=5), cand(2, cosine=0.5, seq=7), cand(3, cosine=0.6, seq=1, session="s2"),
             cand(4, cosine=0.5, seq=8, session="s2")]
    scores = {s.candidate.doc_id: s for s in ranking.rank(cands, params=p)}
    assert scores[2].score == pytest.approx(0.6 * 0.5 + 0.5 * 0.6)      # neighbour 1 is 2 seqs away
    assert scores[4].score == pytest.approx(0.6 * 0.5)                  # s2 neighbour is 7 seqs away
    assert scores[1].score == pytest.approx(0.6 + 0.5 * 0.3)            # boosted back by 2
    assert "neighbour" not in scores[2].matched                         # 0.3 boost is not > 0.3 own
    p2 = Params(w_lex=0.4, w_dense=0.6, neighbour_weight=0.9, neighbour_window=2, session_weight=0.0)
    assert "neighbour" in {s.candidate.doc_id: s for s in ranking.rank(cands, params=p2)}[2].matched


def test_session_term_adds_best_base_in_session():
    p = Params(w_lex=0.4, w_dense=0.6, neighbour_weight=0.0, session_weight=0.5)
    cands = [cand(1, cosine=1.0, seq=1), cand(2, cosine=0.5, seq=50), cand(3, cosine=0.5, seq=1, session="x")]
    s = {r.candidate.doc_id: r.score for r in ranking.rank(cands, params=p)}
    assert s[2] == pytest.approx(0.3 + 0.5 * 0.6)
    assert s[3] == pytest.approx(0.3 + 0.5 * 0.3)
    assert s[1] == pytest.approx(0.6 + 0.5 * 0.6)


# ---------------------------------------------------------------- floor
def test_floor_drops_vector_only_candidates_below_threshold():
    out = ranking.rank([cand(1, cosine=0.12), cand(2, cosine=0.05, seq=99), cand(3, cosine=None, seq=7)])
    assert out == []


def test_floor_keeps_keyword_matches_and_strong_vectors():
    out = ranking.rank([cand(1, cosine=0.1, bm25=-1.0), cand(2, cosine=0.4, seq=90), cand(3, cosine=0.2, seq=70)])
    assert sorted(s.candidate.doc_id for s in out) == [1, 2]


def test_vector_floor_follows_the_best_cosine_only_when_something_clears_the_floor():
    low = cand(3, cosine=0.19, seq=70)  # a paraphrase: under the absolute floor
    kept = ranking.rank([cand(1, cosine=0.3, seq=90), low])
    assert sorted(s.candidate.doc_id for s in kept) == [1, 3]               # 0.19 >= 0.6 x 0.3
    assert ranking.rank([cand(2, cosine=0.22, seq=90), low]) == []          # nothing clears 0.25: nothing stored
    strong = ranking.rank([cand(1, cosine=0.6, seq=90), low])
    assert [s.candidate.doc_id for s in strong] == [1]                      # a strong match keeps the floor
    assert ranking.vector_floor([cand(1, cosine=0.3)]) == pytest.approx(0.18)
    assert ranking.vector_floor([cand(1, cosine=0.25)]) == pytest.approx(0.15)  # never below low_floor
    assert ranking.vector_floor([cand(1, cosine=0.2), cand(2, cosine=0.9, extra=True)]) == 0.25  # extras set no scale


def test_a_sessionless_memory_is_its_own_session():
    p = Params(kind_prior=(), neighbour_weight=0.0, recency_weight=0.0)
    obs = cand(1, cosine=0.5)
    mem = Candidate(doc_id=2, kind="memory", item_id="m2", session_id=None, seq=0, ts=None, cosine=0.5)
    s = {r.candidate.doc_id: r.score for r in ranking.rank([obs, mem], params=p)}
    assert s[1] == pytest.approx(s[2]) == pytest.approx(0.65 * (1 + 0.4))  # same signals, same score
    extra = replace(mem, doc_id=3, kind="typed", item_id="t3", extra=True)  # extras are scored as before
    s = {r.candidate.doc_id: r.score for r in ranking.rank([obs, extra], params=p)}
    assert s[3] == pytest.approx(0.65)


# ---------------------------------------------------------------- blend, cap
def test_blend_is_neutral_for_defaults_and_old_items():
    c = cand(1, cosine=0.5)
    assert ranking.blend_factor(c, None) == 1.0
    c.ts = 0.0
    assert ranking.blend_factor(c, 3 * 365 * 86400.0) == pytest.approx(1.0)


def test_blend_is_modest():
    c = cand(1, cosine=0.5, importance=10, confidence=1.0)
    c.ts = 1000.0
    assert ranking.blend_factor(c, 1000.0) == pytest.approx(1.15)
    c2 = cand(2, cosine=0.5, importance=1, confidence=0.0)
    assert ranking.blend_factor(c2, None) == pytest.approx(1 - 0.04 - 0.05)


def test_session_cap_demotes_not_drops():
    p = Params(w_lex=0.4, w_dense=0.6, neighbour_weight=0.0, session_weight=0.0, session_cap=1)
    cands = [cand(1, cosine=0.9), cand(2, cosine=0.8), cand(3, cosine=0.5, session="b")]
    assert [s.candidate.doc_id for s in ranking.rank(cands, params=p)] == [1, 3, 2]


def test_ties_break_on_doc_id():
    out = ranking.rank([cand(2, cosine=0.5, session="a"), cand(1, cosine=0.5, session="b")], params=NO_EXTRAS)
    assert [s.candidate.doc_id for s in out] == [1, 2]


def test_version_is_named():
    assert ranking.RANKING_VERSION == "hybrid-v28"


def test_floor_drops_keyword_hits_unrelated_in_meaning_but_keeps_unembedded_ones():
    out = ranking.rank([cand(1, bm25=-3.0, cosine=0.01), cand(2, bm25=-1.0, cosine=None, seq=70)])
    assert [s.candidate.doc_id for s in out] == [2]


# ---------------------------------------------------------------- info prior / dates
def test_info_factor_hand_checked():
    p = Params(length_weight=0.2, length_unit=6.0, length_cap=2000, ask_penalty=0.1)
    assert ranking.info_factor(cand(1), p) == 1.0                                   # length unknown
    assert ranking.info_factor(cand(1, length=60), p) == pytest.approx(1 + 0.2 * math.log(11))
    assert ranking.info_factor(cand(1, length=60, asks=True), p) == pytest.approx((1 + 0.2 * math.log(11)) * 0.9)
    assert ranking.info_factor(cand(1, length=10 ** 6), p) == ranking.info_factor(cand(1, length=2000), p)


def test_longer_body_outranks_a_question_with_the_same_signals():
    tell = cand(1, cosine=0.6, session="a", length=240)
    ask = cand(2, cosine=0.6, session="b", length=40, asks=True)
    assert [s.candidate.doc_id for s in ranking.rank([ask, tell], params=NO_EXTRAS)] == [1, 2]


def test_item_on_the_named_date_is_raised_and_says_so():
    from agentmemory.search.dates import query_dates
    may = datetime(2023, 5, 8, 12, tzinfo=timezone.utc).timestamp()
    june = datetime(2023, 6, 20, 12, tzinfo=timezone.utc).timestamp()
    cands = [Candidate(1, "observation", "o1", "a", 1, june, cosine=0.6),
             Candidate(2, "observation", "o2", "b", 1, may, cosine=0.55)]
    p = Params(neighbour_weight=0.0, session_weight=0.0, date_weight=0.5)
    plain = ranking.rank(cands, params=p)
    assert [s.candidate.doc_id for s in plain] == [1, 2]
    dated = ranking.rank(cands, params=p, dates=query_dates("what happened on 8 May 2023"))
    assert [s.candidate.doc_id for s in dated] == [2, 1]
    assert "date" in dated[0].matched and "date" not in dated[1].matched
    # the range ends 9 May 00:00; 20 June 12:00 is 42.5 days past it
    assert dated[1].score == pytest.approx(plain[0].score + 0.5 * 2 ** (-42.5 / 7))


# ---------------------------------------------------------------- hybrid-v4: kind prior, supersession
def timed(doc_id, ts, *, session="s1", **kw):
    return Candidate(doc_id=doc_id, kind="observation", item_id=f"o{doc_id}", session_id=session, seq=doc_id * 10,
                     ts=ts, **kw)


def test_a_saved_memory_outranks_the_observation_with_the_same_match():
    obs = Candidate(doc_id=1, kind="observation", item_id="o1", session_id=None, seq=None, ts=None, bm25=-2.0,
                    cosine=0.6, length=200)
    mem = Candidate(doc_id=2, kind="memory", item_id="m1", session_id=None, seq=None, ts=None, bm25=-2.0,
                    cosine=0.6, length=200)
    out = ranking.rank([obs, mem])
    assert [s.candidate.item_id for s in out] == ["m1", "o1"]
    assert "kind" in out[0].matched and "kind" not in out[1].matched
    assert out[0].score == pytest.approx(out[1].score * ranking.KIND_PRIOR["memory"])


def test_a_superseded_item_ranks_below_its_successor_even_when_it_matches_better():
    old = timed(1, 100.0, bm25=-9.0, cosine=0.9, superseded_by="o2")
    new = timed(2, 200.0, bm25=-1.0, cosine=0.4, session="s2")
    out = ranking.rank([old, new], params=NO_EXTRAS)
    assert [s.candidate.item_id for s in out] == ["o2", "o1"]
    assert "superseded" in out[1].matched and "superseded" not in out[0].matched
    assert out[1].score < out[0].score


def test_a_chain_of_successors_orders_newest_first():
    a = timed(1, 1.0, cosine=0.9, superseded_by="o2")
    b = timed(2, 2.0, cosine=0.8, superseded_by="o3", session="s2")
    c = timed(3, 3.0, cosine=0.3, session="s3")
    assert [s.candidate.item_id for s in ranking.rank([a, b, c], params=NO_EXTRAS)] == ["o3", "o2", "o1"]


def test_a_superseded_item_without_its_successor_is_only_penalised():
    old = cand(1, cosine=0.9, superseded_by="gone")
    other = cand(2, cosine=0.6, session="s2")
    out = {s.candidate.item_id: s.score for s in ranking.rank([old, other], params=NO_EXTRAS)}
    plain = {s.candidate.item_id: s.score for s in ranking.rank([cand(1, cosine=0.9), other], params=NO_EXTRAS)}
    assert out["o1"] == pytest.approx(plain["o1"] * (1 - ranking.PARAMS.superseded_penalty))


# ---------------------------------------------------------------- hybrid-v5: extras on the others' scale
def test_extra_candidates_leave_the_others_scores_alone_and_use_their_scale():
    main = [cand(1, bm25=-3.0, cosine=0.3, session="a"), cand(2, bm25=-2.0, cosine=0.6, session="b"),
            cand(3, bm25=-1.0, cosine=0.45, session="c")]
    alone = {s.candidate.doc_id: s.score for s in ranking.rank(main, params=NO_EXTRAS)}
    # a distilled item far better in meaning and words than any other: alone it would set the scale
    extra = Candidate(doc_id=9, kind="fact", item_id="f9", session_id=None, seq=None, ts=None,
                      bm25=-9.0, cosine=0.9, extra=True)
    together = {s.candidate.doc_id: s.score for s in ranking.rank(main + [extra], params=NO_EXTRAS)}
    assert {k: together[k] for k in alone} == alone
    assert together[9] > max(alone.values())  # 0.9 / 0.6 of the best cosine: above 1, not capped
    weak = Candidate(doc_id=8, kind="fact", item_id="f8", session_id=None, seq=None, ts=None,
                     bm25=-1.0, cosine=0.3, extra=True)
    own_scale = ranking.rank([weak], params=NO_EXTRAS)[0].score  # by itself it is the best there is
    shared = {s.candidate.doc_id: s.score for s in ranking.rank(main + [weak], params=NO_EXTRAS)}
    assert shared[8] < own_scale and shared[8] < alone[2]


def test_a_successor_takes_the_place_of_the_old_state_that_matched():
    old = timed(1, 100.0, bm25=-9.0, cosine=0.9, superseded_by="o2")
    other = timed(3, 150.0, bm25=-5.0, cosine=0.7, session="s3")
    new = timed(2, 200.0, bm25=-4.0, cosine=0.6, session="s2")  # matching less, but matching (successor_share)
    out = ranking.rank([old, other, new], params=NO_EXTRAS)
    assert [s.candidate.item_id for s in out] == ["o2", "o1", "o3"]  # the new state where the old one was
    assert "successor" in out[0].matched
    as_happened = replace(NO_EXTRAS, superseded_penalty=0.0, successors=False)  # timed.AS_HAPPENED's way
    assert [s.candidate.item_id for s in ranking.rank([old, other, new], params=as_happened)] == ["o1", "o3", "o2"]
