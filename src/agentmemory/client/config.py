"""Where the client finds the server and its files: `ClientConfig.from_env()` is the client's only
reader of the environment (the server's is config.Settings, which the client must not import)."""
from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path

from .. import AGENT_ID_RULE, ID_MAX, is_agent_id  # the server's rule, from the package itself (no server module)

DEFAULT_URL = "http://127.0.0.1:3111"
PREFIX = "/agentmemory"  # the REST prefix of every operation (api/rest.py)


def url_problem(url: str) -> str | None:
    """Why `url` cannot be a server's address (None when it can): http(s)://host[:port], nothing else."""
    from urllib.parse import urlsplit
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises on a bad port
    except ValueError as exc:
        return f"{url!r} is not a URL ({exc})"
    if parts.scheme not in ("http", "https") or not parts.hostname or any(c.isspace() for c in url):
        return f"{url!r} is not an http:// or https:// URL such as {DEFAULT_URL}"
    return None


class ClientConfigError(ValueError):
    """A client setting the server would refuse on every call; the message names the variable."""


def agent_id_problem(agent_id: str) -> str | None:
    """Why the server would refuse `agent_id` (422 on every event), None when it would not: checked here,
    never cut or stripped (" alice" is not "alice")."""
    if is_agent_id(agent_id):
        return None
    return f"AGENTMEMORY_AGENT_ID {AGENT_ID_RULE} or be over {ID_MAX} characters, got {agent_id[:80]!r}"


def _int(text: str | None, default: int) -> int:
    try:
        return max(100, int(text)) if text else default
    except ValueError:
        return default


@dataclass(frozen=True)
class ClientConfig:
    url: str = DEFAULT_URL
    token: str | None = None  # an agent token, else the admin secret; sent as a Bearer token
    agent_id: str | None = None
    data_dir: Path = field(default_factory=lambda: Path.home() / ".agentmemory")
    timeout: float = 10.0
    max_event_chars: int = 200_000  # the server's AGENTMEMORY_MAX_CONTENT_CHARS: a hook cuts longer events to fit

    def check_agent_id(self) -> None:
        """ClientConfigError when the server would refuse `agent_id`. Asked by the hook commands, which send it
        with every event (each would come back 422); the Python client never sends it, so it is not refused there."""
        problem = agent_id_problem(self.agent_id) if self.agent_id else None
        if problem:
            raise ClientConfigError(problem)

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> ClientConfig:
        e = os.environ if env is None else env
        data_dir = e.get("AGENTMEMORY_DATA_DIR") or str(Path.home() / ".agentmemory")
        return cls(url=(e.get("AGENTMEMORY_URL") or DEFAULT_URL).rstrip("/"),
                   token=e.get("AGENTMEMORY_TOKEN") or e.get("AGENTMEMORY_SECRET") or None,
                   agent_id=e.get("AGENTMEMORY_AGENT_ID") or None,
                   data_dir=Path(data_dir).expanduser(), max_event_chars=_int(e.get("AGENTMEMORY_MAX_CONTENT_CHARS"),
                                                                           cls.max_event_chars))

    @classmethod
    def resolve(cls, config: ClientConfig | None, url: str | None, token: str | None,
                timeout: float | None) -> ClientConfig:
        """A client's settings: its arguments, else `config`, else the environment."""
        cfg = config or cls.from_env()
        return replace(cfg, url=(url or cfg.url).rstrip("/"), token=token or cfg.token, timeout=timeout or cfg.timeout)

    def headers(self) -> dict[str, str]:
        h = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.token:
            h["Authorization"] = f"Bearer {self.token}"
        return h
