"""Consolidation decisions on a crafted store with a controllable clock."""
from __future__ import annotations

import json
import math
import threading

import numpy as np
import helpers
import pytest

from agentmemory.llm import DailyBudget
from agentmemory.llm.gemini import GeminiLLM
from agentmemory.memory.distill import consolidate as C
from agentmemory.memory.distill.duplicates import near_duplicate_pairs
from agentmemory.memory import indexing
from agentmemory.memory.common import iso
from agentmemory.store import KV
from llm.gemini_standin import GeminiStandIn

from helpers import T0  # where the `clock` fixture starts

API = "/agentmemory"
DAY = 86400.0


def put_memory(services, mem_id: str, content: str, created: float, project: str | None = "p", **extra) -> dict:
    """A memory written straight into the store (consolidation sees stores built over months)."""
    mem = {"id": mem_id, "type": "fact", "title": extra.pop("title", content[:40]), "content": content,
           "concepts": [], "files": [], "project": project, "agentId": "default", "importance": 5, "version": 1,
           "parentId": None, "supersedes": [], "isLatest": True, "createdAt": iso(created), "createdTs": created,
           "updatedAt": iso(created), "forgetAfter": None, "forgetAfterTs": None, "sourceObservationIds": [],
           **extra}
    with services.store.write() as tx:
        tx.put(KV.memories, mem_id, mem)
        services.shared.searcher.put(tx, **indexing.memory_doc(mem), embed=False)
    return mem


def put_vector(services, mem_id: str, vec) -> None:
    helpers.put_vector(services, "memory", mem_id, vec)


def mem(services, mem_id):
    return services.store.get(KV.memories, mem_id)


def audit(client, operation):
    return client.get(f"{API}/audit", query_string={"operation": operation}).get_json()["entries"]


# ---------------------------------------------------------------- decay and eviction
def test_salience_decays_by_exp_minus_days_over_30(client, services, clock):
    put_memory(services, "m_new", "created today", T0)
    put_memory(services, "m_30", "created a month ago", T0 - 30 * DAY)
    report = client.post(f"{API}/consolidate").get_json()
    assert report["decayed"] == 2
    assert mem(services, "m_new")["salience"] == 1.0
    assert mem(services, "m_30")["salience"] == pytest.approx(math.exp(-1), abs=1e-5)
    clock.t += 15 * DAY  # decay continues from the last run, not from scratch
    client.post(f"{API}/consolidate")
    assert mem(services, "m_30")["salience"] == pytest.approx(math.exp(-45 / 30), abs=1e-5)


def test_eviction_needs_low_salience_and_30_idle_days_and_records_why(client, services, clock):
    put_memory(services, "m_60", "The staging box is called hydra", T0 - 60 * DAY)  # e^-2 = 0.135 < 0.2
    put_memory(services, "m_40", "The prod box is called kraken", T0 - 40 * DAY)  # e^-1.33 = 0.26
    put_memory(services, "m_vip", "The root password lives in the vault", T0 - 100 * DAY, importance=9)
    # Salience set low recently (e.g. by a later step), but used 10 days ago: not idle long enough.
    put_memory(services, "m_busy", "The CI runner is called ogre", T0 - 90 * DAY, salience=0.1,
               salienceTs=T0 - DAY, lastAccessedTs=T0 - 10 * DAY)
    report = client.post(f"{API}/consolidate").get_json()
    assert report["evicted"] == 1 and report["evictionProtected"] == 1
    assert mem(services, "m_60") is None
    assert all(mem(services, m) for m in ("m_40", "m_vip", "m_busy"))
    assert services.store.read().execute("SELECT count(*) FROM search_docs WHERE item_id='m_60'").fetchone()[0] == 0
    (entry,) = audit(client, "memory.evict")
    assert entry["key"] == "m_60" and "below the floor 0.2" in entry["detail"]["reason"]
    assert entry["detail"]["memory"]["content"] == "The staging box is called hydra"  # recoverable
    assert entry["detail"]["idleDays"] == 60.0


