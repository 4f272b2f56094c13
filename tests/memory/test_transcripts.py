"""Transcript sync: Claude Code JSONL logs and Antigravity brain artifacts, idempotency, path refusal."""
from __future__ import annotations

import json
import os

import pytest

from agentmemory.app import build_services, create_app

API = "/agentmemory"
SID = "5f0c9a6e-1b2c-4d3e-8f90-a1b2c3d4e5f6"


def line(kind, uuid, content, **extra):
    """One Claude Code log line, with the fields the real ones carry."""
    message = {"role": kind, "content": content}
    if kind == "assistant":
        message.update(id=f"msg_{uuid}", type="message", model="claude-sonnet-4", stop_reason=None,
                       usage={"input_tokens": 10, "output_tokens": 5})
    return {"parentUuid": None, "isSidechain": False, "userType": "external", "cwd": "/home/me/webapp",
            "sessionId": SID, "version": "1.0.43", "gitBranch": "main", "type": kind, "message": message,
            "uuid": uuid, "timestamp": f"2026-01-02T10:00:{len(uuid):02d}.000Z", **extra}


LOG = [
    line("user", "u1", "Fix the failing login test please"),
    line("assistant", "a1", [{"type": "text", "text": "I will run the login tests first."}]),
    line("assistant", "a2", [{"type": "tool_use", "id": "toolu_1", "name": "Bash",
                              "input": {"command": "pytest tests/test_login.py"}}]),
    line("user", "u2", [{"tool_use_id": "toolu_1", "type": "tool_result", "is_error": True,
                         "content": "FAILED tests/test_login.py::test_valid - ValueError: Invalid salt"}],
         toolUseResult={"stdout": "", "stderr": ""}),
    line("assistant", "a3", [{"type": "thinking", "thinking": "bytes vs str", "signature": "x"},
                             {"type": "text", "text": "The stored hash is a str; encoding it to bytes fixes it."}]),
    line("assistant", "a4", [{"type": "tool_use", "id": "toolu_2", "name": "Edit",
                              "input": {"file_path": "auth/login.py", "old_string": "h", "new_string": "h.encode()"}}]),
    {"type": "summary", "summary": "Fix login test", "leafUuid": "a3"},
    line("user", "m1", "<command-name>/clear</command-name>", isMeta=True),
    line("user", "u3", "yes"),
    line("user", "u4", "yes"),
]


def write_log(path, records, raw_tail=""):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records) + raw_tail, encoding="utf-8")


@pytest.fixture
def roots(tmp_path):
    claude, brain = tmp_path / "home" / ".claude" / "projects", tmp_path / "home" / ".gemini" / "antigravity" / "brain"
    claude.mkdir(parents=True)
    brain.mkdir(parents=True)
    return claude, brain


@pytest.fixture
def env(settings, roots):
    services = build_services(settings.with_(transcript_roots=roots))
    client = create_app(services.settings, services).test_client()
    yield client, services, roots
    services.close()


def sync(client, status=200, path_="/transcripts/sync", **body):
    r = client.post(API + path_, json=body)
    assert r.status_code == status, r.get_json()
    return r.get_json()


def observations(client, sid):
    return client.get(f"{API}/observations", query_string={"sessionId": sid, "limit": 1000}).get_json()["observations"]


def test_claude_code_log_becomes_a_session_with_turns_and_tool_calls(env):
    client, _, (claude, _) = env
    write_log(claude / "-home-me-webapp" / f"{SID}.jsonl", LOG, raw_tail="{not json\n")
    out = sync(client, source="claude-code")
    assert out["imported"] == 6 and out["sessions"] == [{"sessionId": SID, "added": 6}] and out["errors"] == []
    obs = observations(client, SID)
    assert [o["type"] for o in obs] == ["conversation", "conversation", "error", "conversation", "conversation",
                                        "conversation"]
    assert obs[0]["narrative"] == "user: Fix the failing login test please" and obs[0]["project"] == "webapp"
    assert obs[2]["toolName"] == "Bash" and "Invalid salt" in obs[2]["narrative"]
    assert obs[3]["narrative"] == "assistant: The stored hash is a str; encoding it to bytes fixes it."
    assert [o["narrative"] for o in obs[4:]] == ["user: yes", "user: yes"]  # two turns, not one deduplicated
    assert obs[0]["cwd"] == "/home/me/webapp" and obs[0]["timestamp"] == "2026-01-02T10:00:02Z"
    sess = client.get(f"{API}/sessions").get_json()["sessions"]
    assert [s["sessionId"] for s in sess] == [SID]


