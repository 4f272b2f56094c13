"""AGENTMEMORY_AGENT_ID on the client side: the server refuses an id with surrounding whitespace, control
characters or over ID_MAX characters (422 on every event), so the client checks it first with the same rule
(agentmemory/__init__.py, which both import): the hook says so in one stderr line and exits 0 having sent
nothing, and `hooks install` refuses to install hooks that would send it. The Python client never sends it,
so it is built whatever the variable holds."""
from __future__ import annotations

import pytest
from cli_helpers import Server, clean_env
from hook_helpers import SESSION, hook, user_prompt

from agentmemory import ID_MAX
from agentmemory.client import MemoryClient
from agentmemory.client.config import ClientConfig, ClientConfigError

BAD = [" alice", "alice ", "al\nice", "al\tice", "al\x00ice", "a" * (ID_MAX + 1)]


@pytest.mark.parametrize("value", BAD)
def test_a_bad_agent_id_is_refused_by_the_client_config_naming_the_variable(value):
    with pytest.raises(ClientConfigError, match="AGENTMEMORY_AGENT_ID"):
        ClientConfig.from_env({"AGENTMEMORY_AGENT_ID": value}).check_agent_id()


@pytest.mark.parametrize("value", ["alice", "agent 7", "ä-bot", "a" * ID_MAX])
def test_a_good_agent_id_passes_as_it_is(value):
    cfg = ClientConfig.from_env({"AGENTMEMORY_AGENT_ID": value})
    cfg.check_agent_id()
    assert cfg.agent_id == value


def test_the_python_client_which_never_sends_it_is_built_whatever_it_holds(monkeypatch):
    monkeypatch.setenv("AGENTMEMORY_AGENT_ID", "alice\n")
    assert MemoryClient("http://127.0.0.1:9").config.agent_id == "alice\n"


@pytest.mark.slow
def test_the_hook_says_it_in_one_line_exits_0_and_sends_nothing(tmp_path):
    env = clean_env(tmp_path)
    server = Server(env)
    try:
        env = {**env, "AGENTMEMORY_URL": server.url, "AGENTMEMORY_AGENT_ID": " alice"}
        proc, _ = hook(env, "UserPromptSubmit", user_prompt(str(tmp_path), "padded agent id"))
        lines = proc.stderr.decode().splitlines()
        assert proc.returncode == 0 and len(lines) == 1 and "AGENTMEMORY_AGENT_ID" in lines[0], lines
        assert server.get(f"/agentmemory/observations?sessionId={SESSION}")["observations"] == []
        assert not (tmp_path / "home" / ".agentmemory" / "outbox.jsonl").exists()
    finally:
        server.stop()
