"""`agentmemory hook EVENT` as a real process, fed Claude Code's documented payloads, against a real
server process: what reaches the server, what SessionStart prints, the outbox while it is down."""
from __future__ import annotations

import json
import socket
import subprocess
import sys

import pytest
from cli_helpers import Server, clean_env, free_port
from helpers import wait_until
from hook_helpers import (
    SESSION,
    hook,
    post_tool_use,
    pre_compact,
    session_end,
    session_start,
    stop,
    user_prompt,
)

pytestmark = pytest.mark.slow


@pytest.fixture
def repo(tmp_path):
    root = tmp_path / "shop-api"
    (root / ".git").mkdir(parents=True)
    (root / "src").mkdir()
    return root


def waiting(tmp_path) -> int:
    """Events in the hook outbox that the server has not taken yet."""
    box = tmp_path / "home" / ".agentmemory" / "outbox.jsonl"
    return len(box.read_text().splitlines()) if box.exists() else 0


def observations(server: Server, session: str = SESSION) -> list[dict]:
    return server.get(f"/agentmemory/observations?sessionId={session}&limit=1000")["observations"]


def test_a_whole_claude_code_session_reaches_the_server(tmp_path, repo):
    env = clean_env(tmp_path)
    server = Server(env)
    try:
        env = {**env, "AGENTMEMORY_URL": server.url}
        cwd = str(repo / "src")
        req = json.dumps({"content": "Payments go through the Stripe adapter in src/pay.py", "project": "shop-api"})
        import urllib.request
        urllib.request.urlopen(urllib.request.Request(server.url + "/agentmemory/remember", data=req.encode(),
                                                      headers={"Content-Type": "application/json"}), timeout=10)
        proc, _ = hook(env, "SessionStart", session_start(cwd))
        assert proc.returncode == 0, proc.stderr
        out = json.loads(proc.stdout)
        assert out["hookSpecificOutput"]["hookEventName"] == "SessionStart"
        assert "Stripe adapter" in out["hookSpecificOutput"]["additionalContext"]
        for event, payload in [("UserPromptSubmit", user_prompt(cwd, "why is checkout slow?")),
                               ("PostToolUse", post_tool_use(cwd, "pytest -q tests/test_checkout.py")),
                               ("PreCompact", pre_compact(cwd)), ("Stop", stop(cwd)),
                               ("SessionEnd", session_end(cwd))]:
            proc, _ = hook(env, event, payload)
            assert (proc.returncode, proc.stdout) == (0, b""), proc.stderr  # Claude Code reads nothing else
        got = observations(server)
        assert [o["hookType"] for o in got] == ["UserPromptSubmit", "PostToolUse", "PreCompact", "Stop", "SessionEnd"]
        assert {o["project"] for o in got} == {"shop-api"}  # the git root's name
        assert got[1]["type"] == "command_run" and "checkout" in got[1]["title"]
        session = server.get(f"/agentmemory/session?sessionId={SESSION}")["session"]
        assert session["status"] == "ended"
        assert waiting(tmp_path) == 0
    finally:
        server.stop()


def test_outbox_keeps_100_events_while_the_server_is_down_and_stores_each_once_in_order(tmp_path, repo):
    env = clean_env(tmp_path)
    port = free_port()
    env = {**env, "AGENTMEMORY_URL": f"http://127.0.0.1:{port}"}
    cwd = str(repo)
    for i in range(100):
        proc, _ = hook(env, "PostToolUse", post_tool_use(cwd, f"echo step {i}", stdout=f"step {i}"))
        assert proc.returncode == 0 and proc.stdout == b"", proc.stderr
    outbox = tmp_path / "home" / ".agentmemory" / "outbox.jsonl"
    assert (outbox.stat().st_mode & 0o777) == 0o600
    lines = outbox.read_text().splitlines()
    assert len(lines) == 100
    with outbox.open("a") as f:  # the same events again (a retry that wrote twice): still stored once
        f.write("\n".join(lines[:10]) + "\n")
    server = Server(env, port=port)  # same data dir: the server replays the outbox at start-up
    try:
        got = observations(server)
        assert [o["data"]["tool_input"]["command"] for o in got] == [f"echo step {i}" for i in range(100)]
        assert [o["seq"] for o in got] == list(range(100))
        proc, _ = hook(env, "flush", "")
        assert proc.returncode == 0, proc.stderr
        assert len(observations(server)) == 100
    finally:
        server.stop()


