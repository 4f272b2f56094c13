"""Retrieval quality on a coding agent's own history (bench/agentdev), over REST.

    PYTHONPATH=src python bench/agent_eval.py [--set agentdev|agentdev2|...|agentdev72]
                                              [--embedding local|fake|none] [--json-out F] [--details-out F]
    python bench/agent_eval.py --url http://127.0.0.1:3111 [--token T]      # a server you started

The sets (`SETS` below; each a folder under bench/ with history.json and questions.json, described one by
one in bench/README.md): coding-agent histories of different projects and stacks, each written blind by a
helper that never saw the ranking; `HELD_OUT` are never tuned on (scored to check a change, not to choose
one). `--set` names one, `--data` any folder.

1. Load. Every item of the set's history.json in time order: hook payloads (exactly as
   Claude Code posts them, plus `timestamp` and `project`) go to POST /agentmemory/observe,
   saved memories to POST /remember, lessons to POST /lessons. Each item's `marker` is mapped
   to the id the server returns.
   After an agent's Stop (or PreCompact) the script waits for the server to distil that session
   (POST /sync-now for it), as a live agent's pause gives the distiller time to, and after the last item
   it distils what is still pending (`--no-settle`: no waits, and the distiller thread races the loading,
   so a question can move by a place between two runs). The in-process server's maintenance timer still
   runs on the wall clock (trust bumps every 30 s): a machine busy with other work can move a question.
2. Wait until the embedding queue is empty.
3. Ask every question of questions.json with POST /smart-search {query, project, limit: 10}
   at `askedAt` (the morning after the last session) and score the results: hit@1, hit@5 and
   MRR (1/rank of the first gold item in the top 10) per category and overall. For questions
   about a renamed or reversed thing, `staleFirst` counts how often an item of the old state
   ranked above every gold item.

The clock. Without --url the script serves the app itself (werkzeug, in this process, on a
loopback port, a fresh data dir) and moves its clock (`services.shared.clock`) to each item's
time while loading and to `askedAt` while asking: memories and lessons get their historical
time, and "yesterday" means the day before `askedAt`. With --url the server's clock is real
time: every timestamp is shifted by whole days so that `askedAt` falls on today (UTC), dates
named in questions ({day:...}, {mday:...}, {wd:...}) are rendered shifted the same way, and
memories and lessons carry the time they were loaded.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import (Client, emit_result, log, print_table, run_main, server_info,  # noqa: E402
                     wait_for_embeddings)

from agentmemory.native_hooks import FLUSH_EVENTS  # noqa: E402  (after them the server distils in the background)

BENCH = Path(__file__).resolve().parent
SETS = ("agentdev", "agentdev2", "agentdev3", "agentdev4", "agentdev5", "agentdev6", "agentdev7", "agentdev8",
        "agentdev9", "agentdev10", "agentdev11", "agentdev12", "agentdev13", "agentdev14",
        "agentdev15", "agentdev16", "agentdev17", "agentdev18",
        "agentdev19", "agentdev20", "agentdev21", "agentdev22", "agentdev23",
        "agentdev24", "agentdev25", "agentdev26", "agentdev27", "agentdev28", "agentdev29", "agentdev30",
        "agentdev31", "agentdev32", "agentdev33", "agentdev34", "agentdev35", "agentdev36", "agentdev37",
        "agentdev38", "agentdev39", "agentdev40", "agentdev41", "agentdev42", "agentdev43", "agentdev44",
        "agentdev45", "agentdev46", "agentdev47", "agentdev48", "agentdev49", "agentdev50", "agentdev51",
        "agentdev52", "agentdev53", "agentdev54", "agentdev55", "agentdev56", "agentdev57", "agentdev58",
        "agentdev59", "agentdev60", "agentdev61", "agentdev62", "agentdev63",
        "agentdev64", "agentdev65", "agentdev66", "agentdev67", "agentdev68", "agentdev69", "agentdev70",
        "agentdev71", "agentdev72")
#: Written blind and never tuned on: scored to check a change, not to choose one (bench/README.md).
HELD_OUT = ("agentdev5", "agentdev6", "agentdev15", "agentdev16", "agentdev20", "agentdev23", "agentdev28",
            "agentdev31", "agentdev35", "agentdev36", "agentdev40", "agentdev47", "agentdev51",
            "agentdev55", "agentdev59", "agentdev61", "agentdev63",
            "agentdev65", "agentdev68", "agentdev71", "agentdev72")
CATEGORIES = ("fact", "decision", "error", "temporal", "multi-hop", "preference", "superseded")
_TEMPLATE = re.compile(r"\{(day|mday|wd):(\d{4}-\d\d-\d\d)\}")


# ---------------------------------------------------------------- pure parts
def parse_ts(text: str) -> float:
    return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def iso_z(ts: float) -> str:
    return datetime.fromtimestamp(ts, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def day_shift(asked_at: float, today: float) -> float:
    """Seconds (whole days) that move `asked_at` onto the UTC date of `today`."""
    a = datetime.fromtimestamp(asked_at, tz=timezone.utc).date()
    b = datetime.fromtimestamp(today, tz=timezone.utc).date()
    return (b - a).days * 86400.0


def render(question: str, shift: float = 0.0) -> str:
    """{day:2026-03-05} -> "5 March", {mday:2026-03-13} -> "March 13th", {wd:2026-03-24} -> "Tuesday",
    each date first moved by `shift` seconds."""
    def one(m: re.Match) -> str:
        d = datetime.fromisoformat(m.group(2)) + timedelta(seconds=shift)
        if m.group(1) == "day":
            return f"{d.day} {d:%B}"
        if m.group(1) == "mday":
            suffix = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
            return f"{d:%B} {d.day}{suffix}"
        return f"{d:%A}"
    return _TEMPLATE.sub(one, question)


def ranked_markers(results: list[dict], by_id: dict[str, list[str]]) -> list[list[str]]:
    """The markers behind each result, in rank order ([] for a result that is no item of ours)."""
    return [by_id.get(str(r.get("id")), []) for r in results]


def score(ranked: list[list[str]], gold: list[str], stale: list[str] = ()) -> dict:
    """hit@1, hit@5, reciprocal rank (top 10) of the first result holding a gold marker; staleFirst:
    an item of the old state ranks above every gold item (None without stale markers)."""
    gold_set, stale_set = set(gold), set(stale)
    first = next((i for i, ms in enumerate(ranked[:10]) if gold_set & set(ms)), None)
    first_stale = next((i for i, ms in enumerate(ranked[:10]) if stale_set & set(ms)), None)
    return {"rank": None if first is None else first + 1,
            "hit1": float(first is not None and first < 1), "hit5": float(first is not None and first < 5),
            "mrr": 0.0 if first is None else 1.0 / (first + 1),
            "staleFirst": None if not stale_set else
            float(first_stale is not None and (first is None or first_stale < first))}


def aggregate(scored: list[dict]) -> dict:
    """Mean hit@1, hit@5, MRR per category and overall; staleFirst where questions have one."""
    def mean(rows, key):
        vals = [r[key] for r in rows if r.get(key) is not None]
        return round(sum(vals) / len(vals), 4) if vals else None
    groups = {"overall": scored, **{c: [s for s in scored if s["category"] == c] for c in CATEGORIES}}
    return {name: {"n": len(rows), "hit1": mean(rows, "hit1"), "hit5": mean(rows, "hit5"), "mrr": mean(rows, "mrr"),
                   "staleFirst": mean(rows, "staleFirst")} for name, rows in groups.items() if rows}


# ---------------------------------------------------------------- the server
class LocalServer:
    """The app served in this process on a loopback port, with a clock this script moves."""

    def __init__(self, data_dir: Path, embedding: str):
        os.environ.update(AGENTMEMORY_DATA_DIR=str(data_dir), AGENTMEMORY_EMBEDDING_PROVIDER=embedding,
                          AGENTMEMORY_TRANSCRIPT_ROOTS=str(data_dir / "no-transcripts"))
        for key in ("AGENTMEMORY_SECRET", "AGENTMEMORY_LLM_PROVIDER", "GEMINI_API_KEY", "GOOGLE_API_KEY"):
            os.environ.pop(key, None)
        import logging
        from werkzeug.serving import make_server
        logging.getLogger("werkzeug").setLevel(logging.WARNING)
        from agentmemory.app import build_services, create_app
        from agentmemory.config import Settings
        settings = Settings.from_env()
        self.services = build_services(settings)
        self.t = time.time()
        self.services.shared.clock = lambda: self.t
        self.services.start()
        self.http = make_server("127.0.0.1", 0, create_app(settings, self.services), threaded=True)
        self.url = f"http://127.0.0.1:{self.http.server_port}"
        import threading
        threading.Thread(target=self.http.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def close(self) -> None:
        self.http.shutdown()
        self.http.server_close()
        self.services.close()


def load(client: Client, items: list[dict], project: str, tag: str, shift: float, clock,
         settle: bool = False) -> dict[str, list[str]]:
    """Send every item; returns server id -> markers. `settle`: after an agent's Stop or PreCompact, wait
    until the server has distilled that session (it hands it to its distiller thread and answers at once;
    a live agent pauses there, a replay does not), and at the end distil what is still pending (the
    maintenance timer would, by the next morning), so what is distilled does not depend on thread timing."""
    by_id: dict[str, list[str]] = {}
    for it in sorted(items, key=lambda i: i["timestamp"]):
        ts = parse_ts(it["timestamp"]) + shift
        if clock is not None:
            clock.t = ts
        p = it["payload"]
        if it["kind"] == "hook":
            body = {**p, "session_id": p["session_id"] + tag, "project": project, "timestamp": iso_z(ts)}
            r = client.post("/observe", body)[1]
            item_id = r.get("observationId") or r.get("id")
            if settle and p.get("hook_event_name") in FLUSH_EVENTS:
                client.post("/sync-now", {"sessionId": body["session_id"]})
        elif it["kind"] == "remember":
            r = client.post("/remember", {**p, "project": project})[1]
            item_id = (r.get("memory") or {}).get("id") or r.get("id") or r.get("memoryId")
        else:
            r = client.post("/lessons", {**p, "project": project})[1]
            item_id = (r.get("lesson") or {}).get("id") or r.get("id")
        if item_id:
            by_id.setdefault(str(item_id), []).append(it["marker"])
        else:
            log(f"warning: no id for {it['marker']}: {str(r)[:200]}")
    if settle:  # a session that never stopped: distilled now, not at a timer's tick
        while client.post("/sync-now", {})[1].get("remaining"):  # up to 50 sessions a call
            pass
    return by_id


def ask_all(client: Client, questions: list[dict], project: str, shift: float, limit: int) -> list[dict]:
    out = []
    for q in questions:
        text = render(q["question"], shift)
        t0 = time.perf_counter()
        res = client.post("/smart-search", {"query": text, "project": project, "limit": limit})[1]
        out.append({**q, "asked": text, "ms": (time.perf_counter() - t0) * 1000, "results": res.get("results", [])})
    return out


def print_report(agg: dict, data: Path) -> None:
    rows = [[name, a["n"], a["hit1"], a["hit5"], a["mrr"], a["staleFirst"]] for name, a in agg.items()]
    print_table(["category", "n", "hit@1", "hit@5", "MRR", "staleFirst"], rows,
                title=f"agent dev set ({data.name}): smart-search, limit 10")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--url", default=None, help="a running server (default: serve the app here, with a clock)")
    p.add_argument("--token", default=os.environ.get("AGENTMEMORY_SECRET"), help="Bearer token for --url")
    p.add_argument("--timeout", type=float, default=60.0)
    p.add_argument("--embedding", default="local", help="embedding provider of the local server (local|fake|none)")
    p.add_argument("--set", default="agentdev", choices=SETS, help="dev set under bench/")
    p.add_argument("--data", default=None, help="folder holding history.json and questions.json (overrides --set)")
    p.add_argument("--run-tag", default=None, help="suffix of project and session ids (default: a timestamp with --url)")
    p.add_argument("--limit", type=int, default=10, help="smart-search limit")
    p.add_argument("--embed-timeout", type=float, default=900)
    p.add_argument("--settle", action=argparse.BooleanOptionalAction, default=True,
                   help="wait for each session's distillation after its Stop hook (`load`; --no-settle: the "
                        "distiller thread races the loading, and scores can move by a place between runs)")
    p.add_argument("--json-out", default=None)
    p.add_argument("--details-out", default=None, help="one JSON line per question: asked text, ranks, top results")
    args = p.parse_args(argv)
    data = Path(args.data) if args.data else BENCH / args.set
    history = json.loads((data / "history.json").read_text())
    qdoc = json.loads((data / "questions.json").read_text())
    asked_at = parse_ts(qdoc["askedAt"])
    server = tmp = None
    if args.url is None:
        tmp = tempfile.TemporaryDirectory(prefix="agent-eval-")
        server = LocalServer(Path(tmp.name) / "data", args.embedding)
        url, tag, shift = server.url, args.run_tag or "", 0.0
    else:
        url, shift = args.url, day_shift(asked_at, time.time())
        tag = args.run_tag if args.run_tag is not None else time.strftime("-%Y%m%d%H%M%S")
    try:
        client = Client(url, args.token if args.url else None, args.timeout)
        project = history["project"] + tag
        t0 = time.perf_counter()
        by_id = load(client, history["items"], project, tag, shift, server, settle=args.settle)
        load_s = time.perf_counter() - t0
        emb = wait_for_embeddings(client, args.embed_timeout)
        if server is not None:
            server.t = asked_at
        answers = ask_all(client, qdoc["questions"], project, shift, args.limit)
        scored = []
        for a in answers:
            ranked = ranked_markers(a["results"], by_id)
            scored.append({"id": a["id"], "category": a["category"], **score(ranked, a["gold"], a.get("stale", ()))})
            a["ranked"] = ranked
        agg = aggregate(scored)
        print_report(agg, data)
        if args.details_out:
            with open(args.details_out, "w") as f:
                for a, s in zip(answers, scored):
                    f.write(json.dumps({"id": a["id"], "category": a["category"], "asked": a["asked"],
                                        "gold": a["gold"], **s, "top": [
                                            {"markers": m, "kind": r.get("kind"), "title": (r.get("title") or "")[:80],
                                             "matched": r.get("matched")} for m, r in zip(a["ranked"], a["results"])]})
                            + "\n")
            log(f"wrote {args.details_out}")
        ms = sorted(a["ms"] for a in answers)
        result = {"benchmark": "agent_eval", "set": data.name, "url": args.url or "in-process", "embedding": args.embedding,
                  "items": len(history["items"]), "questions": len(answers), "load_seconds": round(load_s, 2),
                  "search_ms_p50": round(ms[len(ms) // 2], 1), "search_ms_max": round(ms[-1], 1),
                  "embeddings_wait": emb, "settle": args.settle, "scores": agg, "per_question": scored,
                  "server": server_info(client.health())}
        emit_result(result, args.json_out)
    finally:
        if server is not None:
            server.close()
            tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(run_main(main))
