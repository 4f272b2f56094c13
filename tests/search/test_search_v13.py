"""hybrid-v13 through the real app on a real SQLite file: an event window that holds nothing, session
records in ranked results, and a rename that took an old state's place."""
from __future__ import annotations

from datetime import datetime, timezone

from agentmemory.search.hybrid import Filters
from agentmemory.search.ranking import Candidate, Scored
from helpers import observe_payload

ASKED = datetime(2026, 3, 27, 10, 0, tzinfo=timezone.utc).timestamp()  # Friday 27 March 2026
CWD = "/work/proj"


def observe(client, session, text, when):
    r = client.post("/agentmemory/observe", json=observe_payload(session=session, text=text, timestamp=when))
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def native(client, session, event, when, **fields):
    body = {"hook_event_name": event, "session_id": session, "cwd": CWD, "timestamp": when, **fields}
    r = client.post("/agentmemory/observe", json=body)
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def smart(client, query, limit=10):
    r = client.post("/agentmemory/smart-search", json={"query": query, "project": "proj", "limit": limit})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["results"]


def test_days_after_an_event_dated_to_an_empty_day_try_the_next_hit(client, clock, drain):
    # Mentioned first on Thursday (the lead rule dates the event there: Saturday is empty), done on Monday.
    ids = {
        "plan": observe(client, "s1", "Redis runs the background jobs; moving the jobs off Redis later",
                        "2026-03-12T10:00:00Z"),
        "moved": observe(client, "s2", "Moving the jobs off Redis: the background jobs now run in Postgres",
                         "2026-03-16T10:00:00Z"),
        "wed": observe(client, "s3", "Fixed the overbooked kiln: the room left is summed in SQL",
                       "2026-03-18T10:00:00Z"),
    }
    drain()
    clock.t = ASKED
    res = smart(client, "What did we do two days after moving the jobs off Redis?")
    assert [r["id"] for r in res] == [ids["wed"]] and res[0]["matched"] == ["time:2026-03-18"]


def test_session_start_and_stop_records_are_no_ranked_result(client, clock, drain):
    real = observe(client, "s1", "The agent stopped the deploy because the migration tests failed",
                   "2026-03-20T10:00:00Z")
    stop = native(client, "s1", "Stop", "2026-03-20T10:05:00Z", stop_hook_active=False)
    start = native(client, "s2", "SessionStart", "2026-03-21T09:00:00Z", source="startup")
    drain()
    clock.t = ASKED
    ids = [r["id"] for r in smart(client, "why was the agent stopped when the session started")]
    assert real in ids and stop not in ids and start not in ids


def _edit(client, session, path, old, new, when):
    body = {"hook_event_name": "PostToolUse", "session_id": session, "cwd": CWD, "timestamp": when,
            "tool_name": "Edit", "tool_input": {"file_path": f"{CWD}/{path}", "old_string": old, "new_string": new},
            "tool_response": {"filePath": f"{CWD}/{path}", "oldString": old, "newString": new}}
    r = client.post("/agentmemory/observe", json=body)
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def test_a_rename_takes_the_old_states_place_only_for_a_name_question(client, clock, drain, services):
    fix = _edit(client, "s1", "app/models/booking.rb", "    used = firing.bookings_count",
                "    # room left in a firing: the summed half shelves of its bookings\n"
                "    used = firing.shelf_bookings.sum(:half_shelves)", "2026-03-18T10:00:00Z")
    rename = _edit(client, "s2", "config/routes.rb", "    resources :shelf_bookings", "    resources :reservations",
                   "2026-03-24T10:00:00Z")
    drain()
    clock.t = ASKED
    res = {r["id"]: r for r in smart(client, "shelf bookings half shelves room left")}
    assert res[fix].get("supersededBy") == rename  # the rename made the fix's view stale
    searcher = services.shared.searcher
    docs = {h.item_id: h.doc_id for h in searcher.search("shelf bookings reservations half shelves room",
                                                         Filters(project="proj"), limit=10)}

    def placed(query):  # as ranking.below_successors leaves them: the rename lifted to the old view's score
        old = Scored(Candidate(docs[fix], "observation", fix, "s1", 1, 1.0, superseded_by=rename), 0.99, ["bm25"])
        new = Scored(Candidate(docs[rename], "observation", rename, "s2", 2, 2.0), 1.0, ["bm25", "successor"],
                     unlifted=0.3)
        return searcher._renames_unlifted(query, [new, old], {})

    out = placed("How is the room left in a firing summed?")  # asks what the old view said
    assert [s.candidate.item_id for s in out] == [fix, rename] and out[1].score == 0.3
    assert "successor" not in out[1].matched
    out = placed("What is the booking route called now?")  # asks for the name: the rename answers it
    assert [s.candidate.item_id for s in out] == [rename, fix] and out[0].score == 1.0
