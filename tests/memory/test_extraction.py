"""Automatic typed extraction (memory/distill/extraction.py, extract_rules.py): fixture conversations
offline, the LLM's operations through the Gemini stand-in, and consolidation digesting ended sessions."""
from __future__ import annotations

import pytest

from agentmemory.llm import DailyBudget
from agentmemory.llm.gemini import GeminiLLM
from agentmemory.memory.distill import extract_rules
from agentmemory.store import KV
from llm.gemini_standin import GeminiStandIn

from helpers import T0, observe_payload

API = "/agentmemory"
CHAT = [
    {"user": "Hi! My name is Terence and I work at Acme Corp.", "assistant": "Nice to meet you, Terence."},
    {"user": "For the new service I prefer Postgres over MySQL because of its JSON support.",
     "assistant": "Postgres it is. I prefer tabs, by the way."},
    {"user": "My favourite editor is Neovim. I live in Lisbon.", "assistant": "Noted."},
    {"user": "We decided to use Kafka for the event bus.", "assistant": "Great, I will set up the Kafka topics."},
    {"user": "Yesterday I went to a meetup with my friend Alice about event sourcing.", "assistant": "Sounds fun."},
]


def typed(client, type_name, **query):
    r = client.get(f"{API}/typed/{type_name}", query_string=query)
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def ingest(client, conversation="chat-1", turns=CHAT):
    r = client.post(f"{API}/memory/ingest", json={"agent_id": "default", "conversation_id": conversation,
                                                  "turns": turns, "project": "shop",
                                                  "session_date": "2026-01-10T10:00:00Z"})
    assert r.status_code == 201, r.get_json()
    return r.get_json()


# ---------------------------------------------------------------- offline
def test_a_distilled_session_fills_preferences_profile_events_and_entities(client, services):
    ingest(client)
    prefs = {i["key"]: i for i in typed(client, "preferences")["items"]}
    assert prefs["favourite editor"]["fields"]["preference"] == "Neovim"
    assert prefs["MySQL vs Postgres"]["fields"]["preference"] == "Postgres over MySQL"
    assert not any("tabs" in k for k in prefs)  # the assistant's own preference is not the user's
    profile = typed(client, "profile", key="user")["item"]["fields"]
    assert profile["name"] == "Terence" and profile["organisation"] == "Acme Corp" and profile["location"] == "Lisbon"
    events = typed(client, "events", project="shop")["items"]
    decided = [e for e in events if e["fields"]["title"].startswith("Decided: use Kafka")]
    assert decided and decided[0]["fields"]["date"] == "2026-01-10"
    meetup = [e for e in events if "meetup" in e["fields"]["title"]]
    assert meetup and meetup[0]["fields"]["date"] == "2026-01-09"  # "yesterday", said on 10 January
    entities = {i["key"]: i["fields"] for i in typed(client, "entities", project="shop")["items"]}
    assert entities["Alice"]["entity_type"] == "person" and entities["Alice"]["relationship"] == "the user's friend"
    assert entities["Acme Corp"]["entity_type"] == "organisation"
    assert services.store.get(KV.meta, "extracted:chat-1")["method"] == "extractive"


def test_a_second_session_merges_into_the_same_records(client, services):
    ingest(client)
    ingest(client, "chat-2", [{"user": "I still prefer Postgres over MySQL, honestly.", "assistant": "Sure."},
                              {"user": "My favourite editor is Helix these days.", "assistant": "Noted."}])
    prefs = {i["key"]: i for i in typed(client, "preferences")["items"]}
    assert prefs["MySQL vs Postgres"]["fields"]["times_stated"] == 2  # sum merge op
    assert prefs["favourite editor"]["fields"]["preference"] == "Helix"  # patch merge op ("these days" dropped)
    assert prefs["favourite editor"]["version"] == 2


def test_l0_and_l1_are_whole_sentences(client, services):
    said = ("Yesterday I went to the allotment society's annual meeting, where the committee, after a long debate "
            "about water rights, compost bins and the new fence, finally agreed to let members keep two beehives.")
    ingest(client, "chat-bees", [{"user": said, "assistant": "Lovely."}])
    item = [e for e in typed(client, "events", project="shop")["items"] if "allotment" in e["key"]][0]
    assert item["fields"]["description"] == said  # the statement whole
    assert item["fields"]["title"] == "Yesterday I went to the allotment society's annual meeting"
    assert len(item["abstract"]) <= 160 and item["abstract"].endswith("…")
    assert item["content"].startswith(item["abstract"].rstrip("…") + ",")  # cut where a clause ends
    assert len(item["overview"]) <= 400 and item["overview"].endswith(("beehives.", "…"))


