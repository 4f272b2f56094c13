"""Writes history.json and questions.json: a coding agent's work on `dockwise`, a Scala 3 service for a
bike-sharing company's dock telemetry (ZIO HTTP, zio-kafka consumers, Doobie over PostgreSQL, sbt with
sbt-native-packager, Testcontainers, AWS ECS Fargate with Terraform and Atlantis, Grafana alerts, an on-call
rota), over eleven sessions from 6 November to 1 December 2028.

    python bench/agentdev60/build.py      # rewrites bench/agentdev60/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s4.gitmvroutes") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/pau/src/dockwise"
TRANSCRIPTS = "/home/pau/.claude/projects/-home-pau-src-dockwise"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "dockwise", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
