"""The storage interface of document folders (read-only knowledge bases): `typing.Protocol`s.

A source is a folder the admin registered; each of its indexed files has a row (content hash,
size, mtime, the ids of its chunks); each chunk is an item of its own (text, path, line range).
The SQLite implementation is store/sqlite_sources.py; `tx.sources`, `tx.doc_files`, `tx.doc_chunks`.
"""
from __future__ import annotations

from typing import Any, Protocol

from .repositories import ItemRepository


class SourceRepository(ItemRepository, Protocol):
    def with_path(self, path: str) -> Any | None:
        """The source registered for this resolved folder path, if any."""

    def all_sources(self) -> list[Any]:
        """Every source, oldest first."""


class DocFileRepository(ItemRepository, Protocol):
    def of_source(self, source_id: str) -> dict[str, Any]:
        """The source's file rows by relative path."""

    def get_file(self, source_id: str, rel_path: str) -> Any | None: ...

    def put_file(self, source_id: str, rel_path: str, row: Any) -> None: ...

    def delete_file(self, source_id: str, rel_path: str) -> bool: ...


class DocChunkRepository(ItemRepository, Protocol):
    def delete_many(self, chunk_ids: list[str]) -> int: ...
