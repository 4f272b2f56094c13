"""Facts and episodes age (memory/distill/aging.py): decay since last use, promotion, merge, eviction,
pruning, and restoring any of those changes from its audit entry. Crafted stores, a moved clock."""
from __future__ import annotations

import math

import numpy as np
import helpers
import pytest

from agentmemory.memory import indexing
from agentmemory.memory.common import iso
from agentmemory.store import KV

from helpers import T0, Clock, observe_payload

API = "/agentmemory"
DAY = 86400.0


def put_fact(services, fact_id: str, text: str, seen: float, salience: float = 0.5, project: str | None = "p",
             **extra) -> dict:
    fact = {"id": fact_id, "text": text, "kind": "personal", "salience": salience, "seenIn": [], "count": 1,
            "project": project, "owner": None, "agentId": "default", "createdAt": iso(seen), "createdTs": seen,
            "lastSeen": iso(seen), "lastSeenTs": seen, "order": 0, **extra}
    with services.store.write() as tx:
        tx.put(KV.facts, fact_id, fact)
        services.shared.searcher.put(tx, **indexing.fact_doc(fact), embed=False)
    return fact


def put_episode(services, ep_id: str, summary: str, created: float, topics=(), project: str | None = "p",
                **extra) -> dict:
    ep = {"id": ep_id, "sessionId": "s-" + ep_id, "project": project, "agentId": "default", "summary": summary,
          "topics": list(topics), "entities": [], "decisions": [], "actionItems": [], "salience": 0.6,
          "sourceObservationIds": [], "factIds": [], "firstObservationTs": created, "lastObservationTs": created,
          "method": "heuristic", "createdAt": iso(created), "createdTs": created, **extra}
    with services.store.write() as tx:
        tx.put(KV.episodes, ep_id, ep)
        services.shared.searcher.put(tx, **indexing.episode_doc(ep), embed=False)
    return ep


def put_vector(services, kind: str, item_id: str, vec) -> None:
    helpers.put_vector(services, kind, item_id, vec)


def fact(services, fact_id):
    return services.store.get(KV.facts, fact_id)


def consolidate(client) -> dict:
    r = client.post(f"{API}/consolidate")
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def audit(client, operation):
    return client.get(f"{API}/audit", query_string={"operation": operation}).get_json()["entries"]


def restore(client, entry) -> dict:
    r = client.post(f"{API}/consolidate/restore", json={"auditId": entry["id"]})
    assert r.status_code == 200, r.get_json()
    return r.get_json()


# ---------------------------------------------------------------- decay and use
def test_facts_and_episodes_decay_by_exp_minus_days_over_30(client, services, clock):
    put_fact(services, "fct_a", "I live in Lisbon", T0 - 30 * DAY, salience=0.8, pinned=True)  # never evicted
    put_episode(services, "epi_a", "Planned the Lisbon trip", T0 - 15 * DAY)
    report = consolidate(client)
    assert report["steps"]["facts"]["factsDecayed"] == 1 and report["steps"]["episodes"]["episodesDecayed"] == 1
    assert fact(services, "fct_a")["salience"] == pytest.approx(0.8 * math.exp(-1), abs=1e-5)
    assert services.store.get(KV.episodes, "epi_a")["salience"] == pytest.approx(0.6 * math.exp(-0.5), abs=1e-5)
    consolidate(client)  # the same moment again: nothing more to take off
    assert fact(services, "fct_a")["salience"] == pytest.approx(0.8 * math.exp(-1), abs=1e-5)
    clock.t += 30 * DAY  # continues from the last run
    consolidate(client)
    assert fact(services, "fct_a")["salience"] == pytest.approx(0.8 * math.exp(-2), abs=1e-5)
    entry = audit(client, "decay.facts")[0]
    assert entry["detail"]["salience"]["fct_a"][0] == pytest.approx(0.8 * math.exp(-1), abs=1e-5)


def test_a_fact_shown_by_recall_counts_a_use_and_decays_from_it(client, services, clock):
    put_fact(services, "fct_pg", "I prefer Postgres over MySQL", T0 - 60 * DAY, salience=0.5)
    shown = client.post(f"{API}/recall", json={"query": "who am I?", "scope": "identity", "project": "p"}).get_json()
    assert "fct_pg" in shown["items"]
    assert "useCount" not in fact(services, "fct_pg")  # nothing written on the read path
    services.trust.flush_hits()
    used = fact(services, "fct_pg")
    assert used["useCount"] == 1 and used["lastUsedTs"] == T0 and used["lastUsed"] == iso(T0)
    consolidate(client)
    assert fact(services, "fct_pg")["salience"] == pytest.approx(0.5, abs=1e-6)  # just used: no decay


