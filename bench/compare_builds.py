"""Two builds side by side, interleaved: observe p50 / throughput and search latency (ingest.py).

    python bench/compare_builds.py --base /path/to/old/checkout [--new .] [--rounds 2] [--n 10000]
    python bench/compare_builds.py --base ... --sizes 10000,100000 [--embedding fake]

With --sizes each run is `search_latency.py --sizes ...` instead (smart-search p50/p95/p99 and the
server's RSS as the store grows, filled through observe/batch).

This machine's speed drifts by 20-40% from hour to hour, so a build is only compared with
another measured in the same session: each round runs `ingest.py` (4 clients, the local
model unless --embedding says otherwise) against `agentmemory serve` of the base checkout,
then of the new one, each on a fresh data dir and a free loopback port, with that checkout's
`src/` on PYTHONPATH (its own default server). One table at the end, and one JSON line.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import emit_result, log, print_table, run_main  # noqa: E402
from _server import ServerProcess  # noqa: E402

BENCH = Path(__file__).resolve().parent


def one_run(label: str, checkout: Path, args, workdir: Path) -> dict:
    """Serve `checkout` on a fresh data dir, run ingest.py (or, with --sizes, search_latency.py) against it,
    stop it: the script's result JSON."""
    src = (checkout / "src").resolve()
    if not (src / "agentmemory").is_dir():
        raise SystemExit(f"compare_builds: {checkout} has no src/agentmemory")
    data = Path(tempfile.mkdtemp(prefix=f"{label}-", dir=workdir)) / "data"
    out = data.parent / "result.json"
    with ServerProcess(data, embedding=args.embedding, env={"PYTHONPATH": str(src)}) as srv:
        log(f"{label}: {checkout} on {srv.url}")
        if args.sizes:
            script, extra = "search_latency.py", ["--sizes", args.sizes, "--queries", str(args.searches),
                                                  "--pid", str(srv.proc.pid)]
        else:
            script, extra = "ingest.py", ["--n", str(args.n), "--clients", str(args.clients),
                                          "--searches", str(args.searches)]
        cmd = [sys.executable, str(BENCH / script), "--url", srv.url, "--json-out", str(out), *extra]
        proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if proc.returncode != 0:
            raise SystemExit(f"compare_builds: {script} failed against {label}: "
                             f"{(proc.stderr.strip().splitlines() or ['?'])[-1]}")
    return json.loads(out.read_text())


def size_rows(label: str, res: dict) -> list[dict]:
    """search_latency.py's result as one row per store size."""
    return [{"run": label, "size": r["size"], "smart_p50_ms": r["smart_search"]["latency_ms"]["p50"],
             "smart_p95_ms": r["smart_search"]["latency_ms"]["p95"], "smart_p99_ms": r["smart_search"]["latency_ms"]["p99"],
             "server_cpu_ms": r["smart_search"].get("server_cpu_ms_per_query"),
             "rss_mb": round(((r.get("rss_kb") or {}).get("VmRSS") or 0) / 1024)} for r in res["sizes"]]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--base", required=True, type=Path, help="the checkout to compare against")
    p.add_argument("--new", default=BENCH.parent, type=Path, help="the checkout under test (default: this one)")
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--n", type=int, default=10_000)
    p.add_argument("--clients", type=int, default=4)
    p.add_argument("--searches", type=int, default=200)
    p.add_argument("--embedding", default="local", choices=("local", "fake", "none"))
    p.add_argument("--sizes", default=None, help="run search_latency.py at these store sizes instead of ingest.py")
    p.add_argument("--json-out", default=None)
    args = p.parse_args(argv)
    rows, runs = [], []
    with tempfile.TemporaryDirectory(prefix="agentmemory-compare-") as tmp:
        for r in range(1, args.rounds + 1):
            for label, checkout in (("base", args.base), ("new", args.new)):
                res = one_run(f"{label}{r}", checkout, args, Path(tmp))
                if args.sizes:
                    for row in size_rows(f"{label}{r}", res):
                        runs.append(row)
                        rows.append(list(row.values()))
                        log(f"{label}{r}: {row}")
                    continue
                obs, smart = res["observe"], res["smart_search"]["latency_ms"]
                row = {"run": f"{label}{r}", "observe_p50_ms": obs["latency_ms"]["p50"],
                       "observe_per_s": obs["obs_per_s"], "search_p95_ms": res["search"]["latency_ms"]["p95"],
                       "smart_search_p95_ms": smart["p95"]}
                runs.append(row)
                rows.append(list(row.values()))
                log(f"{label}{r}: {row}")
    if args.sizes:
        print_table(["run", "observations", "smart-search p50 ms", "p95 ms", "p99 ms", "server CPU ms/query", "server RSS MB"], rows,
                    title=f"smart-search by store size, {args.embedding} embeddings, interleaved")
    else:
        print_table(["run", "observe p50 ms", "obs/s", "search p95 ms", "smart-search p95 ms"], rows,
                    title=f"{args.n} observations, {args.clients} clients, {args.embedding} embeddings, interleaved")
    emit_result({"benchmark": "compare_builds", "base": str(args.base), "new": str(args.new), "runs": runs},
                args.json_out)
    return 0


if __name__ == "__main__":
    raise SystemExit(run_main(main))