def test_the_next_hook_call_replays_older_events_first(tmp_path, repo):
    env = clean_env(tmp_path)
    server_env = {**env, "AGENTMEMORY_DATA_DIR": str(tmp_path / "server-data")}  # not shared: hooks replay
    port = free_port()
    env = {**env, "AGENTMEMORY_URL": f"http://127.0.0.1:{port}"}
    for i in range(5):
        hook(env, "UserPromptSubmit", user_prompt(str(repo), f"question {i}"))
    server = Server(server_env, port=port)
    try:
        assert observations(server) == []
        hook(env, "UserPromptSubmit", user_prompt(str(repo), "question 5"))
        assert [o["data"]["prompt"] for o in observations(server)] == [f"question {i}" for i in range(6)]
    finally:
        server.stop()


def test_a_hanging_server_costs_the_agent_at_most_two_seconds(tmp_path, repo):
    with socket.socket() as sink:  # accepts connections (the backlog) and never answers
        sink.bind(("127.0.0.1", 0))
        sink.listen(16)
        with socket.socket() as closed:  # refuses at once: the same run without the wait
            closed.bind(("127.0.0.1", 0))
            refused = f"http://127.0.0.1:{closed.getsockname()[1]}"
        _, start_up = hook(clean_env(tmp_path / "ref", AGENTMEMORY_URL=refused),
                           "PostToolUse", post_tool_use(str(repo), "make"))
        env = clean_env(tmp_path, AGENTMEMORY_URL=f"http://127.0.0.1:{sink.getsockname()[1]}")
        proc, seconds = hook(env, "PostToolUse", post_tool_use(str(repo), "make"))
        assert proc.returncode == 0
        # the budget, beyond what the same hook costs against a refusing port (interpreter start-up,
        # slower on a loaded machine, timed just before)
        assert seconds - start_up < 2.0 + 0.3, (seconds, start_up)
        assert waiting(tmp_path) == 1


def test_refused_and_garbled_events_never_fail_the_agent_nor_wait_forever(tmp_path, repo):
    env = clean_env(tmp_path)
    server = Server(env)
    try:
        env = {**env, "AGENTMEMORY_URL": server.url}
        proc, _ = hook(env, "Stop", {"hook_event_name": "Stop", "cwd": str(repo)})  # no session: a 422
        assert proc.returncode == 0 and b"refused (422)" in proc.stderr
        proc, _ = hook(env, "Stop", "{not json")
        assert proc.returncode == 0 and b"not JSON" in proc.stderr
        assert waiting(tmp_path) == 0  # nothing queued for ever
    finally:
        server.stop()


def test_cursor_and_gemini_payloads(tmp_path, repo):
    env = clean_env(tmp_path)
    server = Server(env)
    try:
        env = {**env, "AGENTMEMORY_URL": server.url}
        cursor = {"conversation_id": "cur-1", "generation_id": "g1", "hook_event_name": "afterShellExecution",
                  "workspace_roots": [str(repo)], "command": "npm test", "output": "3 passing"}
        proc, _ = hook(env, "PostToolUse", cursor, "--agent", "cursor")
        assert (proc.returncode, proc.stdout.strip()) == (0, b"{}"), proc.stderr  # Cursor parses stdout as JSON
        [obs] = observations(server, "cur-1")
        assert obs["project"] == "shop-api" and obs["type"] == "command_run" and "npm test" in obs["title"]
        gemini = {"session_id": "gem-1", "transcript_path": "/t.json", "cwd": str(repo), "hook_event_name": "BeforeAgent",
                  "timestamp": "2026-01-02T03:04:05Z", "prompt": "add a health check"}
        proc, _ = hook(env, "UserPromptSubmit", gemini, "--agent", "gemini")
        assert (proc.returncode, proc.stdout.strip()) == (0, b"{}"), proc.stderr
        [obs] = observations(server, "gem-1")
        assert obs["type"] == "prompt" and obs["hookType"] == "UserPromptSubmit"
        proc, _ = hook(env, "SessionStart", {**gemini, "hook_event_name": "SessionStart"}, "--agent", "gemini")
        assert "additionalContext" in json.loads(proc.stdout)["hookSpecificOutput"]
    finally:
        server.stop()


