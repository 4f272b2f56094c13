"""agentmemory: a persistent memory server for AI agents.

The package itself holds its version and the one probe of optional packages (google-genai): the Gemini LLM
and the Gemini embedder once probed it each in their own way, with two messages and two rules for
"installed but broken"; health and a failing start must say the same thing, so both ask here.
"""
from __future__ import annotations

import importlib
import importlib.util
import threading

__version__ = "0.1.0"

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
