"""Writes history.json and questions.json: a coding agent's work on `weftline`, a Rust library and
command-line tool that cleans and merges GPX/FIT ride tracks for a cycling club (clap, serde, the gpx
crate then an own quick-xml reader, fitparser, criterion benchmarks, a wasm-pack web demo on Netlify
then GitHub Pages, cargo-dist releases on GitHub Actions, crates.io), over eleven sessions from 5 to
29 March 2029.

    python bench/agentdev71/build.py      # rewrites bench/agentdev71/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmv") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/tobias/src/weftline"
TRANSCRIPTS = "/home/tobias/.claude/projects/-home-tobias-src-weftline"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "weftline", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
