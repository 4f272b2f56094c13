"""The dashboard's start-up in headless Chromium: a tab chosen while the page is still starting
(the token just entered, the route list not yet loaded) does not build the dashboard twice."""
from __future__ import annotations

import pytest
from .viewer_support import SECRET, Api, enter_token

pytestmark = [pytest.mark.slow, pytest.mark.timeout(120)]


@pytest.mark.parametrize("secret", [SECRET])
def test_a_tab_chosen_during_start_up_builds_the_dashboard_once(page, live_server):
    held = []  # the route list is held back until the test has chosen a tab
    page.route("**/agentmemory/openapi.json", lambda route: held.append(route))
    page.goto(f"{live_server.url}/viewer")
    page.wait_for_selector("#auth[open]")
    enter_token(page, SECRET)
    page.wait_for_selector("#conn.live", timeout=10_000)  # connected while the start-up still waits for the routes
    page.evaluate("location.hash = 'dashboard'")
    page.wait_for_selector("#tab-dashboard[data-state='built'], #tab-dashboard[data-state='ready']")
    # The start-up asks for the routes once the token's health call is answered, which on a loaded machine may
    # come after the tab was chosen: wait for that request (held above) instead of racing it.
    for _ in range(200):
        if held:
            break
        page.wait_for_timeout(50)
    assert len(held) == 1
    held[0].continue_()
    page.wait_for_selector("#tab-dashboard[data-state='ready']", timeout=10_000)
    page.wait_for_timeout(300)
    assert page.locator("#feed").count() == 1
    assert page.locator("#counts").count() == 1
    Api(live_server.url, SECRET).post("/remember", {"content": "one feed shows this", "project": "p"})
    page.wait_for_selector("#feed .ev:has-text('one feed shows this')", timeout=5000)
    assert page.log.errors == [e for e in page.log.errors if "401" in e]  # only the first, tokenless request
