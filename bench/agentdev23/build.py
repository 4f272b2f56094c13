"""Writes history.json and questions.json: a coding agent's work on `hovernote`, a Chrome extension
(Manifest V3, TypeScript, Vite + CRXJS, React popup, Vitest + Playwright) with a Cloudflare Workers
backend, for a legal translation agency, over ten sessions from 3 to 27 May 2027.

    python bench/agentdev23/build.py       # rewrites bench/agentdev23/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.optionalhosts") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/tomasz/src/hovernote"
TRANSCRIPTS = "/home/tomasz/.claude/projects/-home-tomasz-src-hovernote"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "hovernote", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
