"""Named schema migrations, applied in order and recorded in `schema_migrations`.

Never edit a migration that has shipped: add a new one. The schema version is
the number of migrations applied.
"""
from __future__ import annotations

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
    ("0002_search_docs_fts", """
        -- One row per searchable / listable item; the FTS5 index mirrors it
        -- through triggers, so both change in the same transaction.
        CREATE TABLE search_docs (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            item_id TEXT NOT NULL,
            scope TEXT NOT NULL,
            project TEXT,
            agent_id TEXT,
            session_id TEXT,
            ts REAL NOT NULL DEFAULT 0,
            seq INTEGER NOT NULL DEFAULT 0,
            importance REAL NOT NULL DEFAULT 5,
            confidence REAL,                -- trust of memories/lessons; NULL for observations
            title TEXT NOT NULL DEFAULT '',
            body TEXT NOT NULL DEFAULT '',
            context TEXT NOT NULL DEFAULT '',
            tags TEXT NOT NULL DEFAULT '',
            UNIQUE (kind, item_id)
        );
        CREATE INDEX search_docs_project ON search_docs(kind, project, ts);
        CREATE INDEX search_docs_session ON search_docs(session_id, seq);
        CREATE INDEX search_docs_ts ON search_docs(ts);
        CREATE VIRTUAL TABLE search_fts USING fts5(
            title, body, context, tags,
            content='search_docs', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
            INSERT INTO search_fts(rowid, title, body, context, tags)
            VALUES (new.id, new.title, new.body, new.context, new.tags);
        END;
        CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
            INSERT INTO search_fts(search_fts, rowid, title, body, context, tags)
            VALUES ('delete', old.id, old.title, old.body, old.context, old.tags);
        END;
        CREATE TRIGGER search_docs_au AFTER UPDATE OF title, body, context, tags ON search_docs BEGIN
            INSERT INTO search_fts(search_fts, rowid, title, body, context, tags)
            VALUES ('delete', old.id, old.title, old.body, old.context, old.tags);
            INSERT INTO search_fts(rowid, title, body, context, tags)
            VALUES (new.id, new.title, new.body, new.context, new.tags);
        END;
    """),
    ("0003_vectors", """
        CREATE TABLE vectors (
            kind TEXT NOT NULL,
            item_id TEXT NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vec BLOB NOT NULL,              -- float32, L2-normalised
            text_hash TEXT NOT NULL,
            PRIMARY KEY (kind, item_id, model)
        ) WITHOUT ROWID;
        -- Items waiting to be embedded; survives restarts.
        CREATE TABLE embed_queue (
            doc_id INTEGER PRIMARY KEY,
            enqueued_at REAL NOT NULL
        );
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
]
