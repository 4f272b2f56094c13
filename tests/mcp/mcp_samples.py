"""Valid sample arguments for every MCP tool, as one scenario that builds its own data.

Each step is (tool, arguments(state), capture(state, structuredContent) or None).
Steps run in order against one fresh database; destructive tools come last.
`missing_samples()` names the tools no step calls: a new op must add a step here.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from agentmemory.mcp.tools import tool_ops

P = "mcp-proj"
S = "mcp-s1"

State = dict[str, Any]
Step = tuple[str, Callable[[State], dict], Callable[[State, dict], None] | None]


def _obs(text: str, **extra) -> dict:
    return {"hookType": "message", "sessionId": S, "project": P, "cwd": "/work",
            "timestamp": "2026-01-02T03:04:05Z", "data": {"speaker": "user", "text": text}, **extra}


def _docs_folder(state: dict) -> str:
    """A small document folder next to the data dir (the settings' source root): the data dir the
    scenario was given, else the one health's dbPath names (on SQLite, the file in the data dir)."""
    data_dir = Path(state["data_dir"]) if state.get("data_dir") else Path(state["db"]).parent
    folder = data_dir.parent / "docs" / "mcp-guide"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "deploy.md").write_text("# Deploy\n\nRun the migrations before the deploy.\n")
    return str(folder)


def _keep(key: str, path: tuple[str, ...]) -> Callable[[State, dict], None]:
    def capture(state: State, result: dict) -> None:
        value: Any = result
        for p in path:
            value = value[p]
        state[key] = value
    return capture


