"""Writes history.json and questions.json: a coding agent's work on `tallyho`, a Go CLI that syncs time entries
from a local SQLite file to Harvest and Toggl Track (cobra + viper, goreleaser, Homebrew tap, .deb), over ten
sessions from 25 October to 17 November 2027.

    python bench/agentdev35/build.py      # rewrites bench/agentdev35/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s4.gitmvpkg") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/jonas/src/tallyho"
TRANSCRIPTS = "/home/jonas/.claude/projects/-home-jonas-src-tallyho"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "tallyho", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
