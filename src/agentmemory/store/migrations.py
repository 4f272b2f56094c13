"""Named schema migrations, applied in order and recorded in `schema_migrations`.

Never edit a migration that has shipped: add a new one. The schema version is
the number of migrations applied. Other parts bring their own tables the same way
(`Store.migrate`): the search index's are in search/storage/schema.py, so names share one
sequence (0002 and 0003 are search's).
"""
from __future__ import annotations

import sqlite3

from .repositories import StoreUnavailable

#: Every migration id this version knows, on either backend. A migration is named `<id>_<what it does>` and
#: ids are one sequence across the store (here, postgres/migrations.py) and the search index
#: (search/storage/schema.py, pg_schema.py); a test keeps this equal to those lists' ids. A database that
#: records any other id was written by a newer version: it is refused, never migrated.
KNOWN_MIGRATIONS: tuple[str, ...] = ("0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009", "0010",
                                     "0011")


def migration_id(name: str) -> str:
    """A migration's id: its name up to the first underscore ("0004_agent_tokens" -> "0004")."""
    return name.split("_", 1)[0]


class NewerDatabase(StoreUnavailable):
    """The database records migrations this version does not know: a newer agentmemory wrote it."""


def check_known(applied, where: str) -> None:
    """NewerDatabase (one line) when `applied` (the recorded migration names) holds one this version does
    not know. Why: running on it would read tables whose meaning changed and write rows the newer
    version does not expect, and it cannot be downgraded; the user upgrades instead."""
    unknown = sorted(name for name in set(applied) if migration_id(name) not in KNOWN_MIGRATIONS)
    if unknown:
        raise NewerDatabase(f"{where} was written by a newer agentmemory (unknown migration "
                            f"{', '.join(unknown)}): upgrade agentmemory to use it")


class SnapshotError(Exception):
    """A snapshot could not be taken or a file is not a sound agentmemory database."""


class SchemaError(SnapshotError):
    """A sound SQLite file that is not an agentmemory database this version can use (`check_schema`)."""


#: The tables every agentmemory database has (the first migration below and the record of them)
OWN_TABLES = ("schema_migrations", "kv_store", "audit_log")


def check_schema(conn, new_ok: bool = False) -> set[str]:
    """The table names of the database open on `conn`; SnapshotError unless it is an agentmemory database
    this version can use: our tables present, no migration a newer version recorded (KNOWN_MIGRATIONS).
    `new_ok`: a database with no tables at all passes (a new one, created but not yet migrated).
    The one check of a database file's schema: restores, backups, rekey and start-up all go through it."""
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if new_ok and not tables:
        return tables
    missing = [t for t in OWN_TABLES if t not in tables]
    if missing:
        raise SchemaError(f"it is not an agentmemory database ({', '.join(missing)} "
                          f"table{'s' if len(missing) > 1 else ''} missing)")
    try:
        check_known([r[0] for r in conn.execute("SELECT name FROM schema_migrations")], "it")
    except NewerDatabase as exc:
        raise SchemaError(str(exc)) from None
    return tables


def check_recorded(conn, where: str) -> None:
    """`check_known` on the migrations an SQLite connection's database records (none: a new file)."""
    if conn.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name='schema_migrations'").fetchone():
        check_known([r[0] for r in conn.execute("SELECT name FROM schema_migrations")], where)


MIGRATIONS: list[tuple[str, str]] = [
    ("0001_kv_audit", """
        CREATE TABLE kv_store (
            scope TEXT NOT NULL,
            key TEXT NOT NULL,
            value TEXT NOT NULL,            -- JSON
            updated_at REAL NOT NULL,       -- unix seconds
            PRIMARY KEY (scope, key)
        ) WITHOUT ROWID;
        CREATE INDEX kv_sessions_started ON kv_store(scope, json_extract(value, '$.startedAt'));
        CREATE TABLE audit_log (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            ts REAL NOT NULL,
            agent_id TEXT,
            operation TEXT NOT NULL,
            scope TEXT,
            key TEXT,
            detail TEXT                     -- JSON
        );
        CREATE INDEX audit_operation ON audit_log(operation, id);
    """),
    ("0004_agent_tokens", """
        -- Bearer tokens bound to one agent (memory/tokens.py). Only a SHA-256 of each token is kept.
        CREATE TABLE agent_tokens (
            id TEXT PRIMARY KEY,
            token_hash TEXT NOT NULL UNIQUE,  -- hex SHA-256 of the token
            agent_id TEXT NOT NULL,
            role TEXT NOT NULL,               -- read | write
            created_at REAL NOT NULL,
            revoked_at REAL                   -- NULL while the token is valid
        );
    """),
    ("0005_event_ids", """
        -- Idempotency keys (store/event_ids.py): the first write with an eventId and its answer.
        CREATE TABLE event_ids (
            event_id TEXT PRIMARY KEY,
            op TEXT NOT NULL,                 -- observe | remember
            result TEXT NOT NULL,             -- JSON: the answer a repeat gets
            at REAL NOT NULL                  -- unix seconds
        ) WITHOUT ROWID;
    """),
    ("0008_kv_sessions_started_partial", """
        -- The sessions' start-time index, on session rows only: as an expression index over every
        -- row it parsed each stored value (an observation's whole payload) on every write.
        -- Queries name the scope as a literal to use it (query.where_sql: INDEXED_SCOPES).
        DROP INDEX kv_sessions_started;
        CREATE INDEX kv_sessions_started ON kv_store(scope, json_extract(value, '$.startedAt'))
            WHERE scope = 'mem:sessions';
    """),
]


def split_sql(sql: str) -> list[str]:
    """Split a migration into statements, keeping trigger bodies whole."""
    out, buf = [], []
    for line in sql.splitlines():
        buf.append(line)
        chunk = "\n".join(buf).strip()
        if chunk.endswith(";") and sqlite3.complete_statement(chunk):
            out.append(chunk)
            buf = []
    rest = "\n".join(buf).strip()
    if rest:
        out.append(rest)
    return [s for s in out if s.strip().strip(";").strip() and not _only_comments(s)]


def _only_comments(stmt: str) -> bool:
    return all(not ln.strip() or ln.strip().startswith("--") for ln in stmt.splitlines())
