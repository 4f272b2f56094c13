"""The search index's own tables (documents + keyword index, vectors, embed queue): the
`SearchStorage` protocol and its SQLite (sqlite.py) and PostgreSQL (postgres.py) implementations. Every SQL statement on those tables lives
in this package; the store (store/) does not know them."""
from .listing import DocListing
from .protocol import CANDIDATE_COLUMNS, DocFilter, QueuedDoc, SearchDoc, SearchStorage
from .sqlite import SqliteSearchStorage

__all__ = ["CANDIDATE_COLUMNS", "DocListing", "DocFilter", "QueuedDoc", "SearchDoc", "SearchStorage",
           "SqliteSearchStorage", "storage_for"]


def storage_for(store, hnsw: bool = True) -> SearchStorage:
    """The search tables on the store's backend (PostgreSQL's module is imported only for it; `hnsw`:
    whether it keeps an HNSW index on the vectors)."""
    if getattr(store, "backend", "sqlite") == "postgresql":
        from .postgres import PgSearchStorage
        return PgSearchStorage(store, hnsw=hnsw)
    return SqliteSearchStorage(store)
