"""Writes history.json and questions.json: a coding agent's work on `kennelbook`, a booking API for the
Scruff & Suds dog-grooming salons (PHP 8.3, Symfony 7.1, API Platform 4, Doctrine ORM on MySQL then
PostgreSQL, Symfony Messenger on the Doctrine transport then RabbitMQ for SMS and email reminders, PHPUnit
then Pest, PHPStan, Composer, deployed on Platform.sh), over eleven sessions from 6 November to 1 December 2028.

    python bench/agentdev64/build.py      # rewrites bench/agentdev64/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s5.gitmvowner") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/ines/src/kennelbook"
TRANSCRIPTS = "/home/ines/.claude/projects/-home-ines-src-kennelbook"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "kennelbook", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