def test_the_agents_own_event_names_are_read_as_ours(tmp_path, repo):
    """A hand-written hooks.json naming Cursor's (or Gemini's) own event, `hook afterShellExecution --agent cursor`,
    stores what `hook PostToolUse --agent cursor` does: a command run, a prompt, a file edit, not a bare note."""
    env = clean_env(tmp_path)
    server = Server(env)
    try:
        env = {**env, "AGENTMEMORY_URL": server.url}
        base = {"conversation_id": "cur-2", "generation_id": "g1", "workspace_roots": [str(repo)]}
        for event, extra in [("beforeSubmitPrompt", {"prompt": "refactor the gravimeter", "attachments": []}),
                             ("afterShellExecution", {"command": "make gravimeter", "output": "built"}),
                             ("afterFileEdit", {"file_path": str(repo / "grav.py"),
                                                "edits": [{"old_string": "a", "new_string": "b"}]})]:
            proc, _ = hook(env, event, {**base, "hook_event_name": event, **extra}, "--agent", "cursor")
            # beforeSubmitPrompt's answer is {continue, user_message}: the prompt goes on, said as Cursor documents it
            said = b'{"continue": true}' if event == "beforeSubmitPrompt" else b"{}"
            assert (proc.returncode, proc.stdout.strip()) == (0, said), proc.stderr
        got = [(o["hookType"], o["type"]) for o in observations(server, "cur-2")]
        assert got == [("UserPromptSubmit", "prompt"), ("PostToolUse", "command_run"), ("PostToolUse", "file_edit")]
        gemini = {"session_id": "gem-2", "cwd": str(repo), "hook_event_name": "AfterTool",
                  "tool_name": "run_shell_command", "tool_input": {"command": "ls src"}, "tool_response": "pay.py"}
        proc, _ = hook(env, "AfterTool", gemini, "--agent", "gemini")
        assert (proc.returncode, proc.stdout.strip()) == (0, b"{}"), proc.stderr
        [obs] = observations(server, "gem-2")
        assert (obs["hookType"], obs["type"]) == ("PostToolUse", "command_run")
    finally:
        server.stop()


def test_pre_compact_and_stop_flush_and_session_end_ends(tmp_path, repo):
    """PreCompact and Stop distil the session's pending turns now (long before the idle debounce), without
    ending it; SessionEnd distils what is left and ends it."""
    env = clean_env(tmp_path, AGENTMEMORY_SUMMARY_DEBOUNCE_SECONDS=3600)
    server = Server(env)
    try:
        env = {**env, "AGENTMEMORY_URL": server.url}
        cwd = str(repo)

        def episodes() -> list[dict]:
            return server.get(f"/agentmemory/episodes?sessionId={SESSION}")["episodes"]

        hook(env, "SessionStart", session_start(cwd))
        hook(env, "UserPromptSubmit", user_prompt(cwd, "We decided to move the checkout queue to Redis streams, because the "
                                                          "Postgres polling loop kept timing out under load."))
        proc, _ = hook(env, "Stop", stop(cwd))
        assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
        wait_until(lambda: len(episodes()) == 1, timeout=20, message="Stop did not flush the pending turns")
        assert server.get(f"/agentmemory/session?sessionId={SESSION}")["session"]["status"] != "ended"
        hook(env, "UserPromptSubmit", user_prompt(cwd, "Now run the queue tests and tell me whether the consumer "
                                                          "group survives a restart of the worker."))
        hook(env, "PostToolUse", post_tool_use(cwd, "pytest -q tests/test_queue.py", stdout="12 passed in 0.4s"))
        proc, _ = hook(env, "PreCompact", pre_compact(cwd))
        assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
        wait_until(lambda: len(episodes()) == 2, timeout=20, message="PreCompact did not flush the pending turns")
        hook(env, "UserPromptSubmit", user_prompt(cwd, "Also document in docs/queue.md that the Redis stream keeps seven "
                                                          "days of checkout events before trimming."))
        proc, _ = hook(env, "SessionEnd", session_end(cwd))
        assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
        wait_until(lambda: len(episodes()) == 3, timeout=20, message="SessionEnd did not distil the last turns")
        assert server.get(f"/agentmemory/session?sessionId={SESSION}")["session"]["status"] == "ended"
        assert waiting(tmp_path) == 0
    finally:
        server.stop()


