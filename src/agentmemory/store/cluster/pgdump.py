"""A logical snapshot of a PostgreSQL store (sync/'s backup and restore on PostgreSQL).

`dump` reads every table of ours in ONE transaction, REPEATABLE READ and READ ONLY, so the
snapshot is the state after one commit (every write acknowledged before it began is in it),
while the servers keep writing. Each table is a JSON header line (name, columns, rows) and its
rows in COPY's text format (one row a line, ended by `\\.`), ordered by primary key so unchanged
data dumps to the same bytes (the backup's change marker). Generated columns (the keyword
index's tsvector) are left out and recomputed on load.

`load` replaces the tables' content in one transaction, under the store's write lock, so
writers wait and readers see either the old data or the new, never a mix.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import IO

import psycopg
from psycopg import sql

from ..dbfile import SnapshotError

MAGIC = "agentmemory-pgdump"
SKIPPED = ("cluster_events",)  # transient (the event bus's large events)
END = b"\\.\n"
WRITE_LOCK = 7_216_380_002  # store/postgres/db.py's: writers of every process wait for a load


class DumpError(SnapshotError):
    """Not a dump this can load (or the database is not ours); the message is one line."""


def _tables(conn) -> list[tuple[str, list[str], list[str]]]:
    """(table, stored columns, primary-key columns) of our tables, by name."""
    rows = conn.execute(
        "SELECT c.relname, array_agg(a.attname ORDER BY a.attnum) FILTER (WHERE a.attgenerated = ''), "
        "coalesce((SELECT array_agg(k.attname ORDER BY array_position(i.indkey, k.attnum)) FROM pg_index i "
        "  JOIN pg_attribute k ON k.attrelid = i.indrelid AND k.attnum = ANY(i.indkey) "
        "  WHERE i.indrelid = c.oid AND i.indisprimary), '{}') "
        "FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
        "JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped "
        "WHERE c.relkind = 'r' AND n.nspname = current_schema() GROUP BY c.oid, c.relname ORDER BY c.relname").fetchall()
    return [(r[0], list(r[1]), list(r[2])) for r in rows if r[0] not in SKIPPED]


def info(conn) -> dict:
    """The manifest's content summary (as store/dbfile.db_info gives for SQLite)."""
    schema = conn.execute("SELECT count(*) FROM schema_migrations").fetchone()[0]
    last = conn.execute("SELECT id, ts FROM audit_log ORDER BY id DESC LIMIT 1").fetchone()
    kv_rows = conn.execute("SELECT count(*) FROM kv_store").fetchone()[0]
    return {"schemaVersion": schema, "lastAuditId": last[0] if last else 0,
            "lastAuditTs": last[1] if last else None, "kvRows": kv_rows}


def dump(url: str, f: IO[bytes]) -> dict:
    """Write the snapshot to the file `f`; its content summary (`info`)."""
    try:
        return _dump(url, f)
    except psycopg.Error as exc:
        raise SnapshotError(f"PostgreSQL: {' '.join(str(exc).split())[:300]}") from None


def _dump(url: str, f: IO[bytes]) -> dict:
    with psycopg.connect(url) as conn:
        conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        summary = info(conn)
        f.write(json.dumps({MAGIC: 1, "info": summary}).encode() + b"\n")
        for table, cols, key in _tables(conn):
            count = conn.execute(sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(table))).fetchone()[0]
            f.write(json.dumps({"table": table, "columns": cols, "rows": count}).encode() + b"\n")
            query = sql.SQL("COPY (SELECT {} FROM {} ORDER BY {}) TO STDOUT").format(
                sql.SQL(", ").join(map(sql.Identifier, cols)), sql.Identifier(table),
                sql.SQL(", ").join(map(sql.Identifier, key or cols[:1])))
            with conn.cursor().copy(query) as copy:
                for chunk in copy:
                    f.write(chunk)
            f.write(END)
        conn.rollback()
    return summary


