"""agentmemory: a persistent memory server for AI agents.

The package itself holds its version and the one probe of optional packages (google-genai): the Gemini LLM
and the Gemini embedder once probed it each in their own way, with two messages and two rules for
"installed but broken"; health and a failing start must say the same thing, so both ask here.
It also holds the agent-id rule, the one rule the server (config, memory/common, ops/schemas) and the
client (client/config, which imports nothing else of the server) both apply.
"""
from __future__ import annotations

import importlib
import importlib.util
import re
import threading

__version__ = "0.1.0"

# The agent-id rule: an id is printed in lists, logs and 403s and stored in every row, so " alice" is not a
# second "alice": no surrounding whitespace, no control characters, at most ID_MAX characters.
ID_MAX = 200
# The first and last character: not a space of any script either (no-break, ideographic, zero-width, BOM),
# which prints as nothing beside the name ("alice\u00a0" would pass for "alice").
_AGENT_ID_EDGE = "[^\\x00-\\x20\\x7f-\\x9f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]"
AGENT_ID_PATTERN = "^" + _AGENT_ID_EDGE + "(?:[^\\x00-\\x1f\\x7f-\\x9f]*" + _AGENT_ID_EDGE + ")?$"
AGENT_ID_RULE = "must not start or end with a space or hold control characters"
_AGENT_ID = re.compile(AGENT_ID_PATTERN)


def is_agent_id(value: str) -> bool:
    """Whether `value` may name an agent (" alice" is not a second "alice")."""
    return len(value) <= ID_MAX and _AGENT_ID.fullmatch(value) is not None

_answers: dict[str, str | None] = {}
_lock = threading.Lock()


def genai_missing() -> str | None:
    """Why google-genai cannot be used (it is optional), or None when its `Client` and `HttpOptions` import."""
    with _lock:
        if "genai" not in _answers:
            _answers["genai"] = _probe_genai()
        return _answers["genai"]


def _probe_genai() -> str | None:
    try:
        found = importlib.util.find_spec("google.genai") is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        return "google-genai is not installed (pip install google-genai)"
    try:
        from google import genai
        from google.genai import types
        genai.Client, types.HttpOptions  # noqa: B018 - what the LLM and the embedder use
    except Exception as exc:  # noqa: BLE001 - whatever breaks an optional package's import makes it unusable
        return (f"google-genai is installed but cannot be imported ({type(exc).__name__}: {str(exc)[:200]}); "
                "reinstall it: pip install --force-reinstall google-genai")
    return None
