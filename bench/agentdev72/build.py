"""Writes history.json and questions.json: a coding agent's work on `moorline`, a Swift on Server API for a
sailing club's mooring bookings (Vapor 4, Fluent on PostgreSQL, Redis queues, APNs pushes through APNSwift,
XCTest; Fly.io, then a Hetzner box with Docker Compose; GitHub Actions), over eleven sessions from 2 April to
2 May 2029.

    python bench/agentdev72/build.py      # rewrites bench/agentdev72/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s5.gitmv") that questions.json names as gold; the story is in README.md.
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

CWD = "/Users/oskar/src/moorline"
TRANSCRIPTS = "/Users/oskar/.claude/projects/-Users-oskar-src-moorline"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "moorline", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
