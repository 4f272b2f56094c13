"""Time as a filter in smart-search (search/timed.py), through the real app on a real SQLite file,
with the services' clock moved to when the question is asked."""
from __future__ import annotations

from datetime import datetime, timezone

from helpers import Clock, observe_payload

from agentmemory.app import build_services, create_app
from agentmemory.config import Settings
from agentmemory.search.hybrid import Filters
from agentmemory.search.dates import TimeWindow

PREFIX = "/agentmemory"
ASKED = datetime(2026, 3, 27, 10, 0, tzinfo=timezone.utc).timestamp()  # Friday 27 March 2026


def observe(client, session, text, when):
    r = client.post(PREFIX + "/observe", json=observe_payload(session=session, text=text, timestamp=when))
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def native(client, session, event, when, **fields):
    body = {"hook_event_name": event, "session_id": session, "cwd": "/work/proj", "timestamp": when, **fields}
    r = client.post(PREFIX + "/observe", json=body)
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def smart(client, query, limit=10):
    r = client.post(PREFIX + "/smart-search", json={"query": query, "project": "proj", "limit": limit})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["results"]


def four_days(client):
    """Four days of work; returns the observation ids by name."""
    ids = {
        "stripe": observe(client, "s1", "Integrated Stripe card payments in the checkout view", "2026-03-23T10:00:00Z"),
        "stripe_test": observe(client, "s1", "Added webhook tests for the payment intents", "2026-03-23T11:00:00Z"),
        "invoice": observe(client, "s2", "Built the PDF invoice generator with weasyprint", "2026-03-24T09:00:00Z"),
        "email": observe(client, "s2", "Invoices are mailed to the customer after checkout", "2026-03-24T09:30:00Z"),
        "login": observe(client, "s3", "Fixed the login bug: the session cookie lacked SameSite",
                         "2026-03-25T14:00:00Z"),
        "parser": observe(client, "s4", "The CSV parser crashed on empty lines; patched to skip them",
                          "2026-03-26T16:00:00Z"),
        "docs": observe(client, "s4", "Wrote the README section on importing statements", "2026-03-26T17:00:00Z"),
    }
    ids["s4_start"] = native(client, "s4", "SessionStart", "2026-03-26T15:59:00Z", source="startup")
    return ids


def test_what_did_we_do_yesterday_lists_that_day_in_time_order(client, clock, drain):
    ids = four_days(client)
    drain()
    clock.t = ASKED
    res = smart(client, "What were we working on yesterday?")
    assert [r["id"] for r in res] == [ids["parser"], ids["docs"]]  # the session start says nothing
    assert all(r["matched"] == ["time:2026-03-26"] for r in res)
    clock.t = ASKED + 86400  # asked a day later, "yesterday" is another day (nothing there): a plain search
    assert all("time:2026-03-26" not in r["matched"] for r in smart(client, "What were we working on yesterday?"))


def test_the_day_after_an_event_is_found_by_searching_the_event_first(client, clock, drain):
    ids = four_days(client)
    drain()
    clock.t = ASKED
    res = smart(client, "What did we build the day after we integrated card payments?")
    assert [r["id"] for r in res] == [ids["invoice"], ids["email"]]
    assert res[0]["matched"] == ["time:2026-03-24"]


def test_before_an_event_lists_the_closest_items_first(client, clock, drain):
    ids = four_days(client)
    drain()
    clock.t = ASKED
    res = smart(client, "What was the last thing we did before we fixed the login bug?")
    assert [r["id"] for r in res][:4] == [ids["email"], ids["invoice"], ids["stripe_test"], ids["stripe"]]


def test_items_of_a_named_day_are_candidates_without_sharing_a_word(client, clock, drain):
    ids = four_days(client)
    drain()
    clock.t = ASKED
    res = smart(client, "Which bug did we fix on 26 March?")
    by_id = {r["id"]: r for r in res}
    assert ids["parser"] in by_id and "time:2026-03-26" in by_id[ids["parser"]]["matched"]
    assert ids["login"] in by_id and not any(m.startswith("time:") for m in by_id[ids["login"]]["matched"])
    assert [r["id"] for r in res].index(ids["parser"]) < [r["id"] for r in res].index(ids["login"])


