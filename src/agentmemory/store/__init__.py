"""Storage: the SQLite store (connection, writer lock, named migrations) and the repositories.

Shape: every aggregate has a repository (`typing.Protocol`s in repositories.py, SQLite in
sqlite_repos.py), reached through the connection that should run it:
- writes, inside one transaction: `with store.write(agent_id) as tx: tx.memories.put(id, mem)`;
  the audit row (`tx.audit(...)`) and anything another part writes on `tx` (the search index)
  commit with it; `tx.after_commit(fn)` runs `fn` once it has committed;
- reads, on this thread's reader connection: `store.reader().memories.get(id)`.
Filters, order and pages are one `Query` (query.py). `open_store` picks the backend: the SQLite file,
or PostgreSQL + pgvector (postgres/) for a database URL. This package imports nothing of ours.
"""
import errno
from pathlib import Path

from .codec import dumps
from .db import EncryptionError, Reader, Store, Tx
from .db import damaged as _sqlite_damaged
from .dbfile import Checkpointer
from .files import DatabaseDamaged, DatabaseLost
from .db import IntegrityError as _SqliteIntegrity
from .db import OperationalError  # a tuple of the SQLite drivers' errors (sqlcipher3's do not derive from sqlite3's)
from .query import Query
from .repositories import StoreClosed, StoreUnavailable
from .scopes import KV

try:  # the postgres extra is optional
    from psycopg import IntegrityError as _PgIntegrity
    from psycopg import OperationalError as _PgOperational
    from psycopg.errors import DataCorrupted, DeadlockDetected, IndexCorrupted, SerializationFailure
except ImportError:  # pragma: no cover - without the extra only SQLite runs
    IntegrityError: tuple = _SqliteIntegrity
    WriteConflict: tuple = ()
    _PgOperational: tuple = ()
    _PgDamaged: tuple = ()
else:
    _PgDamaged = (DataCorrupted, IndexCorrupted)  # PostgreSQL's SQLSTATE XX001 data_corrupted, XX002 index_corrupted
    IntegrityError = _SqliteIntegrity + (_PgIntegrity,)  # a write broke a constraint, on either backend
    #: PostgreSQL broke a lock cycle between concurrent writes (`write(concurrent=True)`): this one was
    #: rolled back and may simply run again. SQLite (one writer) never raises it.
    WriteConflict = (DeadlockDetected, SerializationFailure)

__all__ = ["Store", "Tx", "Reader", "KV", "Query", "dumps", "IntegrityError", "OperationalError", "EncryptionError",
           "StoreUnavailable", "DatabaseLost", "DatabaseDamaged", "WriteConflict", "open_store", "unreachable", "damaged",
           "DAMAGED_ANSWER", "outage"]

#: SQLite's messages for a file that cannot serve a request now (its other OperationalErrors are bugs)
_SQLITE_UNREACHABLE = ("database is locked", "disk i/o error", "database or disk is full", "unable to open database",
                       "attempt to write a readonly database")  # its file or filesystem made read-only
#: What a client is told when its request met a damaged database file (the details: health and the log)
DAMAGED_ANSWER = "the database file is damaged: writes are refused until it is restored (see /agentmemory/health)"
#: What a client is told when the database could not serve its request for a while (locked, full, unreachable)
OUTAGE_ANSWER = "the database is unavailable right now; try again"
#: A file write the disk refused for lack of room (a copy, a WAL checkpoint): it works again once there is some
_NO_SPACE = (errno.ENOSPC, errno.EDQUOT)


def damaged(exc: BaseException) -> bool:
    """Whether `exc` says the database is damaged: SQLite found its file damaged (SQLITE_CORRUPT, SQLITE_NOTADB),
    PostgreSQL its data or an index (XX001, XX002), or the store refuses writes since (DatabaseDamaged). The
    transports answer 503 with DAMAGED_ANSWER and tell `store.failed(exc)`, which refuses writes from then on."""
    return isinstance(exc, _PgDamaged) or _sqlite_damaged(exc)


def outage(store, exc: BaseException) -> tuple[str, bool]:
    """A transport's 503 for an `unreachable` `exc`: (what the client is told, whether a retry can help). It tells
    `store.failed(exc)` first, so a damaged file refuses writes from then on and health says why."""
    store.failed(exc)
    return (DAMAGED_ANSWER, False) if damaged(exc) else (OUTAGE_ANSWER, True)


def unreachable(exc: BaseException) -> bool:
    """Whether `exc` means the database cannot serve a request right now: PostgreSQL's connection lost or
    refused, no pooled connection in time, a cancelled statement, a shutdown; SQLite locked, full or failing
    its I/O or made read-only; a disk with no space left (ENOSPC, EDQUOT); the database file deleted or replaced (DatabaseLost)
    or found damaged (`damaged`: a 503 too, though a retry waits for a restored file). The transports answer 503 rather than
    500: neither the input nor our code is at fault. A WriteConflict is not one (it runs again, then is a 409)."""
    if isinstance(exc, WriteConflict):
        return False
    if isinstance(exc, StoreClosed):  # the server is stopping: another process (or this one, restarted) will answer
        return True
    if isinstance(exc, _PgOperational):
        return True
    if isinstance(exc, OSError) and exc.errno in _NO_SPACE or isinstance(exc, DatabaseLost) or damaged(exc):
        return True
    return isinstance(exc, OperationalError) and any(m in str(exc).lower() for m in _SQLITE_UNREACHABLE)


def open_store(path: Path, url: str | None = None, key: str | None = None):
    """The opened store: PostgreSQL at `url` (store/postgres/) when one is given, else the SQLite file `path`.
    Raises StoreUnavailable (one line) when the database cannot be used."""
    if url:
        try:
            from .postgres import PgStore
        except ImportError as exc:
            raise StoreUnavailable(f"a PostgreSQL database URL needs the postgres extra "
                                   f"(pip install 'agentmemory[postgres]'): {exc}") from None
        return PgStore(url).open()
    return Store(path, key, checkpointer=Checkpointer()).open()
