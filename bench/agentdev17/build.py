"""Writes history.json and questions.json: a coding agent's work on `slotwall`, a Laravel 11 + Inertia/Vue
booking app for a chain of climbing gyms (MySQL, Redis/Horizon, Pest, Forge then Envoyer), over
ten sessions from 1 to 24 February 2027.

    python bench/agentdev17/build.py       # rewrites bench/agentdev17/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s4.renamefix") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/maja/code/slotwall"
TRANSCRIPTS = "/home/maja/.claude/projects/-home-maja-code-slotwall"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "slotwall", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
