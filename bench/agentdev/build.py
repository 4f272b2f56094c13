"""Writes history.json: a coding agent's work on `ledgerline`, a Rust CLI that imports bank CSV
statements into a local SQLite ledger, over eleven sessions in March 2026.

    python bench/agentdev/build.py        # rewrites bench/agentdev/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with bench/agentdev2). Each item carries
a `marker` ("s3.rename") that questions.json names as gold; the loader (bench/agent_eval.py)
maps markers to the server's ids. The story, and which item answers what, is in
bench/agentdev/README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/maya/code/ledgerline"
TRANSCRIPTS = "/home/maya/.claude/projects/-home-maya-code-ledgerline"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "ledgerline", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
