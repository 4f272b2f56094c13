"""Writes history.json and questions.json: a coding agent's work on `meterfold`, a Spark + Airflow
repository (Scala on EMR Serverless, Delta Lake, MWAA) that aggregates an Ohio electric cooperative's smart-meter
reads per day, over ten sessions from 3 to 27 May 2027.

    python bench/agentdev22/build.py       # rewrites bench/agentdev22/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.denied2") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/maren/src/meterfold"
TRANSCRIPTS = "/home/maren/.claude/projects/-home-maren-src-meterfold"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "meterfold", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
