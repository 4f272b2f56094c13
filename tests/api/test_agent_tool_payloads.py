"""Tool and event payloads as Claude Code, Codex CLI and Gemini CLI send them today, posted as an HTTP hook posts
them: each is stored with the type, title and facts its content says (a successful Gemini shell run is not a
failure, a Codex patch names its files, an event we do not map is titled by what it holds, not its session id)."""
from __future__ import annotations

import base64
import json
import re

from agentmemory.api.rest import PREFIX

CWD = "/src/shop"


def _stored(client, session: str, event: str, **fields) -> dict:
    payload = {"session_id": session, "transcript_path": None, "cwd": CWD, "hook_event_name": event, **fields}
    r = client.post(PREFIX + "/observe", json=payload)
    assert r.status_code == 201, r.get_data(as_text=True)
    return client.get(PREFIX + "/observations", query_string={"sessionId": session}).get_json()["observations"][-1]


def _gemini_shell(command: str, output: str, code: str) -> dict:
    """Gemini CLI's run_shell_command result: one report text with every line present, "(none)" when empty."""
    report = (f"Command: {command}\nDirectory: (root)\nOutput: {output}\nError: (none)\nExit Code: {code}\n"
              f"Signal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 4242")
    return {"tool_name": "run_shell_command", "tool_input": {"command": command},
            "tool_response": {"llmContent": report, "returnDisplay": output}}


def test_a_successful_gemini_shell_run_is_a_command_not_a_failure(client):
    """Every Gemini report holds a line "Error: (none)": read as an error line, each passing run was stored as
    "Failed: ..." with the fact "Error: Error: (none)"; a failing one did not say its exit code."""
    ok = _stored(client, "gem-ok", "AfterTool", **_gemini_shell("npm test -- tapir", "3 passing", "0"))
    assert (ok["type"], ok["title"]) == ("command_run", "Run: npm test -- tapir"), ok
    assert "Exit code 0" in ok["facts"] and not any("(none)" in f for f in ok["facts"]), ok["facts"]
    bad = _stored(client, "gem-bad", "AfterTool", **_gemini_shell("npm run build", "tsc found 1 problem", "2"))
    assert bad["type"] == "error" and bad["facts"][0] == "Error: Exit code 2", bad["facts"]
    empty = _stored(client, "gem-none", "AfterTool", **_gemini_shell("sleep 1", "(empty)", "(none)"))
    assert empty["type"] == "command_run", empty


def test_a_codex_apply_patch_sent_as_its_command_names_the_files(client):
    """Codex's hooks give apply_patch's patch body as `tool_input.command`: it was stored as "Edit a file"."""
    patch = ("*** Begin Patch\n*** Update File: src/zoo.py\n@@\n-def pangolin():\n+def scaly_anteater():\n"
             "*** End Patch")
    obs = _stored(client, "codex-patch-cmd", "PostToolUse", turn_id="t1", model="gpt-5-codex", tool_name="apply_patch",
                  tool_use_id="call_2", tool_input={"command": patch},
                  tool_response="Success. Updated the following files:\nM src/zoo.py")
    assert (obs["type"], obs["title"], obs["files"][:1]) == ("file_edit", "Edit src/zoo.py", ["src/zoo.py"]), obs
    assert "+def scaly_anteater():" in obs["narrative"]


def test_an_event_we_do_not_map_is_titled_by_its_name_and_content_not_its_session_id(client):
    """Codex's PostCompact, Claude Code's SubagentStart: the title was the payload's first string (the session id)
    and the cwd counted as a file the session touched."""
    session = "019a1b2c-codex-thread-0001"
    obs = _stored(client, session, "PostCompact", model="gpt-5-codex", trigger="auto")
    assert session not in obs["title"] and obs["title"].startswith("PostCompact"), obs
    assert CWD not in obs["files"], obs["files"]
    sub = _stored(client, "cc-sub", "SubagentStart", permission_mode="default", agent_id="agent-7",
                  agent_type="code-reviewer")
    assert sub["title"].startswith("SubagentStart") and "cc-sub" not in sub["title"], sub


def test_a_grep_in_content_mode_counts_its_matching_lines(client):
    """Claude Code's Grep with output_mode "content" answers numFiles 0 and the matches in `content`: it was
    stored as "No matches" over the very lines it found."""
    obs = _stored(client, "cc-grep", "PostToolUse", permission_mode="default", tool_name="Grep", tool_use_id="toolu_g",
                  tool_input={"pattern": "def quantize_wombat", "path": CWD, "output_mode": "content", "-n": True},
                  tool_response={"mode": "content", "numFiles": 0, "filenames": [],
                                 "content": "src/ledger.py:14:def quantize_wombat(x):", "numLines": 1})
    assert "No matches" not in obs["facts"] and "1 matching line(s)" in obs["facts"], obs["facts"]


def test_a_tool_call_asked_for_but_not_run_says_so(client):
    """Claude Code's and Codex's PermissionRequest and Gemini's BeforeTool carry the call before it runs: they were
    stored as if the command had run."""
    for session, event in (("cc-perm", "PermissionRequest"), ("gem-before", "BeforeTool")):
        obs = _stored(client, session, event, tool_name="Bash", tool_input={"command": "rm -rf build"})
        assert any("not yet run" in f for f in obs["facts"]), (event, obs["facts"])


