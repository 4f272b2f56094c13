"""Wall time of `agentmemory hook PostToolUse` as a process, the way an agent runs it.

Runs the hook N times with a Claude Code PostToolUse payload against a real `agentmemory serve`
(server up), then against a port nobody listens on (server down: every event goes to the outbox),
and prints p50/p95 per case next to a bare `python -c pass` (the interpreter's own start-up on
this machine). Goal: p50 under 150 ms, which only holds if the hook imports none of the server.

    PYTHONPATH=$PWD/src python bench/hook_latency.py -n 50
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import goal, latency_summary, print_table, run_main
from _server import ServerProcess, free_port

GOAL_P50_MS = 150.0


def payload(i: int, cwd: str) -> bytes:
    return json.dumps({
        "session_id": "bench-hook-session", "transcript_path": "/tmp/bench.jsonl", "cwd": cwd,
        "permission_mode": "default", "hook_event_name": "PostToolUse", "tool_name": "Bash",
        "tool_input": {"command": f"pytest -q tests/test_{i}.py"},
        "tool_response": {"stdout": f"{i} passed", "stderr": "", "interrupted": False}}).encode()


def timed(cmd: list[str], env: dict, data: bytes) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, env=env, input=data, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - t0) * 1000


def measure(n: int, env: dict, cwd: str, cmd: list[str]) -> dict:
    timed(cmd, env, payload(-1, cwd))  # warm the page cache once
    return latency_summary([timed(cmd, env, payload(i, cwd)) for i in range(n)])


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("-n", type=int, default=50, help="hook runs per case")
    args = p.parse_args(argv)
    hook = [sys.executable, "-m", "agentmemory", "hook", "PostToolUse"]
    with tempfile.TemporaryDirectory() as tmp:
        base = {k: v for k, v in os.environ.items() if not k.startswith("AGENTMEMORY_")}
        server = ServerProcess(Path(tmp) / "server")
        server.start()
        try:
            up = {**base, "AGENTMEMORY_URL": server.url, "AGENTMEMORY_DATA_DIR": str(Path(tmp) / "hook-up")}
            rows = [("python -c pass", measure(args.n, base, tmp, [sys.executable, "-c", "pass"])),
                    ("hook, server up", measure(args.n, up, tmp, hook))]
        finally:
            server.stop()
        down = {**base, "AGENTMEMORY_URL": f"http://127.0.0.1:{free_port()}",
                "AGENTMEMORY_DATA_DIR": str(Path(tmp) / "hook-down")}
        rows.append(("hook, server down", measure(args.n, down, tmp, hook)))
    print_table(["case", "n", "p50 ms", "p95 ms", "max ms", f"p50 < {GOAL_P50_MS:.0f} ms"],
                [(name, s["n"], s["p50"], s["p95"], s["max"], goal(s["p50"], GOAL_P50_MS, strict=True) if "hook" in name
                  else "") for name, s in rows], digits=1, title="agentmemory hook PostToolUse (wall time per process)")
    return 0


if __name__ == "__main__":
    raise SystemExit(run_main(main))