def test_search_and_context_count_uses_too(client, services, clock):
    put_fact(services, "fct_vim", "My favourite editor is Neovim", T0 - DAY)
    put_episode(services, "epi_vim", "Configured Neovim plugins for Python", T0 - DAY, topics=["neovim"])
    found = client.post(f"{API}/smart-search", json={"query": "Neovim editor", "project": "p"}).get_json()
    assert {"fct_vim", "epi_vim"} <= {r["id"] for r in found["results"]}
    ctx = client.post(f"{API}/context", json={"project": "p"}).get_json()
    assert "Neovim" in ctx["context"]
    services.trust.flush_hits()
    assert fact(services, "fct_vim")["useCount"] == 2
    assert services.store.get(KV.episodes, "epi_vim")["useCount"] == 1


# ---------------------------------------------------------------- eviction
def test_idle_low_facts_are_evicted_with_a_reason_and_can_be_restored(client, services, clock):
    put_fact(services, "fct_old", "I used to run Arch Linux", T0 - 90 * DAY, salience=0.1)
    put_fact(services, "fct_pin", "My name is Terence", T0 - 90 * DAY, salience=0.1)
    put_fact(services, "fct_new", "I am learning Rust", T0 - 10 * DAY, salience=0.1)  # low but not idle
    assert client.post(f"{API}/facts/fct_pin/pin", json={}).status_code == 200
    report = consolidate(client)["steps"]["facts"]
    assert report["factsEvicted"] == 1 and report["factsProtected"] == 1
    assert fact(services, "fct_old") is None and fact(services, "fct_pin") and fact(services, "fct_new")
    assert client.post(f"{API}/smart-search", json={"query": "Arch Linux", "project": "p"}).get_json()["results"] == []
    entry = audit(client, "fact.evict")[0]
    assert "below the floor" in entry["detail"]["reason"] and entry["key"] == "fct_old"
    assert restore(client, entry)["restored"] == ["fct_old"]
    assert fact(services, "fct_old")["text"] == "I used to run Arch Linux"
    ids = [r["id"] for r in client.post(f"{API}/smart-search", json={"query": "Arch Linux", "project": "p"})
           .get_json()["results"]]
    assert "fct_old" in ids  # searchable again


def test_restore_refuses_entries_with_nothing_to_restore(client, services, clock):
    client.post(f"{API}/remember", json={"content": "a memory", "project": "p"})
    entry = audit(client, "remember")[0]
    r = client.post(f"{API}/consolidate/restore", json={"auditId": entry["id"]})
    assert r.status_code == 422 and "nothing to restore" in r.get_json()["error"]
    assert client.post(f"{API}/consolidate/restore", json={"auditId": 999999}).status_code == 404


# ---------------------------------------------------------------- promotion
def test_a_fact_stated_in_three_recent_episodes_is_promoted_once(client, services, clock):
    put_fact(services, "fct_dbt", "The team models data with dbt and Snowflake", T0 - DAY, salience=0.5)
    for i, days in enumerate((2, 5, 9)):
        put_episode(services, f"epi_{i}", f"Session {i}: reviewed dbt models feeding Snowflake dashboards",
                    T0 - days * DAY, topics=["dbt", "snowflake"])
    put_episode(services, "epi_old", "dbt models and Snowflake again", T0 - 80 * DAY)  # not recent
    put_fact(services, "fct_two", "Grafana alerts page the on-call", T0 - DAY, salience=0.5)
    consolidate(client)
    promoted = fact(services, "fct_dbt")
    assert promoted["salience"] == pytest.approx(0.5 * math.exp(-1 / 30) + 0.1, abs=1e-4)
    assert promoted["sourceCount"] == 3
    assert fact(services, "fct_two")["salience"] < 0.5  # decayed, not promoted
    before = fact(services, "fct_dbt")["salience"]
    consolidate(client)  # the same episodes do not promote it again
    assert fact(services, "fct_dbt")["salience"] == pytest.approx(before, abs=1e-6)
    assert audit(client, "fact.promote")[0]["detail"]["salience"]["fct_dbt"]


# ---------------------------------------------------------------- merging
def test_near_duplicate_facts_merge_into_the_older_and_restore_splits_them(client, services, clock):
    put_fact(services, "fct_1", "I prefer Postgres over MySQL for new projects", T0 - 5 * DAY, seenIn=["e1"])
    put_fact(services, "fct_2", "I prefer Postgres over MySQL for new projects!", T0 - DAY, seenIn=["e2"],
             useCount=3)
    put_fact(services, "fct_3", "I never use Postgres over MySQL for new projects", T0 - DAY)  # negated
    report = consolidate(client)["steps"]["facts"]
    assert report["factsMerged"] == 1
    kept = fact(services, "fct_1")
    assert fact(services, "fct_2") is None and kept["seenIn"] == ["e1", "e2"] and kept["useCount"] == 3
    assert fact(services, "fct_3") is not None
    entry = audit(client, "fact.merge")[0]
    assert entry["detail"]["into"] == "fct_1" and "near-duplicate" in entry["detail"]["reason"]
    restore(client, entry)
    assert fact(services, "fct_2")["text"].endswith("!") and fact(services, "fct_1")["seenIn"] == ["e1"]