def read_info(path: Path) -> dict:
    """The content summary a dump starts with; DumpError when the file is not one."""
    with open(path, "rb") as f:
        return _head(f)


def audit_upto(path: Path, upto: int) -> tuple[int, float | None]:
    """(id, ts) of the dump's last audit row at or below id `upto` ((0, None): none), as store/dbfile.db_info's
    `upto` gives for SQLite: restore's question whether a backup holds a database's last write."""
    with open(path, "rb") as f:
        for head, lines in _sections(f):
            if head["table"] == "audit_log":
                at, ts = head["columns"].index("id"), head["columns"].index("ts")
                rows = (line.rstrip(b"\n").split(b"\t") for line in lines)
                return max(((int(r[at]), float(r[ts])) for r in rows if int(r[at]) <= upto), default=(0, None))
    return 0, None


def _head(f: IO[bytes]) -> dict:
    try:
        first = json.loads(f.readline(1 << 16))
        return dict(first["info"]) if first.get(MAGIC) == 1 else {}[MAGIC]
    except (ValueError, KeyError, TypeError, AttributeError):
        raise DumpError("not an agentmemory PostgreSQL snapshot") from None


def _sections(f: IO[bytes]):
    """(header, row lines) of each table in a dump."""
    _head(f)
    while header := f.readline():
        try:
            head = json.loads(header)
            head["table"], head["columns"]  # noqa: B018 - a header names both
        except (ValueError, KeyError, TypeError):
            raise DumpError("not an agentmemory PostgreSQL snapshot (a table header is malformed)") from None
        lines = []
        while (line := f.readline()) != END:
            if not line:
                raise DumpError(f"the snapshot ends inside table {head['table']}")
            lines.append(line)
        yield head, lines


def load(url: str, src: Path) -> dict:
    """Replace the content of the database's tables with the snapshot's; its content summary."""
    try:
        return _load(url, src)
    except psycopg.Error as exc:
        raise SnapshotError(f"PostgreSQL: {' '.join(str(exc).split())[:300]}") from None


def _load(url: str, src: Path) -> dict:
    with psycopg.connect(url) as conn, open(src, "rb") as f:
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
        ours = {t: cols for t, cols, _ in _tables(conn)}
        applied = {r[0] for r in conn.execute("SELECT name FROM schema_migrations")}
        sections = list(_sections(f))
        for head, lines in sections:
            if head["table"] == "schema_migrations":
                names = {ln.split(b"\t", 1)[0].decode() for ln in lines}
                if not names <= applied:
                    raise DumpError(f"the snapshot has migrations this version does not know: {sorted(names - applied)}")
        loaded = [h["table"] for h, _ in sections if h["table"] in ours and h["table"] != "schema_migrations"]
        conn.execute(sql.SQL("TRUNCATE {}").format(sql.SQL(", ").join(map(sql.Identifier, loaded))))
        for head, lines in sections:
            if head["table"] not in loaded:
                continue
            query = sql.SQL("COPY {} ({}) FROM STDIN").format(
                sql.Identifier(head["table"]), sql.SQL(", ").join(map(sql.Identifier, head["columns"])))
            with conn.cursor().copy(query) as copy:
                for line in lines:
                    copy.write(line)
        _reset_sequences(conn)
        summary = info(conn)
    return summary


def _reset_sequences(conn) -> None:
    """Each serial column's sequence continues after the loaded ids."""
    for table, column in conn.execute(
            "SELECT table_name, column_name FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%%'").fetchall():
        conn.execute(sql.SQL("SELECT setval(pg_get_serial_sequence({t}, {c}), "
                             "coalesce((SELECT max({ci}) FROM {ti}), 0) + 1, false)").format(
            t=sql.Literal(table), c=sql.Literal(column), ci=sql.Identifier(column), ti=sql.Identifier(table)))


def local_info(url: str) -> dict:
    try:
        with psycopg.connect(url) as conn:
            return info(conn)
    except psycopg.Error as exc:
        raise SnapshotError(f"PostgreSQL: {' '.join(str(exc).split())[:300]}") from None
