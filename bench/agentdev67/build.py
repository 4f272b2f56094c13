"""Writes history.json and questions.json: a coding agent's work on `crumbcast`, next-day demand forecasts
for a regional bakery chain (Python 3.12 with uv; pandas then polars, scikit-learn then LightGBM, MLflow,
Prefect 3 flows pulling POS exports from SFTP, a FastAPI scoring service in Docker on Azure Container Apps),
over eleven sessions from 30 April to 25 May 2029.

    python bench/agentdev67/build.py      # rewrites bench/agentdev67/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s9.gitmvflow") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/ruth/src/crumbcast"
TRANSCRIPTS = "/home/ruth/.claude/projects/-home-ruth-src-crumbcast"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "crumbcast", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
