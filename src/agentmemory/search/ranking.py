"""The hybrid ranking formula: pure functions, no I/O, one named version.

`search/hybrid.py` runs the SQL (FTS5 top-N ordered by ``bm25()`` with `BM25_WEIGHTS`, MATCH expression
from `fts_match(query_terms(q))`) and the vector top-N (cosine over L2-normalised embeddings of
`embedding_text`), then calls `rank`. `bench/tune_ranking.py` imports this same module.

Formula (RANKING_VERSION "hybrid-v28"), per query over the candidate set C:

    lex(c)   = max(0, z(-bm25(c)) + LEX_Z_OFFSET) / LEX_Z_SCALE    z over bm25 matches, else 0 (1.5, 4)
    dense(c) = max(0, cos(c)) / max_C cos              0 when no cosine; cos against the item vector
               (0.7 x v(body + context) + 0.3 x v(body), normalised) and the query's (answers.query_vector)
    base(c)  = W_LEX * lex(c) + W_DENSE * dense(c)
    rel(c)   = base(c)
             + NEIGHBOUR_WEIGHT * max base(n), n in the same kind+session, 1 <= |seq(n)-seq(c)| <= NEIGHBOUR_WINDOW
             + SESSION_WEIGHT   * max base(s), s in the same kind+session (itself included; a sessionless
                                  memory or lesson is its own session: + SESSION_WEIGHT * base(c))
             + DATE_WEIGHT      * date_proximity(ts(c), dates named in the query)   (search/dates.py)
    info(c)  = (1 + LENGTH_WEIGHT * ln(1 + min(chars(body), LENGTH_CAP) / LENGTH_UNIT))
             * (1 - ASK_PENALTY if the body ends with "?")
    score(c) = rel(c) * info(c) * prior(c) * (1 - SUPERSEDED_PENALTY if c is superseded; PAST_PENALTY when
                      the question asks about the past, `answers.asks_past`)
                      * (1 + RECENCY_WEIGHT * 2^(-age_days / half_life) + IMPORTANCE_WEIGHT * (importance - 5) / 5
                           + TRUST_WEIGHT * (confidence - 0.5) * 2)
    prior(c) = 1 + (KIND_PRIOR[kind(c)] - 1) * min(1, own(c) / (KIND_FULL * max_C own)),
               own(c) = base(c) + DATE_WEIGHT * date_proximity (its own match, without its neighbours)
    then a superseded c whose successor (if that one matches less, a newer one) is a candidate with a base
    of at least SUCCESSOR_SHARE x base(c) gives it its score when higher, and is placed just below it (0.99 x):
    the newest state comes first, where the old one was (not for a question about the past or a past event).
    Second hop (`hop_terms`, `hop_score`): items linked to the top HOP_FROM results (relations,
    `derived_from`) or matching the entities they name score HOP_WEIGHT x the anchor's score x link
    weight x their own share of the best second-hop score.
    floor:   c is kept when cos(c) >= the vector floor, or when it has a bm25 match and its
             cosine is unknown or >= KEYWORD_COS_FLOOR (0.05); everything else is dropped,
             so a query about nothing stored returns nothing. The vector floor is COS_FLOOR (0.25),
             lowered to REL_FLOOR (0.6) x the best cosine, not below LOW_FLOOR (0.15), when some
             candidate clears COS_FLOOR (`vector_floor`).
    answer:  when the question asks when or how many/much/long, the first ANSWER_DEPTH results whose
             text holds a time or a quantity score x (1 + ANSWER_WEIGHT) (`answers.by_answer_shape`,
             called with their texts by `search/hybrid.py` after `rank`).
    order:   when the question asks for the earliest ("the very first build") or newest ("the latest")
             event, each of the first ORDER_DEPTH results scores x (1 + ORDER_WEIGHT x its place in
             their time span, 1 at the end asked for) (`answers.by_order`, after the answer stage).
    asked:   "which commit?", "what is X called?", "When X, what?", "why did we?", "what went wrong?", "what caused X?",
             "how do I deploy?": search/asked/ (after the categories); "the HTTP framework", "go live": its tools,
             lexicon.py; a rename keeps a successor lift only for a name question (`Searcher._renames_unlifted`).

Document side: a conversation turn's ``context`` column is its two previous turns plus the session
date written out ("8 May 2023"); its vector mixes the embeddings of body + context and of the body
alone (`item_vector`). BM25 column weights (title, body, context, tags) = (0.5, 1, 0.25, 0.5). Candidates
marked `extra` (smart-search's distilled kinds) are scored with the z and max of the other candidates, so they
neither move those scores nor set their own scale. Constants, measurements, what was dropped: docs/ranking.md.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Iterable, Sequence

import numpy as np

from . import text
from .dates import DateRange, date_proximity
from .scales import Z_PRIOR_SPREAD, Z_PRIOR_WEIGHT, factors, max_norm, z_norm  # noqa: F401  (callers: ranking.z_norm)

RANKING_VERSION = "hybrid-v28"

#: The kind prior: saved knowledge (a memory, a lesson, a crystal digest) over the raw observations it came
#: from; kinds not named (episodes and typed records, which the distiller makes of the same text) are 1.0.
KIND_PRIOR = {"memory": 1.3, "lesson": 1.3, "crystal": 1.15}

STOP_WORDS = text.STOP_WORDS  # query stop words live in `text` (one list for search and memory)
BM25_WEIGHTS = (0.5, 1.0, 0.25, 0.5)  # FTS5 bm25() column weights for search_fts(title, body, context, tags)

#: PostgreSQL's keyword score: per query term, its BM25 IDF x ts_rank (same column weights) with this
#: normalisation flag (1: divided by 1 + log(document length)), summed (docs/postgres.md).
TS_RANK_NORMALIZATION = 1
#: Candidates taken from each signal (FTS5 top-N, vector top-N) before `rank` (200: no better; docs/ranking.md).
CANDIDATE_POOL = 150
CONTEXT_PREV_TURNS = 2  # previous turns of the same session written into a turn's context column
BODY_VECTOR_WEIGHT = 0.3  # share of the body-alone vector in an item's stored vector (`item_vector`); 0: off
#: Names how items are embedded (`embedding_texts` + `item_vector`); a stored vector made another
#: way is re-embedded in the background at start (vectors.EmbedQueue.enqueue_missing).
EMBEDDING_RECIPE = "v3"

_MONTHS = "January February March April May June July August September October November December".split()


# ---------------------------------------------------------------- query side
def query_terms(query: str) -> list[str]:
    """Lower-case words of `query`, stop/question words removed, first occurrence order, no duplicates.
    Numbers are kept. When every word is a stop word ("what is it?"), all words are kept, so a query
    never silently becomes empty unless it has no word at all.

    A dotted number ("1.0.0", "v2.9", "0.35") is one term, searched as the phrase of its parts, with and
    without a leading "v": as loose digits, "1" OR "0" matched every version and date of the history
    ("two days after tagging 1.0.0" was dated by the 1.1.0 release)."""
    dotted = [m.group(0).lower().lstrip("v") for m in text.DOTTED_NUMBER.finditer(query or "")]
    rest = text.DOTTED_NUMBER.sub(" ", query or "") if dotted else query
    words = text.words(rest, keep_underscores=True)
    versions = [x for d in dotted for x in (d, "v" + d)]
    return text.unique([*(w for w in words if w not in STOP_WORDS), *versions]) or text.unique(words)


def fts_match(terms: Iterable[str]) -> str | None:
    """A safe FTS5 MATCH expression: each term as a double-quoted phrase, OR-joined. Only word
    characters survive (so quotes, ``*``, ``^``, ``:``, parentheses and control characters never reach
    the FTS5 parser) and keywords such as ``NEAR``/``AND`` are inert inside quotes. None: nothing left."""
    parts = []
    for t in terms:
        toks = text.words(t, keep_underscores=True, lower=False)
        if toks:
            parts.append('"' + " ".join(toks) + '"')
    return " OR ".join(dict.fromkeys(parts)) if parts else None


def query_embedding_text(query: str) -> str:
    """Text embedded for a query: the question as asked (stripping stop words hurt)."""
    return (query or "").strip()


# ---------------------------------------------------------------- document side
def format_date(when: datetime) -> str:
    """"8 May 2023": the words a query about a date would use."""
    return f"{when.day} {_MONTHS[when.month - 1]} {when.year}"


def turn_context(prev_texts: Sequence[str], when: datetime | None) -> str:
    """Context column of a conversation turn: the last `CONTEXT_PREV_TURNS` previous
    narratives of its session (oldest first), then its date written out."""
    parts = [t.strip() for t in list(prev_texts)[-CONTEXT_PREV_TURNS:] if t and t.strip()]
    if when is not None:
        parts.append(format_date(when))
    return "\n".join(parts)


def embedding_text(title: str, body: str, context: str) -> str:
    """Text embedded for an item: body then context. The title is left out: for
    turns it repeats the body's first words, for other kinds it sits in the body."""
    return "\n".join(p for p in (body, context) if p) or (title or "")


