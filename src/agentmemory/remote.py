"""Where a CLI command runs: forwarded to a running server, or on the database under the data dir's lock.

`locate(settings, command)` answers with a `Remote` (AGENTMEMORY_URL, or the
server that owns the data dir) or a held `DataDirLock` (nobody owns it: the
command works on the database itself, and a server starting meanwhile refuses).
A data dir held by another command is a `DataDirBusy`. `Remote` is a small JSON
client over urllib (no extra dependency: the CLI must start fast) that sends
AGENTMEMORY_SECRET as the bearer token; every failure is a `RemoteError` whose
message is one line naming the server and the problem.
"""
from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path

from .config import Settings
from .datadir import DataDirBusy, DataDirLock, connect_url, owner

#: Seconds to wait for a server's answer (an import of a big export takes a while).
TIMEOUT = 300.0
#: Seconds to wait for a server that may be probed (discovery, reachability).
PROBE_TIMEOUT = 3.0


class RemoteError(Exception):
    """A running server could not be reached or refused the request; the message is one line."""


class Remote:
    """A running agentmemory server. `why` says how it was chosen (for the user, on stderr)."""

    def __init__(self, url: str, secret: str | None = None, why: str = "", timeout: float = TIMEOUT):
        self.url = url.rstrip("/")
        self.secret = secret
        self.why = why
        self.timeout = timeout

    def call(self, method: str, path: str, body: dict | None = None, timeout: float | None = None):
        """The JSON answer of `method path` (path under the server root, e.g. /agentmemory/export)."""
        headers = {"Accept": "application/json"}
        data = None
        if body is not None:
            data = json.dumps(body, ensure_ascii=False).encode("utf-8")
            headers["Content-Type"] = "application/json"
        if self.secret:
            headers["Authorization"] = f"Bearer {self.secret}"
        req = urllib.request.Request(self.url + path, data=data, headers=headers, method=method)
        try:
            with urllib.request.urlopen(req, timeout=timeout or self.timeout) as resp:
                raw = resp.read()
        except urllib.error.HTTPError as exc:
            raise RemoteError(f"the agentmemory server at {self.url} refused {method} {path}: "
                              f"HTTP {exc.code} {_error_of(exc.read())}") from None
        except (urllib.error.URLError, OSError, ValueError) as exc:
            reason = getattr(exc, "reason", None) or exc
            raise RemoteError(f"cannot reach the agentmemory server at {self.url}: {reason}") from None
        try:
            return json.loads(raw)
        except (ValueError, UnicodeDecodeError):
            raise RemoteError(f"{self.url}{path} did not answer JSON: is it an agentmemory server?") from None

    def check(self) -> dict:
        """The server's health (proves it answers and that the secret is accepted)."""
        return self.call("GET", "/agentmemory/health", timeout=PROBE_TIMEOUT)


def _error_of(raw: bytes) -> str:
    try:
        body = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        return raw[:200].decode("utf-8", "replace").strip()
    if isinstance(body, dict) and body.get("error"):
        return f"({body['error']})"
    return ""


def locate(settings: Settings, command: str) -> Remote | DataDirLock:
    """Where `command` runs. Raises DataDirBusy when another command (not a server) holds the data
    dir, DataDirError when the data dir cannot be used."""
    if settings.url:
        return Remote(settings.url, settings.secret, why="AGENTMEMORY_URL")
    for _ in range(2):  # a server may take the lock between our look and our try: look again
        holder = owner(settings.data_dir)
        if holder is not None and holder.url:
            return Remote(holder.url, settings.secret,
                          why=f"pid {holder.pid}, the owner of {settings.data_dir}")
        if holder is not None:
            raise DataDirBusy(settings.data_dir, holder)
        try:
            return DataDirLock(settings.data_dir, command).acquire()
        except DataDirBusy:
            continue
    raise DataDirBusy(settings.data_dir, owner(settings.data_dir))


def discover(settings: Settings) -> Remote | None:
    """A server answering on loopback at the configured port whose database is not ours: what an IDE
    that starts `agentmemory mcp` without AGENTMEMORY_DATA_DIR most likely meant to use."""
    remote = Remote(connect_url("127.0.0.1", settings.port), settings.secret)  # loopback only: it gets the secret
    try:
        health = remote.check()
    except RemoteError:
        return None
    db = health.get("dbPath") if isinstance(health, dict) else None
    if not db or Path(db) == Path(settings.db_path):
        return None
    remote.why = f"found on port {settings.port}, data: {db}"
    return remote
