"""Gemini CLI's own tool calls (AfterTool, as the hook command forwards them) are typed like Claude Code's."""
from __future__ import annotations

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.client.agents import to_native

BASE = {"session_id": "gem-tools", "transcript_path": "/t.json", "cwd": "/src/shop", "hook_event_name": "AfterTool",
        "timestamp": "2026-01-02T10:00:00Z"}


@pytest.mark.parametrize("tool, tool_input, response, kind, title", [
    ("run_shell_command", {"command": "pytest -q tests/test_cart.py", "description": "run the tests"},
     {"llmContent": "Command: pytest -q tests/test_cart.py\nOutput: 3 passed\nExit Code: 0", "returnDisplay": "3 passed"},
     "command_run", "Run: pytest -q tests/test_cart.py"),
    ("replace", {"file_path": "/src/shop/cart.py", "old_string": "total = 0", "new_string": "total = 0.0"},
     {"llmContent": "Successfully modified file", "returnDisplay": "diff"}, "file_edit", "Edit /src/shop/cart.py"),
    ("write_file", {"file_path": "/src/shop/README.md", "content": "# Shop\n"},
     {"llmContent": "Successfully wrote", "returnDisplay": "ok"}, "file_write", "Write /src/shop/README.md"),
    ("read_file", {"absolute_path": "/src/shop/cart.py"}, {"llmContent": "total = 0.0\n", "returnDisplay": ""},
     "file_read", "Read /src/shop/cart.py"),
    ("search_file_content", {"pattern": "def checkout", "path": "/src/shop"},
     {"llmContent": "Found 1 match", "returnDisplay": "1 match"}, "search", "search_file_content 'def checkout' in /src/shop"),
    ("google_web_search", {"query": "sqlite wal checkpoint"}, {"llmContent": "results", "returnDisplay": ""},
     "web_fetch", "Web search: sqlite wal checkpoint"),
])
def test_gemini_tool_calls_are_typed(client, tool, tool_input, response, kind, title):
    payload = to_native("gemini", "PostToolUse", {**BASE, "tool_name": tool, "tool_input": tool_input,
                                                   "tool_response": response})
    r = client.post(PREFIX + "/observe", json=payload)
    assert r.status_code == 201, r.get_json()
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": "gem-tools"}).get_json()["observations"]
    assert (obs[-1]["type"], obs[-1]["title"]) == (kind, title)


def test_a_gemini_shell_command_keeps_its_output(client):
    payload = to_native("gemini", "PostToolUse", {**BASE, "tool_name": "run_shell_command",
                                                   "tool_input": {"command": "git status"},
                                                   "tool_response": {"llmContent": "Output: nothing to commit",
                                                                     "returnDisplay": "nothing to commit"}})
    assert client.post(PREFIX + "/observe", json=payload).status_code == 201
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": "gem-tools"}).get_json()["observations"]
    assert "nothing to commit" in obs[-1]["narrative"]
