"""Viewer fixtures: an optional server secret, a websocket client, and headless Chromium.

Browser tests drive Debian's `chromium` (apt) through Playwright's Python API; they
never download a browser. They are skipped, with the reason, when /usr/bin/chromium
is missing on a developer machine (CI installs it).
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from .viewer_support import CHROMIUM, CHROMIUM_ARGS, WsClient

from agentmemory.config import Settings


@pytest.fixture
def secret():
    """The server's secret: None here; a test sets one with @pytest.mark.parametrize("secret", [SECRET])."""
    return None


@pytest.fixture
def max_obs() -> int:
    """MAX_OBS_PER_SESSION; a test raises it with @pytest.mark.parametrize("max_obs", [...])."""
    return Settings.max_obs_per_session


@pytest.fixture
def agent_scope() -> str:
    """AGENTMEMORY_AGENT_SCOPE; a test sets "isolated" with @pytest.mark.parametrize("agent_scope", ["isolated"])."""
    return Settings.agent_scope


@pytest.fixture
def settings(tmp_path, secret, max_obs, agent_scope) -> Settings:
    # The root `settings` plus these knobs, so services/app/live_server of tests/conftest.py follow them.
    return Settings(data_dir=tmp_path / "data", embedding_provider="fake", secret=secret, max_obs_per_session=max_obs,
                    agent_scope=agent_scope)


@pytest.fixture
def ws_connect():
    opened = []

    def connect(url: str):
        ws = WsClient.connect(url)
        opened.append(ws)
        return ws
    yield connect
    for ws in opened:
        try:
            ws.close()
        except Exception:
            pass


# ------------------------------------------------------------------ browser
# Module scope: Playwright's sync API keeps an asyncio loop running while it is open, which
# would break later tests that call asyncio.run() (the MCP SDK tests).
@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium) "
                    f"to run the browser tests; CI does")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


class PageLog:
    def __init__(self):
        self.errors: list[str] = []
        self.console: list[str] = []


@pytest.fixture
def page(browser):
    ctx = browser.new_context(viewport={"width": 1360, "height": 900}, locale="en-US", timezone_id="UTC")
    pg = ctx.new_page()
    pg.log = PageLog()
    pg.on("console", lambda m: pg.log.console.append(f"{m.type}: {m.text}"))
    pg.on("console", lambda m: m.type == "error" and pg.log.errors.append(f"console: {m.text}"))
    pg.on("pageerror", lambda e: pg.log.errors.append(f"pageerror: {e}"))
    yield pg
    ctx.close()


@pytest.fixture
def shots(request, tmp_path_factory) -> Path:
    """Where a test saves its screenshots (kept by pytest under its basetemp; printed for CI logs)."""
    out = tmp_path_factory.mktemp("viewer-shots")
    yield out
    saved = sorted(p.name for p in out.iterdir())
    if saved:
        print(f"\n{request.node.name}: screenshots in {out}: {', '.join(saved)}")
        keep = Path(request.config.rootpath) / "test-output" / "viewer"
        if keep.parent.exists():  # CI creates test-output/ to collect artifacts; locally nothing is written
            keep.mkdir(exist_ok=True)
            for p in out.iterdir():
                shutil.copy(p, keep / p.name)
