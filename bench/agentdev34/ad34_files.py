"""Whole files the agent reads or writes in the quillmark history (bench/agentdev34/sessions.py)."""
from __future__ import annotations

PYPROJECT = """[project]
name = "quillmark"
version = "0.1.0"
description = "Ask the Tallis & Rowe staff handbook: retrieval-augmented answers with sources"
readme = "README.md"
requires-python = ">=3.12"
dependencies = [
    "fastapi>=0.115",
    "uvicorn[standard]>=0.30",
    "psycopg[binary,pool]>=3.2",
    "pgvector>=0.3.2",
    "pydantic-settings>=2.4",
    "openai>=1.45",
    "httpx>=0.27",
    "markdown-it-py>=3.0",
    "pypdf>=4.3",
    "tiktoken>=0.7",
    "alembic>=1.13",
]

[dependency-groups]
dev = [
    "pytest>=8.3",
    "pytest-asyncio>=0.24",
    "ruff>=0.6",
]

[project.scripts]
quillmark = "quillmark.cli:main"

[tool.ruff]
line-length = 110
target-version = "py312"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP"]

[tool.pytest.ini_options]
testpaths = ["tests"]
asyncio_mode = "auto"
"""

CONFIG_PY = '''"""Settings for quillmark, read once from the environment (and .env in development)."""
from __future__ import annotations

from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Everything configurable lives here; nothing else reads os.environ."""

    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str = Field(
        "postgresql://quillmark:quillmark@localhost:5433/quillmark", alias="QM_DATABASE_URL"
    )
    openai_api_key: str = Field("", alias="OPENAI_API_KEY")
    embedding_model: str = Field("text-embedding-3-small", alias="EMBEDDING_MODEL")
    embedding_dims: int = 1536
    answer_model: str = Field("gpt-4o-mini", alias="QM_ANSWER_MODEL")

    chunk_tokens: int = 800
    chunk_overlap: int = 100
    top_k: int = 6
    handbook_dir: str = "data/handbook"

    log_level: str = "INFO"


@lru_cache
def get_settings() -> Settings:
    """One Settings per process (tests clear the cache to override)."""
    return Settings()
'''

CHUNKER_PY = '''"""Splits parsed handbook sections into overlapping token windows for embedding."""
from __future__ import annotations

from dataclasses import dataclass

import tiktoken

_ENC = tiktoken.get_encoding("cl100k_base")


@dataclass(frozen=True)
class Section:
    doc_path: str
    heading: str
    text: str


@dataclass(frozen=True)
class Chunk:
    doc_path: str
    heading: str
    ordinal: int
    text: str
    n_tokens: int


def _windows(tokens: list[int], size: int, overlap: int) -> list[tuple[int, int]]:
    """Start/end offsets of windows of `size` tokens, each sharing `overlap` tokens with the previous."""
    if size <= overlap:
        raise ValueError(f"chunk size {size} must be larger than overlap {overlap}")
    spans, start = [], 0
    while start < len(tokens):
        end = min(start + size, len(tokens))
        spans.append((start, end))
        if end == len(tokens):
            break
        start = end - overlap + 1
    return spans


def chunk_section(section: Section, size: int, overlap: int) -> list[Chunk]:
    """One section -> its chunks; the heading is prefixed so a chunk stands on its own."""
    tokens = _ENC.encode(section.text)
    out = []
    for i, (a, b) in enumerate(_windows(tokens, size, overlap)):
        body = _ENC.decode(tokens[a:b]).strip()
        text = f"{section.heading}\\n\\n{body}" if section.heading else body
        out.append(Chunk(section.doc_path, section.heading, i, text, b - a))
    return out


def chunk_all(sections: list[Section], size: int, overlap: int) -> list[Chunk]:
    chunks: list[Chunk] = []
    for s in sections:
        chunks.extend(chunk_section(s, size, overlap))
    return chunks
'''

COMPOSE_YML = """services:
  db:
    image: pgvector/pgvector:pg16
    environment:
      POSTGRES_USER: quillmark
      POSTGRES_PASSWORD: quillmark
      POSTGRES_DB: quillmark
    ports:
      - "5433:5432"
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U quillmark"]
      interval: 5s
      retries: 10

  api:
    build: .
    env_file: .env
    environment:
      QM_DATABASE_URL: postgresql://quillmark:quillmark@db:5432/quillmark
    depends_on:
      db:
        condition: service_healthy
    ports:
      - "8000:8000"

volumes:
  pgdata:
"""

