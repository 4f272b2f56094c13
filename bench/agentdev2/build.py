"""Writes history.json and questions.json: a coding agent's work on `roomly`, a TypeScript
(Node, Fastify, PostgreSQL with Kysely) booking API for a coworking space's meeting rooms, over
eleven sessions from 7 April to 1 May 2026.

    python bench/agentdev2/build.py       # rewrites bench/agentdev2/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with bench/agentdev). Each item carries a
`marker` ("s5.renamefn") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/jonas/src/roomly"
TRANSCRIPTS = "/home/jonas/.claude/projects/-home-jonas-src-roomly"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "roomly", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
