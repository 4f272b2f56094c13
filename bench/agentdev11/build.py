"""Writes history.json and questions.json: a coding agent's work on `pollenscope`, a PyTorch research
repository that trains a pollen-grain classifier on microscope crops for a Ljubljana bee lab, over ten
sessions from 1 to 25 June 2027.

    python bench/agentdev11/build.py       # rewrites bench/agentdev11/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.nan2cause") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/maja/code/pollenscope"
TRANSCRIPTS = "/home/maja/.claude/projects/-home-maja-code-pollenscope"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "pollenscope", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