def embedding_texts(title: str, body: str, context: str, turn: bool = False) -> list[str]:
    """Texts embedded for one item, combined by `item_vector`: `embedding_text`, then, for a
    conversation turn (`turn`) with both a body and a context, the body alone.

    Trigger: a turn's context is other turns (and its date). Why: that is where the mix was
    measured and where the context can drown the turn's own words; the context of other items
    (an observation's facts, a memory's type) is their own content, and a second model pass for
    them would double the embedding work on the most common items for no measured gain.
    Outcome: other items are embedded once, as body + context."""
    full = embedding_text(title, body, context)
    return [full, body] if turn and body and context and BODY_VECTOR_WEIGHT else [full]


def item_vector(vecs: Sequence[Sequence[float]]) -> np.ndarray:
    """The stored vector of an item from the vectors of its `embedding_texts` (L2-normalised):
    (1 - BODY_VECTOR_WEIGHT) x v(body + context) + BODY_VECTOR_WEIGHT x v(body).

    Trigger: the item has a context (a turn's previous turns and date). Why: the context tells
    the model what the turn answers, but in one mean-pooled vector it also drowns a short turn's
    own words. Outcome: the turn's own meaning keeps BODY_VECTOR_WEIGHT of its vector; a query's
    cosine with it is (up to the norm) the same mix of its cosines with the two texts."""
    full = np.asarray(vecs[0], dtype=np.float32)
    if len(vecs) < 2:
        return full
    v = (1.0 - BODY_VECTOR_WEIGHT) * full + BODY_VECTOR_WEIGHT * np.asarray(vecs[1], dtype=np.float32)
    n = float(np.linalg.norm(v))
    return v / n if n > 0 else full


