"""Every CLI failure a user can cause is one line on stderr naming the problem, a non-zero exit, no traceback.

Each case runs `python -m agentmemory ...` as a real process.
"""
from __future__ import annotations

import json
import os
import sys

import pytest
from cli_helpers import ROOT, Server, assert_one_line_error, clean_env, cli, free_port
from helpers import wait_until

pytestmark = pytest.mark.slow


def _files(tmp_path):
    (tmp_path / "bad.json").write_text("{not json")
    (tmp_path / "list.json").write_text("[1, 2]")
    (tmp_path / "wrong-format.json").write_text(json.dumps({"format": "something-else", "version": 1, "data": {}}))
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
    (tmp_path / "surrogate.json").write_text('{"format": "agentmemory-export", "version": 1, "data": {"mem:memories": '
                                             '{"mem_s": {"id": "mem_s", "content": "cut \\ud83d emoji"}}}}')
    big = {"format": "agentmemory-export", "version": 1, "data": {}, "note": "x" * 2048}  # valid, over 1024 bytes
    (tmp_path / "big.json").write_text(json.dumps(big))
    (tmp_path / "home").mkdir(exist_ok=True)
    (tmp_path / "a-file").write_text("not a directory")


DEAD = "http://127.0.0.1:9"  # the discard port: nothing answers there

