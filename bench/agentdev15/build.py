"""Writes history.json and questions.json: a coding agent's work on `refill-service`, a Java 21 Spring Boot 3
microservice (Spring Kafka + Avro, Postgres via JPA + Flyway, Helm on Kubernetes) for a Portuguese
pharmacy chain's prescription refills, over ten sessions from 11 January to 4 February 2027.

    python bench/agentdev15/build.py       # rewrites bench/agentdev15/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.tablerename") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/beatriz/src/refill-service"
TRANSCRIPTS = "/home/beatriz/.claude/projects/-home-beatriz-src-refill-service"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "refill-service", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