def test_sync_is_idempotent_and_picks_up_appended_lines(env):
    client, _, (claude, _) = env
    log = claude / "-home-me-webapp" / f"{SID}.jsonl"
    write_log(log, LOG)
    assert sync(client)["imported"] == 6
    again = sync(client)
    assert again["imported"] == 0 and again["alreadyImported"] == 6
    # The pending Edit call gets its result, and the user says one more thing.
    write_log(log, LOG + [line("user", "u5", [{"tool_use_id": "toolu_2", "type": "tool_result", "content": "ok"}]),
                          line("user", "u6", "Great, now commit it")])
    out = sync(client)
    assert out["imported"] == 2 and out["alreadyImported"] == 6
    obs = observations(client, SID)
    assert obs[-2]["type"] == "file_edit" and obs[-1]["narrative"] == "user: Great, now commit it"
    assert sync(client)["imported"] == 0


def test_forgotten_sessions_are_not_imported_again(env):
    client, _, (claude, _) = env
    write_log(claude / "p" / f"{SID}.jsonl", LOG)
    sync(client)
    assert client.post(f"{API}/forget", json={"sessionId": SID}).status_code == 200
    assert sync(client)["imported"] == 0 and observations(client, SID) == []


def test_project_override_and_a_single_file_path(env):
    client, _, (claude, _) = env
    log = claude / "-home-me-webapp" / f"{SID}.jsonl"
    write_log(log, LOG[:2])
    out = sync(client, path=str(log), project="auth-service")
    assert out["imported"] == 2 and out["files"] == 1
    assert observations(client, SID)[0]["project"] == "auth-service"
    assert sync(client, path="-home-me-webapp")["alreadyImported"] == 2  # relative to a root


def write_brain(brain, conv="3b1f-conv"):
    d = brain / conv
    d.mkdir(parents=True, exist_ok=True)
    (d / "task.md").write_text("# Task: add dark mode\n\n- [x] Add a theme toggle\n- [ ] Persist the choice\n\n"
                               "## Notes\nThe toggle lives in the header.\n", encoding="utf-8")
    (d / "implementation_plan.md").write_text("# Implementation plan\n\n## Theme state\nStore the theme in "
                                              "localStorage.\n\n## CSS\nUse CSS variables for colours.\n",
                                              encoding="utf-8")
    (d / "walkthrough.md").write_text("Added a toggle and CSS variables; verified in Chrome.\n", encoding="utf-8")
    (d / "task.md.metadata.json").write_text("{}", encoding="utf-8")
    return d


def test_antigravity_conversation_becomes_one_session_with_a_note_per_section(env):
    client, _, (_, brain) = env
    d = write_brain(brain)
    out = sync(client, path_="/antigravity/sync")
    assert out["source"] == "antigravity" and out["files"] == 3 and out["imported"] == 6
    obs = observations(client, "antigravity-3b1f-conv")
    titles = [o["title"] for o in obs]
    assert "implementation plan: Theme state" in titles and "task: Task: add dark mode" in titles
    assert "walkthrough: Added a toggle and CSS variables; verified in Chrome." in titles
    assert {o["type"] for o in obs if o["title"].startswith("task")} == {"task"}
    assert obs[0]["project"] == "antigravity"
    assert sync(client, path_="/antigravity/sync")["imported"] == 0
    # Editing one section adds that section only.
    (d / "walkthrough.md").write_text("Added a toggle and CSS variables; verified in Chrome and Firefox.\n",
                                      encoding="utf-8")
    assert sync(client, path_="/antigravity/sync", path=str(d))["imported"] == 1


