"""Observe throughput and search latency over HTTP.

    python bench/ingest.py --url http://127.0.0.1:3111 [--n 10000] [--clients 4]
        [--searches 200] [--token T] [--run-tag TAG] [--json-out F]

1. Observe: `--clients` threads, each with its own keep-alive `requests.Session`,
   POST single observations to /agentmemory/observe as fast as the server answers.
   Payloads are realistic Claude Code PostToolUse hook inputs (hookType
   "post_tool_use", data {tool_name, tool_input, tool_output}) with varied tools,
   file paths and text drawn from a seeded vocabulary. Each client writes its own
   sessions and moves to a new sessionId every `--per-session` observations (the
   server caps a session at 500). Sessions are started before the clock starts.
   Reported: observations/s over the whole run and per-request latency p50/p95/p99.
2. Once the store holds the n observations (and, unless --no-wait, the embedding
   queue is empty so the searches do not compete with it for CPU), `--searches`
   1-3 word queries from the same vocabulary are sent one at a time to
   /agentmemory/search and then to /agentmemory/smart-search (project-scoped,
   limit 10), after a few untimed warm-up queries.

Goals (at n = 10,000): observe p50 < 5 ms, search p95 < 20 ms
(and smart-search p95 <= 30 ms, as in search_latency.py).
"""
from __future__ import annotations

import argparse
import sys
import threading
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import (Client, connect, SyntheticObservations, add_common_args, default_run_tag,  # noqa: E402
                     emit_result, goal, latency_summary, log, measure_queries, print_table,
                     server_info, synthetic_observation, wait_for_embeddings)

GOALS = {"observe_p50_ms": 5.0, "search_p95_ms": 20.0, "smart_search_p95_ms": 30.0}
GOAL_N = 10_000


def client_plan(n: int, clients: int, c: int, per_session: int, project: str, seed: int,
                hook_type: str) -> list[dict]:
    """The observations client `c` sends: every clients-th item of n, own sessions, own seed."""
    gen = SyntheticObservations(seed * 1000 + c)
    count = len(range(c, n, clients))
    base = datetime.now(timezone.utc) - timedelta(seconds=count)  # timestamps end at "now", never ahead
    return [synthetic_observation(gen, i, f"{project}-c{c}-s{i // per_session}", project, base, hook_type)
            for i in range(count)]


