"""Writes history.json and questions.json: a coding agent's work on `haulroute`, the load-tendering service
of a freight broker (Go 1.23, Temporal workflows and activities, a gRPC API with buf-generated stubs, sqlc
over PostgreSQL, a carrier-rates client for a flaky SOAP API, golangci-lint, a Helm chart on GKE, Cloud
Build, PagerDuty on-call), over eleven sessions from 6 November to 5 December 2028.

    python bench/agentdev63/build.py      # rewrites bench/agentdev63/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmvcrx") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/maya/src/haulroute"
TRANSCRIPTS = "/home/maya/.claude/projects/-home-maya-src-haulroute"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "haulroute", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
