"""The cluster leader: which process runs the periodic work (consolidation, distillation ticks, TTL
sweeps, backups), and a mutex for work that must never overlap across processes.

- `SoloLeader` (SQLite: one process): always the leader; `exclusive(name)` is a thread lock.
- `PgLeader` (PostgreSQL, N workers): the leader is the process whose own connection holds the
  session advisory lock "leader" (keyed by the store's schema). The server drops it when that process dies (kill -9 too),
  and the next worker to ask takes over. `exclusive(name)` holds `pg_advisory_lock` on a
  connection of its own for the block.
"""
from __future__ import annotations

import logging
import threading
import zlib
from contextlib import contextmanager
from typing import Iterator, Protocol

log = logging.getLogger(__name__)

NAMESPACE = 0x616d  # "am": the first key of our two-key advisory locks (they hold per database)


def lock_key(name: str, schema: str) -> int:
    """A stable second key for a named lock of the store in `schema` (two schemas of a database stay apart)."""
    return zlib.crc32(f"{schema}\x00{name}".encode("utf-8")) & 0x7FFFFFFF


class Leader(Protocol):
    def is_leader(self) -> bool: ...
    def exclusive(self, name: str): ...
    def close(self) -> None: ...


class SoloLeader:
    def __init__(self) -> None:
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()

    def is_leader(self) -> bool:
        return True

    def _local(self, name: str) -> threading.Lock:
        with self._guard:
            return self._locks.setdefault(name, threading.Lock())

    @contextmanager
    def exclusive(self, name: str) -> Iterator[None]:
        with self._local(name):
            yield

    def close(self) -> None:
        pass


class PgLeader(SoloLeader):
    def __init__(self, url: str, connect_timeout: int = 10):
        super().__init__()
        self.url, self.connect_timeout = url, connect_timeout
        self._conn = None
        self._held = False
        self._lock = threading.Lock()
        self._schema: str | None = None

    def _connect(self):
        import psycopg
        conn = psycopg.connect(self.url, autocommit=True, connect_timeout=self.connect_timeout)
        if self._schema is None:
            self._schema = conn.execute("SELECT current_schema()").fetchone()[0]
        return conn

    def _key(self, name: str) -> tuple[int, int]:
        return NAMESPACE, lock_key(name, self._schema or "")

    def is_leader(self) -> bool:
        """Whether this process leads now: takes the lock when free; checks a held one is still alive."""
        import psycopg
        with self._lock:
            try:
                if self._conn is None:
                    self._conn, self._held = self._connect(), False
                if self._held:
                    self._conn.execute("SELECT 1")
                else:
                    self._held = bool(self._conn.execute("SELECT pg_try_advisory_lock(%s, %s)",
                                                         self._key("leader")).fetchone()[0])
                    if self._held:
                        log.info("this worker leads the cluster's periodic work")
            except psycopg.Error as exc:
                # Trigger: the connection holding (or asking for) the lock broke. Why: the server has
                # released the lock with the session, so another worker may lead now. Outcome: not the
                # leader until a new connection wins the lock again.
                log.warning("cluster leadership check failed: %s", exc)
                self._reset()
            return self._held

    def _reset(self) -> None:
        conn, self._conn, self._held = self._conn, None, False
        if conn is not None:
            try:
                conn.close()
            except Exception:  # already broken
                pass

    @contextmanager
    def exclusive(self, name: str) -> Iterator[None]:
        """Hold the cluster-wide mutex `name` for the block (threads of this process queue locally first)."""
        with self._local(name), self._connect() as conn:
            conn.execute("SELECT pg_advisory_lock(%s, %s)", self._key(name))
            try:
                yield
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s, %s)", self._key(name))

    def close(self) -> None:
        with self._lock:
            self._reset()


def make_leader(database_url: str | None) -> Leader:
    return PgLeader(database_url) if database_url else SoloLeader()
