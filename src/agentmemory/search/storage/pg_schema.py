"""The search index's tables on PostgreSQL, under the same migration names as schema.py.

search_docs keeps a generated `tsvector` (English stemming; weights A body, B title, tags and code_words, C context,
as ranking.BM25_WEIGHTS orders them) with a GIN index. vectors.vec is a pgvector `halfvec` of any
dimension: each model gets its own partial HNSW index on `vec::halfvec(dim)` when it is first used
(postgres.PgSearchStorage.ensure_vector_index). embed_queue rows carry a claim lease (claimed_until).
"""
from __future__ import annotations

SEARCH_MIGRATIONS: list[tuple[str, str]] = [
    ("0002_search_docs_fts", """
        CREATE TABLE search_docs (
            id BIGSERIAL PRIMARY KEY,
            kind TEXT COLLATE "C" NOT NULL,
            item_id TEXT COLLATE "C" NOT NULL,
            scope TEXT COLLATE "C" NOT NULL,
            project TEXT,
            agent_id TEXT,
            session_id TEXT,
            ts DOUBLE PRECISION NOT NULL DEFAULT 0,
            seq BIGINT NOT NULL DEFAULT 0,
            importance DOUBLE PRECISION NOT NULL DEFAULT 5,
            confidence DOUBLE PRECISION,
            title TEXT NOT NULL DEFAULT '',
            body TEXT NOT NULL DEFAULT '',
            context TEXT NOT NULL DEFAULT '',
            tags TEXT NOT NULL DEFAULT '',
            tsv tsvector GENERATED ALWAYS AS (
                setweight(to_tsvector('english'::regconfig, title), 'B')
                || setweight(to_tsvector('english'::regconfig, body), 'A')
                || setweight(to_tsvector('english'::regconfig, context), 'C')
                || setweight(to_tsvector('english'::regconfig, tags), 'B')) STORED,
            UNIQUE (kind, item_id)
        );
        CREATE INDEX search_docs_project ON search_docs(kind, project, ts);
        CREATE INDEX search_docs_session ON search_docs(session_id, seq);
        CREATE INDEX search_docs_ts ON search_docs(ts);
        CREATE INDEX search_docs_agent ON search_docs(agent_id);
        CREATE INDEX search_docs_tsv ON search_docs USING gin(tsv);
    """),
    ("0003_vectors", """
        CREATE TABLE vectors (
            kind TEXT COLLATE "C" NOT NULL,
            item_id TEXT COLLATE "C" NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vec halfvec NOT NULL,           -- L2-normalised, half precision
            text_hash TEXT NOT NULL,
            PRIMARY KEY (kind, item_id, model)
        );
        CREATE TABLE embed_queue (
            doc_id BIGINT PRIMARY KEY,
            enqueued_at DOUBLE PRECISION NOT NULL,
            claimed_until DOUBLE PRECISION     -- a process embeds it until then; NULL: free
        );
    """),
    ("0006_search_docs_superseded_by", """
        ALTER TABLE search_docs ADD COLUMN superseded_by TEXT;
    """),
    ("0007_search_fts_distilled", """
        -- SQLite gives distilled kinds their own FTS5 table (schema.py); here the keyword score computes
        -- each group's IDF in the query (postgres.keyword_candidates); this small partial index counts
        -- the distilled rows (protocol.DISTILLED_KINDS) without reading the others.
        CREATE INDEX search_docs_distilled ON search_docs(kind) WHERE kind IN ('typed', 'fact', 'episode', 'crystal');
    """),
    ("0009_search_docs_code_words", """
        -- The word parts of the identifiers in the text columns (schema.py); NULL until computed.
        ALTER TABLE search_docs ADD COLUMN code_words TEXT;
    """),
    ("0011_search_doc_files", """
        -- The name (last path part) of each file an observation names (schema.py): the supersede lookback's index.
        CREATE TABLE search_doc_files (
            name TEXT COLLATE "C" NOT NULL,
            doc_id BIGINT NOT NULL REFERENCES search_docs(id) ON DELETE CASCADE,
            PRIMARY KEY (name, doc_id)
        );
        CREATE INDEX search_doc_files_doc ON search_doc_files(doc_id);
        INSERT INTO search_doc_files(name, doc_id)
            SELECT DISTINCT regexp_replace(f, '^.*/', ''), d.id
            FROM search_docs d JOIN kv_store k ON k.scope = d.scope AND k.key = d.item_id
            CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(k.value->'files') = 'array'
                                                             THEN k.value->'files' ELSE '[]'::jsonb END) f
            WHERE d.kind = 'observation' AND regexp_replace(f, '^.*/', '') <> ''
            ON CONFLICT DO NOTHING;
    """),
]

#: Applied after the storage computed code_words for older rows: the tsvector gets the column, with
#: the tags' weight (B); its GIN index is made again with it.
CODE_WORDS_MIGRATIONS: list[tuple[str, str]] = [
    ("0010_search_fts_code_words", """
        ALTER TABLE search_docs DROP COLUMN tsv;
        ALTER TABLE search_docs ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
            setweight(to_tsvector('english'::regconfig, title), 'B')
            || setweight(to_tsvector('english'::regconfig, body), 'A')
            || setweight(to_tsvector('english'::regconfig, context), 'C')
            || setweight(to_tsvector('english'::regconfig, tags), 'B')
            || setweight(to_tsvector('english'::regconfig, coalesce(code_words, '')), 'B')) STORED;
        CREATE INDEX search_docs_tsv ON search_docs USING gin(tsv);
    """),
]

# The supersede lookback (memory/ingest/supersede.py) lists the project's observations that mention a
# file or package name anywhere in title, body or tags: a substring (a bare "settings.py" must find
# /w/app/settings.py, which the English tsvector keeps as one token). A trigram GIN index (pg_trgm) on
# the three columns joined by U+0001 answers `LIKE '%name%'` from the index; listing.py spells the
# same expression and the same predicate, so the planner matches them. Not a named migration (the two
# backends keep one list of names, and a server may lack pg_trgm): postgres.PgSearchStorage creates it
# when it can, and without it the same query scans the project's rows, as before.
MENTIONED = "({p}title || E'\\x01' || {p}body || E'\\x01' || {p}tags)"
MENTIONED_KIND = "observation"  # the partial index's rows: the lookback lists observations only
# A GIN index gathers new rows in a pending list, which every query reads whole and the planner counts:
# at the default 4 MB it made the index look dearer than a scan (and be slower); 64 kB keeps the list short.
MENTIONS_INDEX = ("CREATE INDEX IF NOT EXISTS search_docs_mentions ON search_docs USING gin ("
                  + MENTIONED.format(p="") + " {opclass}) WITH (gin_pending_list_limit = 64) "
                  "WHERE kind = '" + MENTIONED_KIND + "'")
