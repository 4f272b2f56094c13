"""The PostgreSQL store: a psycopg 3 connection pool, named migrations under an advisory lock, and the
same `write()` / `reader()` as the SQLite store (store/db.py).

Writes: `with store.write() as tx` takes a pooled connection, opens a transaction and takes the
transaction-scoped advisory lock WRITE_LOCK exclusively, so it runs alone across every process on
the database, as under SQLite's one writer (its queries, counts and ranges see a still state).
`store.write(concurrent=True)` (observe, remember) takes WRITE_LOCK shared instead: such writes run
side by side, and each item or idempotency key they read is locked until their commit
(repos.py `PG_CONCURRENT`), so a read-modify-write never loses an update and one event is stored once.
Reads run on any pooled connection in autocommit and see the last committed state. Exclusive writers
of one process queue on a thread lock first, so a waiting one never holds more than one connection.
"""
from __future__ import annotations

import logging
import threading
import time
from contextlib import contextmanager, nullcontext
from typing import Any, Callable, Iterator

import psycopg
from psycopg import sql
from psycopg.types.string import StrDumperUnknown
from psycopg_pool import ConnectionPool

from .. import damaged
from ..db import Reader, Tx
from ..files import DatabaseDamaged
from ..migrations import check_known
from ..repositories import StoreClosed, StoreUnavailable
from .migrations import FUNCTIONS, MIGRATIONS
from .repos import PG_BACKEND, PG_CONCURRENT

log = logging.getLogger(__name__)

MIGRATE_LOCK = 7_216_380_001  # pg_advisory_lock keys (any bigint, fixed for agentmemory)
WRITE_LOCK = 7_216_380_002
CONNECT_TIMEOUT = 10
#: What to do once PostgreSQL reported corruption (said with the reason writes are refused, and by health)
DAMAGED_HINT = ("REINDEX a corrupted index (XX002), or restore a backup (`agentmemory restore --force`) into a "
                "sound database")


def masked(url: str) -> str:
    """`url` without its password (for messages and health)."""
    from urllib.parse import urlsplit
    try:
        parts = urlsplit(url)
        netloc = parts.netloc.rsplit("@", 1)
        if len(netloc) == 2 and ":" in netloc[0]:
            return url.replace(parts.netloc, netloc[0].split(":", 1)[0] + ":***@" + netloc[1], 1)
    except ValueError:
        pass
    return url


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return " ".join(text.split())[:300]


class Rows:
    """A statement's rows read whole on a pooled connection (which went back to the pool)."""

    def __init__(self, rows: list, rowcount: int):
        self._rows, self.rowcount = rows, rowcount

    def fetchone(self):
        return self._rows[0] if self._rows else None

    def fetchall(self) -> list:
        return self._rows

    def __iter__(self):
        return iter(self._rows)


class PooledReads:
    """`execute` like a connection's, each statement on a connection borrowed from the pool."""

    def __init__(self, pool: ConnectionPool):
        self.pool = pool

    def execute(self, sql: str, args: Any = None) -> Rows:
        with self.pool.connection() as conn:
            cur = conn.execute(sql, args)
            return Rows(cur.fetchall() if cur.description else [], cur.rowcount)


class _NulSafeStr(StrDumperUnknown):
    """Strings as parameters, U+0000 (which PostgreSQL text cannot hold and SQLite keeps) as U+FFFD."""

    def dump(self, obj: str):
        return super().dump(obj.replace("\x00", "\ufffd") if "\x00" in obj else obj)


def _configure(conn: psycopg.Connection) -> None:
    """Every pooled connection: strings without U+0000, pgvector's types, and HNSW settings that let a
    filtered vector query (project, agent) return its whole top-N (iterative scans, pgvector 0.8)."""
    from pgvector.psycopg import register_vector
    conn.adapters.register_dumper(str, _NulSafeStr)
    register_vector(conn)
    conn.execute("SET hnsw.ef_search = 200")  # >= the candidate pool (ranking.CANDIDATE_POOL)
    conn.execute("SET hnsw.iterative_scan = relaxed_order")


def _extension(conn: psycopg.Connection, name: str) -> tuple[str | None, str]:
    """(the extension's version, created first if missing and we may; None and why when it cannot be)."""
    row = conn.execute("SELECT extversion FROM pg_extension WHERE extname=%s", (name,)).fetchone()
    if row is None:
        try:
            with conn.transaction():
                conn.execute(sql.SQL("CREATE EXTENSION IF NOT EXISTS {}").format(sql.Identifier(name)))
        except psycopg.Error as exc:
            return None, _first_line(exc)
        row = conn.execute("SELECT extversion FROM pg_extension WHERE extname=%s", (name,)).fetchone()
    return row[0], ""


