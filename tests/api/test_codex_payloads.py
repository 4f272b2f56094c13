"""Codex CLI's tool payloads: a shell call whose `command` is an argv list (`["bash", "-lc", "cargo build"]`) is
stored as the command it ran, not as "a command" (title, programs, files, found by its words); an apply_patch
names the files its patch changed."""
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


PATCH = """*** Begin Patch
*** Update File: src/engine.rs
@@ fn start()
-let thrust = 1;
+let thrust = 2;
*** Add File: src/warp.rs
+pub fn warp() {}
*** End Patch"""


def test_a_codex_apply_patch_names_the_files_it_changed(client):
    """Codex's apply_patch sends its patch as text (`input`); the observation names the files, not "a file"."""
    payload = {"session_id": "codex-patch", "cwd": "/src/shop", "hook_event_name": "PostToolUse",
               "tool_name": "apply_patch", "tool_input": {"input": PATCH},
               "tool_response": "Success. Updated the following files:\nM src/engine.rs\nA src/warp.rs"}
    assert client.post(PREFIX + "/observe", json=payload).status_code == 201
    [obs] = client.get(PREFIX + "/observations", query_string={"sessionId": "codex-patch"}).get_json()["observations"]
    assert obs["type"] == "file_edit" and obs["title"] == "Edit src/engine.rs and 1 more file"
    assert obs["files"][:2] == ["src/engine.rs", "src/warp.rs"]
    assert "+let thrust = 2;" in obs["narrative"]
    assert any("-1 +2 lines" in f for f in obs["facts"]), obs["facts"]
    hits = client.post(PREFIX + "/smart-search", json={"query": "which file did the patch change for thrust"}).get_json()
    assert hits["results"] and hits["results"][0]["id"] == obs["id"]


def test_a_codex_shell_result_with_its_exit_code_in_metadata_is_a_failure(client):
    """Codex's shell output is {output, metadata: {exit_code, duration_seconds}}: exit 101 is a failed run."""
    for session, code in (("codex-exit-0", 0), ("codex-exit-101", 101)):
        payload = {"session_id": session, "cwd": "/src/shop", "hook_event_name": "PostToolUse", "tool_name": "shell",
                   "tool_input": {"command": ["bash", "-lc", "cargo test"]},
                   "tool_response": {"output": "test result: ok", "metadata": {"exit_code": code,
                                                                               "duration_seconds": 1.5}}}
        assert client.post(PREFIX + "/observe", json=payload).status_code == 201
    ok, = client.get(PREFIX + "/observations", query_string={"sessionId": "codex-exit-0"}).get_json()["observations"]
    bad, = client.get(PREFIX + "/observations", query_string={"sessionId": "codex-exit-101"}).get_json()["observations"]
    assert (ok["type"], ok["title"]) == ("command_run", "Run: cargo test") and "Exit code 0" in ok["facts"]
    assert bad["type"] == "error" and "Exit code 101" in bad["facts"], bad
