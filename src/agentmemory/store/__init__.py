"""Storage: the SQLite store (connection, writer lock, named migrations) and the repositories.

Shape: every aggregate has a repository (`typing.Protocol`s in repositories.py, SQLite in
sqlite_repos.py), reached through the connection that should run it:
- writes, inside one transaction: `with store.write(agent_id) as tx: tx.memories.put(id, mem)`;
  the audit row (`tx.audit(...)`) and anything another part writes on `tx` (the search index)
  commit with it; `tx.after_commit(fn)` runs `fn` once it has committed;
- reads, on this thread's reader connection: `store.reader().memories.get(id)`.
Filters, order and pages are one `Query` (query.py). This package imports nothing of ours.
"""
from .db import EncryptionError, Reader, Store, Tx, dumps
from .db import IntegrityError, OperationalError  # tuples of both drivers' errors (a write broke a constraint, ...)
from .query import Query
from .scopes import KV

__all__ = ["Store", "Tx", "Reader", "KV", "Query", "dumps", "IntegrityError", "OperationalError", "EncryptionError"]
