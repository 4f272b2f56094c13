"""Domain errors shared by every layer.

Services raise these; transports (REST, MCP) map them to a status and a JSON
body `{"error": message, **extra}`. This module imports nothing of ours.
"""
from __future__ import annotations


class AgentMemoryError(Exception):
    status = 500

    def __init__(self, message: str, **extra):
        super().__init__(message)
        self.message = message
        self.extra = extra

    def to_dict(self) -> dict:
        return {"error": self.message, **self.extra}


class BadRequest(AgentMemoryError):
    """Malformed request: unparseable JSON, not an object, missing required field."""
    status = 400


class Unauthorized(AgentMemoryError):
    status = 401


class Forbidden(AgentMemoryError):
    status = 403


class NotFound(AgentMemoryError):
    status = 404


class Conflict(AgentMemoryError):
    status = 409


class TooLarge(AgentMemoryError):
    status = 413


class Invalid(AgentMemoryError):
    """A field has the wrong type or value; `field` names it."""
    status = 422


class TooMany(AgentMemoryError):
    """A configured cap was reached (e.g. observations per session)."""
    status = 429
