"""Writes history.json and questions.json: a coding agent's work on `avrt-wq`, water quality monitoring
for the Arden Vale Rivers Trust (R 4.4, a {targets} pipeline with renv, SondeLink sensor CSV exports and
the Severnside Analytical LIMS API, a Shiny dashboard, testthat, Posit Connect, a Quarto monthly report),
over eleven sessions from 1 to 29 November 2027.

    python bench/agentdev41/build.py      # rewrites bench/agentdev41/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s5.gitmvqc") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/niamh/projects/avrt-wq"
TRANSCRIPTS = "/home/niamh/.claude/projects/-home-niamh-projects-avrt-wq"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "avrt-wq", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
