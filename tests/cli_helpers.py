"""Real `python -m agentmemory ...` processes for the CLI, data-dir and end-to-end tests: a clean
environment (HOME in tmp_path, so ~/.agentmemory is never the user's), a server on a free loopback port."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

from helpers import wait_until

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 60


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def clean_env(tmp_path: Path, **extra) -> dict:
    """This process's environment without any agentmemory, Gemini or Hugging Face setting."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("AGENTMEMORY_", "III_", "HF_", "GEMINI_", "GOOGLE_"))
           and k not in ("PORT", "HOST", "AGENT_ID", "HUGGING_FACE_HUB_TOKEN")}
    env.update(PYTHONPATH=str(ROOT / "src"), HOME=str(tmp_path / "home"), PYTHONUNBUFFERED="1",
               AGENTMEMORY_EMBEDDING_PROVIDER="fake", AGENTMEMORY_TRANSCRIPT_ROOTS=str(tmp_path / "transcripts"))
    env.update({k: str(v) for k, v in extra.items()})
    return env


def cli(env: dict, *args: str, input: bytes | None = b"", timeout: float = TIMEOUT) -> subprocess.CompletedProcess:
    """`python -m agentmemory *args` to completion, text output."""
    proc = subprocess.run([sys.executable, "-m", "agentmemory", *args], env=env, input=input,
                          capture_output=True, timeout=timeout, cwd=env["HOME"] if Path(env["HOME"]).is_dir() else None)
    proc.stdout, proc.stderr = proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")
    return proc


def assert_one_line_error(proc: subprocess.CompletedProcess, *words: str) -> str:
    """A clean CLI failure: non-zero exit, no traceback, exactly one line on stderr naming the problem."""
    err = proc.stderr
    assert proc.returncode != 0, (proc.returncode, proc.stdout, err)
    assert "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    for w in words:
        assert w in lines[0], (w, lines[0])
    return lines[0]


def answers(url: str) -> bool:
    """Whether GET `url` answers 200 now (refused, reset or not ready yet: False)."""
    try:
        with urllib.request.urlopen(url, timeout=1) as resp:
            return resp.status == 200
    except OSError:
        return False


def serve_env(tmp_path: Path, port: int) -> dict:
    """This environment minus any agentmemory setting, plus a data dir in tmp_path and the fake embedder."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AGENTMEMORY_", "III_"))}
    env.update(PYTHONPATH=str(ROOT / "src"), PORT=str(port), HOST="127.0.0.1",
               AGENTMEMORY_DATA_DIR=str(tmp_path / "data"), AGENTMEMORY_EMBEDDING_PROVIDER="fake")
    return env


def start_serve(tmp_path: Path, *args: str, command: tuple[str, ...] | None = None,
                env: dict | None = None) -> tuple[subprocess.Popen, str]:
    """`agentmemory serve *args` (or `command *args`) on a free loopback port (`env`: more settings), once its
    /livez answers: (process, url)."""
    port = free_port()
    proc = subprocess.Popen([*(command or (sys.executable, "-m", "agentmemory", "serve")), *args],
                            env={**serve_env(tmp_path, port), **(env or {})}, cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    url = f"http://127.0.0.1:{port}"

    def up() -> bool:
        assert proc.poll() is None, f"the server exited with {proc.returncode}"
        return answers(url + "/livez")
    try:
        wait_until(up, timeout=30, interval=0.1, message=f"the server did not answer {url}/livez")
    except AssertionError as exc:
        proc.kill()
        _, err = proc.communicate()
        raise AssertionError(f"{exc} (rc={proc.returncode}): {err[-2000:]}") from None
    return proc, url


def stop_process(proc: subprocess.Popen) -> None:
    """SIGTERM, up to 30 s for a clean exit, then SIGKILL; closes the captured stderr, if any."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    if proc.stderr is not None:
        proc.stderr.close()


class Server:
    """`python -m agentmemory serve` on a free port; `.stop()` (SIGTERM) or `.kill()` (SIGKILL)."""

    def __init__(self, env: dict, port: int | None = None):
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = {**env, "PORT": str(self.port), "HOST": "127.0.0.1"}
        self.proc = subprocess.Popen([sys.executable, "-m", "agentmemory", "serve"], env=self.env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
        try:
            wait_until(self._up, timeout=TIMEOUT, interval=0.1, message=f"the server did not answer {self.url}/livez")
        except AssertionError as exc:
            self.kill()
            raise AssertionError(f"{exc}: {self.proc.stderr.read().decode()[-2000:]}") from None

    def _up(self) -> bool:
        assert self.proc.poll() is None, f"the server exited with {self.proc.returncode}"
        return answers(self.url + "/livez")

    def get(self, path: str, secret: str | None = None):
        import json
        req = urllib.request.Request(self.url + path, headers={"Authorization": f"Bearer {secret}"} if secret else {})
        with urllib.request.urlopen(req, timeout=10) as resp:
            return json.loads(resp.read())

    def stop(self) -> None:
        stop_process(self.proc)

    def kill(self) -> None:
        """SIGKILL to the server's whole process group (a gunicorn master and its worker): a crash."""
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait()
        self.proc.stderr.close()
