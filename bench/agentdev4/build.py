"""Writes history.json and questions.json: a coding agent's work on `shelfsync`, a Go service (chi,
pgx + sqlc, Postgres) that syncs a bookshop chain's till stock (Lightspeed Retail) to its webshop
(WooCommerce) on Google Cloud Run, over ten sessions from 7 September to 1 October 2026.

    python bench/agentdev4/build.py       # rewrites bench/agentdev4/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.renameplan") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/ines/src/shelfsync"
TRANSCRIPTS = "/home/ines/.claude/projects/-home-ines-src-shelfsync"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "shelfsync", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
