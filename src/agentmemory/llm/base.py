"""The LLM interface every caller uses, the `none` provider and the daily budget.

One method: `llm.complete(prompt, schema=None, *, system=None)` returns the
reply text, or an instance of `schema` (a pydantic model) parsed tolerantly
from a JSON reply. Every failure raises an `LLMError` subclass, and every
caller has a heuristic to fall back on, so the server behaves the same (only
less eloquently) with no provider, no network, or the day's budget spent.
`try_complete` is the same call returning None instead of raising.

Rules for callers: never call the LLM inside `store.write()` (a request can
take seconds and the budget itself writes), and never on the request path of
observe or search.
"""
from __future__ import annotations

import logging
import threading
import time
from datetime import datetime, timezone
from typing import Any, Callable

from pydantic import BaseModel

from ..store import KV, Store
from . import jsonparse

log = logging.getLogger(__name__)

BUDGET_KEY = "llm.budget"  # in KV.meta: {"day": "YYYY-MM-DD", "calls": n}


class LLMError(Exception):
    """The LLM could not give an answer; use the heuristic."""


class LLMUnavailable(LLMError):
    """No provider is configured."""


class LLMBudgetExhausted(LLMUnavailable):
    """Today's (UTC) request budget is spent."""


class LLMRequestError(LLMError):
    """The provider failed (after retries), refused, or sent an empty reply."""


class LLMReplyError(LLMError):
    """The reply could not be parsed into the requested schema."""


class DailyBudget:
    """Requests per UTC day. Counted in `KV.meta` when a store is given (survives restarts), else in memory."""

    def __init__(self, limit: int, store: Store | None = None, clock: Callable[[], float] = time.time):
        self.limit = int(limit)
        self.store = store
        self.clock = clock
        self._lock = threading.Lock()
        self._mem: dict[str, Any] = {}

    def _day(self) -> str:
        return datetime.fromtimestamp(self.clock(), tz=timezone.utc).strftime("%Y-%m-%d")

    def take(self) -> None:
        """Count one request, or raise LLMBudgetExhausted when today's budget is spent."""
        day = self._day()
        with self._lock:
            if self.store is None:
                state = self._mem if self._mem.get("day") == day else {"day": day, "calls": 0}
                self._check(state)
                state["calls"] += 1
                self._mem = state
                return
            with self.store.write() as tx:
                state = tx.get(KV.meta, BUDGET_KEY) or {}
                if state.get("day") != day:
                    state = {"day": day, "calls": 0}
                self._check(state)
                state["calls"] = int(state["calls"]) + 1
                tx.put(KV.meta, BUDGET_KEY, state)

    def _check(self, state: dict) -> None:
        if int(state.get("calls", 0)) >= self.limit:
            raise LLMBudgetExhausted(f"the LLM budget of {self.limit} requests for {state['day']} (UTC) is spent")

    def used(self) -> int:
        day = self._day()
        state = self._mem if self.store is None else (self.store.get(KV.meta, BUDGET_KEY) or {})
        return int(state.get("calls", 0)) if state.get("day") == day else 0

    def remaining(self) -> int:
        return max(0, self.limit - self.used())


class LLM:
    """Base provider: budget, JSON parsing and counters; subclasses implement `_generate`."""

    provider = "none"
    model: str | None = None

    def __init__(self, budget: DailyBudget | None = None):
        self.budget = budget
        self.calls = 0
        self.failures = 0
        self.last_error: str | None = None

    @property
    def available(self) -> bool:
        """Configured and with budget left today (a cheap check before building a long prompt)."""
        return self.budget is None or self.budget.remaining() > 0

    def complete(self, prompt: str, schema: type[BaseModel] | None = None, *,
                 system: str | None = None) -> str | BaseModel:
        """The reply text, or `schema` parsed from a JSON reply. Raises LLMError on any failure."""
        json_schema = schema.model_json_schema() if schema is not None else None
        self.calls += 1
        try:
            text = self._generate(prompt, system=system, json_schema=json_schema)
            if schema is None:
                return text
            try:
                return jsonparse.parse_reply(text, schema)
            except jsonparse.JSONReplyError as exc:
                raise LLMReplyError(str(exc)) from exc
        except LLMError as exc:
            self.failures += 1
            self.last_error = f"{type(exc).__name__}: {exc}"[:500]
            raise

    def try_complete(self, prompt: str, schema: type[BaseModel] | None = None, *,
                     system: str | None = None) -> str | BaseModel | None:
        """`complete`, or None when the LLM cannot answer (the caller then uses its heuristic)."""
        try:
            return self.complete(prompt, schema, system=system)
        except LLMUnavailable:
            return None
        except LLMError as exc:
            log.warning("LLM %s/%s failed, using the heuristic: %s", self.provider, self.model, exc)
            return None

    def _generate(self, prompt: str, *, system: str | None, json_schema: dict | None) -> str:
        raise NotImplementedError

    #: The status figures every agent's work moves (an isolated agent token sees them as null: they tell it when
    #: another agent works, and an error may quote another agent's text).
    STORE_WIDE = ("calls", "failures", "lastError")

    def status(self) -> dict:
        out = {"provider": self.provider, "model": self.model, "available": self.available,
               "calls": self.calls, "failures": self.failures, "lastError": self.last_error}
        if self.budget is not None:
            out.update(dailyBudget=self.budget.limit, usedToday=self.budget.used())
        return out


class NoLLM(LLM):
    """The `none` provider: never answers, so callers always take their heuristic path."""

    provider = "none"

    @property
    def available(self) -> bool:
        return False

    def complete(self, prompt: str, schema: type[BaseModel] | None = None, *,
                 system: str | None = None) -> str | BaseModel:
        raise LLMUnavailable("no LLM provider is configured (AGENTMEMORY_LLM_PROVIDER=none)")
