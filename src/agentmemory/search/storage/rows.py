"""Candidate rows (protocol.CANDIDATE_COLUMNS) kept in memory by doc id, one cache per Store.

A smart-search reads 200-300 candidate rows (its keyword and vector matches); at 10k items reading
them was about a sixth of its CPU, most of it making the same Python rows again query after query.
Rows are read from SQLite once and then served from here until they change.

Sound because every write to search_docs goes through SqliteSearchStorage (put, drop, clear,
set_confidence), which names the rows it changed; they are forgotten once their transaction commits
(a rollback changed nothing). A read that raced a commit is not kept: `read` notes the generation
before it asks SQLite, and `forget` moves the generation on. The filters (project, agent, kinds,
session) are applied to the cached row exactly as the SQL `where` applies them, so the cache holds
every agent's rows but a search is only ever given those its filter passes.
"""
from __future__ import annotations

import threading
import weakref
from itertools import islice
from typing import Any, Sequence

from .protocol import DocFilter

ROW_CACHE_CAP = 60_000  # rows kept (about 25 MB); past it the older half is dropped
_CHUNK = 500  # ids per SQL statement
_BY_STORE: "weakref.WeakKeyDictionary[Any, DocRows]" = weakref.WeakKeyDictionary()
_BY_STORE_LOCK = threading.Lock()


def rows_of(store: Any) -> "DocRows":
    """The one cache of `store` (every SqliteSearchStorage on it shares it)."""
    with _BY_STORE_LOCK:
        rows = _BY_STORE.get(store)
        if rows is None:
            rows = _BY_STORE[store] = DocRows()
        return rows


def passes(entry: tuple, f: DocFilter) -> bool:
    """keywords.where's conditions on a cached (row, agent id)."""
    row = entry[0]
    return ((f.project is None or row[4] == f.project) and (f.agent_id is None or entry[1] == f.agent_id)
            and (not f.kinds or row[1] in f.kinds) and (f.session_id is None or row[3] == f.session_id))


class _Changed:
    """The doc ids one transaction changed: forgotten when it commits."""

    def __init__(self, rows: "DocRows"):
        self.rows, self.ids, self.everything = rows, [], False

    def committed(self) -> None:
        self.rows.forget(None if self.everything else self.ids)


class DocRows:
    """doc id -> (candidate row, agent id), for rows read since they last changed."""

    def __init__(self, cap: int = ROW_CACHE_CAP):
        self.cap = cap
        self._rows: dict[int, tuple] = {}
        self._gen = 0
        self._lock = threading.Lock()
        self._pending: "weakref.WeakKeyDictionary[Any, _Changed]" = weakref.WeakKeyDictionary()

    def __len__(self) -> int:
        return len(self._rows)

    def read(self, conn: Any, sql: str, doc_ids: Sequence[int]) -> dict[int, tuple]:
        """doc id -> (row, agent id) of each of `doc_ids` that exists; `sql` selects the candidate columns
        then agent_id for the ids in `{marks}` (an SQL list of `?`)."""
        gen, rows = self._gen, self._rows
        out: dict[int, tuple] = {}
        missing = []
        for i in doc_ids:
            e = rows.get(i)
            if e is None:
                missing.append(i)
            else:
                out[i] = e
        if not missing:
            return out
        read: dict[int, tuple] = {}
        for k in range(0, len(missing), _CHUNK):
            chunk = missing[k:k + _CHUNK]
            for r in conn.execute(sql.format(marks=",".join("?" * len(chunk))), chunk):
                t = tuple(r)
                read[t[0]] = (t[:-1], t[-1])
        out.update(read)
        with self._lock:
            if gen == self._gen:  # no commit forgot anything since the read began
                self._rows.update(read)
                if len(self._rows) > self.cap:
                    self._rows = dict(islice(self._rows.items(), len(self._rows) // 2, None))
        return out

    def changed(self, tx: Any, doc_id: int | None) -> None:
        """`tx` changed the row `doc_id` (None: every row): forgotten once it commits."""
        batch = self._pending.get(tx)
        if batch is None:
            batch = self._pending[tx] = _Changed(self)
            tx.after_commit(batch.committed)
        if doc_id is None:
            batch.everything = True
        else:
            batch.ids.append(doc_id)

    def forget(self, doc_ids: Sequence[int] | None) -> None:
        """Drop these rows (None: all); a read that began before is not kept."""
        with self._lock:
            self._gen += 1
            if doc_ids is None:
                self._rows = {}
                return
            for i in doc_ids:
                self._rows.pop(i, None)
