"""Writes history.json and questions.json: a coding agent's work on `tripstitch`, a group-trip planning API
(Node 22 + TypeScript, Fastify 5, Drizzle ORM on PostgreSQL, BullMQ workers on Redis for itinerary emails, Zod,
Vitest, pnpm, Docker; AWS ECS Fargate, then Render), over eleven sessions from 5 to 29 March 2029.

    python bench/agentdev69/build.py      # rewrites bench/agentdev69/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmv") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/maren/code/tripstitch"
TRANSCRIPTS = "/home/maren/.claude/projects/-home-maren-code-tripstitch"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "tripstitch", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
