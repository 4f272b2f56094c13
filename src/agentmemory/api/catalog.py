"""The operation catalogue as Markdown, generated from the registry.

README.md holds this table between `<!-- ops:begin -->` and `<!-- ops:end -->`;
`python -m agentmemory.api.catalog --write README.md` refreshes it and
tests/test_docs.py fails when the README's copy is stale.
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from ..ops import OPS

BEGIN, END = "<!-- ops:begin -->", "<!-- ops:end -->"
_FIRST_SENTENCE = re.compile(r"(.*?(?<!e\.g)(?<!i\.e)\.)(?:\s|$)|(.*)", re.S)


def _fields(op) -> str:
    schema = op.input.model_json_schema()
    required = set(schema.get("required", []))
    names = [n + ("" if n in required else "?") for n in schema.get("properties", {})]
    return ", ".join(names) if names else "—"


def _access(op) -> str:
    """read | write | admin, or the rule of an op whose access depends on its input (its docstring)."""
    return op.access if isinstance(op.access, str) else (op.access.__doc__ or "read or write").strip()


def ops_markdown() -> str:
    lines = ["| REST route | MCP tool | input | access | what it does |", "|---|---|---|---|---|"]
    for op in OPS:
        routes = "<br>".join(f"`{m} /agentmemory{p}`" for m, p in op.rest) or "—"
        tool = f"`{op.tool}`" + (" (core)" if op.core else "") if op.tool else "—"
        desc = (_FIRST_SENTENCE.match(op.description).group(1) or op.description).rstrip(".") + "."
        lines.append(f"| {routes} | {tool} | {_fields(op)} | {_access(op)} | {desc} |")
    return "\n".join(lines)


def refresh(text: str) -> str:
    block = f"{BEGIN}\n{ops_markdown()}\n{END}"
    pattern = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END), re.S)
    if not pattern.search(text):
        raise ValueError(f"no {BEGIN} ... {END} block found")
    return pattern.sub(lambda _: block, text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--write", metavar="README", help="refresh the block in this file")
    args = parser.parse_args(argv)
    if args.write:
        path = Path(args.write)
        path.write_text(refresh(path.read_text(encoding="utf-8")), encoding="utf-8")
    else:
        sys.stdout.write(ops_markdown() + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
