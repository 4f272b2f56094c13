"""The PostgreSQL backend (psycopg 3 + psycopg_pool + pgvector): the same repositories and guarantees
as the SQLite store, for several processes on one database. Imported only when a database URL is set."""
from .db import PgStore, masked
from .repos import PG

__all__ = ["PG", "PgStore", "masked"]
