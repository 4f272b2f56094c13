"""The dashboard in headless Chromium against a live server: loads clean, every tab renders,
live updates without reload, stored markup stays inert, the token flow works."""
from __future__ import annotations

import time
from datetime import datetime, timedelta, timezone

import pytest
from .viewer_support import SECRET, Api, enter_token

pytestmark = [pytest.mark.slow, pytest.mark.timeout(180)]

TABS = ["dashboard", "sessions", "memories", "graph", "timeline", "lessons", "slots", "actions", "replay", "memory",
        "audit"]
XSS = '<img src=x onerror="window.__xss=1">'


def seed(api: Api) -> None:
    """A small but varied store: 3 projects, several folders, tool calls, memories with versions, lessons..."""
    places = [("alpha", "/work/alpha"), ("alpha", "/work/alpha/api"), ("beta", "/srv/beta"), ("gamma", "/home/u/gamma"),
              ("beta", "/srv/beta/web")]
    files = ["src/app.py", "src/db.py", "README.md", "tests/test_app.py", "web/index.html"]
    n, now = 0, datetime.now(timezone.utc)
    for i, (project, cwd) in enumerate(places):
        items = []
        for j in range(6):
            n += 1
            ts = (now - timedelta(minutes=97 * n)).isoformat()  # spread over the last two days
            if j % 2:
                items.append({"hookType": "post_tool_use", "sessionId": f"sess-{i}", "project": project, "cwd": cwd,
                              "timestamp": ts, "data": {"tool_name": "Edit", "tool_input": {
                                  "file_path": f"{cwd}/{files[(i + j) % len(files)]}", "old_string": "a",
                                  "new_string": f"b{n}"}}})
            else:
                items.append({"hookType": "message", "sessionId": f"sess-{i}", "project": project, "cwd": cwd,
                              "timestamp": ts, "data": {"speaker": "user" if j % 4 == 0 else "assistant",
                                                        "text": f"Step {n}: we use sqlite and flask for {project}"}})
        api.post("/observe/batch", {"observations": items})
    first = api.post("/remember", {"content": "Deploys go through the staging cluster first", "title": "Deploy rule",
                                   "project": "alpha", "concepts": ["deploy", "staging"]})
    api.post("/remember", {"content": "Deploys go through staging, then a canary in production", "title": "Deploy rule",
                           "project": "alpha", "concepts": ["deploy", "canary"]})
    assert first["memory"]["id"]
    api.post("/remember", {"content": "The API uses cursor pagination", "project": "beta", "type": "decision"})
    for text, conf in (("Run the migrations before the tests", 0.9), ("Prefer small commits", 0.55),
                       ("Never log tokens", 0.25)):
        api.post("/lessons", {"content": text, "confidence": conf, "project": "alpha"})
    api.post("/slot", {"label": "house_rules", "content": "Fixed by the operator.", "readOnly": True})
    for title, prio in (("Write the release notes", 4), ("Fix the flaky test", 5), ("Tidy the README", 2)):
        api.post("/actions", {"title": title, "priority": prio, "project": "alpha"})


def open_viewer(page, server, tab="dashboard"):
    page.goto(f"{server.url}/viewer#{tab}")
    page.wait_for_selector("#conn.live", timeout=10_000)
    page.wait_for_selector(f"#tab-{tab}[data-state='ready'], #tab-{tab}[data-state='unavailable']", timeout=10_000)


def wait_state(page, tab):
    page.wait_for_selector(f"#tab-{tab}[data-state='ready'], #tab-{tab}[data-state='unavailable']", timeout=10_000)
    return page.get_attribute(f"#tab-{tab}", "data-state")


def test_dashboard_loads_without_console_errors(page, live_server, shots):
    api = Api(live_server.url)
    seed(api)
    open_viewer(page, live_server)
    page.wait_for_selector("#counts [data-count='observations']")
    assert page.text_content("#counts [data-count='observations'] .v") == "30"
    assert page.text_content("#counts [data-count='sessions'] .v") == "5"
    assert page.locator("#activity svg rect.b").count() == 48
    assert page.text_content("#system [data-field='last-backup']").startswith("never")
    assert "fake" in page.text_content("#system [data-field='embeddings']")
    api.post("/remember", {"content": "Use ruff for linting", "project": "alpha", "type": "preference"})
    api.post("/observe", {"hookType": "message", "sessionId": "sess-1", "project": "alpha", "cwd": "/work/alpha/api",
                          "data": {"speaker": "user", "text": "Please add pagination to the sessions endpoint"}})
    page.wait_for_selector("#feed .ev >> nth=1")
    page.wait_for_timeout(600)
    page.screenshot(path=str(shots / "dashboard.png"), full_page=True)
    assert page.log.errors == []