# ---------------------------------------------------------------- ranking
@dataclass(slots=True)
class Candidate:
    """One row offered to `rank`.

    bm25: the raw value of SQLite's ``bm25()`` (negative; more negative = better),
    None when the row did not match the FTS query or was outside the FTS top-N.
    cosine: query/item cosine in [-1, 1], None when the item has no vector yet.
    Pass the cosine for every candidate when it is known (brute force computes it
    for all rows): the formula and the floor use it.
    """
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
    length: int | None = None     # characters of the item's body; None: unknown (neutral)
    asks: bool = False            # the body ends with a question mark
    superseded_by: str | None = None  # item id of the later item that changed/replaced this one
    in_window: bool = False       # inside the time window the query names (search/timeframe.py): kept below the floor
    extra: bool = False           # scored on the scale of the other candidates, never part of it


@dataclass(slots=True)
class Scored:
    candidate: Candidate
    score: float
    matched: list[str] = field(default_factory=list)  # "bm25", "vector", "kind", "successor", ... (README)
    base: float = 0.0     # its own match (base(c)): how well a successor matches, against the old state
    unlifted: float | None = None  # its score before it took an old state's (`below_successors`)


@dataclass(frozen=True)
class Params:
    """The constants of the formula (see the module docstring)."""
    w_lex: float = 0.35
    w_dense: float = 0.65
    lex_z_scale: float = 4.0          # a z of 4 counts as a full lexical match
    lex_z_offset: float = 1.5         # keyword matches down to 1.5 sd below the mean still count
    neighbour_weight: float = 0.45
    neighbour_window: int = 2
    session_weight: float = 0.4
    cos_floor: float = 0.25           # below this, a vector-only candidate is noise ...
    rel_floor: float = 0.6            # ... unless some candidate clears it and this one has this share of the
    low_floor: float = 0.15           # best cosine, and at least this cosine (`vector_floor`)
    keyword_cos_floor: float = 0.05   # a keyword hit this far from the query's meaning is noise
    recency_weight: float = 0.05
    recency_half_life_days: float = 30.0
    importance_weight: float = 0.05
    trust_weight: float = 0.05
    session_cap: int | None = None    # max results per session before the rest (demoted, not dropped)
    date_weight: float = 0.5          # added x date_proximity when the query names a date
    length_weight: float = 0.2        # x log(1 + characters / length_unit): the pivoted length prior
    length_unit: float = 6.0          # about one word
    length_cap: int = 2000            # characters beyond this add nothing
    ask_penalty: float = 0.1          # a body that ends in "?" asks rather than tells
    superseded_penalty: float = 0.25  # share of the score a superseded item loses
    past_penalty: float = 0.1         # ... when the question asks about the past ("why was", "before")
    kind_full: float = 0.8            # the kind prior applies in full from this share of the best own match
    successor_share: float = 0.4      # a successor takes the old state's score if its base is this share of it
    successors: bool = True           # a superseded item's successor takes its place (below_successors)
    kind_prior: tuple[tuple[str, float], ...] = tuple(KIND_PRIOR.items())
    hop_from: int = 3                 # top results a second hop starts from
    hop_weight: float = 0.6           # a second-hop item's score, as a share of its anchor's
    hop_terms: int = 6                # entity words a second hop searches for
    answer_weight: float = 0.2        # a result holding the kind of answer the question asks for (answers.py)
    answer_depth: int = 30            # ... among this many of the first results
    order_weight: float = 0.3         # "the very first ...", "the latest ...": lift by time (answers.by_order)
    order_depth: int = 10             # ... among this many of the first results
    content_weight: float = 0.5       # share of the question without its names in its vector (answers.query_vector)


