"""LoCoMo retrieval benchmark against a running agentmemory server (no LLM involved).

    python bench/locomo.py --url http://127.0.0.1:3111 [--data ../shared/bench/locomo-dev.json]
        [--token T] [--run-tag TAG] [--limit-convs N] [--limit-questions N]
        [--concurrency 4] [--json-out F] [--details-out F.jsonl]

What it does (the metric is defined in ../shared/bench/README.md):

1. Ingest. Each conversation (`sample_id`) is its own corpus: project
   `locomo-<sample_id>[-<run-tag>]`. Each LoCoMo session becomes one agentmemory
   session `<project>-s<N>`, started with POST /agentmemory/session/start, and every
   dialog turn is one observation sent through POST /agentmemory/observe/batch
   (<= 500 per request): hookType "message", data {speaker, text, dia_id}.
   The timestamp is the session's date ("1:56 pm on 8 May, 2023") plus i seconds for
   turn i, so turns keep their order within a session.
   Image turns: when a turn has `blip_caption`, " [shares a photo: <caption>]" is
   appended to its text. Sharing the photo is part of what was said (questions ask
   about what was in the picture), and the caption is the only text form of it; the
   image URL and the `query` field (the search string LoCoMo's authors used to find
   the image) are not sent.
   Returned observationIds are mapped back to dia_ids; a deduplicated turn maps its
   dia_id onto the existing observation (each id keeps a list of dia_ids).
2. Wait until GET /agentmemory/health reports embeddings.pending == 0 (skipped when
   the server reports no embeddings or provider "none").
3. Ask every question with POST /agentmemory/smart-search {query, project, limit: 10}
   on a thread pool, timing each request on the client.
4. Score. Results of kind "observation" map (via obsId, else id) to all their dia_ids,
   de-duplicated in rank order. recall@k (k = 1, 5, 10) = |evidence ∩ top-k turns| /
   |evidence|; hit@k = any evidence in the top k; MRR = 1/rank of the first evidence
   turn in the returned list (0 if none). The session-level variant maps turns to
   sessions ("D3:7" -> 3), de-duplicates in rank order and scores evidence sessions the
   same way. Evidence strings are repaired (split on ';' and whitespace, stray colons
   dropped, leading zeros stripped); evidence ids that name no turn of the
   conversation are dropped, and questions left with no evidence are skipped.
   Reported overall, for categories 1-4 (adversarial excluded), and per category
   (1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop, 5 adversarial).

The pure parts (`parse_evidence`, `score_question`, `aggregate`, ...) are imported by
tests/bench/test_locomo_scoring.py.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Iterable, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import (BenchError, Client, connect, add_common_args, emit_result, iso, run_main,  # noqa: E402
                     latency_summary, log, print_table, server_info, wait_for_embeddings)

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
KS = (1, 5, 10)
DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "bench" / "locomo-dev.json"
REFERENCE = "plain BM25 (FTS5) on dev, turn level overall: R@5 0.473, R@10 0.558"

# ---------------------------------------------------------------- pure: data

_DIA_ID = re.compile(r"D:*(\d+):+(\d+)", re.IGNORECASE)


def normalize_dia_id(raw: str) -> str | None:
    """'D:11:26' -> 'D11:26', 'D30:05' -> 'D30:5'; None when it is not a dia_id at all."""
    m = _DIA_ID.fullmatch(raw.strip())
    return f"D{int(m.group(1))}:{int(m.group(2))}" if m else None


def parse_evidence(evidence: Iterable[str] | str, known: Iterable[str] | None = None) -> list[str]:
    """Normalised evidence dia_ids, de-duplicated in order.

    Each entry is split on ';' and whitespace ("D8:6; D9:17" is two ids); pieces that
    are not dia_ids ("D") are dropped. With `known`, ids that name no turn of the
    conversation are dropped too (they can never be retrieved).
    """
    items = [evidence] if isinstance(evidence, str) else list(evidence or [])
    known_set = None if known is None else {normalize_dia_id(str(k)) or k for k in known}
    out: list[str] = []
    for item in items:
        for piece in re.split(r"[;\s]+", str(item)):
            d = normalize_dia_id(piece) if piece else None
            if d and d not in out and (known_set is None or d in known_set):
                out.append(d)
    return out


def dia_session(dia_id: str) -> int:
    """'D3:7' -> 3."""
    return int(dia_id[1:].split(":", 1)[0])


def sessions_in_order(dia_ids: Sequence[str]) -> list[int]:
    """Session numbers of the turns, de-duplicated keeping the first (best) rank."""
    out: list[int] = []
    for d in dia_ids:
        s = dia_session(d)
        if s not in out:
            out.append(s)
    return out


def parse_session_date(raw: str) -> datetime:
    """'1:56 pm on 8 May, 2023' -> datetime(2023, 5, 8, 13, 56) (naive, taken as UTC)."""
    try:
        return datetime.strptime(raw.strip(), "%I:%M %p on %d %B, %Y")
    except ValueError:
        from dateutil import parser as dateparser  # only for odd formats
        return dateparser.parse(raw.replace(" on ", " "), fuzzy=True)


def turn_text(turn: dict) -> str:
    """The turn's text, with the shared photo's caption appended when there is one."""
    text = turn.get("text") or ""
    caption = (turn.get("blip_caption") or "").strip()
    return f"{text} [shares a photo: {caption}]" if caption else text


def conversation_sessions(conversation: dict) -> list[tuple[int, str, list[dict]]]:
    """[(N, date string, turns)] for every non-empty session_N, in session order."""
    out = []
    for key, turns in conversation.items():
        m = re.fullmatch(r"session_(\d+)", key)
        if m and isinstance(turns, list) and turns:
            out.append((int(m.group(1)), conversation.get(f"{key}_date_time", ""), turns))
    return sorted(out, key=lambda s: s[0])


def project_name(sample_id: str, run_tag: str | None) -> str:
    return f"locomo-{sample_id}" + (f"-{run_tag}" if run_tag else "")


def build_ingest_plan(sample: dict, project: str) -> tuple[list[dict], list[tuple[str, dict]]]:
    """(session/start bodies, [(dia_id, observation)]) for one conversation."""
    sessions, items = [], []
    for n, date_raw, turns in conversation_sessions(sample["conversation"]):
        sid = f"{project}-s{n}"
        start = parse_session_date(date_raw) if date_raw else datetime(2000, 1, 1)
        sessions.append({"sessionId": sid, "project": project, "cwd": "/locomo",
                         "title": f"LoCoMo {sample['sample_id']} session {n} ({date_raw})"})
        for i, turn in enumerate(turns):
            dia = normalize_dia_id(turn["dia_id"]) or turn["dia_id"]
            items.append((dia, {
                "hookType": "message", "sessionId": sid, "project": project, "cwd": "/locomo",
                "timestamp": iso(start + timedelta(seconds=i)),
                "data": {"speaker": turn.get("speaker"), "text": turn_text(turn), "dia_id": dia},
            }))
    return sessions, items


# ---------------------------------------------------------------- pure: scoring

def ranked_turns(results: Sequence[dict], obs_to_dia: dict[str, list[str]]) -> tuple[list[str], int]:
    """dia_ids of the observation results in rank order (de-duplicated), and how many
    observation results did not map to a turn of this run (stale data in the project)."""
    out: list[str] = []
    unmapped = 0
    for r in results:
        if r.get("kind") != "observation":
            continue
        dias = obs_to_dia.get(str(r.get("obsId") or r.get("id")))
        if not dias:
            unmapped += 1
            continue
        for d in dias:
            if d not in out:
                out.append(d)
    return out, unmapped


def score_ranked(ranked: Sequence[Any], gold: Sequence[Any], ks: Sequence[int] = KS) -> dict:
    """recall@k, hit@k for each k, and MRR of one ranked list against a gold set."""
    gold_set = set(gold)
    out: dict[str, float] = {}
    for k in ks:
        found = len(gold_set.intersection(ranked[:k]))
        out[f"recall@{k}"] = found / len(gold_set) if gold_set else 0.0
        out[f"hit@{k}"] = 1.0 if found else 0.0
    rank = next((i for i, x in enumerate(ranked, 1) if x in gold_set), None)
    out["mrr"] = 1.0 / rank if rank else 0.0
    return out


def score_question(turns: Sequence[str], evidence: Sequence[str], ks: Sequence[int] = KS) -> dict:
    """Turn-level and session-level scores of one question.

    `turns`: retrieved dia_ids in rank order (de-duplicated); `evidence`: parsed gold dia_ids.
    """
    return {"turn": score_ranked(list(turns), list(evidence), ks),
            "session": score_ranked(sessions_in_order(turns), sessions_in_order(evidence), ks)}


def aggregate(scored: Sequence[dict]) -> dict:
    """Mean metrics per row: {"turn"|"session": {"overall"|"1-4"|"1".."5": {"n", metrics...}}}.

    `scored` items are {"category": int, "turn": {...}, "session": {...}} (score_question
    output plus the category). Rows without questions are left out.
    """
    groups: dict[str, list[dict]] = {"overall": list(scored),
                                     "1-4": [s for s in scored if s["category"] != 5]}
    for c in sorted(CATEGORIES):
        groups[str(c)] = [s for s in scored if s["category"] == c]
    out: dict[str, dict] = {}
    for level in ("turn", "session"):
        out[level] = {}
        for name, rows in groups.items():
            if not rows:
                continue
            keys = rows[0][level].keys()
            out[level][name] = {"n": len(rows),
                                **{k: sum(r[level][k] for r in rows) / len(rows) for k in keys}}
    return out


# ---------------------------------------------------------------- I/O

def ingest(client: Client, sample: dict, project: str, batch_size: int) -> tuple[dict[str, list[str]], dict]:
    """Start the sessions, send the turns, return (obsId -> dia_ids, stats)."""
    sessions, items = build_ingest_plan(sample, project)
    t0 = time.perf_counter()
    for s in sessions:
        client.start_session(s["sessionId"], s["project"], s["cwd"], s["title"])
    obs_to_dia: dict[str, list[str]] = {}
    stored = dedup = 0
    errors: list[dict] = []
    for b in range(0, len(items), batch_size):
        chunk = items[b:b + batch_size]
        _, body, _ = client.post("/observe/batch", {"observations": [o for _, o in chunk]})
        results = body.get("results") or []
        if len(results) != len(chunk):
            raise BenchError("POST", "/observe/batch", 200, f"{len(results)} results for {len(chunk)} items")
        for (dia, _), r in zip(chunk, results):
            oid = r.get("observationId")
            if not oid:
                errors.append({"dia_id": dia, **r})
                continue
            dedup += bool(r.get("deduplicated"))
            stored += not r.get("deduplicated")
            lst = obs_to_dia.setdefault(str(oid), [])
            if dia not in lst:
                lst.append(dia)
    stats = {"sessions": len(sessions), "turns": len(items), "stored": stored, "deduplicated": dedup,
             "errors": len(errors), "seconds": round(time.perf_counter() - t0, 3)}
    if errors:
        log(f"{sample['sample_id']}: {len(errors)} turns rejected, e.g. {errors[:3]}")
    return obs_to_dia, stats


def ask(client: Client, q: dict, limit: int, kinds: list[str] | None) -> dict:
    body: dict[str, Any] = {"query": q["question"], "project": q["project"], "limit": limit}
    if kinds:
        body["kinds"] = kinds
    try:
        _, resp, ms = client.post("/smart-search", body, ok=(200,))
        return {"ms": ms, "results": resp.get("results") or []}
    except Exception as e:  # keep going; counted and reported
        return {"ms": None, "results": [], "error": str(e)}


def print_report(agg: dict, lat: dict, ingest_s: float, n_turns: int, skipped: int, errors: int,
                 unmapped: int) -> None:
    headers = ["category", "n", "R@1", "R@5", "R@10", "H@1", "H@5", "H@10", "MRR"]
    for level in ("turn", "session"):
        rows = []
        for name, m in agg[level].items():
            label = name if not name.isdigit() else f"{name} {CATEGORIES[int(name)]}"
            rows.append([label, m["n"], m["recall@1"], m["recall@5"], m["recall@10"],
                         m["hit@1"], m["hit@5"], m["hit@10"], m["mrr"]])
        print_table(headers, rows, title=f"LoCoMo retrieval, {level} level")
    print(f"reference: {REFERENCE}")
    print_table(["smart-search latency (client)", "n", "p50 ms", "p95 ms", "p99 ms", "mean ms"],
                [["all queries", lat["n"], lat["p50"], lat["p95"], lat["p99"], lat["mean"]]], digits=1)
    print(f"\ningest: {n_turns} turns in {ingest_s:.1f}s ({n_turns / ingest_s if ingest_s else 0:.0f} turns/s)"
          f"; questions skipped (no known evidence): {skipped}; search errors: {errors}"
          f"; unmapped observation results: {unmapped}")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_args(p)
    p.add_argument("--data", default=str(DEFAULT_DATA), help="LoCoMo JSON (default: %(default)s)")
    p.add_argument("--limit-convs", type=int, default=None, help="only the first N conversations")
    p.add_argument("--samples", default=None, help="comma-separated sample_ids to run (e.g. conv-26,conv-30)")
    p.add_argument("--limit-questions", type=int, default=None, help="only the first N questions of each conversation")
    p.add_argument("--concurrency", type=int, default=4, help="parallel search requests")
    p.add_argument("--limit", type=int, default=10, help="smart-search limit (>= 10 for R@10)")
    p.add_argument("--kinds", default=None, help="comma-separated smart-search kinds (default: server's)")
    p.add_argument("--batch-size", type=int, default=500, help="observations per observe/batch request")
    p.add_argument("--embed-timeout", type=float, default=1800, help="max seconds to wait for embeddings")
    p.add_argument("--no-wait", action="store_true", help="do not wait for embeddings")
    p.add_argument("--settle", action="store_true",
                   help="distil every session (POST /sync-now) before the questions, so distilled kinds exist")
    p.add_argument("--details-out", default=None, help="write one JSON line per question here")
    args = p.parse_args(argv)

    data = json.loads(Path(args.data).read_text())
    if args.samples:
        wanted = set(args.samples.split(","))
        data = [c for c in data if c["sample_id"] in wanted]
    if args.limit_convs:
        data = data[:args.limit_convs]
    client, before = connect(args)
    if client is None:
        return 2

    # 1. ingest
    maps: dict[str, dict[str, list[str]]] = {}
    ingest_stats: dict[str, dict] = {}
    t0 = time.perf_counter()
    for sample in data:
        project = project_name(sample["sample_id"], args.run_tag)
        maps[sample["sample_id"]], ingest_stats[sample["sample_id"]] = ingest(client, sample, project, args.batch_size)
        st = ingest_stats[sample["sample_id"]]
        log(f"ingested {sample['sample_id']} -> {project}: {st['turns']} turns, {st['stored']} stored, "
            f"{st['deduplicated']} deduplicated, {st['errors']} errors in {st['seconds']:.1f}s")
    ingest_s = time.perf_counter() - t0

    # 2. distillation (with --settle: every session distilled now, so episodes, facts and typed memories exist)
    if args.settle:
        settled = 0
        for _ in range(1000):  # sync-now distils up to 50 sessions per call
            _, out, _ = client.post("/sync-now", {})
            settled += len(out.get("episodes") or [])
            if not out.get("remaining"):
                break
        log(f"settled: {settled} episodes distilled before the questions")
    # 3. embeddings
    emb = {"waited": False} if args.no_wait else wait_for_embeddings(client, args.embed_timeout)

    # 4. questions
    tasks, skipped = [], []
    for sample in data:
        # Evidence is checked against the conversation, not against what was stored:
        # a turn the server rejected still counts as a miss.
        known = {t["dia_id"] for _, _, ts in conversation_sessions(sample["conversation"]) for t in ts}
        for qi, q in enumerate(sample["qa"][:args.limit_questions]):
            ev = parse_evidence(q.get("evidence") or [], known)
            item = {"sample_id": sample["sample_id"], "qi": qi, "question": q["question"],
                    "category": int(q["category"]), "evidence": ev,
                    "project": project_name(sample["sample_id"], args.run_tag)}
            (tasks if ev else skipped).append(item)
    kinds = args.kinds.split(",") if args.kinds else None
    log(f"asking {len(tasks)} questions ({len(skipped)} skipped) with concurrency {args.concurrency}")
    t1 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        answers = list(pool.map(lambda q: ask(client, q, args.limit, kinds), tasks))
    search_wall = time.perf_counter() - t1

    # 5. score
    scored, details, unmapped_total = [], [], 0
    for q, a in zip(tasks, answers):
        turns, unmapped = ranked_turns(a["results"], maps[q["sample_id"]])
        unmapped_total += unmapped
        s = score_question(turns, q["evidence"])
        scored.append({"category": q["category"], **s})
        if args.details_out:
            details.append({**q, "retrieved": turns, "ms": a["ms"], "error": a.get("error"), **s})
    errors = [a for a in answers if a.get("error")]
    if errors:
        log(f"{len(errors)} searches failed, e.g. {errors[0]['error']}")
    if unmapped_total:
        log(f"warning: {unmapped_total} observation results were not turns of this run "
            f"(old data in the project? use --run-tag)")
    agg = aggregate(scored)
    lat = latency_summary([a["ms"] for a in answers if a["ms"] is not None])
    print_report(agg, lat, ingest_s, sum(s["turns"] for s in ingest_stats.values()),
                 len(skipped), len(errors), unmapped_total)

    if args.details_out:
        with open(args.details_out, "w") as f:
            for d in details:
                f.write(json.dumps(d) + "\n")
        log(f"wrote {args.details_out}")
    after = client.health()
    result = {
        "benchmark": "locomo", "url": args.url, "data": str(args.data), "run_tag": args.run_tag,
        "params": {"limit": args.limit, "kinds": kinds, "concurrency": args.concurrency,
                   "limit_convs": args.limit_convs, "limit_questions": args.limit_questions,
                   "samples": [c["sample_id"] for c in data]},
        "ingest": {"seconds": round(ingest_s, 3), "per_conversation": ingest_stats},
        "embeddings_wait": emb,
        "questions": {"asked": len(tasks), "skipped": len(skipped), "search_errors": len(errors),
                      "unmapped_observation_results": unmapped_total},
        "search_latency_ms": lat, "search_wall_seconds": round(search_wall, 3),
        "scores": agg, "server_before": server_info(before), "server_after": server_info(after),
    }
    emit_result(result, args.json_out)
    return 1 if errors and len(errors) == len(tasks) else 0


if __name__ == "__main__":
    sys.exit(run_main(main))
