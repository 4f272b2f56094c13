"""Observe throughput and search latency over HTTP.

    python bench/ingest.py --url http://127.0.0.1:3111 [--n 10000] [--clients 4]
        [--searches 200] [--token T] [--run-tag TAG] [--json-out F]

1. Observe: `--clients` processes (hooks are separate processes; client threads in one
   Python process would queue on its GIL), each with its own keep-alive `http.client`
   connection, POST single observations to /agentmemory/observe as fast as the server
   answers; the JSON bodies are encoded before the clock starts.
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
import http.client
import json
import multiprocessing as mp
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Sequence
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import (Client, connect, SyntheticObservations, add_common_args, default_run_tag, run_main,  # noqa: E402
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


def _observe_worker(url: str, token: str | None, timeout: float, plan: list[dict], start, out) -> None:
    """One client process: its own keep-alive connection, POSTs its plan as fast as answered."""
    u = urlsplit(url)
    conn = http.client.HTTPConnection(u.hostname, u.port or 80, timeout=timeout)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    path = (u.path.rstrip("/") or "") + "/agentmemory/observe"
    bodies = [json.dumps(o).encode() for o in plan]  # encoded before the clock starts
    lat: list[float] = []
    st = {"stored": 0, "deduplicated": 0, "errors": 0, "first_error": None}
    start.wait()
    cpu0 = time.process_time()
    for body in bodies:
        t0 = time.perf_counter()
        try:
            conn.request("POST", path, body, headers)
            resp = conn.getresponse()
            data = resp.read()
        except Exception as e:  # counted and reported; reconnect and go on
            st["errors"] += 1
            st["first_error"] = st["first_error"] or repr(e)
            conn.close()
            continue
        lat.append((time.perf_counter() - t0) * 1000.0)
        if resp.status == 201:
            st["stored"] += 1
        elif resp.status == 200 and json.loads(data).get("deduplicated"):
            st["deduplicated"] += 1
        else:
            st["errors"] += 1
            st["first_error"] = st["first_error"] or f"{resp.status}: {data[:200]!r}"
    st["cpu_s"] = time.process_time() - cpu0
    conn.close()
    out.put((lat, st))


def run_observe(client: Client, plans: list[list[dict]]) -> dict:
    """Send every plan from its own process at once (hooks are separate processes, and one Python
    process would serialise the clients on its GIL); return throughput and latency."""
    ctx = mp.get_context("spawn")
    start, out = ctx.Event(), ctx.Queue()
    procs = [ctx.Process(target=_observe_worker, args=(client.url, client.headers.get("Authorization", "")[7:] or None,
                                                       client.timeout, plan, start, out), daemon=True)
             for plan in plans]
    for pr in procs:
        pr.start()
    time.sleep(1.0 + 0.0002 * sum(len(p) for p in plans))  # let every process encode its plan
    t0 = time.perf_counter()
    start.set()
    results = [out.get() for _ in procs]
    wall = time.perf_counter() - t0
    for pr in procs:
        pr.join()
    lat = [m for r in results for m in r[0]]
    stats = [r[1] for r in results]
    errors = sum(s["errors"] for s in stats)
    if errors:
        log(f"observe: {errors} requests failed, e.g. {next(s['first_error'] for s in stats if s['first_error'])}")
    ok = len(lat)
    client_cpu = sum(s["cpu_s"] for s in stats)
    return {"requests": sum(len(p) for p in plans), "ok": ok, "errors": errors,
            # the client processes' own CPU per request: they share the machine's cores with the server
            "client_cpu_us_per_request": round(1e6 * client_cpu / ok, 1) if ok else None,
            "stored": sum(s["stored"] for s in stats), "deduplicated": sum(s["deduplicated"] for s in stats),
            "seconds": round(wall, 3), "obs_per_s": round(ok / wall, 1) if wall else None,
            "latency_ms": latency_summary(lat)}


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
    sys.exit(run_main(main))
