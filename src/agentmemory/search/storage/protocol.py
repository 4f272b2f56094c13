"""What the search index needs from a database: its documents (with their keyword index), its
vectors and its embed queue, as one `SearchStorage` protocol.

Writes take the caller's write transaction (`tx`: the store's `Tx`, or another backend's), so an
item, its audit row, its search row and its embed-queue row commit together. Reads use the
backend's own reader connection. A second backend (PostgreSQL: tsvector + pgvector) implements
the same protocol.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Protocol, Sequence

from .listing import DocListing

#: The columns of a candidate row, in order (`candidates`, `keyword_candidates`; the latter adds
#: "bm", the BM25 score). `blen` is the body's length, `asks` whether it ends with "?", `superseded_by`
#: the item id of the later item that replaced this one (None while current).
CANDIDATE_COLUMNS = ("id", "kind", "item_id", "session_id", "project", "ts", "seq", "importance", "confidence",
                     "blen", "asks", "superseded_by")

#: Kinds that distillation makes (typed records, facts, episodes, crystals). Their keyword statistics
#: are kept apart from every other kind's (SQLite: their own FTS5 table; PostgreSQL: IDF per group), so
#: adding them never moves a raw observation's or memory's BM25 score.
DISTILLED_KINDS = ("typed", "fact", "episode", "crystal")
DISTILLED_SQL = "(" + ", ".join(f"'{k}'" for k in DISTILLED_KINDS) + ")"  # the same as an SQL list of constants


@dataclass(frozen=True)
class SearchDoc:
    """The searchable row of one stored item (built by memory/indexing.py)."""
    kind: str
    item_id: str
    scope: str
    project: str | None
    agent_id: str | None
    session_id: str | None
    ts: float
    seq: int = 0
    importance: float = 5
    confidence: float | None = None
    title: str = ""
    body: str = ""
    context: str = ""
    tags: str = ""
    superseded_by: str | None = None  # the later item that changed, renamed, deleted or reversed this one
    files: tuple[str, ...] = ()  # the names (last path part) of the files an observation names: `DocListing.files`


@dataclass(frozen=True)
class DocFilter:
    """Which documents a search may return (None: no filter)."""
    project: str | None = None
    agent_id: str | None = None
    kinds: tuple[str, ...] | None = None
    session_id: str | None = None


@dataclass(frozen=True)
class QueuedDoc:
    """One embed-queue entry with its document (kind None: the document is gone)."""
    doc_id: int
    kind: str | None
    item_id: str | None
    title: str
    body: str
    context: str
    project: str | None
    agent_id: str | None
    enqueued_at: float
    turn: bool  # a conversation turn: embedded with and without its context


class SearchStorage(Protocol):
    """Every statement on the search index's tables. `tx` is the caller's write transaction."""

    # -- documents (the keyword index follows each row) --------------------------------------
    def put(self, tx: Any, doc: SearchDoc, *, enqueue: bool) -> int:
        """Insert or update an item's row (its id stays); queue it for embedding when `enqueue`."""

    def drop(self, tx: Any, kind: str, item_id: str) -> None:
        """Remove an item's row, its queue entry and its vectors."""

    def section_ids(self, tx: Any, item_id: str) -> list[str]:
        """Item ids of the "section" rows of an item (ids "<item_id>#<n>")."""

    def clear(self, tx: Any) -> None:
        """Remove every row, vector and queue entry (a replace import)."""

    def set_confidence(self, tx: Any, kind: str, item_id: str, confidence: float) -> None: ...

    def docs_of_agent(self, tx: Any, agent_id: str) -> list[tuple[str, str]]:
        """(kind, item_id) of every row an agent wrote."""

    def candidates(self, doc_ids: Sequence[int]) -> dict[int, Sequence]:
        """doc id -> candidate row (CANDIDATE_COLUMNS)."""

    def texts(self, doc_ids: Sequence[int]) -> dict[int, tuple[str, str]]:
        """doc id -> (title, body)."""

    def keyword_candidates(self, terms: list[str], expr: str, filters: DocFilter, limit: int,
                           stats: dict | None = None) -> list[Sequence]:
        """The `limit` best BM25 matches of the MATCH expression `expr` (built from `terms`) that pass
        `filters`, best first: candidate rows plus "bm". `stats`: a dict the keyword queries of one search
        share (PostgreSQL keeps the term statistics it asked there, so a search asks them once)."""

    def candidates_between(self, filters: DocFilter, start: float, end: float, limit: int) -> list[Sequence]:
        """Candidate rows passing `filters` with start <= ts < end, the `limit` most important (then
        the earliest) first: the items of a time window a query names."""

    # -- listings ---------------------------------------------------------------------------
    def listed_items(self, query: DocListing, tx: Any = None) -> list[tuple[str, str, Any]]:
        """(kind, item_id, stored item) of the listed rows (on `tx` inside a write)."""

    def listed_fields(self, query: DocListing, names: tuple[str, ...], tx: Any = None,
                      current: bool = False) -> list[tuple[str, str, list | None]]:
        """(kind, item_id, [the named top-level fields of the stored item, None when missing]) of the
        listed rows (field names only: checked, as a `store.Query` checks them; on `tx` inside a write).
        `current`: None instead of the fields of a row the index marks superseded (`superseded_by`)."""

    def listed_refs(self, query: DocListing, tx: Any = None) -> list[tuple[str, str, str]]:
        """(kind, item_id, scope) of the listed rows (on `tx` inside a write)."""

    def count_listed(self, query: DocListing) -> int: ...

    def buckets(self, query: DocListing, start: float, size: float) -> dict[int, int]:
        """Row counts per time bucket `(ts - start) // size`."""

    def agent_counts(self, agent_id: str | None = None) -> list[tuple[str, str, int, float]]:
        """(agent id, kind, rows, newest ts) per agent and kind (one agent's when given; "" for none)."""

    # -- vectors ---------------------------------------------------------------------------
    def vector_count(self, model: str, dim: int) -> int: ...

    def vector_rows(self, model: str, dim: int) -> Iterator[tuple]:
        """(kind, item_id, vec bytes, doc id, project, agent_id) of every vector of a model."""

    def vectors_of_kind(self, kind: str, model: str) -> list[tuple[str, bytes]]:
        """(item_id, vec bytes) of every vector of one kind and model."""

    def put_vector(self, tx: Any, kind: str, item_id: str, model: str, dim: int, vec: bytes,
                   text_hash: str) -> None: ...

    # -- embed queue -------------------------------------------------------------------------
    def pending(self) -> int: ...

    def enqueue_missing(self, tx: Any, model: str, hash_prefix: str) -> int:
        """Queue every row without a vector of `model` whose text hash starts with `hash_prefix`."""

    def enqueue_all(self, tx: Any) -> int: ...

    def queued(self, limit: int) -> list[QueuedDoc]:
        """The oldest `limit` queue entries, in doc id order."""

    def current_text(self, tx: Any, doc_id: int) -> tuple[str, str, str] | None:
        """(title, body, context) of a row now, inside a write (None: deleted)."""

    def dequeue(self, tx: Any, entries: Sequence[tuple[int, float]]) -> None:
        """Remove the (doc_id, enqueued_at) entries read: one re-queued meanwhile stays."""
