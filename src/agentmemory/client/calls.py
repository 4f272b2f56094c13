"""The typed operations both clients offer, as (method, path, query, body) requests.

One table for MemoryClient and AsyncMemoryClient: each builder turns Python arguments into the
server's camelCase request; the clients only send it. None values are left out.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Request:
    method: str
    path: str  # below the REST prefix, e.g. "/observe"
    query: dict[str, Any] | None = None
    body: dict[str, Any] | None = None


def _clean(d: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if v is not None}


def observe(session_id: str, hook_type: str, data: Any = None, *, project: str = "default", cwd: str | None = None,
            event_id: str | None = None, timestamp: str | float | None = None, agent_id: str | None = None) -> Request:
    return Request("POST", "/observe", body=_clean({
        "sessionId": session_id, "hookType": hook_type, "data": data, "project": project, "cwd": cwd,
        "eventId": event_id, "timestamp": timestamp, "agentId": agent_id}))


def remember(content: str, *, type: str = "fact", title: str | None = None, project: str | None = None,
             concepts: list[str] | None = None, files: list[str] | None = None, importance: int | None = None,
             event_id: str | None = None, agent_id: str | None = None) -> Request:
    return Request("POST", "/remember", body=_clean({
        "content": content, "type": type, "title": title, "project": project, "concepts": concepts,
        "files": files, "importance": importance, "eventId": event_id, "agentId": agent_id}))


def smart_search(query: str, *, project: str | None = None, limit: int = 10, kinds: list[str] | None = None,
                 agent_id: str | None = None) -> Request:
    return Request("POST", "/smart-search", body=_clean({
        "query": query, "project": project, "limit": limit, "kinds": kinds, "agentId": agent_id}))


def context(project: str, *, session_id: str | None = None, budget: int | None = None,
            query: str | None = None) -> Request:
    return Request("POST", "/context", body=_clean({
        "project": project, "sessionId": session_id, "budget": budget, "query": query}))


def recall(query: str, *, scope: str = "auto", budget: int = 800, project: str | None = None) -> Request:
    return Request("POST", "/recall", body=_clean({"query": query, "scope": scope, "budget": budget,
                                                   "project": project}))


def forget(*, memory_id: str | None = None, session_id: str | None = None,
           observation_ids: list[str] | None = None) -> Request:
    return Request("POST", "/forget", body=_clean({
        "memoryId": memory_id, "sessionId": session_id, "observationIds": observation_ids}))


def lessons(*, project: str | None = None, min_confidence: float = 0.0, limit: int = 50) -> Request:
    return Request("GET", "/lessons", query=_clean({"project": project, "minConfidence": min_confidence,
                                                    "limit": limit}))


def save_lesson(content: str, *, context: str | None = None, confidence: float = 0.5, project: str | None = None,
                tags: list[str] | None = None) -> Request:
    return Request("POST", "/lessons", body=_clean({
        "content": content, "context": context, "confidence": confidence, "project": project, "tags": tags}))


def slots(*, project: str | None = None) -> Request:
    return Request("GET", "/slots", query=_clean({"project": project}))


def slot_append(label: str, text: str, *, project: str | None = None) -> Request:
    return Request("POST", "/slot/append", body=_clean({"label": label, "text": text, "project": project}))


def slot_replace(label: str, content: str, *, project: str | None = None) -> Request:
    """Replace a slot's whole content."""
    return Request("POST", "/slot/replace", body=_clean({"label": label, "content": content, "project": project}))


def session_start(session_id: str, project: str, *, cwd: str | None = None, title: str | None = None) -> Request:
    return Request("POST", "/session/start", body=_clean({"sessionId": session_id, "project": project,
                                                          "cwd": cwd, "title": title}))


def session_end(session_id: str) -> Request:
    return Request("POST", "/session/end", body={"sessionId": session_id})


def sync_now(session_id: str | None = None, *, wait: bool = True) -> Request:
    """Distil pending turns now (one session, or every one); wait=False queues them for the server's distiller."""
    return Request("POST", "/sync-now", body=_clean({"sessionId": session_id, "wait": wait}))


def health() -> Request:
    return Request("GET", "/health")


CALLS = (observe, remember, smart_search, context, recall, forget, lessons, save_lesson, slots, slot_append, slot_replace,
         session_start, session_end, sync_now, health)
