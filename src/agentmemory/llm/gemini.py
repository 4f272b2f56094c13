"""Gemini through the official `google-genai` client (imported lazily: an optional dependency).

Retries transient failures (408, 429, 5xx, timeouts, connection errors) with
exponential backoff and jitter; every attempt counts against the daily budget,
because every attempt may be billed. JSON replies are requested with the
schema (`response_json_schema`) and still parsed tolerantly by the caller.
`base_url` (and `api_version`) point the real client at a gateway, or at a
local stand-in of the generateContent endpoint in tests.
"""
from __future__ import annotations

import logging
import random
import threading
import time
from typing import Any, Callable

import tenacity

from .. import genai_missing as _genai_missing
from .base import DailyBudget, LLM, LLMError, LLMRequestError, LLMUnavailable

log = logging.getLogger(__name__)

RETRY_STATUS = frozenset({408, 429, 500, 502, 503, 504})
MAX_BACKOFF = 30.0  # seconds between two attempts, at most


class GeminiLLM(LLM):
    provider = "gemini"

    def __init__(self, api_key: str, model: str = "gemini-2.5-flash", *, timeout: float = 60.0,
                 retries: int = 3, budget: DailyBudget | None = None, base_url: str | None = None,
                 api_version: str | None = None, backoff: float = 1.0, temperature: float = 0.2,
                 max_output_tokens: int = 8192, sleep: Callable[[float], None] = time.sleep):
        super().__init__(budget)
        if not api_key:
            raise ValueError("the gemini LLM needs an API key (GEMINI_API_KEY or GOOGLE_API_KEY)")
        self.api_key = api_key
        self.model = model
        self.timeout = float(timeout)
        self.retries = int(retries)
        self.base_url = base_url
        self.api_version = api_version
        self.backoff = float(backoff)
        self.temperature = temperature
        self.max_output_tokens = max_output_tokens
        self.sleep = sleep
        self._client_obj: Any = None
        self._client_lock = threading.Lock()

    @property
    def missing(self) -> str | None:
        """Why the client cannot be built, or None (google-genai imported once, on first ask: health, first use)."""
        return genai_missing()

    @property
    def available(self) -> bool:
        return self.missing is None and super().available

    def status(self) -> dict:
        out = super().status()
        if self.missing:
            out["error"] = self.missing
        return out

    def _client(self) -> Any:
        """The genai client, created on first use (so importing and configuring cost nothing)."""
        with self._client_lock:
            if self._client_obj is None:
                if self.missing:
                    raise LLMUnavailable(self.missing)
                from google import genai  # genai_missing imported it (or said why it cannot be)
                from google.genai import types
                opts: dict[str, Any] = {"timeout": int(self.timeout * 1000)}  # milliseconds
                if self.base_url:
                    opts["base_url"] = self.base_url
                    # With a custom base_url the client sends no version unless told; the public API wants one.
                    opts["api_version"] = self.api_version or "v1beta"
                elif self.api_version:
                    opts["api_version"] = self.api_version
                self._client_obj = genai.Client(api_key=self.api_key, http_options=types.HttpOptions(**opts))
        return self._client_obj

    def _config(self, system: str | None, json_schema: dict | None, send_schema: bool) -> dict:
        cfg: dict[str, Any] = {"temperature": self.temperature, "max_output_tokens": self.max_output_tokens}
        if system:
            cfg["system_instruction"] = system
        if json_schema is not None:
            cfg["response_mime_type"] = "application/json"
            if send_schema:
                cfg["response_json_schema"] = json_schema
        return cfg

    def _generate(self, prompt: str, *, system: str | None, json_schema: dict | None) -> str:
        client = self._client()
        send_schema = [json_schema is not None]  # turned off once the API rejects the schema
        retrying = tenacity.Retrying(
            stop=tenacity.stop_after_attempt(self.retries + 1), retry=tenacity.retry_if_exception(_retriable),
            wait=lambda state: self._delay(state.attempt_number - 1), sleep=self.sleep, reraise=True,
            before_sleep=self._log_retry)
        try:
            resp = retrying(self._attempt, client, prompt, system, json_schema, send_schema)
        except LLMError:
            raise  # the budget is spent: no request was sent
        except Exception as exc:  # the SDK raises APIError, httpx and OS errors
            raise LLMRequestError(f"gemini {self.model}: {_brief(exc)}") from exc
        text = _text(resp)
        if not text:
            reason = _finish_reason(resp)
            raise LLMRequestError(f"gemini {self.model} returned no text (finish reason {reason})")
        return text

    def _attempt(self, client: Any, prompt: str, system: str | None, json_schema: dict | None,
                 send_schema: list[bool]) -> Any:
        """One request; every request sent takes one unit of the budget first (each may be billed)."""
        while True:
            if self.budget is not None:
                self.budget.take()  # raises LLMBudgetExhausted: no request is sent
            try:
                return client.models.generate_content(model=self.model, contents=prompt,
                                                      config=self._config(system, json_schema, send_schema[0]))
            except Exception as exc:
                if getattr(exc, "code", None) == 400 and send_schema[0]:
                    # Trigger: the API rejected the request while we sent a response schema. Why: some models
                    # or gateways refuse parts of JSON Schema. Outcome: ask again with JSON mode only (the
                    # prompt still describes the shape; the tolerant parser does the rest).
                    log.info("gemini rejected the response schema (%s); retrying without it", _brief(exc))
                    send_schema[0] = False
                    continue
                raise

    def _log_retry(self, state: tenacity.RetryCallState) -> None:
        exc = state.outcome.exception() if state.outcome else None
        log.info("gemini request failed (%s); retry %d/%d in %.1fs", _brief(exc) if exc else "?",
                 state.attempt_number, self.retries, state.upcoming_sleep)

    def _delay(self, attempt: int) -> float:
        """Exponential backoff with full jitter on the top half: 1, 2, 4 ... seconds (times `backoff`)."""
        base = min(MAX_BACKOFF, self.backoff * (2 ** attempt))
        return base / 2 + random.random() * base / 2


def genai_missing() -> str | None:
    """Why google-genai cannot be used, or None; logged once when it cannot (the heuristics stand in)."""
    missing = _genai_missing()
    with _warn_lock:
        if missing and not _warned:
            _warned.append(True)
            log.warning("the gemini LLM is unavailable, using the heuristics: %s", missing)
    return missing


_warned: list[bool] = []
_warn_lock = threading.Lock()


def _retriable(exc: BaseException) -> bool:
    code = getattr(exc, "code", None)
    if isinstance(code, int):  # google.genai.errors.APIError: the HTTP status
        return code in RETRY_STATUS
    # Transport errors of httpx or its fork httpx2 (the SDK uses whichever is installed): by name, so
    # neither has to be importable here.
    names = {c.__name__ for c in type(exc).__mro__ if c.__module__.split(".")[0] in ("httpx", "httpx2", "httpcore")}
    return bool(names & {"TimeoutException", "TransportError"}) or isinstance(exc, (TimeoutError, ConnectionError))


def _text(resp: Any) -> str | None:
    try:
        return resp.text
    except (ValueError, AttributeError):  # no candidates / no text parts
        return None


def _finish_reason(resp: Any) -> str:
    try:
        return str(resp.candidates[0].finish_reason)
    except (AttributeError, IndexError, TypeError):
        fb = getattr(resp, "prompt_feedback", None)
        return str(getattr(fb, "block_reason", None) or "unknown")


def _brief(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"[:300]
