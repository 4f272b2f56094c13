"""Scoring of the LoCoMo retrieval benchmark (bench/locomo.py): pure functions only, no server."""
import sys
from datetime import datetime
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import locomo  # noqa: E402
from locomo import (aggregate, build_ingest_plan, dia_session, parse_evidence,  # noqa: E402
                    parse_session_date, ranked_turns, score_question, sessions_in_order, turn_text)


# ---------------------------------------------------------------- evidence parsing

def test_evidence_semicolon_list_is_split():
    assert parse_evidence(["D8:6; D9:17"]) == ["D8:6", "D9:17"]


def test_evidence_stray_colon_is_dropped():
    assert parse_evidence(["D1:14", "D:11:26"]) == ["D1:14", "D11:26"]


def test_evidence_leading_zeros_are_stripped():
    assert parse_evidence(["D30:05"]) == ["D30:5"]


def test_evidence_whitespace_list_and_duplicates():
    assert parse_evidence(["D1:3 D1:5", "D1:3"]) == ["D1:3", "D1:5"]


def test_evidence_garbage_piece_is_dropped():
    assert parse_evidence(["D1:18", "D", "D1:20"]) == ["D1:18", "D1:20"]
    assert parse_evidence([]) == []
    assert parse_evidence(None) == []


def test_evidence_unknown_ids_dropped_when_known_given():
    known = {"D1:1", "D2:14", "D10:11"}
    assert parse_evidence(["D2:14", "D10:19", "D10:11"], known) == ["D2:14", "D10:11"]
    # a question whose evidence resolves to nothing is skipped by the caller
    assert parse_evidence(["D"], known) == []
    assert parse_evidence(["D99:1"], known) == []


def test_evidence_single_string_accepted():
    assert parse_evidence("D8:6; D9:17") == ["D8:6", "D9:17"]


# ---------------------------------------------------------------- turn level

def test_perfect_first_rank():
    s = score_question(["D1:3", "D1:4"], ["D1:3"])["turn"]
    assert s["recall@1"] == s["recall@5"] == s["recall@10"] == 1.0
    assert s["hit@1"] == s["hit@10"] == 1.0
    assert s["mrr"] == 1.0


def test_partial_recall_and_mrr():
    ranked = ["D1:1", "D1:2", "D2:5", "D1:4", "D1:5", "D1:6", "D3:1", "D1:8", "D1:9", "D4:4", "D4:9"]
    s = score_question(ranked, ["D2:5", "D4:4", "D7:7"])["turn"]
    assert s["recall@1"] == 0.0 and s["hit@1"] == 0.0
    assert s["recall@5"] == pytest.approx(1 / 3) and s["hit@5"] == 1.0
    assert s["recall@10"] == pytest.approx(2 / 3) and s["hit@10"] == 1.0
    assert s["mrr"] == pytest.approx(1 / 3)


def test_mrr_counts_whole_returned_list():
    ranked = [f"D1:{i}" for i in range(1, 13)]  # 12 turns (an obs can map to several)
    s = score_question(ranked, ["D1:12"])["turn"]
    assert s["hit@10"] == 0.0 and s["recall@10"] == 0.0
    assert s["mrr"] == pytest.approx(1 / 12)


def test_nothing_found():
    s = score_question([], ["D1:1"])
    assert all(v == 0.0 for v in s["turn"].values())
    assert all(v == 0.0 for v in s["session"].values())


# ---------------------------------------------------------------- session level

def test_dia_session():
    assert dia_session("D3:7") == 3
    assert dia_session("D30:5") == 30


def test_sessions_in_order_dedupes_keeping_rank():
    assert sessions_in_order(["D3:7", "D1:2", "D3:1", "D2:2", "D1:9"]) == [3, 1, 2]


def test_session_level_scores():
    ranked = ["D3:7", "D3:8", "D1:2", "D2:2"]  # sessions 3, 1, 2
    s = score_question(ranked, ["D1:5", "D5:1"])["session"]  # evidence sessions 1, 5
    assert s["recall@1"] == 0.0
    assert s["recall@5"] == 0.5 and s["hit@5"] == 1.0
    assert s["mrr"] == pytest.approx(1 / 2)
    # turn level misses entirely: D1:2 is not D1:5
    assert score_question(ranked, ["D1:5", "D5:1"])["turn"]["hit@10"] == 0.0


# ---------------------------------------------------------------- result mapping