def test_a_relative_day_ranks_its_items_above_keyword_matches_elsewhere(client, clock, drain):
    ids = four_days(client)
    drain()
    clock.t = ASKED
    res = smart(client, "which invoice changes did we make on Tuesday?")
    assert res[0]["id"] in (ids["invoice"], ids["email"]) and "time:2026-03-24" in res[0]["matched"]


def test_a_query_without_a_time_is_unchanged(client, clock, drain):
    ids = four_days(client)
    drain()
    clock.t = ASKED
    res = smart(client, "session cookie SameSite login")
    assert res[0]["id"] == ids["login"] and not any(m.startswith("time:") for r in res for m in r["matched"])


def deploy_weeks(client):
    """Work before a deploy, the deploy, its first failure, and a later redeploy that mentions it more."""
    return {
        "export": observe(client, "s1", "Added the CSV export command for invoices", "2026-03-13T10:00:00Z"),
        "export_tests": observe(client, "s2", "Wrote tests for the CSV export of invoices", "2026-03-16T10:00:00Z"),
        "deploy": observe(client, "s3", "Deployed to the production server: systemd unit and timer",
                          "2026-03-18T10:00:00Z"),
        "deploy_note": observe(client, "s3", "Deploy notes: we deployed to production with the deploy unit",
                               "2026-03-18T10:20:00Z"),
        "crash": observe(client, "s5", "The nightly export job crashed: the disk was full",
                         "2026-03-19T03:00:00Z"),
        "redeploy": observe(client, "s4", "Redeploy: we deployed the deploy unit to production again",
                            "2026-03-22T09:00:00Z"),
    }


def test_the_week_before_an_event_holds_none_of_its_items(client, clock, drain):
    ids = deploy_weeks(client)
    ids["again"] = observe(client, "s6", "We deployed the deploy unit to production again, deployed",
                           "2026-03-22T10:00:00Z")
    drain()
    clock.t = ASKED
    # The strongest mention is the redeploy 4 days later; the event is the deploy it follows, and the
    # week before it ends where the deploy starts.
    res = smart(client, "What did we do in the week before we deployed?")
    assert {r["id"] for r in res} == {ids["export"], ids["export_tests"]}
    assert all(r["matched"] == ["time:2026-03-11..2026-03-17"] for r in res)


def test_the_items_that_name_the_event_are_not_lifted_by_its_window(client, clock, drain):
    ids = deploy_weeks(client)
    drain()
    clock.t = ASKED
    res = smart(client, "Why did the job keep failing right after we went live?")
    by_id = {r["id"]: r for r in res}
    assert "time:2026-03-18..2026-03-20" in by_id[ids["crash"]]["matched"]  # "went live": deployed, 2 days
    assert all(not m.startswith("time:") for m in by_id.get(ids["deploy_note"], {"matched": []})["matched"])
    assert res[0]["id"] == ids["crash"]


def test_a_listing_shows_what_was_asked_and_changed_before_looking_around(client, clock, drain):
    """A day's first items are often routine (a file read, `git pull`): what was asked, changed or failed comes first."""
    read = native(client, "s1", "PostToolUse", "2026-03-26T09:00:00Z", tool_name="Read",
                  tool_input={"file_path": "/work/proj/src/main.c"}, tool_response={"content": "int main() {}"})
    asked = native(client, "s1", "UserPromptSubmit", "2026-03-26T09:05:00Z", prompt="Add a battery voltage report.")
    edit = native(client, "s1", "PostToolUse", "2026-03-26T09:10:00Z", tool_name="Edit",
                  tool_input={"file_path": "/work/proj/src/battery.c", "old_string": "a", "new_string": "b"},
                  tool_response={})
    drain()
    clock.t = ASKED
    assert [r["id"] for r in smart(client, "What were we working on yesterday?")] == [asked, edit, read]


