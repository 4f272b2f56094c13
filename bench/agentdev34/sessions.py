"""The eleven sessions of the quillmark history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad34_files import CADDYFILE, CHUNKER_PY, COMPOSE_YML, CONFIG_PY, EVAL_PY, PYPROJECT, RETRIEVER_PY


def ok_tests(n, secs="1.84"):
    return (f"============================= test session starts ==============================\n"
            f"platform linux -- Python 3.12.6, pytest-8.3.3, pluggy-1.5.0\nrootdir: /home/jonas/src/quillmark\n"
            f"configfile: pyproject.toml\nplugins: asyncio-0.24.0, anyio-4.6.0\ncollected {n} items\n\n"
            f"tests/test_chunker.py ....                                              \n"
            f"tests/test_api.py ......                                               \n\n"
            f"============================== {n} passed in {secs}s ==============================")


def s1(s):
    s.start()
    s.prompt("goal", "New project: quillmark. Tallis & Rowe (engineering consultancy, about 450 staff) wants people "
             "to ask questions about the staff handbook instead of pinging People Ops. Priya Natarajan (head of "
             "People Ops) owns the content: roughly 400 markdown pages from the old wiki export plus a pile of PDFs "
             "(policies, the travel and expenses guide). Plan: Python 3.12, FastAPI, Postgres with pgvector, "
             "OpenAI text-embedding-3-small for embeddings and gpt-4o-mini for the answers. Start with the skeleton.")
    s.bash(None, "ls -la", "total 8\ndrwxr-xr-x  3 jonas jonas 4096 Sep  6 09:02 .\ndrwxr-xr-x 19 jonas jonas 4096 "
           "Sep  6 09:01 ..\ndrwxr-xr-x  7 jonas jonas 4096 Sep  6 09:02 .git")
    s.prompt("rules", "Ground rules for this repo: always go through uv (uv add, uv run, uv sync), never pip install "
             "anything into the venv. No LangChain or LlamaIndex: plain psycopg 3 and SQL, we want to see every "
             "query. ruff check and ruff format must be clean before a commit.")
    s.bash("uvinit", "uv init --package --python 3.12 . && uv add fastapi 'uvicorn[standard]' 'psycopg[binary,pool]' "
           "pgvector pydantic-settings openai httpx markdown-it-py pypdf tiktoken alembic",
           "Initialized project `quillmark`\nUsing CPython 3.12.6\nCreating virtual environment at: .venv\n"
           "Resolved 48 packages in 1.21s\nPrepared 41 packages in 3.02s\nInstalled 46 packages in 88ms\n"
           " + fastapi==0.115.0\n + openai==1.47.1\n + pgvector==0.3.4\n + psycopg==3.2.2\n + pypdf==4.3.1\n"
           " + tiktoken==0.7.0\n + uvicorn==0.30.6")
    s.bash(None, "uv add --dev pytest pytest-asyncio ruff", "Resolved 53 packages in 402ms\nInstalled 5 packages in "
           "21ms\n + pytest==8.3.3\n + pytest-asyncio==0.24.0\n + ruff==0.6.7")
    s.read(None, "pyproject.toml", PYPROJECT)
    s.write("config", "src/quillmark/config.py", CONFIG_PY)
    s.write("compose1", "docker-compose.yml", COMPOSE_YML)
    s.bash("composeup", "docker compose up -d db && docker compose ps",
           "[+] Running 3/3\n ✔ Network quillmark_default  Created\n ✔ Volume \"quillmark_pgdata\"  Created\n"
           " ✔ Container quillmark-db-1     Started\nNAME              IMAGE                    STATUS                   "
           "PORTS\nquillmark-db-1    pgvector/pgvector:pg16   Up 6 seconds (healthy)   0.0.0.0:5433->5432/tcp")
    s.prompt("port", "Use host port 5433 for the database, 5432 is taken by my other Postgres on this laptop.")
    s.write("schema1", "migrations/versions/0001_initial.py",
            '"""documents and chunks."""\nfrom alembic import op\n\nrevision = "0001"\ndown_revision = None\n\n\n'
            'def upgrade() -> None:\n    op.execute("CREATE EXTENSION IF NOT EXISTS vector")\n'
            '    op.execute("""\n    CREATE TABLE documents (\n        id bigserial PRIMARY KEY,\n'
            '        path text UNIQUE NOT NULL,\n        title text NOT NULL,\n        sha256 text NOT NULL,\n'
            '        archived boolean NOT NULL DEFAULT false,\n        ingested_at timestamptz NOT NULL DEFAULT now()\n'
            '    );\n    CREATE TABLE chunks (\n        id bigserial PRIMARY KEY,\n'
            '        document_id bigint NOT NULL REFERENCES documents(id) ON DELETE CASCADE,\n'
            '        heading text NOT NULL DEFAULT \'\',\n        ordinal int NOT NULL,\n        text text NOT NULL,\n'
            '        n_tokens int NOT NULL,\n        embedding vector(1536) NOT NULL\n    );\n    """)\n\n\n'
            'def downgrade() -> None:\n    op.execute("DROP TABLE chunks; DROP TABLE documents")\n')
    s.bash("migrate1", "uv run alembic upgrade head", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n"
           "INFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running "
           "upgrade  -> 0001, documents and chunks.")
    s.write("main1", "src/quillmark/app.py",
            '"""The FastAPI app: /health and /ask."""\nfrom fastapi import FastAPI\nfrom pydantic import BaseModel\n\n'
            'app = FastAPI(title="quillmark")\n\n\nclass AskRequest(BaseModel):\n    question: str\n\n\n'
            '@app.get("/health")\ndef health() -> dict:\n    return {"ok": True}\n\n\n@app.post("/ask")\n'
            'def ask(req: AskRequest) -> dict:\n    raise NotImplementedError\n')
    s.bash(None, "uv run ruff check . && uv run ruff format --check .", "All checks passed!\n6 files already formatted")
    s.bash("commit1", "git add -A && git commit -m 'skeleton: FastAPI app, settings, pgvector schema, compose db'",
           "[main (root-commit) 4a7c2e1] skeleton: FastAPI app, settings, pgvector schema, compose db\n"
           " 11 files changed, 312 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("ingest", "Ingestion today. Markdown: split on headings (H1-H3), keep the heading path as the section "
             "title. PDFs: pypdf, one section per page for now. Chunks of 800 tokens with 100 tokens overlap, "
             "cl100k tokenizer. The handbook files are in data/handbook/: never commit them, they are confidential "
             "(salary bands, the disciplinary policy); add data/ to .gitignore.")
    s.bash(None, "ls data/handbook | head -5 && ls data/handbook | wc -l && du -sh data/handbook",
           "benefits/\ncode-of-conduct.md\nexpenses/\nit-security/\nleave/\n412\n38M\tdata/handbook")
    s.edit("gitignore", ".gitignore", ".venv/\n__pycache__/", ".venv/\n__pycache__/\n# confidential handbook sources\n"
           "data/\n.env")
    s.write("chunker", "src/quillmark/ingest/chunker.py", CHUNKER_PY)
    s.write(None, "tests/test_chunker.py",
            "from quillmark.ingest.chunker import Section, _windows, chunk_section\n\n\n"
            "def test_windows_overlap_exactly():\n    spans = _windows(list(range(2000)), 800, 100)\n"
            "    assert spans == [(0, 800), (700, 1500), (1400, 2000)]\n\n\n"
            "def test_heading_is_prefixed():\n    c = chunk_section(Section('leave.md', 'Leave > Parental leave', "
            "'Eighteen weeks.'), 800, 100)\n    assert c[0].text.startswith('Leave > Parental leave')\n")
    s.bash("overlapfail", "uv run pytest -q tests/test_chunker.py",
           "F.                                                                       [100%]\n"
           "=================================== FAILURES ===================================\n"
           "________________________ test_windows_overlap_exactly _________________________\n"
           "    def test_windows_overlap_exactly():\n        spans = _windows(list(range(2000)), 800, 100)\n"
           ">       assert spans == [(0, 800), (700, 1500), (1400, 2000)]\nE       assert [(0, 800), (701, 1501), "
           "(1402, 2000)] == [(0, 800), (700, 1500), (1400, 2000)]\nE         At index 1 diff: (701, 1501) != (700, 1500)\n"
           "tests/test_chunker.py:6: AssertionError\n1 failed, 1 passed in 0.41s", code=1)
    s.prompt("overlapwhy", "The windows drift by one token each step: `start = end - overlap + 1` shares only 99 "
             "tokens. Off by one, the +1 must go.")
    s.edit("overlapfix", "src/quillmark/ingest/chunker.py", "        start = end - overlap + 1",
           "        start = end - overlap")
    s.bash("chunkok", "uv run pytest -q tests/test_chunker.py", "..                                       [100%]\n"
           "2 passed in 0.38s")
    s.write("pdfparse", "src/quillmark/ingest/pdf.py",
            '"""PDF -> sections, one per page (pypdf text extraction)."""\nfrom pathlib import Path\n\n'
            'from pypdf import PdfReader\n\nfrom quillmark.ingest.chunker import Section\n\n\n'
            'def parse_pdf(path: Path) -> list[Section]:\n    reader = PdfReader(path)\n    title = '
            '(reader.metadata.title if reader.metadata else None) or path.stem\n    return [Section(str(path), '
            'f"{title} (p. {i + 1})", page.extract_text() or "")\n            for i, page in enumerate(reader.pages)]\n')
    s.bash("ingest1", "uv run quillmark ingest data/handbook",
           "scanning data/handbook ... 371 markdown, 41 pdf\nparsed 412 documents -> 3,904 sections\n"
           "chunked -> 5,127 chunks (800 tokens, overlap 100)\nembedding with text-embedding-3-small: 52 batches of 100\n"
           "inserted 5,127 chunks in 2m 41s\nembedding cost: 1,874,302 tokens = $0.04")
    s.bash("ivfflat", "uv run alembic revision -m 'ivfflat index' && uv run alembic upgrade head",
           "Generating migrations/versions/0002_ivfflat_index.py ...  done\nINFO  [alembic.runtime.migration] Running "
           "upgrade 0001 -> 0002, ivfflat index\n-- CREATE INDEX chunks_embedding_idx ON chunks USING ivfflat "
           "(embedding vector_cosine_ops) WITH (lists = 100)")
    s.prompt("ivfwhy", "IVFFlat with lists = 100 is fine at five thousand rows (rule of thumb rows/1000, minimum "
             "reasonable), and it builds in a second. We can revisit when the handbook grows.")
    s.remember("memstack", "quillmark retrieval setup: embeddings OpenAI text-embedding-3-small (1536 dims, set by "
               "EMBEDDING_MODEL), chunks of 800 tokens with 100 overlap (cl100k), pgvector IVFFlat index lists=100 "
               "with cosine distance, top_k 6, answers by gpt-4o-mini. Handbook: 412 documents -> 5,127 chunks.",
               "quillmark retrieval parameters", "fact")
    s.bash("commit2", "git add -A && git commit -m 'ingest: markdown + pdf parsing, 800/100 chunker, ivfflat index'",
           "[main 9e13b07] ingest: markdown + pdf parsing, 800/100 chunker, ivfflat index\n 9 files changed, "
           "284 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "9e13b07 ingest: markdown + pdf parsing, 800/100 chunker, ivfflat index\n"
           "4a7c2e1 skeleton: FastAPI app, settings, pgvector schema, compose db")
    s.prompt("evalplan", "Priya sent 120 golden questions, each with the handbook section(s) that answer it and a "
             "reference answer (evals/golden.jsonl). Build the evaluation harness: recall@5 of retrieval, and grade "
             "the generated answers with ragas (faithfulness + answer correctness) so we don't write our own judge.")
    s.bash("ragasadd", "uv add --dev ragas datasets", "Resolved 97 packages in 2.88s\nInstalled 44 packages in 1.02s\n"
           " + datasets==3.0.0\n + langchain-core==0.3.5\n + ragas==0.1.20")
    s.write("evalpy", "src/quillmark/evals/golden.py", EVAL_PY)
    s.bash("dimfail1", "uv run python -m quillmark.evals.golden --k 5 --limit 10",
           "Traceback (most recent call last):\n  File \"/home/jonas/src/quillmark/src/quillmark/search/retrieval.py\", "
           "line 41, in search_chunks\n    rows = conn.execute(_SQL, {\"q\": vec, \"k\": k}).fetchall()\n"
           "psycopg.errors.DataException: different vector dimensions 1536 and 3072\n", code=1)
    s.bash("envcheck1", "grep -n EMBEDDING .env", "4:EMBEDDING_MODEL=text-embedding-3-large")
    s.prompt("dimwhy1", "So the index was built with text-embedding-3-small (1536) but my .env still says "
             "text-embedding-3-large from when I compared models, so the questions are embedded with 3072 dims. "
             "Remove that line, and make the app refuse to start when the model's dimensions don't match the "
             "column, instead of failing on the first query.")
    s.edit("dimfix1", "src/quillmark/app.py", "    pool = ConnectionPool(settings.database_url)",
           "    pool = ConnectionPool(settings.database_url)\n    check_embedding_dims(pool, embedder)  # fail fast: "
           "query model must match the indexed column")
    s.lesson("lesson1", "When pgvector says 'different vector dimensions A and B', compare the model that embeds the "
             "queries with the one that built the index: a stray EMBEDDING_MODEL in .env (text-embedding-3-large, "
             "3072) queried a 1536-dim index. Check the dimension once at startup.",
             "quillmark golden eval crashed on the first query after indexing with text-embedding-3-small")
    s.bash("eval1", "uv run python -m quillmark.evals.golden --k 5",
           "{\n  \"questions\": 120,\n  \"recall@5\": 0.712,\n  \"p50_retrieval_ms\": 212.4,\n  \"misses\": [\"g014\", "
           "\"g027\", \"g031\", \"g058\", \"g077\", \"g090\", \"g102\"]\n}")
    s.bash("misscheck", "uv run python -m quillmark.evals.show g027",
           "g027: How much can I claim back for a hotel night in London?\nexpected: expenses/travel-and-expenses.pdf#"
           "Travel and Expenses Guide (p. 7)\ntop hit: expenses/per-diems.md#Per diems > UK (distance 0.41)\n"
           "page 7 text: '... accommodation is reim-\\nbursed up to £180 per night in Lon-\\ndon and £120 elsewhere ...'")
    s.prompt("hyphenwhy", "That's the PDF parser: pypdf keeps the line-break hyphenation, so 'reim-\\nbursed' and "
             "'Lon-\\ndon' never match anything. Join hyphenated line breaks before chunking.")
    s.edit("hyphenfix", "src/quillmark/ingest/pdf.py", 'f"{title} (p. {i + 1})", page.extract_text() or "")',
           'f"{title} (p. {i + 1})", dehyphenate(page.extract_text() or ""))')
    s.bash("eval2", "uv run quillmark ingest data/handbook --only '*.pdf' && uv run python -m quillmark.evals.golden "
           "--k 5", "re-ingested 41 pdf documents -> 1,288 chunks\n{\n  \"questions\": 120,\n  \"recall@5\": 0.741,\n"
           "  \"p50_retrieval_ms\": 208.9,\n  \"misses\": [\"g014\", \"g031\", \"g058\", \"g090\", \"g102\"]\n}")
    s.prompt("evalrule", "From now on: always run the golden eval before merging anything that touches chunking, "
             "embeddings or the index, and put the recall@5 number in the commit message.")
    s.bash("commit3", "git add -A && git commit -m 'evals: golden set harness with ragas grading; pdf dehyphenation "
           "(recall@5 0.741)'", "[main 2f6d8a4] evals: golden set harness with ragas grading; pdf dehyphenation "
           "(recall@5 0.741)\n 7 files changed, 231 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("ollama", "Change of plan on embeddings. Legal reviewed it on Friday: handbook text may not be sent to "
             "OpenAI for embedding (the disciplinary and salary policies count as personnel data), and a full "
             "re-embed hit 429 rate limits twice anyway. Switch embeddings to a local model served by Ollama: "
             "nomic-embed-text (768 dims). Answers stay on gpt-4o-mini for now, legal accepted that with zero data "
             "retention on the answer calls. Rename the EMBEDDING_MODEL variable to QM_EMBED_MODEL while you're at "
             "it, everything of ours should have the QM_ prefix, and add QM_OLLAMA_URL.")
    s.bash("ollamapull", "ollama pull nomic-embed-text && ollama list",
           "pulling manifest\npulling 970aa74c0a90... 100% ▕████████████████▏ 274 MB\nverifying sha256 digest\n"
           "writing manifest\nsuccess\nNAME                       ID              SIZE      MODIFIED\n"
           "nomic-embed-text:latest    0a109f422b47    274 MB    Less than a second ago")
    s.grep("grepenv", "EMBEDDING_MODEL", ["src/quillmark/config.py", "src/quillmark/embed.py", ".env.example",
                                          "README.md"])
    s.edit("envrename", "src/quillmark/config.py",
           '    openai_api_key: str = Field("", alias="OPENAI_API_KEY")\n    embedding_model: str = Field('
           '"text-embedding-3-small", alias="EMBEDDING_MODEL")\n    embedding_dims: int = 1536',
           '    openai_api_key: str = Field("", alias="OPENAI_API_KEY")  # answers only\n    embed_model: str = Field('
           '"nomic-embed-text", alias="QM_EMBED_MODEL")\n    embed_dims: int = 768\n    ollama_url: str = Field('
           '"http://localhost:11434", alias="QM_OLLAMA_URL")')
    s.write("ollamaembed", "src/quillmark/embed.py",
            '"""Embedders: the Ollama one used everywhere, and a fake one for tests."""\nfrom __future__ import '
            'annotations\n\nimport httpx\n\n\nclass OllamaEmbedder:\n    """POST /api/embed on the local Ollama; '
            'nomic-embed-text wants task prefixes."""\n\n    def __init__(self, url: str, model: str, batch: int = 256):\n'
            '        self.client = httpx.Client(base_url=url)\n        self.model, self.batch = model, batch\n\n'
            '    def _embed(self, texts: list[str]) -> list[list[float]]:\n        r = self.client.post("/api/embed", '
            'json={"model": self.model, "input": texts})\n        r.raise_for_status()\n        return r.json()'
            '["embeddings"]\n\n    def embed_documents(self, texts):\n        out = []\n        for i in range(0, '
            'len(texts), self.batch):\n            out += self._embed([f"search_document: {t}" for t in '
            'texts[i:i + self.batch]])\n        return out\n\n    def embed_query(self, text):\n        return '
            'self._embed([f"search_query: {text}"])[0]\n')
    s.write("migr768", "migrations/versions/0003_embedding_768.py",
            '"""nomic-embed-text: embedding column to vector(768); drops the old vectors."""\nfrom alembic import op\n\n'
            'revision = "0003"\ndown_revision = "0002"\n\n\ndef upgrade() -> None:\n    op.execute("DROP INDEX IF '
            'EXISTS chunks_embedding_idx")\n    op.execute("TRUNCATE chunks")\n    op.execute("ALTER TABLE chunks '
            'ALTER COLUMN embedding TYPE vector(768)")\n')
    s.bash("dimfail2", "uv run quillmark ingest data/handbook",
           "scanning data/handbook ... 371 markdown, 41 pdf\nparsed 412 documents -> 3,904 sections\nchunked -> "
           "5,127 chunks (800 tokens, overlap 100)\nembedding with nomic-embed-text via http://localhost:11434\n"
           "Traceback (most recent call last):\n  File \"/home/jonas/src/quillmark/src/quillmark/ingest/store.py\", "
           "line 58, in insert_chunks\n    cur.executemany(_INSERT, rows)\npsycopg.errors.DataException: expected "
           "1536 dimensions, not 768\n", code=1)
    s.bash("alembiccur", "uv run alembic current && docker compose exec db psql -U quillmark -c '\\d chunks' | grep "
           "embedding", "0002 (head)\n embedding   | vector(1536) |           | not null |")
    s.prompt("dimwhy2", "Same kind of dimension error as last week but a different cause: this time the query side is "
             "fine, the column itself is still vector(1536). I wrote migration 0003 but never ran it against the "
             "compose database, alembic is still at 0002. Upgrade and re-ingest.")
    s.bash("dimfix2", "uv run alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade 0002 -> 0003, "
           "nomic-embed-text: embedding column to vector(768); drops the old vectors.")
    s.lesson("lesson2", "'expected 1536 dimensions, not 768' on insert can simply mean the migration that changes the "
             "vector column was written but not applied: run `alembic current` against the same database before "
             "re-ingesting after an embedding model switch.",
             "quillmark: re-ingest with nomic-embed-text failed because migration 0003 was never run on compose db")
    s.bash("ingest2", "uv run quillmark ingest data/handbook",
           "parsed 412 documents -> 3,904 sections\nchunked -> 5,127 chunks (800 tokens, overlap 100)\nembedding with "
           "nomic-embed-text via http://localhost:11434: 21 batches of 256\ninserted 5,127 chunks in 6m 12s")
    s.remember("memembed", "Embeddings are now local: Ollama serving nomic-embed-text (768 dims), configured by "
               "QM_EMBED_MODEL and QM_OLLAMA_URL (EMBEDDING_MODEL is gone). Reason: legal ruled on 10 September that "
               "handbook text must not be sent to OpenAI for embedding (personnel data), and re-embeds hit 429s. "
               "Answers still use gpt-4o-mini with zero data retention. Documents need the 'search_document: ' "
               "prefix, questions 'search_query: '.", "embedding provider: Ollama nomic-embed-text", "decision")
    s.bash("commit4", "git add -A && git commit -m 'embed: switch to nomic-embed-text on Ollama (768 dims); "
           "EMBEDDING_MODEL -> QM_EMBED_MODEL'", "[main 61c0f3e] embed: switch to nomic-embed-text on Ollama (768 "
           "dims); EMBEDDING_MODEL -> QM_EMBED_MODEL\n 8 files changed, 97 insertions(+), 41 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash("evalslow", "uv run python -m quillmark.evals.golden --k 5",
           "{\n  \"questions\": 120,\n  \"recall@5\": 0.583,\n  \"p50_retrieval_ms\": 9.8,\n  \"misses\": [\"g003\", "
           "\"g009\", \"g014\", \"g019\", \"g022\", \"g031\", \"g040\", \"g047\", \"g058\", \"g066\", \"g071\", \"g090\", "
           "\"g102\", \"g111\"]\n}")
    s.prompt("recalldrop", "Recall fell from 0.74 to 0.58 after the switch. Is nomic really that much worse, or is "
             "it the index? Check with an exact scan first.")
    s.bash("exactscan", "uv run python -m quillmark.evals.golden --k 5 --exact",
           "(SET enable_indexscan = off)\n{\n  \"questions\": 120,\n  \"recall@5\": 0.752,\n  \"p50_retrieval_ms\": "
           "141.3,\n  \"misses\": [\"g014\", \"g031\", \"g090\", \"g102\"]\n}")
    s.prompt("ivfwhy2", "The exact scan gets 0.752, so the model is fine and the IVFFlat index is the problem: "
             "migration 0003 dropped it and I recreated it on the truncated, empty table before re-ingesting, so the "
             "100 lists were trained on nothing and probes=1 finds almost nothing. Rather than rebuilding IVFFlat "
             "after every ingest, we switch to HNSW (m = 16, ef_construction = 64, ef_search 40): it has no training "
             "step and the handbook is tiny.")
    s.write("hnsw", "migrations/versions/0004_hnsw.py",
            '"""IVFFlat -> HNSW on chunks.embedding (no training step, so safe on an empty table)."""\nfrom alembic '
            'import op\n\nrevision = "0004"\ndown_revision = "0003"\n\n\ndef upgrade() -> None:\n    op.execute("DROP '
            'INDEX IF EXISTS chunks_embedding_idx")\n    op.execute(\n        "CREATE INDEX chunks_embedding_hnsw ON '
            'chunks USING hnsw (embedding vector_cosine_ops) "\n        "WITH (m = 16, ef_construction = 64)"\n    )\n')
    s.bash("hnswok", "uv run alembic upgrade head && uv run python -m quillmark.evals.golden --k 5",
           "INFO  [alembic.runtime.migration] Running upgrade 0003 -> 0004, IVFFlat -> HNSW on chunks.embedding\n"
           "{\n  \"questions\": 120,\n  \"recall@5\": 0.749,\n  \"p50_retrieval_ms\": 11.2,\n  \"misses\": [\"g014\", "
           "\"g031\", \"g090\", \"g102\"]\n}")
    s.lesson("lesson3", "An IVFFlat index built on an empty (or freshly truncated) pgvector table has untrained lists "
             "and silently returns poor neighbours; compare against an exact scan when recall drops. HNSW has no "
             "training step.", "quillmark: recall@5 dropped to 0.583 after re-ingest; exact scan gave 0.752")
    s.prompt("chunkexp", "While we're here, try smaller chunks. Priya's misses are mostly short rules buried in long "
             "pages. Run 400/50 and 600/75 against the current 800/100.")
    s.bash("timeout1", "uv run quillmark ingest data/handbook --chunk-tokens 400 --overlap 50 --table chunks_exp",
           "parsed 412 documents -> 3,904 sections\nchunked -> 9,862 chunks (400 tokens, overlap 50)\nembedding with "
           "nomic-embed-text via http://localhost:11434: 39 batches of 256\nTraceback (most recent call last):\n  ...\n"
           "  File \".venv/lib/python3.12/site-packages/httpx/_transports/default.py\", line 86, in map_httpcore_"
           "exceptions\n    raise mapped_exc(message) from exc\nhttpx.ReadTimeout: timed out\n", code=1)
    s.prompt("timeoutwhy1", "The timeout is ours: httpx defaults to 5 seconds and a batch of 256 chunks takes "
             "Ollama 20+ seconds on this laptop's CPU; with twice as many "
             "chunks one batch finally crossed the limit. Use batches of 32 and a 60 s read timeout for the embedder.")
    s.edit("timeoutfix1", "src/quillmark/embed.py",
           '    def __init__(self, url: str, model: str, batch: int = 256):\n        self.client = httpx.Client('
           'base_url=url)',
           '    def __init__(self, url: str, model: str, batch: int = 32):\n        self.client = httpx.Client('
           'base_url=url, timeout=httpx.Timeout(60.0, connect=5.0))')
    s.bash("chunkeval", "for c in '400 50' '600 75' '800 100'; do set -- $c; uv run quillmark ingest data/handbook "
           "--chunk-tokens $1 --overlap $2 --table chunks_exp -q && uv run python -m quillmark.evals.golden --k 5 "
           "--table chunks_exp | grep recall; done",
           "  \"recall@5\": 0.817,\n  \"recall@5\": 0.781,\n  \"recall@5\": 0.749,")
    s.prompt("chunk400", "400 tokens with 50 overlap wins clearly (0.817 vs 0.749). Make that the default and "
             "re-ingest the main table.")
    s.edit("chunkedit", "src/quillmark/config.py", "    chunk_tokens: int = 800\n    chunk_overlap: int = 100",
           "    chunk_tokens: int = 400\n    chunk_overlap: int = 50")
    s.bash("ingest3", "uv run quillmark ingest data/handbook --rebuild",
           "chunked -> 9,862 chunks (400 tokens, overlap 50)\nembedding with nomic-embed-text: 309 batches of 32\n"
           "inserted 9,862 chunks in 11m 48s")
    s.remember("memparams", "quillmark retrieval parameters as of 15 September: nomic-embed-text on Ollama (768 dims), "
               "chunks of 400 tokens with 50 overlap (was 800/100), HNSW index m=16 ef_construction=64 with "
               "hnsw.ef_search=40 (IVFFlat dropped), embed batches of 32 with a 60 s timeout, top_k 6. Golden set "
               "recall@5 0.817; 9,862 chunks.", "quillmark retrieval parameters (current)", "fact")
    s.bash("commit5", "git add -A && git commit -m 'index: hnsw instead of ivfflat; chunks 400/50; embed batches of "
           "32 (recall@5 0.817)'", "[main c83e5d2] index: hnsw instead of ivfflat; chunks 400/50; embed batches of 32 "
           "(recall@5 0.817)\n 5 files changed, 44 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git status && git log --oneline -2", "On branch main\nnothing to commit, working tree clean\n"
           "c83e5d2 index: hnsw instead of ivfflat; chunks 400/50; embed batches of 32 (recall@5 0.817)\n"
           "61c0f3e embed: switch to nomic-embed-text on Ollama (768 dims); EMBEDDING_MODEL -> QM_EMBED_MODEL")
    s.bash("ragasfail", "uv run python -m quillmark.evals.golden --k 5 --grade --limit 20",
           "Evaluating:  35%|███▌      | 21/60 [01:52<03:28,  5.2s/it]\nException raised in Job[22]: "
           "OutputParserException(Failed to parse StatementsWithReason from completion {\"statements\": ...}. Got: "
           "1 validation error)\nEvaluating: 100%|██████████| 60/60 [05:09<00:00,  5.1s/it]\n{\n  \"questions\": 20,\n"
           "  \"recall@5\": 0.825,\n  \"answer_score\": NaN\n}")
    s.prompt("dropragas", "That's the third time ragas gives NaN for a run, five minutes for 20 questions, and it "
             "drags in langchain, which we said we don't want. Drop ragas. Write our own small judge: gpt-4o-mini "
             "with a fixed rubric, 0 to 3 (0 wrong, 1 partly right, 2 right but missing the source, 3 right with the "
             "right source), temperature 0, JSON output.")
    s.bash("rmragas", "uv remove --dev ragas datasets", "Resolved 53 packages in 388ms\nUninstalled 44 packages in "
           "311ms\n - datasets==3.0.0\n - langchain-core==0.3.5\n - ragas==0.1.20")
    s.write("judge", "src/quillmark/evals/judge.py",
            '"""Our answer grader: one gpt-4o-mini call per answer, a fixed 0-3 rubric, JSON out."""\nfrom '
            '__future__ import annotations\n\nimport json\n\nfrom openai import OpenAI\n\nRUBRIC = """Grade the '
            'ANSWER to the QUESTION against the REFERENCE.\n3 = correct and cites the right handbook section\n'
            '2 = correct but the cited source is missing or wrong\n1 = partly correct\n0 = wrong or made up\n'
            'Reply as JSON: {"score": <0-3>, "why": "<one sentence>"}"""\n\n_client = OpenAI()\n\n\ndef grade_answer'
            '(question: str, answer: str, reference: str) -> int:\n    msg = f"QUESTION: {question}\\nANSWER: '
            '{answer}\\nREFERENCE: {reference}"\n    r = _client.chat.completions.create(\n        model="gpt-4o-mini", '
            'temperature=0, response_format={"type": "json_object"},\n        messages=[{"role": "system", "content": '
            'RUBRIC}, {"role": "user", "content": msg}],\n    )\n    return int(json.loads(r.choices[0].message.'
            'content)["score"])\n')
    s.bash("judgerun", "uv run python -m quillmark.evals.golden --k 5 --grade",
           "{\n  \"questions\": 120,\n  \"recall@5\": 0.817,\n  \"p50_retrieval_ms\": 10.9,\n  \"answer_score\": 2.41,\n"
           "  \"misses\": [\"g014\", \"g031\", \"g102\"]\n}\ngraded 120 answers in 1m 37s")
    s.prompt("renameplan", "Tidy-up before deploying: the retrieval code grew into a folder. Move "
             "src/quillmark/search/retrieval.py to src/quillmark/search/retriever.py, turn `search_chunks()` into a "
             "`Retriever` class with a `retrieve()` method, and version the API: POST /ask becomes POST /v1/answer "
             "(Priya's Slack shortcut will call that).")
    s.bash("gitmvret", "git mv src/quillmark/search/retrieval.py src/quillmark/search/retriever.py", "")
    s.write("retriever", "src/quillmark/search/retriever.py", RETRIEVER_PY)
    s.grep("grepsearch", "search_chunks|/ask", ["src/quillmark/app.py", "src/quillmark/evals/golden.py",
                                                  "tests/test_api.py", "README.md"])
    s.edit("routerename", "src/quillmark/app.py", '@app.post("/ask")\ndef ask(req: AskRequest) -> AskResponse:\n'
           '    hits = search_chunks(pool, embedder, req.question, k=settings.top_k)',
           '@app.post("/v1/answer")\ndef answer(req: AnswerRequest) -> AnswerResponse:\n'
           '    hits = services.retriever.retrieve(req.question)')
    s.bash("apifail", "uv run pytest -q", "......F.F.                                                     [100%]\n"
           "FAILED tests/test_api.py::test_answer_returns_sources - assert 404 == 200\n"
           "FAILED tests/test_api.py::test_empty_question_is_422 - assert 404 == 422\n2 failed, 8 passed in 2.03s",
           code=1)
    s.prompt("apiwhy", "The tests still post to /ask, which no longer exists: update them to /v1/answer. And tests "
             "must never call OpenAI or Ollama: use the FakeEmbedder and a canned answerer in conftest, always.")
    s.edit("apifix", "tests/test_api.py", 'r = client.post("/ask", json={"question": "How many days of leave?"})',
           'r = client.post("/v1/answer", json={"question": "How many days of leave?"})')
    s.bash("testok6", "uv run pytest -q", ok_tests(10, "1.97"))
    s.bash("commit6", "git add -A && git commit -m 'evals: own 0-3 judge instead of ragas; Retriever class; "
           "/ask -> /v1/answer (recall@5 0.817)'", "[main 7b40a19] evals: own 0-3 judge instead of ragas; Retriever "
           "class; /ask -> /v1/answer (recall@5 0.817)\n 11 files changed, 168 insertions(+), 97 deletions(-)\n "
           "rename src/quillmark/search/{retrieval.py => retriever.py} (61%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("deploy", "Deploy day. Hetzner Cloud, a CX22 in Falkenstein (2 vCPU, 4 GB), Ubuntu 24.04, Docker "
             "Compose with db, api, ollama and Caddy in front for TLS on ask.tallisrowe.com. Caddy config goes "
             "with the rest of the deployment files in deploy/, and rename docker-compose.yml to compose.yaml.")
    s.bash("hcloud", "hcloud server create --name qm-prod-1 --type cx22 --image ubuntu-24.04 --location fsn1 "
           "--ssh-key jonas-laptop", "Waiting for create_server 100% 11s\nServer 53918207 created\nIPv4: 116.203.87.41\n"
           "IPv6: 2a01:4f8:c012:8a1f::/64")
    s.write("caddyroot", "Caddyfile", CADDYFILE)
    s.bash("gitmvcaddy", "mkdir -p deploy && git mv Caddyfile deploy/Caddyfile && git mv docker-compose.yml "
           "compose.yaml && git status --short", "R  Caddyfile -> deploy/Caddyfile\nR  docker-compose.yml -> compose.yaml")
    s.edit("composeprod", "compose.yaml", "volumes:\n  pgdata:",
           "  ollama:\n    image: ollama/ollama:0.3.12\n    volumes:\n      - ollama:/root/.ollama\n\n"
           "  caddy:\n    image: caddy:2.8\n    ports:\n      - \"80:80\"\n      - \"443:443\"\n    volumes:\n"
           "      - ./deploy/Caddyfile:/etc/caddy/Caddyfile:ro\n      - caddy_data:/data\n\n"
           "volumes:\n  pgdata:\n  ollama:\n  caddy_data:")
    s.bash("tlsfail", "ssh root@116.203.87.41 'cd /opt/quillmark && docker compose up -d && sleep 20 && docker "
           "compose logs caddy | tail -3'",
           "{\"level\":\"error\",\"logger\":\"tls.obtain\",\"msg\":\"could not get certificate from issuer\","
           "\"identifier\":\"ask.tallisrowe.com\",\"issuer\":\"acme-v02.api.letsencrypt.org-directory\",\"error\":"
           "\"HTTP 400 urn:ietf:params:acme:error:dns - DNS problem: NXDOMAIN looking up A for ask.tallisrowe.com\"}")
    s.prompt("dnsfix", "The A record doesn't exist yet, Hamid from IT only creates DNS entries on request. I asked "
             "him, he added ask.tallisrowe.com -> 116.203.87.41 with TTL 300. Restart caddy in ten minutes.")
    s.bash("tlsok", "ssh root@116.203.87.41 'cd /opt/quillmark && docker compose restart caddy && sleep 15 && curl "
           "-s https://ask.tallisrowe.com/health'", " Container quillmark-caddy-1  Started\n{\"ok\":true}")
    s.bash("oom", "ssh root@116.203.87.41 'cd /opt/quillmark && docker compose run --rm api quillmark ingest "
           "/data/handbook; dmesg | tail -2'", "chunked -> 9,862 chunks (400 tokens, overlap 50)\nembedding with "
           "nomic-embed-text: 12 batches of 32\nhttpx.RemoteProtocolError: Server disconnected without sending a "
           "response.\n[ 1482.113] Out of memory: Killed process 21877 (ollama_llama_se) total-vm:5123412kB, "
           "anon-rss:2874132kB\n[ 1482.119] oom_reaper: reaped process 21877 (ollama_llama_se)", code=1)
    s.prompt("oomfix", "4 GB is not enough with Postgres, the API and Ollama on one box. Resize to a CX32 (4 vCPU, "
             "8 GB); it's 6.80 EUR a month instead of 4.51, fine.")
    s.bash("resize", "hcloud server poweroff qm-prod-1 && hcloud server change-type qm-prod-1 cx32 --keep-disk && "
           "hcloud server poweron qm-prod-1", "Server 53918207 stopped\nServer 53918207 changed to type cx32\n"
           "Server 53918207 started")
    s.bash("ingestprod", "ssh root@116.203.87.41 'cd /opt/quillmark && docker compose run --rm api quillmark ingest "
           "/data/handbook'", "parsed 412 documents -> 3,904 sections\nchunked -> 9,862 chunks (400 tokens, overlap "
           "50)\nembedding with nomic-embed-text: 309 batches of 32\ninserted 9,862 chunks in 17m 03s")
    s.prompt("deployrule", "Deploys only via `make deploy` from a clean main (it rsyncs, runs migrations and "
             "restarts api). Never edit files on the server by hand.")
    s.write("makefile", "Makefile", "HOST := root@116.203.87.41\n\n.PHONY: test lint eval deploy\n\ntest:\n\tuv run "
            "pytest -q\n\nlint:\n\tuv run ruff check . && uv run ruff format --check .\n\neval:\n\tuv run python -m "
            "quillmark.evals.golden --k 5 --grade\n\ndeploy: lint test\n\tgit diff --quiet && test \"$$(git "
            "branch --show-current)\" = main\n\trsync -az --delete --exclude data/ --exclude .venv/ ./ "
            "$(HOST):/opt/quillmark/\n\tssh $(HOST) 'cd /opt/quillmark && docker compose run --rm api alembic "
            "upgrade head && docker compose up -d --build api'\n")
    s.remember("memdeploy", "quillmark production: Hetzner Cloud CX32 'qm-prod-1' in Falkenstein (fsn1), IPv4 "
               "116.203.87.41, Ubuntu 24.04, /opt/quillmark, Docker Compose (db, api, ollama, caddy). Public at "
               "https://ask.tallisrowe.com (DNS A record by Hamid in IT). Deploy with `make deploy` from a clean main "
               "only. Started as CX22, resized on 21 September after Ollama was OOM-killed.",
               "quillmark production server", "fact")
    s.bash("commit7", "git add -A && git commit -m 'deploy: compose.yaml with ollama + caddy, deploy/Caddyfile, make "
           "deploy'", "[main d51a6f8] deploy: compose.yaml with ollama + caddy, deploy/Caddyfile, make deploy\n 5 files "
           "changed, 63 insertions(+), 2 deletions(-)\n rename Caddyfile => deploy/Caddyfile (100%)\n rename "
           "docker-compose.yml => compose.yaml (71%)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("launch", "Today's the day: Priya opens quillmark to the People Ops team this afternoon (14 people) as "
             "the first users, the rest of the company later if it holds up. Before that: log every question with "
             "the answer, sources, latency and a thumbs up/down, so we can see what fails. But never store names or "
             "emails in that log: hash the Slack user id.")
    s.write("qlog", "migrations/versions/0005_question_log.py",
            '"""question_log: what was asked, what we answered, how it was rated."""\nfrom alembic import op\n\n'
            'revision = "0005"\ndown_revision = "0004"\n\n\ndef upgrade() -> None:\n    op.execute("""\n    CREATE '
            'TABLE question_log (\n        id bigserial PRIMARY KEY,\n        asked_at timestamptz NOT NULL DEFAULT '
            'now(),\n        user_hash text NOT NULL,\n        question text NOT NULL,\n        answer text NOT NULL,\n'
            '        sources jsonb NOT NULL,\n        latency_ms int NOT NULL,\n        rating smallint\n    )\n'
            '    """)\n')
    s.edit("feedback", "src/quillmark/app.py", '@app.get("/health")',
           '@app.post("/v1/feedback")\ndef feedback(req: FeedbackRequest) -> dict:\n    services.log.rate(req.log_id, '
           'req.rating)\n    return {"ok": True}\n\n\n@app.get("/health")')
    s.bash("fbfail", "uv run pytest -q tests/test_api.py", "........F                                     [100%]\n"
           "FAILED tests/test_api.py::test_feedback_thumbs_down - assert 422 == 200\n  {'detail': [{'type': "
           "'int_parsing', 'loc': ['body', 'rating'], 'msg': 'Input should be a valid integer', 'input': 'down'}]}\n"
           "1 failed, 8 passed in 1.88s", code=1)
    s.prompt("fbwhy", "The Slack shortcut sends rating as \"up\"/\"down\", our model wants an int. Accept "
             "Literal['up', 'down'] and map to 1/-1 when storing.")
    s.edit("fbfix", "src/quillmark/api/models.py", "class FeedbackRequest(BaseModel):\n    log_id: int\n    "
           "rating: int", "class FeedbackRequest(BaseModel):\n    log_id: int\n    rating: Literal[\"up\", \"down\"]")
    s.bash("testok8", "uv run pytest -q", ok_tests(13, "2.11"))
    s.bash("deploy8", "make deploy", "uv run ruff check . && uv run ruff format --check .\nAll checks passed!\n"
           "uv run pytest -q\n13 passed in 2.09s\nrsync -az --delete --exclude data/ --exclude .venv/ ./ "
           "root@116.203.87.41:/opt/quillmark/\nINFO  [alembic.runtime.migration] Running upgrade 0004 -> 0005, "
           "question_log\n Container quillmark-api-1  Started")
    s.bash("smoke", "curl -s -X POST https://ask.tallisrowe.com/v1/answer -H 'content-type: application/json' -d "
           "'{\"question\": \"How many days of paid parental leave do fathers get?\"}' | jq '.answer, .sources[0]'",
           "\"Partners get 4 weeks of fully paid parental leave, to be taken within 6 months of the birth or "
           "adoption (Leave policy, Parental leave).\"\n{\n  \"document\": \"leave/parental-leave.md\",\n  "
           "\"section\": \"Leave > Parental leave > Partners\"\n}")
    s.remember("memlaunch", "quillmark launched to its first users on Thursday 23 September 2027: the People Ops team "
               "(14 people, Priya Natarajan's team) through the Slack shortcut calling POST /v1/answer. Questions are "
               "logged in question_log with a hashed Slack user id (never names or emails) and thumbs up/down via "
               "POST /v1/feedback. Company-wide rollout depends on how the first weeks go.",
               "quillmark launch to People Ops", "event")
    s.bash("commit8", "git add -A && git commit -m 'question log with hashed users, /v1/feedback; launch to People "
           "Ops'", "[main e2a9c70] question log with hashed users, /v1/feedback; launch to People Ops\n 6 files "
           "changed, 121 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Incident: Priya says this morning from about 8:40 the first questions of the day took "
             "forever and several got 'Something went wrong' in Slack. Look at the logs on qm-prod-1.")
    s.bash("caddy504", "ssh root@116.203.87.41 'cd /opt/quillmark && docker compose logs --since 3h caddy | grep "
           "\" 50\" | head -3'", "{\"ts\":\"2027-09-27T08:41:07Z\",\"request\":{\"uri\":\"/v1/answer\"},\"status\":"
           "504,\"duration\":60.0}\n{\"ts\":\"2027-09-27T08:41:52Z\",\"request\":{\"uri\":\"/v1/answer\"},\"status\":"
           "504,\"duration\":60.0}\n{\"ts\":\"2027-09-27T08:43:30Z\",\"request\":{\"uri\":\"/v1/answer\"},"
           "\"status\":502,\"duration\":58.7}")
    s.bash("timeout2", "ssh root@116.203.87.41 'cd /opt/quillmark && docker compose logs --since 3h api | grep -B2 "
           "Timeout | head -8'", "api-1  | ERROR quillmark.app POST /v1/answer failed after 60.02 s\n"
           "api-1  | Traceback (most recent call last):\napi-1  |   File \"/app/src/quillmark/embed.py\", line 21, "
           "in _embed\napi-1  | httpx.ReadTimeout: timed out")
    s.bash("ollamalog", "ssh root@116.203.87.41 'cd /opt/quillmark && docker compose logs --since 14h ollama | "
           "grep -E \"unload|loading|load\" | tail -4'",
           "ollama-1  | time=2027-09-26T17:12:40Z level=INFO msg=\"model unloaded\" model=nomic-embed-text "
           "reason=\"keep_alive expired\"\nollama-1  | time=2027-09-27T08:40:58Z level=INFO msg=\"loading model\" "
           "model=nomic-embed-text\nollama-1  | time=2027-09-27T08:42:01Z level=INFO msg=\"llama runner started in "
           "63.12 seconds\"")
    s.prompt("timeoutwhy2", "Another ReadTimeout in the embedder, but not the batch size this time: a single query "
             "timed out. Ollama unloads a model after 5 minutes idle (keep_alive), so after the quiet weekend "
             "evening the first question had to wait for nomic-embed-text to load, and with the CX32's slow disk "
             "that took 63 s, more than our 60 s timeout and Caddy's. Keep the model loaded and warm it up.")
    s.edit("keepalive", "compose.yaml", "  ollama:\n    image: ollama/ollama:0.3.12",
           "  ollama:\n    image: ollama/ollama:0.3.12\n    environment:\n      OLLAMA_KEEP_ALIVE: \"-1\"  # never unload "
           "the embedding model (cold load took 63 s on 27 Sep)")
    s.edit("warmup", "src/quillmark/app.py", "    check_embedding_dims(pool, embedder)",
           "    check_embedding_dims(pool, embedder)  # also loads the model in Ollama: the first user never waits")
    s.lesson("lesson4", "A ReadTimeout on a single query to Ollama after idle hours is the model cold-loading "
             "(keep_alive 5 min by default), not a slow batch: set OLLAMA_KEEP_ALIVE=-1 and embed one string at "
             "startup.", "quillmark incident on 27 September: 504s on the first questions of the morning")
    s.bash("deploy9", "make deploy", "All checks passed!\n13 passed in 2.14s\n Container quillmark-ollama-1  "
           "Recreated\n Container quillmark-api-1  Started")
    s.bash("verify9", "ssh root@116.203.87.41 'docker exec quillmark-ollama-1 ollama ps'",
           "NAME                       ID              SIZE      PROCESSOR    UNTIL\nnomic-embed-text:latest    "
           "0a109f422b47    370 MB    100% CPU     Forever")
    s.prompt("postmortem", "Write a short incident note in docs/incidents/2027-09-27.md: 08:40-09:25, about 11 "
             "failed questions, cause, fix. Priya will forward it.")
    s.write("incnote", "docs/incidents/2027-09-27.md",
            "# 27 September 2027: slow and failed answers in the morning\n\n- **When:** 08:40-09:25 UTC\n"
            "- **Impact:** 11 questions from People Ops failed with a 504 or took over a minute.\n- **Cause:** Ollama "
            "had unloaded the embedding model after 5 idle minutes (default keep_alive); loading it again took "
            "63 s, longer than our 60 s embed timeout and Caddy's read timeout.\n- **Fix:** OLLAMA_KEEP_ALIVE=-1 and a "
            "warm-up embedding when the API starts (deployed 09:25).\n- **Not the cause:** the 15 September timeouts "
            "were batches of 256 during ingest, a different problem.\n")
    s.bash("commit9", "git add -A && git commit -m 'ops: keep the embedding model loaded, warm up at start; incident "
           "note 2027-09-27'", "[main 0f8b3d6] ops: keep the embedding model loaded, warm up at start; incident note "
           "2027-09-27\n 3 files changed, 21 insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("review", "Heads-up: tomorrow at 14:00 is the review with Priya and Tomasz Kral (IT security) that "
             "decides whether quillmark goes company-wide. They want numbers: golden-set results, answer scores, "
             "and what People Ops asked in the first days. Get me that today.")
    s.bash("logstats", "ssh root@116.203.87.41 \"docker exec quillmark-db-1 psql -U quillmark -tAc \\\"select "
           "count(*), round(avg(latency_ms)), count(*) filter (where rating=1), count(*) filter (where rating=-1) "
           "from question_log\\\"\"", "187|1430|61|9")
    s.bash("evalreview", "make eval", "uv run python -m quillmark.evals.golden --k 5 --grade\n{\n  \"questions\": 120,\n"
           "  \"recall@5\": 0.817,\n  \"p50_retrieval_ms\": 10.7,\n  \"answer_score\": 2.47,\n  \"misses\": "
           "[\"g014\", \"g031\", \"g102\"]\n}")
    s.bash("downvotes", "ssh root@116.203.87.41 \"docker exec quillmark-db-1 psql -U quillmark -tAc \\\"select "
           "question from question_log where rating=-1 limit 4\\\"\"",
           "Can I carry over unused holiday into next year?\nWhat is the mileage rate for my own car?\nDo I get "
           "paid for on-call weekends?\nIs the Christmas party a taxable benefit?")
    s.prompt("stale", "Two of those downvotes (holiday carry-over, mileage rate) quote the 2025 leave policy and the "
             "old mileage rate. Priya says the wiki export still has the archived 2025 versions next to the current "
             "ones. Exclude anything under data/handbook/archive/ at ingest, and mark those documents archived.")
    s.edit("archivefix", "src/quillmark/ingest/scan.py", "    for path in sorted(root.rglob(\"*\")):",
           "    for path in sorted(root.rglob(\"*\")):\n        if \"archive\" in path.relative_to(root).parts:\n"
           "            continue  # superseded policy versions answer with old numbers")
    s.bash("archivecount", "uv run quillmark ingest data/handbook --rebuild",
           "skipped 37 documents under archive/\nparsed 375 documents -> 3,512 sections\nchunked -> 8,941 chunks "
           "(400 tokens, overlap 50)\ninserted 8,941 chunks in 10m 37s")
    s.bash("evalarchive", "make eval", "{\n  \"questions\": 120,\n  \"recall@5\": 0.842,\n  \"p50_retrieval_ms\": "
           "10.2,\n  \"answer_score\": 2.58,\n  \"misses\": [\"g031\", \"g102\"]\n}")
    s.write("reviewdoc", "docs/review-2027-09-29.md",
            "# quillmark review, 29 September 2027, 14:00\n\nWith Priya Natarajan (People Ops) and Tomasz Kral (IT "
            "security).\n\n## Numbers\n- Golden set (120 questions): recall@5 0.842, answer score 2.58 / 3\n- First "
            "days with People Ops (23-28 Sep): 187 questions, 61 thumbs up, 9 thumbs down, mean latency 1.4 s\n"
            "- One incident (27 Sep, 08:40-09:25, cold model load), fixed\n\n## Asks\n- Go company-wide\n- Keep "
            "the question log for 30 days\n")
    s.bash("commit10", "git add -A && git commit -m 'ingest: skip archived policy versions; review numbers "
           "(recall@5 0.842)'", "[main 5ac21e9] ingest: skip archived policy versions; review numbers (recall@5 "
           "0.842)\n 3 files changed, 38 insertions(+), 1 deletion(-)")
    s.bash("deploy10", "make deploy", "All checks passed!\n14 passed in 2.20s\n Container quillmark-api-1  Started")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("outcome", "Review went well. Decisions: quillmark goes to all staff on Monday 11 October. Tomasz's "
             "conditions: question_log rows are deleted after 30 days, the OpenAI key gets its own project with a "
             "monthly budget cap of 50 USD, and Caddy only answers from the office IP range and the VPN "
             "(185.17.204.0/24). Priya wants every answer to end with links to the handbook sections it used.")
    s.write("retention", "src/quillmark/jobs/retention.py",
            '"""Deletes question_log rows older than 30 days (IT security condition of the 29 September review)."""\n'
            'from psycopg_pool import ConnectionPool\n\nRETENTION_DAYS = 30\n\n\ndef purge(pool: ConnectionPool) -> '
            'int:\n    with pool.connection() as conn:\n        cur = conn.execute(\n            "DELETE FROM '
            'question_log WHERE asked_at < now() - make_interval(days => %s)", (RETENTION_DAYS,)\n        )\n'
            '        return cur.rowcount\n')
    s.edit("ipallow", "deploy/Caddyfile", "ask.tallisrowe.com {\n\tencode zstd gzip",
           "ask.tallisrowe.com {\n\t@outside not remote_ip 185.17.204.0/24 10.8.0.0/16\n\trespond @outside 403\n"
           "\tencode zstd gzip")
    s.edit("citations", "src/quillmark/answer.py", "    return Answer(text=completion, sources=sources)",
           "    links = \"\\n\".join(f\"- {s['section']}: {HANDBOOK_URL}/{s['document']}\" for s in sources)\n"
           "    return Answer(text=f\"{completion}\\n\\nSources:\\n{links}\", sources=sources)")
    s.bash("testok11", "uv run pytest -q", ok_tests(16, "2.31"))
    s.bash("cron", "ssh root@116.203.87.41 'crontab -l'", "15 3 * * * cd /opt/quillmark && docker compose run --rm "
           "api python -m quillmark.jobs.retention >> /var/log/quillmark-retention.log 2>&1")
    s.remember("memrollout", "Outcome of the 29 September 2027 review (Priya Natarajan, Tomasz Kral): quillmark opens "
               "to all Tallis & Rowe staff on Monday 11 October. Conditions: question_log purged after 30 days "
               "(nightly job 03:15), OpenAI answer calls in a separate project capped at 50 USD/month, Caddy only "
               "allows the office range 185.17.204.0/24 and the VPN 10.8.0.0/16; answers end with links to the "
               "handbook sections used.", "company-wide rollout and its conditions", "decision")
    s.bash("deploy11", "make deploy", "All checks passed!\n16 passed in 2.28s\n Container quillmark-caddy-1  "
           "Restarted\n Container quillmark-api-1  Started")
    s.bash("commit11", "git add -A && git commit -m 'rollout conditions: 30-day log retention, office/VPN allow-list, "
           "source links in answers'", "[main 8d7e2b4] rollout conditions: 30-day log retention, office/VPN "
           "allow-list, source links in answers\n 5 files changed, 52 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-09-06T09:05:00", "7a1c0e52-3d41-4b2e-8f06-a1b2c3d43401", s1),    # Mon
    ("s2", "2027-09-08T10:10:00", "8b2d1f63-4e52-4c3f-9017-b2c3d4e53402", s2),    # Wed
    ("s3", "2027-09-10T13:20:00", "9c3e2074-5f63-4d40-a128-c3d4e5f63403", s3),    # Fri
    ("s4", "2027-09-13T09:30:00", "ad4f3185-6074-4e51-b239-d4e5f6073404", s4),    # Mon
    ("s5", "2027-09-15T14:00:00", "be504296-7185-4f62-c34a-e5f607183405", s5),    # Wed
    ("s6", "2027-09-17T10:00:00", "cf6153a7-8296-4073-d45b-f60718293406", s6),    # Fri
    ("s7", "2027-09-21T09:15:00", "d07264b8-93a7-4184-e56c-07182a3a3407", s7),    # Tue
    ("s8", "2027-09-23T11:00:00", "e18375c9-a4b8-4295-f67d-18293b4b3408", s8),    # Thu
    ("s9", "2027-09-27T09:00:00", "f29486da-b5c9-43a6-078e-293a4c5c3409", s9),    # Mon
    ("s10", "2027-09-28T10:30:00", "03a597eb-c6da-44b7-189f-3a4b5d6d3410", s10),  # Tue
    ("s11", "2027-09-29T16:30:00", "14b6a8fc-d7eb-45c8-29a0-4b5c6e7e3411", s11),  # Wed
]

#: When the questions are asked: Monday morning after the last session (a Wednesday).
ASKED_AT = "2027-10-04T08:30:00Z"
