"""Writes history.json and questions.json: a coding agent's work on `pickpath`, the ROS 2 software stack of a
warehouse picking robot (Nav2 with a custom costmap layer, a BehaviorTree.CPP pick mission, Gazebo simulation, a
micro-ROS bridge to the motor board, rosbag2, a Docker dev container, GitHub Actions with industrial_ci, a site
test at a customer's warehouse), over eleven sessions from 1 to 23 November 2027.

    python bench/agentdev38/build.py      # rewrites bench/agentdev38/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.gitmv") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/tobias/ws/pickpath"
TRANSCRIPTS = "/home/tobias/.claude/projects/-home-tobias-ws-pickpath"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "pickpath", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
