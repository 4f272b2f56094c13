"""Writes history.json and questions.json: a coding agent's work on `fietsbox-analytics`, a dbt + BigQuery
analytics-engineering repository (Cloud Composer, GitHub Actions CI, a Metabase dashboard) of a Dutch
e-bike subscription company, over ten sessions from 5 to 29 July 2027.

    python bench/agentdev13/build.py       # rewrites bench/agentdev13/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s8.seedfix") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/maaike/code/fietsbox-analytics"
TRANSCRIPTS = "/home/maaike/.claude/projects/-home-maaike-code-fietsbox-analytics"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "fietsbox-analytics", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
