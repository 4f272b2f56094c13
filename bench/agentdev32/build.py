"""Writes history.json and questions.json: a coding agent's work on `cliniq`, a Django 5.1 + HTMX +
PostgreSQL booking app for a physiotherapy practice (allauth, Celery + Redis reminders over Twilio,
Render then Fly.io), over ten sessions from 6 to 30 September 2027.

    python bench/agentdev32/build.py      # rewrites bench/agentdev32/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s8.procmv") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/rhian/src/cliniq"
TRANSCRIPTS = "/home/rhian/.claude/projects/-home-rhian-src-cliniq"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "cliniq", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
