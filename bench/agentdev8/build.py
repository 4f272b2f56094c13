"""Writes history.json and questions.json: a coding agent's work on `hivebeam`, ESP32-C3 firmware in C (ESP-IDF on PlatformIO,
LoRaWAN over The Things Network) that weighs the beehives of a beekeepers' club in Ghent, over ten
sessions from 4 to 28 January 2027.

    python bench/agentdev8/build.py       # rewrites bench/agentdev8/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.renames") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/joris/src/hivebeam"
TRANSCRIPTS = "/home/joris/.claude/projects/-home-joris-src-hivebeam"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "hivebeam", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
