"""The cluster leader: one holder of the advisory lock; it passes on when the holder goes."""
from __future__ import annotations

import threading
import time

from helpers import wait_until

from agentmemory.store.cluster import PgLeader, SoloLeader


def test_solo_always_leads():
    assert SoloLeader().is_leader()


def test_one_leader_among_many_and_the_next_takes_over(pg_url):
    workers = [PgLeader(pg_url) for _ in range(3)]
    try:
        assert [w.is_leader() for w in workers] == [True, False, False]
        assert [w.is_leader() for w in workers] == [True, False, False]  # asking again changes nothing
        workers[0].close()  # the leader's session ends (as when its process dies); the server frees the lock soon
        wait_until(lambda: any(w.is_leader() for w in workers[1:]), message="nobody took over")
        assert sorted(w.is_leader() for w in workers[1:]) == [False, True]
    finally:
        for w in workers:
            w.close()


def test_exclusive_never_overlaps_across_connections(pg_url):
    leaders = [PgLeader(pg_url), PgLeader(pg_url)]
    inside, overlaps = [], []

    def work(leader):
        for _ in range(5):
            with leader.exclusive("distill"):
                if inside:
                    overlaps.append(1)
                inside.append(1)
                time.sleep(0.01)
                inside.pop()
    threads = [threading.Thread(target=work, args=(lead,)) for lead in leaders for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    wait_until(lambda: not any(t.is_alive() for t in threads))
    assert overlaps == []
