"""SQLite storage: connection + writer lock, named migrations, scoped KV, audit log."""
from .db import Store, Tx, dumps
from .scopes import KV

__all__ = ["Store", "Tx", "KV", "dumps"]
