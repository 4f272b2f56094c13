"""Writes history.json and questions.json: a coding agent's work on `tenantdb-operator`, a Kubernetes operator in Go
(kubebuilder, controller-runtime) that provisions tenant PostgreSQL databases for a hosting company,
over ten sessions from 5 to 30 April 2027.

    python bench/agentdev25/build.py       # rewrites bench/agentdev25/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s8.condfix") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/priya/src/tenantdb-operator"
TRANSCRIPTS = "/home/priya/.claude/projects/-home-priya-src-tenantdb-operator"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "tenantdb-operator", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
