"""The next step of an event a two-part question names (search/asked/steps.py): the shape (pure), and
through the real app on a real SQLite file: what the agent ran right after the matching event joins
the results although it shares no word with the question."""
from __future__ import annotations

import pytest
from helpers import observe_payload

from agentmemory.search.asked import steps

PREFIX = "/agentmemory"


@pytest.mark.parametrize("query,expected", [
    ("When the database port was taken on my laptop, what was already sitting on it?", True),
    ("The process that held the database lock the first time: what was it running?", True),
    ("If the sync is down for hours, how should I get hold of Rui?", False),  # a condition, no event
    ("According to Gina, what makes Jon a perfect mentor?", False),  # a source, no event
    ("What was already sitting on the port?", False),
])
def test_a_question_in_two_parts(query, expected):
    assert steps.two_part(query) is expected


def bash(client, session, command, when, stdout="", stderr=""):
    body = {"hook_event_name": "PostToolUse", "session_id": session, "cwd": "/work/proj", "timestamp": when,
            "tool_name": "Bash", "tool_input": {"command": command},
            "tool_response": {"stdout": stdout, "stderr": stderr}}
    r = client.post(PREFIX + "/observe", json=body)
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def say(client, session, text, when):
    r = client.post(PREFIX + "/observe", json=observe_payload(session=session, text=text, timestamp=when))
    assert r.status_code == 201, r.get_json()


def smart(client, query):
    r = client.post(PREFIX + "/smart-search", json={"query": query, "project": "proj", "limit": 10})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["results"]


def test_what_was_run_right_after_the_named_event_joins_the_results(client, drain):
    bash(client, "s1", "docker compose up -d db", "2026-09-07T09:26:00Z",
         stderr="Bind for 0.0.0.0:5432 failed: port is already allocated")
    ss = bash(client, "s1", "ss -ltnp | grep 5432", "2026-09-07T09:28:00Z",
              stdout='LISTEN 0 244 127.0.0.1:5432 users:(("postgres",pid=1187,fd=6))')
    say(client, "s2", "The laptop fan is loud when the database container runs", "2026-09-09T10:00:00Z")
    drain()
    res = smart(client, "When the database port was taken on my laptop, what was already sitting on it?")
    ids = [r["id"] for r in res]
    assert ss in ids[:3] and "next" in res[ids.index(ss)]["matched"]
