"""Writes history.json and questions.json: a coding agent's work on `airtrail`, a Python (Typer CLI,
pandas, DuckDB) pipeline for a city's air-quality sensor readings, over ten sessions from
2 to 26 June 2026.

    python bench/agentdev3/build.py       # rewrites bench/agentdev3/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with bench/agentdev and bench/agentdev2). Each
item carries a `marker` ("s6.renamefetch") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/priya/code/airtrail"
TRANSCRIPTS = "/home/priya/.claude/projects/-home-priya-code-airtrail"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "airtrail", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
