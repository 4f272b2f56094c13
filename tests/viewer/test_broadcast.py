"""The broadcaster: event mapping, fan-out, and the slow-client rule (real queues, real Store)."""
from __future__ import annotations

import json
import threading
import time

from helpers import wait_until

from agentmemory.store import Store
from agentmemory.store.cluster import LocalBus
from agentmemory.viewer.broadcast import Broadcaster, Client, public_messages


def bus_of(store: Store) -> LocalBus:
    """The SQLite wiring of app.build_services: the store publishes each commit to an in-process bus."""
    bus = LocalBus()
    store.on_commit(bus.publish)
    return bus


def decode(texts):
    return [json.loads(t) for t in texts]


def names(texts):
    return [m["event"] for m in decode(texts)]


# ------------------------------------------------------------------ mapping
def test_observation_is_sent_as_summary_and_raw():
    obs = {"id": "obs_1", "sessionId": "s1", "project": "p", "hookType": "message", "timestamp": "t",
           "title": "hi", "data": {"text": "hi"}}
    msgs = public_messages([("observation", obs)], now=5.0)
    assert [m["event"] for m in msgs] == ["observation", "observation.raw", "counts.changed"]
    assert "data" not in msgs[0]["data"] and msgs[0]["data"]["title"] == "hi"
    assert msgs[1]["data"]["data"] == {"text": "hi"} and msgs[1]["data"]["id"] == "obs_1"
    assert all(m["ts"] == 5.0 for m in msgs)
    assert msgs[2]["data"] == {"changed": ["observations"]}


def test_internal_and_undeclared_events_are_skipped():
    events = [("doc.indexed", {"id": "x"}), ("vector.deleted", {"id": "x"}), ("store.reset", {}),
              ("secret.internal", {"k": 1}), ("memory.created", {"id": "m"}), ("lesson.saved", {"id": "l"}),
              ("slot.updated", {"label": "persona"}), ("action.created", {"id": "a"}),
              ("audit.created", {"id": 1, "scope": "mem:sessions"})]
    got = [m["event"] for m in public_messages(events)]
    assert got == ["memory.created", "lesson.saved", "slot.updated", "action.created", "audit.created",
                   "counts.changed"]


def test_counts_changed_names_touched_counters_including_audit_scopes():
    msgs = public_messages([("audit.created", {"scope": "mem:obs:s9"}), ("audit.created", {"scope": "mem:sessions"}),
                            ("memory.deleted", {"id": "m"})])
    assert msgs[-1] == {"event": "counts.changed", "data": {"changed": ["memories", "observations", "sessions"]},
                        "ts": msgs[-1]["ts"]}
    # a wholesale reset (import with replace) touches every counter
    assert "lessons" in public_messages([("store.reset", {})])[-1]["data"]["changed"]


# ------------------------------------------------------------------ fan-out
def test_every_client_gets_every_message_in_order():
    b = Broadcaster()
    clients = [b.subscribe() for _ in range(3)]
    b.publish([("memory.created", {"id": "m1"})])
    b.publish([("memory.created", {"id": "m2"})])
    for c in clients:
        got = decode(c.take(timeout=0))
        assert [(m["event"], m["data"].get("id")) for m in got] == [
            ("memory.created", "m1"), ("counts.changed", None), ("memory.created", "m2"), ("counts.changed", None)]
    assert b.client_count == 3


def test_unsubscribed_client_gets_nothing_more():
    b = Broadcaster()
    stay, leave = b.subscribe(), b.subscribe()
    b.unsubscribe(leave)
    b.publish([("slot.updated", {"label": "x"})])
    assert names(stay.take(timeout=0)) == ["slot.updated", "counts.changed"]
    assert leave.take(timeout=0) == [] and leave.closed
    assert b.client_count == 1


def test_take_waits_for_a_message_from_another_thread():
    b = Broadcaster()
    c = b.subscribe()
    threading.Timer(0.05, b.publish, args=([("action.created", {"id": "a"})],)).start()
    t0 = time.monotonic()
    got = c.take(timeout=5)
    assert names(got)[0] == "action.created"
    assert time.monotonic() - t0 < 2


def test_close_wakes_waiting_handlers():
    b = Broadcaster()
    c = b.subscribe()
    threading.Timer(0.05, b.close).start()
    t0 = time.monotonic()
    assert c.take(timeout=5) == []
    assert c.closed and time.monotonic() - t0 < 2
    assert b.subscribe().closed  # a late subscriber of a closed broadcaster ends at once


