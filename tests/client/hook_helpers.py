"""Claude Code hook payloads as its hooks reference documents them, and `agentmemory hook` as a process."""
from __future__ import annotations

import json
import subprocess
import sys
import time

SESSION = "a1b2c3d4-0000-4000-8000-000000000001"


def base(event: str, cwd: str, session: str = SESSION) -> dict:
    return {"session_id": session, "transcript_path": f"/home/u/.claude/projects/p/{session}.jsonl",
            "cwd": cwd, "hook_event_name": event}


def session_start(cwd: str, source: str = "startup", **kw) -> dict:
    return {**base("SessionStart", cwd, **kw), "source": source}


def user_prompt(cwd: str, prompt: str, **kw) -> dict:
    return {**base("UserPromptSubmit", cwd, **kw), "permission_mode": "default", "prompt": prompt}


def post_tool_use(cwd: str, command: str, stdout: str = "ok", **kw) -> dict:
    return {**base("PostToolUse", cwd, **kw), "permission_mode": "default", "tool_name": "Bash",
            "tool_input": {"command": command, "description": "run it"},
            "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False, "isImage": False}}


def pre_compact(cwd: str, **kw) -> dict:
    return {**base("PreCompact", cwd, **kw), "trigger": "auto", "custom_instructions": ""}


def stop(cwd: str, **kw) -> dict:
    return {**base("Stop", cwd, **kw), "stop_hook_active": False}


def session_end(cwd: str, **kw) -> dict:
    return {**base("SessionEnd", cwd, **kw), "reason": "prompt_input_exit"}


def hook(env: dict, event: str, payload: dict | str, *extra: str, timeout: float = 30):
    """Run `python -m agentmemory hook EVENT` with the payload on stdin: (process, wall seconds)."""
    data = payload if isinstance(payload, str) else json.dumps(payload)
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "agentmemory", "hook", event, *extra], env=env,
                          input=data.encode(), capture_output=True, timeout=timeout)
    return proc, time.perf_counter() - t0