def test_every_tab_renders(page, live_server, shots):
    seed(Api(live_server.url))
    open_viewer(page, live_server)
    states = {}
    for tab in TABS:
        page.click(f"nav button[data-tab='{tab}']")
        states[tab] = wait_state(page, tab)
        assert page.is_visible(f"#tab-{tab}")
    assert states == {t: "ready" for t in TABS}, states
    # a few things each tab must show from the seeded data
    page.click("nav button[data-tab='sessions']")
    page.click("#tab-sessions tbody tr.click >> nth=0")
    page.wait_for_selector("#session-obs .item")
    page.click("nav button[data-tab='memories']")
    page.click("#memory-list .item:has-text('Deploy rule')")
    page.wait_for_selector("#version-chain .item >> nth=1")
    assert page.locator("#version-chain .item").count() == 2
    page.fill("#tab-memories input[type=search]", "canary production")
    page.press("#tab-memories input[type=search]", "Enter")
    page.wait_for_selector("#search-results .item")
    page.click("nav button[data-tab='lessons']")
    assert page.locator("#lesson-list .bar").count() == 3
    page.click("nav button[data-tab='slots']")
    assert page.is_disabled("#slot-list [data-label='house_rules'] button:has-text('Edit')")
    page.click("nav button[data-tab='actions']")
    assert page.locator("#action-list .item").first.text_content().startswith("Fix the flaky test")
    page.click("nav button[data-tab='timeline']")
    page.wait_for_selector("#timeline-list .item")
    page.click("nav button[data-tab='audit']")
    page.wait_for_selector("#audit-rows tr >> nth=5")
    page.click("nav button[data-tab='replay']")
    page.select_option("#tab-replay select[aria-label='session']", "sess-0")
    page.wait_for_selector("#replay-stage .item")
    page.click("#tab-replay button:has-text('Play')")
    page.wait_for_selector("#replay-pos:text-matches('^3 /')", timeout=5000)  # (the CSP forbids eval'd predicates)
    page.click("#tab-replay button:has-text('Pause')")
    page.click("nav button[data-tab='graph']")
    page.wait_for_timeout(2500)  # let the layout settle
    info = page.text_content("#graph-info")
    assert "nodes" in info
    # click the heaviest node: its details appear beside the canvas
    box = page.locator("#graph-canvas").bounding_box()
    node = max(page.evaluate("window.__agentmemory.graphNodes()"), key=lambda n: n["r"])
    assert 0 <= node["sx"] <= box["width"] and 0 <= node["sy"] <= box["height"]
    page.mouse.click(box["x"] + node["sx"], box["y"] + node["sy"])
    page.wait_for_selector("#graph-detail dl.kv")
    assert node["id"] in page.text_content("#graph-detail")
    page.screenshot(path=str(shots / "graph.png"), full_page=True)
    assert page.log.errors == []


def test_slot_edit_round_trip(page, live_server):
    seed(Api(live_server.url))
    open_viewer(page, live_server, "slots")
    card = "#slot-list [data-label='persona']"
    page.click(f"{card} button:has-text('Edit')")
    page.fill(f"{card} textarea", "Terse, precise, kind.")
    page.click(f"{card} button:has-text('Save')")
    page.wait_for_selector(f"{card} pre:has-text('Terse, precise, kind.')")
    slot = next(s for s in Api(live_server.url).get("/slots")["slots"] if s["label"] == "persona")
    assert slot["content"] == "Terse, precise, kind."


