"""Reflect over REST: evidence grouped by theme without an LLM, a synthesised answer with one."""
from __future__ import annotations

import pytest

from agentmemory.llm import DailyBudget
from agentmemory.llm.gemini import GeminiLLM
from llm.gemini_standin import GeminiStandIn

API = "/agentmemory"

SESSIONS = {
    "ci-1": [
        "We moved the CI installs from npm to pnpm because installs took eight minutes.",
        "The pnpm store is cached between CI runs with the lockfile hash as the key.",
        "TODO: still need to switch the release workflow to pnpm as well.",
    ],
    "auth-1": [
        "The login bug came from bcrypt 4 expecting bytes while hashes were stored as text.",
        "Lesson learned: always pin bcrypt so an upgrade never changes hash handling silently.",
    ],
    "ci-2": [
        "The pnpm cache in CI broke after the lockfile format changed in pnpm 9.",
        "Make sure the CI image and the developer machines run the same pnpm major version.",
    ],
}


def observe(client, session, text, i, project="webapp"):
    r = client.post(f"{API}/observe", json={"hookType": "message", "sessionId": session, "project": project,
                                             "timestamp": f"2026-01-0{i % 9 + 1}T10:00:00Z",
                                             "data": {"speaker": "user", "text": text}})
    assert r.status_code == 201


@pytest.fixture
def history(client):
    for n, (sid, texts) in enumerate(SESSIONS.items()):
        for i, text in enumerate(texts):
            observe(client, sid, text, n * 3 + i)
        client.post(f"{API}/session/end", json={"sessionId": sid})
    client.post(f"{API}/remember", json={"content": "CI uses pnpm with a cached store", "project": "webapp",
                                         "concepts": ["pnpm", "ci"]})


def reflect(client, **body):
    r = client.post(f"{API}/reflect", json=body)
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def test_evidence_grouped_by_theme_without_an_llm(client, history):
    out = reflect(client, query="lockfile bcrypt upgrade", project="webapp")
    assert out["mode"] == "evidence" and "answer" not in out
    themes = {t["theme"]: t["items"] for t in out["themes"]}
    assert set(themes) == {"ci", "session auth-1"}
    # the two CI sessions share concepts (ci, pnpm) the bcrypt session lacks: one theme across sessions
    assert {i["sessionId"] for i in themes["ci"]} == {"ci-1", "ci-2"}
    assert {i["sessionId"] for i in themes["session auth-1"]} == {"auth-1"}
    item = themes["ci"][0]
    assert set(item) >= {"kind", "id", "sessionId", "title", "text", "timestamp", "score", "concepts"}
    assert out["total"] == sum(len(t["items"]) for t in out["themes"]) == 6
    assert out["lessons"] == ["Lesson learned: always pin bcrypt so an upgrade never changes hash handling silently.",
                              "Make sure the CI image and the developer machines run the same pnpm major version."]


def test_a_concept_shared_by_every_hit_does_not_lump_them_together(client, history):
    out = reflect(client, query="pnpm CI cache", project="webapp")
    labels = [t["theme"] for t in out["themes"]]
    assert "session ci-1" in labels and "session ci-2" in labels  # pnpm is everywhere: sessions separate


def test_session_reflection_uses_its_crystal_first(client, history):
    client.post(f"{API}/crystallize", json={"sessionId": "ci-1"})
    out = reflect(client, sessionId="ci-1")
    assert out["mode"] == "evidence" and out["project"] == "webapp"
    items = [i for t in out["themes"] for i in t["items"]]
    assert items[0]["kind"] == "crystal" and {i["kind"] for i in items[1:]} == {"observation"}
    assert all(i["sessionId"] == "ci-1" for i in items)
    assert out["pendingItems"] == ["TODO: still need to switch the release workflow to pnpm as well."]
    assert out["patterns"][0].startswith("2026-")


