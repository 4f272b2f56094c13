"""Writes history.json and questions.json: a coding agent's work on `streakling`, a Flutter 3 / Dart habit-tracker
app (Riverpod, Drift on SQLite with schema migrations, Firebase Auth and Cloud Messaging, alchemist goldens,
Codemagic CI, TestFlight and Play internal releases, App Store review), over eleven sessions from 3 to 28 May 2027.

    python bench/agentdev44/build.py      # rewrites bench/agentdev44/history.json and questions.json

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

CWD = "/home/mara/src/streakling"
TRANSCRIPTS = "/home/mara/.claude/projects/-home-mara-src-streakling"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "streakling", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