def test_a_search_hit_counts_as_an_access(client, services, clock):
    put_memory(services, "m_old", "The deploy key rotates every quarter", T0 - 60 * DAY, hits=0)
    # Same age, but found by searches (hits 1 -> 3) since the last run: used now, so kept at full salience.
    put_memory(services, "m_used", "The build cache lives in S3", T0 - 60 * DAY, hits=3,
               salienceHits=1, salience=0.2, salienceTs=T0 - DAY)
    client.post(f"{API}/consolidate")
    assert mem(services, "m_old") is None  # 60 idle days, salience 0.135: evicted
    m = mem(services, "m_used")
    assert m["salience"] == 1.0 and m["lastAccessedTs"] == T0 and m["salienceHits"] == 3


def test_salience_floor_is_a_setting(client, services, clock):
    services.shared.settings = services.shared.settings.with_(salience_floor=0.3)
    put_memory(services, "m_40", "The prod box is called kraken", T0 - 40 * DAY)  # 0.26 < 0.3
    assert client.post(f"{API}/consolidate").get_json()["evicted"] == 1


# ---------------------------------------------------------------- merging
WORDS = "the release checklist requires a signed tag a changelog entry and a green build on main"


def test_near_duplicates_merge_into_the_older(client, services, clock):
    put_memory(services, "m_a", WORDS, T0 - 5 * DAY, concepts=["release"], importance=6)
    put_memory(services, "m_b", WORDS + " today", T0 - 2 * DAY, concepts=["checklist"], files=["RELEASE.md"])
    put_memory(services, "m_c", WORDS + " now", T0 - DAY)
    put_memory(services, "m_other", WORDS + " today", T0 - DAY, project="elsewhere")  # another project
    report = client.post(f"{API}/consolidate").get_json()
    assert report["merged"] == 2
    a, b, c = mem(services, "m_a"), mem(services, "m_b"), mem(services, "m_c")
    assert a["isLatest"] and not b["isLatest"] and not c["isLatest"]
    assert b["mergedInto"] == "m_a" and c["supersededBy"] == "m_a"
    assert a["concepts"] == ["release", "checklist"] and a["files"] == ["RELEASE.md"]
    assert sorted(a["mergedFrom"]) == ["m_b", "m_c"] and a["importance"] == 6
    assert mem(services, "m_other")["isLatest"]
    rels = {(v["from"], v["to"], v["type"]) for _, v in services.store.scan(KV.relations)}
    assert {("m_a", "m_b", "supersedes"), ("m_a", "m_c", "supersedes")} <= rels
    entries = audit(client, "memory.merge")
    assert {e["key"] for e in entries} == {"m_b", "m_c"}
    assert all("near-duplicate of m_a" in e["detail"]["reason"] and e["detail"]["signal"] == "jaccard"
               for e in entries)
    # merged memories no longer show up in listings or search
    listed = client.get(f"{API}/memories", query_string={"project": "p"}).get_json()["memories"]
    assert [m["id"] for m in listed] == ["m_a"]
    assert client.post(f"{API}/consolidate").get_json()["merged"] == 0  # nothing left to merge


def test_a_negated_restatement_is_not_merged(client, services, clock):
    put_memory(services, "m_yes", WORDS, T0 - 2 * DAY)
    put_memory(services, "m_no", WORDS + " never", T0 - DAY)
    assert client.post(f"{API}/consolidate").get_json()["merged"] == 0


