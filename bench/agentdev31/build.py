"""Writes history.json and questions.json: a coding agent's work on `saltmarsh-shop`, a Nuxt 3 + Pinia
storefront (Strapi catalogue, Stripe Checkout, Netlify) for a ceramics studio, over eleven sessions
from 3 to 28 May 2027.

    python bench/agentdev31/build.py       # rewrites bench/agentdev31/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s8.gitmv3") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/ellis/code/saltmarsh-shop"
TRANSCRIPTS = "/home/ellis/.claude/projects/-home-ellis-code-saltmarsh-shop"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "saltmarsh-shop", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
