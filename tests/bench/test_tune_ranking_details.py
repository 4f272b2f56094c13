"""bench/tune_ranking.py's per-question details (`--details-out`): where each evidence turn ranked,
on a conversation built here with its keyword hits and cosines given (no model, no database)."""
import json
import sys
from datetime import datetime
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import tune_ranking as tr  # noqa: E402

TEXTS = ["Ann: I play the clarinet every evening.", "Bo: Nice! Since when?",
         "Ann: Since I was ten, my aunt taught me.", "Bo: I went hiking in the Alps.",
         "Ann: I also paint birds on weekends."]


def _prepared(cosines, fts) -> tr.Prepared:
    when = datetime(2023, 5, 8, 13, 56)
    turns = [tr.Turn(doc_id=i + 1, dia_id=f"D1:{i + 1}", session_id="c-s1", seq=i + 1, ts=when.timestamp() + i,
                     title=t[:20], body=t, context="") for i, t in enumerate(TEXTS)]
    question = tr.Question("What instruments does Ann play?", 1, {"D1:1", "D1:5"})
    conv = tr.Conversation("c", turns, [question])
    return tr.Prepared(conv, [fts], np.array([cosines], dtype=np.float32), [[]])


def test_details_place_each_evidence_turn_and_name_the_top():
    prep = _prepared([0.62, 0.30, 0.41, 0.05, 0.33], [(1, -9.0), (3, -4.0)])
    details: list = []
    res = tr.evaluate([prep], pool=3, details=details)
    (d,) = details
    assert (d["sample"], d["category"], d["question"]) == ("c", 1, "What instruments does Ann play?")
    ev = {e["dia"]: e for e in d["evidence"]}
    assert ev["D1:1"] == {"dia": "D1:1", "rank": 1, "candidate": True, "cosineRank": 1, "bm25Rank": 1}
    # D1:5 is 3rd by cosine, so inside the vector top 3; no keyword hit
    assert ev["D1:5"]["candidate"] is True and ev["D1:5"]["bm25Rank"] is None and ev["D1:5"]["cosineRank"] == 3
    assert d["top"][0]["dia"] == "D1:1" and "bm25" in d["top"][0]["matched"]
    ranks = [e["rank"] for e in d["evidence"]]
    assert res["all"][2] == sum(1 for r in ranks if r and r <= 10) / 2  # recall@10 agrees with the details
    json.dumps(details)  # what --details-out writes


def test_details_mark_an_evidence_turn_outside_the_pool():
    prep = _prepared([0.62, 0.30, 0.41, 0.35, 0.05], [(1, -9.0)])
    details: list = []
    tr.evaluate([prep], pool=2, details=details)
    ev = {e["dia"]: e for e in details[0]["evidence"]}
    assert ev["D1:5"] == {"dia": "D1:5", "rank": None, "candidate": False, "cosineRank": 5, "bm25Rank": None}
