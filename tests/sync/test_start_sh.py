"""start.sh end to end: restore -> agentmemory serve -> backup loop; SIGTERM makes a final backup and a clean exit."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import requests
from helpers import wait_until

from agentmemory.config import Settings
from agentmemory.sync.backup import restore
from agentmemory.sync.targets import DirTarget

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class StartSh:
    def __init__(self, tmp_path: Path, **extra):
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.target = tmp_path / "target"
        self.log = open(tmp_path / "start.log", "w+")
        env = {k: v for k, v in os.environ.items() if not k.startswith(("AGENTMEMORY_", "HF_"))}
        env.update(AGENTMEMORY_DATA_DIR=str(tmp_path / "data"), AGENTMEMORY_EMBEDDING_PROVIDER="fake",
                   AGENTMEMORY_BACKUP_TARGET=f"file://{self.target}", SYNC_INTERVAL="3600",
                   HOST="127.0.0.1", PORT=str(self.port), PYTHON=sys.executable, **extra)
        # Its own session: if the test fails, the whole group (the server, the loop) is ended with it.
        self.proc = subprocess.Popen(["bash", str(ROOT / "start.sh")], env=env, cwd=tmp_path,
                                     stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)

    def wait_live(self, timeout: float = 60) -> None:
        def live() -> bool:
            assert self.proc.poll() is None, self.output()
            try:
                return requests.get(self.url + "/livez", timeout=5).status_code == 200
            except requests.RequestException:  # refused, or accepted before the worker is ready
                return False
        wait_until(live, timeout=timeout, interval=0.2,
                   message=lambda: "start.sh never answered /livez\n" + self.output())

    def children(self) -> list[int]:
        path = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children")
        return [int(p) for p in path.read_text().split()] if path.exists() else []

    def output(self) -> str:
        self.log.flush()
        self.log.seek(0)
        return self.log.read()

    def cleanup(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)
        self.log.close()


@pytest.fixture
def start_sh(tmp_path):
    runs = []

    def make(**extra):
        run = StartSh(tmp_path, **extra)
        runs.append(run)
        return run
    yield make
    for run in runs:
        run.cleanup()


def _observe(url: str, text: str) -> None:
    r = requests.post(url + "/agentmemory/observe", timeout=10, json={
        "hookType": "message", "sessionId": "s1", "project": "p", "cwd": "/w",
        "timestamp": "2026-01-02T03:04:05Z", "data": {"speaker": "user", "text": text}})
    assert r.status_code == 201, r.text


def test_sigterm_makes_a_final_backup_and_a_clean_exit(start_sh, tmp_path):
    run = start_sh()
    run.wait_live()
    _observe(run.url, "the last thing said before shutdown")
    health = requests.get(run.url + "/agentmemory/health", timeout=10).json()
    assert health["backup"]["target"] == f"file://{run.target}"
    assert not (run.target / "latest.json").exists()  # SYNC_INTERVAL=3600: no periodic backup yet
    run.proc.send_signal(signal.SIGTERM)
    assert run.proc.wait(timeout=60) == 0, run.output()
    assert "final backup: uploaded" in run.output()
    assert run.children() == []
    # The final backup has the observation: restore it elsewhere and look.
    latest = json.loads((run.target / "latest.json").read_text())
    other = Settings(data_dir=tmp_path / "restored", embedding_provider="fake")
    restore(other, DirTarget(run.target))
    import sqlite3
    conn = sqlite3.connect(str(other.db_path))
    n = conn.execute("SELECT count(*) FROM search_fts WHERE search_fts MATCH 'shutdown'").fetchone()[0]
    conn.close()
    assert n == 1 and latest["lastAuditId"] >= 1


def test_restart_restores_then_a_dead_server_exits_non_zero(start_sh, tmp_path):
    first = start_sh()
    first.wait_live()
    _observe(first.url, "remember me across restarts")
    first.proc.send_signal(signal.SIGTERM)
    assert first.proc.wait(timeout=60) == 0, first.output()
    # A fresh machine: no local data, only the backup.
    import shutil
    shutil.rmtree(tmp_path / "data")
    second = start_sh()
    second.wait_live()
    found = requests.post(second.url + "/agentmemory/search", json={"query": "restarts"}, timeout=10).json()
    assert found["results"], found
    server = [pid for pid in second.children()
              if "\x00serve\x00" in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")]
    assert len(server) == 1
    os.kill(server[0], signal.SIGKILL)  # the server dies on its own
    assert second.proc.wait(timeout=60) != 0
    assert "died on its own" in second.output()
