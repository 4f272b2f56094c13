"""Fan committed write events out to live viewer clients.

`Broadcaster.publish` subscribes to the event bus (store/cluster/bus.py), which the store
publishes each commit's events to: on SQLite it runs on the committing thread right after
COMMIT; on PostgreSQL on this process's LISTEN thread, for commits of every worker. It only
maps event names, serialises each message once and appends it to every client's bounded queue:
it never waits for a socket. Each websocket handler thread drains its own client.

Isolation: a client subscribed for one agent (isolated scope) receives only the events that agent's
writes caused (by the item's agentId, else the writing transaction's agent), and nothing at all for a
commit of another agent's, not even its counts. An admin's client also receives the events of no agent (the
admin's bookkeeping), which an agent token's never does.

Slow-client rule: a client queue holds at most `maxsize` messages. When full,
the oldest message is dropped and counted; the client's next read starts with
`{"event": "missed", "data": {"count": n}}` so the page knows to refetch.
"""
from __future__ import annotations

import json
import logging
import threading
import time
from collections import deque
from typing import Iterable

from ..store import KV

log = logging.getLogger(__name__)

QUEUE_SIZE = 256

# A replace import: every count may have changed (the event itself does not leave the server).
RESET = "store.reset"
# Public events: these exact names, or names under these prefixes.
PUBLIC_EXACT = frozenset({"observation", "audit.created"})
PUBLIC_PREFIXES = ("observation.", "session.", "memory.", "lesson.", "slot.", "action.", "relation.", "graph.",
                   "profile.", "backup.")
# Which health counter an event family touches (the `changed` list of counts.changed).
COUNTERS = {"observation": "observations", "session": "sessions", "memory": "memories", "lesson": "lessons",
            "slot": "slots", "action": "actions", "relation": "relations"}
# Audit rows name the scope they wrote: this catches writes that emit no event of their own
# (e.g. the session an observation opens implicitly).
SCOPE_COUNTERS = {KV.sessions: "sessions", KV.memories: "memories", KV.lessons: "lessons", KV.slots: "slots",
                  KV.actions: "actions", KV.relations: "relations"}


def _counter_of_scope(scope: str | None) -> str | None:
    if not scope:
        return None
    return "observations" if scope.startswith(KV.OBS_PREFIX) else SCOPE_COUNTERS.get(scope)


def public_messages(events: Iterable[tuple[str, dict]], now: float | None = None) -> list[dict]:
    """Map one commit's internal events to the public messages, plus a final counts.changed."""
    ts = time.time() if now is None else now
    out: list[dict] = []
    changed: set[str] = set()
    for name, data in events:
        if name == RESET:
            changed.update(COUNTERS.values())
            continue
        if name not in PUBLIC_EXACT and not name.startswith(PUBLIC_PREFIXES):
            continue  # Trigger: an event nobody declared public. Why: payloads may hold internals. Outcome: dropped.
        counter = (_counter_of_scope((data or {}).get("scope")) if name == "audit.created"
                   else COUNTERS.get(name.split(".", 1)[0]))
        if counter:
            changed.add(counter)
        if name == "observation":
            # The summary goes to lists and feeds; the raw hook payload (`data`) travels separately.
            data = data or {}
            out.append({"event": "observation", "data": {k: v for k, v in data.items() if k != "data"}, "ts": ts})
            out.append({"event": "observation.raw",
                        "data": {k: data.get(k) for k in ("id", "sessionId", "project", "hookType", "timestamp",
                                                          "data")}, "ts": ts})
            continue
        out.append({"event": name, "data": data, "ts": ts})
    out.append({"event": "counts.changed", "data": {"changed": sorted(changed)}, "ts": ts})
    return out


def encode(message: dict) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"), default=str)


def event_agent(events, i: int) -> str | None:
    """Whose event i of a commit is: the item's own agentId, else the agent of the write."""
    data = events[i][1]
    if isinstance(data, dict) and isinstance(data.get("agentId"), str):
        return data["agentId"]
    agents = getattr(events, "agents", None)
    return agents[i] if agents is not None and i < len(agents) else None


