"""What the dashboard tells its user when the server refuses it, in headless Chromium against a live server."""
from __future__ import annotations

import pytest
import requests
from agentmemory.viewer.stream import MAX_VIEWERS
from .viewer_support import SECRET, enter_token, ws_messages, ws_url

pytestmark = [pytest.mark.slow, pytest.mark.timeout(120)]


def test_a_refused_live_stream_says_why_and_connects_once_there_is_room(page, live_server, ws_connect):
    """Regression: with every viewer slot taken the page only said "reconnecting..." forever; the server's
    reason (503 "too many viewers are open") was sent and dropped."""
    others = [ws_connect(ws_url(live_server)) for _ in range(MAX_VIEWERS)]
    for ws in others:
        ws_messages(ws, "hello")
    page.goto(f"{live_server.url}/viewer")
    page.wait_for_selector("#conn:has-text('too many viewers are open')", timeout=10_000)
    assert "too many viewers are open" in page.get_attribute("#conn", "title")
    others[0].close()
    page.wait_for_selector("#conn.live", timeout=15_000)  # the retries go on, with backoff
    assert page.get_attribute("#conn", "title") in (None, "")
    assert [e for e in page.log.errors if "WebSocket" not in e] == []


@pytest.mark.parametrize("secret", [SECRET])
def test_a_dismissed_token_prompt_can_be_opened_again(page, live_server):
    """Regression: Escape (twice: Chromium lets the second one close a dialog whatever the page does) closed the
    token prompt for good: an empty page, every request waiting on the prompt, nothing to click but reload."""
    page.goto(f"{live_server.url}/viewer")
    page.wait_for_selector("#auth[open]")
    for _ in range(3):
        page.keyboard.press("Escape")
        page.wait_for_timeout(200)
    assert not page.is_visible("#auth")
    page.click("#unlock")
    page.wait_for_selector("#auth[open]")
    enter_token(page, SECRET)
    page.wait_for_selector("#conn.live", timeout=30_000)
    page.wait_for_selector("#counts [data-count='observations']")
    assert not page.is_visible("#unlock")
    assert page.log.errors == [] or all("401" in e for e in page.log.errors)


def test_a_degraded_server_is_shown_on_every_tab(page, live_server, services):
    """Regression: /health said "degraded" with its problems (here the database file deleted under the server:
    every write a 503) and the dashboard showed none of it; it also looked at /health only when events came,
    and a server that refuses writes sends none."""
    page.clock.install()  # the page's timers, moved on below without waiting
    page.goto(f"{live_server.url}/viewer#sessions")
    page.wait_for_selector("#conn.live", timeout=10_000)
    page.wait_for_selector("#tab-sessions[data-state='ready']")
    assert not page.is_visible("#problems")
    services.settings.db_path.unlink()
    refused = requests.post(live_server.url + "/agentmemory/remember", json={"content": "after the loss"}, timeout=10)
    assert refused.status_code == 503
    page.clock.fast_forward(31_000)  # the page looks at /health every 30 s
    page.wait_for_selector("#problems:has-text('deleted or moved away')", timeout=5000)
    assert "degraded" in page.text_content("#problems")
    assert page.is_visible("#tab-sessions")  # shown over whichever tab is open
    assert [e for e in page.log.errors if "503" not in e] == []


@pytest.mark.parametrize("secret", [SECRET])
def test_a_token_no_header_can_carry_is_refused_in_the_prompt(page, live_server):
    """Regression: a token pasted with an invisible zero-width space closed the prompt, then every request failed
    in fetch ("String contains non ISO-8859-1 code point") and the tabs showed that instead of asking again."""
    page.goto(f"{live_server.url}/viewer")
    page.wait_for_selector("#auth[open]")
    enter_token(page, SECRET + "\u200b")
    page.wait_for_selector("#auth[open] #auth-msg:has-text('cannot be sent')")
    enter_token(page, SECRET)
    page.wait_for_selector("#conn.live", timeout=30_000)
    page.wait_for_selector("#tab-dashboard[data-state='ready']")
    assert page.evaluate("sessionStorage.getItem('agentmemory.token')") == SECRET