def test_a_digest_from_outside_a_named_window_is_not_placed_among_its_items(services, client, clock, drain):
    """The `extra` kinds (digests placed by their score) of a strict window's search come from inside it only."""
    inside = observe(client, "s1", "Fixed the gateway byte order of the device address", "2026-03-12T10:00:00Z")
    clock.t = datetime(2026, 3, 20, 9, 0, tzinfo=timezone.utc).timestamp()
    r = client.post(PREFIX + "/remember", json={"title": "Gateway fix", "project": "proj",
                                                "content": "Fixed the gateway byte order of the device address"})
    assert r.status_code in (200, 201), r.get_json()
    drain()
    day = datetime(2026, 3, 12, tzinfo=timezone.utc).timestamp()
    window = TimeWindow(day, day + 86400, "on 12 March")
    found = services.shared.searcher.search("the gateway byte order fix", Filters(project="proj", kinds=("observation",)),
                                            now=ASKED, extra=("memory",), extra_limit=3)
    assert {h.kind for h in found} == {"observation", "memory"}  # without a window the digest is there
    found = services.shared.searcher.search("the gateway byte order fix", Filters(project="proj", kinds=("observation",)),
                                            now=ASKED, extra=("memory",), extra_limit=3, window=window)
    assert [h.item_id for h in found] == [inside]


def test_what_broke_right_after_an_event_finds_the_failure_that_names_the_event(client, clock, drain):
    """The items that name the event as strongly as the one that dated it are not lifted by its window, but a
    failure that came after it, in a window after it, is: what broke after a rename names the renamed thing."""
    ids = {
        "other": observe(client, "s0", "Tuned the nightly backup job's retention", "2026-03-20T09:00:00Z"),
        "rename": observe(client, "s1", "Renamed the server resource hcloud_server.main to hcloud_server.app",
                          "2026-03-24T10:00:00Z"),
        "broke": native(client, "s1", "PostToolUse", "2026-03-24T10:10:00Z", tool_name="Bash",
                        tool_input={"command": "terraform plan -out prod.tfplan"},
                        tool_response={"stdout": "", "stderr": "Error: Reference to undeclared resource "
                                       "hcloud_server.main in dns.tf: the server resource was renamed",
                                       "exit_code": 1, "is_error": True}),
        "docs": observe(client, "s1", "Wrote the README section on onboarding", "2026-03-24T11:00:00Z"),
    }
    drain()
    clock.t = ASKED
    res = smart(client, "What broke the plan right after the server resource was renamed?")
    assert res[0]["id"] == ids["broke"] and any(m.startswith("time:2026-03-24") for m in res[0]["matched"])


def test_the_session_before_an_event_is_the_last_day_worked_before_its_day(client, clock, drain):
    ids = {  # a weekend with nothing done between the two sessions
        "export": observe(client, "s1", "Wrote the CSV export of the ledger", "2026-03-19T10:00:00Z"),
        "tags": observe(client, "s2", "Added tags to the ledger entries", "2026-03-20T10:00:00Z"),
        "totals": observe(client, "s2", "Monthly totals now group by tag", "2026-03-20T11:00:00Z"),
        "broke": observe(client, "s3", "The nightly import broke: the bank changed its CSV columns",
                         "2026-03-23T09:00:00Z"),
        "fix": observe(client, "s4", "Mapped the new bank CSV columns in the importer", "2026-03-24T09:00:00Z"),
    }
    drain()
    clock.t = ASKED
    before = smart(client, "What were we working on in the session before the nightly import broke?")
    assert {r["id"] for r in before} == {ids["tags"], ids["totals"]}  # Friday's session, not the empty Sunday
    assert all(r["matched"] == ["time:2026-03-20"] for r in before)
    right = smart(client, "What were we doing in the session right before the nightly import broke?")
    assert {r["id"] for r in right} == {ids["tags"], ids["totals"]}
    after = smart(client, "What did we do in the session after the nightly import broke?")
    assert [r["id"] for r in after] == [ids["fix"]]