RETRIEVER_PY = '''"""Nearest chunks for a question: embed it, ask pgvector, return chunks with their sources."""
from __future__ import annotations

from dataclasses import dataclass

from psycopg_pool import ConnectionPool

from quillmark.config import Settings
from quillmark.embed import Embedder


@dataclass(frozen=True)
class Hit:
    chunk_id: int
    doc_path: str
    heading: str
    text: str
    distance: float


_SQL = """
SELECT c.id, d.path, c.heading, c.text, c.embedding <=> %(q)s AS distance
FROM chunks c JOIN documents d ON d.id = c.document_id
WHERE d.archived = false
ORDER BY c.embedding <=> %(q)s
LIMIT %(k)s
"""


class Retriever:
    """Wraps the pool and the embedder; one instance per app."""

    def __init__(self, pool: ConnectionPool, embedder: Embedder, settings: Settings):
        self.pool, self.embedder, self.settings = pool, embedder, settings

    def retrieve(self, question: str, k: int | None = None) -> list[Hit]:
        """The k chunks closest (cosine) to the question, best first."""
        vec = self.embedder.embed_query(question)
        if len(vec) != self.settings.embed_dims:
            raise RuntimeError(
                f"query embedding has {len(vec)} dims, index expects {self.settings.embed_dims}"
            )
        with self.pool.connection() as conn:
            conn.execute("SET LOCAL hnsw.ef_search = 40")
            rows = conn.execute(_SQL, {"q": vec, "k": k or self.settings.top_k}).fetchall()
        return [Hit(*row) for row in rows]

    def sources(self, hits: list[Hit]) -> list[dict]:
        """Deduplicated (document, heading) pairs for the answer's citation list."""
        seen, out = set(), []
        for h in hits:
            key = (h.doc_path, h.heading)
            if key not in seen:
                seen.add(key)
                out.append({"document": h.doc_path, "section": h.heading})
        return out
'''

EVAL_PY = '''"""The golden-set evaluation: recall@k of the retriever and graded answers.

    uv run python -m quillmark.evals.golden --k 5 [--grade] [--limit N]

golden.jsonl holds Priya's questions, each with the handbook sections that answer it.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from quillmark.app import build_services
from quillmark.evals.judge import grade_answer

GOLDEN = Path(__file__).with_name("golden.jsonl")


def load_golden(limit: int | None = None) -> list[dict]:
    rows = [json.loads(line) for line in GOLDEN.read_text().splitlines() if line.strip()]
    return rows[:limit] if limit else rows


def recall_at_k(hits: list, expected: list[str], k: int) -> float:
    """Share of the expected sections found in the top k hits."""
    got = {f"{h.doc_path}#{h.heading}" for h in hits[:k]}
    return sum(e in got for e in expected) / len(expected)


def run(k: int, grade: bool, limit: int | None) -> dict:
    svc = build_services()
    rows = load_golden(limit)
    recalls, grades, latencies = [], [], []
    misses = []
    for row in rows:
        t0 = time.perf_counter()
        hits = svc.retriever.retrieve(row["question"], k=k)
        latencies.append(time.perf_counter() - t0)
        r = recall_at_k(hits, row["expected"], k)
        recalls.append(r)
        if r == 0:
            misses.append(row["id"])
        if grade:
            answer = svc.answerer.answer(row["question"], hits)
            grades.append(grade_answer(row["question"], answer.text, row["reference"]))
    report = {
        "questions": len(rows),
        f"recall@{k}": round(statistics.mean(recalls), 3),
        "p50_retrieval_ms": round(1000 * statistics.median(latencies), 1),
        "misses": misses,
    }
    if grade:
        report["answer_score"] = round(statistics.mean(grades), 2)
    return report


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--k", type=int, default=5)
    p.add_argument("--grade", action="store_true")
    p.add_argument("--limit", type=int)
    args = p.parse_args()
    print(json.dumps(run(args.k, args.grade, args.limit), indent=2))


if __name__ == "__main__":
    main()
'''

CADDYFILE = """ask.tallisrowe.com {
\tencode zstd gzip
\treverse_proxy api:8000 {
\t\ttransport http {
\t\t\tread_timeout 60s
\t\t}
\t}
\tlog {
\t\toutput file /data/access.log
\t\tformat json
\t}
}
"""
