"""CPU cost of one POST /agentmemory/observe inside the app, without a network or a server.

    PYTHONPATH=src python3 bench/observe_cpu.py [--n 3000] [--repeat 3] [--clients 1] [--chunk N] [--profile]

Builds the real app (create_app: the guard, Flask, the REST adapter, ops.invoke, the observe
pipeline, SQLite in a temp dir) and calls it as a WSGI server would, one request after another,
with the payloads bench/ingest.py sends (SyntheticObservations). Prints CPU and wall µs per
observe for each repeat and the best of them. With several clients the server is bound by the
GIL, so this CPU time is what its observe p50 is made of; `--clients 4` sends from four threads at
once, as gthread's request threads would (their writes then queue for the one writer). The
embedder is the fake one (the queue only collects the work; embedding runs later, off the request
path). --chunk N also prints the CPU per observe of every N observes (how the cost grows with the store).
--profile prints the top of a cProfile run instead.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import wsgi_environ, SyntheticObservations, run_main, synthetic_observation  # noqa: E402


def bodies(n: int, seed: int, per_session: int = 400) -> list[bytes]:
    gen = SyntheticObservations(seed)
    base = datetime.now(timezone.utc) - timedelta(seconds=n)
    return [json.dumps(synthetic_observation(gen, i, f"cpu-{seed}-s{i // per_session}", "cpu", base)).encode()
            for i in range(n)]


def run(app, batch: list[bytes], clients: int = 1) -> tuple[float, float]:
    """Send every body through the app, from `clients` threads at once (each a share of the
    batch, one request after another): (cpu seconds of the whole process, wall seconds)."""
    statuses: list[str] = []

    def start_response(status, headers, exc_info=None):
        statuses.append(status)

    def send(bodies: list[bytes]) -> None:
        for body in bodies:
            out = app(wsgi_environ("/agentmemory/observe", body), start_response)
            b"".join(out)
            if hasattr(out, "close"):
                out.close()

    c0, w0 = time.process_time(), time.perf_counter()
    if clients == 1:
        send(batch)
    else:
        threads = [threading.Thread(target=send, args=(batch[i::clients],)) for i in range(clients)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    bad = [s for s in statuses if not s.startswith("201")]
    if bad:
        raise SystemExit(f"observe_cpu: {len(bad)} requests were not stored, e.g. {bad[0]}")
    return cpu, wall


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--n", type=int, default=3000, help="observes per repeat")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--clients", type=int, default=1,
                   help="threads sending at once (as gthread's request threads would)")
    p.add_argument("--profile", action="store_true", help="print a cProfile of one repeat instead")
    p.add_argument("--chunk", type=int, default=0,
                   help="also print the CPU per observe of each CHUNK observes, as the one store grows")
    args = p.parse_args(argv)

    from agentmemory.app import create_app, running
    from agentmemory.config import Settings

    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(data_dir=Path(tmp) / "data", embedding_provider="fake",
                            transcript_roots=(Path(tmp) / "transcripts",))
        with running(settings) as services:
            app = create_app(settings, services)
            run(app, bodies(200, seed=0))  # warm up: imports, caches, the first pages of the database
            if args.profile:
                import cProfile
                import pstats
                prof = cProfile.Profile()
                batch = bodies(args.n, seed=1)
                prof.enable()
                run(app, batch)
                prof.disable()
                pstats.Stats(prof).sort_stats("cumulative").print_stats(45)
                pstats.Stats(prof).sort_stats("tottime").print_stats(30)
                return 0
            best = None
            for r in range(args.repeat):
                batch = bodies(args.n, seed=r + 1)
                if args.chunk:
                    cpu = wall = 0.0
                    for i in range(0, args.n, args.chunk):
                        c, w = run(app, batch[i:i + args.chunk], args.clients)
                        cpu, wall = cpu + c, wall + w
                        print(f"  stored {200 + r * args.n + i + len(batch[i:i + args.chunk]):7d}: "
                              f"{c / len(batch[i:i + args.chunk]) * 1e6:7.1f} µs CPU / observe")
                else:
                    cpu, wall = run(app, batch, args.clients)
                us = cpu / args.n * 1e6
                best = us if best is None else min(best, us)
                print(f"repeat {r + 1}: {us:7.1f} µs CPU / observe  ({wall / args.n * 1e6:7.1f} µs wall)")
            print(f"best: {best:.1f} µs CPU per observe (n={args.n})")
    return 0


if __name__ == "__main__":
    sys.exit(run_main(main))