PARAMS = Params()


def vector_floor(cands: Sequence[Candidate], params: Params = PARAMS) -> float:
    """The cosine a vector-only candidate needs: `cos_floor`, or, when some (non-extra) candidate clears
    it, `rel_floor` x the best cosine if lower (not below `low_floor`): a paraphrasing question's answer
    stays a candidate, a query about nothing stored still returns nothing (docs/ranking.md, hybrid-v7)."""
    best = max((c.cosine for c in cands if c.cosine is not None and not c.extra), default=None)
    if best is None or best < params.cos_floor:
        return params.cos_floor
    return max(params.low_floor, min(params.cos_floor, params.rel_floor * best))


def passes_floor(c: Candidate, params: Params = PARAMS, floor: float | None = None) -> bool:
    """Keep a candidate whose cosine clears the vector floor (`floor`, default `cos_floor`), or that
    matched the keywords and is not semantically unrelated (cosine unknown, e.g. not embedded yet, or
    at least `keyword_cos_floor`), or that lies in the time window the query names."""
    floor = params.cos_floor if floor is None else floor
    if c.in_window or (c.cosine is not None and c.cosine >= floor):
        return True
    return c.bm25 is not None and (c.cosine is None or c.cosine >= params.keyword_cos_floor)


def blend_factor(c: Candidate, now: float | None, params: Params = PARAMS) -> float:
    """Multiplier from recency (skipped when `now` is None), importance (1-10, 5 neutral)
    and confidence (0-1, None neutral): f = 1 + recency_weight x 2^(-age_days / half_life)
    + importance_weight x (importance - 5) / 5 + trust_weight x (confidence - 0.5) x 2 (`scales.factors`)."""
    return factors([c], now, params)[0][1]


