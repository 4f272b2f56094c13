"""Context compilation latency on a realistic store (what every session start pays).

    python bench/context.py --url http://127.0.0.1:3111 [--observations 10000] [--memories 1000]
        [--lessons 200] [--slots 8] [--queries 200] [--budget N] [--token T] [--run-tag TAG] [--json-out F]

Fills the run's project (`bench-context-<run-tag>`) over REST: `--observations`
synthetic PostToolUse observations with POST /agentmemory/observe/batch (a new
session every `--per-session` = 500, the server's cap; every session but the
last is ended, so it gets a stored summary), `--memories` POST /remember,
`--lessons` POST /lessons and `--slots` pinned project slots with POST /slot.
Then it waits for the embedding queue, sends a few untimed warm-up requests
and times `--queries` POST /agentmemory/context requests one at a time in two
shapes: without a query (the session-start case: the project's newest
memories) and with a 1-3 word query (relevant memories, through hybrid search).

With `--no-fill --run-tag TAG` an earlier run's project is timed again without
writing anything. Goal: p95 < 50 ms for both shapes.
"""
from __future__ import annotations

import argparse
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import (BenchError, Client, connect, SyntheticObservations, add_common_args, default_run_tag,  # noqa: E402
                     run_main, emit_result, goal, latency_summary, log, print_table, server_info, synthetic_observation,
                     wait_for_embeddings)

GOAL_P95_MS = 50.0


def fill_observations(client: Client, project: str, n: int, batch: int, per_session: int, seed: int) -> dict:
    gen = SyntheticObservations(seed)
    base = datetime.now(timezone.utc) - timedelta(seconds=n)  # one second apart, ending now
    sessions: list[str] = []
    stored = errors = 0
    t0 = time.perf_counter()
    for start in range(0, n, batch):
        items = []
        for i in range(start, min(n, start + batch)):
            sid = f"{project}-s{i // per_session}"
            if not sessions or sessions[-1] != sid:
                sessions.append(sid)
                client.start_session(sid, project, f"/bench/{project}", f"context bench {sid}")
            items.append(synthetic_observation(gen, i, sid, project, base))
        _, body, _ = client.post("/observe/batch", {"observations": items}, ok=(200,))
        stored += body.get("stored", 0)
        errors += body.get("failed", 0)
        log(f"observations: {start + len(items)}/{n}")
    for sid in sessions[:-1]:  # the last one stays open, as a session in progress would
        client.post("/session/end", {"sessionId": sid}, ok=(200,))
    return {"stored": stored, "failed": errors, "sessions": len(sessions),
            "seconds": round(time.perf_counter() - t0, 2)}


def fill_items(client: Client, project: str, args: argparse.Namespace) -> dict:
    gen = SyntheticObservations(args.seed + 1)
    t0 = time.perf_counter()
    counts = {"memories": 0, "lessons": 0, "slots": 0}
    for i in range(args.memories):
        words = gen.words(6, 16)
        body = {"content": f"{' '.join(words).capitalize()} (fact {i}).", "project": project,
                "type": gen.rng.choice(["fact", "decision", "pattern", "preference"]),
                "concepts": words[:3], "files": [gen.path()]}
        client.post("/remember", body, ok=(201,))
        counts["memories"] += 1
        if i % 200 == 199:
            log(f"memories: {i + 1}/{args.memories}")
    for i in range(args.lessons):
        body = {"content": f"{gen.rng.choice(['Always', 'Never', 'Prefer to'])} {' '.join(gen.words(4, 10))} "
                           f"(lesson {i}).", "project": project, "confidence": round(gen.rng.uniform(0.2, 0.95), 2)}
        client.post("/lessons", body, ok=(200, 201))
        counts["lessons"] += 1
    for i in range(args.slots):
        body = {"label": f"bench_{i}", "content": " ".join(gen.words(10, 30)), "scope": "project",
                "project": project, "pinned": True}
        try:
            client.post("/slot", body, ok=(201,))
            counts["slots"] += 1
        except BenchError as e:
            if e.status != 409:  # 409: the slot exists from an earlier run with this tag
                raise
    counts["seconds"] = round(time.perf_counter() - t0, 2)
    return counts


