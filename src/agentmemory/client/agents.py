"""What each coding agent sends a hook, turned into the one shape the server reads (Claude Code's).

Claude Code and Codex CLI send `session_id`, `cwd`, `tool_name`, `tool_input`, `tool_response`,
`prompt`; Gemini CLI the same fields under its own event names; Cursor `conversation_id`,
`workspace_roots` and per-event fields. The installers (installers.py) register our command under
each agent's event names and pass our canonical name as the command's argument.
"""
from __future__ import annotations

import json
from typing import Any

AGENTS = ("claude-code", "codex", "gemini", "cursor")

# Our canonical events (Claude Code's names) and what each agent calls them.
EVENTS: dict[str, dict[str, str]] = {
    "claude-code": {e: e for e in ("SessionStart", "UserPromptSubmit", "PostToolUse", "PreCompact", "Stop",
                                   "SessionEnd")},
    "codex": {e: e for e in ("SessionStart", "UserPromptSubmit", "PostToolUse", "PreCompact", "Stop")},
    "gemini": {"SessionStart": "SessionStart", "BeforeAgent": "UserPromptSubmit", "AfterTool": "PostToolUse",
               "PreCompress": "PreCompact", "AfterAgent": "Stop", "SessionEnd": "SessionEnd"},
    "cursor": {"sessionStart": "SessionStart", "beforeSubmitPrompt": "UserPromptSubmit",
               "afterShellExecution": "PostToolUse", "afterFileEdit": "PostToolUse",
               "afterMCPExecution": "PostToolUse", "preCompact": "PreCompact", "stop": "Stop",
               "sessionEnd": "SessionEnd"},
}


def _json_text(value: Any) -> Any:
    """The value JSON text holds (Cursor sends an MCP call's arguments and result as text), else `value` as it is
    (not JSON, or NaN/Infinity, which the server's strict JSON refuses)."""
    if not isinstance(value, str):
        return value
    try:
        return json.loads(value, parse_constant=_not_json)
    except (ValueError, RecursionError):
        return value


def _not_json(name: str) -> Any:
    raise ValueError(name)


def _cursor_tool(p: dict) -> dict:
    if "command" in p:  # afterShellExecution
        return {"tool_name": "Shell", "tool_input": {"command": p.get("command")},
                "tool_response": {"output": p.get("output")}}
    if "file_path" in p:  # afterFileEdit
        return {"tool_name": "Edit", "tool_input": {"file_path": p.get("file_path"), "edits": p.get("edits")}}
    return {"tool_name": p.get("tool_name"), "tool_input": _json_text(p.get("tool_input")),  # afterMCPExecution
            "tool_response": _json_text(p.get("result_json"))}


def to_native(agent: str, event: str, payload: Any) -> dict:
    """The payload as Claude Code would send it for `event` (one of our canonical names)."""
    p = payload if isinstance(payload, dict) else {"payload": payload}
    out = dict(p)
    out["hook_event_name"] = event
    if agent == "cursor":
        roots = p.get("workspace_roots") or []
        roots = [roots] if isinstance(roots, str) else roots if isinstance(roots, list) else []
        out.setdefault("session_id", p.get("conversation_id") or p.get("session_id") or "")
        out.setdefault("cwd", roots[0] if roots and isinstance(roots[0], str) else "")
        if event == "PostToolUse":
            out.update({k: v for k, v in _cursor_tool(p).items() if v is not None})
    return out


def hook_output(agent: str, event: str, context: str | None) -> str:
    """What the command prints on stdout: SessionStart's context where the agent reads it, Cursor's
    beforeSubmitPrompt answer letting the prompt go on (`continue` is that answer's field), else nothing
    for Claude Code and Codex and `{}` for agents that parse stdout as JSON."""
    if event == "SessionStart" and context:
        if agent == "cursor":
            return json.dumps({"additional_context": context})
        return json.dumps({"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": context}})
    if agent == "cursor" and event == "UserPromptSubmit":
        return json.dumps({"continue": True})
    return "{}" if agent in ("gemini", "cursor") else ""
