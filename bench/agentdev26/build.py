"""Writes history.json and questions.json: a coding agent's work on `gelenkig`, an Nx monorepo (Angular 18
admin frontend, NestJS API with TypeORM on PostgreSQL) that schedules three Austrian physiotherapy clinics,
over ten sessions from 4 to 29 October 2027.

    python bench/agentdev26/build.py       # rewrites bench/agentdev26/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s8.relfix2") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/katrin/src/gelenkig"
TRANSCRIPTS = "/home/katrin/.claude/projects/-home-katrin-src-gelenkig"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "gelenkig", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