def time_context(client: Client, bodies: list[dict], warmup: int) -> dict:
    ms, tokens, blocks, truncated, errors = [], [], [], 0, 0
    for i, body in enumerate(bodies):
        try:
            _, resp, t = client.post("/context", body, ok=(200,))
        except Exception as e:  # counted and reported; the run goes on
            errors += 1
            log(f"context failed: {e}")
            continue
        if i < warmup:
            continue
        ms.append(t)
        tokens.append(resp.get("tokens", 0))
        blocks.append(len(resp.get("blocks", [])))
        truncated += bool(resp.get("truncated"))
    n = max(1, len(tokens))
    return {"latency_ms": latency_summary(ms), "errors": errors, "mean_tokens": round(sum(tokens) / n, 1),
            "mean_blocks": round(sum(blocks) / n, 1), "truncated": truncated}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_args(p)
    p.add_argument("--observations", type=int, default=10_000)
    p.add_argument("--memories", type=int, default=1_000)
    p.add_argument("--lessons", type=int, default=200)
    p.add_argument("--slots", type=int, default=8)
    p.add_argument("--queries", type=int, default=200, help="timed requests per shape")
    p.add_argument("--warmup", type=int, default=10, help="untimed requests before each shape")
    p.add_argument("--budget", type=int, default=None, help="token budget sent (default: the server's)")
    p.add_argument("--batch", type=int, default=1000, help="observations per /observe/batch request")
    p.add_argument("--per-session", type=int, default=500, help="observations per session (server cap 500)")
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--embed-timeout", type=float, default=1800, help="max seconds to wait for embeddings")
    p.add_argument("--no-fill", action="store_true",
                   help="time an already filled project again (pass the earlier run's --run-tag)")
    args = p.parse_args(argv)
    if args.no_fill and not args.run_tag:
        p.error("--no-fill needs the --run-tag of the run that filled the project")

    tag = args.run_tag or default_run_tag()
    project = f"bench-context-{tag}"
    client, before = connect(args)
    if client is None:
        return 2

    if args.no_fill:
        obs, items = {"stored": "existing"}, {k: "existing" for k in ("memories", "lessons", "slots")}
    else:
        log(f"filling project {project}")
        obs = fill_observations(client, project, args.observations, args.batch, args.per_session, args.seed)
        items = fill_items(client, project, args)
    emb = wait_for_embeddings(client, args.embed_timeout)

    qgen = SyntheticObservations(args.seed + 7)
    extra = {"budget": args.budget} if args.budget else {}
    total = args.queries + args.warmup
    plain = [{"project": project, "sessionId": f"{project}-new{i}", **extra} for i in range(total)]
    queried = [{"project": project, "query": qgen.query(), **extra} for _ in range(total)]
    results = {"no_query": time_context(client, plain, args.warmup),
               "query": time_context(client, queried, args.warmup)}
    after = client.health()

    rows = []
    for name, r in results.items():
        lat = r["latency_ms"]
        rows.append([f"POST /context ({name.replace('_', ' ')})", lat["n"], lat["p50"], lat["p95"], lat["p99"],
                     lat["max"], r["mean_tokens"], r["mean_blocks"], f"p95 < {GOAL_P95_MS:g} ms",
                     goal(lat["p95"], GOAL_P95_MS, strict=True)])
    print_table(["request", "n", "p50 ms", "p95 ms", "p99 ms", "max ms", "tokens", "blocks", "goal", "status"],
                rows, title=f"context compilation: {obs['stored']} observations, {items['memories']} memories, "
                            f"{items['lessons']} lessons, {items['slots']} slots", digits=2)
    result = {
        "benchmark": "context", "url": args.url, "run_tag": tag, "project": project,
        "params": {k: getattr(args, k) for k in ("observations", "memories", "lessons", "slots", "queries",
                                                  "warmup", "budget", "batch", "per_session", "seed")},
        "fill": {"observations": obs, "items": items}, "embeddings_wait": emb, **results,
        "goals": {"p95_ms": GOAL_P95_MS,
                  **{f"{k}_p95": goal(v["latency_ms"]["p95"], GOAL_P95_MS, strict=True) for k, v in results.items()}},
        "server_before": server_info(before), "server_after": server_info(after),
    }
    emit_result(result, args.json_out)
    return 0 if not any(r["errors"] for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(run_main(main))
