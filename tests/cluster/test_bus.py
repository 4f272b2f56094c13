"""The event bus: in-process on SQLite, LISTEN/NOTIFY across processes on a real PostgreSQL."""
from __future__ import annotations

import threading

from helpers import wait_until

from agentmemory.store.cluster import LocalBus, PgBus
from agentmemory.store.cluster.bus import MAX_INLINE_BYTES, decode_events, encode_events
from agentmemory.store.db import Events


def events(*items) -> Events:
    out = Events()
    for name, data, agent in items:
        out.append((name, data))
        out.agents.append(agent)
    return out


def test_encoding_keeps_names_payloads_and_agents():
    ev = events(("memory.created", {"id": "m1", "title": "ü"}, "a1"), ("audit.created", {"id": 3}, None))
    back = decode_events(encode_events(ev))
    assert list(back) == list(ev) and back.agents == ["a1", None]


def test_local_bus_calls_subscribers_on_the_publishing_thread():
    bus, seen = LocalBus(), []
    bus.subscribe(lambda ev: seen.append((threading.current_thread(), list(ev))))
    bus.publish(events(("memory.created", {"id": "m1"}, None)))
    assert seen == [(threading.current_thread(), [("memory.created", {"id": "m1"})])]


def test_pg_bus_reaches_every_listener_in_order(pg_url):
    a, b = PgBus(pg_url), PgBus(pg_url)  # two processes' buses on one database
    got_a, got_b = [], []
    a.subscribe(lambda ev: got_a.append(ev[0][1]["n"]))
    b.subscribe(lambda ev: got_b.append(ev[0][1]["n"]))
    try:
        for n in range(50):
            (a if n % 2 else b).publish(events(("memory.created", {"n": n}, None)))
        wait_until(lambda: len(got_a) == 50 and len(got_b) == 50, message=f"delivered {len(got_a)}, {len(got_b)}")
        assert got_a == got_b == list(range(50))
    finally:
        a.close()
        b.close()


def test_a_large_event_travels_by_id(pg_url):
    a, b = PgBus(pg_url), PgBus(pg_url)
    got = []
    b.subscribe(lambda ev: got.append(ev))
    try:
        big = "x" * (MAX_INLINE_BYTES * 3)
        a.publish(events(("observation", {"id": "o1", "data": big}, "agent-7"), ("memory.created", {"n": 1}, None)))
        a.publish(events(("memory.created", {"n": 2}, None)))
        wait_until(lambda: len(got) == 2)
        assert got[0][0] == ("observation", {"id": "o1", "data": big}) and got[0].agents == ["agent-7", None]
        assert got[1][0][1] == {"n": 2}
    finally:
        a.close()
        b.close()


def test_the_listener_reconnects_and_says_events_were_missed(pg_url):
    import psycopg
    bus, got = PgBus(pg_url), []
    bus.subscribe(lambda ev: got.append(ev[0][0]))
    try:
        with psycopg.connect(pg_url, autocommit=True) as admin:  # the server ends the listening session
            admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE query LIKE 'LISTEN%%' AND pid <> pg_backend_pid()")
        wait_until(lambda: bus.gaps == 1, message="the listener did not reconnect")
        bus.publish(events(("memory.created", {"n": 1}, None)))
        wait_until(lambda: got == ["store.reset", "memory.created"], message=f"got {got}")
    finally:
        bus.close()


def test_the_listener_neither_holds_events_nor_close_for_its_wait_slice(pg_url):
    """An event is delivered as it arrives, not at the end of the listener's 0.5 s wait; close() wakes
    the listener on the bus's own channel instead of waiting the slice out (every PostgreSQL server
    and test paid that on the way out), and the wake is no event."""
    import time

    from agentmemory.store.cluster.bus import WAIT_SLICE
    other, got, took = PgBus(pg_url), [], []
    other.subscribe(lambda ev: got.append(ev))
    try:
        for _ in range(3):
            bus = PgBus(pg_url)
            bus.subscribe(lambda ev: got.append(ev))
            time.sleep(0.05)  # the listener is inside its wait
            started = time.monotonic()
            bus.close()
            took.append(time.monotonic() - started)
            assert bus.delivered == 0
        assert min(took) < WAIT_SLICE / 2, took
        seen = []
        for n in range(3):  # the bus of the same channel still hears, each event as it comes
            started = time.monotonic()
            other.publish(events(("memory.created", {"n": n}, None)))
            wait_until(lambda: len(got) == n + 1, message=f"got {got}", interval=0.005)
            seen.append(time.monotonic() - started)
        assert min(seen) < WAIT_SLICE / 2, seen
        assert other.delivered == 3 and [ev[0] for ev in got] == [("memory.created", {"n": n}) for n in range(3)]
    finally:
        other.close()