class PgStore:
    """The PostgreSQL database at `url`. `open()` connects, checks pgvector and applies migrations."""

    backend = "postgresql"

    def __init__(self, url: str, pool_size: int = 12):
        self.url, self.path, self.pool_size = url, None, pool_size
        self._pool: ConnectionPool | None = None
        self._reads: PooledReads | None = None
        self._write_lock = threading.RLock()
        self._listeners: list[Callable[[list[tuple[str, dict]]], None]] = []
        self.server_version: str | None = None
        self.pgvector_version: str | None = None
        self.pg_trgm_version: str | None = None
        self.damage: str | None = None  # why writes are refused (PostgreSQL reported corruption: `failed`), or None

    def _connect(self) -> psycopg.Connection:
        try:
            return psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT)
        except psycopg.Error as exc:
            raise StoreUnavailable(f"cannot connect to PostgreSQL at {masked(self.url)}: {_first_line(exc)}") from None

    def _check_extensions(self, conn: psycopg.Connection) -> None:
        """pgvector installed in this database (created here when the server has it and we may), and
        pg_trgm if it can be had: the supersede lookback's index needs it (search/storage/pg_schema.py);
        without it everything works and that lookback scans (a warning says so)."""
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATE_LOCK,))
            self.pgvector_version, why = _extension(conn, "vector")
            if self.pgvector_version is None:
                raise StoreUnavailable(f"PostgreSQL at {masked(self.url)} has no usable pgvector extension "
                                       f"(`vector`): {why}")
            self.pg_trgm_version, why = _extension(conn, "pg_trgm")
            if self.pg_trgm_version is None:
                log.warning("PostgreSQL at %s: no pg_trgm extension (%s); the supersede lookback scans instead "
                            "of using an index (docs/postgres.md)", masked(self.url), why)

    def open(self) -> "PgStore":
        with self._connect() as conn:
            self.server_version = conn.execute("SHOW server_version").fetchone()[0]
            self._check_extensions(conn)
        self._pool = ConnectionPool(self.url, min_size=1, max_size=self.pool_size, open=False,
                                    kwargs={"autocommit": True, "connect_timeout": CONNECT_TIMEOUT},
                                    configure=_configure, name="agentmemory")
        self._pool.open(wait=True, timeout=CONNECT_TIMEOUT)
        self._reads = PooledReads(self._pool)
        try:
            self._check_known()
            self.migrate(MIGRATIONS)
        except BaseException:  # a newer version's database (NewerDatabase), a failed migration: no pool left open
            self.close()
            raise
        with self._pool.connection() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATE_LOCK,))
            conn.execute(FUNCTIONS)
        return self

    def close(self) -> None:
        if self._pool is not None:
            pool, self._pool = self._pool, None
            pool.close()

    def _check_known(self) -> None:
        """NewerDatabase unless every migration the database records is one this version knows (before
        anything is applied: a newer version's schema is left exactly as it was)."""
        with self._pool.connection() as conn:
            if conn.execute("SELECT to_regclass('schema_migrations')").fetchone()[0] is not None:
                check_known([r[0] for r in conn.execute("SELECT name FROM schema_migrations")],
                            f"the database at {masked(self.url)}")

    def migrate(self, migrations: list[tuple[str, str]]) -> None:
        """Apply the named migrations not yet recorded, each in its own transaction, under an advisory lock:
        N processes starting together apply each once (the others wait, then find it recorded)."""
        if self._pool is None:
            raise StoreClosed("store is not open")
        with self._pool.connection() as conn:
            conn.execute("SELECT pg_advisory_lock(%s)", (MIGRATE_LOCK,))
            try:
                conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations "
                             "(name TEXT PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)")
                done = {r[0] for r in conn.execute("SELECT name FROM schema_migrations")}
                for name, sql in migrations:
                    if name not in done:
                        with conn.transaction():
                            conn.execute(sql)
                            conn.execute("INSERT INTO schema_migrations(name, applied_at) VALUES (%s,%s)",
                                         (name, time.time()))
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s)", (MIGRATE_LOCK,))

    @property
    def schema_version(self) -> int:
        return self.read().execute("SELECT count(*) FROM schema_migrations").fetchone()[0]

    def info(self) -> dict:
        """The backend and its versions (health); `damaged`: why writes are refused, once corruption was reported."""
        return {"backend": self.backend, "version": self.server_version, "pgvector": self.pgvector_version,
                "pg_trgm": self.pg_trgm_version,
                "url": masked(self.url), **({"damaged": self.damage} if self.damage else {})}

    def failed(self, exc: BaseException) -> str | None:
        """A statement failed with `exc` (the transports, health and the background loops tell every one).
        Trigger: PostgreSQL reported data or index corruption (XX001, XX002: a bad disk, a failed replica).
        Why: it was a 500 with the driver's text, and later writes went on building on the damaged pages.
        Outcome: writes refused in this process (DatabaseDamaged, a 503) and health says why, until a restart.
        Returns why writes are refused for good, or None."""
        if self.damage is None and damaged(exc) and not isinstance(exc, DatabaseDamaged):
            self.damage = (f"PostgreSQL reported {type(exc).__name__} ({exc.sqlstate}) while the server ran "
                           f"({_first_line(exc)}): writes are refused; stop the server, then {DAMAGED_HINT}")
            log.error("database damaged: %s", self.damage)
        return self.damage

    # -- transactions -------------------------------------------------------
    def on_commit(self, listener: Callable[[list[tuple[str, dict]]], None]) -> None:
        self._listeners.append(listener)

    @contextmanager
    def write(self, agent_id: str | None = None, concurrent: bool = False) -> Iterator[Tx]:
        """A transaction; `concurrent`: beside other concurrent writes, its item reads lock their keys."""
        if self._pool is None:
            raise StoreClosed("store is not open")
        if self.damage is not None:  # a 503: nothing builds on data PostgreSQL reported corrupted
            raise DatabaseDamaged(self.damage)
        try:
            with self._write_lock if not concurrent else nullcontext(), self._pool.connection() as conn, \
                    conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock_shared(%s)" if concurrent
                             else "SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
                tx = Tx(conn, agent_id, PG_CONCURRENT if concurrent else PG_BACKEND)
                yield tx
        except Exception as exc:
            self.failed(exc)
            raise
        tx.committed(self._listeners)

    @contextmanager
    def session(self) -> Iterator[psycopg.Connection]:
        """A pooled connection of one's own (autocommit; `conn.transaction()` for a transaction), outside
        the write lock: the search index claims embed-queue rows on it."""
        if self._pool is None:
            raise StoreClosed("store is not open")
        with self._pool.connection() as conn:
            yield conn

    def read(self) -> PooledReads:
        if self._reads is None:
            raise StoreClosed("store is not open")
        return self._reads

    def reader(self) -> Reader:
        """The repositories for reading, each statement on a pooled connection."""
        return Reader(self.read(), PG_BACKEND)

    # -- read helpers -------------------------------------------------------
    def get(self, scope: str, key: str) -> Any | None:
        row = self.read().execute("SELECT value FROM kv_store WHERE scope=%s AND key=%s", (scope, key)).fetchone()
        return row[0] if row else None

    def get_many(self, pairs: list[tuple[str, str]]) -> dict[tuple[str, str], Any]:
        out: dict[tuple[str, str], Any] = {}
        for i in range(0, len(pairs), 1000):
            chunk = pairs[i:i + 1000]
            for r in self.read().execute(
                    "SELECT k.scope, k.key, k.value FROM kv_store k JOIN unnest(%s::text[], %s::text[]) AS p(s, k2) "
                    "ON k.scope = p.s AND k.key = p.k2", ([p[0] for p in chunk], [p[1] for p in chunk])):
                out[(r[0], r[1])] = r[2]
        return out

    def scan(self, scope: str) -> Iterator[tuple[str, Any]]:
        yield from self.read().execute("SELECT key, value FROM kv_store WHERE scope=%s ORDER BY key", (scope,))

    def scopes(self) -> list[str]:
        return [r[0] for r in self.read().execute("SELECT DISTINCT scope FROM kv_store ORDER BY scope")]

    def prune_event_ids(self, before: float) -> int:
        with self.write() as tx:
            return tx.event_ids.prune(before)

    def db_bytes(self) -> int:
        return self.read().execute("SELECT pg_database_size(current_database())").fetchone()[0]
