"""The kind of item a question names (search/asked/kinds.py): read from the question (pure), and through
the real app on a real SQLite file: the item of that kind is lifted, and one that shares no word with
the question joins the results by following the item the question names (an evidence chain)."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest
from helpers import observe_payload

from agentmemory.search.asked import kinds as askedkind

PREFIX = "/agentmemory"


def observe(client, session, text, when):
    r = client.post(PREFIX + "/observe", json=observe_payload(session=session, text=text, timestamp=when))
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def native(client, session, event, when, **fields):
    body = {"hook_event_name": event, "session_id": session, "cwd": "/work/proj", "timestamp": when, **fields}
    r = client.post(PREFIX + "/observe", json=body)
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]



@pytest.mark.parametrize("query,kind", [
    ("What lesson came out of the phone call about the missing books?", "lesson"),
    ("The lesson about the connection pooler: which database did we move to?", "lesson"),
    ("The helper used to have another name: which commit renamed it?", "commit"),
    ("Which test covers the fix for double bookings?", "test"),
    ("Which test runner does the project use?", None),
    ("How do I want Go tests laid out?", "said"),  # a preference, not a test
    ("Why did the test alert bounce?", None),
    ("How big is the off-site backup repository by now?", "reading"),  # a value a command printed
    ("How much disk space do the logs take?", "reading"),
    ("Could the pipeline run the apply after a merge?", "said"),  # a rule someone stated
    ("Can a new module export its main function as the default?", "said"),
    ("Could the deploy have caused the outage?", None),  # not a rule: "the deploy" is no verb
    ("How much space does the large kiln have in total?", None),  # a capacity someone stated
    ("What latency did we measure from the office to the data centre?", "reading"),
    ("What did we measure first?", None),
    ("What did the Terraform linter complain about when we added the pipeline?", "failure"),
    ("Why did encrypting the secrets complain that nothing matched?", "failure"),
    ("For the release model, what test score did it get?", "reading"),  # a test score is a measure, no test file
    ("What validation score did the next run reach?", "reading"),
    ("What's our best macro-F1 on the held-out slides?", "reading"),
    ("How much faster did loading get with more workers?", "reading"),
    ("How much did startup time improve once photos were loaded lazily?", "reading"),
    ("How fast does the app open on the older phone?", "reading"),
    ("How many images per second did the baseline push through?", "reading"),
    ("How many calls per minute are we allowed to make?", None),  # a limit someone set, not a value seen
    ("Which test server did we point the beta at?", None),
    ("Why did the two-GPU launch refuse to start the first time?", "failure"),  # a failure in other words
    ("Why was the push rejected?", "failure"),
    ("Why did the sync hang overnight?", "failure"),
    ("How many rows does the events table hold by now?", "reading"),  # a count a query printed
    ("Why was the EF project given a new name?", "rename-reason"),  # the reason, said as it was renamed
    ("Why was it renamed?", "rename-reason"),
    ("Why did the day-before notification job get a new class name?", "rename-reason"),  # words between
    ("Why does the bookings table count people under a different column name?", "rename-reason"),
    ("What's the new name of the sync service?", "rename"),
    ("What stopped the pull-request workflow from passing on its first attempt?", "failure"),
    ("What was the problem with rendering the map only in the browser?", "failure"),
    ("What stopped us from using Redis?", None),  # no "-ing" after "from": a reason, said
    ("What's the name of the mart with one row per subscriber?", "rename"),  # a name of code, in other words
    ("What's the Ansible role with the ssh hardening called?", "rename"),
    ("What is the journal server's resource called in Terraform?", "rename"),
    ("What are the names of the rooms we can reserve?", None),  # rooms are no code
])
def test_the_kind_a_question_asks_for(query, kind):
    assert askedkind.asked_kind(query) == kind


@pytest.mark.parametrize("title,kind,expected", [
    ("Write /src/shelf/internal/source/window_test.go", "test", True),
    ("Edit /app/tests/test_dupes.py", "test", True),
    ("Read /app/src/booking.spec.ts", "test", True),
    ("Run: go test ./...", "test", False),
    ("Write /app/src/booking.ts", "test", False),
    ("Run: git add -A && git commit -m 'Rename the poller'", "commit", True),
    ("Prompt: Data is a bad name now. Rename the project to Persistence.", "rename-reason", True),
    ("Run: git mv src/Data src/Persistence", "rename-reason", False),  # a rename, no reason said
    ("Prompt: Add a seeding step to the data project.", "rename-reason", False),
    ("Run: git status", "commit", False),
])
def test_which_items_are_of_a_kind(title, kind, expected):
    assert askedkind.is_kind(kind, "observation", title) is expected


def write(client, session, path, content, when):
    return native(client, session, "PostToolUse", when, tool_name="Write",
                  tool_input={"file_path": path, "content": content}, tool_response={"success": True})


def smart(client, query):
    r = client.post(PREFIX + "/smart-search", json={"query": query, "project": "proj", "limit": 10})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["results"]


def test_the_lesson_that_followed_the_named_event_comes_first(client, clock, drain):
    observe(client, "s1", "Rui phoned: the webshop shows 14 copies of Os Maias but the shops hold 7",
            "2026-09-15T11:03:00Z")
    observe(client, "s1", "Rui wants a weekly email with the stock of Os Maias", "2026-09-18T09:00:00Z")
    clock.t = datetime(2026, 9, 15, 11, 26, tzinfo=timezone.utc).timestamp()  # learnt right after the call
    r = client.post(PREFIX + "/lessons", json={"content": "Offset paging is unstable while tills sell: page by id",
                                                "project": "proj"})
    assert r.status_code in (200, 201), r.get_json()
    lesson = (r.get_json().get("lesson") or r.get_json())["id"]
    drain()
    clock.t = datetime(2026, 10, 5, 9, 0, tzinfo=timezone.utc).timestamp()
    res = smart(client, "What lesson came out of Rui's phone call about Os Maias?")
    assert res[0]["id"] == lesson and "chain" in res[0]["matched"] and "asked-kind" in res[0]["matched"]


def test_the_test_written_after_the_bug_report_is_lifted_above_it(client, drain):
    observe(client, "s7", "A customer bought a book online that the Baixa shop had sold that afternoon",
            "2026-09-22T10:03:00Z")
    test_id = write(client, "s7", "/src/shelf/internal/source/window_test.go",
                    "package source\n\nfunc TestWindowOffset(t *testing.T) {}\n", "2026-09-22T10:18:30Z")
    write(client, "s7", "/src/shelf/internal/source/window.go", "package source\n", "2026-09-22T10:25:00Z")
    drain()
    res = smart(client, "Which test covers the bug that the Baixa sale uncovered?")
    assert res[0]["id"] == test_id and "asked-kind" in res[0]["matched"]


@pytest.mark.parametrize("query", [
    "What's the function that reads stock levels from Lightspeed called?",
    "Which file holds the code that updates WooCommerce?",
    "Where does the code that talks to the sensor API live?",
    "What is it called now?",
])
def test_a_question_for_the_name_or_place_of_code_asks_for_a_rename(query):
    assert askedkind.asked_kind(query) == "rename"


@pytest.mark.parametrize("said,expected", [
    ("Prompt: Rename the packages: internal/pos/lightspeed.go becomes internal/source/lightspeed.go", True),
    ("Run: gofmt -w -r 'PollInventory -> FetchStockLevels' ./internal", True),
    ("Run: git mv internal/pos internal/source", True),
    ("Edit /a/ing.rs\n--- before\npub fn parse_statement(input: &str)\n+++ after\npub fn read_statement(input: &str)",
     True),
    ("Edit /a/ing.rs\n--- before\n/// \"1.234,56\" -> 1234.56\nfn parse_amount(raw: &str) -> Result<f64> {\n"
     "+++ after\n/// \"1.234,56\" -> 123456 cents\nfn parse_amount(raw: &str) -> Result<i64> {", False),
    ("Prompt: the queue becomes slow when it is full", False),
    ("What is the name of her dog?", False),
])
def test_which_items_rename_or_move(said, expected):
    assert askedkind.is_kind("rename", "observation", said) is expected


@pytest.mark.parametrize("said,expected", [
    ("Prompt: Rename the SendReminderEmail job to SendSlotReminder, it sends SMS too.\n"
     "Rename the SendReminderEmail job to SendSlotReminder, it sends SMS too.", True),
    ("Run: git mv app/Jobs/SendReminderEmail.php app/Jobs/SendSlotReminder.php", True),
    # a decision first, a rename on the way: the decision is what it says
    ("Prompt: Actually let's not keep the level CDN on our R2 bucket.\nActually let's not keep the level CDN on our "
     "R2 bucket. Move the remote bundles to Unity CCD. While we're at it, rename the group RemoteLevels to LevelPacks.",
     False),
    ("Prompt: Add a waitlist to full slots.\nAdd a waitlist to full slots.", False),  # no rename at all
])
def test_only_a_rename(said, expected):
    assert askedkind.only_renames("observation", said) is expected


def test_the_rename_answers_what_the_function_is_called(client, clock, drain):
    old = write(client, "s2", "/src/shelf/internal/pos/lightspeed.go",
                "// Package pos reads stock levels from Lightspeed.\npackage pos\n\n"
                "// PollInventory reads the stock levels of every shop from Lightspeed.\nfunc PollInventory() error {}\n",
                "2026-09-08T10:00:00Z")
    observe(client, "s3", "Lightspeed returns stock levels per shop; we keep one row per sku and shop",
            "2026-09-09T10:00:00Z")
    rename = native(client, "s6", "PostToolUse", "2026-09-18T10:00:00Z", tool_name="Bash",
                    tool_input={"command": "gofmt -w -r 'PollInventory -> FetchStockLevels' ./internal"},
                    tool_response={"stdout": "", "stderr": ""})
    drain()
    res = smart(client, "What's the function that reads stock levels from Lightspeed called?")
    ids = [r["id"] for r in res]
    assert rename in ids and old in ids and ids.index(rename) < 2
    assert "asked-kind" in res[ids.index(rename)]["matched"]


def test_a_reversal_that_renames_on_the_way_still_takes_the_old_decisions_place(client, clock, drain):
    """The successor of a reversed decision ranks above it, even when the reversing prompt also renames something:
    only a rename and nothing else gives its lift back for a question that asks no name."""
    old = native(client, "s3", "UserPromptSubmit", "2027-05-07T12:33:00Z",
                 prompt="Levels as data: pack 1 ships inside the app, later packs download on demand. Remote bundles "
                        "live on our own Cloudflare R2 bucket behind cdn.pebblewick.games: cheap, no egress fees.")
    new = native(client, "s6", "UserPromptSubmit", "2027-05-17T09:21:00Z",
                 prompt="Actually let's not keep the level CDN on our own R2 bucket. The publisher wants to push new "
                        "packs without waiting for us: move the remote Addressables to Unity Cloud Content Delivery. "
                        "While we're at it, rename the group RemoteLevels to LevelPacks.")
    drain()
    res = smart(client, "Where are the downloadable level bundles hosted?")
    ids = [r["id"] for r in res]
    assert new in ids and old in ids and ids.index(new) < ids.index(old)
