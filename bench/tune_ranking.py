"""Offline harness for the hybrid ranking formula (LoCoMo dev split only).

Run:  PYTHONPATH=src python bench/tune_ranking.py [--data PATH] [--pool N] [--no-loo] [--details-out F.jsonl]

For every conversation of the dev split it builds a temporary SQLite database with
the store's search schema (``search_docs`` + external-content FTS5 ``search_fts``
kept in sync by triggers), stores every dialog turn exactly as the server does
(narrative "<speaker>: <text>", title "<speaker>: <first words>", timestamp =
session date + i seconds, session id, seq, ``context`` from
``ranking.turn_context``), embeds it as the server does (``vectors.embed_items``: the texts of
``ranking.embedding_texts`` combined by ``ranking.item_vector``) with the real local
embedder (cached under /tmp/locomo_emb_cache), retrieves candidates the way
``search/hybrid.py`` does (FTS top-N ordered by ``bm25()`` with
``ranking.BM25_WEIGHTS`` + vector top-N by cosine; every candidate carries its
cosine, which the brute-force vector search computes for all rows anyway) and
ranks them with ``ranking.rank``, then ``answers.by_answer_shape`` on the turns' bodies, as
``Searcher.search`` does.

It prints recall@1/5/10, hit@10 and MRR, overall and per category, turn level and
session level, then leave-one-conversation-out numbers: the few tuned constants
are re-fitted on a small grid over four conversations and evaluated on the fifth.
"""
from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import re
import sqlite3
import sys
import time
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path

import numpy as np

from _common import run_main
from agentmemory.memory.ingest.observe import derive_observation
from agentmemory.search import answers, ranking
from agentmemory.search.asked import everyday
from agentmemory.search.dates import query_dates
from agentmemory.search.storage.keywords import BM25_COLUMNS
from agentmemory.search.text import code_words
from agentmemory.search.vectors import embed_items

DEFAULT_DATA = Path("/work/shared/bench/locomo-dev.json")
CACHE_DIR = Path("/tmp/locomo_emb_cache")
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}

SCHEMA = """
CREATE TABLE search_docs(
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, item_id TEXT NOT NULL, scope TEXT, project TEXT,
  agent_id TEXT, session_id TEXT, ts REAL, seq INTEGER, importance REAL,
  title TEXT, body TEXT, context TEXT, tags TEXT, code_words TEXT, UNIQUE(kind, item_id));
CREATE VIRTUAL TABLE search_fts USING fts5(title, body, context, tags, code_words, content='search_docs',
  content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');
CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
  INSERT INTO search_fts(rowid, title, body, context, tags, code_words)
  VALUES (new.id, new.title, new.body, new.context, new.tags, new.code_words); END;
CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
  INSERT INTO search_fts(search_fts, rowid, title, body, context, tags, code_words)
  VALUES ('delete', old.id, old.title, old.body, old.context, old.tags, old.code_words); END;
"""


# ---------------------------------------------------------------- data
@dataclass
class Turn:
    doc_id: int
    dia_id: str
    session_id: str
    seq: int
    ts: float
    title: str
    body: str
    context: str
    tags: str = ""  # what memory/indexing.observation_doc adds for a conversation turn: its everyday categories


@dataclass
class Question:
    text: str
    category: int
    evidence: set[str]


@dataclass
class Conversation:
    sample_id: str
    turns: list[Turn]
    questions: list[Question]


def parse_session_date(s: str) -> datetime:
    """"1:56 pm on 8 May, 2023" -> datetime."""
    return datetime.strptime(s.strip(), "%I:%M %p on %d %B, %Y")


def parse_evidence(evidence: list[str], known: set[str]) -> set[str]:
    """README rules: split on ';', drop stray colons, strip leading zeros, keep known ids."""
    out = set()
    for item in evidence:
        for piece in str(item).split(";"):
            m = re.fullmatch(r"D:?(\d+):+(\d+)", piece.strip().replace(" ", ""))
            if m:
                dia = f"D{int(m.group(1))}:{int(m.group(2))}"
                if dia in known:
                    out.add(dia)
    return out


def make_title(speaker: str, text: str) -> str:
    """The title the server derives for this turn (observe.py), so the title column matches."""
    return derive_observation("message", {"speaker": speaker, "text": text})["title"]


