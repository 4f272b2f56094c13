"""`agentmemory hooks install|uninstall AGENT` on a temporary HOME holding the user's own settings."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from cli_helpers import clean_env

USER_SETTINGS = {
    "model": "opus",
    "permissions": {"allow": ["Bash(npm run test:*)"]},
    "hooks": {
        "PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "npx prettier --write"}]}],
        "Notification": [{"hooks": [{"type": "command", "command": "notify-send Claude"}]}],
    },
}


def hooks_cli(env, *args, cwd=None):
    return subprocess.run([sys.executable, "-m", "agentmemory", "hooks", *args], env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=60)


@pytest.fixture
def home(tmp_path):
    env = clean_env(tmp_path)
    (tmp_path / "home" / ".claude").mkdir(parents=True)
    return env, tmp_path / "home"


def test_claude_code_user_scope_keeps_the_users_hooks_and_is_idempotent(home):
    env, home_dir = home
    path = home_dir / ".claude" / "settings.json"
    path.write_text(json.dumps(USER_SETTINGS, indent=2))
    proc = hooks_cli(env, "install", "claude-code")
    assert proc.returncode == 0, proc.stderr
    installed = json.loads(path.read_text())
    assert installed["model"] == "opus" and installed["permissions"] == USER_SETTINGS["permissions"]
    post = installed["hooks"]["PostToolUse"]
    assert post[0] == USER_SETTINGS["hooks"]["PostToolUse"][0]  # the user's group first, untouched
    assert "matcher" not in post[1] and "agentmemory hook PostToolUse" in post[1]["hooks"][0]["command"]
    assert installed["hooks"]["Notification"] == USER_SETTINGS["hooks"]["Notification"]
    for event in ("SessionStart", "UserPromptSubmit", "PreCompact", "Stop", "SessionEnd"):
        [group] = installed["hooks"][event]
        assert f"agentmemory hook {event}" in group["hooks"][0]["command"]
    before = path.read_bytes()
    proc = hooks_cli(env, "install", "claude-code")
    assert proc.returncode == 0 and "already up to date" in proc.stderr
    assert path.read_bytes() == before  # install twice changes nothing
    proc = hooks_cli(env, "uninstall", "claude-code")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(path.read_text()) == USER_SETTINGS  # only ours removed


def test_claude_code_project_and_local_scopes_write_in_the_project(home, tmp_path):
    env, _ = home
    project = tmp_path / "proj"
    project.mkdir()
    assert hooks_cli(env, "install", "claude-code", "--scope", "project", "--url", "http://127.0.0.1:4000",
                     cwd=project).returncode == 0
    settings = json.loads((project / ".claude" / "settings.json").read_text())
    assert "--url http://127.0.0.1:4000" in settings["hooks"]["Stop"][0]["hooks"][0]["command"]
    assert hooks_cli(env, "install", "claude-code", "--scope", "local", cwd=project).returncode == 0
    assert (project / ".claude" / "settings.local.json").exists()


def test_claude_code_http_transport_posts_to_observe(home):
    env, home_dir = home
    assert hooks_cli(env, "install", "claude-code", "--transport", "http", "--url", "http://127.0.0.1:3111").returncode == 0
    hooks = json.loads((home_dir / ".claude" / "settings.json").read_text())["hooks"]
    handler = hooks["PostToolUse"][0]["hooks"][0]
    assert handler["type"] == "http" and handler["url"] == "http://127.0.0.1:3111/agentmemory/observe"
    assert "SessionStart" not in hooks  # an HTTP hook cannot print the context: no entry
    assert hooks_cli(env, "install", "claude-code").returncode == 0  # switching back replaces ours
    hooks = json.loads((home_dir / ".claude" / "settings.json").read_text())["hooks"]
    assert [h["type"] for g in hooks["PostToolUse"] for h in g["hooks"]] == ["command"]


@pytest.mark.parametrize("agent, rel, event", [("codex", ".codex/hooks.json", "PostToolUse"),
                                               ("gemini", ".gemini/settings.json", "AfterTool"),
                                               ("cursor", ".cursor/hooks.json", "afterShellExecution")])
def test_other_agents(home, agent, rel, event):
    env, home_dir = home
    path = home_dir / rel
    path.parent.mkdir(parents=True)
    theirs = {"hooks": {event: [{"command": "./mine.sh"}] if agent == "cursor"
                        else [{"hooks": [{"type": "command", "command": "./mine.sh"}]}]}}
    if agent == "cursor":
        theirs["version"] = 1
    path.write_text(json.dumps(theirs))
    assert hooks_cli(env, "install", agent).returncode == 0
    installed = json.loads(path.read_text())
    flat = json.dumps(installed[ "hooks"][event])
    assert "./mine.sh" in flat and f"--agent {agent}" in flat
    before = path.read_bytes()
    assert hooks_cli(env, "install", agent).returncode == 0 and path.read_bytes() == before
    assert hooks_cli(env, "uninstall", agent).returncode == 0
    assert json.loads(path.read_text()) == theirs


def test_a_broken_settings_file_is_left_alone(home):
    env, home_dir = home
    path = home_dir / ".claude" / "settings.json"
    path.write_text("{ not json")
    proc = hooks_cli(env, "install", "claude-code")
    assert proc.returncode == 1 and "not valid JSON" in proc.stderr and "Traceback" not in proc.stderr
    assert path.read_text() == "{ not json"


@pytest.mark.parametrize("url", ["notaurl", "ftp://mem.example", "http://x:1/ bad", "http://"])
def test_a_bad_url_is_refused_and_nothing_is_written(home, url):
    """Hooks pointed at a URL that can never answer would queue every event in the outbox for ever."""
    env, home_dir = home
    proc = hooks_cli(env, "install", "claude-code", "--url", url)
    assert proc.returncode == 2, proc.stderr
    assert "--url" in proc.stderr and "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert not (home_dir / ".claude" / "settings.json").exists()
    proc = hooks_cli({**env, "AGENTMEMORY_URL": url}, "install", "codex")
    assert proc.returncode == 2 and "AGENTMEMORY_URL" in proc.stderr, proc.stderr


def test_the_hook_command_says_when_its_url_is_bad(home):
    env, _ = home
    proc = subprocess.run([sys.executable, "-m", "agentmemory", "hook", "UserPromptSubmit", "--url", "notaurl"],
                          env=env, input='{"session_id": "s", "prompt": "hi", "cwd": "/tmp"}', capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0 and "--url" in proc.stderr  # never fails the agent, but says why nothing arrives
