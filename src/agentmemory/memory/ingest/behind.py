"""An observation's index work done behind its answer: its search row, the supersession lookback and the profile
delta, in batches after the observe committed (SQLite), not inside its transaction.

Trigger: with a few busy clients the one server process is bound by the GIL, so each observe waits for the CPU
of the others, and the index work was about a third of an observe's (bench/README.md). Why: in a batch the
FTS5 segment, the WAL frames and the commit are paid once for many rows, and the answer no longer waits for
any of it. Outcome: an observe commits the observation with a marker (`KV.index_pending`) and queues it;
`IndexBehind` indexes the queue in one transaction when writes pause for IDLE_SECONDS or BATCH wait.

Nothing reads the index behind the data: every search-storage call (`Draining`) and every operation other than
observe (ops.invoke's `before`) first indexes what is queued, unless its thread holds the writer lock (it drained
before it took the lock, and only a holder of the lock queues). A crash loses nothing: `recover` indexes at
start what the markers name. On PostgreSQL (several workers, no shared queue) an observe indexes inline.
Our own code: the queue lives in the store's write transactions, which no library reaches.
"""
from __future__ import annotations

import logging
import threading
import time
from collections import deque
from dataclasses import asdict
from typing import Any, Callable

from ...store import KV, Query, Tx, event_ids
from ..common import Caller

log = logging.getLogger(__name__)

IDLE_SECONDS = 0.005  # writes paused this long: index what waits
BATCH = 256  # this many waiting: index them even while writes go on

Work = Callable[[Tx, list[tuple[dict, Caller]]], None]  # index these (observation, caller) in `tx`, in order


class IndexBehind:
    """The queue of committed observations whose index work is still to do, and the thread that does it."""

    def __init__(self, store, work: Work):
        self.store, self.work = store, work
        self.queue: deque[tuple[dict, Caller]] = deque()
        self.lock = store._write_lock  # the queue grows and shrinks only under the writer lock
        self.wake = threading.Event()
        self.last = time.monotonic()
        self.stopped = False
        self.busy = 0  # drains that took the queue and have not committed yet (counted under `counting`)
        self.counting = threading.Lock()
        self.thread: threading.Thread | None = None

    def add(self, tx: Tx, obs: dict, caller: Caller) -> None:
        """Queue `obs` (stored in `tx`, whose writer lock this thread holds) with its marker in the same transaction.
        A transaction that rolls back leaves no marker, and `drain` skips what has none."""
        tx.put(KV.index_pending, obs["id"], {"sessionId": obs["sessionId"], "caller": asdict(caller)})
        self.queue.append((obs, caller))
        self.last = time.monotonic()
        if self.thread is None:
            self.start()
        if len(self.queue) == 1 or len(self.queue) >= BATCH:  # the thread sleeps while nothing waits
            self.wake.set()

    def start(self) -> None:
        self.thread = threading.Thread(target=self._run, name="index-behind", daemon=True)
        self.thread.start()

    def drain(self) -> int:
        """Index everything queued now, in a transaction of its own; returns how many (0 after waiting for a drain
        under way to commit). When it fails, what it took goes back to the head of the queue (its markers are
        still there: the transaction rolled back)."""
        if not self.queue and not self.busy:
            return 0
        took, unkeyed = False, event_ids.REQUEST_KEY.set(None)  # not the write of a keyed request it runs in
        try:
            with self.store.write() as tx:  # a drain under way holds the writer lock: this waits for its commit
                if not self.queue:
                    return 0
                with self.counting:  # before the queue empties: a reader sees one or the other until the commit
                    self.busy += 1
                took = True
                items = [self.queue.popleft() for _ in range(len(self.queue))]
                try:
                    return self._index(tx, items)
                except BaseException:
                    self.queue.extendleft(reversed(items))
                    raise
        finally:
            event_ids.REQUEST_KEY.reset(unkeyed)
            if took:
                with self.counting:
                    self.busy -= 1

    def before(self) -> None:
        """What a reader calls first: drain, unless this thread holds the writer lock (then nothing is queued that
        it did not queue itself, in the transaction it is in)."""
        if (self.queue or self.busy) and not self.lock._is_owned():
            self.drain()

    def _index(self, tx: Tx, items: list[tuple[dict, Caller]]) -> int:
        marked = tx.items(KV.index_pending).get_many([obs["id"] for obs, _ in items])
        live = [(obs, caller) for obs, caller in items if obs["id"] in marked]  # else rolled back, cleared or deleted
        self.work(tx, live)
        tx.items(KV.index_pending).delete_keys(list(marked))
        return len(live)

    def recover(self) -> int:
        """Index what a stopped server left queued (the markers), oldest first; returns how many."""
        with self.store.write() as tx:
            rows = tx.items(KV.index_pending).items(Query().by_key())
            found = [(tx.get(KV.obs(mark["sessionId"]), obs_id), Caller(**mark["caller"])) for obs_id, mark in rows]
            live = [(obs, caller) for obs, caller in found if obs is not None]
            self.work(tx, live)
            tx.items(KV.index_pending).delete_keys([k for k, _ in rows])
        if rows:
            log.info("indexed %d observations a stopped server had left queued", len(live))
        return len(live)

    def _run(self) -> None:
        while not self.stopped:
            self.wake.wait(IDLE_SECONDS if self.queue else None)  # nothing queued: no wake-ups until an add
            self.wake.clear()
            if not self.queue or (len(self.queue) < BATCH and time.monotonic() - self.last < IDLE_SECONDS):
                continue
            try:
                self.drain()
            except Exception as exc:  # the markers keep the work: the next drain (or a restart) does it
                log.warning("indexing %d queued observations failed: %s", len(self.queue), exc)
                time.sleep(0.5)

    def close(self) -> None:
        """Stop the thread and index what is queued (a clean stop leaves no marker)."""
        self.stopped = True
        self.wake.set()
        if self.thread is not None:
            self.thread.join(timeout=5)
        try:
            self.drain()
        except Exception as exc:
            log.warning("indexing the queued observations at close failed (the next start does it): %s", exc)


class Draining:
    """A search storage whose every call first drains `behind` (`IndexBehind.before`)."""

    def __init__(self, storage: Any, behind: IndexBehind):
        self._storage, self._behind = storage, behind

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._storage, name)
        if not callable(attr):
            return attr
        behind = self._behind

        def call(*args, **kwargs):
            behind.before()
            return attr(*args, **kwargs)
        return call