def load_conversations(path: Path) -> list[Conversation]:
    convs = []
    for raw in json.loads(Path(path).read_text()):
        cv = raw["conversation"]
        turns: list[Turn] = []
        n = 1
        while f"session_{n}" in cv:
            when = parse_session_date(cv[f"session_{n}_date_time"])
            narratives: list[str] = []
            for i, t in enumerate(cv[f"session_{n}"]):
                text = t["text"]
                if t.get("blip_caption"):
                    text = f"{text} [shares a photo: {t['blip_caption']}]"
                body = f"{t['speaker']}: {text}"
                turns.append(Turn(
                    doc_id=len(turns) + 1, dia_id=t["dia_id"],
                    session_id=f"{raw['sample_id']}-s{n}", seq=i + 1,
                    ts=(when + timedelta(seconds=i)).timestamp(),
                    title=make_title(t["speaker"], text), body=body,
                    context=ranking.turn_context(narratives, when), tags=" ".join(everyday.categories(body))))
                narratives.append(body)
            n += 1
        known = {t.dia_id for t in turns}
        qs = []
        for q in raw["qa"]:
            ev = parse_evidence(q.get("evidence", []), known)
            if ev:
                qs.append(Question(q["question"], int(q["category"]), ev))
        convs.append(Conversation(raw["sample_id"], turns, qs))
    return convs


# ---------------------------------------------------------------- embeddings
class CachedEmbedder:
    """Wraps the real embedder with an on-disk cache keyed by model + kind + text hash."""

    def __init__(self, embedder):
        self.inner = embedder
        CACHE_DIR.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(CACHE_DIR / "cache.sqlite")
        self.db.execute("CREATE TABLE IF NOT EXISTS emb(key TEXT PRIMARY KEY, vec BLOB)")

    def embed(self, texts: list[str], kind: str = "passage") -> np.ndarray:
        keys = [hashlib.sha256(f"{self.inner.model}\0{kind}\0{t}".encode()).hexdigest() for t in texts]
        found: dict[str, np.ndarray] = {}
        for i in range(0, len(keys), 500):
            chunk = keys[i:i + 500]
            q = f"SELECT key, vec FROM emb WHERE key IN ({','.join('?' * len(chunk))})"
            for k, v in self.db.execute(q, chunk):
                found[k] = np.frombuffer(v, dtype=np.float32)
        missing = [i for i, k in enumerate(keys) if k not in found]
        if missing:
            vecs = self.inner.embed([texts[i] for i in missing], kind=kind)
            with self.db:
                for i, v in zip(missing, vecs):
                    v = np.asarray(v, dtype=np.float32)
                    found[keys[i]] = v
                    self.db.execute("INSERT OR REPLACE INTO emb VALUES (?, ?)", (keys[i], v.tobytes()))
        return np.vstack([found[k] for k in keys]) if keys else np.zeros((0, 1), np.float32)


def make_local_embedder():
    from agentmemory.config import Settings
    from agentmemory.search.embedders import make_embedder
    return make_embedder(Settings(embedding_provider="local"))


# ---------------------------------------------------------------- retrieval
@dataclass
class Prepared:
    """Per-question raw signals, so parameter sweeps need no SQL or model calls."""
    conv: Conversation
    fts: list[list[tuple[int, float]]]     # per question: (doc_id, bm25) best first, all matches
    cos: np.ndarray                        # (questions, turns) cosine
    dates: list                            # per question: dates.query_dates(question)


def build_db(convs: list[Conversation]) -> tuple[sqlite3.Connection, list[int]]:
    """One database holding every conversation, one project each, as the server keeps them: FTS5's
    BM25 statistics then span all projects (this costs ~0.006 recall@10 against one database per
    conversation). Returns the connection and each conversation's doc-id offset."""
    db = sqlite3.connect(":memory:")
    db.executescript(SCHEMA)
    offsets, off = [], 0
    with db:
        for conv in convs:
            offsets.append(off)
            db.executemany(
                "INSERT INTO search_docs(id, kind, item_id, scope, project, agent_id, session_id, ts, seq,"
                " importance, title, body, context, tags, code_words) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                [(off + t.doc_id, "observation", f"{conv.sample_id}:{t.dia_id}", "project", conv.sample_id,
                  "default", t.session_id, t.ts, t.seq, 5.0, t.title, t.body, t.context, t.tags,
                  code_words(t.title, t.body, t.tags))
                 for t in conv.turns])
            off += len(conv.turns)
    return db, offsets


def fts_hits(db, project: str, query: str, weights=None, offset: int = 0) -> list[tuple[int, float]]:
    expr = ranking.fts_match(ranking.query_terms(query))
    if expr is None:
        return []
    w = weights or ranking.BM25_WEIGHTS
    bm25 = BM25_COLUMNS.format(*map(float, w), table="search_fts")  # the store's columns and weights
    sql = (f"SELECT d.id, {bm25} AS s FROM search_fts "
           "JOIN search_docs d ON d.id = search_fts.rowid "
           "WHERE search_fts MATCH ? AND d.project = ? ORDER BY s")
    return [(i - offset, s) for i, s in db.execute(sql, (expr, project))]


