"""The relevance gate against a running server: what POST /agentmemory/recall injects, and when.

    python bench/gate.py --url http://127.0.0.1:3111 [--data ../shared/bench/locomo-dev.json]
        [--limit-convs N] [--limit-questions N] [--run-tag TAG] [--json-out F]

1. Ingest each LoCoMo dev conversation as in bench/locomo.py (one project per conversation),
   then POST /sync-now until nothing is pending, so every session is distilled into an episode.
2. Ask every question with POST /recall {query, project} (scope auto) and record the scope
   chosen. "injected" = the block is not empty; "evidence hit" = an injected episode (or a fact
   distilled from one) comes from one of the question's evidence sessions (the metric is session level: recall never returns raw turns
   unless asked for the exact wording).
3. Ask every control message (bench/gate_controls.json: requests that need no memory) against
   every conversation's project: "false injections" = how many got a non-empty block.
The gate is lexical (topic words), so the embedder does not change these numbers much.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import add_common_args, connect, emit_result, log, print_table, run_main  # noqa: E402
from locomo import (DEFAULT_DATA, conversation_sessions, dia_session, ingest, parse_evidence,  # noqa: E402
                    project_name)

CONTROLS = Path(__file__).resolve().parent / "gate_controls.json"


def distil(client, project: str) -> dict[str, set[int]]:
    """Distil every pending session; episode or fact id -> the LoCoMo sessions it came from."""
    for _ in range(100):
        _, body, _ = client.post("/sync-now", {})
        if not body.get("remaining"):
            break
    _, body, _ = client.get(f"/episodes?project={project}&limit=1000")
    out = {e["id"]: {int(e["sessionId"].rsplit("-s", 1)[1])} for e in body.get("episodes") or []}
    _, body, _ = client.get(f"/facts?project={project}&limit=1000")
    for f in body.get("facts") or []:
        out[f["id"]] = set().union(*(out.get(e, set()) for e in f.get("seenIn") or []))
    return out


def recall(client, query: str, project: str) -> dict:
    _, body, ms = client.post("/recall", {"query": query, "project": project}, ok=(200,))
    return {**body, "ms": ms}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_common_args(p)
    p.add_argument("--data", default=str(DEFAULT_DATA))
    p.add_argument("--limit-convs", type=int, default=None)
    p.add_argument("--limit-questions", type=int, default=None)
    args = p.parse_args(argv)
    data = json.loads(Path(args.data).read_text())[:args.limit_convs]
    controls = json.loads(CONTROLS.read_text())["messages"]
    client, _ = connect(args)
    if client is None:
        return 2
    rows, false_inj, n_controls, scopes = [], 0, 0, Counter()
    for sample in data:
        project = project_name(sample["sample_id"], args.run_tag)
        ingest(client, sample, project, 500)
        episodes = distil(client, project)
        log(f"{sample['sample_id']}: {len(episodes)} episodes and facts")
        known = {t["dia_id"] for _, _, ts in conversation_sessions(sample["conversation"]) for t in ts}
        for q in sample["qa"][:args.limit_questions]:
            ev = parse_evidence(q.get("evidence") or [], known)
            if not ev or int(q["category"]) == 5:
                continue
            out = recall(client, q["question"], project)
            scopes[out["scope"]] += 1
            shown = set().union(*(episodes[i] for i in out.get("items") or [] if i in episodes))
            rows.append({"injected": bool(out["block"]), "hit": bool(shown & {dia_session(e) for e in ev}),
                         "ms": out["ms"]})
        for message in controls:
            n_controls += 1
            false_inj += bool(recall(client, message, project)["block"])
    n = len(rows)
    injected = sum(r["injected"] for r in rows)
    hits = sum(r["hit"] for r in rows)
    result = {"benchmark": "gate", "questions": n, "injected": injected, "evidenceHits": hits,
              "injectedRate": round(injected / n, 3) if n else None,
              "hitRateWhenInjected": round(hits / injected, 3) if injected else None,
              "scopes": dict(scopes), "controls": n_controls, "falseInjections": false_inj,
              "p50ms": sorted(r["ms"] for r in rows)[n // 2] if n else None}
    print_table(["questions", "injected", "evidence session among injected", "controls", "false injections"],
                [[n, injected, hits, n_controls, false_inj]], title="relevance gate (LoCoMo dev, categories 1-4)")
    log(f"scopes: {dict(scopes)}")
    emit_result(result, args.json_out)
    return 0


if __name__ == "__main__":
    sys.exit(run_main(main))
