"""Writes history.json and questions.json: a coding agent's work on `emberfall`, a Minecraft plugin suite
for the Emberfall SMP community server (Java 21, Paper API plugins built with Gradle Kotlin DSL, a Velocity
proxy plugin, MySQL via HikariCP for the economy and land claims, Adventure/MiniMessage, MockBukkit tests,
Discord webhooks for player reports, hosted on a Pterodactyl panel), over eleven sessions from 7 February
to 3 March 2028.

    python bench/agentdev54/build.py      # rewrites bench/agentdev54/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmvdb") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/mara/code/emberfall"
TRANSCRIPTS = "/home/mara/.claude/projects/-home-mara-code-emberfall"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "emberfall", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
