"""Everyday categories (search/asked/everyday.py, lexicon.categories): a conversation turn that names a
thing ("I play clarinet") carries its category ("instrument") as a keyword, so a question that asks for the
category finds it; other observations are indexed as before."""
from __future__ import annotations

import pytest
from helpers import observe_payload

from agentmemory.search import lexicon
from agentmemory.search.asked import everyday

PREFIX = "/agentmemory"


@pytest.mark.parametrize("text,category", [
    ("Yeah, I play clarinet! Started when I was young.", "instrument"),
    ("We got another cat named Bailey", "pet"),
    ("Took the kids camping at the lake last weekend", "outdoor activity"),
    ("Just back from a week in Lisbon", "city"),
    ("Beat my friend at Street Fighter again", "video game"),
    ("I baked banana bread for the neighbours", "dessert"),
])
def test_a_named_thing_gives_its_category(text, category):
    assert category in everyday.categories(text)


@pytest.mark.parametrize("text", [
    "Fixed the race condition in the third-party library; the build is broken again",
    "Ran the watch task, then the console showed the cache health check",
    "",
])
def test_words_common_in_code_give_no_category_a_question_would_name(text):
    assert not set(everyday.categories(text)) & {"event", "health", "book", "item", "job", "family"}


def test_categories_are_whole_phrases_in_table_order():
    # "hot chocolate" is a drink, "chocolate" alone a food and a dessert; each category once
    assert everyday.categories("Hot chocolate and a croissant, then more hot chocolate") == \
        ["food", "dessert", "drink"]
    table = (("colour|color", "red|dark blue"), ("shape", "circle|square"))
    assert lexicon.categories("a dark blue square", table) == ["colour", "shape"]
    assert lexicon.categories("blue", table) == []


def search(client, query):
    r = client.post(PREFIX + "/search", json={"query": query, "mode": "keyword", "project": "proj"})
    assert r.status_code == 200, r.get_json()
    return [h["id"] for h in r.get_json()["results"]]


def test_a_category_question_reaches_the_conversation_turn_naming_the_thing(client):
    def say(text):
        r = client.post(PREFIX + "/observe", json=observe_payload(text=text, timestamp="2025-03-03T10:00:00Z"))
        assert r.status_code == 201, r.get_json()
        return r.get_json()["observationId"]
    clarinet = say("Yeah, I play clarinet! It's a way to relax.")
    say("The weather was grey all week")
    r = client.post(PREFIX + "/observe", json={
        "hook_event_name": "PostToolUse", "session_id": "s1", "cwd": "/work/proj", "timestamp": "2025-03-03T10:05:00Z",
        "tool_name": "Bash", "tool_input": {"command": "echo clarinet violin"}, "tool_response": {"stdout": "ok"}})
    assert r.status_code == 201, r.get_json()
    command = r.get_json()["observationId"]
    found = search(client, "which instruments does she play?")
    assert clarinet in found and command not in found  # only a conversation turn carries categories
    assert command in search(client, "clarinet")
    r = client.post(PREFIX + "/observe", json=observe_payload(text="Look at this!", timestamp="2025-03-03T10:06:00Z",
                                                              data={"speaker": "Mel", "text": "Look at this!",
                                                                    "blip_caption": "a photo of a violin on a chair"}))
    assert r.status_code == 201, r.get_json()
    assert r.get_json()["observationId"] in search(client, "instruments")  # the shared image's caption counts
