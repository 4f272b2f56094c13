"""Writes history.json and questions.json: a coding agent's work on `ledgerbay`, an internal finance tool that
reconciles a freight forwarder's bank statements against its open invoices (.NET 8: Blazor Server, minimal APIs,
EF Core on SQL Server then PostgreSQL, Hangfire nightly CAMT.053 imports, Entra ID sign-in, GitHub Actions to Azure
App Service then Azure Container Apps), over eleven sessions from 1 to 25 November 2027.

    python bench/agentdev37/build.py      # rewrites bench/agentdev37/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s8.gitmvwf") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/maren/src/ledgerbay"
TRANSCRIPTS = "/home/maren/.claude/projects/-home-maren-src-ledgerbay"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "ledgerbay", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
