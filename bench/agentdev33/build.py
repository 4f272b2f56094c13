"""Writes history.json and questions.json: a coding agent's work on `tidewire`, an open-source
TypeScript library + CLI that turns an OpenAPI 3.1 document into a typed fetch client (a pnpm
workspace: core, cli, runtime; changesets, GitHub Actions, an Astro Starlight docs site), over
ten sessions from 6 to 30 September 2027.

    python bench/agentdev33/build.py      # rewrites bench/agentdev33/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmv1") that questions.json names as gold; the story is in README.md.
Whole files the sessions read and write are in files.py.
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

CWD = "/home/ines/src/tidewire"
TRANSCRIPTS = "/home/ines/.claude/projects/-home-ines-src-tidewire"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "tidewire", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
