"""Accept a coding agent's native hook payload where an observation is expected.

Claude Code (and Codex, which copies its shape) send `hook_event_name`, `session_id`, `cwd`,
`tool_name`, `tool_input`, `tool_response`, `prompt`, ... with no `hookType`; an HTTP hook posts
exactly that to `/observe`. `from_native` turns such a payload into the observe fields (the whole
payload becomes `data`, which memory/observe.py already understands). Pure: stdlib only, no I/O
beyond looking for a `.git` next to a cwd that exists on this machine.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

_SURROGATE = re.compile("[\ud800-\udfff]")

_SESSION_FIELDS = ("session_id", "sessionId", "conversation_id")
FLUSH_EVENTS = ("PreCompact", "Stop")  # the context is about to go, or a turn ended: distil what is pending now
END_EVENTS = ("SessionEnd",)  # distil what is pending and end the session


def is_native(raw: Any) -> bool:
    """A dict that names its hook event the agents' way and has no `hookType` of ours."""
    return isinstance(raw, dict) and "hookType" not in raw and isinstance(raw.get("hook_event_name"), str)


def project_of(cwd: Any) -> str:
    """The name of the git work tree holding `cwd`, else the last part of `cwd` (empty or not text -> "default")."""
    if not cwd or not isinstance(cwd, str):
        return "default"
    path = Path(cwd[:4096])
    if not path.is_absolute():  # nothing to look up: a relative path would be read from our own cwd
        return path.name or "default"
    try:
        for candidate in (path, *path.parents):
            if (candidate / ".git").exists():
                return candidate.name or "default"
    except (OSError, ValueError):  # unreadable, too long, a NUL byte: its own name is still a good name
        pass
    return path.name or "default"


def native_event(item: dict) -> str | None:
    """The agent's event name when an observation came from its native payload (`from_native` keeps the payload,
    hook_event_name included, as `data`), else None."""
    data = item.get("data")
    event = data.get("hook_event_name") if isinstance(data, dict) else None
    return event if isinstance(event, str) and event == item.get("hookType") else None


def from_native(raw: dict) -> dict:
    """Observe fields from a native payload; fields of ours already present (project, eventId, agentId) win."""
    cwd = raw.get("cwd") if isinstance(raw.get("cwd"), str) else ""
    session = next((raw[k] for k in _SESSION_FIELDS if isinstance(raw.get(k), str) and raw[k]), "")
    out: dict[str, Any] = {
        "hookType": raw["hook_event_name"],
        "sessionId": session,  # empty: validation reports the missing session in the usual words
        "project": raw.get("project") if isinstance(raw.get("project"), str) else project_of(cwd),
        "cwd": cwd,
        "data": {k: v for k, v in raw.items() if k not in ("project", "eventId", "agentId", "timestamp")},
    }
    for key in ("eventId", "agentId", "timestamp"):
        if key in raw:
            out[key] = raw[key]
    if "eventId" not in out and isinstance(raw.get("tool_use_id"), str) and session:
        # A tool call names itself: the same call sent twice (a retry, an HTTP hook and a command hook) is one event.
        out["eventId"] = f"{session}:{raw['hook_event_name']}:{raw['tool_use_id']}"[:200]
    return out


def whole_characters(value: Any) -> Any:
    """`value` (parsed JSON) with each lone surrogate as U+FFFD: an agent's text holding "\\ud83d" (an emoji its
    truncation or JSON.stringify cut in two), which UTF-8 cannot hold, so the server refuses it and no store can
    keep it. The hook command's stdin and transcript sync's log lines both read agents' JSON through it."""
    text = json.dumps(value, ensure_ascii=False)
    return json.loads(_SURROGATE.sub("\ufffd", text)) if _SURROGATE.search(text) else value
