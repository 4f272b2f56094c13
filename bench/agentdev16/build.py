"""Writes history.json and questions.json: a coding agent's work on `perceel`, a Flutter/Dart app
(Riverpod, go_router, Firebase Auth + Firestore + Cloud Functions) for a Ghent allotment-garden
network, over ten sessions from 8 November to 2 December 2027.

    python bench/agentdev16/build.py       # rewrites bench/agentdev16/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s4.denied2") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/lotte/src/perceel"
TRANSCRIPTS = "/home/lotte/.claude/projects/-home-lotte-src-perceel"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "perceel", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
