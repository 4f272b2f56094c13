"""Writes history.json and questions.json: a coding agent's work on `hearthside`, a WooCommerce extension
plugin (PHP 8.2, Composer autoload) for a firewood and stove shop: delivery-slot booking at checkout, a
custom REST endpoint, a Checkout-block inner block in React (@wordpress/scripts), wp-env, PHPUnit with the
WordPress test suite, PHPStan, release zips built by GitHub Actions, a staging site on Kinsta; over eleven
sessions from 4 to 29 October 2027.

    python bench/agentdev39/build.py      # rewrites bench/agentdev39/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets), plus this set's MultiEdit
shape (its tool_input edits have no replace_all) in sessions.py. Each item carries a `marker` ("s5.gitmv") that
questions.json names as gold; the story is in README.md.
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

CWD = "/home/callum/src/hearthside"
TRANSCRIPTS = "/home/callum/.claude/projects/-home-callum-src-hearthside"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "hearthside", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
