"""Writes history.json and questions.json: a coding agent's work on `quillmark`, a retrieval-augmented
Q&A service over a company's staff handbook (FastAPI, PostgreSQL + pgvector, OpenAI then Ollama
embeddings, a golden-set evaluation, Docker Compose on a Hetzner VM behind Caddy), over eleven
sessions from 6 to 29 September 2027.

    python bench/agentdev34/build.py      # rewrites bench/agentdev34/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.gitmvcaddy") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/jonas/src/quillmark"
TRANSCRIPTS = "/home/jonas/.claude/projects/-home-jonas-src-quillmark"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "quillmark", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
