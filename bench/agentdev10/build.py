"""Writes history.json and questions.json: a coding agent's work on `chanterelle`, a native iOS app
(Swift, SwiftUI, SwiftData, fastlane) in which a mycological society's members log their mushroom
finds, over ten sessions from 7 September to 1 October 2027.

    python bench/agentdev10/build.py       # rewrites bench/agentdev10/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s8.renamefile") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/Users/priya/dev/chanterelle"
TRANSCRIPTS = "/Users/priya/.claude/projects/-Users-priya-dev-chanterelle"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "chanterelle", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
