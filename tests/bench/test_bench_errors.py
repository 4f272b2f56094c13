"""The bench scripts end with one line on stderr and a non-zero exit, not a traceback, when the server is
not reachable, the token is wrong or the data file is missing."""
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))
from _server import ServerProcess, free_port  # noqa: E402

SERVER_SCRIPTS = ("context.py", "ingest.py", "locomo.py", "search_latency.py", "fuzz.py")


def run_script(script: str, *args: str, data: Path | None = None) -> subprocess.CompletedProcess:
    cmd = [sys.executable, str(BENCH / script), *args]
    if script == "locomo.py" and data is not None:
        cmd += ["--data", str(data)]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)


def assert_one_line(proc: subprocess.CompletedProcess, *words: str) -> None:
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert proc.returncode != 0, proc.stderr
    assert "Traceback" not in proc.stderr, proc.stderr
    assert len(lines) == 1, proc.stderr
    for w in words:
        assert w in lines[0], lines[0]


@pytest.fixture
def locomo_data(tmp_path) -> Path:
    path = tmp_path / "locomo.json"
    path.write_text("[]")
    return path


@pytest.mark.slow
@pytest.mark.parametrize("script", SERVER_SCRIPTS)
def test_bench_script_ends_in_traceback_when_the_server_is_not_reachable(script, locomo_data):
    proc = run_script(script, "--url", f"http://127.0.0.1:{free_port()}", data=locomo_data)
    assert_one_line(proc, "cannot reach", "agentmemory serve")


@pytest.mark.slow
def test_bench_script_ends_in_traceback_when_the_token_is_wrong(tmp_path, locomo_data):
    with ServerProcess(tmp_path / "data", secret="right-secret") as srv:
        for script in SERVER_SCRIPTS:
            proc = run_script(script, "--url", srv.url, "--token", "wrong-secret", data=locomo_data)
            assert_one_line(proc, "refused the token", "--token")


@pytest.mark.slow
@pytest.mark.parametrize("script", ("locomo.py", "tune_ranking.py"))
def test_bench_script_ends_in_traceback_when_the_data_file_is_missing(script, tmp_path):
    missing = tmp_path / "nowhere" / "locomo-dev.json"
    proc = run_script(script, "--data", str(missing), "--url", f"http://127.0.0.1:{free_port()}") \
        if script == "locomo.py" else run_script(script, "--data", str(missing))
    assert_one_line(proc, "no such file", str(missing))


def test_compare_builds_names_a_checkout_without_sources(tmp_path):
    assert_one_line(run_script("compare_builds.py", "--base", str(tmp_path)), str(tmp_path), "src/agentmemory")
