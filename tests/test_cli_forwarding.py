"""CLI commands next to a running server: they forward to it over REST/MCP (with the secret as bearer)
and never open its database; without a server they work on the database under the data dir's lock."""
from __future__ import annotations

import json
import sqlite3

import pytest
from cli_helpers import Server, assert_one_line_error, clean_env, cli

from agentmemory.datadir import owner

SECRET = "cli-forward-secret"
pytestmark = pytest.mark.slow


@pytest.fixture
def live_cli_server(tmp_path):
    """A real server with a secret on tmp_path/data, and the CLI's environment for the same data dir."""
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", AGENTMEMORY_SECRET=SECRET)
    server = Server(env)
    yield server, env
    server.stop()


def _export_file(tmp_path, content: str):
    data = {"format": "agentmemory-export", "version": 1, "data": {
        "mem:memories": {"mem_cli_fwd": {"id": "mem_cli_fwd", "type": "fact", "title": "forwarded",
                                         "content": content, "concepts": [], "files": [], "project": "fwd",
                                         "createdAt": "2026-01-02T03:04:05Z", "updatedAt": "2026-01-02T03:04:05Z",
                                         "version": 1, "isLatest": True, "strength": 5}}}}
    path = tmp_path / "in.json"
    path.write_text(json.dumps(data))
    return path


def test_import_export_reindex_are_forwarded_to_the_running_server(live_cli_server, tmp_path):
    server, env = live_cli_server
    src = _export_file(tmp_path, "The CLI import went through the server")
    proc = cli(env, "import", str(src))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["added"] == 1
    assert f"handled by the server at {server.url}" in proc.stderr
    got = server.get("/agentmemory/memories/mem_cli_fwd", SECRET)
    assert got["memory"]["content"] == "The CLI import went through the server"

    out = tmp_path / "export.json"
    proc = cli(env, "export", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    assert "mem_cli_fwd" in json.loads(out.read_text())["data"]["mem:memories"]
    assert oct(out.stat().st_mode & 0o777) == "0o600"

    proc = cli(env, "reindex", "--all")
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["model"] == "fake-hash-64" and result["queued"] >= 1
    assert server.get("/agentmemory/health", SECRET)["embeddings"]["pending"] == 0  # it waited for the server


def test_mcp_is_forwarded_to_the_running_server(live_cli_server, tmp_path):
    server, env = live_cli_server
    lines = [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
              "params": {"protocolVersion": "2025-03-26", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}},
             {"jsonrpc": "2.0", "method": "notifications/initialized"},
             {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
              "params": {"name": "memory_save", "arguments": {"content": "saved through a forwarded mcp"}}}]
    proc = cli(env, "mcp", input="".join(json.dumps(x) + "\n" for x in lines).encode())
    assert proc.returncode == 0, proc.stderr
    answers = [json.loads(x) for x in proc.stdout.splitlines()]
    assert [a["id"] for a in answers] == [1, 2] and "error" not in answers[1], answers
    assert f"forwarded to the server at {server.url}" in proc.stderr
    mem_id = answers[1]["result"]["structuredContent"]["memory"]["id"]
    assert server.get(f"/agentmemory/memories/{mem_id}", SECRET)["memory"]["content"] == "saved through a forwarded mcp"


def test_a_forwarded_mcp_acts_as_its_agent_id_even_a_non_ascii_one(live_cli_server, tmp_path):
    """On the database `agentmemory mcp` records AGENT_ID; forwarded it recorded the server's default agent."""
    server, env = live_cli_server
    lines = [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
              "params": {"protocolVersion": "2025-03-26", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}},
             {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
              "params": {"name": "memory_save", "arguments": {"content": "saved by a named agent"}}}]
    proc = cli({**env, "AGENT_ID": "José-名前"}, "mcp", input="".join(json.dumps(x) + "\n" for x in lines).encode())
    assert proc.returncode == 0, proc.stderr
    answers = [json.loads(x) for x in proc.stdout.splitlines()]
    assert answers[1]["result"]["structuredContent"]["memory"]["agentId"] == "José-名前", answers


def test_a_wrong_secret_is_one_line_naming_the_401(live_cli_server, tmp_path):
    server, env = live_cli_server
    wrong = {**env, "AGENTMEMORY_SECRET": "not-the-secret"}
    assert_one_line_error(cli(wrong, "export"), server.url, "HTTP 401")
    assert_one_line_error(cli(wrong, "import", str(_export_file(tmp_path, "x"))), "HTTP 401")
    assert_one_line_error(cli(wrong, "mcp"), "HTTP 401")


