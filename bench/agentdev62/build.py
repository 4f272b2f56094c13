"""Writes history.json and questions.json: a coding agent's work on `tablehold`, a Discord bot in TypeScript for
a tabletop-gaming club (discord.js v14 slash commands and buttons, session scheduling with reminders, Prisma over
SQLite then PostgreSQL, vitest, pnpm, a Docker image on Railway, GitHub Actions), over eleven sessions from 2 to
30 November 2028.

    python bench/agentdev62/build.py      # rewrites bench/agentdev62/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmvrem") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/ellie/dev/tablehold"
TRANSCRIPTS = "/home/ellie/.claude/projects/-home-ellie-dev-tablehold"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "tablehold", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
