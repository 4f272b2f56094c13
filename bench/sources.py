"""Document folders: first index and re-sync times of a folder of generated Markdown files, in-process.

    python bench/sources.py [--files 1000] [--embedder fake|local|none] [--seed 42] [--json-out F]

Builds the services on a temporary data dir (as distill.py does) and calls the REST routes through
Flask's test client, so the numbers are the work itself. The folder holds `--files` Markdown files
(a heading, 3-8 paragraphs of words from the shared vocabulary, some subsections; about 2-4 KB each)
in 10 subfolders. Reported:
1. first index: POST /sources (walk, read, hash, chunk, write chunks + search rows; vectors queued);
2. re-sync, nothing changed (size and mtime compared, nothing read);
3. re-sync with one file changed (only that file is read and re-chunked);
4. with an embedder, the time for the embed queue to drain the first index's chunks.
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from _common import WORDS, emit_result, log, print_table, run_main  # noqa: E402

from agentmemory.app import create_app, running  # noqa: E402
from agentmemory.config import Settings  # noqa: E402

API = "/agentmemory"


def _paragraph(rng: random.Random) -> str:
    sentences = [" ".join(rng.sample(WORDS, rng.randint(6, 14))).capitalize() + "." for _ in range(rng.randint(2, 6))]
    return " ".join(sentences)


def write_folder(root: Path, files: int, rng: random.Random) -> list[Path]:
    paths = []
    for i in range(files):
        folder = root / f"part{i % 10}"
        folder.mkdir(parents=True, exist_ok=True)
        lines = [f"# Note {i}: {' '.join(rng.sample(WORDS, 3))}", ""]
        for s in range(rng.randint(1, 3)):
            lines += [f"## Section {s}", ""]
            for _ in range(rng.randint(1, 3)):
                lines += [_paragraph(rng), ""]
        path = folder / f"note{i:04d}.md"
        path.write_text("\n".join(lines))
        paths.append(path)
    return paths


def _timed(call) -> tuple[float, dict]:
    t0 = time.perf_counter()
    resp = call()
    took = (time.perf_counter() - t0) * 1000
    if resp.status_code >= 300:
        raise RuntimeError(f"{resp.status_code}: {resp.get_json()}")
    return took, resp.get_json()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--files", type=int, default=1000)
    p.add_argument("--embedder", default="fake", choices=("fake", "local", "none"))
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--json-out", default=None)
    args = p.parse_args(argv)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="am-sources-") as tmp:
        root = Path(tmp) / "docs"
        paths = write_folder(root, args.files, rng)
        size = sum(p.stat().st_size for p in paths)
        settings = Settings(data_dir=Path(tmp) / "data", embedding_provider=args.embedder, llm_provider="none",
                            source_roots=(root,), source_poll_seconds=0)
        with running(settings) as services:
            client = create_app(settings, services).test_client()
            log(f"indexing {args.files} files ({size / 1e6:.1f} MB) ...")
            first_ms, added = _timed(lambda: client.post(f"{API}/sources", json={"path": str(root)}))
            same_ms, _ = _timed(lambda: client.post(f"{API}/sources/sync", json={}))
            paths[len(paths) // 2].write_text("# Changed\n\n" + _paragraph(rng) + "\n")
            one_ms, one = _timed(lambda: client.post(f"{API}/sources/sync", json={}))
            log(f"first index {first_ms:.0f} ms, re-sync {same_ms:.0f} ms, one changed {one_ms:.0f} ms")
            embed_ms = None
            if services.shared.searcher.queue is not None:
                log(f"embedding {added['source']['chunks']} chunks ...")
                t0 = time.perf_counter()
                services.shared.searcher.queue.drain(timeout=3600)
                embed_ms = (time.perf_counter() - t0) * 1000
    chunks = added["source"]["chunks"]
    print_table(["measure", "value"], [
        ["files / MB", f"{args.files} / {size / 1e6:.1f}"], ["chunks", chunks],
        ["first index ms", first_ms], ["re-sync, nothing changed ms", same_ms],
        ["re-sync, one file changed ms", one_ms], ["embed queue drain ms", embed_ms],
    ], title=f"sources (embedder: {args.embedder})", digits=1)
    emit_result({"benchmark": "sources", "embedder": args.embedder, "files": args.files, "bytes": size,
                 "chunks": chunks, "first_index_ms": round(first_ms, 1), "resync_unchanged_ms": round(same_ms, 1),
                 "resync_one_changed_ms": round(one_ms, 1), "updated": one["synced"][0]["updated"],
                 "embed_drain_ms": round(embed_ms, 1) if embed_ms is not None else None}, args.json_out)
    return 0


if __name__ == "__main__":
    sys.exit(run_main(main))
