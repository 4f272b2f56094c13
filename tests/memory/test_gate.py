"""The relevance gate: routing on a table of questions, stop words, the 10 s cache, off and llm modes,
and what each search_memory scope searches."""
from __future__ import annotations

import pytest

from agentmemory.config import Settings
from agentmemory.llm import DailyBudget
from agentmemory.llm.gemini import GeminiLLM
from agentmemory.memory.recall.gate import route, topic_words
from llm.gemini_standin import GeminiStandIn

API = "/agentmemory"
CONVERSATIONS = {
    "dbt1": ("2024-03-01", "We moved the nightly models to dbt and scheduled them with Airflow.",
             "Good, dbt handles the lineage."),
    "dbt2": ("2024-03-05", "The dbt tests caught a null customer id in the orders model.",
             "Add a not_null test to the staging layer."),
    "prefs": ("2024-03-06", "I prefer Postgres over MySQL for new projects. My favourite editor is Neovim.",
              "Noted, Postgres and Neovim."),
    "rota": ("2024-03-07", "We decided to use SQLite for the clinic rota app because the hosting is tiny.",
             "SQLite is a good fit."),
}


def ingest(client, project="home"):
    for cid, (day, user, assistant) in CONVERSATIONS.items():
        r = client.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": cid, "project": project,
                                                      "turns": [{"user": user, "assistant": assistant}],
                                                      "session_date": day})
        assert r.status_code == 201 and r.get_json()["episode"] is not None
    return client


def recall(client, query, **body):
    r = client.post(f"{API}/recall", json={"query": query, **body})
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def search_memory(client, scope, query):
    r = client.post(f"{API}/search-memory", json={"scope": scope, "query": query})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["results"]


@pytest.fixture
def memory(client):
    return ingest(client)


ROUTES = [  # (question, the scopes its wording routes to)
    ("What paint should I use for my kitchen walls?", []),
    ("Write a haiku about autumn leaves", []),
    ("How do I reverse a list in Python?", []),
    ("sqlite rota app", []),
    ("who am I?", ["identity"]),
    ("What's my name again", ["identity"]),
    ("what do you know about me", ["identity"]),
    ("Which editor do I prefer?", ["pinned", "identity"]),
    ("what's my favourite database?", ["pinned", "identity"]),
    ("do you remember my preference for tabs?", ["pinned", "identity"]),
    ("What's my dog called?", ["pinned", "identity"]),
    ("Do I have any allergies?", ["pinned", "identity"]),
    ("what did we discuss last time", ["episodes"]),
    ("what did we work on for the billing service?", ["episodes"]),
    ("How did we fix the flaky login test?", ["episodes"]),
    ("remember when the deploy failed?", ["episodes"]),
    ("did he like the plan", ["episodes"]),
    ("what were my exact words about the deadline?", ["transcript"]),
    ("quote verbatim what I wrote about Airflow", ["transcript"]),
    ("Quote exactly what she said about the dog", ["transcript", "episodes"]),
]


@pytest.mark.parametrize("query, scopes", ROUTES)
def test_routing_table(query, scopes):
    assert route(query) == scopes


def test_stop_words_and_common_verbs_never_carry_a_match():
    assert topic_words("What paint should I use for my kitchen walls?") == {"paint", "kitchen", "wall"}
    assert topic_words("what did we discuss last time?") == set()


@pytest.mark.parametrize("query, scope, shown", [
    ("What paint should I use for my kitchen walls?", "none", None),  # shares only "use" with the rota turn
    ("Write a haiku about autumn leaves", "none", None),
    ("dbt", "none", None),  # a bare topic with no cue and no pinned fact: nothing injected
    ("who am I?", "identity", "My favourite editor is Neovim."),
    ("Which editor do I prefer?", "pinned", "My favourite editor is Neovim."),
    ("what did we do with dbt?", "episodes", "We moved the nightly models to dbt"),
    ("How did we fix the dbt tests?", "episodes", "null customer id"),
    ("what did we discuss last time?", "episodes", "SQLite for the clinic rota app"),
    ("quote my exact words about Airflow", "transcript", "user: We moved the nightly models to dbt"),
    ("is Postgres preferred over MySQL for new projects", "pinned", "I prefer Postgres over MySQL"),
])
def test_recall_routes_each_question(memory, query, scope, shown):
    out = recall(memory, query)
    assert out["scope"] == scope, out
    if shown is None:
        assert (out["block"], out["items"], out["tokens"]) == ("", [], 0)
    else:
        assert shown in out["block"]
        if scope != "transcript":  # raw turns are never injected unless the wording asks for them
            assert not any(i.startswith("obs_") for i in out["items"])


def test_an_explicit_scope_still_needs_a_topic_word(memory):
    out = recall(memory, "What paint should I use for my kitchen walls?", scope="transcript")
    assert (out["scope"], out["items"]) == ("transcript", [])
    out = recall(memory, "What paint should I use for my kitchen walls?", scope="episodes")
    assert out["items"] == []