def test_write_lessons_and_slots_heuristically(client, history):
    out = reflect(client, query="bcrypt pin upgrade", project="webapp", writeLessons=True)
    written = out["written"]
    assert len(written["lessons"]) == 1 and written["errors"] == []
    lessons = client.get(f"{API}/lessons", query_string={"project": "webapp"}).get_json()["lessons"]
    assert [(lsn["content"], lsn["confidence"], lsn["tags"]) for lsn in lessons] == [
        ("Lesson learned: always pin bcrypt so an upgrade never changes hash handling silently.", 0.4, ["reflect"])]
    assert written["slots"] == {"pending_items": 0, "session_patterns": 1}
    patterns = client.get(f"{API}/slot", query_string={"label": "session_patterns", "project": "webapp"}
                          ).get_json()["slot"]["content"]
    assert patterns.startswith("- Recurring themes for 'bcrypt pin upgrade': ")
    # a project's reflection writes the project's slot, never the global one
    assert client.get(f"{API}/slot", query_string={"label": "session_patterns"}).get_json()["slot"]["content"] == ""
    # again: the same lesson is strengthened, not duplicated
    reflect(client, query="bcrypt pin upgrade", project="webapp", writeLessons=True)
    lessons = client.get(f"{API}/lessons", query_string={"project": "webapp"}).get_json()["lessons"]
    assert [lsn["reinforcements"] for lsn in lessons] == [1]


def test_pending_items_slot_gets_new_lines_once(client, history):
    out = reflect(client, sessionId="ci-1", writeLessons=True)
    assert out["written"]["slots"] == {"pending_items": 1, "session_patterns": 1}
    assert reflect(client, sessionId="ci-1", writeLessons=True)["written"]["slots"]["pending_items"] == 0
    slot = client.get(f"{API}/slot", query_string={"label": "pending_items", "project": "webapp"}).get_json()["slot"]
    assert slot["content"] == "- TODO: still need to switch the release workflow to pnpm as well."
    assert slot["project"] == "webapp"  # the session's project, not the global slot
    patterns = client.get(f"{API}/slot", query_string={"label": "session_patterns", "project": "webapp"}
                          ).get_json()["slot"]["content"]
    assert "session ci-1: 3 conversation" in patterns


def test_a_full_slot_is_reported_not_raised(client, history):
    client.post(f"{API}/slot/replace", json={"label": "pending_items", "content": "x" * 1990})
    out = reflect(client, sessionId="ci-1", writeLessons=True)
    assert out["written"]["slots"]["pending_items"] == 0
    assert any(e.get("slot") == "pending_items" for e in out["written"]["errors"])


def test_reflect_errors(client, history):
    assert client.post(f"{API}/reflect", json={}).status_code == 400
    assert client.post(f"{API}/reflect", json={"sessionId": "nope"}).status_code == 404
    out = reflect(client, query="quantum chromodynamics")
    assert out["themes"] == [] and out["total"] == 0


# ---------------------------------------------------------------- with an LLM
@pytest.fixture
def standin():
    s = GeminiStandIn()
    yield s
    s.close()


def test_llm_answer_cites_the_evidence(client, services, history, standin):
    services.shared.llm = GeminiLLM("k", base_url=standin.url, timeout=5, retries=0,
                                    budget=DailyBudget(5, services.store))
    standin.json({"answer": "CI moved to pnpm for speed [1]; keep pnpm versions aligned [2].",
                  "themes": [{"theme": "CI speed", "evidence": [1, 2, 99]}, {"theme": "empty", "evidence": []}],
                  "lessons": ["Align pnpm versions between CI and laptops"], "pendingItems": ["Release workflow"],
                  "patterns": ["CI breaks on tool upgrades"]})
    out = reflect(client, query="why pnpm in CI", project="webapp", writeLessons=True)
    assert out["mode"] == "llm" and out["answer"].startswith("CI moved to pnpm")
    assert [t["theme"] for t in out["themes"]] == ["CI speed"] and len(out["themes"][0]["items"]) == 2
    assert out["evidence"] and out["model"] == "gemini-2.5-flash"
    prompt = standin.requests[0]["body"]["contents"][0]["parts"][0]["text"]
    assert prompt.startswith("Question: why pnpm in CI") and "[1] (" in prompt
    lessons = client.get(f"{API}/lessons", query_string={"project": "webapp"}).get_json()["lessons"]
    assert [(lsn["content"], lsn["confidence"]) for lsn in lessons] == [("Align pnpm versions between CI and laptops",
                                                                        0.6)]
    assert out["written"]["slots"] == {"pending_items": 1, "session_patterns": 1}


def test_llm_failure_or_spent_budget_gives_evidence(client, services, history, standin):
    services.shared.llm = GeminiLLM("k", base_url=standin.url, timeout=5, retries=0,
                                    budget=DailyBudget(1, services.store))
    standin.error(500)
    assert reflect(client, query="pnpm")["mode"] == "evidence"
    assert reflect(client, query="pnpm")["mode"] == "evidence"  # budget spent: nothing sent
    assert len(standin.requests) == 1
