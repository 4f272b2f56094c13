"""The event bus: where a committed write's events go on their way to the live viewers.

The store calls `bus.publish(events)` after each commit that emitted events (`Store.on_commit`);
the broadcaster of every process is a subscriber (`bus.subscribe(fn)`).

- `LocalBus` (SQLite, one process): `publish` calls the subscribers right there, on the committing
  thread, as the store's listener did before there was a bus.
- `PgBus` (PostgreSQL, N worker processes): `publish` sends the events with NOTIFY on one channel;
  one thread per process LISTENs and hands each notification to the subscribers, in the order the
  server delivers them (the order the NOTIFYs committed), so every viewer on every worker sees the
  same sequence. A payload over NOTIFY's limit goes into `cluster_events` and only its id is sent;
  the listener fetches it. Our own rather than a library's: the payload is the store's `Events`
  (names, payloads and the agent of each) and the fallback table lives beside our schema.
"""
from __future__ import annotations

import hashlib
import json
import logging
import threading
import uuid
from typing import Callable, Protocol

from ..db import Events

log = logging.getLogger(__name__)

Subscriber = Callable[[Events], None]

CHANNEL = "agentmemory_events"  # + the schema's hash: stores in two schemas of one database stay apart
#: NOTIFY refuses payloads of 8000 bytes or more; larger events travel through cluster_events.
MAX_INLINE_BYTES = 7000
#: Rows of cluster_events older than this are deleted (every listener has long fetched them).
KEEP_SECONDS = 600
PRUNE_EVERY = 64  # large events between two prunes
#: A commit of this name makes every viewer refetch its counts (the broadcaster's RESET): sent to
#: the local subscribers when the listener reconnects, since notifications in the gap are lost.
GAP_EVENT = "store.reset"
RECONNECT_SECONDS = 1.0
WAIT_SLICE = 0.5  # the listener's wait for notifications, between two looks at whether to stop

_SCHEMA = """CREATE TABLE IF NOT EXISTS cluster_events (
    id BIGSERIAL PRIMARY KEY, payload TEXT NOT NULL, at TIMESTAMPTZ NOT NULL DEFAULT now())"""
_SCHEMA_LOCK = 0x616d0001  # pg_advisory_xact_lock key: N workers creating the table at once


class EventBus(Protocol):
    def publish(self, events: Events) -> None: ...
    def subscribe(self, fn: Subscriber) -> None: ...
    def close(self) -> None: ...


def encode_events(events: Events) -> str:
    agents = list(getattr(events, "agents", [None] * len(events)))
    return json.dumps({"e": [[name, data] for name, data in events], "a": agents},
                      ensure_ascii=False, separators=(",", ":"), default=str)


def decode_events(text: str) -> Events:
    raw = json.loads(text)
    out = Events()
    for (name, data), agent in zip(raw["e"], raw["a"]):
        out.append((name, data))
        out.agents.append(agent)
    return out


def _gap() -> Events:
    out = Events()
    out.append((GAP_EVENT, {}))
    out.agents.append(None)
    return out


class LocalBus:
    """One process: publishing is calling the subscribers."""

    def __init__(self) -> None:
        self._subscribers: list[Subscriber] = []

    def publish(self, events: Events) -> None:
        for fn in list(self._subscribers):
            fn(events)

    def subscribe(self, fn: Subscriber) -> None:
        self._subscribers.append(fn)

    def close(self) -> None:
        self._subscribers.clear()