def info_factor(c: Candidate, params: Params = PARAMS) -> float:
    """Multiplier for how much an item can tell: longer bodies more (log-damped, capped), a
    body that is a question less. Unknown length -> 1.0 (`scales.factors`)."""
    return factors([c], None, params)[0][0]


def rank(cands: Sequence[Candidate], *, now: float | None = None, params: Params = PARAMS,
         dates: Sequence[DateRange] = (), past: bool = False, event: bool = False) -> list[Scored]:
    """Score, floor and order candidates, best first (ties: lower doc_id first).

    `dates`: the ranges the query names (`dates.query_dates`); an item's time near them adds
    up to `date_weight`. `past`, `event`: about an earlier state, a past event (`answers`): no successor lift."""
    p = replace(params, superseded_penalty=min(params.superseded_penalty, params.past_penalty)) if past else params
    floor = vector_floor(cands, p)
    keep = [c for c in cands if (c.cosine is not None and c.cosine >= floor) or passes_floor(c, p, floor)]
    if not keep:
        return []
    # `extra` candidates (smart-search's distilled kinds) are scored on the others' scale, not theirs
    ref = [not c.extra for c in keep] if any(c.extra for c in keep) and not all(c.extra for c in keep) else None
    lex = z_norm([None if c.bm25 is None else -c.bm25 for c in keep], p.lex_z_scale, p.lex_z_offset, ref)
    dense = max_norm([c.cosine for c in keep], ref)
    base = [p.w_lex * a + p.w_dense * b for a, b in zip(lex, dense)]
    at: dict[tuple, dict] = {}        # (kind, session) -> {seq: base}
    best_in_session: dict[tuple, float] = {}
    for c, b in zip(keep, base):
        if c.session_id is None:
            continue
        key = (c.kind, c.session_id)
        best_in_session[key] = b if b > (was := best_in_session.get(key, 0.0)) else was
        if c.seq is not None:
            at.setdefault(key, {})[c.seq] = b
    dw = p.date_weight
    near_all = [date_proximity(c.ts, dates) for c in keep] if dates and dw else [0.0] * len(keep)
    own = [b + dw * n for b, n in zip(base, near_all)]  # its own match: words, meaning, date
    top = max((o for c, o in zip(keep, own) if not c.extra), default=0.0)
    full = p.kind_full * top if top > 0 and p.kind_full > 0 else 0.0  # the own match earning the full prior
    out, priors, nw, sw, cos_floor = [], dict(p.kind_prior), p.neighbour_weight, p.session_weight, p.cos_floor
    steps = [d for k in range(1, p.neighbour_window + 1) for d in (-k, k)]
    for c, b, near, o, (info, blend) in zip(keep, base, near_all, own, factors(keep, now, p)):
        nb, session, key = 0.0, c.session_id, (c.kind, c.session_id)
        if session is not None and c.seq is not None:
            get, seq = at[key].get, c.seq
            for d in steps:
                nb = v if (v := get(seq + d, 0.0)) > nb else nb
        rel, matched = b + nw * nb + dw * near, []
        if session is not None or not c.extra:  # a sessionless memory or lesson is its own session
            rel += sw * (best_in_session[key] if session is not None else b)
        if c.bm25 is not None:
            matched.append("bm25")
        if c.cosine is not None and c.cosine >= cos_floor:
            matched.append("vector")
        if near >= 0.5:
            matched.append("date")
        # most of this row's score comes from a neighbouring turn: returned as context, not on its own merit
        if nw * nb > b:
            matched.append("neighbour")
        prior = kind_factor(c, p, o / full if full else 1.0, priors) if c.kind in priors or c.superseded_by else 1.0
        if prior > 1.0:
            matched.append("kind")
        if c.superseded_by:
            matched.append("superseded")
        out.append(Scored(c, rel * info * prior * blend, matched, b))
    if p.successors and not past and not event and any(c.superseded_by for c in keep):  # else nothing to place
        below_successors(out, p)
    out.sort(key=lambda s: (-s.score, s.candidate.doc_id))
    return cap_per_session(out, p.session_cap) if p.session_cap else out