def test_ranked_turns_maps_observations_and_dedupes():
    obs_to_dia = {"o1": ["D1:1"], "o2": ["D1:2", "D2:2"], "o3": ["D1:1"]}
    results = [
        {"kind": "observation", "id": "x", "obsId": "o2"},
        {"kind": "memory", "id": "m1"},
        {"kind": "observation", "id": "o1"},
        {"kind": "observation", "id": "o3"},      # same turn as o1 (deduplicated item)
        {"kind": "observation", "id": "stale"},   # from an earlier run
    ]
    turns, unmapped = ranked_turns(results, obs_to_dia)
    assert turns == ["D1:2", "D2:2", "D1:1"]
    assert unmapped == 1


# ---------------------------------------------------------------- aggregation

def _row(cat, ranked, evidence):
    return {"category": cat, **score_question(ranked, evidence)}


def test_aggregate_per_category_and_overall():
    rows = [
        _row(1, ["D1:1"], ["D1:1"]),           # turn hit
        _row(1, ["D1:2"], ["D1:1"]),           # turn miss, session hit
        _row(2, ["D2:1", "D2:2"], ["D2:2"]),   # hit at rank 2
        _row(5, [], ["D3:3"]),                 # miss
    ]
    agg = aggregate(rows)
    turn, session = agg["turn"], agg["session"]
    assert turn["overall"]["n"] == 4
    assert turn["overall"]["recall@10"] == pytest.approx(0.5)
    assert turn["overall"]["mrr"] == pytest.approx((1 + 0 + 0.5 + 0) / 4)
    assert turn["1"]["n"] == 2
    assert turn["1"]["recall@1"] == pytest.approx(0.5)
    assert turn["2"]["recall@1"] == 0.0 and turn["2"]["recall@5"] == 1.0
    assert turn["5"]["n"] == 1 and turn["5"]["hit@10"] == 0.0
    assert turn["1-4"]["n"] == 3
    assert turn["1-4"]["recall@10"] == pytest.approx(2 / 3)
    assert "3" not in turn and "4" not in turn  # empty categories are left out
    assert session["1"]["recall@1"] == 1.0
    assert session["overall"]["recall@10"] == pytest.approx(0.75)


# ---------------------------------------------------------------- ingest plan

def test_session_date_parsing():
    assert parse_session_date("1:56 pm on 8 May, 2023") == datetime(2023, 5, 8, 13, 56)
    assert parse_session_date("10:37 am on 27 June, 2023") == datetime(2023, 6, 27, 10, 37)
    assert parse_session_date("12:09 am on 1 January, 2022") == datetime(2022, 1, 1, 0, 9)


def test_turn_text_appends_photo_caption():
    assert turn_text({"text": "Look!", "blip_caption": "a photo of a dog"}) == \
        "Look! [shares a photo: a photo of a dog]"
    assert turn_text({"text": "Hi"}) == "Hi"


def test_build_ingest_plan():
    sample = {"sample_id": "conv-x", "conversation": {
        "speaker_a": "A", "speaker_b": "B",
        "session_2_date_time": "9:00 am on 2 May, 2023",
        "session_2": [{"speaker": "A", "dia_id": "D2:1", "text": "later"}],
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [{"speaker": "A", "dia_id": "D1:1", "text": "hi"},
                      {"speaker": "B", "dia_id": "D1:2", "text": "yo", "blip_caption": "a cat"}],
    }}
    sessions, items = build_ingest_plan(sample, "locomo-conv-x-t1")
    assert [s["sessionId"] for s in sessions] == ["locomo-conv-x-t1-s1", "locomo-conv-x-t1-s2"]
    assert [d for d, _ in items] == ["D1:1", "D1:2", "D2:1"]
    first, second = items[0][1], items[1][1]
    assert first["hookType"] == "message" and first["cwd"] == "/locomo"
    assert first["timestamp"] == "2023-05-08T13:56:00.000Z"
    assert second["timestamp"] == "2023-05-08T13:56:01.000Z"
    assert second["data"] == {"speaker": "B", "text": "yo [shares a photo: a cat]", "dia_id": "D1:2"}


def test_real_dev_data_evidence_resolves():
    """Every dev question but the few with no usable evidence keeps at least one known id."""
    import json
    path = locomo.DEFAULT_DATA
    if not path.exists():
        pytest.skip("dev data not present")
    kept = skipped = 0
    for sample in json.loads(path.read_text()):
        known = {t["dia_id"] for _, _, ts in locomo.conversation_sessions(sample["conversation"]) for t in ts}
        for q in sample["qa"]:
            if parse_evidence(q.get("evidence") or [], known):
                kept += 1
            else:
                skipped += 1
    assert kept > 990 and skipped < 10
