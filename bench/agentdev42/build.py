"""Writes history.json and questions.json: a coding agent's work on `dockpulse`, a Rust 1.82 web service
(axum + tokio + sqlx on PostgreSQL/TimescaleDB) that ingests MQTT telemetry from the Cykelnet Odense bike-share
docking stations (rumqttc) and serves an occupancy API; Docker image on a Hetzner VM with systemd, then on the
city's Kubernetes cluster; Grafana alerts. Eleven sessions from 1 to 29 June 2027.

    python bench/agentdev42/build.py      # rewrites bench/agentdev42/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets), PreToolUse,
PostToolUseFailure and MultiEdit included (sessions.py sets this set's defaults). Each item carries a `marker`
("s4.gitmv") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
from _agentset import build_items, write_set
from questions import questions
from sessions import ASKED_AT, SESSIONS

CWD = "/home/mirela/src/dockpulse"
TRANSCRIPTS = "/home/mirela/.claude/projects/-home-mirela-src-dockpulse"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "dockpulse", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
