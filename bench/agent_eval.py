"""Retrieval quality on a coding agent's own history (bench/agentdev), over REST.

    PYTHONPATH=src python bench/agent_eval.py [--set agentdev|agentdev2|...|agentdev68]
                                              [--embedding local|fake|none] [--json-out F] [--details-out F]
    python bench/agent_eval.py --url http://127.0.0.1:3111 [--token T]      # a server you started

The sets: bench/agentdev (ledgerline, a Rust CLI; the default), bench/agentdev2 (roomly, a
TypeScript booking API), bench/agentdev3 (airtrail, a Python + DuckDB pipeline),
bench/agentdev4 (shelfsync, a Go stock-sync service on Cloud Run), bench/agentdev5 (boxround, an
Elixir/Phoenix LiveView app; the held-out set, written blind, never tuned on) and bench/agentdev6
(marshcount, a Kotlin/Compose Android app; a second held-out set, written blind, never tuned on) and
bench/agentdev7 (kilnlog, a Rails app deployed with Kamal), bench/agentdev8 (hivebeam, ESP32
firmware in C), bench/agentdev9 (vetnord-infra, Terraform + Ansible on Hetzner Cloud),
bench/agentdev10 (chanterelle, a SwiftUI + SwiftData iOS app), bench/agentdev11 (pollenscope,
a PyTorch research repo), bench/agentdev12 (berthbook, .NET 8), bench/agentdev13 (fietsbox-analytics,
dbt + BigQuery), bench/agentdev14 (berthly, Next.js on Vercel) and the held-out bench/agentdev15
(refill-service, Spring Boot + Kafka), bench/agentdev16 (perceel, Flutter + Firebase) and bench/agentdev20
(crewshift-app, Expo + Supabase; held out, written blind in session 35), bench/agentdev23 (hovernote, a
Chrome MV3 extension + Cloudflare Worker; held out, written blind in session 35), and bench/agentdev17 (slotwall,
Laravel 11 + Inertia/Vue), bench/agentdev18 (lanternfold, a Unity 6 mobile game) and bench/agentdev19
(driftwood, a JUCE audio plugin in C++20), bench/agentdev21 (fixwell-api, FastAPI + Celery on Fly.io) and
bench/agentdev22 (meterfold, Spark/Scala on EMR Serverless + Airflow), bench/agentdev24 (feltbog, a Tauri 2 +
SvelteKit desktop app) and bench/agentdev25 (tenantdb-operator, a Go Kubernetes operator), written blind in
session 35, then tuned on, bench/agentdev26 (gelenkig, an Nx monorepo: Angular 18 + NestJS/TypeORM),
bench/agentdev27 (quaygate, a Yocto + Qt 6 ticket kiosk), bench/agentdev29 (hollowtree-churn, Snowpark +
Streamlit on Snowflake) and bench/agentdev30 (milestack, Solidity + Foundry with a viem + wagmi frontend), written
blind in session 36, then tuned on, and the held-out bench/agentdev28 (bundlewise, a Shopify Remix app with a
Rust discount Function on Fly.io) and bench/agentdev31 (saltmarsh-shop, a Nuxt 3 + Stripe storefront on
Netlify), written blind in session 36, and bench/agentdev32 (cliniq, a Django 5.1 + HTMX booking app with
Celery reminders, moved from Render to Fly.io) and bench/agentdev33 (tidewire, an OpenAPI -> typed fetch client
TypeScript monorepo: pnpm, tsup/tsdown, changesets), written blind in session 40, scored once, then tuned on, and
bench/agentdev34 (quillmark, a FastAPI + pgvector RAG service over a staff handbook, OpenAI then Ollama
embeddings, on a Hetzner VM behind Caddy; written blind in session 40, scored once, then tuned on), and the held-out
bench/agentdev35 (tallyho, a Go CLI syncing time entries from SQLite to Harvest/Toggl; goreleaser, Homebrew, .deb),
written blind in session 40, and bench/agentdev37 (ledgerbay, a .NET 8 Blazor Server finance tool with EF Core and
Hangfire, SQL Server then PostgreSQL, App Service then Container Apps), bench/agentdev38 (pickpath, a ROS 2 warehouse
robot: Nav2, BehaviorTree.CPP, micro-ROS) and bench/agentdev39 (hearthside, a WooCommerce delivery-slot plugin in
PHP 8.2 with a Gutenberg block), written blind in session 41, scored once, then tuned on, and the held-out
bench/agentdev36 (loamlink, Zephyr firmware for an nRF52840 soil sensor with a bleak gateway on a Raspberry Pi),
written blind in session 41, and bench/agentdev41 (avrt-wq, an R {targets} pipeline with a Shiny dashboard and a
Quarto report on Posit Connect), bench/agentdev42 (dockpulse, a Rust axum + sqlx service for MQTT telemetry from
bike-share docks, a Hetzner VM then Kubernetes) and bench/agentdev43 (reedwater, a Godot 4.3 GDScript fishing game
shipped to itch.io and Steam), written blind in session 42, scored once, then tuned on, and the held-out
bench/agentdev40 (plotbook, an Elixir Phoenix LiveView + Oban app for an allotment society on Fly.io), written blind
in session 42, bench/agentdev44 (streakling, a Flutter habit tracker with Drift, Firebase and Codemagic),
bench/agentdev45 (ledger-service, a Java 21 Spring Boot payments ledger with Kafka, Flyway and Helm) and
bench/agentdev46 (pantryshifts, a SvelteKit + Supabase volunteer scheduler with Twilio on Fly.io), written blind in
session 43, scored once, then tuned on, and the held-out bench/agentdev47 (stormwick, ESP32 weather-station firmware
with ESP-IDF, MQTT over TLS and OTA), written blind in session 43, bench/agentdev48 (stowly, a Typer + Textual
dotfiles tool published to PyPI), bench/agentdev49 (papertrail-ap, an AWS serverless invoice pipeline with Textract,
Step Functions and CDK) and bench/agentdev50 (tidepool-links, a Hono link shortener on Cloudflare Workers with D1, KV and
Durable Objects), written blind in session 44, scored once, then tuned on, and the held-out bench/agentdev51
(harbourline-platform, a k3s GitOps repository with Argo CD, cert-manager, Longhorn and CloudNativePG), written blind in
session 44, bench/agentdev52 (tallow-metrics, Dagster + dlt + dbt-duckdb on MotherDuck with Evidence reports),
bench/agentdev53 (fjordline-tours, an Astro + Sanity booking site on Netlify) and bench/agentdev54 (emberfall, Paper
plugins for a Minecraft server with MySQL and a Velocity proxy), written blind later in session 44, scored once, then
tuned on, and the held-out bench/agentdev55 (riverbend, a NumPy + Numba hydrology package run on SLURM);
bench/agentdev56 (trailcairn, a Kotlin + Jetpack Compose Android app with Room and WorkManager), bench/agentdev57
(deskmate, a LangGraph support agent on Cloud Run) and bench/agentdev58 (clipwright, an Electron + React podcast editor),
written blind in session 45, scored once, then tuned on, and the held-out bench/agentdev59 (thermoquay, a Home
Assistant integration for radiator valves); bench/agentdev60 (dockwise, a Scala 3 + ZIO Kafka service on ECS Fargate),
written blind later in session 45, scored once, then tuned on, and the held-out bench/agentdev61 (massing-kit, a Blender
add-on); bench/agentdev62 (tablehold, a discord.js Discord bot with Prisma on Railway), written blind in session 46,
scored once, then tuned on, and the held-out bench/agentdev63 (haulroute, a Go + Temporal freight service on GKE);
bench/agentdev64 (kennelbook, a Symfony 7 + API Platform API), written blind later in session 46, scored once, then
tuned on, and the held-out bench/agentdev65 (allotly, a Deno 2 + Fresh app on Deno Deploy); bench/agentdev66
(routewise, a Kotlin Ktor 3 courier-dispatch backend) and bench/agentdev67 (crumbcast, bakery demand forecasting with
polars, LightGBM, MLflow and Prefect), written blind in session 47, scored once, then tuned on, and the held-out
bench/agentdev68 (chorale, a SvelteKit + PocketBase choir scheduler); each a folder with
history.json and questions.json
(`--set` names one, `--data` any folder).

1. Load. Every item of the set's history.json in time order: hook payloads (exactly as
   Claude Code posts them, plus `timestamp` and `project`) go to POST /agentmemory/observe,
   saved memories to POST /remember, lessons to POST /lessons. Each item's `marker` is mapped
   to the id the server returns.
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
        "agentdev64", "agentdev65", "agentdev66", "agentdev67", "agentdev68")
#: Written blind and never tuned on: scored to check a change, not to choose one (bench/README.md).
HELD_OUT = ("agentdev5", "agentdev6", "agentdev15", "agentdev16", "agentdev20", "agentdev23", "agentdev28",
            "agentdev31", "agentdev35", "agentdev36", "agentdev40", "agentdev47", "agentdev51",
            "agentdev55", "agentdev59", "agentdev61", "agentdev63",
            "agentdev65", "agentdev68")
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


def load(client: Client, items: list[dict], project: str, tag: str, shift: float, clock) -> dict[str, list[str]]:
    """Send every item; returns server id -> markers."""
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
        by_id = load(client, history["items"], project, tag, shift, server)
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
                  "embeddings_wait": emb, "scores": agg, "per_question": scored,
                  "server": server_info(client.health())}
        emit_result(result, args.json_out)
    finally:
        if server is not None:
            server.close()
            tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(run_main(main))