def kind_factor(c: Candidate, params: Params = PARAMS, strength: float = 1.0, priors: dict | None = None) -> float:
    """The kind prior (`priors`: dict(params.kind_prior)) scaled by the item's own match `strength` (0-1: a
    weak match gains less), times the supersession penalty (1.0 for a current observation)."""
    f = 1.0 + ((priors or dict(params.kind_prior)).get(c.kind, 1.0) - 1.0) * max(0.0, min(1.0, strength))
    return f * (1.0 - params.superseded_penalty) if c.superseded_by else f


def below_successors(scored: list[Scored], params: Params = PARAMS) -> None:
    """When a superseded item and its successor (if that did not match, a newer one) are both candidates
    and the successor matches SUCCESSOR_SHARE of the old item's base, it takes the old item's score before its
    penalty if higher (the newest state answers what the old one matched) and the old item goes just
    below it (chains included: an item replaced twice ends below both successors)."""
    by_id = {s.candidate.item_id: s for s in scored}
    keep = 1.0 - params.superseded_penalty
    lifted: dict[str, float] = {}  # item id -> the score a successor passed on to it
    old = [s for s in scored if s.candidate.superseded_by]  # only these move or lift (the order kept)
    for s in sorted(old, key=lambda x: x.candidate.ts or 0.0):  # oldest first: a lift carries down the chain
        nxt, need = by_id.get(s.candidate.superseded_by or ""), params.successor_share * s.base
        for _ in range(len(scored)):  # a successor that does not match passes the lift on to a newer state
            if nxt is None or nxt.base >= need or not nxt.candidate.superseded_by:
                break
            nxt = by_id.get(nxt.candidate.superseded_by)
        matched = max(s.score / keep if keep > 0 else s.score, lifted.get(s.candidate.item_id, 0.0))
        if nxt is not None and nxt is not s and nxt.base >= need and matched > nxt.score:
            nxt.unlifted = nxt.score if nxt.unlifted is None else nxt.unlifted
            nxt.score = lifted[nxt.candidate.item_id] = matched
            nxt.matched.append("successor")
    for s in sorted(old, key=lambda x: -(x.candidate.ts or 0.0)):  # newest first: successors settle first
        nxt = by_id.get(s.candidate.superseded_by or "")
        if nxt is not None and nxt is not s and s.score >= nxt.score:
            s.score = nxt.score * 0.99


def cap_per_session(scored: list[Scored], cap: int) -> list[Scored]:
    """Keep order, but move every result beyond the first `cap` of its session to the end."""
    seen: dict[tuple, int] = {}
    head, tail = [], []
    for s in scored:
        key = (s.candidate.kind, s.candidate.session_id)
        seen[key] = seen.get(key, 0) + 1
        (tail if s.candidate.session_id is not None and seen[key] > cap else head).append(s)
    return head + tail


def hop_terms(query: str, texts: Sequence[str], params: Params = PARAMS) -> list[str]:
    """The entities the top results name and the query does not, most frequent first."""
    return text.entities(texts, set(query_terms(query)) | set(text.words(query)), params.hop_terms)


def hop_score(anchor: float, link: float, share: float, params: Params = PARAMS) -> float:
    """A second-hop item's score: the anchor's, discounted, times the link's weight and the item's
    share (0-1) of the best second-hop match."""
    return params.hop_weight * anchor * max(0.0, min(1.0, link)) * max(0.0, min(1.0, share))