def test_paraphrased_facts_merge_through_their_vectors(client, services, clock):
    put_fact(services, "fct_p1", "My favourite editor is Neovim", T0 - 3 * DAY)
    put_fact(services, "fct_p2", "I write all my code in nvim", T0 - DAY)
    put_fact(services, "fct_p3", "I live in Porto", T0 - DAY)
    base = np.random.default_rng(1).normal(size=services.shared.embedder.dim)
    put_vector(services, "fact", "fct_p1", base)
    put_vector(services, "fact", "fct_p2", base + 0.05)
    put_vector(services, "fact", "fct_p3", -base)
    consolidate(client)
    assert fact(services, "fct_p2") is None and fact(services, "fct_p3") is not None
    assert audit(client, "fact.merge")[0]["detail"]["signal"] == "cosine"


def test_near_duplicate_episodes_merge_and_their_facts_follow(client, services, clock):
    put_fact(services, "fct_e", "I deploy with Kamal", T0 - DAY, seenIn=["epi_b"])
    put_episode(services, "epi_a", "Set up the Kamal deploy for the blog", T0 - 3 * DAY, topics=["kamal", "deploy"])
    put_episode(services, "epi_b", "Set up the Kamal deploy for the blog", T0 - DAY, topics=["kamal", "deploy"],
                factIds=["fct_e"])
    put_episode(services, "epi_c", "Wrote the Kamal deploy guide", T0 - DAY, topics=["kamal"])
    report = consolidate(client)["steps"]["episodes"]
    assert report["episodesMerged"] == 1
    assert services.store.get(KV.episodes, "epi_b") is None
    assert services.store.get(KV.episodes, "epi_a")["factIds"] == ["fct_e"]
    assert fact(services, "fct_e")["seenIn"] == ["epi_a"]
    restore(client, audit(client, "episode.merge")[0])
    assert services.store.get(KV.episodes, "epi_b") is not None and fact(services, "fct_e")["seenIn"] == ["epi_b"]


# ---------------------------------------------------------------- pruning
def test_without_a_retention_nothing_is_pruned(client, services, clock):
    put_episode(services, "epi_ancient", "Something from long ago", T0 - 900 * DAY)
    report = consolidate(client)["steps"]["episodes"]
    assert "episodesPruned" not in report and services.store.get(KV.episodes, "epi_ancient")


def test_old_episodes_and_turns_are_pruned_after_the_retention(make_client):
    client, services = make_client(episode_retention_days=30)
    clock = services.shared.clock = Clock(T0 - 60 * DAY)
    client.post(f"{API}/session/start", json={"sessionId": "old", "project": "p"})
    client.post(f"{API}/observe", json=observe_payload("old", "p", "We chose Kafka for the event bus",
                                                       timestamp=iso(T0 - 60 * DAY)))
    clock.t = T0
    client.post(f"{API}/session/start", json={"sessionId": "new", "project": "p"})
    client.post(f"{API}/observe", json=observe_payload("new", "p", "We moved the event bus to NATS",
                                                       timestamp=iso(T0)))
    put_episode(services, "epi_old", "Chose Kafka", T0 - 60 * DAY)
    put_episode(services, "epi_new", "Moved to NATS", T0 - DAY)
    report = consolidate(client)["steps"]["episodes"]
    assert report["episodesPruned"] == 1 and report["turnsPruned"] == 1
    assert services.store.get(KV.episodes, "epi_old") is None and services.store.get(KV.episodes, "epi_new")
    assert services.store.reader().observations("old").find() == []
    assert len(services.store.reader().observations("new").find()) == 1
    restore(client, audit(client, "transcript.prune")[0])
    assert len(services.store.reader().observations("old").find()) == 1
    hits = client.post(f"{API}/search", json={"query": "Kafka", "project": "p"}).get_json()["results"]
    assert hits  # the restored turn is searchable again


def test_an_evicted_memory_can_be_restored_too(client, services, clock):
    mem = {"id": "m_old", "type": "fact", "title": "staging box", "content": "The staging box is called hydra",
           "concepts": [], "files": [], "project": "p", "agentId": "default", "importance": 5, "version": 1,
           "isLatest": True, "createdAt": iso(T0 - 60 * DAY), "createdTs": T0 - 60 * DAY}
    with services.store.write() as tx:
        tx.put(KV.memories, "m_old", mem)
        services.shared.searcher.put(tx, **indexing.memory_doc(mem), embed=False)
    assert consolidate(client)["evicted"] == 1 and services.store.get(KV.memories, "m_old") is None
    restore(client, audit(client, "memory.evict")[0])
    assert services.store.get(KV.memories, "m_old")["content"] == "The staging box is called hydra"
    assert client.post(f"{API}/search", json={"query": "hydra", "project": "p"}).get_json()["results"]


def test_restore_of_the_largest_audit_id_is_a_404_not_a_500(client):
    assert client.post(f"{API}/consolidate/restore", json={"auditId": 2**63 - 2}).status_code == 404
    assert client.post(f"{API}/consolidate/restore", json={"auditId": 2**63 - 1}).status_code == 422
