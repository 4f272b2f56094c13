"""A minimal HTTP POST for the hook command (stdlib http.client: importing httpx would cost the
hook ~90 ms of its 150 ms budget on every call)."""
from __future__ import annotations

import http.client
import json
from typing import Any
from urllib.parse import urlsplit

from .config import PREFIX, ClientConfig


class Answer:
    def __init__(self, status: int, body: Any):
        self.status, self.body = status, body

    @property
    def retry(self) -> bool:
        """No answer, 5xx or 429: the server may take it later; not a 429 naming a cap it keeps (`limit`, a
        session's MAX_OBS_PER_SESSION), which sending again cannot pass and which held back every later event."""
        capped = self.status == 429 and isinstance(self.body, dict) and isinstance(self.body.get("limit"), str)
        return self.status == 0 or (self.status == 429 and not capped) or self.status >= 500


def post(cfg: ClientConfig, path: str, body: dict, timeout: float) -> Answer:
    """POST JSON to PREFIX + path; status 0 means no answer (refused, timed out, unreachable)."""
    url = urlsplit(cfg.url)
    cls = http.client.HTTPSConnection if url.scheme == "https" else http.client.HTTPConnection
    conn = cls(url.hostname or "127.0.0.1", url.port, timeout=max(timeout, 0.05))
    try:
        conn.request("POST", (url.path or "").rstrip("/") + PREFIX + path,
                     json.dumps(body, ensure_ascii=False).encode(), cfg.headers())
        resp = conn.getresponse()
        raw = resp.read()
        try:
            data = json.loads(raw) if raw else None
        except ValueError:
            data = None
        return Answer(resp.status, data)
    except (OSError, http.client.HTTPException):  # refused, reset, timed out (socket.timeout is an OSError)
        return Answer(0, None)
    finally:
        conn.close()
