"""Writes history.json and questions.json: a coding agent's work on `boxround`, a Phoenix LiveView app
(Elixir 1.17, Ecto + Postgres, Oban, Mollie) for the vegetable-box subscriptions of an organic farm near
Ghent, on a Hetzner VM with Docker Compose, over ten sessions from 12 October to 6 November 2026.

    python bench/agentdev5/build.py       # rewrites bench/agentdev5/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.renameplan") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/sanne/code/boxround"
TRANSCRIPTS = "/home/sanne/.claude/projects/-home-sanne-code-boxround"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "boxround", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