def prepare(convs: list[Conversation], emb, weights=None) -> list[Prepared]:
    db, offsets = build_db(convs)
    out = []
    for conv, off in zip(convs, offsets):
        fts = [fts_hits(db, conv.sample_id, q.text, weights, off) for q in conv.questions]
        pv = np.vstack(embed_items(lambda texts: emb.embed(texts, "passage"),
                                   [(t.title, t.body, t.context, True) for t in conv.turns]))
        qv = query_vectors(emb, [q.text for q in conv.questions])
        out.append(Prepared(conv, fts, qv @ pv.T, [query_dates(q.text) for q in conv.questions]))
    db.close()
    return out


def query_vectors(emb, questions: list[str], weight: float = ranking.PARAMS.content_weight) -> np.ndarray:
    """Each question's search vector as `search/hybrid.py` makes it (`answers.query_vector`)."""
    full = emb.embed([ranking.query_embedding_text(q) for q in questions], "query")
    content = [answers.content_query(q) if weight else None for q in questions]
    some = [c for c in content if c]
    cv = iter(emb.embed(some, "query") if some else [])
    return np.vstack([answers.query_vector([v, next(cv)] if c else [v], weight) for v, c in zip(full, content)])


def candidates(prep: Prepared, qi: int, pool: int) -> list[ranking.Candidate]:
    turns = prep.conv.turns
    cos = prep.cos[qi]
    bm = dict(prep.fts[qi][:pool])
    top = np.argpartition(-cos, min(pool, len(cos) - 1))[:pool]
    ids = set(bm) | {int(i) + 1 for i in top}
    out = []
    for doc_id in ids:
        t = turns[doc_id - 1]
        out.append(ranking.Candidate(doc_id=doc_id, kind="observation", item_id=t.dia_id,
                                     session_id=t.session_id, seq=t.seq, ts=t.ts,
                                     bm25=bm.get(doc_id), cosine=float(cos[doc_id - 1]),
                                     length=len(t.body), asks=t.body.rstrip().endswith("?")))
    return out


# ---------------------------------------------------------------- metrics
def evaluate(preps: list[Prepared], params=None, pool: int = ranking.CANDIDATE_POOL, now: float | None = None,
             details: list | None = None) -> dict:
    """Recall, hit and MRR of `params` over `preps`; with `details`, one dict per question is appended there."""
    params = params or ranking.PARAMS
    rows = []  # (category, r1, r5, r10, h10, mrr, s5, s10)
    for prep in preps:
        bodies = {t.doc_id: t.body for t in prep.conv.turns}
        for qi, q in enumerate(prep.conv.questions):
            cands = candidates(prep, qi, pool)
            ranked = ranking.rank(cands, now=now, params=params, dates=prep.dates[qi],
                                  past=answers.asks_past(q.text), event=answers.past_tense(q.text))
            ranked = answers.by_answer_shape(ranked, bodies, q.text, params.answer_weight, params.answer_depth)
            ranked = answers.by_order(ranked, q.text, params.order_weight, params.order_depth)
            ids = [s.candidate.item_id for s in ranked]
            ev = q.evidence
            if details is not None:
                details.append(question_details(prep, qi, cands, ranked))
            rr = next((1.0 / (i + 1) for i, d in enumerate(ids) if d in ev), 0.0)
            sess = [d.split(":")[0] for d in ids]
            ev_s = {d.split(":")[0] for d in ev}
            rows.append((q.category,
                         len(ev & set(ids[:1])) / len(ev), len(ev & set(ids[:5])) / len(ev),
                         len(ev & set(ids[:10])) / len(ev), float(bool(ev & set(ids[:10]))), rr,
                         len(ev_s & set(sess[:5])) / len(ev_s), len(ev_s & set(sess[:10])) / len(ev_s)))
    arr = np.array(rows) if rows else np.zeros((0, 8))
    res = {"all": arr[:, 1:].mean(0) if len(arr) else np.zeros(7), "n": len(arr)}
    for c in CATEGORIES:
        sub = arr[arr[:, 0] == c]
        res[c] = (sub[:, 1:].mean(0) if len(sub) else np.zeros(7), len(sub))
    return res