def test_since_an_event_the_items_that_tell_it_are_part_of_the_window(client, clock, drain):
    """"How long does X take since we changed Y": the measurement taken as Y changed answers it; it must not
    fall behind the window's later, unrelated items for naming the event."""
    observe(client, "s1", "CI build times with ccache: the Windows job takes 14 minutes warm", "2026-03-16T10:00:00Z")
    answer = observe(client, "s2", "Switched the CI compiler cache from ccache to sccache: the warm Windows job "
                     "now takes 5 minutes", "2026-03-23T10:00:00Z")
    for i, text in enumerate(["Styled the login page buttons", "Added the release notes template",
                              "Tagged the beta and pushed the tag", "Fixed a typo in the README"]):
        observe(client, "s3", text, f"2026-03-2{4 + i % 2}T1{i}:00:00Z")
    drain()
    clock.t = ASKED
    res = smart(client, "How long does a warm Windows job take since we changed the compiler cache?")
    assert res[0]["id"] == answer and any(m.startswith("time:2026-03-23") for m in res[0]["matched"])


def test_a_state_before_an_event_is_told_as_the_event_begins(client, clock, drain):
    """"How large was the database before the photos were moved out?": the size measured as the move was decided
    (the event's first mention dates it) answers; the window runs to the end of that day and keeps those items,
    instead of lifting a week of unrelated earlier work above them."""
    for i, text in enumerate(["Styled the login page buttons", "Added the release notes template",
                              "Tagged the beta and pushed the tag", "Fixed a typo in the README"]):
        observe(client, "s1", text, f"2026-03-2{i % 2}T1{i}:00:00Z")
    decided = observe(client, "s2", "The photos are BLOBs in the captures table: the test database is 412 MB with "
                      "2,300 photos. Move the photos out of the database into files.", "2026-03-23T15:25:00Z")
    measured = observe(client, "s2", "ls -lh feltbog.db: 412M, 2300 photos stored in the database",
                       "2026-03-23T15:27:00Z")
    observe(client, "s3", "Moved the photos out into files; the database is now 9 MB", "2026-03-24T10:00:00Z")
    drain()
    clock.t = ASKED
    res = smart(client, "How large was the test database before the photos were moved out, and how many photos "
                        "did it hold?")
    assert {r["id"] for r in res[:2]} == {decided, measured}, [r["matched"] for r in res[:4]]


def test_a_question_with_words_of_its_own_is_raised_by_an_event_window_not_confined_to_it(client, clock, drain):
    """The event a first search dates may not be the one meant (or the asker misplaces the answer around it): a
    question with words of its own ranks its best match first even outside the window, which only raises its items;
    a question about what went wrong after the event keeps the window's items first."""
    audit = observe(client, "s1", "Phone performance audit of the harbour index: Lighthouse score 54, LCP 4.1 s",
                    "2026-03-23T09:00:00Z")
    observe(client, "s1", "Compressed and resized the harbour images to WebP", "2026-03-23T10:00:00Z")
    for i, text in enumerate(["Styled the login page buttons", "Added the release notes template",
                              "Tagged the beta and pushed the tag", "Fixed a typo in the README"]):
        observe(client, "s2", text, f"2026-03-2{4 + i % 2}T1{i}:00:00Z")
    drain()
    clock.t = ASKED
    res = smart(client, "What Lighthouse score did the harbour index get on the phone audit after we touched the images?")
    assert res[0]["id"] == audit, [(r["title"], r["matched"]) for r in res[:3]]


