"""Isolated scope in headless Chromium: the admin picks the agent whose data the dashboard shows (the header's
#agent selector, filled from GET /agents), and every data request and the live stream then act as that agent."""
from __future__ import annotations

import json

import pytest
from helpers import observe_payload, wait_until
from .viewer_support import SECRET, Api, enter_token

pytestmark = [pytest.mark.slow, pytest.mark.timeout(180)]

# The page's websocket messages and URLs, recorded by the test (an init script: the page itself is unchanged).
RECORD_SOCKETS = """
window.__msgs = []; window.__wsUrls = [];
const Native = window.WebSocket;
window.WebSocket = class extends Native {
  constructor(url, protocols) {
    super(url, protocols); window.__wsUrls.push(String(url));
    this.addEventListener('message', ev => window.__msgs.push(ev.data));
  }
};
"""


def observe(api: Api, agent: str, session: str, text: str) -> None:
    api.post("/observe", {**observe_payload(session=session, project="home", text=text), "agentId": agent})


def session_rows(page) -> list[str]:
    return page.eval_on_selector_all("#tab-sessions tr[data-session]", "rows => rows.map(r => r.dataset.session)")


@pytest.mark.parametrize("secret, agent_scope", [(SECRET, "isolated")])
def test_the_admin_picks_the_agent_the_dashboard_shows(page, live_server, shots):
    """Regression: in isolated scope the admin's dashboard showed only the server's AGENT_ID's data (none of the
    agents'), with no way to view another agent."""
    api = Api(live_server.url, SECRET)
    observe(api, "alice", "sess-alice", "alice set up the zebracorn billing export")
    observe(api, "björn", "sess-björn", "björn moved the CI runners to ARM")
    sent: list[tuple[str, str | None]] = []
    page.on("request", lambda r: "/agentmemory/" in r.url and sent.append((r.url, r.headers.get("x-agent-id"))))
    page.add_init_script(RECORD_SOCKETS)
    page.goto(f"{live_server.url}/viewer#sessions")
    enter_token(page, SECRET)
    page.wait_for_selector("#conn.live", timeout=10_000)
    page.wait_for_selector("#agent:not([hidden])", timeout=10_000)
    options = page.eval_on_selector_all("#agent option", "os => os.map(o => o.value)")
    assert options[0] == "" and {"alice", "björn"} <= set(options), options
    page.wait_for_selector("#tab-sessions[data-state='ready']", timeout=10_000)
    assert session_rows(page) == []  # the default agent has no sessions

    page.select_option("#agent", "björn")  # the page reloads, acting as björn
    page.wait_for_selector("#tab-sessions tr[data-session='sess-björn']", timeout=10_000)
    page.wait_for_selector("#conn.live", timeout=10_000)
    assert session_rows(page) == ["sess-björn"]
    assert page.eval_on_selector("#agent", "s => s.value") == "björn"
    assert page.evaluate("window.__wsUrls")[-1].endswith("?agentId=bj%C3%B6rn")
    sessions_asked = [agent for url, agent in sent if "/agentmemory/sessions" in url]
    assert sessions_asked[0] is None and sessions_asked[-1] is not None  # björn's name, as UTF-8 bytes

    # live: björn's writes arrive, alice's (committed first, on the same stream) do not
    observe(api, "alice", "sess-alice2", "alice renamed the export job")
    observe(api, "björn", "sess-björn2", "björn pinned the runner image")
    page.wait_for_selector("#tab-sessions tr[data-session='sess-björn2']", timeout=10_000)
    said = " ".join(json.dumps(json.loads(m).get("data")) for m in page.evaluate("window.__msgs"))
    assert "sess-bj\\u00f6rn2" in said and "sess-alice2" not in said and "alice renamed" not in said
    assert set(session_rows(page)) == {"sess-björn", "sess-björn2"}
    page.screenshot(path=str(shots / "agent-choice.png"), full_page=True)

    page.select_option("#agent", "")  # back to the default agent
    page.wait_for_selector("#tab-sessions[data-state='ready']", timeout=10_000)
    wait_until(lambda: session_rows(page) == [], message="the default agent's sessions list was not empty")
    assert [e for e in page.log.errors if "401" not in e] == []  # only the first, tokenless requests


@pytest.mark.parametrize("secret", [SECRET])
def test_no_selector_in_shared_scope(page, live_server):
    api = Api(live_server.url, SECRET)
    observe(api, "alice", "sess-alice", "alice set up the export")
    observe(api, "bob", "sess-bob", "bob moved the runners")
    page.goto(f"{live_server.url}/viewer#sessions")
    enter_token(page, SECRET)
    page.wait_for_selector("#tab-sessions tr[data-session='sess-bob']", timeout=10_000)
    assert page.is_hidden("#agent") and set(session_rows(page)) == {"sess-alice", "sess-bob"}
