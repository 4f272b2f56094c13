"""Writes history.json and questions.json: a coding agent's work on `allotly`, a Deno 2 web app for a city's
community gardens (Fresh islands, Deno KV for plots and waiting lists, Stripe Checkout for yearly fees, email via
Resend, deno test and Playwright, Deno Deploy through GitHub Actions), over eleven sessions from 1 November to
1 December 2028.

    python bench/agentdev65/build.py      # rewrites bench/agentdev65/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s8.gitmvwebhook") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/maya/src/allotly"
TRANSCRIPTS = "/home/maya/.claude/projects/-home-maya-src-allotly"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "allotly", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
