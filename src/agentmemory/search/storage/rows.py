"""What the keyword search reads again and again, kept in memory per Store: candidate rows
(protocol.CANDIDATE_COLUMNS) by doc id, and how many rows each MATCH expression matched.

A smart-search reads 200-300 candidate rows (its keyword and vector matches); at 10k items reading
them was about a sixth of its CPU, most of it making the same Python rows again query after query.
Rows are read from SQLite once and then served from here until they change. Every keyword query
also counted its matches first (keywords.table_candidates), only to compare the count with a cap.

Sound because every write to search_docs goes through SqliteSearchStorage (put, drop, clear,
set_confidence), which names the rows it changed (`changed`); they are forgotten once their
transaction commits (a rollback changed nothing). A read that raced a commit is not kept: `read`
notes the generation before it asks SQLite, and `forget` moves the generation on. The filters
(project, agent, kinds, session) are applied to the cached row exactly as the SQL `where` applies
them, so the cache holds every agent's rows but a search is only ever given those its filter passes.
A remembered count is a range (`Matches`): each row changed since it was counted moves it by at most
one, so the count plus or minus the changes begun since is certain; when that range cannot answer a
comparison, the expression is counted again.
"""
from __future__ import annotations

import sys
import threading
import weakref
from itertools import islice
from typing import Any, Callable, Sequence

from .protocol import DocFilter

ROW_CACHE_CAP = 60_000  # rows kept (about 30 MB); past it the older half is dropped
COUNT_CACHE_CAP = 4096  # MATCH expressions whose count is kept; past it all are dropped
_CHUNK = 500  # ids per SQL statement
_STRINGS = 20_000  # distinct kinds, sessions, projects and agents shared between rows before starting again
_BY_STORE: "weakref.WeakKeyDictionary[Any, DocRows]" = weakref.WeakKeyDictionary()
_BY_STORE_LOCK = threading.Lock()


def rows_of(store: Any, columns: str) -> "DocRows":
    """The one cache of `store` (every SqliteSearchStorage on it shares it): rows of `columns`."""
    with _BY_STORE_LOCK:
        rows = _BY_STORE.get(store)
        if rows is None:
            rows = _BY_STORE[store] = DocRows(columns)
        return rows


def passes(entry: tuple, f: DocFilter) -> bool:
    """keywords.where's conditions on a cached (row, agent id)."""
    row = entry[0]
    return ((f.project is None or row[4] == f.project) and (f.agent_id is None or entry[1] == f.agent_id)
            and (not f.kinds or row[1] in f.kinds) and (f.session_id is None or row[3] == f.session_id))


class Matches:
    """How many rows an FTS5 expression matches: exactly, or a range, counted when a comparison needs it."""

    __slots__ = ("lo", "hi", "_count")

    def __init__(self, lo: int, hi: int, count=None):
        self.lo, self.hi, self._count = lo, hi, count

    def above(self, n: int) -> bool:
        """More than `n` matches."""
        if self.hi <= n:
            return False
        if self.lo > n:
            return True
        self.lo = self.hi = self._count()
        return self.lo > n


class _Changed:
    """The doc ids one transaction changed: forgotten when it commits, let go if it rolls back."""

    def __init__(self, rows: "DocRows"):
        self.rows, self.ids, self.everything, self.n, self.done = rows, [], False, 0, False

    def committed(self) -> None:
        self.done = True
        self.rows.forget(None if self.everything else self.ids, self.n)

    def rolled_back(self) -> None:  # weakref.finalize of the transaction: called once it is gone
        if not self.done:
            self.rows.settle(self.n)


class DocRows:
    """doc id -> (candidate row, agent id), for rows read since they last changed. `columns`: the
    candidate row's (keywords.DOC_COLS on search_docs `d`)."""

    def __init__(self, columns: str, cap: int = ROW_CACHE_CAP):
        self.columns, self.cap = columns, cap
        self._rows: dict[int, tuple] = {}
        self._gen = 0
        self._counts: dict[tuple[str, str], tuple[int, int]] = {}  # (sql, expr) -> (count, `_done` before it)
        self._begun = self._done = 0  # row changes written (not rolled back) / committed
        self._lock = threading.RLock()  # RLock: `settle` may run from a finalizer on any thread
        self._pending: "weakref.WeakKeyDictionary[Any, _Changed]" = weakref.WeakKeyDictionary()
        self._makers: dict[tuple, Callable[[tuple], Any]] = {}
        self._strings: dict = {}  # the values of the rows' repeated columns

    def __len__(self) -> int:
        return len(self._rows)

    def maker(self, conn: Any, columns: str) -> Callable[[tuple], Any]:
        """Values -> a row as `conn` gives one for `SELECT columns FROM search_docs d` (sqlite3.Row: by name too)."""
        key = (type(conn), columns)
        make = self._makers.get(key)
        if make is None:
            factory = conn.row_factory
            cur = conn.execute(f"SELECT {columns} FROM search_docs d WHERE 0")
            cur.fetchall()  # its description names the columns
            make = self._makers[key] = (lambda values: factory(cur, values)) if factory else tuple
        return make

    def read(self, conn: Any, doc_ids: Sequence[int]) -> dict[int, tuple]:
        """doc id -> (candidate row, agent id) of each of `doc_ids` that exists."""
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
        make, read, columns = self.maker(conn, self.columns), {}, self.columns
        share = self._strings = {} if len(self._strings) > _STRINGS else self._strings
        for k in range(0, len(missing), _CHUNK):
            chunk = missing[k:k + _CHUNK]
            sql = f"SELECT {columns}, d.agent_id FROM search_docs d WHERE d.id IN ({','.join('?' * len(chunk))})"
            for r in conn.execute(sql, chunk):
                v = list(r)
                for j in (1, 3, 4, -1):  # kind, session, project, agent: one string object each, not one a row
                    v[j] = share.setdefault(v[j], v[j])
                read[v[0]] = (make(tuple(v[:-1])), v[-1])
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
            weakref.finalize(tx, batch.rolled_back)
        with self._lock:
            self._begun += 1
        batch.n += 1
        if doc_id is None:
            batch.everything = True
        else:
            batch.ids.append(doc_id)

    def forget(self, doc_ids: Sequence[int] | None, changes: int = 0) -> None:
        """Drop these rows (None: all rows and counts) once `changes` row changes committed; a read that
        began before is not kept."""
        with self._lock:
            self._gen += 1
            self._done += changes
            if doc_ids is None:
                self._rows, self._counts = {}, {}
                return
            for i in doc_ids:
                self._rows.pop(i, None)

    def settle(self, changes: int) -> None:
        """`changes` begun row changes were rolled back."""
        with self._lock:
            self._begun -= changes

    def matches(self, conn: Any, sql: str, expr: str, lazy: bool = False) -> Matches:
        """The rows `sql` (`SELECT count(*) ... MATCH ?`) counts for `expr`: remembered, as a range
        (`lazy`: not counted until a comparison needs it)."""
        def count() -> int:
            done = self._done
            n = conn.execute(sql, (expr,)).fetchone()[0]
            with self._lock:
                if len(self._counts) >= COUNT_CACHE_CAP:
                    self._counts = {}
                self._counts[(sql, expr)] = (n, done)
            return n

        known = self._counts.get((sql, expr))
        if known is None:
            if lazy:
                return Matches(0, sys.maxsize, count)
            n = count()
            return Matches(n, n)
        n, done = known
        moved = self._begun - done
        return Matches(max(0, n - moved), n + moved, count)