class Client:
    """One subscriber's bounded queue of encoded messages (oldest dropped when full).

    `agent`: only that agent's events are offered to it (None: every event)."""

    def __init__(self, maxsize: int = QUEUE_SIZE, agent: str | None = None, holder: str | None = None):
        self.agent = agent
        self.holder = holder  # the agent token's agent that opened it (None: the admin)
        self.maxsize = maxsize
        self.missed = 0
        self.closed = False
        self._queue: deque[str] = deque()
        self._cond = threading.Condition()

    def offer(self, text: str) -> None:
        """Enqueue without ever waiting on the consumer."""
        with self._cond:
            if self.closed:
                return
            if len(self._queue) >= self.maxsize:
                self._queue.popleft()
                self.missed += 1
            self._queue.append(text)
            self._cond.notify()

    def take(self, timeout: float | None = None) -> list[str]:
        """Everything queued (waiting up to `timeout` for something); a `missed` notice comes first."""
        with self._cond:
            if not self._queue and not self.missed and not self.closed:
                self._cond.wait(timeout)
            out: list[str] = []
            if self.missed:
                out.append(encode({"event": "missed", "data": {"count": self.missed}, "ts": time.time()}))
                self.missed = 0
            out.extend(self._queue)
            self._queue.clear()
            return out

    def close(self) -> None:
        with self._cond:
            self.closed = True
            self._cond.notify_all()

    def __len__(self) -> int:
        return len(self._queue)


class Broadcaster:
    """The set of connected clients; `publish(events)` is the event bus's subscriber."""

    def __init__(self, queue_size: int = QUEUE_SIZE):
        self.queue_size = queue_size
        self._clients: set[Client] = set()
        self._lock = threading.Lock()
        self.closed = False

    def attach(self, bus) -> "Broadcaster":
        """Receive every commit's events from `bus` (an EventBus: this process's, or every worker's)."""
        bus.subscribe(self.publish)
        return self

    def subscribe(self, agent: str | None = None, *, holder: str | None = None, total: int | None = None,
                  per_holder: int | None = None) -> Client | str:
        """A new client, or which cap refused it ("total": `total` clients are open; "holder": `holder` has
        `per_holder` open), checked and added under one lock so simultaneous connections cannot overshoot."""
        client = Client(self.queue_size, agent, holder)
        with self._lock:
            if total is not None and len(self._clients) >= total:
                return "total"
            if holder is not None and per_holder is not None \
                    and sum(c.holder == holder for c in self._clients) >= per_holder:
                return "holder"
            if self.closed:
                client.close()
            self._clients.add(client)
        return client

    def unsubscribe(self, client: Client) -> None:
        with self._lock:
            self._clients.discard(client)
        client.close()

    @property
    def client_count(self) -> int:
        with self._lock:
            return len(self._clients)

    def publish(self, events: list[tuple[str, dict]]) -> None:
        with self._lock:
            clients = list(self._clients)
        if not clients:
            return  # nobody watching: no mapping, no encoding on the writer's thread
        # Per filter, encoded once each: the agent (None: everything), and whether the events of no agent (the
        # admin's bookkeeping: tokens, document folders, consolidation runs) come too, as for the admin's audit.
        texts: dict[tuple[str | None, bool], list[str]] = {}
        for client in clients:
            key = (client.agent, client.holder is None)
            if key not in texts:
                texts[key] = self._texts(events, *key)
            for text in texts[key]:
                client.offer(text)

    @staticmethod
    def _texts(events, agent: str | None, unowned: bool = False) -> list[str]:
        if agent is not None:
            events = [e for i, e in enumerate(events)
                      if event_agent(events, i) == agent or (unowned and event_agent(events, i) is None)]
            if not events:
                return []  # another agent's commit: nothing, not even its counts
        try:
            return [encode(m) for m in public_messages(events)]
        except Exception:
            # Trigger: a payload that cannot be encoded. Why: this runs in the writer's request after
            # COMMIT; raising would turn a saved write into a 500. Outcome: logged, viewers told to refetch.
            log.exception("could not encode events for the viewer")
            return [encode({"event": "missed", "data": {"count": len(events)}, "ts": time.time()})]

    def send_all(self, event: str, data: dict) -> None:
        """A message that is not a commit (e.g. a backup finished)."""
        text = encode({"event": event, "data": data, "ts": time.time()})
        with self._lock:
            clients = list(self._clients)
        for client in clients:
            client.offer(text)

    def disconnect_all(self) -> int:
        """End every current connection; pages reconnect and refetch (e.g. after a restore)."""
        with self._lock:
            clients = list(self._clients)
            self._clients.clear()
        for client in clients:
            client.close()
        return len(clients)

    def close(self) -> None:
        """Wake and end every handler for good (server shutdown)."""
        with self._lock:
            self.closed = True
            clients = list(self._clients)
            self._clients.clear()
        for client in clients:
            client.close()
