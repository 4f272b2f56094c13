"""Writes history.json and questions.json: a coding agent's work on `gradebeam`, lesson bookings and invoices
for a tutoring school (Rails 8 + Hotwire, Solid Queue, RSpec + Capybara, Stripe invoicing, Kamal 2 on a
DigitalOcean droplet; PostgreSQL, then SQLite in production, then PostgreSQL again), over eleven sessions
from 5 to 29 March 2029.

    python bench/agentdev70/build.py      # rewrites bench/agentdev70/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.gitmv") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/ines/code/gradebeam"
TRANSCRIPTS = "/home/ines/.claude/projects/-home-ines-code-gradebeam"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "gradebeam", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
