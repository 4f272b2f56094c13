"""Document folders on SQLite (store/repositories.py): JSON items of three KV scopes.

Files are keyed `<source id>/<relative path>`, so one source's files are one key range.
`DocRepositories` (`Repositories` plus these) is the base of `Tx` and `Reader` (store/db.py).
"""
from __future__ import annotations

from functools import cached_property
from typing import Any

from .query import Query
from .scopes import KV
from .sqlite_repos import Repositories, SqliteItems

_SEP, _END = "/", "0"  # "0" is the character after "/": [id + "/", id + "0") is the source's key range


class SqliteSources(SqliteItems):
    def with_path(self, path: str) -> Any | None:
        return self.first(Query().eq("path", path))

    def all_sources(self) -> list[Any]:
        return self.find(Query().order("createdTs", key=False))


class SqliteDocFiles(SqliteItems):
    def of_source(self, source_id: str) -> dict[str, Any]:
        lo = source_id + _SEP
        return {k[len(lo):]: v for k, v in self.key_range(lo, source_id + _END)}

    def get_file(self, source_id: str, rel_path: str) -> Any | None:
        return self.get(source_id + _SEP + rel_path)

    def put_file(self, source_id: str, rel_path: str, row: Any) -> None:
        self.put(source_id + _SEP + rel_path, row)

    def delete_file(self, source_id: str, rel_path: str) -> bool:
        return self.delete(source_id + _SEP + rel_path)


class SqliteDocChunks(SqliteItems):
    def delete_many(self, chunk_ids: list[str]) -> int:
        return sum(self.delete(i) for i in chunk_ids)


class DocRepositories(Repositories):
    """Every repository on one connection, the document-folder ones included."""

    @cached_property
    def sources(self) -> SqliteSources:
        return SqliteSources(self.conn, KV.sources, self.now)

    @cached_property
    def doc_files(self) -> SqliteDocFiles:
        return SqliteDocFiles(self.conn, KV.doc_files, self.now)

    @cached_property
    def doc_chunks(self) -> SqliteDocChunks:
        return SqliteDocChunks(self.conn, KV.docs, self.now)
