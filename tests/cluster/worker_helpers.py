"""Real `agentmemory serve` processes on one PostgreSQL database for the scale-out tests."""
from __future__ import annotations

import json
import subprocess
import sys
import uuid
from pathlib import Path

import psutil
import requests
import simple_websocket
from cli_helpers import answers, free_port, serve_env, stop_process
from helpers import wait_until

from .pg_fixtures import vector_index

API = "/agentmemory"


class PgServe:
    """`agentmemory serve *args` with its own data dir under `root`, on the database `url`."""

    def __init__(self, root: Path, url: str, *args: str, workers: int = 1):
        root.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = serve_env(root, self.port)
        env.update(AGENTMEMORY_DATABASE_URL=url, AGENTMEMORY_VECTOR_INDEX=vector_index())
        self.proc = subprocess.Popen([sys.executable, "-m", "agentmemory", "serve", "--workers", str(workers), *args],
                                     env=env, cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                     start_new_session=True)

        def up() -> bool:
            assert self.proc.poll() is None, f"serve exited {self.proc.returncode}: {self.stderr()}"
            return answers(self.url + "/livez") and len(self.workers()) == workers
        wait_until(up, timeout=90, interval=0.2, message=lambda: f"serve did not come up: {self.url}")

    def workers(self) -> list[psutil.Process]:
        try:
            return psutil.Process(self.proc.pid).children()
        except psutil.NoSuchProcess:
            return []

    def stderr(self) -> str:
        if self.proc.poll() is None:
            return ""
        return self.proc.stderr.read().decode("utf-8", "replace")[-3000:]

    def remember(self, session: requests.Session | None = None, content: str | None = None) -> str:
        """A new memory through this server: its id (a 201 means committed)."""
        body = {"content": content or f"{uuid.uuid4().hex} {uuid.uuid4().hex}", "project": "scale"}
        r = (session or requests).post(self.url + API + "/remember", json=body, timeout=30)
        assert r.status_code == 201, (r.status_code, r.text)
        return r.json()["memory"]["id"]

    def viewer(self) -> simple_websocket.Client:
        from viewer.viewer_support import WsClient  # simple-websocket's client without its hello race
        ws = WsClient.connect(self.url.replace("http://", "ws://") + "/stream/mem-live/viewer")
        hello = json.loads(ws.receive(timeout=10))
        assert hello["event"] == "hello", hello
        return ws

    def stop(self) -> None:
        stop_process(self.proc)


def messages_until(ws, wanted: set[str], timeout: float = 30, event: str | None = None) -> list[dict]:
    """Read `ws` until every id in `wanted` has been named by a message's data (of `event`, when given);
    every message read."""
    got: list[dict] = []
    seen: set[str] = set()

    def arrived() -> bool:
        raw = ws.receive(timeout=0.5)
        if raw:
            got.append(json.loads(raw))
            data = got[-1].get("data")
            if isinstance(data, dict) and data.get("id") in wanted and got[-1]["event"] == (event or got[-1]["event"]):
                seen.add(data["id"])
        return seen == wanted
    wait_until(arrived, timeout=timeout, interval=0, message=lambda: f"missing on the websocket: {wanted - seen} (got {[m['event'] for m in got]})")
    return got
