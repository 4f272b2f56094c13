"""MCP resources and prompts: read-only views that call ordinary ops.

Resources map a URI to an op and its input (so they go through the same
validation and scoping as the tools); prompts are short templates filled
from the `context` and `timeline` ops.
"""
from __future__ import annotations

import re
from typing import Any, Callable
from urllib.parse import unquote

from ..ops import OPS_BY_NAME, Op

RESOURCES = [
    {"uri": "agentmemory://status", "name": "status", "title": "Server status",
     "description": "Health of the memory server: version, item counts, database size, embedding queue.",
     "mimeType": "application/json"},
    {"uri": "agentmemory://memories/latest", "name": "latest-memories", "title": "Latest memories",
     "description": "The 20 newest saved memories (latest versions).", "mimeType": "application/json"},
]
_FIXED: dict[str, tuple[str, dict]] = {
    "agentmemory://status": ("health", {}),
    "agentmemory://memories/latest": ("memories", {"latest": True, "limit": 20}),
}
PROFILE_TEMPLATE = {"uriTemplate": "agentmemory://project/{name}/profile", "name": "project-profile",
                    "title": "Project profile",
                    "description": "What a project is about: its frequent concepts, files, languages and tools.",
                    "mimeType": "application/json"}
_PROFILE_URI = re.compile(r"^agentmemory://project/([^/]+)/profile$")


def templates() -> list[dict]:
    """Resource templates whose op exists in this build."""
    return [PROFILE_TEMPLATE] if "profile" in OPS_BY_NAME else []


def resolve(uri: str) -> tuple[Op, dict] | None:
    """The op and input behind a resource URI, or None. ValueError: a name that is not UTF-8 once percent-decoded
    (`%FF` was read as U+FFFD: the profile of a project the client never named)."""
    if uri in _FIXED:
        name, raw = _FIXED[uri]
        return OPS_BY_NAME[name], dict(raw)
    m = _PROFILE_URI.match(uri)
    if m and "profile" in OPS_BY_NAME:
        try:
            project = unquote(m.group(1), errors="strict")
        except UnicodeDecodeError:
            raise ValueError(f"the project name in {uri[:200]} is not UTF-8 once percent-decoded") from None
        return OPS_BY_NAME["profile"], {"project": project}
    return None


# ---------------------------------------------------------------- prompts
PROMPTS = [
    {"name": "recall_context", "title": "Recall project memory",
     "description": "Put what is remembered about a project (optionally about one topic) in front of the model.",
     "arguments": [{"name": "project", "description": "Project name", "required": True},
                   {"name": "query", "description": "Topic to focus on (optional)", "required": False}]},
    {"name": "session_handoff", "title": "Session handoff",
     "description": "Brief a fresh session with the project's memory and what happened in a previous session.",
     "arguments": [{"name": "project", "description": "Project name", "required": True},
                   {"name": "sessionId", "description": "The session to hand off from (optional)",
                    "required": False}]},
]
HANDOFF_EVENTS = 30


class PromptError(ValueError):
    pass


def get_prompt(name: Any, args: dict, run: Callable[[Op, dict], Any]) -> dict:
    """Fill prompt `name`; `run(op, raw_input)` invokes an op for the current caller."""
    spec = next((p for p in PROMPTS if p["name"] == name), None)
    if spec is None:
        raise PromptError(f"unknown prompt: {name}")
    for a in spec["arguments"]:
        value = args.get(a["name"])
        if value is not None and not isinstance(value, str):
            # Trigger: {"project": ["p"]}. Why: MCP's prompt arguments are strings; str() made it the project
            # "['p']", read without a word. Outcome: -32602 naming the argument.
            raise PromptError(f"argument {a['name']} must be a string, not {type(value).__name__}")
        if a["required"] and not (value or "").strip():
            raise PromptError(f"missing required argument: {a['name']}")
    project = str(args["project"])
    query = str(args.get("query") or "").strip() or None
    context = run(OPS_BY_NAME["context"], {"project": project, **({"query": query} if query else {})})
    memory = context.get("context") or f"(nothing remembered yet for project {project})"
    if name == "recall_context":
        focus = f" about: {query}" if query else ""
        text = (f"Here is what you remember from earlier work on project {project}{focus}.\n\n{memory}\n\n"
                "Use it where it helps and say so when it does not answer the question.")
    else:
        text = f"You are taking over work on project {project}.\n\nProject memory:\n{memory}\n"
        session = str(args.get("sessionId") or "").strip()
        if session:
            events = run(OPS_BY_NAME["timeline"], {"sessionId": session, "limit": 10_000})["events"]
            lines = [f"- [{e.get('kind')}] {e.get('title') or e.get('narrative') or ''}".rstrip()
                     for e in events[-HANDOFF_EVENTS:]]
            text += (f"\nLast {len(lines)} events of session {session}:\n" + ("\n".join(lines) or "(none)") + "\n")
        text += "\nSummarise where things stand, then continue with the next open step."
    return {"description": spec["description"],
            "messages": [{"role": "user", "content": {"type": "text", "text": text}}]}