def question_details(prep: Prepared, qi: int, cands: list, ranked: list) -> dict:
    """Where each evidence turn of question `qi` ended up: its rank (None: dropped by the floor or never a
    candidate), whether it was a candidate, its place by cosine and by BM25 alone; and the top 10."""
    q, turns = prep.conv.questions[qi], prep.conv.turns
    place = {s.candidate.item_id: i + 1 for i, s in enumerate(ranked)}
    by_cos = {turns[int(i)].dia_id: k + 1 for k, i in enumerate(np.argsort(-prep.cos[qi], kind="stable"))}
    by_bm = {turns[d - 1].dia_id: k + 1 for k, (d, _) in enumerate(prep.fts[qi])}
    pool = {c.item_id for c in cands}
    return {"sample": prep.conv.sample_id, "category": q.category, "question": q.text,
            "evidence": [{"dia": e, "rank": place.get(e), "candidate": e in pool, "cosineRank": by_cos.get(e),
                          "bm25Rank": by_bm.get(e)} for e in sorted(q.evidence)],
            "top": [{"dia": s.candidate.item_id, "score": round(s.score, 4), "matched": s.matched} for s in ranked[:10]]}


def fmt(v) -> str:
    return (f"R@1 {v[0]:.3f}  R@5 {v[1]:.3f}  R@10 {v[2]:.3f}  hit@10 {v[3]:.3f}  MRR {v[4]:.3f}"
            f"  | session R@5 {v[5]:.3f} R@10 {v[6]:.3f}")


def report(res: dict, title: str) -> None:
    print(f"== {title} ({res['n']} questions)")
    print(f"  overall      {fmt(res['all'])}")
    for c, name in CATEGORIES.items():
        v, n = res[c]
        print(f"  {c} {name:<11}{fmt(v)}  (n={n})")


# ---------------------------------------------------------------- leave one out
GRID = {  # the tuned constants and the values tried; everything else is fixed
    "w_lex": [0.25, 0.35, 0.45],
    "neighbour_weight": [0.3, 0.45, 0.6],
    "session_weight": [0.25, 0.4, 0.55],
    "length_weight": [0.1, 0.2, 0.3],
}


def objective(res: dict) -> float:
    r5, r10, mrr = res["all"][1], res["all"][2], res["all"][4]
    return r5 + r10 + mrr


def grid_params(base):
    keys = list(GRID)
    for vals in itertools.product(*(GRID[k] for k in keys)):
        change = dict(zip(keys, vals))
        if "w_lex" in change:
            change["w_dense"] = 1.0 - change["w_lex"]
        yield change, replace(base, **change)


def leave_one_out(preps: list[Prepared], pool: int, now: float) -> None:
    print("== leave-one-conversation-out (grid fitted on 4, evaluated on the 5th)")
    rows = []
    grid = list(grid_params(ranking.PARAMS))
    # each conversation once per grid point: a fold's objective is its four conversations' results pooled
    per = [[evaluate([p], g[1], pool, now) for p in preps] for g in grid]
    for k, held in enumerate(preps):
        def train_objective(i: int) -> float:
            res = [r for j, r in enumerate(per[i]) if j != k]
            return objective({"all": sum(r["n"] * r["all"] for r in res) / sum(r["n"] for r in res)})
        best = grid[max(range(len(grid)), key=train_objective)]
        tuned = evaluate([held], best[1], pool, now)
        default = evaluate([held], ranking.PARAMS, pool, now)
        rows.append((tuned["n"], tuned["all"], default["all"]))
        print(f"  held out {held.conv.sample_id}: fitted {best[0]}")
        print(f"     fitted  {fmt(tuned['all'])}")
        print(f"     default {fmt(default['all'])}")
    n = sum(r[0] for r in rows)
    pooled = sum(r[0] * r[1] for r in rows) / n
    pooled_d = sum(r[0] * r[2] for r in rows) / n
    print(f"  pooled held-out, fitted on the other 4: {fmt(pooled)}")
    print(f"  pooled, shipped defaults:               {fmt(pooled_d)}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--pool", type=int, default=ranking.CANDIDATE_POOL, help="FTS top-N and vector top-N")
    ap.add_argument("--no-loo", action="store_true")
    ap.add_argument("--details-out", type=Path, help="one JSON line per question: each evidence turn's rank, the top 10")
    args = ap.parse_args(argv)
    t0 = time.time()
    convs = load_conversations(args.data)
    emb = CachedEmbedder(make_local_embedder())
    preps = prepare(convs, emb)
    now = time.time()
    print(f"ranking {ranking.RANKING_VERSION}; {sum(len(c.turns) for c in convs)} turns, "
          f"{sum(len(c.questions) for c in convs)} questions; prepared in {time.time() - t0:.1f}s")
    details: list | None = [] if args.details_out else None
    report(evaluate(preps, ranking.PARAMS, args.pool, now, details), "all 5 dev conversations, shipped constants")
    if details is not None:
        args.details_out.write_text("".join(json.dumps(d) + "\n" for d in details))
        print(f"wrote {args.details_out}")
    if not args.no_loo:
        leave_one_out(preps, args.pool, now)
    return 0


if __name__ == "__main__":
    sys.exit(run_main(main))
