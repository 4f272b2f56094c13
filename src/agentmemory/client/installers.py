"""`agentmemory hooks install|uninstall AGENT`: our entries merged into an agent's hook settings.

Only entries that run `agentmemory hook` (or post to /agentmemory/observe) are ours: install
replaces them and appends them after the user's own, uninstall removes them and nothing else, and
a file that would not change is not written (install twice changes nothing).
"""
from __future__ import annotations

import json
import os
import shlex
import sys
import tempfile
from pathlib import Path

from .agents import EVENTS
from .config import PREFIX

MARK = "agentmemory hook"
TIMEOUT_S = 5  # the agent kills the hook after this; ours returns within 2 s anyway


class InstallError(Exception):
    """The settings file cannot be merged (not JSON, not an object); nothing was written."""


def settings_path(agent: str, scope: str, home: Path, project_dir: Path) -> Path:
    base = home if scope == "user" else project_dir
    if agent == "claude-code":
        return base / ".claude" / ("settings.local.json" if scope == "local" else "settings.json")
    if scope == "local":
        raise InstallError(f"{agent} has no local scope; use --scope user or project")
    return base / {"codex": ".codex/hooks.json", "gemini": ".gemini/settings.json",
                   "cursor": ".cursor/hooks.json"}[agent]


def hook_command(agent: str, event: str, url: str | None) -> str:
    parts = [sys.executable, "-m", "agentmemory", "hook", event, "--agent", agent]
    if url:
        parts += ["--url", url]
    return " ".join(shlex.quote(p) for p in parts)


def _is_ours(handler: object) -> bool:
    if not isinstance(handler, dict):
        return False
    return MARK in str(handler.get("command", "")) or str(handler.get("url", "")).endswith(PREFIX + "/observe")


def _handler(agent: str, event: str, native_event: str, url: str | None, transport: str) -> dict:
    if transport == "http":
        # Claude Code posts the payload itself; the secret comes from the agent's environment.
        return {"type": "http", "url": (url or "http://127.0.0.1:3111").rstrip("/") + PREFIX + "/observe",
                "timeout": TIMEOUT_S, "headers": {"Authorization": "Bearer $AGENTMEMORY_SECRET"},
                "allowedEnvVars": ["AGENTMEMORY_SECRET"]}
    command = hook_command(agent, event, url)
    if agent == "cursor":
        return {"command": command}
    h = {"type": "command", "command": command, "timeout": TIMEOUT_S}
    if agent == "gemini":
        h = {"name": "agentmemory", "type": "command", "command": command}
    return h


def merged(agent: str, current: dict, url: str | None, transport: str, install: bool) -> dict:
    """The settings with our entries removed, then (install) added back after the user's."""
    out = json.loads(json.dumps(current))
    hooks = out.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise InstallError("`hooks` in the settings file is not an object")
    for native_event, event in EVENTS[agent].items():
        groups = hooks.get(native_event) or []
        if not isinstance(groups, list):
            raise InstallError(f"`hooks.{native_event}` in the settings file is not a list")
        if agent == "cursor":
            kept = [h for h in groups if not _is_ours(h)]
        else:
            kept = []
            for g in groups:
                inner = g.get("hooks") if isinstance(g, dict) else None
                if isinstance(inner, list) and any(_is_ours(h) for h in inner):
                    g = {**g, "hooks": [h for h in inner if not _is_ours(h)]}
                    if not g["hooks"]:
                        continue  # the group held only ours
                kept.append(g)
        if install and not (transport == "http" and event == "SessionStart"):
            handler = _handler(agent, event, native_event, url, transport)
            if agent == "cursor":
                kept.append(handler)
            else:
                kept.append({"hooks": [handler]})  # no matcher: every tool (a "*" is not a regex for Codex and Gemini)
        if kept:
            hooks[native_event] = kept
        else:
            hooks.pop(native_event, None)
    if agent == "cursor":
        out.setdefault("version", 1)
    if not hooks:
        out.pop("hooks")
    return out


def apply(agent: str, path: Path, *, url: str | None = None, transport: str = "command",
          install: bool = True) -> bool:
    """Install or uninstall in `path`; True when the file changed."""
    if transport == "http" and agent != "claude-code":
        raise InstallError("--transport http is for claude-code only (the others run commands)")
    try:
        current = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    except ValueError as exc:
        raise InstallError(f"{path} is not valid JSON ({exc}); fix it first, nothing was changed") from exc
    if not isinstance(current, dict):
        raise InstallError(f"{path} does not hold a JSON object; nothing was changed")
    new = merged(agent, current, url, transport, install)
    if new == current or (not path.exists() and not install):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = path.stat().st_mode & 0o777 if path.exists() else 0o644
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(new, f, indent=2, ensure_ascii=False)
        f.write("\n")
    os.chmod(tmp, mode)
    os.replace(tmp, path)  # whole or not at all: the agent never reads half a file
    return True