@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_vectors_merge_what_words_do_not(client, services, clock):
    put_memory(services, "m_1", "Staging deploys need the VPN", T0 - 3 * DAY)
    put_memory(services, "m_2", "Connect through the tunnel before pushing to the test cluster", T0 - DAY)
    put_memory(services, "m_3", "Lunch is at noon", T0 - DAY)
    dim = services.shared.embedder.dim
    base = np.zeros(dim)
    base[0] = 1.0
    near = base.copy()
    near[1] = 0.3  # cosine 0.958
    far = np.zeros(dim)
    far[2] = 1.0
    for mid, v in (("m_1", base), ("m_2", near), ("m_3", far)):
        put_vector(services, mid, v)
    report = client.post(f"{API}/consolidate").get_json()
    assert report["merged"] == 1 and mem(services, "m_2")["mergedInto"] == "m_1"
    (entry,) = audit(client, "memory.merge")
    assert entry["detail"]["signal"] == "cosine" and entry["detail"]["similarity"] >= 0.95


def test_near_duplicate_pairs_matches_brute_force():
    rng = np.random.default_rng(7)
    vocab = [f"w{i}" for i in range(40)]
    sets = []
    for _ in range(120):
        base = set(rng.choice(vocab, size=rng.integers(3, 15), replace=False))
        sets.append(base)
        if rng.random() < 0.3:  # a near copy
            sets.append(base | {rng.choice(vocab)})
    got = {(i, j) for i, j, _ in near_duplicate_pairs(sets, 0.9)}
    want = {(i, j) for i in range(len(sets)) for j in range(i + 1, len(sets))
            if len(sets[i] & sets[j]) / len(sets[i] | sets[j]) >= 0.9}
    assert got == want and want


# ---------------------------------------------------------------- audit trimming
@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_trims_only_old_processing_logs(client, services, clock):
    with services.store.write() as tx:
        for op in ("consolidate.run", "decay.memory", "remember", "memory.evict", "consolidate.run"):
            tx.audit(op, None, None, {"old": True})
    old = T0 - 91 * DAY
    with services.store.write() as tx:
        helpers.sql(services.store, "UPDATE audit_log SET ts=? WHERE id IN (SELECT id FROM audit_log ORDER BY id "
                    "LIMIT 4)", (old,), conn=tx.conn)
    report = client.post(f"{API}/consolidate").get_json()
    assert report["trimmed"] == 2
    left = [r[0] for r in services.store.read().execute("SELECT operation FROM audit_log ORDER BY id")]
    assert left[:3] == ["remember", "memory.evict", "consolidate.run"]  # the recent run log stays


# ---------------------------------------------------------------- runs, status, timer
def test_the_timer_is_off_unless_consolidation_enabled(client, services, clock):
    put_memory(services, "m", "something worth keeping", T0)
    assert services.settings.consolidation_enabled is False  # the design card's default
    st = client.get(f"{API}/consolidation/status").get_json()
    assert st["nextDueAt"] is None
    clock.t += 100 * DAY
    assert services.consolidation.maybe_consolidate() is None
    assert client.post(f"{API}/consolidate").status_code == 200  # on demand it still runs
    assert [e["operation"] for e in audit(client, "consolidate.run")] == ["consolidate.run"]


def test_report_status_and_the_timer(client, services, clock):
    services.shared.settings = services.shared.settings.with_(consolidation_enabled=True)
    put_memory(services, "m", "something worth keeping", T0)
    st = client.get(f"{API}/consolidation/status").get_json()
    assert st["lastRunAt"] is None and st["intervalHours"] == 24 and st["nextDueAt"] == iso(T0)
    report = services.consolidation.maybe_consolidate()  # never ran: due now
    assert set(report) >= {"decayed", "merged", "evicted", "trimmed", "tookMs", "steps"}
    assert list(report["steps"]) == list(C.Consolidation.CONSOLIDATION_STEPS)
    st = client.get(f"{API}/consolidation/status").get_json()
    assert st["lastRunAt"] == iso(T0) and st["nextDueAt"] == iso(T0 + DAY) and st["lastReport"]["decayed"] == 1
    clock.t += 23 * 3600
    assert services.consolidation.maybe_consolidate() is None
    clock.t += 2 * 3600
    assert services.consolidation.maybe_consolidate() is not None
    assert [e["operation"] for e in audit(client, "consolidate.run")] == ["consolidate.run"] * 2
    services.shared.settings = services.shared.settings.with_(consolidation_interval_hours=0)
    clock.t += 100 * DAY
    assert services.consolidation.maybe_consolidate() is None  # 0 disables the timer


