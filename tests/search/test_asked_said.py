"""A question for the reason of a choice or for a rule to follow (search/asked/kinds.py, "said"): read from the
question (pure), and through the real app on a real SQLite file: what a person stated (a prompt, a saved
memory) is lifted above tool output that shares more of the question's words."""
from __future__ import annotations

import pytest

from agentmemory.search.asked import kinds as askedkind

PREFIX = "/agentmemory"


def native(client, session, event, when, **fields):
    body = {"hook_event_name": event, "session_id": session, "cwd": "/work/proj", "timestamp": when, **fields}
    r = client.post(PREFIX + "/observe", json=body)
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


@pytest.mark.parametrize("query", [
    "Why did we go with an embedded database rather than a server?",
    "Why do the scheduled jobs run under systemd and not crontab?",
    "What was the reasoning for getting rid of Redis?",
    "What made us choose the HTTP framework we ended up with?",
    "Should migrations run automatically when the container boots?",
    "Is it OK to leave the lock file out of git?",
    "May I copy real statements into the fixtures?",
    "Can I pull in a JavaScript framework for the calendar?",
    "Does Priya want type annotations on functions?",
    "What has to pass before I ship a release?",
    "Who at the coworking space relies most on the daily overview?",
    "The person who reported the clock-change problem: which features does she use?",
    "Why did the length of a climbing slot change?",  # a change someone decided, said as they decided it
    "Why was the mailer switched to Postmark?",
    "Why were the reminder jobs moved to their own queue?",
    "Why was the nightly start pushed later in the night?",
    "How do we format commit messages here?",  # a convention, which someone stated
    "How am I supposed to name a new staging model?",
    "How are commit messages supposed to be written here?",
    "How am I supposed to run the controller tests, given the IDE runs broke?",
])
def test_a_question_for_a_reason_or_a_rule_asks_for_what_was_said(query):
    assert askedkind.asked_kind(query) == "said"


@pytest.mark.parametrize("query", [
    "Why did the very first build fail?",
    "Why couldn't I install the gems on the first day?",
    "Why were the temperature readings failing their checksum?",
    "Which commit should I look at for the fix?",  # names a kind of its own first
    "Why couldn't the tests even import our package on the first day?",
    "On which host port can I reach the dev database container?",
    "How many months should a cell last at one report every half hour?",
    "Which process owns the port?",
    "Why were some titles shown online with about twice the copies we actually had?",
    "What does Uber Eats have to do with the second duplicates bug?",
    "The mail provider whose EU region tripped us up: what is its password variable called?",
    "Why did the build fail after we moved the file?",  # a failure, whatever changed before it
    "Why did the hit rate drop?",  # a reading that changed, not a decision
    "How do we deploy?",  # a procedure, written down
    "How long is a berth supposed to be held?",  # a value
])
def test_a_question_about_what_happened_does_not(query):
    assert askedkind.asked_kind(query) != "said"


@pytest.mark.parametrize("kind,title,expected", [
    ("observation", "Prompt: Use OTAA instead: the frame counter resets after every power loss", True),
    ("observation", "Prompt: After every wake the scale reports nonsense. What's going on?", False),
    ("observation", "Run: ttn-lw-cli end-devices events hivebeam-gent hive-02", False),
    ("memory", "Deploying: kamal deploy from the repo root", True),
    ("lesson", "RTC memory does not survive a power loss", False),
])
def test_what_counts_as_said(kind, title, expected):
    assert askedkind.is_kind("said", kind, title) is expected


def smart(client, query):
    r = client.post(PREFIX + "/smart-search", json={"query": query, "project": "proj", "limit": 10})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["results"]


def test_the_prompt_that_gave_the_reason_comes_before_the_commands(client, drain):
    reason = native(client, "s6", "UserPromptSubmit", "2026-01-18T10:00:00Z",
                    prompt="TTN drops the uplinks after a battery swap: with ABP the frame counter starts at zero "
                           "again. Switch activation to OTAA and keep the session in RTC memory.")
    tools = [native(client, "s6", "PostToolUse", f"2026-01-18T10:0{i}:00Z", tool_name="Bash",
                    tool_input={"command": f"ttn-lw-cli end-devices switch-activation hive-0{i} --from ABP --to OTAA"},
                    tool_response={"stdout": f"hive-0{i}: switched the activation from ABP to OTAA (activation "
                                             "mode OTAA; the ABP activation keys were removed)", "stderr": ""})
             for i in range(2, 6)]
    drain()
    res = smart(client, "Why did we switch the activation from ABP to OTAA?")
    ids = [r["id"] for r in res]
    assert reason in ids and set(tools) & set(ids)
    assert ids[0] == reason and "asked-kind" in res[0]["matched"]
