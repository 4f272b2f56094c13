"""Optional language model behind one small interface (see base.py).

    llm = make_llm(settings, store)          # NoLLM or GeminiLLM
    draft = llm.try_complete(prompt, Draft, system=...)   # a Draft, or None -> use the heuristic

Providers: `none` (never answers) and `gemini` (google-genai, imported lazily).
The composition root (app.py) builds one and hands it to every service (memory/base.py `Shared.llm`).
"""
from __future__ import annotations

import logging

from ..config import Settings
from ..store import Store
from .base import (DailyBudget, LLM, LLMBudgetExhausted, LLMError, LLMReplyError, LLMRequestError,
                   LLMUnavailable, NoLLM)
from .jsonparse import JSONReplyError, extract_json, parse_reply

__all__ = ["LLM", "NoLLM", "DailyBudget", "LLMError", "LLMUnavailable", "LLMBudgetExhausted", "LLMRequestError",
           "LLMReplyError", "JSONReplyError", "extract_json", "parse_reply", "make_llm"]

log = logging.getLogger(__name__)


def make_llm(settings: Settings, store: Store | None = None) -> LLM:
    """The provider the settings name; the budget is counted in the store when one is given."""
    if settings.llm_provider == "gemini" and settings.gemini_api_key and settings.llm_daily_budget > 0:
        from .gemini import GeminiLLM
        # google-genai is imported on the first ask (health, first use), not here: 1.4 s of CPU for every
        # CLI command; a missing or broken package is logged then and makes health "degraded".
        return GeminiLLM(settings.gemini_api_key, settings.llm_model, timeout=settings.llm_timeout_seconds,
                         retries=settings.llm_retries, base_url=settings.llm_base_url,
                         budget=DailyBudget(settings.llm_daily_budget, store))
    return NoLLM()
