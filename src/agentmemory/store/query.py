"""One query builder for the stored JSON items of a scope: filters, order and a page.

A `Query` is data (conditions on named top-level fields of an item), so each backend compiles it
its own way: `where_sql` below with the backend's `Dialect` (SQLite: `json_extract(value,'$.field')`,
the form the store's expression indexes use; PostgreSQL: `jx(value->'field')`). Field names are checked, so a
query never carries a caller's text into SQL; values always travel as parameters.

    Query().eq("project", project).eq("agentId", agent).not_deleted().order("createdTs", desc=True).page(50, 0)
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable

from .codec import dumps, loads
from .scopes import KV


_FIELD = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_COMPARE = ("=", "<", "<=", ">", ">=")


def _checked(name: str) -> str:
    """`name` if it is a plain field name (it goes into SQL text), else ValueError."""
    if not _FIELD.match(name):
        raise ValueError(f"not a field name: {name!r}")
    return name


@dataclass(frozen=True)
class Cond:
    """One condition. `op`: one of _COMPARE, "null", "in", "any_in" (any of `fields` in `value`),
    "blank_or" (missing/'' or equal), "owner" (owner, else agentId, equals). `default` replaces a
    missing field before comparing (SQL coalesce)."""
    op: str
    fields: tuple[str, ...]
    value: Any = None
    default: Any = None


@dataclass
class Query:
    """Filters (all must hold), an order (then the key) and a page. Methods return the query."""
    conds: list[Cond] = field(default_factory=list)
    order_by: list[tuple[str, bool, bool]] = field(default_factory=list)  # (field, descending, as a number)
    key_desc: bool | None = None  # the key as the last order (None: no key order)
    limit: int | None = None
    offset: int = 0

    # -- filters ---------------------------------------------------------------------------
    def eq(self, name: str, value: Any, default: Any = None) -> "Query":
        """`name` equals `value`; no filter when `value` is None (an optional argument not given)."""
        if value is not None:
            self.conds.append(Cond("=", (_checked(name),), value, default))
        return self

    def cmp(self, name: str, op: str, value: Any, default: Any = None) -> "Query":
        """`name op value` (op one of = < <= > >=); no filter when `value` is None."""
        if op not in _COMPARE:
            raise ValueError(f"not a comparison: {op!r}")
        if value is not None:
            self.conds.append(Cond(op, (_checked(name),), value, default))
        return self

    def since(self, name: str, value: Any) -> "Query":
        return self.cmp(name, ">=", value)

    def until(self, name: str, value: Any) -> "Query":
        return self.cmp(name, "<=", value)

    def is_null(self, name: str) -> "Query":
        self.conds.append(Cond("null", (_checked(name),)))
        return self

    def in_(self, name: str, values: Iterable[Any]) -> "Query":
        self.conds.append(Cond("in", (_checked(name),), tuple(values)))
        return self

    def any_in(self, names: Iterable[str], values: Iterable[Any]) -> "Query":
        """At least one of the fields `names` is one of `values` (e.g. a relation's from or to)."""
        self.conds.append(Cond("any_in", tuple(_checked(n) for n in names), tuple(values)))
        return self

    def blank_or(self, name: str, value: Any) -> "Query":
        """`name` is missing, '' or `value` (e.g. items of every project and of this one)."""
        self.conds.append(Cond("blank_or", (_checked(name),), value))
        return self

    def owner(self, agent_id: str | None) -> "Query":
        """The item's owner is `agent_id`: its `owner` field, else its `agentId` (no filter for None)."""
        if agent_id is not None:
            self.conds.append(Cond("owner", ("owner", "agentId"), agent_id))
        return self

    def not_deleted(self) -> "Query":
        return self.eq("deleted", 0, default=0)

    def latest(self) -> "Query":
        return self.eq("isLatest", 1)

    # -- order and page ----------------------------------------------------------------------
    def order(self, name: str, desc: bool = False, *, numeric: bool = False, key: bool | None = None) -> "Query":
        """Order by `name` (as a number with `numeric`), then by key when `key` is given (True: descending)."""
        self.order_by.append((_checked(name), desc, numeric))
        if key is not None:
            self.key_desc = key
        return self

    def by_key(self, desc: bool = False) -> "Query":
        self.key_desc = desc
        return self

    def page(self, limit: int | None, offset: int = 0) -> "Query":
        self.limit, self.offset = limit, offset
        return self


# -- SQL: how a backend spells the few things its SQL differs in -----------------------------
# `Query` is compiled with a `Dialect`, and the listings of search/storage use it, so both backends
# share those statements; whatever differs more (upserts, full-text search) is written out in
# each backend's own module.
class Dialect:
    """SQLite's: `?` marks, `json_extract(value,'$.field')` (JSON true/false read as 1/0), NULLs first."""
    name = "sqlite"
    mark = "?"
    empty = "''"  # the empty string as a value `field` can equal
    put_item = ("INSERT INTO kv_store(scope, key, value, updated_at) VALUES (?,?,?,?) "
                "ON CONFLICT(scope, key) DO UPDATE SET value=excluded.value, updated_at=excluded.updated_at")
    get_item = "SELECT value FROM kv_store WHERE scope=? AND key=?"

    def marks(self, n: int) -> str:
        return ",".join([self.mark] * n)

    def field(self, name: str, column: str = "value") -> str:
        """A top-level field of a stored item as a comparable value (`name` already checked)."""
        return f"json_extract({column},'$.{name}')"

    def number(self, name: str) -> str:
        return f"CAST({self.field(name)} AS REAL)"

    def param(self, value: Any) -> Any:
        """`value` bound for a comparison with `field`."""
        return value

    def order(self, expr: str, desc: bool) -> str:
        return expr + (" DESC" if desc else "")

    def load(self, stored: Any) -> Any:
        """A stored item as read back (SQLite: JSON text)."""
        return loads(stored)

    def encode(self, value: Any) -> Any:
        """An item as `put_item` stores it: compact, key-sorted JSON text (codec.py)."""
        return dumps(value)

    def fields_array(self, names: tuple[str, ...], column: str) -> str:
        """The named fields of an item as one JSON array value (read back with `load`)."""
        paths = ", ".join(f"'$.{n}'" for n in names)
        # One json_extract with several paths reads the item once and answers a JSON array (one path: its
        # value, so json_array keeps it an array).
        return f"json_extract({column}, {paths})" if len(names) > 1 else f"json_array(json_extract({column}, {paths}))"

    def int_div(self, expr: str) -> str:
        return f"CAST({expr} AS INTEGER)"

    def contains(self, column: str) -> str:
        """`column` holds the string bound to the mark (case-sensitive)."""
        return f"instr({column}, ?) > 0"


SQLITE = Dialect()


# -- SQL (a backend's `Dialect`) -------------------------------------------------------------
def _json(name: str) -> str:
    return SQLITE.field(name)


def _cond_sql(c: Cond, args: list, d: Dialect) -> str:
    f = d.field
    if c.op == "null":
        return f"{f(c.fields[0])} IS NULL"
    if c.op == "in":
        args.extend(d.param(v) for v in c.value)
        return f"{f(c.fields[0])} IN ({d.marks(len(c.value))})"
    if c.op == "any_in":
        marks = d.marks(len(c.value))
        for _ in c.fields:
            args.extend(d.param(v) for v in c.value)
        return "(" + " OR ".join(f"{f(n)} IN ({marks})" for n in c.fields) + ")"
    if c.op == "blank_or":
        args.append(d.param(c.value))
        return f"coalesce({f(c.fields[0])},{d.empty}) IN ({d.empty}, {d.mark})"
    if c.op == "owner":
        args.append(d.param(c.value))
        return f"coalesce({f('owner')}, {f('agentId')})={d.mark}"
    expr = f(c.fields[0])
    if c.default is not None:
        args.append(d.param(c.default))
        expr = f"coalesce({expr}, {d.mark})"
    args.append(d.param(c.value))
    return f"{expr} {c.op} {d.mark}"


#: Scopes with a partial index of their own (migrations.py: kv_sessions_started), spelled as a literal in
#: queries: a planner picks a partial index only when the query names its condition's value.
INDEXED_SCOPES = frozenset({KV.sessions})


def where_sql(scope: str, q: Query | None, d: Dialect = SQLITE) -> tuple[str, list]:
    """`scope=? AND ...` over kv_store, with its arguments."""
    if scope in INDEXED_SCOPES:
        args: list = []
        parts = [f"scope='{scope}'"]
    else:
        args, parts = [scope], [f"scope={d.mark}"]
    parts += [_cond_sql(c, args, d) for c in (q.conds if q else ())]
    return " AND ".join(parts), args


def tail_sql(q: Query | None, args: list, d: Dialect = SQLITE) -> str:
    """ORDER BY / LIMIT / OFFSET of a query (appending its arguments)."""
    if q is None:
        return ""
    order = [d.order(d.number(n) if numeric else d.field(n), desc) for n, desc, numeric in q.order_by]
    if q.key_desc is not None:
        order.append("key DESC" if q.key_desc else "key")
    sql = (" ORDER BY " + ", ".join(order)) if order else ""
    if q.limit is not None:
        sql += f" LIMIT {d.mark} OFFSET {d.mark}"
        args.extend([q.limit, q.offset])
    return sql