def test_a_second_run_while_one_is_running_is_a_conflict(client, services):
    lock = services.consolidation.__dict__.setdefault("_consolidation_lock", threading.Lock())
    with lock:
        r = client.post(f"{API}/consolidate")
        assert r.status_code == 409 and "already running" in r.get_json()["error"]
        assert client.get(f"{API}/consolidation/status").get_json()["running"] is True
    assert client.post(f"{API}/consolidate").status_code == 200


def test_steps_are_a_list_and_one_failing_step_does_not_stop_the_rest(client, services, clock):
    svc = services.consolidation
    calls = []
    svc._consolidate_extra = lambda now: calls.append(now) or {"episodes": 3}
    svc._consolidate_broken = lambda now: 1 / 0
    svc.CONSOLIDATION_STEPS = ("broken",) + C.Consolidation.CONSOLIDATION_STEPS + ("extra",)
    report = client.post(f"{API}/consolidate").get_json()
    assert calls == [T0] and report["episodes"] == 3
    assert "ZeroDivisionError" in report["steps"]["broken"]["error"] and "trimmed" in report


# ---------------------------------------------------------------- contradictions (LLM only)
@pytest.fixture
def standin():
    s = GeminiStandIn()
    yield s
    s.close()


def contradiction(client, services):
    put_memory(services, "m_old", "The API listens on port 8080", T0 - 10 * DAY)
    put_memory(services, "m_new", "The API moved off port 8080 to 9090", T0 - DAY)
    r = client.post(f"{API}/relations", json={"from": "m_new", "to": "m_old", "type": "contradicts"})
    assert r.status_code == 201


def test_contradictions_are_skipped_without_an_llm(client, services, clock):
    contradiction(client, services)
    report = client.post(f"{API}/consolidate").get_json()
    assert report["steps"]["contradictions"]["skipped"] == "no LLM"
    assert mem(services, "m_old")["isLatest"]


def test_contradictions_are_resolved_by_the_llm(client, services, clock, standin):
    services.shared.llm = GeminiLLM("k", base_url=standin.url, timeout=5, retries=0,
                                    budget=DailyBudget(10, services.store, clock=clock))
    contradiction(client, services)
    standin.json({"contradicts": True, "keep": "a", "reason": "A is newer: the API moved to 9090"})
    report = client.post(f"{API}/consolidate").get_json()
    assert report["contradictionsResolved"] == 1
    old = mem(services, "m_old")
    assert old["isLatest"] is False and old["supersededBy"] == "m_new"
    (entry,) = audit(client, "memory.contradiction_resolved")
    assert "9090" in entry["detail"]["reason"]
    prompt = standin.requests[0]["body"]["contents"][0]["parts"][0]["text"]
    assert "port 8080" in prompt and "9090" in prompt
    report = client.post(f"{API}/consolidate").get_json()  # judged once: not asked again
    assert report["contradictionsChecked"] == 0 and len(standin.requests) == 1


def test_consolidation_with_a_spent_budget_still_runs_the_heuristic_steps(client, services, clock, standin):
    services.shared.llm = GeminiLLM("k", base_url=standin.url, timeout=5, retries=0,
                                    budget=DailyBudget(0, services.store, clock=clock))
    contradiction(client, services)
    put_memory(services, "m_60", "An idle memory", T0 - 60 * DAY)
    report = client.post(f"{API}/consolidate").get_json()
    assert report["evicted"] == 1 and report["steps"]["contradictions"]["skipped"] == "no LLM"
    assert standin.requests == []
    assert json.loads(json.dumps(report))  # the report is plain JSON
