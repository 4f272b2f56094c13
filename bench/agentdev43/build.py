"""Writes history.json and questions.json: a coding agent's work on `reedwater`, a cozy 2D fishing game in
Godot 4.3 / GDScript (autoloads, GUT unit tests, export presets for Windows/Linux/Web, itch.io uploads with
butler from GitHub Actions, save-file format migrations, a Steam demo for the Cozy Quest Fest), over eleven
sessions from 1 to 29 June 2027.

    python bench/agentdev43/build.py      # rewrites bench/agentdev43/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets), PreToolUse,
PostToolUseFailure and MultiEdit included (sessions.py sets this set's defaults). Each item carries a `marker`
("s6.gitmvsave") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/noor/src/reedwater"
TRANSCRIPTS = "/home/noor/.claude/projects/-home-noor-src-reedwater"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "reedwater", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
