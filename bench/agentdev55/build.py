"""Writes history.json and questions.json: a coding agent's work on `riverbend`, a research-software
Python package of a university hydrology group (a GR4J rainfall-runoff model in NumPy + Numba, CAMELS-GB
NetCDF forcing through xarray, pytest + hypothesis, Sphinx docs on Read the Docs, PyPI and a conda-forge
feedstock, per-catchment calibration on a SLURM cluster, a paper and a co-author's review), over eleven
sessions from 1 to 29 February 2028.

    python bench/agentdev55/build.py      # rewrites bench/agentdev55/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s5.gitmvio") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/malte/src/riverbend"
TRANSCRIPTS = "/home/malte/.claude/projects/-home-malte-src-riverbend"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "riverbend", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