def test_a_gemini_web_fetch_is_titled_by_what_it_asked(client):
    """Gemini's web_fetch has no `url`, only a prompt holding the URLs: the title was the bare tool name."""
    obs = _stored(client, "gem-fetch", "AfterTool", tool_name="web_fetch",
                  tool_input={"prompt": "summarise https://jestjs.io/docs/api"},
                  tool_response={"llmContent": "jest api summary", "returnDisplay": "ok"})
    assert obs["type"] == "web_fetch" and "jestjs.io" in obs["title"], obs


def test_an_image_read_keeps_its_bytes_out_of_the_narrative_and_the_search(client):
    """Claude Code's Read of an image or PDF answers `file.base64`, Gemini's read_file `llmContent.inlineData`:
    the base64 text became the narrative and about twenty searchable sections of noise."""
    blob = base64.b64encode(bytes(range(256)) * 120).decode()
    claude = _stored(client, "cc-img", "PostToolUse", tool_name="Read", tool_use_id="toolu_img",
                     tool_input={"file_path": f"{CWD}/docs/diagram.png"},
                     tool_response={"type": "image",
                                    "file": {"base64": blob, "type": "image/png", "originalSize": 30720}})
    gemini = _stored(client, "gem-img", "AfterTool", tool_name="read_file",
                     tool_input={"absolute_path": f"{CWD}/docs/diagram.png"},
                     tool_response={"llmContent": {"inlineData": {"mimeType": "image/png", "data": blob}},
                                    "returnDisplay": "Read image file: diagram.png"})
    for obs in (claude, gemini):
        assert obs["type"] == "file_read" and blob[:40] not in obs["narrative"], obs["narrative"][:300]
        assert "image/png" in obs["narrative"], obs["narrative"]
    word = max(re.split(r"[^A-Za-z0-9]", blob), key=len)  # one whole token of the base64 text
    hits = client.post(PREFIX + "/search", json={"query": word, "limit": 5}).get_json()["results"]
    assert hits == [], [h["id"] for h in hits]


def test_a_turns_last_answer_is_a_turn_found_by_its_words_and_the_envelope_is_no_content(client):
    """Claude Code's and Codex's Stop carry `last_assistant_message` (Gemini's AfterAgent, read as a Stop by the hook
    command, `prompt_response`): stored as a bare "Agent stopped" session event, which search never shows, the
    agent's answer was never found. Claude Code's `prompt_id`, on every event, is no title of an unmapped one."""
    claude = _stored(client, "cc-stop", "Stop", permission_mode="default", prompt_id="7c1e0b5e-aaaa-4bbb-8ccc-0123456789ab",
                     stop_hook_active=False, last_assistant_message="Renamed the pangolin helper; tests pass.")
    gemini = _stored(client, "gem-stop", "AfterAgent", prompt="why does the tapir test fail",
                     prompt_response="It timed out: raise the jest timeout.", stop_hook_active=False)
    assert (claude["type"], claude["title"]) == ("conversation", "assistant: Renamed the pangolin helper; tests pass.")
    assert gemini["title"].startswith("AfterAgent") and "jest timeout" in gemini["narrative"], gemini
    hits = client.post(PREFIX + "/search", json={"query": "pangolin helper"}).get_json()["results"]
    assert [h["id"] for h in hits] == [claude["id"]], hits  # an importance-2 session event is never a result
    setup = _stored(client, "cc-setup", "InstructionsLoaded", prompt_id="7c1e0b5e-aaaa-4bbb-8ccc-0123456789ab",
                    file_path=f"{CWD}/CLAUDE.md")
    assert "7c1e0b5e" not in setup["title"] and setup["title"].endswith("CLAUDE.md"), setup["title"]
    assert "7c1e0b5e" not in claude["narrative"], claude["narrative"]


def test_an_http_hooks_write_of_a_large_file_is_cut_to_fit_not_refused(client, settings):
    """Claude Code's Write sends the content twice (tool_input and tool_response) and its Edit the whole original
    file: a 180 KB file made the payload larger than the server takes and the HTTP hook, which has no outbox,
    lost the event (422). The hook command cuts such an event to fit; the server now does the same."""
    content = "".join(f"def handler_{i}(request):\n    return render(request, 'page_{i}.html')\n\n" for i in range(2500))
    path = f"{CWD}/views.py"
    obs = _stored(client, "cc-big", "PostToolUse", permission_mode="acceptEdits", tool_name="Write",
                  tool_use_id="toolu_big", tool_input={"file_path": path, "content": content},
                  tool_response={"type": "update", "filePath": path, "content": content, "structuredPatch": [],
                                 "originalFile": content})
    assert (obs["type"], obs["title"]) == ("file_write", f"Write {path}"), obs["title"]
    assert "def handler_0(request)" in obs["narrative"]
    assert len(json.dumps(obs["data"], ensure_ascii=False)) <= settings.max_content_chars
    plain = {"hookType": "note", "sessionId": "plain-big", "project": "p", "data": {"text": content * 2}}
    assert client.post(PREFIX + "/observe", json=plain).status_code == 422  # our own shape: refused as before


def test_a_native_session_start_posted_to_observe_resumes_an_ended_session(client):
    """`claude --resume` after a SessionEnd sends SessionStart (source "resume") with the same session id: posted to
    /observe (an HTTP hook) the session stayed "ended" while its new turns were stored in it; the hook command's
    /session/start resumes it."""
    for event, extra in (("SessionEnd", {"reason": "prompt_input_exit"}), ("SessionStart", {"source": "resume"})):
        _stored(client, "cc-resume", event, **extra)
    session = client.get(PREFIX + "/session", query_string={"sessionId": "cc-resume"}).get_json()["session"]
    assert (session["status"], session["endedAt"]) == ("active", None), session
