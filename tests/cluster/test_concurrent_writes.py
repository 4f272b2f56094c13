"""Concurrent writes on PostgreSQL (store/postgres/db.py): observe and remember hold WRITE_LOCK shared and
lock the keys they read, so they run side by side; every other write runs alone. Stores of two
processes (two pools) on one real database, no mocks."""
from __future__ import annotations

import threading
from pathlib import Path

import psycopg
from helpers import wait_until

from agentmemory.app import running
from agentmemory.config import Settings
from agentmemory.memory.common import Caller
from agentmemory.store import KV, open_store

from .pg_fixtures import vector_index

CALLER = Caller("default")


def in_thread(fn) -> threading.Event:
    """Run `fn()` on a thread; the event is set once it returned."""
    done = threading.Event()

    def run() -> None:
        fn()
        done.set()
    threading.Thread(target=run, daemon=True).start()
    return done


def test_concurrent_writes_run_side_by_side_and_wait_only_for_the_keys_they_read(pg_url):
    store, other = open_store(Path("unused"), pg_url), open_store(Path("unused"), pg_url)
    held, release, seen = threading.Event(), threading.Event(), []

    def holder() -> None:
        with store.write("a", concurrent=True) as tx:
            tx.get("scope", "hot")
            tx.put("scope", "hot", {"n": 1})
            held.set()
            release.wait(30)

    def other_key() -> None:
        with other.write("b", concurrent=True) as tx:
            tx.put("scope", "cold", {"n": tx.get("scope", "cold")})

    def same_key() -> None:
        with other.write("c", concurrent=True) as tx:
            value = tx.get("scope", "hot")  # waits for the holder's commit, then reads what it wrote
            seen.append(value)
            tx.put("scope", "hot", {"n": value["n"] + 1})

    def exclusive() -> None:
        with other.write("d") as tx:
            tx.put("scope", "last", {})
    try:
        first = in_thread(holder)
        assert held.wait(10)
        assert in_thread(other_key).wait(5), "a concurrent write of another key waited for the open one"
        same, alone = in_thread(same_key), in_thread(exclusive)
        assert not same.wait(0.5), "a write reading the same key did not wait for its lock"
        assert not alone.wait(0.1), "an exclusive write ran beside an open concurrent one"
        release.set()
        assert first.wait(10) and same.wait(10) and alone.wait(10)
        assert seen == [{"n": 1}] and other.get("scope", "hot") == {"n": 2}  # no update lost
    finally:
        release.set()
        store.close()
        other.close()


def test_a_retry_arriving_while_the_first_is_uncommitted_is_answered_from_it(pg_url, tmp_path):
    """The eventId's lock: the retry waits for the first write's commit and gets its answer (stored once)."""
    s = Settings(data_dir=tmp_path / "w", embedding_provider="fake", database_url=pg_url,
                 vector_index=vector_index(), transcript_roots=(tmp_path / "t",))
    with running(s) as one, running(s) as two:
        held, release, answers = threading.Event(), threading.Event(), []
        item = dict(hookType="message", sessionId="s1", project="p", cwd="/w", eventId="evt-1",
                    data={"speaker": "user", "text": "hello"})

        def first() -> None:
            with one.store.write("default", concurrent=True) as tx:
                answers.append(one.sessions.observe_one(tx, CALLER, item))
                held.set()
                release.wait(30)

        def retry() -> None:
            answers.append(two.sessions.observe(CALLER, **item))
        a = in_thread(first)
        assert held.wait(10)
        b = in_thread(retry)
        assert not b.wait(0.5), "the retry did not wait for the first write's eventId"
        release.set()
        assert a.wait(10) and b.wait(10)
        assert answers[1] == {**answers[0], "deduplicated": True}
        assert two.store.get(KV.sessions, "s1")["observationCount"] == 1


