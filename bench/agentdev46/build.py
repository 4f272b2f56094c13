"""Writes history.json and questions.json: a coding agent's work on `pantryshifts`, a volunteer shift
scheduler for a food bank (SvelteKit + TypeScript, Tailwind, Supabase with row-level security and email
login, Vitest and Playwright, Twilio SMS reminders, a roster CSV import, deployed on Fly.io), over eleven
sessions from 2 to 27 August 2027.

    python bench/agentdev46/build.py      # rewrites bench/agentdev46/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.gitmvroute") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/maya/code/pantryshifts"
TRANSCRIPTS = "/home/maya/.claude/projects/-home-maya-code-pantryshifts"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "pantryshifts", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
