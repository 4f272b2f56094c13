"""Writes history.json and questions.json: a coding agent's work on `hollowtree-churn`, churn analytics
for a Bristol subscription coffee roaster (notebooks, SQL views and Snowpark on Snowflake, a Streamlit
dashboard, a GitHub Actions cron), over ten sessions from 5 to 30 April 2027.

    python bench/agentdev29/build.py      # rewrites bench/agentdev29/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.rename2") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/ingrid/src/hollowtree-churn"
TRANSCRIPTS = "/home/ingrid/.claude/projects/-home-ingrid-src-hollowtree-churn"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "hollowtree-churn", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
