"""Writes history.json and questions.json: a coding agent's work on `massing-kit`, a Blender 4.2 add-on
(packaged as an extension) for an architecture studio: bpy operators and a sidebar panel, parametric
massing from a CSV of plots, glTF export for a client's web viewer, renders on a Flamenco farm, pytest
with the bpy module, over eleven sessions from 5 June to 3 July 2028.

    python bench/agentdev61/build.py      # rewrites bench/agentdev61/history.json and questions.json

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

CWD = "/home/mira/src/massing-kit"
TRANSCRIPTS = "/home/mira/.claude/projects/-home-mira-src-massing-kit"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "massing-kit", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