def test_what_failed_after_an_event_dated_only_by_meaning_keeps_the_failure_that_answers(tmp_path):
    """An event whose first search finds no item sharing a word with it ("the library was moved", where the history
    says "libs/shared/dto moves to libs/api-contracts") may be dated to the wrong day by the model alone: a question
    about what failed then is raised by that window, not confined to it, so the failure it names still comes first.
    The real local model: the misdating is its own (the fake one relates shared words only)."""
    services = build_services(Settings(data_dir=tmp_path / "data", embedding_provider="local"))
    client, clock = create_app(services.settings, services).test_client(), Clock()
    services.shared.clock = clock
    for when, text in (
            ("2027-10-22T09:00:00Z", "Webpack bundles everything into one main.js, so the glob for the migrations folder "
                                     "matches nothing in dist: list the migration classes explicitly instead"),
            ("2027-10-22T09:05:00Z", "Wrote apps/api/src/migrations/index.ts: the migrations are listed by hand, the "
                                     "webpack bundle has no folder for a glob to find"),
            ("2027-10-22T09:30:00Z", "Staging deploy of the api image 0.4.0 with docker compose pull and up"),
            ("2027-10-26T09:10:00Z", "pnpm nx g @nx/workspace:move --project shared-dto --destination libs/api-contracts")):
        observe(client, "s1", text, when)
    failed = native(client, "s2", "PostToolUse", "2027-10-26T09:17:00Z", tool_name="Bash",
                    tool_input={"command": "pnpm nx build admin"},
                    tool_response={"stdout": "", "stderr": "ERROR TS2307: Cannot find module '@gelenkig/shared-dto' "
                                   "in apps/admin/src/app/schedule/week-grid.component.ts", "exit_code": 1, "is_error": True})
    services.shared.searcher.queue.drain()
    clock.t = datetime(2027, 11, 2, 8, 45, tzinfo=timezone.utc).timestamp()
    try:
        res = smart(client, "Why did compiling the admin app fail right after the library was moved?")
    finally:
        services.close()
    assert res[0]["id"] == failed, [(r["title"], r["matched"]) for r in res[:3]]


def test_a_change_is_dated_by_its_latest_strong_hit_not_the_setup_it_changed(client, clock, drain):
    """"Two days after switching the build tool": the first setup of the build tool matches the event's words as
    strongly as the switch, and came before it; the switch is the later one."""
    # The setup is the event search's best hit; the switch scores about 0.91 of it (LATEST_SHARE is 0.9).
    observe(client, "s1", "Set up the build tool: tsup", "2026-03-09T10:00:00Z")
    importer = observe(client, "s2", "Wrote the CSV importer for bank statements", "2026-03-11T09:00:00Z")
    observe(client, "s3", "Switching the tool from tsup to tsdown", "2026-03-16T15:00:00Z")
    fix = observe(client, "s4", "Fixed the discriminator regression in the schema resolver", "2026-03-18T09:00:00Z")
    drain()
    clock.t = ASKED
    ids = [r["id"] for r in smart(client, "What did we work on two days after switching the build tool?")]
    assert ids[:1] == [fix] and importer not in ids


def test_a_version_number_dates_its_own_release_not_a_later_one(client, clock, drain):
    """"Two days after tagging 1.0.0": the event clause keeps its dots, and 1.0.0 is searched as one phrase; as loose
    digits ("tagging 1"), the 1.1.0 release candidate, tagged twice and full of ones, dated it."""
    observe(client, "s1", "git tag v1.0.0 and push it", "2026-03-10T10:00:00Z")
    vans = observe(client, "s2", "Delivery vans get a capacity per day", "2026-03-12T09:00:00Z")
    observe(client, "s3", "Tagging v1.1.0-rc.1: tagged the release candidate 1.1.0-rc.1", "2026-03-16T15:00:00Z")
    winter = observe(client, "s4", "Winter cutoff at noon for the slot picker", "2026-03-18T09:00:00Z")
    drain()
    clock.t = ASKED
    ids = [r["id"] for r in smart(client, "What did we do two days after tagging 1.0.0?")]
    assert ids[:1] == [vans] and winter not in ids


def test_the_weekday_of_an_events_week_is_that_day_of_the_week_it_happened_in(client, clock, drain):
    """"The Monday of the demo week" is the Monday of the week the demo was in, not last Monday."""
    ids = four_days(client)
    monday = observe(client, "s0", "Sketched the statement import screens", "2026-03-16T10:00:00Z")
    demo = observe(client, "s0", "Demo to the client at 15:00 went well", "2026-03-18T15:00:00Z")
    drain()
    clock.t = ASKED
    res = smart(client, "What did we work on the Monday of the demo week?")
    assert [r["id"] for r in res] == [monday] and res[0]["matched"] == ["time:2026-03-16"]
    week = {r["id"] for r in smart(client, "What did we do during the demo week?", limit=20)}
    assert {monday, demo} <= week and ids["stripe"] not in week


