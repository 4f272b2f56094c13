"""Writes history.json and questions.json: a coding agent's work on `clipwright`, an offline desktop podcast editor
(Electron + React + TypeScript via electron-vite, ffmpeg, whisper.cpp transcripts, better-sqlite3 project files,
electron-builder releases signed and notarized for macOS and Windows, auto-update from GitHub Releases, Playwright
end-to-end tests), over eleven sessions from 6 November to 1 December 2028.

    python bench/agentdev58/build.py      # rewrites bench/agentdev58/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmvstore") that questions.json names as gold; the story is in README.md.
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

CWD = "/Users/tobias/code/clipwright"
TRANSCRIPTS = "/Users/tobias/.claude/projects/-Users-tobias-code-clipwright"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "clipwright", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
