"""Hybrid ranking: pure functions, no I/O (draft, being tuned)."""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Iterable, Sequence

RANKING_VERSION = "hybrid-v1"

_WORD = re.compile(r"\w+", re.UNICODE)

STOP_WORDS = frozenset("""
a about above after again against all also am an and any are aren as at be because been before being
below between both but by can cannot could couldn did didn do does doesn doing don down during each
few for from further had hadn has hasn have haven having he her here hers herself him himself his i
if in into is isn it its itself just let ll me might more most mustn my myself no nor not now of off
on once only or other ought our ours ourselves out over own re same shan she should shouldn so some
such than that the their theirs them themselves then there these they this those through to too
under until up upon us ve very was wasn we were weren what when where which while who whom whose why
will with won would wouldn you your yours yourself yourselves s t d m o y
how kind type sort ever likely according based
""".split())


def query_terms(query: str) -> list[str]:
    words = [w for w in _WORD.findall((query or "").lower()) if w]
    seen: dict[str, None] = {}
    for w in words:
        if w not in STOP_WORDS:
            seen.setdefault(w, None)
    if not seen:
        for w in words:
            seen.setdefault(w, None)
    return list(seen)


def fts_match(terms: Iterable[str]) -> str | None:
    parts = []
    for t in terms:
        toks = _WORD.findall(t or "")
        if not toks:
            continue
        parts.append('"' + " ".join(toks) + '"')
    return " OR ".join(parts) if parts else None


BM25_WEIGHTS = (0.5, 1.0, 0.5, 0.5)

_MONTHS = ("January February March April May June July August September October November "
           "December").split()


def format_date(when: datetime) -> str:
    return f"{when.day} {_MONTHS[when.month - 1]} {when.year}"


def turn_context(prev_texts: Sequence[str], when: datetime | None) -> str:
    parts = [t.strip() for t in prev_texts if t and t.strip()]
    if when is not None:
        parts.append(format_date(when))
    return "\n".join(parts)


def embedding_text(title: str, body: str, context: str) -> str:
    return "\n".join(p for p in (body, context) if p)


def query_embedding_text(query: str) -> str:
    return query.strip()


@dataclass
class Candidate:
    doc_id: int
    kind: str
    item_id: str
    session_id: str | None
    seq: int | None
    ts: float | None
    importance: float = 5.0
    confidence: float | None = None
    bm25: float | None = None
    cosine: float | None = None


@dataclass
class Scored:
    candidate: Candidate
    score: float
    matched: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Params:
    w_lex: float = 0.4
    w_dense: float = 0.6
    lex_norm: str = "max"      # max | minmax | rank
    dense_norm: str = "minmax"  # minmax | max | abs | z
    neighbour_weight: float = 0.3
    neighbour_window: int = 1
    neighbour_decay: float = 0.5
    cos_floor: float = 0.25
    recency_weight: float = 0.02
    recency_half_life_days: float = 30.0
    importance_weight: float = 0.02
    trust_weight: float = 0.02
    session_cap: int | None = None
    session_weight: float = 0.0
    session_top: int = 1


PARAMS = Params()


def _norm(vals: list[float | None], how: str) -> list[float]:
    present = [v for v in vals if v is not None]
    if not present:
        return [0.0] * len(vals)
    hi, lo = max(present), min(present)
    out = []
    if how == "rank":
        order = sorted(set(present), reverse=True)
        pos = {v: i for i, v in enumerate(order)}
        return [0.0 if v is None else 1.0 / (1.0 + pos[v] / 10.0) for v in vals]
    if how == "z":
        mu = sum(present) / len(present)
        sd = math.sqrt(sum((v - mu) ** 2 for v in present) / len(present)) or 1.0
        zs = [0.0 if v is None else (v - mu) / sd for v in vals]
        return [max(0.0, z) / 4.0 for z in zs]
    for v in vals:
        if v is None:
            out.append(0.0)
        elif how == "max":
            out.append(v / hi if hi > 0 else 0.0)
        elif how == "abs":
            out.append(max(0.0, v))
        else:  # minmax
            out.append((v - lo) / (hi - lo) if hi > lo else 1.0)
    return out


def rank(cands: Sequence[Candidate], *, now: float | None = None,
         params: Params = PARAMS) -> list[Scored]:
    p = params
    keep = [c for c in cands
            if c.bm25 is not None or (c.cosine is not None and c.cosine >= p.cos_floor)]
    if not keep:
        return []
    lex = _norm([None if c.bm25 is None else -c.bm25 for c in keep], p.lex_norm)
    dense = _norm([c.cosine for c in keep], p.dense_norm)
    base = [p.w_lex * a + p.w_dense * b for a, b in zip(lex, dense)]
    # neighbour boost
    by_pos: dict[tuple, float] = {}
    for c, s in zip(keep, base):
        if c.session_id is not None and c.seq is not None:
            by_pos[(c.kind, c.session_id, c.seq)] = s
    sess: dict[tuple, list[float]] = {}
    for c, s in zip(keep, base):
        if c.session_id is not None:
            sess.setdefault((c.kind, c.session_id), []).append(s)
    sess_score = {k: sum(sorted(v, reverse=True)[:p.session_top]) / p.session_top for k, v in sess.items()}
    final = []
    for c, s, a in zip(keep, base, lex):
        matched = []
        if c.bm25 is not None:
            matched.append("bm25")
        if c.cosine is not None and c.cosine >= p.cos_floor:
            matched.append("vector")
        nb = 0.0
        if p.neighbour_weight and c.session_id is not None and c.seq is not None:
            for d in range(1, p.neighbour_window + 1):
                f = p.neighbour_decay ** (d - 1)
                for q in (c.seq - d, c.seq + d):
                    v = by_pos.get((c.kind, c.session_id, q))
                    if v is not None and v * f > nb:
                        nb = v * f
        score = s + p.neighbour_weight * nb
        if p.session_weight and c.session_id is not None:
            score += p.session_weight * sess_score[(c.kind, c.session_id)]
        if nb > 0 and p.neighbour_weight * nb > 0.1 * s:
            matched.append("neighbour")
        final.append(Scored(c, score, matched))
    final.sort(key=lambda x: -x.score)
    return final
