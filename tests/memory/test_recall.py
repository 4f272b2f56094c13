"""The relevance gate (POST /recall): scopes, auto heuristics, empty answers and the token budget."""
from __future__ import annotations

import pytest
from helpers import wait_until

from agentmemory.app import create_app, running
from agentmemory.memory.common import estimate_tokens
from agentmemory.memory.recall.recall import classify

API = "/agentmemory"
TURNS = [{"user": "Hi, I am Maria and I work as a pharmacist in Lisbon. My dog is called Rex.",
          "assistant": "Nice to meet you, Maria. How old is Rex?"},
         {"user": "We decided to use SQLite for the clinic rota app because the hosting is tiny.",
          "assistant": "SQLite is a good fit for a small rota app."}]


def recall(client, query, **body):
    r = client.post(f"{API}/recall", json={"query": query, **body})
    assert r.status_code == 200, r.get_json()
    return r.get_json()


@pytest.fixture
def memory(client):
    """One distilled conversation (episode, facts, identity) and one typed entity."""
    r = client.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": "c1", "project": "clinic",
                                                  "turns": TURNS, "session_date": "2023-05-08"})
    assert r.get_json()["episode"] is not None
    r = client.post(f"{API}/typed/entities", json={"project": "clinic", "fields": {
        "entity_name": "Clinic Norte", "entity_type": "place", "description": "The clinic whose rota we build."}})
    assert r.status_code == 201
    return client


@pytest.mark.parametrize("query, scopes", [
    ("Quote exactly what she said about the dog", ["transcript", "episodes"]),
    ("who am I?", ["identity"]),
    ("What's my name again", ["identity"]),
    ("what did we discuss last time", ["episodes"]),
    ("did he like the plan", ["episodes"]),
    ("sqlite rota app", []),
])
def test_classify_reads_the_wording(query, scopes):
    assert classify(query) == scopes


def test_identity_scope(memory):
    out = recall(memory, "who am I?")
    assert out["scope"] == "identity"
    assert out["block"].startswith("# Recall (identity)\n## Who you are\nAbout the user:")
    assert "I am Maria and I work as a pharmacist in Lisbon." in out["block"]
    assert out["tokens"] == estimate_tokens(out["block"]) and out["items"][0] == "*|*"


def test_episodes_scope_for_past_conversations(memory):
    out = recall(memory, "what did we decide last time about the database for the rota app?")
    assert out["scope"] == "episodes" and out["items"][0].startswith("epi_")
    assert "[2023-05-08]" in out["block"] and "SQLite" in out["block"]


def test_transcript_scope_quotes_turns_verbatim(memory):
    out = recall(memory, "quote the exact words about the dog Rex")
    assert out["scope"] == "transcript"
    assert "user: Hi, I am Maria and I work as a pharmacist in Lisbon. My dog is called Rex." in out["block"]
    assert all(i.startswith("obs_") for i in out["items"])


def test_pinned_scope_when_the_query_names_an_entity_or_a_fact(memory):
    out = recall(memory, "what is clinic norte?", project="clinic")
    assert out["scope"] == "pinned" and "[entities] Clinic Norte (place)" in out["block"]
    assert out["items"][0].startswith("typ_")
    out = recall(memory, "is the dog called rex", project="clinic")
    assert out["scope"] == "pinned" and "My dog is called Rex." in out["block"]


def test_nothing_relevant_gives_an_empty_answer(memory):
    for query in ("how is the weather on mars", "what is it?"):
        out = recall(memory, query)
        assert (out["scope"], out["block"], out["tokens"], out["items"]) == ("none", "", 0, []), query


def test_empty_store_and_explicit_scopes(client):
    assert recall(client, "who am I?")["scope"] == "none"
    assert recall(client, "sqlite", scope="episodes") == {"scope": "episodes", "query": "sqlite", "block": "",
                                                           "tokens": 0, "items": [],
                                                           "reason": "nothing relevant to the query"}
    assert client.post(f"{API}/recall", json={"query": "x", "scope": "everything"}).status_code == 422


