"""Background compute that yields the CPU to requests.

The server shares a small machine (2 cores on a laptop or a Space) between
request threads and heavy background compute: the embedding model takes both
cores for a second per batch. `LowPriorityRunner` runs such calls on one thread
whose scheduling priority is lowered (Linux SCHED_IDLE and nice 19, inherited by
any threads it creates, such as onnxruntime's pool), so under load requests get
the CPU and the background work uses what is left. The caller waits for the result on its
own normal-priority thread and does any database writes there: a write (which
holds the writer lock) must never run at low priority, or a busy machine would
starve it while requests queue behind the lock.

`stopped_by(store, exc, what)`: what every background loop does with a failed step, so a damaged
database met there is recorded as a request records it.
"""
from __future__ import annotations

import logging
import os
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, TypeVar

log = logging.getLogger(__name__)

BACKGROUND_NICE = 19
T = TypeVar("T")


def lower_current_thread_priority(nice: int = BACKGROUND_NICE) -> bool:
    """Make the calling thread background work: Linux's SCHED_IDLE policy (it runs only when a
    core would otherwise idle, and a waking request thread preempts it at once) and nice `nice`
    (never lowered). Threads it creates inherit both. Linux only, where both are per thread;
    elsewhere (macOS would renice the whole process) it does nothing. Returns True when the
    thread now runs at background priority.

    Trigger: nice 19 alone. Why: a nice-19 thread still holds a core until the scheduler's wake-up
    granularity lets a woken request thread in, adding about a millisecond per wake-up to every
    request while the model runs. Outcome: SCHED_IDLE, with nice as the fallback.
    """
    if not sys.platform.startswith("linux"):
        return False
    tid = threading.get_native_id()
    idle = False
    try:
        os.sched_setscheduler(tid, os.SCHED_IDLE, os.sched_param(0))
        idle = os.sched_getscheduler(tid) == os.SCHED_IDLE
    except (OSError, AttributeError) as exc:  # a sandbox may forbid it: nice still helps
        log.info("cannot set SCHED_IDLE on a background thread: %s", exc)
    try:
        if os.getpriority(os.PRIO_PROCESS, tid) < nice:
            os.setpriority(os.PRIO_PROCESS, tid, nice)
        return idle or os.getpriority(os.PRIO_PROCESS, tid) >= nice
    except OSError as exc:
        log.info("cannot lower background thread priority: %s", exc)
        return idle


class LowPriorityRunner:
    """One daemon thread at background priority; `call` runs a function there and waits."""

    def __init__(self, name: str):
        self.name = name
        self.lowered: bool | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name, initializer=self._init)

    def _init(self) -> None:
        self.lowered = lower_current_thread_priority()

    def call(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        return self._pool.submit(fn, *args, **kwargs).result()

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)


def stopped_by(store: Any, exc: BaseException, what: str) -> bool:
    """A background loop's step failed with `exc`: tell the store (`store.failed`), as the transports do.
    Trigger: the database file damaged (or lost) met by a background thread. Why: it was only logged, with a
    traceback every round, while health said ok and writes went on into the damaged file. Outcome: the store
    refuses writes and health says why; True, said in one log line, when the loop should stop (nothing it
    does can succeed until the server restarts on a restored database). False: the loop logs and retries."""
    why = store.failed(exc)
    if why:
        log.error("%s stopped: %s", what, why)
    return bool(why)
