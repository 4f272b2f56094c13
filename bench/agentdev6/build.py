"""Writes history.json and questions.json: a coding agent's work on `marshcount`, an offline Android app
(Kotlin 2.0, Jetpack Compose, Room, Hilt, WorkManager, Retrofit) in which the volunteers of the Marshfield
Wetland Trust, a bird reserve on the north Norfolk coast, count birds along fixed transects, over ten
sessions from 7 September to 5 October 2026.

    python bench/agentdev6/build.py       # rewrites bench/agentdev6/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s8.rencol") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/owen/code/marshcount"
TRANSCRIPTS = "/home/owen/.claude/projects/-home-owen-code-marshcount"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "marshcount", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