def test_new_observation_appears_live_without_reload(page, live_server):
    api = Api(live_server.url)
    seed(api)
    open_viewer(page, live_server)
    page.evaluate("window.__marker = 'same page'")
    # the open session's observation list too
    page.click("nav button[data-tab='sessions']")
    page.click("#tab-sessions tr[data-session='sess-4']")
    page.wait_for_selector("#session-obs .item")
    before = page.locator("#session-obs .item").count()
    t0 = time.monotonic()
    api.post("/observe", {"hookType": "message", "sessionId": "sess-4", "project": "beta", "cwd": "/srv/beta/web",
                          "data": {"speaker": "user", "text": "live-update-marker 7731"}})
    page.wait_for_selector("#session-obs .item:has-text('live-update-marker 7731')", timeout=2000)
    assert time.monotonic() - t0 < 2.0
    assert page.locator("#session-obs .item").count() == before + 1
    page.click("nav button[data-tab='dashboard']")
    page.wait_for_selector("#feed .ev:has-text('live-update-marker 7731')", timeout=2000)
    page.wait_for_selector("#counts [data-count='observations'] .v:text-is('31')", timeout=3000)
    assert page.evaluate("window.__marker") == "same page"  # no reload happened
    assert page.log.errors == []


def test_stored_markup_stays_inert(page, live_server):
    api = Api(live_server.url)
    api.post("/observe", {"hookType": "message", "sessionId": "x1", "project": "xss", "data": {"speaker": "user",
                                                                                                "text": XSS}})
    api.post("/remember", {"content": XSS, "title": XSS, "project": "xss"})
    open_viewer(page, live_server)
    api.post("/observe", {"hookType": "message", "sessionId": "x1", "project": "xss", "data": {"speaker": "user",
                                                                                                "text": XSS + " live"}})
    page.wait_for_selector("#feed .ev:has-text('onerror')", timeout=3000)
    for tab in ("sessions", "memories", "timeline", "audit", "graph"):
        page.click(f"nav button[data-tab='{tab}']")
        wait_state(page, tab)
    page.click("nav button[data-tab='sessions']")
    page.click("#tab-sessions tr[data-session='x1']")
    page.wait_for_selector("#session-obs .item:has-text('onerror')")
    page.click("nav button[data-tab='memories']")
    page.wait_for_selector("#memory-list .item:has-text('onerror')")
    page.wait_for_timeout(300)
    assert page.evaluate("typeof window.__xss") == "undefined"
    assert page.locator("img").count() == 0  # the markup is text, not an element
    assert XSS in page.text_content("#memory-list")


@pytest.mark.parametrize("secret", [SECRET])
def test_token_flow(page, live_server):
    api = Api(live_server.url, SECRET)
    seed(api)
    page.goto(f"{live_server.url}/viewer")
    page.wait_for_selector("#auth[open]")
    enter_token(page, "wrong-token")
    page.wait_for_selector("#auth[open] #auth-msg:has-text('not accepted')")
    enter_token(page, SECRET)
    page.wait_for_selector("#conn.live", timeout=30_000)
    page.wait_for_selector("#counts [data-count='observations']")
    assert page.evaluate("sessionStorage.getItem('agentmemory.token')") == SECRET
    api.post("/observe", {"hookType": "message", "sessionId": "tok", "project": "p",
                          "data": {"speaker": "user", "text": "authorised live event"}})
    page.wait_for_selector("#feed .ev:has-text('authorised live event')", timeout=2000)
    # the socket refuses a wrong token (first message), and the right one gets its hello
    codes = page.evaluate("""async () => {
        const tryToken = t => new Promise(res => {
            const ws = new WebSocket(`ws://${location.host}/stream/mem-live/viewer`);
            ws.onopen = () => ws.send(JSON.stringify({token: t}));
            ws.onmessage = e => { const m = JSON.parse(e.data); if (m.event === 'hello') { ws.close(); res('hello'); } };
            ws.onclose = e => res(e.code);
        });
        return [await tryToken('wrong'), await tryToken(sessionStorage.getItem('agentmemory.token'))];
    }""")
    assert codes == [4401, "hello"]
    # a reload keeps the token for this tab: no second prompt
    page.reload()
    page.wait_for_selector("#conn.live", timeout=30_000)
    assert not page.is_visible("#auth")


