"""The Memory tab in headless Chromium: identity, facts with salience bars, episodes, per-agent counts,
processing stats, and the Run consolidation, Sync now and Clear buttons (Clear asks first)."""
from __future__ import annotations

import pytest
from helpers import wait_until
from .viewer_support import Api

pytestmark = [pytest.mark.slow, pytest.mark.timeout(180)]


def seed(api: Api) -> None:
    for agent, cid, text in (
            ("alice", "a1", "I prefer Postgres over MySQL for new projects. My favourite editor is Neovim."),
            ("alice", "a2", "We moved the nightly models to dbt and scheduled them with Airflow this week."),
            ("bob", "b1", "My favourite language is Rust and I deploy with Nomad on bare metal servers.")):
        api.post("/memory/ingest", {"agent_id": agent, "conversation_id": cid, "project": "home",
                                    "turns": [{"user": text, "assistant": "Noted, I will keep that in mind."}]})
    # a pending session that "Sync now" distils
    api.post("/memory/ingest", {"agent_id": "bob", "conversation_id": "b2", "project": "home", "skip_extraction": True,
                                "turns": [{"user": "We switched the CI runners to ARM machines to save money.",
                                           "assistant": "ARM runners it is; the Docker images need arm64 builds."}]})


def open_memory(page, server):
    page.goto(f"{server.url}/viewer#memory")
    page.wait_for_selector("#conn.live", timeout=10_000)
    page.wait_for_selector("#tab-memory[data-state='ready']", timeout=10_000)


def test_memory_tab_shows_identity_facts_episodes_agents_and_stats(page, live_server, shots):
    api = Api(live_server.url)
    seed(api)
    open_memory(page, live_server)
    assert "Neovim" in page.text_content("#memory-identity")
    facts = page.locator("#memory-facts .item.fact")
    assert facts.count() == len(api.get("/facts")["facts"]) >= 3
    assert page.locator("#memory-facts .bar > div").count() == facts.count()
    width = page.evaluate("document.querySelector('#memory-facts .bar > div').style.width")
    assert width == "50%"  # a new fact's salience, 0.5
    assert page.locator("#memory-episodes .item.episode").count() == 3
    alice = page.locator("#memory-agents tr[data-agent='alice'] td")
    want = next(a for a in api.get("/agents")["agents"] if a["agentId"] == "alice")
    assert [alice.nth(i).text_content() for i in range(5)] == ["alice", "4", "0", str(want["facts"]), "2"]
    assert want["facts"] >= 2
    assert page.locator("#memory-agents tr[data-agent='bob'] td").nth(1).text_content() == "4"
    assert page.text_content("#memory-stats [data-field='database']").endswith(("KB", "MB", "kB", "B"))
    assert page.text_content("#memory-stats [data-field='last-consolidation']") == "never"

    page.click("#memory-sync")  # the pending session becomes an episode
    page.wait_for_selector("#memory-msg:has-text('Synced: 1 new episode')")
    page.wait_for_selector("#memory-episodes .item.episode >> nth=3")
    assert "ARM" in page.text_content("#memory-episodes")

    page.click("#memory-consolidate")
    page.wait_for_selector("#memory-msg:has-text('Consolidation done')")
    # the message comes first, then the tab reloads its stats
    wait_until(lambda: page.text_content("#memory-stats [data-field='last-consolidation']") != "never",
               message="the last consolidation stayed 'never'")
    page.screenshot(path=str(shots / "memory.png"), full_page=True)
    assert page.log.errors == []


def test_clear_asks_for_confirmation_and_is_audited(page, live_server):
    api = Api(live_server.url)
    seed(api)
    open_memory(page, live_server)
    page.click("#memory-clear")  # cancelled: nothing happens
    page.wait_for_selector("#clear-dialog[open]")
    assert page.is_disabled("#clear-go")
    page.fill("#clear-confirm", "clear")  # not the word asked for
    assert page.is_disabled("#clear-go")
    page.click("#clear-dialog button:has-text('Cancel')")
    page.wait_for_selector("#memory-msg:has-text('Clear cancelled')")
    assert len(api.get("/facts")["facts"]) >= 3

    page.click("#memory-clear")
    page.fill("#clear-confirm", "CLEAR")
    page.click("#clear-go")
    page.wait_for_selector("#memory-msg:has-text('Cleared')")
    page.wait_for_selector("#memory-facts .note:has-text('No pinned facts yet')")
    assert page.locator("#memory-episodes .item").count() == 0
    assert "No identity yet" in page.text_content("#memory-identity")
    assert api.get("/facts")["facts"] == [] and api.get("/episodes")["episodes"] == []
    assert [e["operation"] for e in api.get("/audit", operation="memory.clear")["entries"]] == ["memory.clear"]
    assert page.log.errors == []
