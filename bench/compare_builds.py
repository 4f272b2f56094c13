"""Two builds side by side, interleaved: observe p50 / throughput and search latency (ingest.py).

    python bench/compare_builds.py --base /path/to/old/checkout [--new .] [--rounds 2] [--n 10000]

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
    """Serve `checkout` on a fresh data dir, run ingest.py against it, stop it: ingest's result JSON."""
    src = (checkout / "src").resolve()
    if not (src / "agentmemory").is_dir():
        raise SystemExit(f"compare_builds: {checkout} has no src/agentmemory")
    data = Path(tempfile.mkdtemp(prefix=f"{label}-", dir=workdir)) / "data"
    out = data.parent / "ingest.json"
    with ServerProcess(data, embedding=args.embedding, env={"PYTHONPATH": str(src)}) as srv:
        log(f"{label}: {checkout} on {srv.url}")
        cmd = [sys.executable, str(BENCH / "ingest.py"), "--url", srv.url, "--n", str(args.n),
               "--clients", str(args.clients), "--searches", str(args.searches), "--json-out", str(out)]
        proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if proc.returncode != 0:
            raise SystemExit(f"compare_builds: ingest.py failed against {label}: "
                             f"{(proc.stderr.strip().splitlines() or ['?'])[-1]}")
    return json.loads(out.read_text())


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--base", required=True, type=Path, help="the checkout to compare against")
    p.add_argument("--new", default=BENCH.parent, type=Path, help="the checkout under test (default: this one)")
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--n", type=int, default=10_000)
    p.add_argument("--clients", type=int, default=4)
    p.add_argument("--searches", type=int, default=200)
    p.add_argument("--embedding", default="local", choices=("local", "fake", "none"))
    p.add_argument("--json-out", default=None)
    args = p.parse_args(argv)
    rows, runs = [], []
    with tempfile.TemporaryDirectory(prefix="agentmemory-compare-") as tmp:
        for r in range(1, args.rounds + 1):
            for label, checkout in (("base", args.base), ("new", args.new)):
                res = one_run(f"{label}{r}", checkout, args, Path(tmp))
                obs, smart = res["observe"], res["smart_search"]["latency_ms"]
                row = {"run": f"{label}{r}", "observe_p50_ms": obs["latency_ms"]["p50"],
                       "observe_per_s": obs["obs_per_s"], "search_p95_ms": res["search"]["latency_ms"]["p95"],
                       "smart_search_p95_ms": smart["p95"]}
                runs.append(row)
                rows.append(list(row.values()))
                log(f"{label}{r}: {row}")
    print_table(["run", "observe p50 ms", "obs/s", "search p95 ms", "smart-search p95 ms"], rows,
                title=f"{args.n} observations, {args.clients} clients, {args.embedding} embeddings, interleaved")
    emit_result({"benchmark": "compare_builds", "base": str(args.base), "new": str(args.new), "runs": runs},
                args.json_out)
    return 0


if __name__ == "__main__":
    raise SystemExit(run_main(main))
