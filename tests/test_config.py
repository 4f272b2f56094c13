"""Tests for config.py: defaults, environment parsing, and start-up errors that name the variable."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from agentmemory.config import ConfigError, Settings

ROOT = Path(__file__).resolve().parents[1]


def test_defaults_from_an_empty_environment():
    s = Settings.from_env({})
    assert s == Settings(data_dir=Path.home() / ".agentmemory")
    assert (s.host, s.port, s.secret, s.agent_scope) == ("127.0.0.1", 3111, None, "shared")
    assert (s.max_obs_per_session, s.token_budget, s.dedup_window_seconds) == (500, 2000, 300)
    assert s.max_body_bytes == 10 * 1024 * 1024
    assert s.embedding_provider == "local"
    assert s.db_path == Path.home() / ".agentmemory" / "agentmemory.db"


def test_values_are_read_and_converted():
    s = Settings.from_env({
        "HOST": "0.0.0.0", "AGENTMEMORY_DATA_DIR": "/tmp/am-x", "AGENTMEMORY_SECRET": "s3cret",
        "AGENTMEMORY_AGENT_SCOPE": "ISOLATED", "MAX_OBS_PER_SESSION": " 42 ",
        "AGENTMEMORY_EMBEDDING_PROVIDER": "fake", "AGENT_ID": "claude",
    })
    assert (s.host, s.data_dir, s.secret, s.agent_scope) == ("0.0.0.0", Path("/tmp/am-x"), "s3cret", "isolated")
    assert (s.max_obs_per_session, s.embedding_provider, s.agent_id) == (42, "fake", "claude")


def test_blank_values_mean_unset():
    assert Settings.from_env({"PORT": "  ", "AGENTMEMORY_SECRET": ""}) == Settings.from_env({})


@pytest.mark.parametrize("env, port", [
    ({"PORT": "4000"}, 4000),
    ({"III_REST_PORT": "4001"}, 4001),
    ({"PORT": "4000", "III_REST_PORT": "4001"}, 4000),  # PORT wins
])
def test_port_and_iii_rest_port(env, port):
    assert Settings.from_env(env).port == port


@pytest.mark.parametrize("env, variable", [
    ({"PORT": "abc"}, "PORT"),
    ({"PORT": "0"}, "PORT"),
    ({"PORT": "70000"}, "PORT"),
    ({"III_REST_PORT": "abc"}, "III_REST_PORT"),
    ({"III_REST_PORT": "70000"}, "III_REST_PORT"),  # regression: the fallback skipped the range check
    ({"MAX_OBS_PER_SESSION": "0"}, "MAX_OBS_PER_SESSION"),
    ({"MAX_OBS_PER_SESSION": "1.5"}, "MAX_OBS_PER_SESSION"),
    ({"AGENTMEMORY_AGENT_SCOPE": "bogus"}, "AGENTMEMORY_AGENT_SCOPE"),
    ({"AGENTMEMORY_EMBEDDING_PROVIDER": "word2vec"}, "AGENTMEMORY_EMBEDDING_PROVIDER"),
    ({"AGENTMEMORY_EMBEDDING_PROVIDER": "onnx-dir"}, "AGENTMEMORY_EMBEDDING_MODEL_DIR"),
    ({"AGENTMEMORY_EMBEDDING_PROVIDER": "gemini"}, "GEMINI_API_KEY"),
    ({"AGENTMEMORY_MAX_BODY_BYTES": "10"}, "AGENTMEMORY_MAX_BODY_BYTES"),
    ({"AGENTMEMORY_ALLOWED_ORIGINS": "localhost:6274"}, "AGENTMEMORY_ALLOWED_ORIGINS"),  # never matches an Origin
    ({"AGENTMEMORY_ALLOWED_ORIGINS": "http://tool.example/app"}, "AGENTMEMORY_ALLOWED_ORIGINS"),
    ({"AGENTMEMORY_ALLOWED_HOSTS": "http://agentmemory:3111"}, "AGENTMEMORY_ALLOWED_HOSTS"),  # a URL, not a Host
    ({"AGENTMEMORY_ALLOWED_HOSTS": "memory.example.org/api"}, "AGENTMEMORY_ALLOWED_HOSTS"),
    # the server's own agent id follows the rule of every agent id a request names (memory/common.check_agent_id):
    # it was stripped (" alice" quietly became "alice") or kept with its control characters
    ({"AGENT_ID": " alice"}, "AGENT_ID"),
    ({"AGENT_ID": "alice\n"}, "AGENT_ID"),
    ({"AGENT_ID": "al\x1bice"}, "AGENT_ID"),
    ({"AGENT_ID": "al\x85ice"}, "AGENT_ID"),
    ({"AGENT_ID": "a" * 201}, "AGENT_ID"),
])
def test_invalid_values_raise_config_error_naming_the_variable(env, variable):
    with pytest.raises(ConfigError, match=variable):
        Settings.from_env(env)


def test_agent_id_follows_the_request_rule_exactly():
    """AGENT_ID is refused where a request naming it would be (check_agent_id: one rule), accepted elsewhere."""
    from agentmemory.errors import Invalid
    from agentmemory.memory.common import check_agent_id
    for value in ("alice", "Agent Smith", "名前", "a" * 200, " alice", "alice\t", "a\x7fb", "a" * 201):
        try:
            check_agent_id(value)
            refused = False
        except Invalid:
            refused = True
        if refused:
            with pytest.raises(ConfigError, match="AGENT_ID"):
                Settings.from_env({"AGENT_ID": value})
        else:
            assert Settings.from_env({"AGENT_ID": value}).agent_id == value
    assert Settings.from_env({"AGENT_ID": "  "}).agent_id == "default"  # blank still means unset


def test_allowed_origins_and_hosts_in_their_documented_forms_are_accepted():
    s = Settings.from_env({"AGENTMEMORY_ALLOWED_ORIGINS": "http://localhost:6274/, https://app.example.org, *",
                           "AGENTMEMORY_ALLOWED_HOSTS": "agentmemory, memory.example.org:8080, [::1]:3111, *"})
    assert len(s.allowed_origins) == 3 and len(s.allowed_hosts) == 4


def test_onnx_dir_with_a_dir_is_accepted(tmp_path):
    s = Settings.from_env({"AGENTMEMORY_EMBEDDING_PROVIDER": "onnx-dir",
                           "AGENTMEMORY_EMBEDDING_MODEL_DIR": str(tmp_path)})
    assert (s.embedding_provider, s.embedding_model_dir) == ("onnx-dir", tmp_path)


def test_describe_masks_secrets():
    d = Settings(secret="s3cret", gemini_api_key="k3y").describe()
    assert d["secret"] == "***" and d["gemini_api_key"] == "***"
    assert "s3cret" not in repr(d) and "k3y" not in repr(d)


def test_settings_are_frozen_and_with_returns_a_copy():
    s = Settings()
    with pytest.raises(Exception):
        s.port = 1  # type: ignore[misc]
    assert s.with_(port=9).port == 9 and s.port == 3111


@pytest.mark.parametrize("variable, value", [
    ("PORT", "abc"),
    ("MAX_OBS_PER_SESSION", "0"),
    ("AGENTMEMORY_AGENT_SCOPE", "bogus"),
    ("AGENT_ID", "alice "),
    ("AGENT_ID", "al\x01ice"),
])
def test_serve_with_a_bad_environment_exits_non_zero_naming_the_variable(tmp_path, variable, value):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AGENTMEMORY_", "III_"))
           and k not in ("PORT", "MAX_OBS_PER_SESSION")}
    # PORT=1 cannot be bound: should the bad value be accepted, serve fails fast instead of hanging.
    env.update(PYTHONPATH=str(ROOT / "src"), AGENTMEMORY_DATA_DIR=str(tmp_path / "data"),
               AGENTMEMORY_EMBEDDING_PROVIDER="fake", PORT="1")
    env[variable] = value
    proc = subprocess.run([sys.executable, "-m", "agentmemory", "serve"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=30)
    assert proc.returncode != 0
    assert variable in proc.stderr
    assert "Traceback" not in proc.stderr
    assert not (tmp_path / "data").exists()  # failed before touching the data dir


def test_the_design_cards_switches_default_off():
    s = Settings.from_env({})
    assert (s.consolidation_enabled, s.graph_extraction_enabled, s.auto_compress) == (False, False, False)
    s = Settings.from_env({"CONSOLIDATION_ENABLED": "true", "GRAPH_EXTRACTION_ENABLED": "1",
                           "AGENTMEMORY_AUTO_COMPRESS": "yes"})
    assert (s.consolidation_enabled, s.graph_extraction_enabled, s.auto_compress) == (True, True, True)
    with pytest.raises(ConfigError, match="CONSOLIDATION_ENABLED"):
        Settings.from_env({"CONSOLIDATION_ENABLED": "sometimes"})


def test_a_blank_secret_is_read_as_none_and_serve_says_so():
    from agentmemory.config import empty_secret_warning
    assert Settings.from_env({"AGENTMEMORY_SECRET": "  "}).secret is None  # blank, as every blank setting: unset
    warning = empty_secret_warning({"AGENTMEMORY_SECRET": "  "})
    assert warning is not None and "AGENTMEMORY_SECRET is set but empty" in warning and "\n" not in warning
    assert empty_secret_warning({}) is None and empty_secret_warning({"AGENTMEMORY_SECRET": "s3cret"}) is None