def run_observe(client: Client, plans: list[list[dict]]) -> dict:
    """Send every plan on its own thread at once; return throughput and latency."""
    lat: list[list[float]] = [[] for _ in plans]
    stats = [{"stored": 0, "deduplicated": 0, "errors": 0, "first_error": None} for _ in plans]
    barrier = threading.Barrier(len(plans) + 1)

    def worker(c: int) -> None:
        barrier.wait()
        for obs in plans[c]:
            try:
                status, body, ms = client.post("/observe", obs)
            except Exception as e:  # counted and reported; the run goes on
                stats[c]["errors"] += 1
                stats[c]["first_error"] = stats[c]["first_error"] or str(e)
                continue
            lat[c].append(ms)
            dedup = status == 200 and isinstance(body, dict) and body.get("deduplicated")
            stats[c]["deduplicated" if dedup else "stored"] += 1

    threads = [threading.Thread(target=worker, args=(c,), daemon=True) for c in range(len(plans))]
    for t in threads:
        t.start()
    barrier.wait()
    t0 = time.perf_counter()
    for t in threads:
        t.join()
    wall = time.perf_counter() - t0
    ok = sum(len(x) for x in lat)
    errors = sum(s["errors"] for s in stats)
    if errors:
        log(f"observe: {errors} requests failed, e.g. {next(s['first_error'] for s in stats if s['first_error'])}")
    return {"requests": sum(len(p) for p in plans), "ok": ok, "errors": errors,
            "stored": sum(s["stored"] for s in stats), "deduplicated": sum(s["deduplicated"] for s in stats),
            "seconds": round(wall, 3), "obs_per_s": round(ok / wall, 1) if wall else None,
            "latency_ms": latency_summary([m for x in lat for m in x])}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_args(p)
    p.add_argument("--n", type=int, default=10_000, help="observations to write")
    p.add_argument("--clients", type=int, default=4, help="concurrent observe clients")
    p.add_argument("--searches", type=int, default=200, help="timed queries per search endpoint")
    p.add_argument("--warmup", type=int, default=5, help="untimed queries before each endpoint")
    p.add_argument("--per-session", type=int, default=500, help="observations per sessionId (server cap 500)")
    p.add_argument("--hook-type", default="post_tool_use", help="hookType of the observations")
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--embed-timeout", type=float, default=1800, help="max seconds to wait for embeddings")
    p.add_argument("--no-wait", action="store_true", help="search without waiting for embeddings")
    args = p.parse_args(argv)

    tag = args.run_tag or default_run_tag()
    project = f"bench-ingest-{tag}"
    client, before = connect(args)
    if client is None:
        return 2

    plans = [client_plan(args.n, args.clients, c, args.per_session, project, args.seed, args.hook_type)
             for c in range(args.clients)]
    sessions = sorted({o["sessionId"] for plan in plans for o in plan})
    for sid in sessions:
        client.start_session(sid, project, f"/bench/{project}", f"ingest bench {sid}")
    log(f"observe: {args.n} observations, {args.clients} clients, {len(sessions)} sessions, project {project}")
    observe = run_observe(client, plans)
    log(f"observe: {observe['ok']} in {observe['seconds']:.1f}s ({observe['obs_per_s']}/s)")

    emb = {"waited": False} if args.no_wait else wait_for_embeddings(client, args.embed_timeout)

    qgen = SyntheticObservations(args.seed + 7)
    queries = [qgen.query() for _ in range(args.searches + args.warmup)]
    bodies = [{"query": q, "project": project, "limit": 10} for q in queries]
    search = measure_queries(client, "/search", bodies, args.warmup)
    smart = measure_queries(client, "/smart-search", bodies, args.warmup)
    after = client.health()

    o, s, ss = observe["latency_ms"], search["latency_ms"], smart["latency_ms"]
    note = "" if args.n == GOAL_N else f" (goals are for n={GOAL_N})"
    print_table(
        ["endpoint", "n", "req/s", "p50 ms", "p95 ms", "p99 ms", "mean ms", "goal", "status"],
        [["POST /observe", o["n"], observe["obs_per_s"], o["p50"], o["p95"], o["p99"], o["mean"],
          f"p50 < {GOALS['observe_p50_ms']:g} ms", goal(o["p50"], GOALS["observe_p50_ms"], strict=True)],
         ["POST /search", s["n"], None, s["p50"], s["p95"], s["p99"], s["mean"],
          f"p95 < {GOALS['search_p95_ms']:g} ms", goal(s["p95"], GOALS["search_p95_ms"], strict=True)],
         ["POST /smart-search", ss["n"], None, ss["p50"], ss["p95"], ss["p99"], ss["mean"],
          f"p95 <= {GOALS['smart_search_p95_ms']:g} ms", goal(ss["p95"], GOALS["smart_search_p95_ms"])]],
        title=f"agentmemory HTTP benchmark: {args.n} observations, {args.clients} clients{note}", digits=2)
    print(f"\nobserve: {observe['stored']} stored, {observe['deduplicated']} deduplicated, "
          f"{observe['errors']} errors in {observe['seconds']:.1f}s; "
          f"queries with results: search {search['with_results']}/{s['n']}, "
          f"smart-search {smart['with_results']}/{ss['n']}; embeddings wait {emb.get('seconds', 0)}s")

    result = {
        "benchmark": "ingest", "url": args.url, "run_tag": tag, "project": project,
        "params": {"n": args.n, "clients": args.clients, "searches": args.searches, "warmup": args.warmup,
                   "per_session": args.per_session, "hook_type": args.hook_type, "seed": args.seed},
        "observe": observe, "embeddings_wait": emb, "search": search, "smart_search": smart,
        "goals": {**GOALS, "at_n": GOAL_N,
                  "observe_p50": goal(o["p50"], GOALS["observe_p50_ms"], strict=True),
                  "search_p95": goal(s["p95"], GOALS["search_p95_ms"], strict=True),
                  "smart_search_p95": goal(ss["p95"], GOALS["smart_search_p95_ms"])},
        "server_before": server_info(before), "server_after": server_info(after),
    }
    emit_result(result, args.json_out)
    return 0 if observe["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