def test_search_memory_scopes_mean_what_they_say(memory):
    episodes = search_memory(memory, "episodes", "dbt")
    assert len(episodes) == 2 and {r["kind"] for r in episodes} == {"episode"}
    assert {r["kind"] for r in search_memory(memory, "transcript", "dbt")} == {"observation"}
    pinned = search_memory(memory, "pinned", "which editor")
    assert pinned[0]["kind"] == "fact" and pinned[0]["text"] == "My favourite editor is Neovim."
    assert "identity" in {r["kind"] for r in pinned}
    memory.post(f"{API}/slot", json={"label": "editor_notes", "content": "editor: neovim with lazy.nvim"})
    assert "slot" in {r["kind"] for r in search_memory(memory, "pinned", "editor")}
    for scope in ("pinned", "episodes", "transcript"):
        assert search_memory(memory, scope, "What should I use?") == [], scope


def test_the_answer_is_cached_for_ten_seconds(memory, clock):
    first = recall(memory, "what did we do with airflow?")
    assert first["scope"] == "episodes" and "cached" not in first
    memory.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": "af", "project": "home",
                                              "turns": [{"user": "We upgraded Airflow to version 2.9 today and moved the "
                                                                 "scheduler to its own machine.",
                                                         "assistant": "Airflow 2.9 on a dedicated scheduler host."}]})
    again = recall(memory, "what did we do with airflow?")
    assert again["cached"] is True and again["items"] == first["items"]
    clock.t += 11
    fresh = recall(memory, "what did we do with airflow?")
    assert "cached" not in fresh and len(fresh["items"]) == len(first["items"]) + 1


def test_a_clock_stepped_back_does_not_keep_a_cached_answer(memory, clock):
    """A wall clock set back an hour (NTP, a VM resumed) kept every cached answer for that hour and 10 s."""
    first = recall(memory, "what did we do with airflow?")
    memory.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": "af", "project": "home",
                                              "turns": [{"user": "We upgraded Airflow to version 2.9 today and moved the "
                                                                 "scheduler to its own machine.",
                                                         "assistant": "Airflow 2.9 on a dedicated scheduler host."}]})
    clock.t -= 3600
    fresh = recall(memory, "what did we do with airflow?")
    assert "cached" not in fresh and len(fresh["items"]) == len(first["items"]) + 1


def test_gate_off_injects_nothing(make_client):
    client, _ = make_client(relevance_gate="off")
    ingest(client)
    for query in ("who am I?", "what did we do with dbt?", "Which editor do I prefer?"):
        out = recall(client, query)
        assert (out["scope"], out["block"]) == ("none", ""), query
    assert recall(client, "dbt", scope="episodes")["items"]  # an explicit scope is not injection


@pytest.fixture
def standin():
    s = GeminiStandIn()
    yield s
    s.close()


def test_llm_mode_asks_the_llm_only_when_no_cue_fired(make_client, standin):
    client, services = make_client(relevance_gate="llm")
    ingest(client)
    services.shared.llm = GeminiLLM("test-key", base_url=standin.url, timeout=5, retries=0,
                                    budget=DailyBudget(100, services.store))
    standin.json({"scope": "episodes"})
    out = recall(client, "Anything about the dbt lineage?")
    assert out["scope"] == "episodes" and out["gate"] == "llm" and "dbt handles the lineage" in out["block"]
    assert "Anything about the dbt lineage?" in standin.requests[0]["body"]["contents"][0]["parts"][0]["text"]
    assert recall(client, "who am I?")["scope"] == "identity" and len(standin.requests) == 1  # a cue: no call
    standin.json({"scope": "none"})
    assert recall(client, "What paint should I use for my kitchen walls?")["scope"] == "none"
    standin.error(500)
    assert recall(client, "Tell me a joke")["scope"] == "none"  # the LLM failed: the heuristic's answer


def test_the_gate_setting_from_the_environment():
    assert Settings.from_env({}).relevance_gate == "heuristic"
    assert Settings.from_env({"GEMINI_API_KEY": "k"}).relevance_gate == "llm"
    assert Settings.from_env({"GEMINI_API_KEY": "k", "AGENTMEMORY_LLM_PROVIDER": "none"}).relevance_gate == "heuristic"
    assert Settings.from_env({"AGENTMEMORY_RELEVANCE_GATE": "OFF"}).relevance_gate == "off"
    with pytest.raises(Exception, match="AGENTMEMORY_RELEVANCE_GATE"):
        Settings.from_env({"AGENTMEMORY_RELEVANCE_GATE": "maybe"})


def test_a_named_entity_routes_to_the_episodes_naming_it(memory):
    memory.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": "c9", "project": "home", "turns": [
        {"user": "Caroline went to an LGBTQ support group yesterday and found it powerful.",
         "assistant": "That sounds like a meaningful evening for Caroline."}]})
    out = recall(memory, "When did Caroline go to the support group?")
    assert out["scope"] == "episodes" and "LGBTQ support group" in out["block"] and len(out["items"]) == 1
    assert recall(memory, "How do I reverse a list in Python?")["scope"] == "none"  # a name nothing mentions
    assert recall(memory, "What did Melanie paint for the support group?")["scope"] == "none"  # only "support"
