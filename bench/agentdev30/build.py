"""Writes history.json and questions.json: a coding agent's work on `milestack`, a Solidity + Foundry
escrow protocol for freelancers (OpenZeppelin, an L2 testnet, a viem + wagmi React frontend), over
ten sessions from 3 to 27 May 2027.

    python bench/agentdev30/build.py      # rewrites bench/agentdev30/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.gitmv") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/nadia/src/milestack"
TRANSCRIPTS = "/home/nadia/.claude/projects/-home-nadia-src-milestack"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "milestack", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
