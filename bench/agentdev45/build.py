"""Writes history.json and questions.json: a coding agent's work on `ledger-service`, the double-entry payments
ledger of Fennick Payments (Java 21, Spring Boot 3.3, Kafka consumers + a transactional outbox, PostgreSQL 16 with
Flyway, Testcontainers, Gradle, a Helm chart on Kubernetes staging and production, Grafana alerts, an on-call rota),
over eleven sessions from 1 to 29 November 2027.

    python bench/agentdev45/build.py      # rewrites bench/agentdev45/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmvchart") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/marta/src/ledger-service"
TRANSCRIPTS = "/home/marta/.claude/projects/-home-marta-src-ledger-service"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "ledger-service", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
