"""Writes history.json and questions.json: a coding agent's work on `driftwood`, a C++20 JUCE audio plugin
(VST3/AU, CMake + CPM, Catch2, pluginval, GitHub Actions, signing and notarization) over ten sessions from
8 February to 4 March 2027.

    python bench/agentdev19/build.py       # rewrites bench/agentdev19/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s8.rename2") that questions.json names as gold; the story is in README.md.
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

CWD = "/Users/maren/dev/driftwood"
TRANSCRIPTS = "/Users/maren/.claude/projects/-Users-maren-dev-driftwood"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "driftwood", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