def test_an_event_planned_for_a_named_day_is_dated_by_that_day_not_by_its_preparation(client, clock, drain):
    """The hits that name the site test are its planning, days before it: the day they name dates it."""
    observe(client, "s1", "Kickoff: the site test in their hall B is on 25 and 26 March", "2026-03-02T09:00:00Z")
    sunday = observe(client, "s2", "Refactored the costmap layer", "2026-03-22T09:00:00Z")
    observe(client, "s2", "For the site test we need bags we can trust: record mcap", "2026-03-23T09:00:00Z")
    stamp = observe(client, "s3", "Stamp the wheel odometry on receipt: the board clock runs late", "2026-03-24T10:00:00Z")
    observe(client, "s4", "On site in Venlo: no nodes visible over their Wi-Fi", "2026-03-25T08:00:00Z")
    drain()
    clock.t = ASKED
    res = smart(client, "What did we do the day before the site test started?")
    assert [r["id"] for r in res] == [stamp] and res[0]["matched"] == ["time:2026-03-24"] and sunday not in [r["id"] for r in res]


def test_the_weekday_of_the_week_before_an_event_is_in_the_calendar_week_before_its_week(client, clock, drain):
    """"The Wednesday of the week before the release" (Thursday 26 March): the Wednesday of the week of 16 March, not
    the Wednesday of the seven days before the release (25 March)."""
    ids = four_days(client)
    wednesday = observe(client, "s0", "Drafted the statement import screens", "2026-03-18T10:00:00Z")
    observe(client, "s5", "Release 2.0 is out: tagged and published", "2026-03-26T18:00:00Z")
    drain()
    clock.t = ASKED
    res = smart(client, "What did we do on the Wednesday of the week before the release?")
    assert [r["id"] for r in res] == [wednesday] and res[0]["matched"] == ["time:2026-03-18"]
    assert ids["login"] not in [r["id"] for r in res]


def test_an_event_named_by_a_compound_is_dated_by_the_day_planned_for_its_head_noun(client, clock, drain):
    """"The committee demo": the plan says "the demo for the mobility committee is Thursday 26 March", so the day
    before is Wednesday 25 March, not the day before the plan was written."""
    observe(client, "s1", "Busy week: the demo for the municipality's mobility committee is Thursday 26 March at 13:00",
             "2026-03-23T09:00:00Z")
    observe(client, "s1", "Cut release v0.3.0 and deployed it", "2026-03-23T10:00:00Z")
    ids = four_days(client)
    drain()
    clock.t = ASKED
    res = smart(client, "What happened the day before the committee demo?")
    assert [r["id"] for r in res][:1] == [ids["login"]] and res[0]["matched"] == ["time:2026-03-25"]


def test_a_rename_or_a_moved_file_is_dated_by_the_git_mv_that_did_it(client, clock, drain):
    """"Right after the file was moved", "after we renamed the QC file": the event is the `git mv`, not a later change
    "moved" to another tool."""
    native(client, "s1", "PostToolUse", "2026-03-16T10:20:00Z", tool_name="Bash",
           tool_input={"command": "git mv R/clean.R R/qc.R"}, tool_response={"stdout": "", "stderr": ""})
    failed = native(client, "s1", "PostToolUseFailure", "2026-03-16T10:30:00Z", tool_name="Bash",
                    tool_input={"command": "Rscript -e 'testthat::test_dir(\"tests\")'"},
                    error="Error in test-qc.R: could not find function clean_sonde")
    later = native(client, "s2", "PostToolUseFailure", "2026-03-24T09:51:00Z", tool_name="Bash",
                   tool_input={"command": "Rscript -e 'testthat::test_dir(\"tests/join\")'"},
                   error="Error in test-join.R: expected 12 rows, got 11")
    observe(client, "s2", "The monthly report moved from LaTeX to typst", "2026-03-24T09:40:00Z")
    drain()
    clock.t = ASKED
    res = smart(client, "Why did the tests error out right after the file was moved?")
    assert res[0]["id"] == failed and later != res[0]["id"], [(r["title"], r["matched"]) for r in res[:3]]
    assert smart(client, "Which tests broke after we renamed the QC file?")[0]["id"] == failed


