"""Writes history.json and questions.json: a coding agent's work on `tallow-metrics`, the data-engineering
repository of Tallow & Tide, a small soap-and-candle e-commerce company (Dagster assets and schedules, dlt
pipelines pulling Stripe and HubSpot into DuckDB then MotherDuck, dbt-duckdb models, Evidence.dev reports on
Netlify, GitHub Actions with uv, Great Expectations then Dagster asset checks), over eleven sessions from
6 November to 1 December 2028.

    python bench/agentdev52/build.py      # rewrites bench/agentdev52/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s5.gitmv") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/maren/src/tallow-metrics"
TRANSCRIPTS = "/home/maren/.claude/projects/-home-maren-src-tallow-metrics"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "tallow-metrics", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
