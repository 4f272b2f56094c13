#!/usr/bin/env python3
"""`python src/app.py [--host H] [--port P]`: the server from a checkout, the same as `agentmemory serve`.

A thin entry point (the composition root is agentmemory/app.py): it puts this folder on the path,
so no install is needed, and hands its arguments to `agentmemory serve`.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from agentmemory.__main__ import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main(["serve", *sys.argv[1:]]))
