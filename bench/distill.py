"""Crystallize and consolidate timings, in-process, with the heuristic (no-LLM) provider.

    python bench/distill.py [--n 1000] [--memories 1000] [--embedder fake|local|none]
        [--repeat 3] [--json-out F]

Unlike the HTTP benchmarks this one builds the server's services in-process on
a temporary data directory (no server to start) and calls the REST routes
through Flask's test client, so the numbers are the work itself.

1. Crystallize: one session of `--n` observations (70% Claude Code tool calls
   from the shared synthetic generator, 20% conversation turns, 5% decisions,
   5% errors) is observed in batches, ended, and crystallized `--repeat` times
   (extractive: TF-IDF centrality). Reported: ms per crystallize (min, median).
2. Consolidate: `--memories` memories written straight into the store over a
   simulated 120 days (10% near-duplicates of another, one extra word), their
   vectors embedded (unless --embedder none), then one consolidation run (decay
   of every memory, merges, evictions) and a second, steady-state run.
   Reported: ms per run and what each run did.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from _common import (WORDS, SyntheticObservations, emit_result, log, print_table, run_main,  # noqa: E402
                     synthetic_observation)

from agentmemory.app import create_app, running  # noqa: E402
from agentmemory.config import Settings  # noqa: E402
from agentmemory.memory import indexing  # noqa: E402
from agentmemory.memory.common import iso  # noqa: E402
from agentmemory.store import KV  # noqa: E402

API = "/agentmemory"
DAY = 86400.0


def session_items(n: int, rng: random.Random, gen: SyntheticObservations) -> list[dict]:
    base = datetime(2026, 1, 5, 9, 0, tzinfo=timezone.utc)
    items = []
    for i in range(n):
        item = synthetic_observation(gen, i, "bench-session", "bench", base)
        roll = rng.random()
        words = lambda k: " ".join(rng.sample(WORDS, k))  # noqa: E731
        if roll < 0.20:
            item.update(hookType="message", data={"speaker": rng.choice(["user", "assistant"]),
                                                  "text": f"We should {words(3)} before the {words(2)} step. "
                                                          f"The {words(2)} works now after fixing {words(2)}. "
                                                          f"Next we {words(4)} (turn {i})."})
        elif roll < 0.25:
            item.update(hookType="note", data={"type": "decision", "text": f"Use {words(2)} for {words(3)} ({i})"})
        elif roll < 0.30:
            item.update(hookType="note", data={"type": "error", "text": f"ValueError: {words(4)} failed ({i})"})
        items.append(item)
    return items


def bench_crystallize(client, services, n: int, repeat: int, rng: random.Random) -> dict:
    items = session_items(n, rng, SyntheticObservations(seed=7))
    t0 = time.perf_counter()
    for i in range(0, n, 1000):
        r = client.post(f"{API}/observe/batch", json={"observations": items[i:i + 1000]})
        assert r.status_code == 200 and r.get_json()["stored"] == len(items[i:i + 1000]), r.get_json()
    observe_ms = (time.perf_counter() - t0) * 1000
    client.post(f"{API}/session/end", json={"sessionId": "bench-session"})
    times, crystal = [], None
    for _ in range(repeat):
        t0 = time.perf_counter()
        r = client.post(f"{API}/crystallize", json={"sessionId": "bench-session"})
        times.append((time.perf_counter() - t0) * 1000)
        assert r.status_code == 201, r.get_json()
        crystal = r.get_json()["crystal"]
    return {"observations": n, "observe_ms": round(observe_ms, 1), "crystallize_ms_min": round(min(times), 1),
            "crystallize_ms_median": round(statistics.median(times), 1), "method": crystal["method"],
            "narrative_chars": len(crystal["narrative"]), "decisions": len(crystal["decisions"]),
            "errors": len(crystal["errors"]), "lessons": len(crystal["lessons"]), "files": len(crystal["files"])}


def bench_consolidate(client, services, m: int, rng: random.Random) -> dict:
    now = services.shared.clock()
    mems = []
    with services.store.write() as tx:
        for i in range(m):
            dup = bool(mems) and rng.random() < 0.10  # a near-duplicate of an earlier memory
            if dup:
                src = rng.choice(mems)
                content, created = src["content"] + " " + rng.choice(WORDS), src["createdTs"] + DAY
            else:
                content = (f"The {' '.join(rng.sample(WORDS, 3))} uses {' '.join(rng.sample(WORDS, 4))} "
                           f"because {' '.join(rng.sample(WORDS, 5))} (note {i})")
                created = now - rng.uniform(0, 120) * DAY
            mem = {"id": f"mem_bench{i:06d}", "type": "fact", "title": content[:60], "content": content,
                   "concepts": rng.sample(WORDS, 2), "files": [], "project": src["project"] if dup else f"p{i % 4}",
                   "agentId": "default",
                   "importance": rng.randint(1, 9), "version": 1, "isLatest": True, "createdAt": iso(created),
                   "createdTs": created, "updatedAt": iso(created), "forgetAfterTs": None,
                   "hits": rng.choice([0, 0, 0, 1, 3])}
            mems.append(mem)
            tx.put(KV.memories, mem["id"], mem)
            services.shared.searcher.put(tx, **indexing.memory_doc(mem), embed=services.shared.embedder is not None)
    embed_ms = 0.0
    if services.shared.searcher.queue is not None:
        t0 = time.perf_counter()
        services.shared.searcher.queue.drain(timeout=3600)
        embed_ms = (time.perf_counter() - t0) * 1000
    runs = []
    for _ in range(2):
        t0 = time.perf_counter()
        r = client.post(f"{API}/consolidate")
        wall = (time.perf_counter() - t0) * 1000
        assert r.status_code == 200, r.get_json()
        rep = r.get_json()
        runs.append({"wall_ms": round(wall, 1), "tookMs": rep["tookMs"], "decayed": rep["decayed"],
                     "merged": rep["merged"], "evicted": rep["evicted"], "trimmed": rep["trimmed"],
                     "steps_ms": {k: v["ms"] for k, v in rep["steps"].items()}})
    return {"memories": m, "embed_ms": round(embed_ms, 1), "first": runs[0], "second": runs[1]}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, default=1000, help="observations in the crystallized session")
    p.add_argument("--memories", type=int, default=1000, help="memories in the consolidated store")
    p.add_argument("--embedder", default="fake", choices=("fake", "local", "none"))
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--json-out", default=None)
    args = p.parse_args(argv)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="am-distill-") as tmp:
        settings = Settings(data_dir=Path(tmp), embedding_provider=args.embedder, llm_provider="none",
                            max_obs_per_session=args.n + 10)
        with running(settings) as services:
            client = create_app(settings, services).test_client()
            log(f"crystallize: observing {args.n} observations ...")
            crystal = bench_crystallize(client, services, args.n, args.repeat, rng)
            log(f"consolidate: writing {args.memories} memories ...")
            consolidation = bench_consolidate(client, services, args.memories, rng)
    print_table(["measure", "value"], [
        ["observations", crystal["observations"]],
        ["crystallize ms (min)", crystal["crystallize_ms_min"]],
        ["crystallize ms (median)", crystal["crystallize_ms_median"]],
        ["crystal: narrative chars / decisions / errors", f"{crystal['narrative_chars']} / {crystal['decisions']}"
                                                          f" / {crystal['errors']}"],
        ["memories", consolidation["memories"]],
        ["consolidate ms (first run)", consolidation["first"]["tookMs"]],
        ["  decayed / merged / evicted", f"{consolidation['first']['decayed']} / {consolidation['first']['merged']}"
                                         f" / {consolidation['first']['evicted']}"],
        ["consolidate ms (second run)", consolidation["second"]["tookMs"]],
    ], title=f"distill (LLM: none, embedder: {args.embedder})", digits=1)
    print_table(["step", "first run ms", "second run ms"],
                [[k, v, consolidation["second"]["steps_ms"].get(k)]
                 for k, v in consolidation["first"]["steps_ms"].items()], digits=1)
    emit_result({"benchmark": "distill", "embedder": args.embedder, "llm": "none", "crystallize": crystal,
                 "consolidate": consolidation}, args.json_out)
    return 0


if __name__ == "__main__":
    sys.exit(run_main(main))
