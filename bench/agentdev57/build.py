"""Writes history.json and questions.json: a coding agent's work on `deskmate`, a customer-support agent for
Brightroster, a small SaaS company (Python 3.12, LangGraph with tool calls into Zendesk and Stripe, a pytest
eval harness over a golden ticket set, Jinja prompt templates, OpenTelemetry traces to Honeycomb, Redis for
conversation state, a Docker container on Google Cloud Run, a cost budget per ticket), over eleven sessions
from 1 to 29 February 2028.

    python bench/agentdev57/build.py      # rewrites bench/agentdev57/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmvprompts") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/noor/src/deskmate"
TRANSCRIPTS = "/home/noor/.claude/projects/-home-noor-src-deskmate"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "deskmate", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
