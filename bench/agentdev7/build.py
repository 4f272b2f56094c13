"""Writes history.json and questions.json: a coding agent's work on `kilnlog`, a Rails 7.2 app (Hotwire,
PostgreSQL, RSpec) where the members of a shared pottery studio in Utrecht book shelf space in kiln
firings, deployed with Kamal on a Hetzner VM, over ten sessions from 2 to 26 November 2026.

    python bench/agentdev7/build.py       # rewrites bench/agentdev7/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.renameplan") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/sanne/src/kilnlog"
TRANSCRIPTS = "/home/sanne/.claude/projects/-home-sanne-src-kilnlog"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "kilnlog", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
