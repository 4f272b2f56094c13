"""What every service shares: `Shared` (settings, store, searcher, clock, LLM, embedder, the cluster leader)
and the `Service` base.

The composition root (app.py) builds one `Shared` and hands it to every service, so one
assignment (`shared.clock = ...`, `shared.llm = ...`) reaches them all: tests move the clock
this way. A service's other collaborators (services or callables) are its constructor's
keyword arguments.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import tenacity

from ..config import Settings
from ..errors import Conflict
from ..llm import LLM
from ..search.embedders import Embedder
from ..search.hybrid import Searcher
from ..store import Store, WriteConflict
from ..store.cluster import Leader, SoloLeader


@dataclass
class Shared:
    settings: Settings
    store: Store
    searcher: Searcher
    llm: LLM
    embedder: Embedder | None = None
    clock: Callable[[], float] = time.time
    stop: threading.Event = field(default_factory=threading.Event)  # set once, when the services close
    threads: list[threading.Thread] = field(default_factory=list)  # background threads to join on close
    # Which worker runs the cluster's periodic work (one per database; on SQLite always this process)
    leader: Leader = field(default_factory=SoloLeader)
    # Index the observations whose index work waits behind their answers (memory/ingest/behind.py): readers first
    catch_up: Callable[[], None] = lambda: None

WRITE_ATTEMPTS = 3  # a concurrent write rolled back by a broken lock cycle runs this often in all


def write_attempts(what: str) -> Iterator[Any]:
    """Attempts of a concurrent write (`store.write(..., concurrent=True)`, PostgreSQL) that is safe to
    run again from the start: `for attempt in write_attempts("observe"): with attempt, store.write(...)`.
    One that PostgreSQL rolled back to break a lock cycle (WriteConflict) runs again; when every attempt
    collided, a 409 (nothing was kept). SQLite's one writer never collides.
    The first attempt is a plain context manager (tenacity's machinery costs about as much as a small
    write); only a collision hands the remaining attempts to tenacity."""
    first = _FirstAttempt()
    yield first
    if first.collided is None:
        return
    def spent(state: tenacity.RetryCallState):
        raise Conflict(f"{what} collided with concurrent writes and was rolled back; send it again") \
            from state.outcome.exception()
    yield from tenacity.Retrying(stop=tenacity.stop_after_attempt(WRITE_ATTEMPTS - 1),
                                 retry=tenacity.retry_if_exception_type(WriteConflict), retry_error_callback=spent)


class _FirstAttempt:
    """`with attempt:` of the first attempt: a collision is kept (and the next attempts run), any
    other error propagates."""
    collided: BaseException | None = None

    def __enter__(self) -> "_FirstAttempt":
        return self

    def __exit__(self, kind, exc, tb) -> bool:
        if exc is not None and isinstance(exc, WriteConflict):
            self.collided = exc
            return True
        return False


class Service:
    """The base of every domain service: reads the shared parts through `self.shared`."""

    def __init__(self, shared: Shared):
        self.shared = shared

    @property
    def settings(self) -> Settings:
        return self.shared.settings

    @property
    def store(self) -> Store:
        return self.shared.store

    @property
    def searcher(self) -> Searcher:
        return self.shared.searcher

    @property
    def llm(self) -> LLM:
        return self.shared.llm

    @property
    def embedder(self) -> Embedder | None:
        return self.shared.embedder

    @property
    def embeds(self) -> bool:
        """Whether writes queue items for embedding (no embedder: keyword search only)."""
        return self.shared.embedder is not None

    def clock(self) -> float:
        return self.shared.clock()