def test_an_event_planned_for_a_weekday_or_a_day_of_the_month_is_dated_by_that_day(client, clock, drain):
    """"The first build should go out Tuesday next week (the 24th)": said on Tuesday the 17th, the event is the 24th,
    and two days after it is the 26th, not two days after the plan."""
    observe(client, "s1", "CI next: the first TestFlight build should go out Tuesday next week (the 24th) so the "
                          "family group can try it", "2026-03-17T09:00:00Z")
    observe(client, "s2", "Set up the Codemagic workflows for TestFlight and the Play track", "2026-03-19T10:00:00Z")
    observe(client, "s3", "Release day: tag v1.0.0, Codemagic uploads build 14", "2026-03-24T09:00:00Z")
    review = observe(client, "s4", "App Review rejected build 14: sign-in required; made sign-in optional",
                     "2026-03-26T10:00:00Z")
    drain()
    clock.t = ASKED
    res = smart(client, "What did we do two days after the first TestFlight build went out?")
    assert [r["id"] for r in res][:1] == [review] and res[0]["matched"] == ["time:2026-03-26"]


def test_last_weekday_whose_nearest_day_holds_nothing_is_the_one_a_week_before(client, clock, drain):
    """Asked on Thursday 2 April, "last Wednesday" is 1 April or 25 March: the day that holds work was meant."""
    ids = four_days(client)
    drain()
    clock.t = datetime(2026, 4, 2, 10, 0, tzinfo=timezone.utc).timestamp()
    res = smart(client, "What did we work on last Wednesday?")
    assert [r["id"] for r in res] == [ids["login"]] and res[0]["matched"] == ["time:2026-03-25"]
    # a bare "on Wednesday" is the nearest one; nor is "last Wednesday" asked on a Monday the week before's
    assert all("time:2026-03-25" not in r["matched"] for r in smart(client, "What did we work on on Wednesday?"))
    clock.t = datetime(2026, 4, 6, 10, 0, tzinfo=timezone.utc).timestamp()
    assert all("time:2026-03-25" not in r["matched"] for r in smart(client, "What did we work on last Wednesday?"))
    clock.t = datetime(2026, 4, 2, 10, 0, tzinfo=timezone.utc).timestamp()
    observe(client, "s5", "Moved the nightly export to 02:00", "2026-04-01T11:00:00Z")  # now the nearest one holds work
    drain()
    res = smart(client, "What did we work on last Wednesday?")
    assert [r["id"] for r in res][:1] != [ids["login"]] and res[0]["matched"] == ["time:2026-04-01"]


def test_an_earlier_hit_alike_only_in_meaning_does_not_date_an_event_its_best_hit_names():
    from agentmemory.search import timed
    from agentmemory.search.hybrid import Hit
    incident, alerting = datetime(2026, 3, 26, 8, 30, tzinfo=timezone.utc).timestamp(), ASKED - 7 * 86400

    def hit(score, ts, matched):
        return Hit(kind="observation", item_id=f"o{ts}", doc_id=int(ts), session_id="s", project="proj", ts=ts,
                   score=score, matched=matched, title="", body="")
    anchor = [hit(2.4, incident, ["bm25"]), hit(2.1, alerting, ["vector"])]
    assert timed.event_time(timed._dating(anchor)) == incident
    # a best hit alike only in meaning itself: the earlier strong hit dates it, as an event is told after it happens
    anchor = [hit(2.4, incident, ["vector"]), hit(2.1, alerting, ["vector"])]
    assert timed.event_time(timed._dating(anchor)) == alerting


