"""Writes history.json and questions.json: a coding agent's work on `chorale`, a rehearsal and attendance
scheduler for a community choir (Svelte 5 + SvelteKit on PocketBase extended in Go: hooks, migrations, a cron
job sending reminder emails; a Hetzner VPS behind Caddy, Litestream backups, Vitest and Playwright), over eleven
sessions from 3 to 27 September 2029.

    python bench/agentdev68/build.py      # rewrites bench/agentdev68/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s4.gitmv") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/niamh/code/chorale"
TRANSCRIPTS = "/home/niamh/.claude/projects/-home-niamh-code-chorale"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "chorale", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
