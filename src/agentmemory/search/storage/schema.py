"""The search index's tables, as named migrations the store records (`Store.migrate`).

These kept the names they had when the store created them, so a database file made by an
older version finds them applied. Never edit one that has shipped: add a new one (the number
sequence is shared with store/migrations.py).
"""
from __future__ import annotations

from .protocol import DISTILLED_SQL as _D

_COLS = "title, body, context, tags"
_COLS5 = _COLS + ", code_words"  # since 0010
_FTS = "content='search_docs', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'"


def _fts_triggers(table: str, when: str, suffix: str, cols: str = _COLS) -> str:
    """Insert, delete and update triggers that mirror the search_docs rows of kinds `when` into `table`
    (a row's kind never changes: the upsert keys on it)."""
    names = cols.split(", ")
    old = ", ".join("old." + c for c in names)
    new = ", ".join("new." + c for c in names)
    return f"""
        CREATE TRIGGER search_docs_ai{suffix} AFTER INSERT ON search_docs WHEN new.kind {when} BEGIN
            INSERT INTO {table}(rowid, {cols}) VALUES (new.id, {new});
        END;
        CREATE TRIGGER search_docs_ad{suffix} AFTER DELETE ON search_docs WHEN old.kind {when} BEGIN
            INSERT INTO {table}({table}, rowid, {cols}) VALUES ('delete', old.id, {old});
        END;
        CREATE TRIGGER search_docs_au{suffix} AFTER UPDATE OF {cols} ON search_docs WHEN new.kind {when} BEGIN
            INSERT INTO {table}({table}, rowid, {cols}) VALUES ('delete', old.id, {old});
            INSERT INTO {table}(rowid, {cols}) VALUES (new.id, {new});
        END;"""


_RAW_TRIGGERS = _fts_triggers("search_fts", "NOT IN " + _D, "")
_DISTILLED_TRIGGERS = _fts_triggers("search_fts_distilled", "IN " + _D, "_distilled")

SEARCH_MIGRATIONS: list[tuple[str, str]] = [
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
    ("0006_search_docs_superseded_by", """
        -- The item id of the later item that changed, renamed, deleted or reversed this one
        -- (ranked below it: ranking.rank); NULL while it is current.
        ALTER TABLE search_docs ADD COLUMN superseded_by TEXT;
    """),
    ("0007_search_fts_distilled", f"""
        -- Distilled kinds (protocol.DISTILLED_KINDS) get their own keyword index, so their rows never
        -- change the BM25 statistics (document count, average length, term frequencies) of the raw
        -- observations and memories they were distilled from (docs/ranking.md).
        CREATE VIRTUAL TABLE search_fts_distilled USING fts5(
            {_COLS},
            content='search_docs', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2'
        );
        INSERT INTO search_fts(search_fts, rowid, {_COLS})
            SELECT 'delete', id, {_COLS} FROM search_docs WHERE kind IN {_D};
        INSERT INTO search_fts_distilled(rowid, {_COLS}) SELECT id, {_COLS} FROM search_docs WHERE kind IN {_D};
        DROP TRIGGER search_docs_ai;
        DROP TRIGGER search_docs_ad;
        DROP TRIGGER search_docs_au;
        {_RAW_TRIGGERS}
        {_DISTILLED_TRIGGERS}
    """),
    ("0009_search_docs_code_words", """
        -- The word parts of the identifiers in title, body and tags (text.code_words:
        -- "checkOverlap" -> "check overlap"), a keyword column of their own; NULL until computed
        -- (the storage fills it for older rows, then CODE_WORDS_MIGRATIONS index it).
        ALTER TABLE search_docs ADD COLUMN code_words TEXT;
    """),
    ("0011_search_doc_files", """
        -- The name (last path part) of each file an observation names: the supersede lookback finds the earlier
        -- views of a file here, where a keyword phrase ("settings py") read the postings of words every file shares.
        CREATE TABLE search_doc_files (
            name TEXT NOT NULL,
            doc_id INTEGER NOT NULL REFERENCES search_docs(id) ON DELETE CASCADE,
            PRIMARY KEY (name, doc_id)
        ) WITHOUT ROWID;
        CREATE INDEX search_doc_files_doc ON search_doc_files(doc_id);
        INSERT OR IGNORE INTO search_doc_files(name, doc_id)
            SELECT substr(f.value, length(rtrim(f.value, replace(f.value, '/', ''))) + 1), d.id
            FROM search_docs d JOIN kv_store k ON k.scope = d.scope AND k.key = d.item_id, json_each(k.value, '$.files') f
            WHERE d.kind = 'observation' AND f.type = 'text'
              AND substr(f.value, length(rtrim(f.value, replace(f.value, '/', ''))) + 1) <> '';
    """),
]

_TRIGGERS = ["search_docs_a" + op + sfx for sfx in ("", "_distilled") for op in "idu"]

#: Applied after the storage computed code_words for the rows that had none: both FTS5 tables get
#: the column (FTS5 cannot add one, so they are made again, trigger and all, from search_docs).
CODE_WORDS_MIGRATIONS: list[tuple[str, str]] = [
    ("0010_search_fts_code_words", "".join(f"DROP TRIGGER {t};\n" for t in _TRIGGERS) + f"""
        DROP TABLE search_fts;
        DROP TABLE search_fts_distilled;
        CREATE VIRTUAL TABLE search_fts USING fts5({_COLS5}, {_FTS});
        CREATE VIRTUAL TABLE search_fts_distilled USING fts5({_COLS5}, {_FTS});
        INSERT INTO search_fts(rowid, {_COLS5}) SELECT id, {_COLS5} FROM search_docs WHERE kind NOT IN {_D};
        INSERT INTO search_fts_distilled(rowid, {_COLS5}) SELECT id, {_COLS5} FROM search_docs WHERE kind IN {_D};
        {_fts_triggers("search_fts", "NOT IN " + _D, "", _COLS5)}
        {_fts_triggers("search_fts_distilled", "IN " + _D, "_distilled", _COLS5)}
    """),
]