# (id, extra environment, arguments, words the one stderr line must contain)
CASES = [
    ("import-missing-file", {}, ["import", "{tmp}/missing.json"], ["cannot read", "missing.json",
                                                                   "No such file"]),
    ("import-bad-json", {}, ["import", "{tmp}/bad.json"], ["bad.json is not valid JSON"]),
    ("import-binary", {}, ["import", "{tmp}/binary.json"], ["binary.json is not valid JSON"]),
    # it was "import failed: UnicodeEncodeError: 'utf-8' codec can't encode ..." (and a Python error forwarded)
    ("import-lone-surrogate", {}, ["import", "{tmp}/surrogate.json"], ["surrogate.json", "lone UTF-16 surrogate"]),
    ("import-lone-surrogate-forwarded", {"AGENTMEMORY_URL": DEAD}, ["import", "{tmp}/surrogate.json"],
     ["surrogate.json", "lone UTF-16 surrogate"]),
    ("import-not-an-object", {}, ["import", "{tmp}/list.json"], ["list.json is not an agentmemory export"]),
    ("import-wrong-format", {}, ["import", "{tmp}/wrong-format.json"], ["import failed", "format"]),
    ("import-a-directory", {}, ["import", "{tmp}"], ["cannot read"]),
    # it was read whole into memory, whatever its size (POST /import refuses a body over the same limit)
    ("import-too-large", {"AGENTMEMORY_MAX_BODY_BYTES": "1024"}, ["import", "{tmp}/big.json"],
     ["big.json is larger than 1024 bytes", "AGENTMEMORY_MAX_BODY_BYTES"]),
    ("export-into-missing-dir", {}, ["export", "-o", "{tmp}/no/such/dir/out.json"], ["cannot write",
                                                                                     "out.json"]),
    ("url-malformed", {"AGENTMEMORY_URL": "localhost:3111"}, ["export"], ["AGENTMEMORY_URL", "http://"]),
    ("url-bad-port", {"AGENTMEMORY_URL": "http://127.0.0.1:99999"}, ["import", "{tmp}/bad.json"],
     ["AGENTMEMORY_URL"]),
    ("url-unreachable-export", {"AGENTMEMORY_URL": DEAD}, ["export"], ["cannot reach", DEAD]),
    ("url-unreachable-reindex", {"AGENTMEMORY_URL": DEAD}, ["reindex"], ["cannot reach", DEAD]),
    ("url-unreachable-mcp", {"AGENTMEMORY_URL": DEAD}, ["mcp"], ["cannot reach", DEAD]),
    ("bad-setting", {"AGENTMEMORY_MAX_BODY_BYTES": "lots"}, ["export"], ["AGENTMEMORY_MAX_BODY_BYTES"]),
    # the server's own agent id was stripped or kept with its control characters: it follows check_agent_id's rule
    ("agent-id-padded", {"AGENT_ID": "alice "}, ["export"], ["AGENT_ID", "must not start or end with a space"]),
    ("agent-id-control-character", {"AGENT_ID": "al\x1bice"}, ["mcp"], ["AGENT_ID", "control characters"]),
    ("data-dir-is-a-file", {"AGENTMEMORY_DATA_DIR": "{tmp}/a-file"}, ["export"],
     ["cannot use the data dir", "a-file", "not a directory"]),
    ("serve-data-dir-is-a-file", {"AGENTMEMORY_DATA_DIR": "{tmp}/a-file", "PORT": "{port}"}, ["serve"],
     ["cannot serve", "a-file", "not a directory"]),
    ("serve-workers-on-sqlite", {"PORT": "{port}"}, ["serve", "--workers", "2"],
     ["cannot serve", "2 workers need PostgreSQL", "AGENTMEMORY_DATABASE_URL"]),
    ("serve-workers-setting-on-sqlite", {"PORT": "{port}", "AGENTMEMORY_WORKERS": "3"}, ["serve"],
     ["3 workers need PostgreSQL", "AGENTMEMORY_DATABASE_URL"]),
    ("migrate-db-unreachable", {}, ["migrate-db", "--to", "postgresql://u:secretpw@127.0.0.1:9/x"],
     ["cannot connect to PostgreSQL", "u:***@"]),
    ("migrate-db-not-postgresql", {}, ["migrate-db", "--from", "sqlite:///x.db"], ["migrate-db", "postgresql://"]),
    ("serve-workers-out-of-range", {"PORT": "{port}"}, ["serve", "--workers", "0"], ["--workers must be between"]),
    # 99999 was listened on as 34463 (getaddrinfo wraps it) and announced as 99999; 0 quietly meant 3111
    ("serve-port-out-of-range", {}, ["serve", "--port", "99999"], ["--port must be between 1 and 65535", "99999"]),
    ("serve-port-zero", {}, ["serve", "--port", "0"], ["--port must be between 1 and 65535"]),
    ("serve-port-not-a-number", {}, ["serve", "--port", "abc"], ["--port", "abc"]),
    ("backup-no-target", {}, ["backup"], ["no backup target"]),
    ("backup-bad-target", {}, ["backup", "--target", "s3://bucket"], ["hf:// or file://"]),
    ("restore-nothing-there", {"AGENTMEMORY_BACKUP_TARGET": "file://{tmp}/empty-target"}, ["restore"],
     ["no backup to restore"]),
    ("restore-missing-snapshot", {"AGENTMEMORY_BACKUP_TARGET": "file://{tmp}/empty-target"},
     ["restore", "--snapshot", "2020-01-01T00-00-00Z"], ["no backup to restore"]),
    ("restore-data-dir-is-a-file", {"AGENTMEMORY_DATA_DIR": "{tmp}/a-file",
                                    "AGENTMEMORY_BACKUP_TARGET": "file://{tmp}/empty-target"}, ["restore"],
     ["a-file"]),
    # argparse's usage errors: its usage block came first, two to four lines in all
    ("usage-no-command", {}, [], ["the following arguments are required: command", "agentmemory --help"]),
    ("usage-bad-choice", {}, ["import", "{tmp}/bad.json", "--strategy", "bogus"],
     ["agentmemory import: error", "invalid choice: 'bogus'", "agentmemory import --help"]),
    ("usage-bad-int", {}, ["serve", "--workers", "x"], ["--workers: invalid int value: 'x'"]),
    ("usage-unknown-option", {}, ["export", "--bogus"], ["unrecognized arguments: --bogus"]),
    ("usage-hooks-unknown-agent", {}, ["hooks", "install", "bogus"], ["agentmemory hooks: error", "invalid choice"]),
]


