"""Writes history.json and questions.json: a coding agent's work on `fjordline-tours`, a multilingual
marketing and booking site for a boat-tour operator in Ålesund (Astro 4 + Tailwind, content in Sanity
Studio, Netlify with an edge function, Stripe Payment Links, nb/en/de i18n, Lighthouse CI budgets,
Playwright visual tests, an own cookie banner and Plausible), over eleven sessions from 6 November to
1 December 2028.

    python bench/agentdev53/build.py      # rewrites bench/agentdev53/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s8.gitmvbook") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/sigrid/code/fjordline-tours"
TRANSCRIPTS = "/home/sigrid/.claude/projects/-home-sigrid-code-fjordline-tours"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "fjordline-tours", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
