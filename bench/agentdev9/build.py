"""Writes history.json and questions.json: a coding agent's work on `vetnord-infra`, a Terraform + Ansible
repository that runs a Norwegian veterinary clinic group's patient journal on Hetzner Cloud, over
ten sessions from 1 to 26 March 2027.

    python bench/agentdev9/build.py       # rewrites bench/agentdev9/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.moved") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/ingrid/src/vetnord-infra"
TRANSCRIPTS = "/home/ingrid/.claude/projects/-home-ingrid-src-vetnord-infra"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "vetnord-infra", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
