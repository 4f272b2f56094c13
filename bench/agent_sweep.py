"""The ranking's constants on the coding-agent dev sets: each set loaded once, then every variant asked in turn.

    PYTHONPATH=src:bench python bench/agent_sweep.py --variants bench/agent_sweep_variants.json \
        [--sets agentdev,agentdev2,...] [--embedding local] [--json-out F]

A variant changes `ranking.Params` fields ("params"), the asked-kind lifts ("weights", "depth") of
search/asked/kinds.py and/or module constants by dotted name ("consts": {"agentmemory.search.hybrid.CONCEPT_SHARE":
0.7}, set back for the next variant); each set is served in this process (agent_eval.LocalServer), loaded and embedded once,
and every variant asks all its questions, so a sweep costs one load per set. Prints hit@1 / hit@5 / MRR per set
and variant, then the mean over the sets per variant. Tune only on the tuning sets (never the held-out ones).
"""
from __future__ import annotations

import argparse
import importlib
import json
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import agent_eval as A  # noqa: E402

#: The sets tuned on (the held-out ones are never swept).
TUNING = tuple(s for s in A.SETS if s not in A.HELD_OUT)
#: The module constants variants have changed ("consts"), by dotted name: their values as committed.
CONSTS: dict[str, object] = {}


def apply(variant: dict, defaults: tuple, base_weights: dict, base_depth: int) -> None:
    """Make `variant` the constants every search of this process uses (the search's default Params)."""
    from agentmemory.search import hybrid, ranking
    from agentmemory.search.asked import kinds
    values = list(defaults)
    at = next(i for i, d in enumerate(values) if isinstance(d, ranking.Params))
    values[at] = replace(ranking.PARAMS, **variant.get("params", {}))
    hybrid.Searcher.search.__defaults__ = tuple(values)
    kinds.WEIGHTS.clear()
    kinds.WEIGHTS.update(base_weights, **variant.get("weights", {}))
    kinds.DEPTH = variant.get("depth", base_depth)
    for dotted, value in variant.get("consts", {}).items():  # "agentmemory.search.hybrid.CONCEPT_SHARE": 0.7
        module, _, attr = dotted.rpartition(".")
        mod = importlib.import_module(module)
        CONSTS.setdefault(dotted, getattr(mod, attr))
        setattr(mod, attr, value)
    for dotted, value in CONSTS.items():  # a constant this variant does not name: back to its value
        if dotted not in variant.get("consts", {}):
            module, _, attr = dotted.rpartition(".")
            setattr(importlib.import_module(module), attr, value)
    from agentmemory.search.storage import keywords
    title, body, context, tags, code = variant.get("bm25", (*ranking.BM25_WEIGHTS, ranking.BM25_WEIGHTS[3]))
    keywords.BM25_WEIGHTS = (title, body, context, tags)  # FTS5 bm25() weights of this variant (code_words last)
    keywords.BM25_COLUMNS = "bm25({table}, {0}, {1}, {2}, {3}, %g)" % code


def sweep(sets: list[str], variants: list[dict], embedding: str) -> dict[str, list[tuple]]:
    from agentmemory.search import hybrid
    from agentmemory.search.asked import kinds
    defaults, base_weights, base_depth = hybrid.Searcher.search.__defaults__, dict(kinds.WEIGHTS), kinds.DEPTH
    out: dict[str, list[tuple]] = {v["name"]: [] for v in variants}
    try:
        for name in sets:
            history = json.loads((A.BENCH / name / "history.json").read_text())
            qdoc = json.loads((A.BENCH / name / "questions.json").read_text())
            with tempfile.TemporaryDirectory(prefix="agent-sweep-") as tmp:
                server = A.LocalServer(Path(tmp) / "data", embedding)
                try:
                    client = A.Client(server.url, None, 60)
                    by_id = A.load(client, history["items"], history["project"], "", 0.0, server)
                    A.wait_for_embeddings(client, 900)
                    server.t = A.parse_ts(qdoc["askedAt"])
                    for v in variants:
                        apply(v, defaults, base_weights, base_depth)
                        answers = A.ask_all(client, qdoc["questions"], history["project"], 0.0, 10)
                        scored = [A.score(A.ranked_markers(a["results"], by_id), a["gold"], a.get("stale", ()))
                                  for a in answers]
                        row = A.aggregate([{**s, "category": "all"} for s in scored])["overall"]
                        out[v["name"]].append((name, row["hit1"], row["hit5"], row["mrr"]))
                        print(f"{name:12s} {v['name']:20s} {row['hit1']:.3f} {row['hit5']:.3f} {row['mrr']:.3f}",
                              flush=True)
                finally:
                    server.close()
    finally:
        apply({}, defaults, base_weights, base_depth)
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--variants", required=True, help='JSON file: [{"name": ..., "params": {...}, "weights": {...}}]')
    p.add_argument("--sets", default=",".join(TUNING), help="comma-separated dev sets (default: the tuning sets)")
    p.add_argument("--embedding", default="local", help="embedding provider (local|fake|none)")
    p.add_argument("--json-out", default=None)
    args = p.parse_args(argv)
    try:
        variants = json.loads(Path(args.variants).read_text())
    except (OSError, ValueError) as exc:
        print(f"agent_sweep.py: cannot read {args.variants}: {exc}", file=sys.stderr)
        return 2
    sets = [s for s in args.sets.split(",") if s]
    unknown = [s for s in sets if s not in A.SETS]
    if unknown:
        print(f"agent_sweep.py: unknown set(s): {', '.join(unknown)}", file=sys.stderr)
        return 2
    out = sweep(sets, variants, args.embedding)
    print(f"\n{'variant':20s}  hit@1   hit@5   MRR   (mean over {len(sets)} sets)")
    for name, rows in out.items():
        n = len(rows) or 1
        print(f"{name:20s} {sum(r[1] for r in rows) / n:.4f} {sum(r[2] for r in rows) / n:.4f} "
              f"{sum(r[3] for r in rows) / n:.4f}")
    if args.json_out:
        Path(args.json_out).write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
