"""The search index's own tables (documents + keyword index, vectors, embed queue): the
`SearchStorage` protocol and its SQLite implementation. Every SQL statement on those tables lives
in this package; the store (store/) does not know them."""
from .listing import DocListing
from .protocol import CANDIDATE_COLUMNS, DocFilter, QueuedDoc, SearchDoc, SearchStorage
from .sqlite import SqliteSearchStorage

__all__ = ["CANDIDATE_COLUMNS", "DocListing", "DocFilter", "QueuedDoc", "SearchDoc", "SearchStorage",
           "SqliteSearchStorage"]