def test_two_workers_writing_in_parallel_commit_everything_and_find_it(pg_url, tmp_path):
    settings = [Settings(data_dir=tmp_path / f"w{i}", embedding_provider="fake", database_url=pg_url,
                         vector_index=vector_index(), transcript_roots=(tmp_path / "t",)) for i in range(2)]
    with running(settings[0]) as one, running(settings[1]) as two:
        barrier, got, errors = threading.Barrier(4), {}, []

        def work(svc, w: int) -> None:
            barrier.wait()
            try:
                for j in range(20):
                    r = svc.sessions.observe(CALLER, hookType="message", sessionId=f"s{j % 3}", project="p",
                                             cwd="/w", data={"speaker": "user", "text": f"marker zq{w}x{j} said"})
                    got[f"zq{w}x{j}"] = r["observationId"]
            except Exception as exc:  # noqa: BLE001 - asserted below
                errors.append(exc)
        threads = [threading.Thread(target=work, args=(svc, w)) for w, svc in enumerate((one, two, one, two))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert not errors and len(got) == 80
        assert sum(one.store.get(KV.sessions, f"s{i}")["observationCount"] for i in range(3)) == 80
        for word, obs_id in got.items():
            svc = (one, two)[hash(word) % 2]
            hits = svc.retrieval.search(CALLER, word, project="p")["results"]
            assert [h["id"] for h in hits][:1] == [obs_id], word


def _advisory_waiters(url: str) -> int:
    with psycopg.connect(url, autocommit=True) as conn:
        return conn.execute("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                            "AND wait_event = 'advisory'").fetchone()[0]


def _tool(name: str, tool_input: dict, session: str, response: dict | None = None, ts: str = "2026-01-02T03:04:05Z"):
    return dict(hookType="PostToolUse", sessionId=session, project="shop", cwd="/w", timestamp=ts,
                data={"hook_event_name": "PostToolUse", "tool_name": name, "tool_input": tool_input,
                      "tool_response": response or {}})


def test_an_observe_caught_in_a_lock_cycle_runs_again_and_is_stored_once(pg_url, tmp_path):
    """Another write holds an older observation and then wants the session an observe holds, while the
    observe (marking that older one superseded) waits for it: PostgreSQL breaks the cycle by rolling
    back the observe, which waited first; it runs again and answers 201, stored once."""
    s = Settings(data_dir=tmp_path / "w", embedding_provider="fake", database_url=pg_url,
                 vector_index=vector_index(), transcript_roots=(tmp_path / "t",))
    with running(s) as svc:
        read = svc.sessions.observe(CALLER, **_tool("Read", {"file_path": "/w/app/settings.py"}, "old",
                                                    {"file": {"content": "TIMEOUT_SECONDS = 30\n"}}))["observationId"]
        held, result, errors = threading.Event(), [], []

        def other_write() -> None:
            try:
                with svc.store.write("other", concurrent=True) as tx:
                    tx.get(KV.obs("old"), read)
                    held.set()
                    wait_until(lambda: _advisory_waiters(pg_url) >= 1, timeout=30, message="the observe never waited")
                    tx.get(KV.sessions, "new")  # the observe holds it: a cycle
            except Exception as exc:  # noqa: BLE001 - asserted below
                errors.append(exc)

        def edit() -> None:
            try:
                result.append(svc.sessions.observe(CALLER, **_tool(
                    "Edit", {"file_path": "/w/app/settings.py", "old_string": "TIMEOUT_SECONDS = 30",
                             "new_string": "TIMEOUT_SECONDS = 90"}, "new", ts="2026-01-02T04:00:00Z")))
            except Exception as exc:  # noqa: BLE001 - asserted below
                errors.append(exc)
        a = in_thread(other_write)
        assert held.wait(10)
        b = in_thread(edit)
        assert a.wait(60) and b.wait(60)
        assert errors == [], errors  # neither the other write nor the observe (run again) failed
        assert svc.store.get(KV.sessions, "new")["observationCount"] == 1
        assert svc.store.get(KV.obs("old"), read)["supersededBy"] == result[0]["observationId"]
