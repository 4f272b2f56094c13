"""`agentmemory import-chat` and `agentmemory export --format` as real processes: on the database under the
data dir's lock, and forwarded to a running server that owns the data dir."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from cli_helpers import Server, assert_one_line_error, clean_env, cli

FIXTURES = Path(__file__).parent / "fixtures"
CHATGPT = str(FIXTURES / "chatgpt_conversations.json")
CLAUDE = str(FIXTURES / "claude_conversations.json")
SECRET = "portable-cli-secret"
pytestmark = pytest.mark.slow


def _observations(env) -> dict[str, list]:
    """Every session's observations, from the JSON export."""
    proc = cli(env, "export")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)["data"]
    return {scope: sorted(rows) for scope, rows in data.items() if scope.startswith("mem:obs:")}


def _bad_copy(tmp_path) -> str:
    data = json.loads(Path(CLAUDE).read_text())
    data[1]["chat_messages"] = [{"uuid": "x", "text": "no sender"}]  # the second conversation is malformed
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    return str(path)


def test_import_chat_on_the_database_itself(tmp_path):
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    proc = cli(env, "import-chat", "chatgpt", CHATGPT, "--project", "assistant-chats")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["turnsStored"] == 6
    assert "import chatgpt" in proc.stderr and "6/6" in proc.stderr  # the progress bar
    before = _observations(env)
    assert sum(map(len, before.values())) == 6
    assert "mem:obs:chatgpt-6740a1b2-33c4-8000-9d2e-3b0f8f6e4a11" in before

    again = cli(env, "import-chat", "chatgpt", CHATGPT, "--project", "assistant-chats", "--quiet")
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["turnsAlreadyStored"] == 6 and again.stderr == ""
    assert _observations(env) == before

    # a malformed file: one line, exit 2, nothing written (not even its valid first conversation)
    assert_one_line_error(cli(env, "import-chat", "claude", _bad_copy(tmp_path)), "conversation 1", "sender")
    assert cli(env, "import-chat", "claude", _bad_copy(tmp_path)).returncode == 2
    assert _observations(env) == before
    assert_one_line_error(cli(env, "import-chat", "claude", str(tmp_path / "nope.json")), "cannot read")


def test_import_chat_and_export_go_through_the_running_server(tmp_path):
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", AGENTMEMORY_SECRET=SECRET)
    server = Server(env)
    try:
        proc = cli(env, "import-chat", "claude", CLAUDE)
        assert proc.returncode == 0, proc.stderr
        assert json.loads(proc.stdout)["turnsStored"] == 3
        assert f"handled by the server at {server.url}" in proc.stderr
        sid = "claude-0b5f3c2e-8a41-4d7e-9c3b-2f6a1e9d8c71"
        rows = server.get(f"/agentmemory/observations?sessionId={sid}", SECRET)["observations"]
        assert [r["data"]["speaker"] for r in rows] == ["user", "assistant", "user"]
        assert server.get(f"/agentmemory/session?sessionId={sid}", SECRET)["session"]["project"] == "claude"

        again = cli(env, "import-chat", "claude", CLAUDE)
        assert again.returncode == 0 and json.loads(again.stdout)["turnsStored"] == 0, again.stderr
        assert_one_line_error(cli(env, "import-chat", "claude", _bad_copy(tmp_path)), "conversation 1")
        assert server.get("/agentmemory/health", SECRET)["counts"]["observations"] == 3

        vault = tmp_path / "vault"
        proc = cli(env, "export", "--format", "markdown", "-o", str(vault))
        assert proc.returncode == 0, proc.stderr
        assert "handled by the server" in proc.stderr
        index = yaml.safe_load((vault / "index.md").read_text().split("---\n")[1])
        assert index["generator"] == "agentmemory" and set(index["counts"]) == {"memories", "lessons", "facts", "slots"}
        proc = cli(env, "export", "--format", "jsonl")
        assert proc.returncode == 0, proc.stderr
        kinds = {json.loads(line)["kind"] for line in proc.stdout.splitlines()}
        assert kinds <= {"memory", "lesson", "fact", "slot"}
        assert sum(1 for _ in proc.stdout.splitlines()) == sum(index["counts"].values())
        assert_one_line_error(cli(env, "export", "--format", "markdown"), "-o DIR")
    finally:
        server.stop()


def test_import_chat_is_held_to_the_import_limit(tmp_path):
    """It read the whole file (or the zip's whole conversations.json) into memory, whatever its size: like
    `agentmemory import`, it reads at most AGENTMEMORY_MAX_BODY_BYTES (+1 byte), else one line, exit 1, nothing
    stored. A zip is held to the size its conversations.json decompresses to, not the zip's own."""
    import zipfile
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", AGENTMEMORY_MAX_BODY_BYTES="4096")
    proc = cli(env, "import-chat", "chatgpt", CHATGPT)  # 6603 bytes
    assert_one_line_error(proc, "chatgpt_conversations.json is larger than 4096 bytes", "AGENTMEMORY_MAX_BODY_BYTES")
    assert proc.returncode == 1
    zipped = tmp_path / "export.zip"
    with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("conversations.json", Path(CHATGPT).read_text() + " " * 1_000_000)  # compresses to little
    assert zipped.stat().st_size < 4096
    proc = cli(env, "import-chat", "chatgpt", str(zipped))
    assert_one_line_error(proc, "export.zip", "conversations.json is larger than 4096 bytes")
    assert proc.returncode == 1
    assert not any(k.startswith("mem:obs:") for k in json.loads(cli(env, "export").stdout)["data"])
    proc = cli(env, "import-chat", "claude", CLAUDE)  # 2111 bytes: within the limit, imported
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["turnsStored"] > 0
