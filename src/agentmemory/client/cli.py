"""`agentmemory hook ...` and `agentmemory hooks ...`, dispatched before the server's CLI is imported
(no Flask, numpy or pydantic: a hook runs as a new process on every agent event)."""
from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

from .agents import AGENTS, EVENTS

COMMANDS = ("hook", "hooks")


class OneLineParser(argparse.ArgumentParser):
    """argparse whose usage error is one stderr line (the error, then where the usage is) and exit 2, as every
    other command-line error of ours is one line: argparse printed its usage block first. `usage_exit`: the
    hook's is 1, since an agent reads a hook's exit 2 as "block" (a prompt erased, a stop refused)."""
    usage_exit = 2

    def error(self, message: str):
        self.exit(self.usage_exit, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def _hook(args) -> int:
    from . import hook
    from .config import ClientConfig, ClientConfigError, url_problem
    try:
        cfg = ClientConfig.from_env()
        cfg.check_agent_id()
    except ClientConfigError as exc:  # the server would refuse every event: say it once, never fail the agent
        print(f"agentmemory hook: {exc}; event not sent", file=sys.stderr)
        return 0
    if args.url:
        cfg = replace(cfg, url=args.url.rstrip("/"))
    problem = url_problem(cfg.url)
    if problem:  # the events wait in the outbox; say why nothing reaches a server
        print(f"agentmemory hook: {'--url' if args.url else 'AGENTMEMORY_URL'}: {problem}", file=sys.stderr)
    if args.event == "flush":
        done, left = hook.flush(cfg)
        print(f"agentmemory: outbox: {done} sent, {left} waiting", file=sys.stderr)
        return 0 if left == 0 else 1
    try:
        out = hook.run(args.event, args.agent, sys.stdin.read(), cfg)
    except Exception as exc:  # noqa: BLE001 - a hook must never stop the agent
        print(f"agentmemory hook: {type(exc).__name__}: {exc}", file=sys.stderr)
        out = ""
    if out:
        print(out)
    return 0


def _hooks(args) -> int:
    from . import installers
    from .config import ClientConfig, ClientConfigError, url_problem
    try:
        cfg = ClientConfig.from_env()
        cfg.check_agent_id()
        problem = url_problem(args.url or cfg.url)
        if problem:
            problem = f"{'--url' if args.url else 'AGENTMEMORY_URL'}: {problem}"
    except ClientConfigError as exc:  # installed hooks would send nothing: fix the variable first
        problem = str(exc)
    if problem and args.action == "install":
        print(f"agentmemory: {problem}", file=sys.stderr)
        return 2
    try:
        path = installers.settings_path(args.agent, args.scope, Path.home(), Path.cwd())
        changed = installers.apply(args.agent, path, url=args.url, transport=args.transport,
                                   install=args.action == "install")
    except installers.InstallError as exc:
        print(f"agentmemory: {exc}", file=sys.stderr)
        return 1
    verb = "installed in" if args.action == "install" else "removed from"
    print(f"agentmemory: hooks {verb} {path}" if changed else f"agentmemory: {path} already up to date",
          file=sys.stderr)
    return 0


def parser() -> OneLineParser:
    p = OneLineParser(prog="agentmemory")
    sub = p.add_subparsers(dest="command", required=True)
    h = sub.add_parser("hook", help="send one agent hook event (JSON on stdin) to the server; `flush` the outbox")
    p.usage_exit = h.usage_exit = 1  # never blocks the agent (see OneLineParser); an unknown option is p's to say
    h.add_argument("event", help="SessionStart | UserPromptSubmit | PostToolUse | PreCompact | Stop | SessionEnd | flush "
                   "(or the agent's own name for one, e.g. Cursor's afterShellExecution)")
    h.add_argument("--agent", choices=AGENTS, default="claude-code")
    h.add_argument("--url", help="the server (default AGENTMEMORY_URL or http://127.0.0.1:3111)")
    h.set_defaults(func=_hook)
    i = sub.add_parser("hooks", help="install or uninstall our hooks in a coding agent's settings")
    i.add_argument("action", choices=("install", "uninstall"))
    i.add_argument("agent", choices=sorted(EVENTS))
    i.add_argument("--scope", choices=("user", "project", "local"), default="user")
    i.add_argument("--url", help="the server the hooks send to (default AGENTMEMORY_URL or http://127.0.0.1:3111)")
    i.add_argument("--transport", choices=("command", "http"), default="command",
                   help="command: our hook command with its outbox (default); http: Claude Code posts itself")
    i.set_defaults(func=_hooks)
    return p


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    return args.func(args)