def test_an_event_named_by_its_words_is_not_dated_by_an_earlier_hit_alike_only_in_meaning(client, clock, drain):
    """"Two days before the outage": the incident report names it ("this is an incident"); the alerting set up days
    before is alike in meaning only, and dated it a week early."""
    observe(client, "s1", "Now alerting: page the on-call when the consumer lag stays high for ten minutes",
            "2026-03-20T09:00:00Z")
    tuesday = observe(client, "s2", "Duplicate events on staging: the old relay still publishes", "2026-03-24T09:00:00Z")
    observe(client, "s3", "Paged: postings stalled in production. This is an incident, I'm leading it",
            "2026-03-26T08:30:00Z")
    drain()
    clock.t = ASKED
    res = smart(client, "What did we get done two days before the outage?")
    assert [r["id"] for r in res][:1] == [tuesday] and res[0]["matched"] == ["time:2026-03-24"]


def test_a_quoted_error_on_a_named_day_reaches_the_report_of_it_days_later(client, clock, drain):
    """An error said word for word, or a cause asked, with the day it happened: the work that day comes first when it
    matches, but the report of that evening's failures, written days later, is raised too, not left outside the day."""
    ids = {
        "morning": observe(client, "s1", "Moved the reminders into the database table", "2026-03-20T09:30:00Z"),
        "morning2": observe(client, "s1", "Ran the tests for the reminder worker", "2026-03-20T10:00:00Z"),
        "report": observe(client, "s2", "Friday night was rough: when everyone clicked Join, several people got "
                          "'Something went wrong'. The logs show the database was locked", "2026-03-23T09:40:00Z"),
    }
    drain()
    clock.t = ASKED
    res = smart(client, "What caused the 'Something went wrong' replies during the evening sign-up rush on 20 March?")
    assert ids["report"] in [r["id"] for r in res[:2]]
    res = smart(client, "Why did several people get errors when everyone clicked Join on 20 March?")  # a cause asked
    assert ids["report"] in [r["id"] for r in res[:2]]
    res = smart(client, "What did we do on 20 March?")  # no cause asked, nothing quoted: the day alone
    assert [r["id"] for r in res] == [ids["morning"], ids["morning2"]]


def test_a_day_a_question_asks_permission_for_is_no_window(client, clock, drain):
    """"Is it OK to ship a fix this Friday afternoon?": the day is when the fix would ship; the rule said weeks
    before answers it, not what happened last Friday."""
    ids = {
        "rule": observe(client, "s1", "House rule from Oksana: no deploys on Fridays after noon, ever",
                        "2026-03-02T10:00:00Z"),
        "friday": observe(client, "s2", "Shipped the fix for the rollout page and tagged the release",
                          "2026-03-20T15:00:00Z"),
    }
    drain()
    clock.t = ASKED - 2 * 86400  # Wednesday 25 March
    res = smart(client, "Is it OK to ship a fix this Friday afternoon?")
    assert res[0]["id"] == ids["rule"] and not any(m.startswith("time:") for m in res[0]["matched"])
    res = smart(client, "What did we ship last Friday?")  # no permission asked: the day's items
    assert res[0]["id"] == ids["friday"]


def test_the_day_after_a_holiday_lists_that_day(client, clock, drain):
    # Easter Monday 2026 is 6 April: the history never says so, the calendar does
    before = observe(client, "e1", "Cut the release branch before the long weekend", "2026-04-02T15:00:00Z")
    after = observe(client, "e2", "Back from the break: rebased the feature branch onto main", "2026-04-07T09:00:00Z")
    fixed = observe(client, "e2", "Fixed the flaky payment webhook test", "2026-04-07T11:00:00Z")
    later = observe(client, "e3", "Reviewed the invoice template changes", "2026-04-08T10:00:00Z")
    drain()
    clock.t = datetime(2026, 4, 10, 9, 0, tzinfo=timezone.utc).timestamp()
    res = smart(client, "What did we do the day after Easter Monday?")
    assert [r["id"] for r in res] == [after, fixed]
    assert res[0]["matched"] == ["time:2026-04-07"]
    res = smart(client, "What did we get done the week before Easter?")
    assert before in [r["id"] for r in res] and later not in [r["id"] for r in res]