@pytest.mark.parametrize("max_obs", [10_000])
def test_stays_responsive_with_ten_thousand_observations(page, live_server, services):
    from agentmemory.memory.common import Caller
    caller = Caller("default")
    for batch in range(10):  # 10k observations: 5000 in 200 short sessions, then 5000 in one long one
        items = [{"hookType": "message", "sessionId": "long" if batch >= 5 else f"s{i % 200}",
                  "project": f"p{i % 7}", "cwd": f"/w/p{i % 7}", "timestamp": None, "agentId": None,
                  "data": {"speaker": "user", "text": f"message {batch}-{i} about topic {i % 50}"}}
                 for i in range(1000)]
        services.sessions.observe_batch(caller, items)
    t0 = time.monotonic()
    open_viewer(page, live_server)
    timings = {}
    for tab in TABS:
        t = time.monotonic()
        page.click(f"nav button[data-tab='{tab}']")
        assert wait_state(page, tab) == "ready"
        timings[tab] = round(time.monotonic() - t, 2)
    page.click("nav button[data-tab='sessions']")
    page.click("#tab-sessions tr[data-session='long']")
    page.wait_for_selector("#session-obs .item >> nth=99")
    assert page.locator("#session-obs .item").count() == 100  # paged, not 5000 rows
    assert page.text_content("#counts [data-count='observations'] .v") == "10,000"
    nodes = page.evaluate("document.getElementsByTagName('*').length")
    assert nodes < 6000, nodes
    assert time.monotonic() - t0 < 30 and max(timings.values()) < 5, timings
    assert page.log.errors == []


def test_missing_endpoints_degrade_gracefully(page, live_server):
    """An older server without /lessons and /graph: Lessons says so, Graph falls back to sessions."""
    import json
    seed(Api(live_server.url))

    def without(route):
        doc = route.fetch().json()
        for path in ("/agentmemory/lessons", "/agentmemory/graph"):
            doc["paths"].pop(path, None)
        route.fulfill(status=200, content_type="application/json", body=json.dumps(doc))
    page.route("**/agentmemory/openapi.json", without)
    open_viewer(page, live_server)
    page.click("nav button[data-tab='lessons']")
    assert wait_state(page, "lessons") == "unavailable"
    assert "Not available" in page.text_content("#tab-lessons")
    page.click("nav button[data-tab='graph']")
    assert wait_state(page, "graph") == "ready"
    assert "from sessions" in page.text_content("#graph-info")
    nodes = page.evaluate("window.__agentmemory.graphNodes()")
    assert {n["id"] for n in nodes} >= {"project:alpha", "project:beta", "cwd:/srv/beta/web"}
    # and a route that vanished after the page loaded (404 "no such route") is a note, not an error
    page.route("**/agentmemory/frontier*", lambda r: r.fulfill(status=404, content_type="application/json",
                                                                body='{"error": "no such route"}'))
    page.click("nav button[data-tab='actions']")
    assert wait_state(page, "actions") == "unavailable"
    assert [e for e in page.log.errors if "404" not in e] == []


def test_page_reconnects_after_the_server_drops_it(page, live_server, app):
    api = Api(live_server.url)
    seed(api)
    open_viewer(page, live_server)
    before = page.evaluate("window.__agentmemory.events")
    assert app.extensions["agentmemory.broadcaster"].disconnect_all() == 1
    page.wait_for_selector("#conn:not(.live)", timeout=5000)
    page.wait_for_selector("#conn.live", timeout=10_000)  # backoff starts at ~0.5 s
    api.post("/observe", {"hookType": "message", "sessionId": "sess-0", "project": "alpha",
                          "data": {"speaker": "user", "text": "after the reconnect"}})
    page.wait_for_selector("#feed .ev:has-text('after the reconnect')", timeout=3000)
    assert page.evaluate("window.__agentmemory.events") > before
    assert [e for e in page.log.errors if "WebSocket" not in e] == []


def test_timeline_of_one_session_takes_only_its_live_observations(page, live_server):
    """Regression: the timeline narrowed to one session appended every live observation of its project."""
    api = Api(live_server.url)
    for sid in ("mine", "other"):
        api.post("/observe", {"hookType": "message", "sessionId": sid, "project": "alpha",
                              "data": {"speaker": "user", "text": f"first step of {sid}"}})
    open_viewer(page, live_server, "timeline")
    page.fill("#tab-timeline input[aria-label='session id']", "mine")
    page.press("#tab-timeline input[aria-label='session id']", "Tab")  # commits the field: its change event
    page.wait_for_selector("#timeline-list .item:has-text('first step of mine')")
    page.wait_for_selector("#timeline-list .item:has-text('first step of other')", state="detached")
    for sid in ("other", "mine"):
        api.post("/observe", {"hookType": "message", "sessionId": sid, "project": "alpha",
                              "data": {"speaker": "user", "text": f"live step of {sid}"}})
    page.wait_for_selector("#timeline-list .item:has-text('live step of mine')", timeout=3000)
    assert page.locator("#timeline-list .item:has-text('of other')").count() == 0
    assert page.log.errors == []


