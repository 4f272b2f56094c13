"""Errors the client raises: the server's answer (status + message), or no answer at all."""
from __future__ import annotations

from typing import Any


class ApiError(Exception):
    """The server refused or failed a call; `status` and `message` are the server's, `body` its JSON."""

    def __init__(self, status: int, message: str, body: Any = None):
        super().__init__(f"{status}: {message}")
        self.status, self.message, self.body = status, message, body

    @property
    def retryable(self) -> bool:
        return self.status == 429 or self.status >= 500


class ServerUnavailable(Exception):
    """No answer: the server is down, unreachable or too slow."""


def error_from(status: int, body: Any, text: str = "") -> ApiError:
    message = body.get("error") if isinstance(body, dict) and isinstance(body.get("error"), str) else text[:500]
    return ApiError(status, message or f"HTTP {status}", body)
