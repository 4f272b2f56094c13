"""smart-search latency as the store grows (query embedding included, done by the server).

    python bench/search_latency.py --url http://127.0.0.1:3111 [--sizes 10000,100000]
        [--queries 200] [--pid SERVER_PID] [--token T] [--run-tag TAG] [--json-out F]

For each size, in increasing order, the run's project (`bench-latency-<run-tag>`) is
filled up to that many observations with POST /agentmemory/observe/batch (batches of
`--batch` = 1000; a new sessionId every `--per-session` = 500 items, the server's
per-session cap; synthetic PostToolUse payloads from a seeded vocabulary). Then the
script waits until GET /agentmemory/health reports embeddings.pending == 0 (with a
timeout and progress), sends a few untimed warm-up queries, and times `--queries`
1-3 word /agentmemory/smart-search queries (project-scoped, limit 10) one at a time.
With `--pid`, the server's resident memory (VmRSS, and the peak VmHWM) is read from
/proc/PID/status after each size, and its CPU per query (all its threads, while the queries
ran, warm-up included) from /proc/PID/stat: steadier than latency on a shared machine.

Goals: smart-search p95 <= 30 ms at 10,000 observations, <= 60 ms at 100,000.
"""
from __future__ import annotations

import argparse
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import (Client, connect, SyntheticObservations, add_common_args, default_run_tag, run_main,  # noqa: E402
                     emit_result, goal, log, measure_queries, print_table, read_cpu_s, read_rss_kb,
                     server_info, synthetic_observation, wait_for_embeddings)

GOALS_P95_MS = {10_000: 30.0, 100_000: 60.0}