def test_timeline_of_a_busy_project_opens_on_its_latest_steps(page, live_server):
    """Regression: the Timeline of a project with more than 200 events showed its first 200 (GET /timeline cut
    the oldest-first list), and "Earlier" found nothing before them."""
    api = Api(live_server.url)
    start = datetime(2026, 1, 2, tzinfo=timezone.utc)
    api.post("/observe/batch", {"observations": [
        {"hookType": "message", "sessionId": f"busy{i // 100}", "project": "alpha",
         "timestamp": (start + timedelta(minutes=i)).isoformat(), "data": {"speaker": "user", "text": f"step {i}"}}
        for i in range(300)]})
    open_viewer(page, live_server, "timeline")
    rows = page.locator("#timeline-list .item")
    assert rows.count() == 200
    assert rows.last.text_content().startswith("user: step 299")
    assert rows.first.text_content().startswith("user: step 100")
    page.click("#tab-timeline button:has-text('Earlier')")
    page.wait_for_selector("#timeline-list .item:has-text('step 0')")
    assert rows.count() == 300 and rows.first.text_content().startswith("user: step 0")
    assert page.log.errors == []


def test_a_new_sessions_first_observation_appears_in_its_open_panel(page, live_server):
    """Regression: a session opened while it had no observations showed "No observations in this session." and
    its first live observation never replaced it (the note was counted as a row already on screen)."""
    api = Api(live_server.url)
    api.post("/session/start", {"sessionId": "fresh", "project": "alpha", "cwd": "/work/alpha"})
    open_viewer(page, live_server, "sessions")
    page.click("#tab-sessions tr[data-session='fresh']")
    page.wait_for_selector("#session-obs .note:has-text('No observations in this session')")
    api.post("/observe", {"hookType": "message", "sessionId": "fresh", "project": "alpha",
                          "data": {"speaker": "user", "text": "the very first step"}})
    page.wait_for_selector("#session-obs .item:has-text('the very first step')", timeout=3000)
    assert page.locator("#session-obs .note").count() == 0
    assert page.log.errors == []


def test_timeline_opened_on_an_empty_store_follows_the_first_project(page, live_server):
    """Regression: opened before any project existed, the Timeline said "No projects yet." for good: the first
    observations arrived live and it took none of them until a reload."""
    open_viewer(page, live_server, "timeline")
    page.wait_for_selector("#timeline-list .note:has-text('No projects yet')")
    Api(live_server.url).post("/observe", {"hookType": "message", "sessionId": "s1", "project": "first-project",
                                           "data": {"speaker": "user", "text": "hello from the first project"}})
    page.wait_for_selector("#timeline-list .item:has-text('hello from the first project')", timeout=3000)
    assert page.eval_on_selector("#tab-timeline select[aria-label='project']", "s => s.value") == "first-project"
    assert page.log.errors == []


def test_a_project_started_after_the_page_loaded_can_be_chosen(page, live_server):
    """Regression: the project lists were filled once, when a tab was first built: a project whose first session
    started later could not be chosen in Sessions, Graph or Lessons until a reload."""
    api = Api(live_server.url)
    api.post("/observe", {"hookType": "message", "sessionId": "s1", "project": "early",
                          "data": {"speaker": "user", "text": "first"}})
    open_viewer(page, live_server, "sessions")
    select = "#tab-sessions select[aria-label='project']"
    page.wait_for_selector(f"{select} option[value='early']", state="attached")
    api.post("/observe", {"hookType": "message", "sessionId": "s2", "project": "later",
                          "data": {"speaker": "user", "text": "second"}})
    page.wait_for_selector("#tab-sessions tr[data-session='s2']", timeout=3000)  # the list has it live
    page.focus(select)  # opening the list looks again
    page.wait_for_selector(f"{select} option[value='later']", state="attached", timeout=3000)
    page.select_option(select, "later")
    page.wait_for_selector("#tab-sessions tr[data-session='s1']", state="detached")
    assert page.locator("#tab-sessions tbody tr.click").count() == 1
    assert page.log.errors == []