SCENARIO: list[Step] = [
    ("memory_diagnose", lambda s: {}, _keep("db", ("dbPath",))),
    ("memory_session_start", lambda s: {"sessionId": S, "project": P, "title": "MCP scenario"}, None),
    ("agent_observe", lambda s: _obs("The deploy script lives in scripts/deploy.sh"),
     _keep("obs", ("observationId",))),
    ("agent_observe_batch", lambda s: {"observations": [_obs("We decided to use pnpm for installs"),
                                                        _obs("The CI runs on every push to main")]}, None),
    ("memory_observations", lambda s: {"sessionId": S}, None),
    ("memory_save", lambda s: {"content": "Deploys go through scripts/deploy.sh", "title": "Deploy script",
                               "project": P, "concepts": ["deploy"]}, _keep("mem", ("memory", "id"))),
    ("memory_list", lambda s: {"project": P}, None),
    ("memory_get", lambda s: {"id": s["mem"]}, None),
    ("memory_recall", lambda s: {"query": "deploy script", "project": P}, None),
    ("memory_smart_search", lambda s: {"query": "how do we deploy", "project": P}, None),
    ("memory_board_create", lambda s: {"name": "mcp-board", "readers": ["*"], "writers": ["*"]}, None),
    ("memory_board_post", lambda s: {"name": "mcp-board", "content": "deploy needs the migrations first"}, None),
    ("memory_board_get", lambda s: {"name": "mcp-board", "query": "deploy migrations"}, None),
    ("memory_boards", lambda s: {}, None),
    ("memory_board_create", lambda s: {"name": "mcp-board-gone"}, None),
    ("memory_board_delete", lambda s: {"name": "mcp-board-gone"}, None),
    ("memory_timeline", lambda s: {"sessionId": S}, None),
    ("memory_context", lambda s: {"project": P, "query": "deploy"}, None),
    ("memory_sessions_list", lambda s: {"project": P}, None),
    ("memory_sessions", lambda s: {"sessionId": S, "recent": 2}, None),
    ("agent_remember", lambda s: {"content": "Agents remember through the agent_remember tool", "project": P},
     None),
    ("memory_audit", lambda s: {"limit": 5}, None),
    ("memory_activity", lambda s: {"bucket": "day"}, None),
    ("memory_export", lambda s: {}, _keep("export", ())),
    ("memory_import", lambda s: {"exportData": s["export"], "strategy": "skip"}, None),
    ("memory_reindex", lambda s: {}, None),
    ("memory", lambda s: {"action": "remember", "content": "Installs use pnpm, never npm", "project": P},
     _keep("mem2", ("memory", "id"))),
    ("memory", lambda s: {"action": "search", "query": "pnpm", "project": P}, None),
    ("memory", lambda s: {"action": "reflect", "query": "deploy", "project": P}, None),
    ("search_memory", lambda s: {"scope": "episodes", "query": "pnpm", "project": P}, None),
    ("search_memory", lambda s: {"scope": "transcript", "query": "deploy script", "project": P}, None),
    ("memory_lesson_save", lambda s: {"content": "Run the migrations before the tests", "project": P},
     _keep("lesson", ("lesson", "id"))),
    ("memory_lessons", lambda s: {"project": P}, None),
    ("memory_lesson_search", lambda s: {"query": "migrations", "project": P}, None),
    ("memory_lesson_recall", lambda s: {"query": "tests", "project": P}, None),
    ("memory_lesson_strengthen", lambda s: {"lessonId": s["lesson"]}, None),
    ("memory_slot_list", lambda s: {}, None),
    ("memory_slot_create", lambda s: {"label": "mcp_notes", "content": "first note about deploys"}, None),
    ("memory_slot_get", lambda s: {"label": "mcp_notes"}, None),
    ("memory_slot_append", lambda s: {"label": "mcp_notes", "text": "second note"}, None),
    ("memory_slot_replace", lambda s: {"label": "mcp_notes", "old": "first", "new": "1st"}, None),
    ("search_memory", lambda s: {"scope": "pinned", "query": "deploys"}, None),
    ("memory_action_create", lambda s: {"title": "Write the deploy docs", "project": P, "priority": 4},
     _keep("act1", ("action", "id"))),
    ("memory_action_create", lambda s: {"title": "Publish the docs", "project": P},
     _keep("act2", ("action", "id"))),
    ("memory_action_update", lambda s: {"id": s["act1"], "status": "active"}, None),
    ("memory_action_list", lambda s: {"project": P}, None),
    ("memory_action_get", lambda s: {"id": s["act1"]}, None),
    ("memory_action_edge", lambda s: {"from": s["act1"], "to": s["act2"]}, None),
    ("memory_frontier", lambda s: {"project": P}, None),
    ("memory_next", lambda s: {"project": P}, None),
    ("memory_relation_create", lambda s: {"from": s["mem"], "to": s["mem2"], "type": "relates_to"}, None),
    ("memory_relations", lambda s: {"id": s["mem"]}, None),
    ("memory_graph", lambda s: {"project": P}, None),
    ("memory_profile", lambda s: {"project": P}, None),
    ("memory_summarize", lambda s: {"sessionId": S}, None),
    ("memory_session_end", lambda s: {"sessionId": S}, None),
    ("memory_crystallize", lambda s: {"sessionId": S}, None),
    ("memory_crystals", lambda s: {"project": P}, None),
    ("memory_crystallize_auto", lambda s: {"project": P, "minObservations": 1}, None),
    ("memory_reflect", lambda s: {"query": "how do we deploy", "project": P}, None),
    ("memory_consolidate", lambda s: {}, None),
    ("memory_consolidation_status", lambda s: {}, None),
    # episodes, typed memories, scoped recall, transcripts
    ("memory_ingest", lambda s: {"agent_id": "mcp-agent", "conversation_id": "mcp-conv", "project": P,
                                 "turns": [{"user": "I am a backend developer and I like Go.", "assistant": "Noted."}],
                                 "skip_extraction": True}, None),
    ("memory_sync_now", lambda s: {}, None),
    ("memory_episodes", lambda s: {"project": P}, None),
    ("memory_facts", lambda s: {"project": P}, _keep("fact", ("facts", 0, "id"))),
    ("memory_fact_pin", lambda s: {"id": s["fact"]}, None),
    ("memory_identity", lambda s: {"project": P}, None),
    ("memory_identity_override_add", lambda s: {"text": "Always reply in English"}, _keep("ovr", ("override", "id"))),
    ("memory_identity_overrides", lambda s: {}, None),
    ("memory_typed_upsert", lambda s: {"type": "entities", "project": P, "fields": {
        "entity_name": "Acme", "entity_type": "organisation", "description": "The client paying for the deploys"}},
     None),
    ("memory_typed_get", lambda s: {"type": "entities", "key": "Acme", "project": P}, None),
    ("memory_scoped_recall", lambda s: {"query": "what do we know about Acme?", "project": P}, None),
    ("memory_transcripts_sync", lambda s: {}, None),  # the test settings point the roots at an empty directory
    ("memory_antigravity_sync", lambda s: {}, None),
    ("memory_antigravity_sync_all", lambda s: {}, None),
    # document folders (admin; the test settings allow <the data dir's parent>/docs)
    ("memory_source_add", lambda s: {"path": _docs_folder(s), "glob": "*.md"}, _keep("source", ("source", "id"))),
    ("memory_sources", lambda s: {}, None),
    ("memory_source_sync", lambda s: {"sourceId": s["source"]}, None),
    # agent tokens (admin only; the scenario runs as the admin)
    ("memory_token_create", lambda s: {"agentId": "mcp-reader", "role": "read"}, _keep("token", ("tokenId",))),
    ("memory_tokens", lambda s: {}, None),
    ("memory_agents", lambda s: {}, None),
    ("memory_backup", lambda s: {}, None),
    # destructive steps last
    ("memory_token_revoke", lambda s: {"tokenId": s["token"]}, None),
    ("memory_source_remove", lambda s: {"sourceId": s["source"]}, None),
    ("memory_slot_delete", lambda s: {"label": "mcp_notes"}, None),
    ("memory_typed_delete", lambda s: {"type": "entities", "key": "Acme", "project": P}, None),
    ("memory_identity_override_delete", lambda s: {"id": s["ovr"]}, _keep("ovr_audit", ("auditId",))),
    ("memory_consolidation_restore", lambda s: {"auditId": s["ovr_audit"]}, None),
    ("memory_lesson_delete", lambda s: {"lessonId": s["lesson"]}, None),
    ("memory", lambda s: {"action": "forget", "memoryId": s["mem2"]}, None),
    ("memory_forget", lambda s: {"memoryId": s["mem"]}, None),
    ("memory_clear", lambda s: {"confirm": "CLEAR", "agentId": "mcp-reader"}, None),
]


def missing_samples() -> set[str]:
    return {op.tool for op in tool_ops("all")} - {tool for tool, _, _ in SCENARIO}


def stale_samples() -> set[str]:
    return {tool for tool, _, _ in SCENARIO} - {op.tool for op in tool_ops("all")}


def run_scenario(call: Callable[[str, dict], dict]) -> State:
    """Run every step with `call(tool, arguments) -> structuredContent`; return the state."""
    assert not missing_samples(), f"add a sample step to tests/mcp/mcp_samples.py for: {sorted(missing_samples())}"
    state: State = {}
    for tool, make_args, capture in SCENARIO:
        result = call(tool, make_args(state))
        if capture is not None:
            capture(state, result)
    return state


async def run_scenario_async(call) -> State:
    """`run_scenario` for an async `call`."""
    assert not missing_samples(), f"add a sample step to tests/mcp/mcp_samples.py for: {sorted(missing_samples())}"
    state: State = {}
    for tool, make_args, capture in SCENARIO:
        result = await call(tool, make_args(state))
        if capture is not None:
            capture(state, result)
    return state
