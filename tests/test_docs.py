"""README.md and AGENTS.md describe what exists: checked where it is cheap (datasette style)."""
import re
from pathlib import Path

from agentmemory.api import catalog
from agentmemory.ops import OPS

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
AGENTS = (ROOT / "AGENTS.md").read_text(encoding="utf-8")


def test_readme_ops_table_is_generated_from_the_registry():
    """Stale? Run: python -m agentmemory.api.catalog --write README.md"""
    assert catalog.refresh(README) == README


def test_every_environment_variable_is_documented():
    source = (ROOT / "src" / "agentmemory" / "config.py").read_text(encoding="utf-8")
    names = set(re.findall(r'r\.\w+\("([A-Z][A-Z0-9_]+)"', source))
    assert names, "config.py reads no variables? the pattern needs updating"
    missing = sorted(n for n in names if f"`{n}`" not in README)
    assert missing == [], f"README.md does not document {missing}"


def test_every_variable_the_client_and_hook_read_is_documented():
    source = (ROOT / "src" / "agentmemory" / "client" / "config.py").read_text(encoding="utf-8")
    names = set(re.findall(r'e\.get\("([A-Z][A-Z0-9_]+)"', source))
    assert {"AGENTMEMORY_URL", "AGENTMEMORY_TOKEN"} <= names, "the pattern needs updating"
    missing = sorted(n for n in names if f"`{n}`" not in README)
    assert missing == [], f"README.md does not document {missing}"


def test_every_cli_command_is_documented():
    from agentmemory.__main__ import main  # noqa: F401  (the parser lives there)
    source = (ROOT / "src" / "agentmemory" / "__main__.py").read_text(encoding="utf-8")
    source += (ROOT / "src" / "agentmemory" / "sync" / "cli.py").read_text(encoding="utf-8")
    commands = set(re.findall(r'add_parser\(\s*"([a-z-]+)"', source))
    assert {"serve", "mcp", "backup", "restore"} <= commands
    missing = sorted(c for c in commands  # `loop` belongs to sync.py, not the agentmemory command
                     if not re.search(rf"agentmemory (?:[a-z]+ )?{c}\b", README)  # sub-subcommands: `tokens create`
                     and not re.search(rf"sync\.py [^\n]*{c}", README))
    assert missing == [], f"README.md does not show {missing}"


def test_every_cli_flag_is_in_the_commands_section():
    """Each command's row in the Commands table shows its flags (`backup --target` was missing)."""
    import argparse

    from agentmemory.__main__ import build_parser
    from agentmemory.client.cli import parser as hook_parser
    rows = [line for line in README.splitlines() if line.startswith("| `agentmemory ")]
    missing: list[str] = []

    def walk(p: argparse.ArgumentParser, path: str) -> None:
        for a in p._actions:
            if isinstance(a, argparse._SubParsersAction):
                for name, sub in a.choices.items():
                    walk(sub, f"{path} {name}")
            elif a.option_strings and a.dest != "help" and path:
                usage = " ".join(r for r in rows if f"`agentmemory {path.split()[0]} " in r
                                 or f"`agentmemory {path.split()[0]}`" in r)
                if not any(re.search(rf"{re.escape(flag)}\b", usage) for flag in a.option_strings):
                    missing.append(f"{path.strip()} {a.option_strings[-1]}")
    walk(build_parser(), "")
    walk(hook_parser(), "")
    assert missing == [], f"README.md's Commands section does not show {missing}"


def test_every_mcp_tool_is_in_the_readme_table():
    tools = {op.tool for op in OPS if op.tool}
    assert all(f"`{t}`" in README for t in tools)


def test_agents_md_names_every_module_area():
    pkg = ROOT / "src" / "agentmemory"
    areas = {p.name for p in pkg.iterdir() if p.is_dir() and not p.name.startswith("__")}
    modules = {p.stem for p in pkg.glob("*.py") if p.stem != "__init__"}
    missing = sorted(a for a in areas | modules if a not in AGENTS)
    assert missing == [], f"AGENTS.md does not mention {missing}"
