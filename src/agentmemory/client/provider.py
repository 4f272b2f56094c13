"""MemoryProvider: lifecycle hooks an agent loop calls (the Operator memory-provider contract).

prefetch -> a ready "## Recalled Memory" block; queue_prefetch warms it in a background thread so
the next prefetch for the same (query, session) is served from the cache; the on_* hooks record
turns and explicit writes with an eventId each, so a retried call is stored once.
"""
from __future__ import annotations

import hashlib
import json
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from .errors import ApiError, ServerUnavailable
from .sync_client import MemoryClient

HEADING = "## Recalled Memory"


def event_id(*parts: Any) -> str:
    """A stable idempotency key for the same logical event."""
    raw = json.dumps(parts, sort_keys=True, ensure_ascii=False, default=str)
    return "ev-" + hashlib.sha256(raw.encode()).hexdigest()[:40]


class MemoryProvider:
    """provider = MemoryProvider(project="my-app"); block = provider.prefetch(question, session_id)."""

    def __init__(self, client: MemoryClient | None = None, *, project: str = "default", budget: int = 800,
                 cache_size: int = 64):
        self.client = client or MemoryClient(retries=2)
        self.project, self.budget, self.cache_size = project, budget, cache_size
        self._cache: dict[tuple[str, str], Future] = {}
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="agentmemory-prefetch")
        self._turns: dict[str, int] = {}

    # -- recall ------------------------------------------------------------------------------
    def _recall(self, query: str, session_id: str) -> str:
        try:
            body = self.client.recall(query, budget=self.budget, project=self.project)
        except (ApiError, ServerUnavailable):
            return ""  # memory is an aid: an agent goes on without it
        block = (body or {}).get("block") or ""
        return f"{HEADING}\n\n{block.strip()}\n" if block.strip() else ""

    def queue_prefetch(self, query: str, session_id: str) -> None:
        """Start recalling now, so the next prefetch(query, session_id) returns at once."""
        key = (session_id, query)
        with self._lock:
            if key in self._cache:
                return
            if len(self._cache) >= self.cache_size:
                self._cache.pop(next(iter(self._cache)))
            self._cache[key] = self._pool.submit(self._recall, query, session_id)

    def prefetch(self, query: str, session_id: str) -> str:
        """The "## Recalled Memory" block for this query ("" when nothing relevant is stored)."""
        with self._lock:
            warm = self._cache.pop((session_id, query), None)
        return warm.result() if warm is not None else self._recall(query, session_id)

    # -- writes ------------------------------------------------------------------------------
    def _observe(self, session_id: str, hook: str, data: dict, key: str) -> None:
        try:
            self.client.observe(session_id, hook, data, project=self.project, event_id=key)
        except (ApiError, ServerUnavailable):
            pass  # never breaks the agent loop; the server logs refusals

    def on_turn_complete(self, user: str, assistant: str, session_id: str) -> None:
        """Record one finished turn (the user's message, then the assistant's answer)."""
        n = self._turns[session_id] = self._turns.get(session_id, 0) + 1
        self._observe(session_id, "UserPromptSubmit", {"prompt": user}, event_id(session_id, n, "user", user))
        self._observe(session_id, "message", {"role": "assistant", "content": assistant},
                      event_id(session_id, n, "assistant", assistant))

    def _keep(self, messages: list[dict], session_id: str) -> None:
        """Each message as a turn, then a compaction mark (each with its own eventId)."""
        for i, m in enumerate(messages):
            text = m.get("content") if isinstance(m.get("content"), str) else json.dumps(m.get("content"))
            self._observe(session_id, "message", {"role": m.get("role", "user"), "content": text},
                          event_id(session_id, "compact", i, m.get("role"), text))
        self._observe(session_id, "PreCompact", {"messages": len(messages)},
                      event_id(session_id, "precompact", len(messages), messages[-1] if messages else None))

    def on_pre_compact(self, messages: list[dict], session_id: str) -> None:
        """Keep what is about to leave the context window, then have the server distil it now (its
        distiller runs in the background: this returns without waiting for the episode)."""
        self._keep(messages, session_id)
        try:
            self.client.sync_now(session_id, wait=False)
        except (ApiError, ServerUnavailable):
            pass

    def on_session_end(self, messages: list[dict], session_id: str) -> None:
        """Keep the last messages, then end the session (the server distils and summarises it)."""
        self._keep(messages, session_id)
        try:
            self.client.session_end(session_id)
        except (ApiError, ServerUnavailable):
            pass
        self._turns.pop(session_id, None)

    def on_memory_write(self, action: str, target: str, content: str) -> None:
        """Mirror an explicit write the agent made elsewhere: target "memory" (add|replace: a memory, stored
        once however often mirrored) or a slot label (add: appended, replace: the slot's new content).
        A remove is not mirrored: the agent's store forgets, this one keeps the history."""
        try:
            if target == "memory" and action in ("add", "replace"):
                self.client.remember(content, project=self.project, event_id=event_id("write", target, content))
            elif action == "add":
                self.client.slot_append(target, content, project=self.project)
            elif action == "replace":
                self.client.slot_replace(target, content, project=self.project)
        except (ApiError, ServerUnavailable):
            pass

    def shutdown(self) -> None:
        """Finish queued prefetches and close the connection."""
        self._pool.shutdown(wait=True, cancel_futures=True)
        self.client.close()