class Filler:
    """Writes synthetic observations into one project, remembering how many it wrote."""

    def __init__(self, client: Client, project: str, batch: int, per_session: int, seed: int, total: int):
        self.client, self.project = client, project
        self.batch, self.per_session = batch, per_session
        self.gen = SyntheticObservations(seed)
        # one second per item, ending at "now": no timestamp lies in the future
        self.base = datetime.now(timezone.utc) - timedelta(seconds=total)
        self.written = 0
        self.started: set[str] = set()
        self.stored = self.deduplicated = self.errors = 0

    def session_id(self, i: int) -> str:
        return f"{self.project}-s{i // self.per_session}"

    def fill_to(self, size: int) -> dict:
        """Send batches until `size` observations were written; return timing and counts."""
        t0 = time.perf_counter()
        start, last_log = self.written, t0
        while self.written < size:
            items = []
            for i in range(self.written, min(size, self.written + self.batch)):
                sid = self.session_id(i)
                if sid not in self.started:
                    self.client.start_session(sid, self.project, f"/bench/{self.project}", f"latency bench {sid}")
                    self.started.add(sid)
                items.append(synthetic_observation(self.gen, i, sid, self.project, self.base))
            _, body, _ = self.client.post("/observe/batch", {"observations": items})
            for r in body.get("results") or []:
                if not r.get("observationId"):
                    self.errors += 1
                elif r.get("deduplicated"):
                    self.deduplicated += 1
                else:
                    self.stored += 1
            self.written += len(items)
            now = time.perf_counter()
            if now - last_log >= 10:
                rate = (self.written - start) / (now - t0)
                log(f"fill: {self.written}/{size} ({rate:.0f} obs/s)")
                last_log = now
        secs = time.perf_counter() - t0
        added = self.written - start
        return {"added": added, "seconds": round(secs, 3),
                "obs_per_s": round(added / secs, 1) if secs else None,
                "stored_total": self.stored, "deduplicated_total": self.deduplicated,
                "errors_total": self.errors}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_args(p)
    p.add_argument("--sizes", default="10000,100000", help="comma-separated store sizes")
    p.add_argument("--queries", type=int, default=200, help="timed smart-search queries per size")
    p.add_argument("--warmup", type=int, default=5, help="untimed queries before timing")
    p.add_argument("--pid", type=int, default=None, help="server process id, for RSS and CPU from /proc")
    p.add_argument("--batch", type=int, default=1000, help="observations per observe/batch request")
    p.add_argument("--per-session", type=int, default=500, help="observations per sessionId (server cap 500)")
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--embed-timeout", type=float, default=3600, help="max seconds to wait for embeddings per size")
    p.add_argument("--no-wait", action="store_true", help="do not wait for embeddings")
    args = p.parse_args(argv)

    sizes = sorted({int(s) for s in args.sizes.split(",") if s.strip()})
    tag = args.run_tag or default_run_tag()
    project = f"bench-latency-{tag}"
    client, before = connect(args)
    if client is None:
        return 2

    filler = Filler(client, project, args.batch, args.per_session, args.seed, max(sizes))
    qgen = SyntheticObservations(args.seed + 7)
    per_size = []
    for size in sizes:
        log(f"size {size}: filling project {project}")
        fill = filler.fill_to(size)
        rss_fill = read_rss_kb(args.pid)
        emb = {"waited": False} if args.no_wait else wait_for_embeddings(client, args.embed_timeout)
        bodies = [{"query": qgen.query(), "project": project, "limit": 10}
                  for _ in range(args.queries + args.warmup)]
        cpu0 = read_cpu_s(args.pid)
        smart = measure_queries(client, "/smart-search", bodies, args.warmup)
        cpu1 = read_cpu_s(args.pid)
        if cpu0 is not None and cpu1 is not None:  # the whole server process, warm-up queries included
            smart["server_cpu_ms_per_query"] = round((cpu1 - cpu0) * 1000 / len(bodies), 2)
        h = client.health()
        per_size.append({"size": size, "fill": fill, "embeddings_wait": emb, "smart_search": smart,
                         "rss_kb_after_fill": rss_fill, "rss_kb": read_rss_kb(args.pid),
                         "goal_p95_ms": GOALS_P95_MS.get(size),
                         "goal": goal(smart["latency_ms"]["p95"], GOALS_P95_MS[size]) if size in GOALS_P95_MS else None,
                         "server": server_info(h)})
        lat = smart["latency_ms"]
        log(f"size {size}: smart-search p50 {lat['p50']} ms, p95 {lat['p95']} ms")

    rows = []
    for r in per_size:
        lat, rss = r["smart_search"]["latency_ms"], r["rss_kb"] or {}
        rows.append([f"{r['size']:,}", r["fill"]["obs_per_s"], r["embeddings_wait"].get("seconds"),
                     lat["n"], lat["p50"], lat["p95"], lat["p99"], lat["mean"],
                     f"<= {r['goal_p95_ms']:g}" if r["goal_p95_ms"] else "-", r["goal"] or "-",
                     round(rss["VmRSS"] / 1024, 1) if rss.get("VmRSS") else None])
    print_table(["observations", "fill obs/s", "embed wait s", "n", "p50 ms", "p95 ms", "p99 ms",
                 "mean ms", "goal p95 ms", "status", "RSS MB"], rows,
                title="agentmemory smart-search latency by store size", digits=1)
    print(f"\nproject {project}; with results: "
          + ", ".join(f"{r['size']:,}: {r['smart_search']['with_results']}/{r['smart_search']['latency_ms']['n']}"
                      for r in per_size))

    result = {"benchmark": "search_latency", "url": args.url, "run_tag": tag, "project": project,
              "params": {"sizes": sizes, "queries": args.queries, "warmup": args.warmup, "batch": args.batch,
                         "per_session": args.per_session, "seed": args.seed, "pid": args.pid},
              "goals_p95_ms": GOALS_P95_MS, "sizes": per_size, "server_before": server_info(before)}
    emit_result(result, args.json_out)
    return 0


if __name__ == "__main__":
    sys.exit(run_main(main))
