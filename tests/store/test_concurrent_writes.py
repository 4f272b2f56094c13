"""Writes from many threads at once keep every guarantee, on both backends (on PostgreSQL observe and
remember run side by side: store/postgres/db.py): retries of one event sent together store it once,
counters kept on an item lose no increment, the profile kept by deltas equals a recount."""
from __future__ import annotations

import threading
import time

from agentmemory.memory.admin import profile as P
from agentmemory.memory.common import Caller
from agentmemory.store import KV

CALLER = Caller("default")


def together(n: int, fn) -> list:
    """`fn(i)` on n threads released at once; their results (an exception is re-raised here)."""
    barrier, out, errors = threading.Barrier(n), [None] * n, []

    def run(i: int) -> None:
        barrier.wait()
        try:
            out[i] = fn(i)
        except Exception as exc:  # noqa: BLE001 - re-raised below
            errors.append(exc)
    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors, errors[0]
    return out


def observe(services, session: str, text: str, **extra) -> dict:
    return services.sessions.observe(CALLER, hookType="message", sessionId=session, project="proj", cwd="/w",
                                     data={"speaker": "user", "text": text}, **extra)


def audit_count(services, operation: str) -> int:
    return len(services.store.reader().audit_log.page(operation=operation, limit=1000))


def test_retries_of_one_event_sent_at_once_store_it_once(services):
    results = together(8, lambda i: observe(services, "s1", f"attempt {i}", eventId="evt-1"))
    assert len({r["observationId"] for r in results}) == 1
    assert sum(1 for r in results if not r.get("deduplicated")) == 1
    assert services.store.get(KV.sessions, "s1")["observationCount"] == 1
    assert services.store.reader().observations("s1").count() == 1
    assert audit_count(services, "observe") == 1

    mems = together(6, lambda i: services.memories.remember(CALLER, content=f"we deploy on fridays {i}",
                                                            project="proj", eventId="mem-1"))
    assert len({m["memory"]["id"] for m in mems}) == 1
    assert sum(1 for m in mems if not m.get("duplicate")) == 1
    assert services.store.reader().memories.count() == 1


def recount(services, project: str) -> dict:
    """The profiles rebuilt from the stored rows, in a transaction rolled back (nothing changes)."""
    class Rollback(Exception):
        pass
    out = {}
    try:
        with services.store.write() as tx:
            out = {p["agentId"] or "": p for p in P.rebuild_profiles(tx, project, services.shared.searcher.storage).values()}
            raise Rollback
    except Rollback:
        pass
    return out


def test_observes_in_parallel_lose_no_count_and_keep_the_profile_exact(services):
    """Threads share sessions (the count and order on the session row) and a project (its profile, whose
    deltas one thread folds when it starts a session while the others add theirs)."""
    def work(i: int) -> list[str]:
        return [observe(services, f"s{(i + j) % 3}" if j % 2 == 0 else f"t{i}-{j}",
                        f"thread {i} turn {j} word{i}x{j}")["observationId"] for j in range(12)]
    ids = [o for got in together(6, work) for o in got]
    assert len(set(ids)) == 72
    for sid in ("s0", "s1", "s2"):
        sess = services.store.get(KV.sessions, sid)
        seqs = sorted(o["seq"] for o in services.store.reader().observations(sid).find())
        assert len(seqs) == 12 and seqs == list(range(sess["observationCount"]))  # none lost or repeated
    assert audit_count(services, "observe") == 72
    services.shared.catch_up()  # the profiles are read from the store here: after the observes' index work
    stored = {p["agentId"] or "": p for p in P.read_profiles(services.store.reader(), "proj")}
    assert [(p["observationCount"], p["sessionCount"]) for p in stored.values()] == [(72, 3 + 36)]
    assert stored == recount(services, "proj")


def test_remembers_that_supersede_one_memory_at_once_keep_one_chain(services):
    """Both remembers read their candidates while a write holds the store, so both pick the same
    memory to supersede; the one that writes second supersedes the first one's version instead."""
    text = "Database backups run nightly with pg_dump to the {} bucket"
    first = services.memories.remember(CALLER, content=text.format("eu"), project="proj")["memory"]
    threads, out = [], []
    with services.store.write("default"):  # held: both read first as the latest, then wait to write
        for region in ("us", "asia"):
            threads.append(threading.Thread(target=lambda r=region: out.append(services.memories.remember(
                CALLER, content=text.format(r), project="proj"))))
            threads[-1].start()
        time.sleep(1.0)  # the candidates are read before the write waits (a slower machine only weakens this)
    for t in threads:
        t.join(60)
    out.sort(key=lambda o: o["memory"]["version"])  # in the order they wrote, not the order their threads went on
    assert len(out) == 2 and {o["supersedes"] for o in out} == {first["id"], out[0]["memory"]["id"]}
    rows = services.store.reader().memories.get_many([first["id"], *(o["memory"]["id"] for o in out)])
    assert [m["id"] for m in rows.values() if m["isLatest"]] == [out[1]["memory"]["id"]]
    assert sorted(m["version"] for m in rows.values()) == [1, 2, 3]
    assert rows[out[1]["memory"]["id"]]["supersedes"] == [out[0]["memory"]["id"], first["id"]]
