"""Writes history.json and questions.json: a coding agent's work on `loamlink`, the Zephyr firmware (nRF Connect
SDK) of an nRF52840 soil-moisture sensor node with a BLE GATT service, MCUboot + mcumgr OTA, ztest/twister unit
tests and a Python (bleak) gateway on a Raspberry Pi that writes to InfluxDB, ending in a vineyard field trial,
over eleven sessions from 3 to 28 May 2027.

    python bench/agentdev36/build.py      # rewrites bench/agentdev36/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets), PreToolUse, MultiEdit and
PostToolUseFailure included (sessions.py sets their defaults for this set). Each item carries a `marker`
("s7.gitmvsys") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/nils/loamlink-ws/loamlink"
TRANSCRIPTS = "/home/nils/.claude/projects/-home-nils-loamlink-ws-loamlink"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "loamlink", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
