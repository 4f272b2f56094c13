"""Writes history.json and questions.json: a coding agent's work on `stormwick`, C++17 firmware for solar
ESP32 weather stations (PlatformIO + ESP-IDF 5.2, BME280 and a cup anemometer counted by the ULP, deep sleep
and a battery budget, MQTT over TLS to Mosquitto, OTA from GitHub releases, Unity host tests, a Python
provisioning tool) installed on a Welsh sheep farm, over eleven sessions from 2 to 30 August 2027.

    python bench/agentdev47/build.py      # rewrites bench/agentdev47/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.gitmvtool") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/tobias/src/stormwick"
TRANSCRIPTS = "/home/tobias/.claude/projects/-home-tobias-src-stormwick"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "stormwick", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
