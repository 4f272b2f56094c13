"""Writes history.json and questions.json: a coding agent's work on `routewise`, the dispatch backend of a bicycle
courier company in Ghent (Kotlin, Ktor 3, Exposed on PostgreSQL, Koin, kotest, Gradle Kotlin DSL, Firebase Cloud
Messaging pushes, an htmx admin board; Railway, then a Scaleway VM with Docker Compose), over eleven sessions from
9 April to 10 May 2029.

    python bench/agentdev66/build.py      # rewrites bench/agentdev66/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmvpush") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/wout/src/routewise"
TRANSCRIPTS = "/home/wout/.claude/projects/-home-wout-src-routewise"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "routewise", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
