"""Regression floor: a LoCoMo slice through the real REST path with the real local model.

One conversation of the dev split (../shared/bench/locomo-dev.json) is ingested with
POST /observe/batch exactly as bench/locomo.py does, the embedding queue is drained, and
its first questions go through POST /smart-search. The floor sits a little under what
hybrid-v2 measured on this slice, so a ranking or indexing regression fails here long
before anyone runs the full benchmark.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import locomo  # bench/locomo.py (bench/ is on pytest's pythonpath)
from agentmemory.app import build_services, create_app
from agentmemory.config import Settings

DATA = Path(__file__).resolve().parents[3] / "shared" / "bench" / "locomo-dev.json"
SAMPLE = "conv-30"  # the smallest dev conversation (369 turns)
QUESTIONS = 60
# Measured on this slice: hybrid-v1 R@10 0.78, MRR 0.58; hybrid-v2 R@10 0.81, MRR 0.66 (local MiniLM int8).
FLOOR = {"recall@10": 0.75, "mrr": 0.58}

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not DATA.exists(), reason=f"LoCoMo dev data not found at {DATA}")]


@pytest.fixture(scope="module")
def real_client(tmp_path_factory):
    settings = Settings(data_dir=tmp_path_factory.mktemp("locomo"), embedding_provider="local")
    services = build_services(settings)
    yield create_app(settings, services).test_client(), services
    services.close()


@pytest.mark.timeout(900)  # the real model embeds 369 turns twice (drain waits up to 600 s on a loaded machine)
def test_locomo_slice_recall_floor(real_client):
    client, services = real_client
    sample = next(s for s in json.loads(DATA.read_text(encoding="utf-8")) if s["sample_id"] == SAMPLE)
    project = f"locomo-{SAMPLE}"
    sessions, items = locomo.build_ingest_plan(sample, project)
    for body in sessions:
        assert client.post("/agentmemory/session/start", json=body).status_code == 200
    obs_to_dia: dict[str, list[str]] = {}
    for i in range(0, len(items), 500):
        chunk = items[i:i + 500]
        r = client.post("/agentmemory/observe/batch", json={"observations": [o for _, o in chunk]})
        assert r.status_code == 200
        for (dia, _), res in zip(chunk, r.get_json()["results"]):
            obs_to_dia.setdefault(res["observationId"], []).append(dia)
    services.shared.searcher.queue.drain(timeout=600)
    assert client.get("/agentmemory/health").get_json()["embeddings"]["pending"] == 0

    known = {d for dias in obs_to_dia.values() for d in dias}
    scored = []
    for q in sample["qa"][:QUESTIONS]:
        evidence = locomo.parse_evidence(q.get("evidence", []), known)
        if not evidence:
            continue
        r = client.post("/agentmemory/smart-search", json={"query": q["question"], "project": project, "limit": 10})
        turns, _ = locomo.ranked_turns(r.get_json()["results"], obs_to_dia)
        scored.append(locomo.score_question(turns, evidence))
    overall = {k: sum(s["turn"][k] for s in scored) / len(scored) for k in FLOOR}
    print(f"LoCoMo {SAMPLE} first {QUESTIONS} questions (n={len(scored)}): {overall}")
    assert len(scored) >= 50
    for metric, floor in FLOOR.items():
        assert overall[metric] >= floor, f"{metric} {overall[metric]:.3f} fell below the floor {floor}"
