"""Lessons over REST: save/strengthen by fingerprint, list, search, decay and soft-delete."""
from __future__ import annotations

import pytest

from agentmemory.app import build_services, create_app
from agentmemory.config import Settings
from agentmemory.memory.records import lessons as L
from agentmemory.store import KV

API = "/agentmemory"
WEEK = 7 * 86400


def save(client, content, **extra):
    return client.post(f"{API}/lessons", json={"content": content, **extra})


# ---------------------------------------------------------------- fingerprint
def test_fingerprint_ignores_case_spacing_and_trailing_punctuation():
    assert L.fingerprint("Run  the tests\nfirst.") == L.fingerprint("run the tests first!!")
    assert L.fingerprint("run the tests first") != L.fingerprint("run the tests last")


# ---------------------------------------------------------------- save / strengthen
def test_save_new_lesson_is_201_and_repeat_strengthens_with_200(client, clock):
    r = save(client, "Always run migrations before tests.", context="CI failed", tags=["ci"], project="p")
    assert r.status_code == 201
    first = r.get_json()["lesson"]
    assert first["confidence"] == 0.5 and first["reinforcements"] == 0 and first["project"] == "p"
    assert "fingerprint" not in first
    r = save(client, "always run   migrations before tests", tags="db", project="p")
    assert r.status_code == 200
    body = r.get_json()
    assert body["strengthened"] is True and body["lesson"]["id"] == first["id"]
    assert body["lesson"]["confidence"] == pytest.approx(0.55)
    assert body["lesson"]["reinforcements"] == 1
    assert body["lesson"]["tags"] == ["ci", "db"]


def test_same_text_in_another_project_is_a_new_lesson(client, clock):
    assert save(client, "use uv", project="a").status_code == 201
    assert save(client, "use uv", project="b").status_code == 201
    assert client.get(f"{API}/lessons").get_json()["total"] == 2


def test_save_validation_errors(client):
    assert save(client, "x", confidence=1.5).status_code == 422
    assert client.post(f"{API}/lessons", json={}).status_code == 400
    r = save(client, "<private>only secret</private>")
    assert r.status_code == 422 and r.get_json()["field"] == "content"


def test_strengthen_and_delete(client, clock):
    lid = save(client, "pin dependency versions", confidence=0.8).get_json()["lesson"]["id"]
    r = client.post(f"{API}/lessons/strengthen", json={"lessonId": lid})
    assert r.status_code == 200
    assert r.get_json()["lesson"]["confidence"] == pytest.approx(0.82)
    assert client.post(f"{API}/lessons/strengthen", json={"lessonId": "nope"}).status_code == 404
    assert client.post(f"{API}/lessons/strengthen", json={}).status_code == 400
    assert client.post(f"{API}/lessons/delete", json={"lessonId": lid}).get_json() == {"deleted": lid}
    assert client.post(f"{API}/lessons/delete", json={"lessonId": lid}).status_code == 404
    assert client.get(f"{API}/lessons").get_json()["lessons"] == []
    ops = [e["operation"] for e in client.get(f"{API}/audit").get_json()["entries"]]
    assert ops[:3] == ["lesson.delete", "lesson.strengthen", "lesson.create"]


# ---------------------------------------------------------------- list / search
def test_list_filters_and_orders_by_confidence(client, clock):
    save(client, "low one", confidence=0.3, project="p")
    save(client, "high one", confidence=0.9, project="p")
    save(client, "other project", confidence=0.7, project="q")
    body = client.get(f"{API}/lessons?project=p").get_json()
    assert [x["content"] for x in body["lessons"]] == ["high one", "low one"]
    body = client.get(f"{API}/lessons?minConfidence=0.5&limit=1").get_json()
    assert body["total"] == 2 and body["lessons"][0]["content"] == "high one"
    assert client.get(f"{API}/lessons?minConfidence=2").status_code == 422


def test_search_ranks_by_confidence_and_recall_alias(client, clock):
    save(client, "flaky tests: rerun the docker compose stack", confidence=0.3)
    save(client, "flaky tests usually mean a shared temp directory", confidence=0.9)
    save(client, "write changelog entries", confidence=0.9)
    for path in ("/lessons/search", "/lessons/recall"):
        r = client.post(f"{API}{path}", json={"query": "flaky tests"})
        assert r.status_code == 200
        results = r.get_json()["results"]
        assert [x["confidence"] for x in results] == [0.9, 0.3]
        assert results[0]["score"] > results[1]["score"] > 0
    assert client.post(f"{API}/lessons/search", json={"query": ""}).status_code == 422


def test_lessons_appear_in_smart_search(client, clock):
    lid = save(client, "squash commits before merging").get_json()["lesson"]["id"]
    results = client.post(f"{API}/smart-search", json={"query": "squash commits"}).get_json()["results"]
    assert [(x["kind"], x["id"]) for x in results] == [("lesson", lid)]
    results = client.post(f"{API}/smart-search", json={"query": "squash commits",
                                                       "includeLessons": False}).get_json()["results"]
    assert results == []


