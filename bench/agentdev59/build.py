"""Writes history.json and questions.json: a coding agent's work on `thermoquay`, a Home Assistant custom
integration for Quaytherm QT-200 smart radiator valves (config flow, a DataUpdateCoordinator on the vendor's
cloud API and a local UDP protocol, climate/sensor/switch entities, pytest-homeassistant-custom-component,
HACS, GitHub Actions with hassfest, forum bug reports), over eleven sessions from 1 to 31 May 2028.

    python bench/agentdev59/build.py      # rewrites bench/agentdev59/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s5.gitmvapi") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/maren/code/thermoquay"
TRANSCRIPTS = "/home/maren/.claude/projects/-home-maren-code-thermoquay"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "thermoquay", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
