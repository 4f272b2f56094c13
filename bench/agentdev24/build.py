"""Writes history.json and questions.json: a coding agent's work on `feltbog`, a Tauri 2 desktop app
(Rust + sqlx/SQLite, SvelteKit + TypeScript) for a Danish bird-ringing station, over eleven
sessions from 3 to 28 May 2027.

    python bench/agentdev24/build.py      # rewrites bench/agentdev24/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s4.rename") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/astrid/src/feltbog"
TRANSCRIPTS = "/home/astrid/.claude/projects/-home-astrid-src-feltbog"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "feltbog", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
