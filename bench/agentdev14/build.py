"""Writes history.json and questions.json: a coding agent's work on `berthly`, a Next.js (App Router)
web app on Vercel where sailors book guest berths in small Portuguese and Galician harbours, over
ten sessions from 11 October to 4 November 2027.

    python bench/agentdev14/build.py       # rewrites bench/agentdev14/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.moved") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/marta/code/berthly"
TRANSCRIPTS = "/home/marta/.claude/projects/-home-marta-code-berthly"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "berthly", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
