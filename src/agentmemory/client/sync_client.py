"""MemoryClient: the server's core operations as typed methods over httpx.

Retries (tenacity) with exponential backoff and jitter on 429, 5xx and no answer; other errors
raise `ApiError` with the server's status and message at once.
"""
from __future__ import annotations

from typing import Any

import httpx
from tenacity import (
    Retrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential_jitter,
)

from . import calls
from .config import PREFIX, ClientConfig
from .errors import ApiError, ServerUnavailable, error_from


def retryable(exc: BaseException) -> bool:
    return isinstance(exc, ServerUnavailable) or (isinstance(exc, ApiError) and exc.retryable)


def retry_policy(attempts: int) -> dict:
    """tenacity arguments shared by both clients."""
    return {"retry": retry_if_exception(retryable), "stop": stop_after_attempt(max(1, attempts)),
            "wait": wait_exponential_jitter(initial=0.2, max=5), "reraise": True}


def answer(resp: httpx.Response) -> Any:
    try:
        body = resp.json() if resp.content else None
    except ValueError:
        body = None
    if resp.status_code >= 400:
        raise error_from(resp.status_code, body, resp.text)
    return body


class _Methods:
    """The typed methods; `_send(Request)` is the transport (sync here, awaited in the async client)."""

    def _send(self, req: calls.Request) -> Any:  # pragma: no cover - replaced by each client
        raise NotImplementedError

    def observe(self, session_id: str, hook_type: str, data: Any = None, **kw) -> Any:
        """Record one event of a session (a tool call, prompt, message); `event_id` makes a resend harmless."""
        return self._send(calls.observe(session_id, hook_type, data, **kw))

    def remember(self, content: str, **kw) -> Any:
        """Save a durable memory; returns {"memory": ...}."""
        return self._send(calls.remember(content, **kw))

    def smart_search(self, query: str, **kw) -> Any:
        return self._send(calls.smart_search(query, **kw))

    def context(self, project: str, **kw) -> Any:
        """The compiled memory context of a project ({"context": markdown, ...})."""
        return self._send(calls.context(project, **kw))

    def recall(self, query: str, **kw) -> Any:
        """One relevance-gated Markdown block ({"block": ..., "tokens": ...})."""
        return self._send(calls.recall(query, **kw))

    def forget(self, **kw) -> Any:
        return self._send(calls.forget(**kw))

    def lessons(self, **kw) -> Any:
        return self._send(calls.lessons(**kw))

    def save_lesson(self, content: str, **kw) -> Any:
        return self._send(calls.save_lesson(content, **kw))

    def slots(self, **kw) -> Any:
        return self._send(calls.slots(**kw))

    def slot_append(self, label: str, text: str, **kw) -> Any:
        return self._send(calls.slot_append(label, text, **kw))

    def slot_replace(self, label: str, content: str, **kw) -> Any:
        return self._send(calls.slot_replace(label, content, **kw))

    def session_start(self, session_id: str, project: str, **kw) -> Any:
        return self._send(calls.session_start(session_id, project, **kw))

    def session_end(self, session_id: str) -> Any:
        return self._send(calls.session_end(session_id))

    def sync_now(self, session_id: str | None = None, **kw) -> Any:
        """Distil pending turns into episodes now; wait=False: queued for the server's distiller."""
        return self._send(calls.sync_now(session_id, **kw))

    def health(self) -> Any:
        return self._send(calls.health())

    def call(self, method: str, path: str, *, query: dict | None = None, body: dict | None = None) -> Any:
        """Any other operation by its REST route below /agentmemory, e.g. call("GET", "/observations", ...);
        the route as the README's table writes it ("/agentmemory/observations") works too."""
        if path.startswith(PREFIX + "/"):
            path = path[len(PREFIX):]
        return self._send(calls.Request(method, path, query, body))


class MemoryClient(_Methods):
    """with MemoryClient() as mem: mem.remember("...")  (URL and token from the environment by default)."""

    def __init__(self, url: str | None = None, token: str | None = None, *, timeout: float | None = None,
                 retries: int = 3, config: ClientConfig | None = None):
        self.config = ClientConfig.resolve(config, url, token, timeout)
        self.retries = retries
        self._http = httpx.Client(base_url=self.config.url + PREFIX, headers=self.config.headers(),
                                  timeout=self.config.timeout)

    def _once(self, req: calls.Request) -> Any:
        try:
            resp = self._http.request(req.method, req.path, params=req.query, json=req.body)
        except httpx.TransportError as exc:
            raise ServerUnavailable(f"{self.config.url}: {exc}") from exc
        return answer(resp)

    def _send(self, req: calls.Request) -> Any:
        return Retrying(**retry_policy(self.retries))(self._once, req)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> MemoryClient:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
