"""Writes history.json and questions.json: a coding agent's work on `stowly`, an open-source dotfiles
manager (a Typer CLI + a Textual TUI; uv, hatchling, pytest with syrupy and pytest-textual-snapshot, a
GitHub Actions matrix on Linux/macOS/Windows and Python 3.10-3.13, MkDocs Material on GitHub Pages,
trusted publishing to PyPI), over eleven sessions from 1 to 26 November 2027.

    python bench/agentdev48/build.py      # rewrites bench/agentdev48/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmvtui") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/maren/code/stowly"
TRANSCRIPTS = "/home/maren/.claude/projects/-home-maren-code-stowly"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "stowly", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
