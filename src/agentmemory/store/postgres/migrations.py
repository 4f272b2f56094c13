"""The store's named migrations on PostgreSQL: the same names as store/migrations.py, the same
tables in PostgreSQL's types (JSONB items, double precision times, "C" collation on keys so key
ranges order as on SQLite).

`am_field(value->'f')` is how a query reads an item's field (store/postgres/repos.py `PG`): JSON
null reads as SQL NULL and true/false as 1/0, as SQLite's json_extract does; it is IMMUTABLE, so
expression indexes use it.

`am_locked_get(scope, key)` / `am_locked_event(event_id)` (a concurrent write's item and idempotency-key
reads, db.py): take the key's transaction-scoped advisory lock, then read. One round trip; the read
runs after the lock is granted (a VOLATILE function's statements each take a new snapshot), so it sees
what the writer that held the key committed. Keys of two schemas in one database share lock slots:
a spurious wait, never a wrong answer.
"""
from __future__ import annotations

MIGRATIONS: list[tuple[str, str]] = [
    ("0001_kv_audit", r"""
        CREATE FUNCTION am_field(v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
            SELECT CASE jsonb_typeof(v) WHEN 'null' THEN NULL
                   WHEN 'boolean' THEN CASE WHEN v = 'true'::jsonb THEN '1'::jsonb ELSE '0'::jsonb END
                   ELSE v END $$;
        CREATE FUNCTION am_number(v jsonb) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
            SELECT CASE jsonb_typeof(v) WHEN 'number' THEN (v #>> '{}')::double precision
                   WHEN 'boolean' THEN CASE WHEN v = 'true'::jsonb THEN 1.0 ELSE 0.0 END
                   WHEN 'string' THEN CASE WHEN (v #>> '{}') ~ '^\s*[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?\s*$'
                                           THEN (v #>> '{}')::double precision ELSE 0.0 END
                   ELSE NULL END $$;
        CREATE TABLE kv_store (
            scope TEXT COLLATE "C" NOT NULL,
            key TEXT COLLATE "C" NOT NULL,
            value JSONB NOT NULL,
            updated_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (scope, key)
        );
        CREATE INDEX kv_sessions_started ON kv_store(scope, am_field(value->'startedAt'));
        CREATE TABLE audit_log (
            id BIGSERIAL PRIMARY KEY,
            ts DOUBLE PRECISION NOT NULL,
            agent_id TEXT,
            operation TEXT NOT NULL,
            scope TEXT,
            key TEXT,
            detail JSONB
        );
        CREATE INDEX audit_operation ON audit_log(operation, id);
    """),
    ("0004_agent_tokens", """
        CREATE TABLE agent_tokens (
            id TEXT PRIMARY KEY,
            token_hash TEXT NOT NULL UNIQUE,
            agent_id TEXT NOT NULL,
            role TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            revoked_at DOUBLE PRECISION
        );
    """),
    ("0005_event_ids", """
        CREATE TABLE event_ids (
            event_id TEXT PRIMARY KEY,
            op TEXT NOT NULL,
            result JSONB NOT NULL,
            at DOUBLE PRECISION NOT NULL
        );
    """),
    ("0008_kv_sessions_started_partial", """
        -- As on SQLite: the sessions' start-time index on session rows only (queries name the scope as a literal).
        DROP INDEX kv_sessions_started;
        CREATE INDEX kv_sessions_started ON kv_store(scope, am_field(value->'startedAt')) WHERE scope = 'mem:sessions';
    """),
]

#: Functions (re)created on every start, after the migrations, under their lock: not a named migration
#: (the two backends keep the same list of names), and an older database gets them too.
FUNCTIONS = """
    CREATE OR REPLACE FUNCTION am_locked_get(s text, k text) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
        PERFORM pg_advisory_xact_lock(24939, hashtext(s || chr(1) || k));
        RETURN (SELECT value FROM kv_store WHERE scope = s AND key = k);
    END $$;
    CREATE OR REPLACE FUNCTION am_locked_event(k text) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
        PERFORM pg_advisory_xact_lock(24940, hashtext(k));
        RETURN (SELECT result FROM event_ids WHERE event_id = k);
    END $$;
"""
