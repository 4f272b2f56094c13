"""Writes history.json and questions.json: a coding agent's work on `quaygate`, the software of a Danish
ferry company's self-service ticket machines (a Yocto scarthgap image for an i.MX8M Plus board, a Qt 6 / QML
kiosk app in C++, systemd, RAUC updates), over ten sessions from 5 to 29 April 2027.

    python bench/agentdev27/build.py      # rewrites bench/agentdev27/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.gitmv") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/lukas/src/quaygate"
TRANSCRIPTS = "/home/lukas/.claude/projects/-home-lukas-src-quaygate"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "quaygate", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
