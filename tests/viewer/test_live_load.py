"""The dashboard under a steady stream of writes, in headless Chromium: what it shows keeps moving while
agents work, and a tab left open for a long session does not grow without end."""
from __future__ import annotations

import threading
import time

import pytest
from helpers import wait_until
from .viewer_support import Api

pytestmark = [pytest.mark.slow, pytest.mark.timeout(180)]


def observe(api: Api, text: str, session: str = "busy") -> None:
    api.post("/observe", {"hookType": "message", "sessionId": session, "project": "alpha",
                          "data": {"speaker": "user", "text": text}})


def test_counts_move_while_writes_keep_coming(page, live_server):
    """Regression: the counts were refetched only once events paused for 500 ms (a debounce), so while an agent
    wrote every few hundred milliseconds the Dashboard's counts (and the Sessions list) stood still."""
    api = Api(live_server.url)
    observe(api, "first")
    page.goto(f"{live_server.url}/viewer#dashboard")
    page.wait_for_selector("#conn.live", timeout=10_000)
    page.wait_for_selector("#counts [data-count='observations'] .v:text-is('1')", timeout=10_000)
    stop = threading.Event()

    def writer():
        n = 0
        while not stop.is_set():
            n += 1
            observe(api, f"step {n}")
            time.sleep(0.2)
    t = threading.Thread(target=writer, daemon=True)
    t.start()
    try:
        page.wait_for_selector("#feed .ev >> nth=2", timeout=5000)  # the writes are arriving
        wait_until(lambda: int(page.text_content("#counts [data-count='observations'] .v").replace(",", "")) > 3,
                   timeout=4, message="the observations count stood still while writes came in")
        assert not stop.is_set()  # shown while the writes go on, not after they stop
    finally:
        stop.set()
        t.join(5)
    assert page.log.errors == []


def test_an_open_timeline_keeps_at_most_its_page_of_rows(page, live_server):
    """Regression: the Timeline appended every live observation of its project and never dropped one: left
    open through a long session its list (and the page's memory) grew without bound."""
    api = Api(live_server.url)
    observe(api, "before")
    page.goto(f"{live_server.url}/viewer#timeline")
    page.wait_for_selector("#conn.live", timeout=10_000)
    page.wait_for_selector("#timeline-list .item", timeout=10_000)
    cap = 1000  # the rows the Timeline shows (index.html: TIMELINE_ROWS)
    per = 60  # a batch's messages (observation, its raw copy, audit row: 3 each) fit one viewer queue (256)
    for batch in range(cap // per + 2):  # past the cap
        api.post("/observe/batch", {"observations": [
            {"hookType": "message", "sessionId": f"busy{batch}", "project": "alpha",
             "data": {"speaker": "user", "text": f"live {batch}-{i}"}} for i in range(per)]})
        page.wait_for_selector(f"#timeline-list .item:has-text('live {batch}-{per - 1}')", timeout=5000)
    assert page.locator("#timeline-list .item").count() == cap
    batches, rows = cap // per + 2, page.locator("#timeline-list .item")
    dropped = 1 + batches * per - cap  # "before" and the oldest live ones went
    assert f"live {(dropped - 1) // per}-{(dropped - 1) % per}" in rows.first.text_content()
    assert f"live {batches - 1}-{per - 1}" in rows.last.text_content()
    assert page.log.errors == []
