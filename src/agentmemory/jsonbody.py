"""Strict JSON parsing of client bodies, shared by every transport (REST, MCP HTTP, stdio).

Python's json module accepts things that are not JSON or cannot be stored:
NaN/Infinity (SQLite's JSON functions reject them later) and lone UTF-16
surrogate escapes (they parse, but can never be encoded as UTF-8). Both
become a clean `BadRequest` here instead of an error deep in a write.
This module imports nothing of ours but errors.
"""
from __future__ import annotations

import json
import re
from typing import Any

from .errors import BadRequest

_SURROGATE_ESCAPE = re.compile(rb"\\[uU][dD][89a-fA-F][0-9a-fA-F]{2}")


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def loads_strict(raw: bytes | str, what: str = "request body") -> Any:
    """Parse `raw` as strict JSON or raise BadRequest saying why."""
    data = raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw
    try:
        value = json.loads(data, parse_constant=_reject_constant)
    except RecursionError:
        raise BadRequest(f"{what} is nested too deeply") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadRequest(f"{what} is not valid JSON: {exc}") from None
    if _SURROGATE_ESCAPE.search(data):
        # Trigger: a "\ud800"-style escape. Why: a lone surrogate cannot be stored as UTF-8.
        # Outcome: 400 up front (checked only when such an escape is present: it is rare).
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise BadRequest(f"{what} contains a lone UTF-16 surrogate escape (not valid Unicode)") from None
    return value
