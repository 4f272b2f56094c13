"""Writes history.json and questions.json: a coding agent's work on `tidepool-links`, a link shortener and
QR-code service for a network of museums on Cloudflare Workers (TypeScript + Hono, D1, KV, a Durable Object
rate limiter, R2, Turnstile, Cloudflare Access, Vitest with the workers pool), over eleven sessions from
3 May to 1 June 2027.

    python bench/agentdev50/build.py      # rewrites bench/agentdev50/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.gitmvroute") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/mara/src/tidepool-links"
TRANSCRIPTS = "/home/mara/.claude/projects/-home-mara-src-tidepool-links"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "tidepool-links", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
