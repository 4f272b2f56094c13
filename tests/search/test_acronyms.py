"""Acronyms a question spells out (search/asked/acronyms.py): read from the question (pure), and through the real app
on a real SQLite file: the item that writes the acronym joins the results although it shares no other word."""
from __future__ import annotations

import pytest

from agentmemory.search.asked import acronyms

PREFIX = "/agentmemory"


@pytest.mark.parametrize("query,acronym", [
    ("Why did we move away from activation by personalization?", "ABP"),
    ("When did we switch to over-the-air activation?", "OTAA"),
    ("Who signed the service level agreement?", "SLA"),
    ("Where is the bill of materials kept?", "BOM"),
])
def test_a_spelled_out_acronym_is_read(query, acronym):
    assert acronym in acronyms.spelled(query)


@pytest.mark.parametrize("query,acronym", [
    ("Why did the chat bot reject the calls?", "RTC"),  # "the" is spelled by no acronym
    ("Which day did we set up continuous integration?", "CI"),  # two letters: written for too much else
    ("What is the SLA?", "SLA"),  # named already
])
def test_other_runs_of_words_are_not(query, acronym):
    assert acronym not in acronyms.spelled(query)


@pytest.mark.parametrize("said,expected", [
    ("With ABP the frame counter restarts", True),
    ("OTAA-joined nodes keep their keys", True),
    ("two VMs in ams", True),
    ("abp in lower case is no acronym", False),
    ("ABPX is another name", False),
])
def test_what_writes_an_acronym(said, expected):
    acronym = "VM" if "VM" in said else "OTAA" if "OTAA" in said else "ABP"
    assert acronyms.written(acronym, said) is expected


def test_the_item_writing_the_acronym_joins_the_results(client, drain):
    def prompt(session, when, text):
        r = client.post(PREFIX + "/observe", json={"hook_event_name": "UserPromptSubmit", "session_id": session,
                                                   "cwd": "/work/proj", "timestamp": when, "prompt": text})
        assert r.status_code == 201, r.get_json()
        return r.get_json()["observationId"]
    prompt("s1", "2027-01-05T10:00:00Z", "Move the hive scales to the new stand and check the personalization "
                                         "of the dashboard colours.")
    abp = prompt("s2", "2027-01-06T10:00:00Z", "LoRaWAN: use ABP for now, keys pasted into sdkconfig.")
    drain()
    r = client.post(PREFIX + "/smart-search", json={"query": "Why did we pick activation by personalization?",
                                                     "project": "proj", "limit": 10})
    assert r.status_code == 200, r.get_json()
    res = r.get_json()["results"]
    ids = [x["id"] for x in res]
    assert abp in ids and "acronym" in res[ids.index(abp)]["matched"]


def test_the_short_forms_of_the_words_a_question_spells_in_full():
    assert acronyms.shortened(["build", "environment", "name"]) == ["env"]
    assert acronyms.shortened(["env", "renamed"]) == ["environment"]  # the other way round
    assert acronyms.shortened(["configuration", "config"]) == ["cfg", "conf"]  # named already: not twice
    assert acronyms.shortened(["database", "library", "dependency"]) == []  # "db/", "lib/", "deps/": paths


def test_the_item_writing_the_short_form_is_a_keyword_match(client, drain):
    r = client.post(PREFIX + "/observe", json={"hook_event_name": "UserPromptSubmit", "session_id": "s1",
                                               "cwd": "/work/proj", "timestamp": "2027-01-05T10:00:00Z",
                                               "prompt": "Rename the PlatformIO env c3 to hive: it reads better."})
    assert r.status_code == 201, r.get_json()
    renamed = r.get_json()["observationId"]
    drain()
    r = client.post(PREFIX + "/search", json={"query": "build environment", "project": "proj", "mode": "keyword"})
    assert r.status_code == 200, r.get_json()
    assert [x["id"] for x in r.get_json()["results"]] == [renamed]  # no word of the question but "env"
