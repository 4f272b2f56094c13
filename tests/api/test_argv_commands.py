"""A shell call whose `command` is an argv list (Codex CLI's `shell` tool sends `["bash", "-lc", "cargo build"]`)
is stored as the command it ran, not as "a command": its title, its programs, its files, and found by its words."""
from __future__ import annotations

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.memory.ingest.textscan import command_of


def _observe(client, session: str, command) -> dict:
    payload = {"session_id": session, "cwd": "/src/shop", "hook_event_name": "PostToolUse", "tool_name": "shell",
               "tool_input": {"command": command}, "tool_response": "Compiling warpdrive v0.3"}
    r = client.post(PREFIX + "/observe", json=payload)
    assert r.status_code == 201, r.get_data(as_text=True)
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": session}).get_json()["observations"]
    return obs[-1]


def test_an_argv_command_is_stored_as_the_script_the_shell_ran(client):
    obs = _observe(client, "codex-1", ["bash", "-lc", "cargo build -p warpdrive src/engine.rs"])
    assert obs["title"] == "Run: cargo build -p warpdrive src/engine.rs"
    assert obs["narrative"].startswith("$ cargo build -p warpdrive src/engine.rs")
    assert "cargo" in obs["concepts"] and "a" not in obs["concepts"]
    hits = client.post(PREFIX + "/smart-search", json={"query": "cargo build warpdrive"}).get_json()["results"]
    assert hits and hits[0]["id"] == obs["id"]


def test_a_plain_argv_is_joined_and_an_unknown_command_names_no_program(client):
    assert _observe(client, "codex-2", ["git", "commit", "-m", "fix the brake"])["title"] == \
        "Run: git commit -m 'fix the brake'"
    none = _observe(client, "codex-3", 5)
    assert none["title"] == "Run: a command" and none["concepts"] == []


@pytest.mark.parametrize("value, expected", [
    ("ls -la", "ls -la"),
    (["bash", "-lc", "make test"], "make test"),
    (["sh", "-c", "echo hi"], "echo hi"),
    (["/bin/zsh", "-c", "ls"], "ls"),
    (["ls", "-la", "my dir"], "ls -la 'my dir'"),
    (["bash", "-lc"], "bash -lc"),
    (["a", 1], ""), ([], ""), (None, ""), (5, ""),
])
def test_command_of(value, expected):
    assert command_of({"command": value}) == expected