def test_restore_refuses_while_the_server_runs(live_cli_server, tmp_path):
    server, env = live_cli_server
    proc = cli({**env, "AGENTMEMORY_BACKUP_TARGET": f"file://{tmp_path / 'target'}"}, "restore")
    assert proc.returncode == 3
    assert_one_line_error(proc, "restore refused", server.url)


def test_mcp_without_a_data_dir_finds_the_server_on_its_port(live_cli_server, tmp_path):
    """An IDE starts `agentmemory mcp` with no AGENTMEMORY_DATA_DIR while the user's server serves another dir:
    it uses that server (and says so) instead of silently opening an empty ~/.agentmemory."""
    server, env = live_cli_server
    ide = {k: v for k, v in env.items() if k != "AGENTMEMORY_DATA_DIR"}
    ide["PORT"] = str(server.port)
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-03-26", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}
    proc = cli(ide, "mcp", input=(json.dumps(init) + "\n").encode())
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["id"] == 1
    assert f"forwarded to the server at {server.url} (found on port {server.port}" in proc.stderr
    assert str(tmp_path / "data" / "agentmemory.db") in proc.stderr
    assert not (tmp_path / "home" / ".agentmemory" / "agentmemory.db").exists()


def test_without_a_server_commands_work_on_the_database_under_the_lock(tmp_path):
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    proc = cli(env, "import", str(_export_file(tmp_path, "imported locally")))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""  # nothing to say: no server, nobody else
    conn = sqlite3.connect(tmp_path / "data" / "agentmemory.db")
    assert conn.execute("SELECT count(*) FROM kv_store WHERE key='mem_cli_fwd'").fetchone()[0] == 1
    conn.close()
    assert owner(tmp_path / "data") is None  # released when done
    proc = cli(env, "reindex")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["pending"] == 0


def test_backup_is_forwarded_to_the_running_server(tmp_path):
    """`agentmemory backup` beside a running server: the server backs up to its own target (POST /backup);
    the CLI never opens the database itself, and --target (another target) is refused in one line."""
    target = tmp_path / "target"
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", AGENTMEMORY_SECRET=SECRET,
                    AGENTMEMORY_BACKUP_TARGET=f"file://{target}")
    server = Server(env)
    try:
        assert cli(env, "import", str(_export_file(tmp_path, "backed up by the server"))).returncode == 0
        proc = cli(env, "backup")
        assert proc.returncode == 0, proc.stderr
        assert json.loads(proc.stdout)["result"] == "uploaded"
        assert f"backup: handled by the server at {server.url}" in proc.stderr
        assert list(target.rglob("*.db.gz")), "no snapshot in the server's target"
        assert server.get("/agentmemory/health", SECRET)["backup"]["lastResult"] == "uploaded"
        assert json.loads(cli(env, "backup").stdout)["result"] == "unchanged"
        proc = cli(env, "backup", "--target", f"file://{tmp_path / 'elsewhere'}")
        assert proc.returncode == 2
        assert_one_line_error(proc, "backup refused", server.url)
        assert not (tmp_path / "elsewhere").exists()
    finally:
        server.stop()


def test_backup_beside_a_server_without_a_target_is_one_line(live_cli_server, tmp_path):
    server, env = live_cli_server
    proc = cli({**env, "AGENTMEMORY_BACKUP_TARGET": f"file://{tmp_path / 'target'}"}, "backup")
    assert proc.returncode == 2
    assert_one_line_error(proc, "no backup target", server.url)
    assert not (tmp_path / "target").exists()  # the CLI did not back up beside the server


def test_mcp_on_stdio_is_held_to_the_body_limit_line_by_line(tmp_path):
    """`agentmemory mcp` read each stdin line whole, whatever its size, and ran it (POST /mcp refuses a body
    over AGENTMEMORY_MAX_BODY_BYTES with 413): a longer line is now answered with an error (id null: it is not
    read, so its id is unknown) and skipped, never run, and the session goes on."""
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", AGENTMEMORY_MAX_BODY_BYTES="1024")
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-03-26", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}
    save = lambda i, text: {"jsonrpc": "2.0", "id": i, "method": "tools/call",  # noqa: E731
                            "params": {"name": "memory_save", "arguments": {"content": text}}}
    lines = [init, save(2, "too long " * 300), save(3, "short and saved")]
    proc = cli(env, "mcp", input="".join(json.dumps(x) + "\n" for x in lines).encode())
    assert proc.returncode == 0, proc.stderr
    answers = [json.loads(x) for x in proc.stdout.splitlines()]
    assert [a["id"] for a in answers] == [1, None, 3], answers
    assert "larger than 1024 bytes" in answers[1]["error"]["message"] and "error" not in answers[2], answers
    exported = json.loads(cli(env, "export").stdout)["data"]["mem:memories"]
    assert [m["content"] for m in exported.values()] == ["short and saved"]
