"""Writes history.json and questions.json: a coding agent's work on `trailcairn`, an Android app for the
Pentland Hillwalking Club (Kotlin, Jetpack Compose, Room, Hilt, Retrofit against the club's Ktor backend,
WorkManager offline map tiles for MapLibre, Gradle version catalog, Firebase Crashlytics, Play Console
internal testing and a staged rollout, GPX import), over eleven sessions from 1 to 28 February 2028.

    python bench/agentdev56/build.py      # rewrites bench/agentdev56/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmvworker") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/ewan/src/trailcairn"
TRANSCRIPTS = "/home/ewan/.claude/projects/-home-ewan-src-trailcairn"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "trailcairn", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
