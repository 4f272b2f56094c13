"""Writes history.json and questions.json: a coding agent's work on `berthbook`, a .NET 8 booking backend
(ASP.NET Core minimal APIs, EF Core on PostgreSQL, xUnit) for a group of three Croatian marinas, over
ten sessions from 26 April to 20 May 2027.

    python bench/agentdev12/build.py       # rewrites bench/agentdev12/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.projmv") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/nina/src/berthbook"
TRANSCRIPTS = "/home/nina/.claude/projects/-home-nina-src-berthbook"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "berthbook", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