def test_http_hooks_flush_and_end_too(tmp_path, repo):
    """Claude Code's HTTP hooks post the native payload to /observe themselves: the server does the flush
    (PreCompact, Stop) and the end (SessionEnd) the hook command relies on."""
    import urllib.request
    env = clean_env(tmp_path, AGENTMEMORY_SUMMARY_DEBOUNCE_SECONDS=3600)
    server = Server(env)
    try:
        def post(payload: dict) -> int:
            req = urllib.request.Request(server.url + "/agentmemory/observe", data=json.dumps(payload).encode(),
                                         headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(req, timeout=10) as resp:
                return resp.status

        def episodes() -> list[dict]:
            return server.get(f"/agentmemory/episodes?sessionId={SESSION}")["episodes"]

        cwd = str(repo)
        assert post(user_prompt(cwd, "We decided to pin the Node version to 22 in CI, because the build broke "
                                     "on 23 with the native addon.")) == 201
        assert post(stop(cwd)) == 201
        wait_until(lambda: len(episodes()) == 1, timeout=20, message="a native Stop did not flush")
        assert post(stop(cwd)) == 200  # the same words as the first Stop: deduplicated, still a flush (of nothing)
        assert post(user_prompt(cwd, "Write the Node 22 pin into the README's build section and the Dockerfile, "
                                     "and mention the addon.")) == 201
        assert post(stop(cwd)) == 200
        wait_until(lambda: len(episodes()) == 2, timeout=20, message="a repeated native Stop did not flush")
        assert post(user_prompt(cwd, "Also run the addon's own tests on Node 22 in the nightly job, with the "
                                     "coverage report attached.")) == 201
        assert post(session_end(cwd)) == 201
        wait_until(lambda: len(episodes()) == 3, timeout=20, message="a native SessionEnd did not distil")
        assert server.get(f"/agentmemory/session?sessionId={SESSION}")["session"]["status"] == "ended"
    finally:
        server.stop()


SECRETS = {"github": "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",
           "aws": "AKIA" + "ABCDEFGHIJKLMNOP",
           "anthropic": "sk-ant-" + "api03-abcdefghijklmnopqrstuvwxyz012345",
           "password": "hunter2-Correct-Horse-9"}


def test_the_outbox_on_disk_holds_no_secret_and_the_replay_stores_them_redacted(tmp_path, repo):
    """The outbox held the raw payloads: every secret a command or prompt carried sat in a file on disk."""
    env = clean_env(tmp_path)
    port = free_port()
    env = {**env, "AGENTMEMORY_URL": f"http://127.0.0.1:{port}"}
    cwd = str(repo)
    command = f"curl -H 'Authorization: Bearer {SECRETS['github']}' https://api.github.com/user"
    outbox = tmp_path / "home" / ".agentmemory" / "outbox.jsonl"
    outbox.parent.mkdir(parents=True)
    outbox.touch(mode=0o644)  # left readable by an older version: appending makes it private again
    outbox.chmod(0o644)
    hook(env, "UserPromptSubmit", user_prompt(cwd, f"use {SECRETS['anthropic']} and AWS key {SECRETS['aws']}"
                                                   f" <private>my diary</private>"))
    hook(env, "PostToolUse", post_tool_use(cwd, command, stdout=f"DB_PASSWORD={SECRETS['password']}"))
    text = outbox.read_text()
    assert len(text.splitlines()) == 2
    for kind, secret in SECRETS.items():
        assert secret not in text, kind
    assert "my diary" not in text and "[REDACTED:github_token]" in text
    assert (outbox.stat().st_mode & 0o777) == 0o600
    server = Server(env, port=port)  # replays the outbox at start-up
    try:
        got = observations(server)
        assert [o["hookType"] for o in got] == ["UserPromptSubmit", "PostToolUse"]
        assert "[REDACTED:github_token]" in got[1]["data"]["tool_input"]["command"]
        assert not any(secret in json.dumps(got) for secret in SECRETS.values())
    finally:
        server.stop()


def test_text_utf8_cannot_hold_becomes_a_replacement_character_not_a_lost_event(tmp_path, repo):
    """A lone surrogate escape (an emoji cut in two) or stdin bytes that are not UTF-8: the event was dropped
    (the server refuses such text, and it could not be written to the outbox either)."""
    env = clean_env(tmp_path)
    port = free_port()
    env = {**env, "AGENTMEMORY_URL": f"http://127.0.0.1:{port}"}
    cwd = str(repo)
    escaped = json.dumps(user_prompt(cwd, "cut emoji \ud83d| whole \U0001F600"))  # ascii: "\ud83d" escapes
    raw_bytes = json.dumps(user_prompt(cwd, "bytes BAD|")).encode().replace(b"BAD", b"\xff\xfe")
    proc, _ = hook(env, "UserPromptSubmit", escaped)
    assert proc.returncode == 0 and proc.stderr == b"", proc.stderr
    proc = subprocess.run([sys.executable, "-m", "agentmemory", "hook", "UserPromptSubmit"], env=env,
                          input=raw_bytes, capture_output=True, timeout=30)
    assert proc.returncode == 0 and proc.stderr == b"", proc.stderr
    assert waiting(tmp_path) == 2  # the server is down: both wait in the outbox
    server = Server(env, port=port)
    try:
        got = [o["data"]["prompt"] for o in observations(server)]
        assert got == ["cut emoji \ufffd| whole \U0001F600", "bytes \ufffd\ufffd|"]
    finally:
        server.stop()


def test_a_tool_output_longer_than_the_server_takes_is_cut_to_fit_not_lost(tmp_path, repo):
    """The server refuses an event over AGENTMEMORY_MAX_CONTENT_CHARS (422), so one long command output
    lost the whole event: the hook now cuts the longest strings to fit and says how much went."""
    env = clean_env(tmp_path)
    server = Server(env)
    try:
        env = {**env, "AGENTMEMORY_URL": server.url}
        stdout = "line \"quoted\" of the build log\n" * 70_000  # ~2.2 MB, its JSON larger still
        proc, _ = hook(env, "PostToolUse", post_tool_use(str(repo), "make all", stdout=stdout))
        assert proc.returncode == 0 and b"refused" not in proc.stderr, proc.stderr
        got = observations(server)
        assert [o["hookType"] for o in got] == ["PostToolUse"]
        kept = got[0]["data"]["tool_response"]["stdout"]
        assert kept.startswith(stdout[:50_000])
        assert kept.endswith("characters cut by the agentmemory hook]") and len(kept) < 200_000
        assert got[0]["data"]["tool_input"]["command"] == "make all"  # short strings stay whole
    finally:
        server.stop()


def _unwritable_data_dir(tmp_path):
    """A data dir the hook cannot write its outbox in: read-only (0500), or, as root (whom chmod does not
    stop), a path under a file."""
    import os
    if os.geteuid() != 0:
        folder = tmp_path / "read-only"
        folder.mkdir()
        folder.chmod(0o500)
        return folder
    (tmp_path / "a-file").write_text("not a folder")
    return tmp_path / "a-file" / "data"


def test_an_event_the_outbox_cannot_hold_is_said_dropped_and_never_fails_the_agent(tmp_path, repo):
    """Server down and outbox unwritable: it said only "agentmemory hook: NotADirectoryError: ..." (or
    PermissionError), never that the event was lost. Now one line says it was dropped and why; exit 0."""
    data_dir = _unwritable_data_dir(tmp_path)
    env = clean_env(tmp_path, AGENTMEMORY_URL=f"http://127.0.0.1:{free_port()}", AGENTMEMORY_DATA_DIR=str(data_dir))
    try:
        proc, _ = hook(env, "PostToolUse", post_tool_use(str(repo), "make"))
    finally:
        data_dir.chmod(0o700) if data_dir.is_dir() else None
    assert proc.returncode == 0 and proc.stdout == b""
    lines = proc.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in lines[0], proc.stderr
    assert "event dropped" in lines[0] and "/observe" in lines[0] and "outbox cannot be written" in lines[0], lines
    assert any(why in lines[0] for why in ("Not a directory", "Permission denied")), lines


def test_an_unwritable_outbox_does_not_stop_an_event_the_server_can_take(tmp_path, repo):
    """The outbox lock could not be opened, so the event was never even sent: lost with the server up."""
    env = clean_env(tmp_path)
    server = Server({**env, "AGENTMEMORY_DATA_DIR": str(tmp_path / "server-data")})
    data_dir = _unwritable_data_dir(tmp_path)
    try:
        hook_env = {**env, "AGENTMEMORY_URL": server.url, "AGENTMEMORY_DATA_DIR": str(data_dir)}
        proc, _ = hook(hook_env, "UserPromptSubmit", user_prompt(str(repo), "still heard"))
        assert proc.returncode == 0 and proc.stderr == b"", proc.stderr
        assert [o["data"]["prompt"] for o in observations(server)] == ["still heard"]
    finally:
        data_dir.chmod(0o700) if data_dir.is_dir() else None
        server.stop()


def test_an_outbox_file_that_cannot_be_appended_to_drops_the_event_in_one_line(tmp_path, repo):
    """The lock opens but the queue file cannot be written (here a folder in its place, as a full disk would
    refuse it): the append's error ended the hook as "IsADirectoryError: ...", the event lost unsaid."""
    env = clean_env(tmp_path, AGENTMEMORY_URL=f"http://127.0.0.1:{free_port()}")
    (tmp_path / "home" / ".agentmemory" / "outbox.jsonl").mkdir(parents=True)
    proc, _ = hook(env, "SessionStart", session_start(str(repo)))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and "event dropped (/session/start)" in lines[0] and "Is a directory" in lines[0], lines


def test_a_session_at_its_observation_cap_does_not_hold_back_every_later_event(tmp_path, repo):
    """A long session reaches MAX_OBS_PER_SESSION (500: a few hours of tool calls) and the server answers 429 for
    it, for good. The hook took that 429 for "later" and queued the event; each later hook replayed it first, got
    429 again and queued its own event behind it: from then on nothing, of any session, reached the server. Now
    the event is dropped with one line on stderr, later events go on, and the session's SessionEnd still ends it."""
    env = clean_env(tmp_path, MAX_OBS_PER_SESSION=3)
    server = Server(env)
    try:
        env = {**env, "AGENTMEMORY_URL": server.url}
        cwd = str(repo)
        for i in range(4):
            proc, _ = hook(env, "PostToolUse", post_tool_use(cwd, f"make step{i}"))
            assert proc.returncode == 0, proc.stderr
        assert b"refused (429)" in proc.stderr and b"MAX_OBS_PER_SESSION" in proc.stderr, proc.stderr
        assert waiting(tmp_path) == 0
        other = "b2b2b2b2-0000-4000-8000-000000000002"
        proc, _ = hook(env, "UserPromptSubmit", user_prompt(cwd, "add a retry to the payment webhook", session=other))
        assert (proc.returncode, proc.stderr) == (0, b"")
        assert [o["type"] for o in observations(server, other)] == ["prompt"]
        proc, _ = hook(env, "SessionEnd", session_end(cwd))
        assert proc.returncode == 0, proc.stderr
        assert server.get(f"/agentmemory/session?sessionId={SESSION}")["session"]["status"] == "ended"
        assert waiting(tmp_path) == 0
    finally:
        server.stop()