# ---------------------------------------------------------------- decay
def test_decay_is_applied_on_read_and_floors(client, services, clock):
    lid = save(client, "cache npm downloads", confidence=0.5).get_json()["lesson"]["id"]
    client.post(f"{API}/lessons/strengthen", json={"lessonId": lid})  # 0.55, reinforced once
    clock.t += 2 * WEEK
    lesson = client.get(f"{API}/lessons").get_json()["lessons"][0]
    assert lesson["confidence"] == pytest.approx(0.45)  # 0.55 - 2 weeks x 0.05
    clock.t += 52 * WEEK
    lesson = client.get(f"{API}/lessons").get_json()["lessons"][0]
    assert lesson["confidence"] == L.DECAY_FLOOR  # reinforced lessons are never soft-deleted
    assert services.lessons.decay_lessons() == {"decayed": 1, "deleted": 0}
    assert services.store.get(KV.lessons, lid)["confidence"] == L.DECAY_FLOOR


def test_strengthen_starts_from_decayed_value_and_restarts_decay(client, clock):
    lid = save(client, "prefer small commits", confidence=0.5).get_json()["lesson"]["id"]
    clock.t += 4 * WEEK  # 0.5 -> 0.3
    r = client.post(f"{API}/lessons/strengthen", json={"lessonId": lid}).get_json()["lesson"]
    assert r["confidence"] == pytest.approx(0.37)  # 0.3 + 0.1 x 0.7
    clock.t += WEEK
    assert client.get(f"{API}/lessons").get_json()["lessons"][0]["confidence"] == pytest.approx(0.32)


def test_persisted_decay_matches_lazy_decay(client, services, clock):
    save(client, "lint before pushing", confidence=0.8, decayRate=0.1)
    clock.t += 1.5 * WEEK
    assert services.lessons.decay_lessons() == {"decayed": 1, "deleted": 0}
    clock.t += 1.5 * WEEK
    assert client.get(f"{API}/lessons").get_json()["lessons"][0]["confidence"] == pytest.approx(0.5)


def test_never_reinforced_lesson_decays_away_and_is_soft_deleted(client, services, clock):
    lid = save(client, "restart the dev server after editing env files", confidence=0.3).get_json()["lesson"]["id"]
    clock.t += 4 * WEEK + 60  # 0.3 - 0.2 -> just below 0.1
    # lazily hidden everywhere before the sweep runs
    assert client.get(f"{API}/lessons").get_json()["lessons"] == []
    assert client.post(f"{API}/lessons/search", json={"query": "dev server"}).get_json()["results"] == []
    assert client.post(f"{API}/smart-search", json={"query": "dev server env"}).get_json()["results"] == []
    assert client.post(f"{API}/lessons/strengthen", json={"lessonId": lid}).status_code == 404
    assert services.lessons.decay_lessons() == {"decayed": 0, "deleted": 1}
    stored = services.store.get(KV.lessons, lid)
    assert stored["deleted"] is True and stored["deletedReason"] == "decayed"
    assert services.store.read().execute("SELECT count(*) FROM search_docs WHERE kind='lesson'").fetchone()[0] == 0
    audit = client.get(f"{API}/audit?operation=lesson.decay_delete").get_json()["entries"]
    assert audit[0]["key"] == lid and "dev server" in audit[0]["detail"]["content"]
    # saving it again starts a fresh lesson
    r = save(client, "restart the dev server after editing env files")
    assert r.status_code == 201 and r.get_json()["lesson"]["id"] != lid


def test_low_initial_confidence_is_not_deleted_before_any_decay(client, clock):
    save(client, "maybe use tabs", confidence=0.1)
    assert client.get(f"{API}/lessons").get_json()["total"] == 1


def test_start_runs_the_decay_sweep(services, clock, client):
    lid = save(client, "temporary lesson", confidence=0.12).get_json()["lesson"]["id"]
    clock.t += 2 * WEEK
    services.system.start()
    try:
        assert services.store.get(KV.lessons, lid)["deleted"] is True
    finally:
        services.system.stop()


# ---------------------------------------------------------------- export / import
def test_export_import_carries_lessons(client, tmp_path, clock):
    lid = save(client, "document public functions", project="p").get_json()["lesson"]["id"]
    dump = client.get(f"{API}/export").get_json()
    assert lid in dump["data"][KV.lessons]
    other = build_services(Settings(data_dir=tmp_path / "other", embedding_provider="fake"))
    try:
        c2 = create_app(services=other).test_client()
        assert c2.post(f"{API}/import", json={"exportData": dump}).status_code == 200
        other.shared.clock = clock
        results = c2.post(f"{API}/lessons/search", json={"query": "public functions"}).get_json()["results"]
        assert [x["id"] for x in results] == [lid]
    finally:
        other.close()


# ---------------------------------------------------------------- isolated agents
def test_isolated_agents_see_only_their_lessons(iso_client):
    c = iso_client
    a, b = {"X-Agent-Id": "alice"}, {"X-Agent-Id": "bob"}
    lid = c.post(f"{API}/lessons", json={"content": "alice's rule"}, headers=a).get_json()["lesson"]["id"]
    # bob saving the same text gets his own lesson, not a strengthened copy of alice's
    assert c.post(f"{API}/lessons", json={"content": "alice's rule"}, headers=b).status_code == 201
    assert [x["id"] for x in c.get(f"{API}/lessons", headers=a).get_json()["lessons"]] == [lid]
    assert c.post(f"{API}/lessons/strengthen", json={"lessonId": lid}, headers=b).status_code == 404
    assert c.post(f"{API}/lessons/delete", json={"lessonId": lid}, headers=b).status_code == 404
    hits = c.post(f"{API}/lessons/search", json={"query": "rule"}, headers=b).get_json()["results"]
    assert lid not in [x["id"] for x in hits] and len(hits) == 1
