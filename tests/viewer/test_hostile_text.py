"""Hostile stored text in headless Chromium: markup, script breakers, javascript: URLs, quotes, bidi and
zero-width characters and very long unbroken strings, stored through REST, MCP (the official SDK client)
and import, shown in every tab and the live feed: nothing runs, nothing becomes an element or a link,
and nothing pushes the page or a table wider than its panel."""
from __future__ import annotations

import threading

import anyio
import httpx2
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client
from .viewer_support import Api

pytestmark = [pytest.mark.slow, pytest.mark.timeout(180)]

TABS = ["dashboard", "sessions", "memories", "graph", "timeline", "lessons", "slots", "actions", "replay", "memory",
        "audit"]
LONG = "x" * 190  # no break opportunity: ids and paths (a session id may be 200 characters)
PAYLOADS = ['<img src=x onerror="window.__pwned=1">', '</script><script>window.__pwned=2</script>',
            'javascript:window.__pwned=3', '<svg onload="window.__pwned=4"><a href="javascript:alert(1)">a</a>',
            '"\'><b onmouseover=window.__pwned=5 autofocus onfocus=window.__pwned=6>q',
            'rtl \u202eexe.txt\u202c zero\u200bwidth\u2066', LONG]


def seed(api: Api) -> None:
    for i, bad in enumerate(PAYLOADS):
        sid = f"s{i}-{bad}"[:200]
        api.post("/observe", {"hookType": "post_tool_use", "sessionId": sid, "project": f"p{i}-{bad}"[:120],
                              "cwd": "/w/" + bad, "data": {"tool_name": bad[:60], "tool_input": {
                                  "file_path": "/src/" + bad, "command": bad}, "tool_output": bad}})
        api.post("/observe", {"hookType": "message", "sessionId": sid, "project": f"p{i}-{bad}"[:120],
                              "data": {"speaker": "user", "text": bad}})
        api.post("/remember", {"content": bad, "title": bad, "project": f"p{i}", "concepts": [bad[:100]],
                               "files": ["/src/" + bad]})
        api.post("/lessons", {"content": bad, "project": f"p{i}", "tags": [bad[:60]], "context": bad})
        api.post("/actions", {"title": bad, "description": bad, "project": f"p{i}", "tags": [bad[:60]]})
        api.post("/slot", {"label": f"slot_{i}", "content": bad})
    api.post("/boards", {"name": "hostile"})
    api.post("/boards/hostile/post", {"content": " ".join(PAYLOADS)})
    # import: an exported memory given a hostile title and content under a new id
    data = api.get("/export")
    memories = data["data"]["mem:memories"]
    row = dict(next(iter(memories.values())), id="mem_imported0000000001", title=PAYLOADS[1] + LONG,
               content=PAYLOADS[3])
    api.post("/import", {"exportData": {**data, "data": {"mem:memories": {row["id"]: row}}}})


def save_over_mcp(url: str, title: str) -> None:
    """memory_save through the official MCP client, on a thread of its own (Playwright's loop owns this one)."""
    async def run():
        async with httpx2.AsyncClient(timeout=60) as http:
            async with streamable_http_client(url + "/mcp", http_client=http) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    res = await session.call_tool("memory_save", {"content": PAYLOADS[0], "title": title})
                    assert not res.is_error, res
    failed: list[BaseException] = []

    def target():
        try:
            anyio.run(run)
        except BaseException as exc:  # noqa: BLE001 - re-raised on the test's thread
            failed.append(exc)
    t = threading.Thread(target=target)
    t.start()
    t.join(60)
    assert not t.is_alive()
    if failed:
        raise failed[0]


LAYOUT = """() => {
    const out = [];
    const de = document.documentElement;
    if (de.scrollWidth > de.clientWidth + 1) out.push(`page ${de.scrollWidth} > ${de.clientWidth}`);
    for (const el of document.querySelectorAll('section.tab:not([hidden]) .panel > *')) {
        const panel = el.closest('.panel').getBoundingClientRect(), r = el.getBoundingClientRect();
        if (r.width && r.right > panel.right + 1) out.push(`${el.tagName}#${el.id} ends at ${r.right} > ${panel.right}`);
    }
    return out;
}"""


def check(page, where: str) -> None:
    page.wait_for_timeout(200)
    assert page.evaluate("window.__pwned") is None, where
    assert page.locator("img, iframe, object, embed, a, script:not([nonce]), main b, main svg svg").count() == 0, where
    assert page.evaluate(LAYOUT) == [], where


def test_hostile_text_stays_inert_and_in_its_panel(page, live_server, shots):
    """Regression: a long unbroken title, path or project pushed the page sideways (the memory's heading, the
    audit table) and slid the sessions table under the session's panel, hiding its Obs and Status columns."""
    api = Api(live_server.url)
    seed(api)
    save_over_mcp(live_server.url, PAYLOADS[4] + LONG)
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(f"{live_server.url}/viewer")
    page.wait_for_selector("#conn.live", timeout=10_000)
    for tab in TABS:
        page.click(f"nav button[data-tab='{tab}']")
        page.wait_for_selector(f"#tab-{tab}[data-state='ready']", timeout=10_000)
        check(page, tab)
    page.click("nav button[data-tab='sessions']")
    for row in range(len(PAYLOADS)):
        page.click(f"#tab-sessions tbody tr.click >> nth={row}")
        page.wait_for_selector("#session-obs .item")
        page.click("#session-obs .item >> nth=0")  # the raw JSON of the observation
        check(page, f"session {row}")
    page.click("nav button[data-tab='memories']")
    for row in range(page.locator("#memory-list .item").count()):
        page.click(f"#memory-list .item >> nth={row}")
        page.wait_for_selector("#memory-detail #version-chain")
        check(page, f"memory {row}")
    page.fill("#tab-memories input[type=search]", "pwned")
    page.press("#tab-memories input[type=search]", "Enter")
    page.wait_for_selector("#search-results .item")
    check(page, "search")
    page.click("nav button[data-tab='replay']")
    page.select_option("#tab-replay select[aria-label='session']", index=len(PAYLOADS))
    page.wait_for_selector("#replay-stage .item")
    check(page, "replay")
    page.click("nav button[data-tab='dashboard']")
    for bad in PAYLOADS:  # the live feed
        api.post("/observe", {"hookType": "message", "sessionId": "live", "project": bad[:120],
                              "data": {"speaker": "user", "text": bad}})
    page.wait_for_selector(f"#feed .ev >> nth={len(PAYLOADS) - 1}", timeout=3000)
    check(page, "feed")
    page.screenshot(path=str(shots / "hostile.png"), full_page=True)
    assert dialogs == [] and page.log.errors == []