# ------------------------------------------------------------------ slow clients
def test_full_queue_drops_oldest_and_reports_missed():
    c = Client(maxsize=4)
    for i in range(10):
        c.offer(json.dumps({"event": "e", "data": {"i": i}}))
    assert len(c) == 4
    got = decode(c.take(timeout=0))
    assert got[0]["event"] == "missed" and got[0]["data"] == {"count": 6}
    assert [m["data"]["i"] for m in got[1:]] == [6, 7, 8, 9]
    # the counter resets once reported
    c.offer(json.dumps({"event": "e", "data": {"i": 10}}))
    assert names(c.take(timeout=0)) == ["e"]


def test_slow_client_never_slows_the_fast_one():
    b = Broadcaster(queue_size=16)
    slow, fast = b.subscribe(), b.subscribe()
    received: list[dict] = []
    stop = threading.Event()

    def drain():
        while not stop.is_set() or len(fast):
            received.extend(decode(fast.take(timeout=0.05)))

    t = threading.Thread(target=drain)
    t.start()
    for i in range(200):
        b.publish([("memory.created", {"id": f"m{i}"})])
        wait_until(lambda: not len(fast), timeout=5, interval=0.0005,  # a client that keeps up (the slow one never reads)
                   message=f"the fast client did not take event m{i}")
    stop.set()
    t.join(timeout=5)
    assert not t.is_alive(), "the fast client's reader did not stop"
    assert [m["data"]["id"] for m in received if m["event"] == "memory.created"] == [f"m{i}" for i in range(200)]
    assert "missed" not in [m["event"] for m in received]
    # the slow client holds only the newest 16 and is told how many it lost
    got = decode(slow.take(timeout=0))
    assert got[0]["event"] == "missed" and got[0]["data"]["count"] == 400 - 16
    assert got[-1]["event"] == "counts.changed" and got[-2]["data"]["id"] == "m199"


def test_writers_on_a_real_store_never_wait_for_a_stuck_client(tmp_path):
    store = Store(tmp_path / "db.sqlite").open()
    try:
        b = Broadcaster(queue_size=8).attach(bus_of(store))
        stuck = b.subscribe()  # never reads
        t0 = time.monotonic()
        for i in range(300):
            with store.write("agent") as tx:
                tx.put("mem:memories", f"m{i}", {"id": f"m{i}"})
                tx.audit("remember", "mem:memories", f"m{i}")
                tx.emit("memory.created", {"id": f"m{i}"})
        elapsed = time.monotonic() - t0
        assert elapsed < 10  # 300 commits; the stuck client costs nothing but a bounded deque
        got = decode(stuck.take(timeout=0))
        assert got[0]["event"] == "missed" and len(got) == 9
        assert got[-1]["event"] == "counts.changed"
    finally:
        store.close()


def test_rolled_back_writes_publish_nothing(tmp_path):
    store = Store(tmp_path / "db.sqlite").open()
    try:
        b = Broadcaster().attach(bus_of(store))
        c = b.subscribe()
        try:
            with store.write() as tx:
                tx.emit("memory.created", {"id": "never"})
                raise RuntimeError("abort")
        except RuntimeError:
            pass
        assert c.take(timeout=0) == []
        with store.write() as tx:
            tx.emit("memory.created", {"id": "kept"})
        assert decode(c.take(timeout=0))[0]["data"] == {"id": "kept"}
    finally:
        store.close()


def test_disconnect_all_ends_current_clients_but_not_the_broadcaster():
    b = Broadcaster()
    old = [b.subscribe(), b.subscribe()]
    assert b.disconnect_all() == 2
    assert all(c.closed for c in old) and b.client_count == 0
    new = b.subscribe()
    b.publish([("memory.created", {"id": "m"})])
    assert not new.closed and names(new.take(timeout=0))[0] == "memory.created"


def test_a_payload_that_cannot_be_encoded_never_reaches_the_writer():
    class Weird:
        def __str__(self):
            raise RuntimeError("no text for you")

    b = Broadcaster()
    c = b.subscribe()
    b.publish([("memory.created", {"id": Weird()})])  # must not raise into the committing thread
    got = decode(c.take(timeout=0))
    assert got == [{"event": "missed", "data": {"count": 1}, "ts": got[0]["ts"]}]
