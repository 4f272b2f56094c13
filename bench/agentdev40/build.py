"""Writes history.json and questions.json: a coding agent's work on `plotbook`, the plot waiting list,
plot inspections (walk-rounds) and yearly rent invoices of the Brambledown Allotment Society (Elixir 1.17,
Phoenix 1.7 LiveView, Ecto on PostgreSQL, Oban, Fly.io releases), over eleven sessions from 1 to
29 November 2027.

    python bench/agentdev40/build.py      # rewrites bench/agentdev40/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmvinv") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/maren/code/plotbook"
TRANSCRIPTS = "/home/maren/.claude/projects/-home-maren-code-plotbook"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "plotbook", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