def test_the_rules_on_their_own():
    obs = [{"id": f"o{i}", "type": "conversation", "ts": T0, "narrative": t, "data": {"speaker": "user", "text": t}}
           for i, t in enumerate(["I really love hiking in the mountains.", "I hate YAML indentation errors.",
                                  "I speak English and Portuguese.", "Would I prefer Rust over Go?"])]
    ops = extract_rules.extract(obs)
    prefs = {o["fields"]["topic"]: o["fields"]["preference"] for o in ops if o["type"] == "preferences"}
    assert prefs == {"hiking in the mountains": "loves hiking in the mountains",
                     "YAML indentation errors": "dislikes YAML indentation errors"}  # the question is no statement
    profile = [o for o in ops if o["type"] == "profile"][0]["fields"]
    assert profile["languages"] == ["English", "Portuguese"]
    assert extract_rules.date_named("The release is on 21 November", T0) == "2026-11-21"
    assert extract_rules.date_named("I met her last Friday", T0) == "2025-12-26"  # T0 is a Thursday


def test_typed_records_facts_and_episodes_are_searchable_by_default(client, services):
    ingest(client)
    found = client.post(f"{API}/smart-search", json={"query": "favourite editor Neovim"}).get_json()["results"]
    kinds = {r["kind"] for r in found}
    assert "typed" in kinds and "observation" in kinds
    only_turns = client.post(f"{API}/smart-search", json={"query": "favourite editor Neovim",
                                                         "kinds": ["observation"]}).get_json()["results"]
    assert {r["kind"] for r in only_turns} == {"observation"}
    ctx = client.post(f"{API}/context", json={"project": "shop", "query": "which editor"}).get_json()["context"]
    assert "Neovim" in ctx


# ---------------------------------------------------------------- with an LLM
@pytest.fixture
def standin():
    s = GeminiStandIn()
    yield s
    s.close()


def test_one_llm_call_proposes_operations_validated_against_the_schemas(client, services, standin):
    ingest(client)  # offline first: the records the LLM may edit or delete
    services.shared.llm = GeminiLLM("k", base_url=standin.url, timeout=5, retries=0,
                                    budget=DailyBudget(100, services.store))
    standin.json({"operations": [
        {"op": "write", "type": "preferences", "fields": {"topic": "shell", "preference": "fish"},
         "abstract": "Uses fish as the shell.", "overview": "The user prefers the fish shell for its completions."},
        {"op": "edit", "type": "profile", "key": "user", "field": "organisation", "search": "Acme Corp",
         "replace": "Acme Labs"},
        {"op": "delete", "type": "preferences", "key": "favourite editor"},
        {"op": "write", "type": "preferences", "fields": {"topic": "x", "colour": "blue"}},  # no such field
        {"op": "write", "type": "horoscope", "fields": {"sign": "leo"}},  # no such type
        {"op": "edit", "type": "profile", "key": "user", "field": "location", "search": "Madrid", "replace": "Porto"},
    ]})
    sess = services.store.get(KV.sessions, "chat-1")
    turns = services.store.reader().observations("chat-1").find()
    out = services.extraction.extract_session(sess, turns)
    assert len(standin.requests) == 1 and out["method"] == "llm"
    prompt = standin.requests[0]["body"]["contents"][0]["parts"][0]["text"]
    assert "preferences: key {topic}" in prompt and "favourite editor" in prompt and "Kafka" in prompt
    assert [a["op"] for a in out["applied"]] == ["write", "edit", "delete"]
    assert len(out["rejected"]) == 3
    assert {r["type"] for r in out["rejected"]} == {"preferences", "horoscope", "profile"}
    shell = typed(client, "preferences", key="shell")["item"]
    assert shell["abstract"] == "Uses fish as the shell." and shell["overview"].startswith("The user prefers the fish")
    assert typed(client, "profile", key="user")["item"]["fields"]["organisation"] == "Acme Labs"
    assert client.get(f"{API}/typed/preferences", query_string={"key": "favourite editor"}).status_code == 404


def test_an_llm_that_fails_falls_back_to_the_rules(client, services, standin):
    services.shared.llm = GeminiLLM("k", base_url=standin.url, timeout=5, retries=0,
                                    budget=DailyBudget(100, services.store))
    standin.always_text("not json at all")
    ingest(client)
    assert services.store.get(KV.meta, "extracted:chat-1")["method"] == "extractive"
    assert typed(client, "preferences", key="favourite editor")["item"]["fields"]["preference"] == "Neovim"


# ---------------------------------------------------------------- consolidation
def test_consolidation_digests_ended_sessions_nothing_covered(client, services, clock):
    for text in ("My favourite database is SQLite.", "I work at Initech as a data engineer, mostly on ETL jobs."):
        client.post(f"{API}/observe", json=observe_payload("s-end", "p", text))
    client.post(f"{API}/session/end", json={"sessionId": "s-end"})
    with services.store.write() as tx:  # as a session ended by an import, or before summaries existed
        tx.delete(KV.summaries, "s-end")
    assert services.store.get(KV.meta, "extracted:s-end") is None  # no distiller thread in tests
    report = client.post(f"{API}/consolidate").get_json()["steps"]["sessions"]
    assert report["sessionsSummarised"] == 1 and report["sessionsExtracted"] == 1
    assert client.get(f"{API}/crystals", query_string={"sessionId": "s-end"}).get_json()["crystals"]
    assert typed(client, "preferences", key="favourite database")["item"]["fields"]["preference"] == "SQLite"
    again = client.post(f"{API}/consolidate").get_json()["steps"]["sessions"]
    assert again["sessionsSummarised"] == 0 and again["sessionsExtracted"] == 0