class PgBus:
    """NOTIFY on publish; a LISTEN thread (started by the first `subscribe`) delivers to this process."""

    def __init__(self, url: str, connect_timeout: float = 10.0):
        self.url = url
        self.connect_timeout = connect_timeout
        self.channel: str | None = None  # CHANNEL_<schema hash>, known once connected
        self._subscribers: list[Subscriber] = []
        self._pub = None
        self._pub_lock = threading.Lock()
        self._large = 0
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None
        self._wake_channel = f"agentmemory_wake_{uuid.uuid4().hex[:16]}"  # this bus's own: close() ends the wait
        self._listening = threading.Event()
        self.delivered = 0  # notifications handed to the subscribers (health, tests)
        self.gaps = 0  # reconnects of the listener (notifications in between are lost)

    def _connect(self):
        import psycopg
        conn = psycopg.connect(self.url, autocommit=True, connect_timeout=int(self.connect_timeout))
        if self.channel is None:
            self.channel = channel_of(conn.execute("SELECT current_schema()").fetchone()[0])
        return conn

    # -- publishing (any thread, after commit) ---------------------------------------
    def publish(self, events: Events) -> None:
        import psycopg
        body = encode_events(events)
        with self._pub_lock:
            for attempt in (1, 2):
                try:
                    self._send(body)
                    return
                except psycopg.Error as exc:
                    # Trigger: the publishing connection broke (server restart, idle kill). Why: the write is
                    # committed; only its viewer message is at stake. Outcome: one retry on a new connection,
                    # then logged and dropped (viewers refetch on their next event or reconnect).
                    self._drop_publisher()
                    if attempt == 2:
                        log.warning("could not publish events to other workers: %s", exc)

    def _send(self, body: str) -> None:
        if self._pub is None:
            self._pub = self._connect()
            _ensure_schema(self._pub)
        conn = self._pub
        if len(body.encode("utf-8")) <= MAX_INLINE_BYTES:
            conn.execute("SELECT pg_notify(%s, %s)", (self.channel, body))
            return
        with conn.transaction():  # the row and its notification commit together
            ref = conn.execute("INSERT INTO cluster_events(payload) VALUES (%s) RETURNING id", (body,)).fetchone()[0]
            conn.execute("SELECT pg_notify(%s, %s)", (self.channel, json.dumps({"ref": ref})))
        self._large += 1
        if self._large % PRUNE_EVERY == 0:
            conn.execute("DELETE FROM cluster_events WHERE at < now() - make_interval(secs => %s)", (KEEP_SECONDS,))

    def _drop_publisher(self) -> None:
        conn, self._pub = self._pub, None
        if conn is not None:
            try:
                conn.close()
            except Exception:  # already broken
                pass

    # -- receiving (one thread per process) ------------------------------------------
    def subscribe(self, fn: Subscriber) -> None:
        self._subscribers.append(fn)
        if self._thread is None:
            self._thread = threading.Thread(target=self._listen, name="event-bus", daemon=True)
            self._thread.start()
            if not self._ready.wait(self.connect_timeout):
                log.warning("the event bus is not listening yet; other workers' events may be missed")

    def _listen(self) -> None:
        import psycopg
        first = True
        while not self._stop.is_set():
            try:
                with self._connect() as conn:
                    _ensure_schema(conn)
                    conn.execute(f"LISTEN {self.channel}")
                    conn.execute(f"LISTEN {self._wake_channel}")
                    if not first:
                        self.gaps += 1
                        self._deliver(_gap())
                    first = False
                    self._ready.set()
                    self._listening.set()
                    try:
                        self._pump(conn)
                    finally:
                        self._listening.clear()
            except psycopg.Error as exc:
                if self._stop.is_set():
                    return
                log.warning("event bus connection lost (%s); reconnecting", exc)
                self._stop.wait(RECONNECT_SECONDS)

    def _pump(self, conn) -> None:
        while not self._stop.is_set():
            # stop_after=1: back with the first packet's notifications (all of them), not at the slice's end
            batch = list(conn.notifies(timeout=WAIT_SLICE, stop_after=1))
            for payload in (n.payload for n in batch if n.channel == self.channel):
                text = self._resolve(conn, payload)
                if text is not None:
                    self._deliver(decode_events(text))

    @staticmethod
    def _resolve(conn, payload: str) -> str | None:
        if not payload.startswith('{"ref"'):
            return payload
        ref = json.loads(payload)["ref"]
        row = conn.execute("SELECT payload FROM cluster_events WHERE id = %s", (ref,)).fetchone()
        return row[0] if row else None

    def _deliver(self, events: Events) -> None:
        self.delivered += 1
        for fn in list(self._subscribers):
            try:
                fn(events)
            except Exception:  # one subscriber failing must not stop the others or the thread
                log.exception("event subscriber failed")

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._wake()
            self._thread.join(timeout=5)
            self._thread = None
        with self._pub_lock:
            self._drop_publisher()
        self._subscribers.clear()

    def _wake(self) -> None:
        """A notification on this bus's own channel: the listener stops now, not after its wait slice
        (every server and test closing on PostgreSQL waited for it). Best effort: the slice still ends it."""
        if not self._listening.is_set():
            return
        with self._pub_lock:
            try:
                if self._pub is None:
                    self._pub = self._connect()
                self._pub.execute("SELECT pg_notify(%s, '')", (self._wake_channel,))
            except Exception:  # noqa: BLE001 - the database went away: the listener is stopping anyway
                self._drop_publisher()


def channel_of(schema: str) -> str:
    return f"{CHANNEL}_{hashlib.sha1(schema.encode('utf-8')).hexdigest()[:12]}"


def _ensure_schema(conn) -> None:
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK,))
        conn.execute(_SCHEMA)


def make_bus(database_url: str | None) -> EventBus:
    """The bus for a backend: NOTIFY/LISTEN on PostgreSQL, in-process on SQLite (no URL)."""
    return PgBus(database_url) if database_url else LocalBus()