def test_paths_outside_the_roots_are_refused(env, tmp_path):
    client, _, (claude, brain) = env
    outside = tmp_path / "outside"
    write_log(outside / f"{SID}.jsonl", LOG)
    assert sync(client, 403, path=str(outside))["field"] == "path"
    assert sync(client, 403, path=str(claude / ".." / ".." / ".." / "outside"))  # ../ escape
    assert sync(client, 403, path="../../../outside")  # relative ../ escape
    assert sync(client, 403, path="/etc/passwd")
    assert sync(client, 404, path=str(claude / "missing"))
    assert sync(client, 403, path=str(tmp_path / "nope"))  # outside and missing: still 403, no existence leak
    assert sync(client, 422, path="bad\x00path")["field"] == "path"
    os.symlink(outside, claude / "linked")  # a symlink inside a root pointing out of it
    assert sync(client, 403, path=str(claude / "linked"))
    assert sync(client, 403, path=str(claude / "linked" / f"{SID}.jsonl"))
    assert observations(client, SID) == []


def test_a_symlinked_file_pointing_out_is_skipped_when_scanning(env, tmp_path):
    client, _, (claude, _) = env
    outside = tmp_path / "secret.jsonl"
    write_log(outside, LOG)
    (claude / "p").mkdir()
    os.symlink(outside, claude / "p" / "evil.jsonl")
    os.symlink(tmp_path, claude / "dirlink")  # a directory link: not followed
    out = sync(client)
    assert out["imported"] == 0 and out["refused"] == [str(claude / "p" / "evil.jsonl")]
    assert observations(client, SID) == []


def test_sync_all_crystallizes_and_reflects_the_new_sessions(env):
    client, _, (claude, brain) = env
    write_log(claude / "p" / f"{SID}.jsonl", LOG)
    write_brain(brain)
    out = sync(client, path_="/transcripts/sync-all")
    assert [s["source"] for s in out["synced"]] == ["claude-code", "antigravity"]
    assert sorted(c["sessionId"] for c in out["crystals"]) == sorted([SID, "antigravity-3b1f-conv"])
    assert all(r["mode"] == "evidence" for r in out["reflections"])
    assert client.get(f"{API}/crystals").get_json()["total"] == 2
    again = sync(client, path_="/transcripts/sync-all")
    assert again["crystals"] == [] and again["remaining"] == 0  # nothing new: nothing redone
    only = sync(client, path_="/transcripts/sync-all", source="claude-code")
    assert [s["source"] for s in only["synced"]] == ["claude-code"]


def test_missing_roots_sync_nothing(settings, tmp_path):
    services = build_services(settings.with_(transcript_roots=(tmp_path / "absent",)))
    try:
        client = create_app(services.settings, services).test_client()
        assert sync(client)["imported"] == 0
        assert sync(client, path_="/antigravity/sync")["units"] == 0
    finally:
        services.close()


def test_regression_a_log_line_nested_too_deeply_is_skipped_not_a_500(env):
    """`_read_jsonl` skipped lines json.loads refused (ValueError) but not RecursionError: one line of 100000 "["
    in a session log made the whole sync a 500. It is a bad line like any other; the rest is imported."""
    client, _, (claude, _) = env
    write_log(claude / "-home-me-webapp" / f"{SID}.jsonl", LOG, raw_tail="[" * 100_000 + "\n")
    out = sync(client)
    assert out["imported"] == 6 and out["errors"] == []


def test_regression_a_lone_surrogate_in_a_log_line_was_a_500(env):
    """JavaScript's JSON.stringify writes "\\ud83d" for an emoji its text was cut through; the turn could not be
    encoded as UTF-8 and the whole sync was a 500 (every time: the line stays in the log). It is imported with
    U+FFFD in its place; a whole escaped emoji (a pair) stays as it is."""
    client, _, (claude, _) = env
    cut = line("user", "u9", "tests pass \ud83d")  # json.dumps writes the lone surrogate as its escape
    write_log(claude / "-home-me-webapp" / f"{SID}.jsonl", LOG + [cut, line("user", "u10", "done \U0001F600")])
    out = sync(client)
    assert out["imported"] == 8 and out["errors"] == [], out
    texts = [o["narrative"] for o in observations(client, SID)[-2:]]
    assert texts == ["user: tests pass \ufffd", "user: done \U0001F600"]
