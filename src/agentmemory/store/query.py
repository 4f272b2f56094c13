"""One query builder for the stored JSON items of a scope: filters, order and a page.

A `Query` is data (conditions on named top-level fields of an item), so each backend compiles it
its own way: `where_sql` below for SQLite (`json_extract(value,'$.field')`, the form the store's
expression indexes use); PostgreSQL would use `value->>'field'`. Field names are checked, so a
query never carries a caller's text into SQL; values always travel as parameters.

    Query().eq("project", project).eq("agentId", agent).not_deleted().order("createdTs", desc=True).page(50, 0)
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable

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


# -- SQLite ----------------------------------------------------------------------------------
def _json(name: str) -> str:
    return f"json_extract(value,'$.{name}')"


def _cond_sql(c: Cond, args: list) -> str:
    if c.op == "null":
        return f"{_json(c.fields[0])} IS NULL"
    if c.op == "in":
        args.extend(c.value)
        return f"{_json(c.fields[0])} IN ({','.join('?' * len(c.value))})"
    if c.op == "any_in":
        marks = ",".join("?" * len(c.value))
        for _ in c.fields:
            args.extend(c.value)
        return "(" + " OR ".join(f"{_json(f)} IN ({marks})" for f in c.fields) + ")"
    if c.op == "blank_or":
        args.append(c.value)
        return f"coalesce({_json(c.fields[0])},'') IN ('', ?)"
    if c.op == "owner":
        args.append(c.value)
        return f"coalesce({_json('owner')}, {_json('agentId')})=?"
    expr = _json(c.fields[0])
    if c.default is not None:
        args.append(c.default)
        expr = f"coalesce({expr}, ?)"
    args.append(c.value)
    return f"{expr} {c.op} ?"


def where_sql(scope: str, q: Query | None) -> tuple[str, list]:
    """`scope=? AND ...` over kv_store, with its arguments."""
    args: list = [scope]
    parts = ["scope=?"] + [_cond_sql(c, args) for c in (q.conds if q else ())]
    return " AND ".join(parts), args


def tail_sql(q: Query | None, args: list) -> str:
    """ORDER BY / LIMIT / OFFSET of a query (appending its arguments)."""
    if q is None:
        return ""
    order = [(f"CAST({_json(n)} AS REAL)" if numeric else _json(n)) + (" DESC" if desc else "")
             for n, desc, numeric in q.order_by]
    if q.key_desc is not None:
        order.append("key DESC" if q.key_desc else "key")
    sql = (" ORDER BY " + ", ".join(order)) if order else ""
    if q.limit is not None:
        sql += " LIMIT ? OFFSET ?"
        args.extend([q.limit, q.offset])
    return sql