@pytest.mark.parametrize("extra,args,words", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_cli_error_is_one_line(tmp_path, extra, args, words):
    _files(tmp_path)
    fill = lambda v: v.format(tmp=tmp_path, port=free_port())  # noqa: E731
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    env.update({k: fill(v) for k, v in extra.items()})
    assert_one_line_error(cli(env, *[fill(a) for a in args]), *[fill(w) for w in words])


def test_sync_py_errors_are_one_line_too(tmp_path):
    import subprocess
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    proc = subprocess.run([sys.executable, str(ROOT / "sync.py"), "restore", "--target", "ftp://x"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert_one_line_error(proc, "hf:// or file://")
    proc = subprocess.run([sys.executable, str(ROOT / "sync.py"), "restore", "--bogus"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert_one_line_error(proc, "unrecognized arguments: --bogus")


@pytest.mark.parametrize("args, words", [(["hook", "PostToolUse", "--agent", "nope"], "invalid choice: 'nope'"),
                                         (["hook"], "required: event"),
                                         (["hook", "PostToolUse", "--bogus"], "unrecognized arguments: --bogus")])
def test_a_hook_usage_error_is_one_line_and_never_exit_2(tmp_path, args, words):
    """An agent reads a hook's exit 2 as "block" (Claude Code erases the prompt, refuses to stop): a hook entry
    an older or newer version wrote must fail without blocking the agent, in one line."""
    proc = cli(clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data"), *args)
    assert_one_line_error(proc, words)
    assert proc.returncode == 1


HIDE_GENAI = "import sys; sys.modules['google.genai'] = None; from agentmemory.__main__ import main; " \
             "raise SystemExit(main(sys.argv[1:]))"


def test_gemini_key_without_google_genai_starts_and_health_says_why(tmp_path):
    """GEMINI_API_KEY set and gemini embeddings chosen, but google-genai is not installed: the server starts,
    answers with keyword search and the heuristics, and /health says what is unavailable and why."""
    import subprocess
    import urllib.request
    port = free_port()
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", GEMINI_API_KEY="AIza-not-a-real-key",
                    AGENTMEMORY_EMBEDDING_PROVIDER="gemini", PORT=port, HOST="127.0.0.1")
    proc = subprocess.Popen([sys.executable, "-c", HIDE_GENAI, "serve"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)
    try:
        def fetch_health():
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/agentmemory/health", timeout=2) as r:
                    return json.loads(r.read())
            except OSError:
                assert proc.poll() is None, proc.stderr.read().decode()
                return None
        health = wait_until(fetch_health, timeout=60, interval=0.2, message="the server never answered /health")
        assert health["status"] == "degraded"
        assert health["llm"]["available"] is False and "google-genai" in health["llm"]["error"]
        assert health["embeddings"]["provider"] == "gemini" and health["embeddings"]["available"] is False
        assert "google-genai" in health["embeddings"]["error"]
        assert len(health["problems"]) == 2
        req = urllib.request.Request(f"http://127.0.0.1:{port}/agentmemory/search", method="POST",
                                     data=json.dumps({"query": "anything", "mode": "hybrid"}).encode(),
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=10) as r:
            assert r.status == 200
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        err = proc.stderr.read().decode()
        proc.stderr.close()
    assert "Traceback" not in err and "google-genai" in err


def test_export_without_google_genai_still_works(tmp_path):
    import subprocess
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", GEMINI_API_KEY="AIza-not-a-real-key")
    proc = subprocess.run([sys.executable, "-c", HIDE_GENAI, "export"], env=env, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["format"] == "agentmemory-export"
    assert "Traceback" not in proc.stderr


def test_health_of_a_working_server_is_ok_without_problems(tmp_path):
    server = Server(clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data"))
    try:
        health = server.get("/agentmemory/health")
        assert health["status"] == "ok" and health["problems"] == []
    finally:
        server.stop()


BROKEN_GENAI = {  # google/genai/ as a broken install leaves it: found by find_spec, but unusable
    "import-error": "from ._api_client import BaseApiClient  # noqa\n",
    "syntax-error": "def Client(:\n",
    "runtime-error": "raise RuntimeError('partially upgraded install')\n",
    "no-client": "# a version without Client\n",
}


@pytest.mark.slow
@pytest.mark.parametrize("breakage", sorted(BROKEN_GENAI))
def test_a_broken_google_genai_makes_health_degraded_and_says_why(tmp_path, breakage):
    """google-genai present (find_spec finds it) but failing to import, or lacking what we use: the LLM and the
    gemini embedder are unavailable, /health says so and why (it said "ok"), and no traceback is printed."""
    import subprocess
    import urllib.request
    fake = tmp_path / "site" / "google" / "genai"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text(BROKEN_GENAI[breakage])
    (fake / "types.py").write_text("")
    port = free_port()
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", GEMINI_API_KEY="AIza-not-a-real-key",
                    AGENTMEMORY_EMBEDDING_PROVIDER="gemini", PORT=port, HOST="127.0.0.1")
    env["PYTHONPATH"] = f"{tmp_path / 'site'}{os.pathsep}{env['PYTHONPATH']}"
    proc = subprocess.Popen([sys.executable, "-m", "agentmemory", "serve"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)
    try:
        def fetch_health():
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/agentmemory/health", timeout=5) as r:
                    return json.loads(r.read())
            except OSError:
                assert proc.poll() is None, proc.stderr.read().decode()
                return None
        health = wait_until(fetch_health, timeout=60, interval=0.2, message="the server never answered /health")
        assert health["status"] == "degraded", health
        assert health["llm"]["available"] is False and "cannot be imported" in health["llm"]["error"]
        assert health["embeddings"]["available"] is False and "cannot be imported" in health["embeddings"]["error"]
        assert len(health["problems"]) == 2
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        err = proc.stderr.read().decode()
        proc.stderr.close()
    assert "Traceback" not in err, err
    said = [line for line in err.splitlines() if "google-genai" in line]
    assert said and all("cannot be imported" in line for line in said), err
    out = cli(env, "export")
    assert out.returncode == 0 and "Traceback" not in out.stderr, out.stderr


def test_import_from_stdin_is_held_to_the_same_limit(tmp_path):
    """`agentmemory import -` reads at most the limit (+1 byte) of stdin; an export within it imports."""
    _files(tmp_path)
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", AGENTMEMORY_MAX_BODY_BYTES="1024")
    big = (tmp_path / "big.json").read_bytes()
    assert_one_line_error(cli(env, "import", "-", input=big + b" " * 10_000_000), "- is larger than 1024 bytes")
    small = json.dumps({"format": "agentmemory-export", "version": 1, "data": {}}).encode()
    done = cli(env, "import", "-", input=small)
    assert done.returncode == 0, done.stderr


def test_export_to_a_closed_pipe_stops_quietly(tmp_path):
    """`agentmemory export | head`: the reader went away; one quiet exit, no 'export failed' line."""
    import subprocess
    import sys
    env = {**__import__("os").environ, "AGENTMEMORY_DATA_DIR": str(tmp_path / "data"), "AGENTMEMORY_EMBEDDING_PROVIDER": "none"}
    env.pop("AGENTMEMORY_URL", None)
    code = ("import os, sys\n"
            "r, w = os.pipe(); os.close(r); os.dup2(w, 1)\n"
            "from agentmemory.__main__ import main\n"
            "sys.exit(main(['export']))\n")
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 141, proc.stderr
    assert "failed" not in proc.stderr and "Traceback" not in proc.stderr