def test_a_cue_without_matching_memories_never_falls_back_to_raw_turns(client):
    client.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": "raw", "turns": TURNS,
                                              "skip_extraction": True})  # turns only: no episode yet
    out = recall(client, "what did we decide last time about the hosting?")
    assert (out["scope"], out["block"], out["items"]) == ("none", "", [])
    out = recall(client, "what did we decide about the hosting?", scope="transcript")  # asked for: quoted
    assert out["scope"] == "transcript" and "hosting is tiny" in out["block"]


def test_explicit_scope_overrides_the_wording(memory):
    out = recall(memory, "SQLite rota", scope="transcript")
    assert out["scope"] == "transcript" and "SQLite" in out["block"]


def test_the_block_stays_within_the_budget(client):
    turns = [{"user": f"Turn {i}: the rota app needs a night shift planner for ward {i}, with swaps and holidays "
                      f"and an export to the payroll system that runs every Friday.", "assistant": "Noted."}
             for i in range(30)]
    client.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": "long", "turns": turns,
                                              "skip_extraction": True})
    full = recall(client, "quote the rota app night shift planner turns", budget=5000)
    small = recall(client, "quote the rota app night shift planner turns", budget=60)
    assert full["scope"] == small["scope"] == "transcript"
    assert small["tokens"] <= 60 and small["block"] and len(small["items"]) < len(full["items"])
    assert estimate_tokens(full["block"]) == full["tokens"] <= 5000
    assert client.post(f"{API}/recall", json={"query": "x", "budget": 10}).status_code == 422


SLOT_QUERY = {"query": "how does the billing service deploy?", "scope": "pinned"}


def slot_recall(client, **headers) -> str:
    r = client.post(f"{API}/recall", json=SLOT_QUERY, headers=headers)
    assert r.status_code == 200, r.get_json()
    return r.get_json()["block"]


@pytest.mark.parametrize("isolated", [False, True], ids=["shared", "isolated"])
def test_a_replacing_import_drops_the_cached_recall_answers(make_client, isolated):
    """An answer is cached for 10 s. A clear dropped the cache, a replacing import did not: for those seconds
    recall quoted a slot the import had just deleted (and under isolated scope the import said nothing at all)."""
    client, _ = make_client(agent_scope="isolated" if isolated else "shared")
    who = {"X-Agent-Id": "ann"} if isolated else {}
    r = client.post(f"{API}/slot", json={"label": "deploy_notes", "content": "Billing deploys blue-green."},
                    headers=who)
    assert r.status_code == 201, r.get_json()
    assert "blue-green" in slot_recall(client, **who)
    empty = {**client.get(f"{API}/export", headers=who).get_json(), "data": {}}
    r = client.post(f"{API}/import", json={"exportData": empty, "strategy": "replace"}, headers=who)
    assert r.status_code == 200, r.get_json()
    assert "blue-green" not in slot_recall(client, **who)


def test_a_clear_in_another_worker_drops_this_workers_cached_recall_answers(settings, tmp_path, clock):
    """Two workers on one PostgreSQL database each keep their own cache: a clear answered by one dropped only
    its own, and the other quoted the cleared slot for the next 10 s. The reset travels on the event bus."""
    if settings.backend == "sqlite":
        pytest.skip("one process on SQLite (several workers need PostgreSQL)")
    with running(settings) as one, running(settings) as other:
        one.shared.clock = other.shared.clock = clock  # frozen: a cached answer never expires by itself
        first, second = create_app(settings, one).test_client(), create_app(settings, other).test_client()
        assert first.post(f"{API}/slot", json={"label": "deploy_notes",
                                                "content": "Billing deploys blue-green."}).status_code == 201
        assert "blue-green" in slot_recall(first)
        assert second.post(f"{API}/clear", json={"confirm": "CLEAR"}).status_code == 200
        wait_until(lambda: "blue-green" not in slot_recall(first), timeout=10,
                   message="the first worker still answers from its cache after the second cleared the store")
