#!/usr/bin/env python3
"""Backups from a checkout, without installing: `python sync.py backup | restore | loop`.

The commands live in agentmemory.sync.cli (`agentmemory backup | restore` runs the same code).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "src"))

from agentmemory.runner import cmd_backup  # noqa: E402
from agentmemory.sync.cli import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main(backup=cmd_backup))
