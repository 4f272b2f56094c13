"""CPU cost of one POST /agentmemory/smart-search inside the app, without a network or a server.

    PYTHONPATH=src python3 bench/search_cpu.py [--sizes 10000] [--queries 300] [--repeat 3]
        [--data DIR] [--profile]

Builds the real app (create_app over SQLite in a temp dir, the fake embedder), fills one project
with the observations search_latency.py writes (POST /agentmemory/observe/batch through the app, the
same seeded payloads and sessions), embeds them all (the queue drained on this thread), then sends
the 1-3 word smart-search queries search_latency.py sends (project-scoped, limit 10), one after
another, as a WSGI server would. Prints the request thread's CPU µs per query (p50, p95, mean) for
each of `--repeat` passes over the same queries, and the best pass. CPU time of the calling thread
is far steadier than latency on a shared machine (wall µs are printed beside it; a BLAS library's own
threads are in the wall time only). `--data DIR` keeps the filled store there and
reuses it on the next run (either build: the schema is the same). `--profile` prints a cProfile of
one pass instead. `--dump FILE` writes every query's result ids and scores (to compare builds).
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import wsgi_environ, SyntheticObservations, percentile, run_main  # noqa: E402
from search_latency import Filler  # noqa: E402

PROJECT = "bench-cpu"


class AppClient:
    """The few calls search_latency.Filler makes, sent through the WSGI app in this process."""

    def __init__(self, app):
        self.app = app

    def call(self, path: str, body: dict) -> tuple[str, bytes]:
        status: list[str] = []
        out = self.app(wsgi_environ("/agentmemory" + path, json.dumps(body).encode()),
                       lambda s, h, exc_info=None: status.append(s))
        data = b"".join(out)
        if hasattr(out, "close"):
            out.close()
        return status[0], data

    def post(self, path: str, body: dict, ok=(200, 201)) -> tuple[int, dict, float]:
        status, data = self.call(path, body)
        code = int(status.split()[0])
        if code not in ok:
            raise SystemExit(f"search_cpu: {path} answered {status}: {data[:200]!r}")
        return code, json.loads(data), 0.0

    def start_session(self, session_id: str, project: str, cwd: str, title: str | None = None) -> bool:
        self.post("/session/start", {"sessionId": session_id, "project": project, "cwd": cwd, "title": title})
        return True


def fill(filler: Filler, services, size: int) -> None:
    """The project filled to `size` observations, all embedded."""
    t0 = time.perf_counter()
    filler.fill_to(size)
    services.shared.searcher.queue.drain(timeout=3600)
    print(f"filled {size:,} observations in {time.perf_counter() - t0:.0f} s", file=sys.stderr)


def run(client: AppClient, bodies: list[dict]) -> tuple[list[float], list[float]]:
    """Each query sent once: the request thread's CPU µs and the wall µs per query."""
    cpu, wall = [], []
    for body in bodies:
        c0, w0 = time.thread_time(), time.perf_counter()
        status, _ = client.call("/smart-search", body)
        cpu.append((time.thread_time() - c0) * 1e6)
        wall.append((time.perf_counter() - w0) * 1e6)
        if not status.startswith("200"):
            raise SystemExit(f"search_cpu: smart-search answered {status}")
    return cpu, wall


def dump(client: AppClient, bodies: list[dict], path: str) -> None:
    with open(path, "w") as f:
        for body in bodies:
            _, data = client.call("/smart-search", body)
            res = json.loads(data)["results"]
            f.write(json.dumps({"q": body["query"], "r": [[r["kind"], r["id"], r["score"], r["matched"]]
                                                          for r in res]}) + "\n")


def profile(client: AppClient, bodies: list[dict]) -> None:
    import cProfile
    import pstats
    prof = cProfile.Profile()
    prof.enable()
    run(client, bodies)
    prof.disable()
    pstats.Stats(prof).sort_stats("cumulative").print_stats(50)
    pstats.Stats(prof).sort_stats("tottime").print_stats(35)


def measure(client: AppClient, bodies: list[dict], size: int, repeat: int) -> None:
    best = None
    for r in range(repeat):
        us, wall = run(client, bodies)
        p50, p95, mean = percentile(us, 50), percentile(us, 95), sum(us) / len(us)
        print(f"{size:>7,} pass {r + 1}: p50 {p50:7.0f} µs  p95 {p95:7.0f} µs  mean {mean:7.0f} µs CPU / query "
              f"(wall p50 {percentile(wall, 50):7.0f} µs, p95 {percentile(wall, 95):7.0f} µs)")
        best = (p50, p95, mean) if best is None or p95 < best[1] else best
    print(f"{size:>7,} best: p50 {best[0]:.0f} µs, p95 {best[1]:.0f} µs, mean {best[2]:.0f} µs CPU "
          f"(n={len(bodies)})")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", default="10000", help="comma-separated store sizes, filled cumulatively")
    p.add_argument("--queries", type=int, default=300, help="queries per pass")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--data", default=None, help="keep (and reuse) the filled store in this directory")
    p.add_argument("--profile", action="store_true", help="print a cProfile of one pass instead")
    p.add_argument("--dump", default=None, help="write each query's results (kind, id, score, matched) here")
    args = p.parse_args(argv)

    from agentmemory import wsgi
    from agentmemory.app import create_app, running
    from agentmemory.config import Settings

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(args.data) if args.data else Path(tmp)
        settings = Settings(data_dir=root / "data", embedding_provider="fake",
                            transcript_roots=(root / "transcripts",))
        with running(settings) as services:
            client = AppClient(create_app(settings, services))
            getattr(wsgi, "settle_heap", lambda: None)()  # the heap as the server leaves it (older builds: as is)
            sizes = sorted({int(s) for s in args.sizes.split(",") if s.strip()})
            filler = Filler(client, PROJECT, 1000, 500, args.seed, max(sizes))
            for size in sizes:
                marker = root / f"filled-{size}"
                if marker.exists():  # a kept store: filled by an earlier run
                    filler.written = size
                else:
                    fill(filler, services, size)
                    marker.touch()
                qgen = SyntheticObservations(args.seed + 7)
                bodies = [{"query": qgen.query(), "project": PROJECT, "limit": 10} for _ in range(args.queries)]
                run(client, bodies[:10])  # warm up: imports, caches, the first pages of the database
                if args.dump:  # at one fixed time (kept with the store), so two builds' scores compare
                    clock = root / "dump-clock"
                    if not clock.exists():
                        clock.write_text(repr(time.time()))
                    services.shared.clock, now = (lambda t=float(clock.read_text()): t), services.shared.clock
                    dump(client, bodies, f"{args.dump}.{size}")
                    services.shared.clock = now
                if args.profile:
                    profile(client, bodies)
                else:
                    measure(client, bodies, size, args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(run_main(main))
