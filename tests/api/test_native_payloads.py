"""Agents' native hook payloads with fields of the wrong JSON type, through the hook command's own shaping
(client/agents.py `to_native`, client/hook.py `requests_for`) and the server's (native_hooks.py): a clear 4xx or
a sane observation, never an exception in the hook (the event was lost) nor a 500."""
from __future__ import annotations

import json

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.client.agents import EVENTS, to_native
from agentmemory.client.hook import requests_for

WRONG = (5, 2.5, True, None, [], ["a", 1], {"a": {"b": 1}}, [{"x": 1}])
FIELDS = ("session_id", "conversation_id", "cwd", "workspace_roots", "project", "tool_name", "tool_input",
          "tool_response", "result_json", "command", "output", "file_path", "edits", "prompt", "tool_use_id")


def _base(agent: str, n: int) -> dict:
    """A sound payload of `agent` in session `n` (one session per call: the per-session limit is not tested here)."""
    if agent == "cursor":
        return {"conversation_id": f"conv-{n}", "workspace_roots": ["/src/shop"], "tool_name": "github",
                "tool_input": "{}", "result_json": "{}"}
    return {"session_id": f"sess-{n}", "cwd": "/src/shop", "tool_name": "Bash", "tool_input": {"command": "ls"},
            "tool_response": {"stdout": "a"}}


@pytest.mark.parametrize("agent", sorted(EVENTS))
def test_wrong_types_in_every_field_are_a_4xx_or_stored_never_an_error(client, agent):
    answers: list[int] = []
    for native_event, event in EVENTS[agent].items():
        for field in FIELDS:
            for value in WRONG:
                payload = {**_base(agent, len(answers)), "hook_event_name": native_event, field: value}
                for entry in requests_for(event, to_native(agent, event, payload)):  # raised: the event was lost
                    r = client.post(PREFIX + entry["path"], json=entry["body"])
                    assert r.status_code < 500, (agent, native_event, field, value, r.get_data(as_text=True))
                    answers.append(r.status_code)
    assert set(answers) <= {200, 201, 422} and 201 in answers, set(answers)


def test_a_wrong_typed_cwd_keeps_the_event_with_the_projects_default(client):
    payload = {"hook_event_name": "PostToolUse", "session_id": "sess-cwd", "cwd": {"path": "/src/shop"},
               "tool_name": "Bash", "tool_input": {"command": "make test"}, "tool_response": {"stdout": "ok"}}
    (entry,) = requests_for("PostToolUse", to_native("claude-code", "PostToolUse", payload))
    assert client.post(PREFIX + entry["path"], json=entry["body"]).status_code == 201
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": "sess-cwd"}).get_json()["observations"]
    assert obs[-1]["title"] == "Run: make test" and obs[-1]["project"] == "default"


def test_cursor_workspace_roots_as_one_string_is_the_workspace():
    payload = {"conversation_id": "conv-roots", "workspace_roots": "/src/shop", "command": "ls", "output": "a"}
    native = to_native("cursor", "PostToolUse", {**payload, "hook_event_name": "afterShellExecution"})
    assert native["cwd"] == "/src/shop"


def test_cursor_after_mcp_execution_reads_its_json_text(client):
    """Cursor sends an MCP call's arguments (`tool_input`) and result (`result_json`) as JSON text: stored as
    text, the title was the escaped JSON and the narrative the result's quoting, not its words."""
    result = {"content": [{"type": "text", "text": "Created issue 42: login page times out"}], "isError": False}
    payload = {"hook_event_name": "afterMCPExecution", "conversation_id": "conv-mcp", "workspace_roots": ["/src/shop"],
               "tool_name": "create_issue", "tool_input": json.dumps({"title": "login page times out"}),
               "result_json": json.dumps(result), "duration": 812}
    (entry,) = requests_for("PostToolUse", to_native("cursor", "PostToolUse", payload))
    assert client.post(PREFIX + entry["path"], json=entry["body"]).status_code == 201
    (obs,) = client.get(PREFIX + "/observations", query_string={"sessionId": "conv-mcp"}).get_json()["observations"]
    assert obs["title"] == "create_issue: login page times out", obs["title"]
    assert "Created issue 42: login page times out" in obs["narrative"] and '\\"' not in obs["narrative"]
    assert '{"content"' not in obs["narrative"], obs["narrative"]


@pytest.mark.parametrize("text", ["pong {not json", "NaN", "[1, Infinity]"])
def test_cursor_mcp_text_that_is_not_strict_json_stays_text(text):
    payload = {"hook_event_name": "afterMCPExecution", "conversation_id": "conv-text", "tool_name": "ping",
               "tool_input": text, "result_json": text}
    native = to_native("cursor", "PostToolUse", payload)
    assert native["tool_input"] == text and native["tool_response"] == text
