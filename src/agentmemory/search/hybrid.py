"""Search orchestration: keyword (BM25) candidates + vector candidates -> ranking.rank.

Keyword results are there the moment a write commits (the index rows are written
in the same transaction, `Searcher.put`). Vector candidates join once the embed queue has
caught up. The formula itself lives in `ranking` (pure, versioned; its last stage in `answers`).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field, replace

from ..store import Store, Tx
from . import answers, lexicon, ranking
from .asked import acronyms
from .asked import kinds as asked_kinds
from .asked import rules as asked_rules
from .asked import steps as asked_steps
from .dates import TimeWindow, query_dates
from .embedders import Embedder
from .storage import CANDIDATE_COLUMNS, DocFilter, SearchDoc, SearchStorage, storage_for
from .vectors import EmbedQueue, VectorIndex, vector_index

MODES = ("keyword", "vector", "hybrid")
POOL = ranking.CANDIDATE_POOL
WINDOW_SPAN = 35 * 86400.0  # a named time window up to this long adds its items as candidates (longer: a boost only)
WINDOW_POOL = 300  # at most this many of them, the most important first
WINDOW_MIN_IMPORTANCE = 2  # ... above this importance: session start/stop records say nothing on their own
EXTRA_POOL = 30  # candidates of each signal for `extra` kinds (a few of them are shown)
RENAME_DEPTH = 30  # results checked for a rename that took an old state's place (`_renames_unlifted`)
CONCEPT_POOL = 30  # keyword candidates naming a tool of a category the question names (search/lexicon.py)
CONCEPT_SHARE = 0.8  # ... the best of them scores up to this share of the top result (docs/ranking.md)
CONCEPT_WORD = 0.75  # ... times this when the question names the category by one word ("database")
_BM = len(CANDIDATE_COLUMNS)  # a keyword candidate row: CANDIDATE_COLUMNS, then its BM25 score

Filters = DocFilter  # the name callers know


@dataclass
class Hit:
    kind: str
    item_id: str
    doc_id: int
    session_id: str | None
    project: str | None
    ts: float
    score: float
    matched: list[str] = field(default_factory=list)
    title: str = ""
    body: str = ""


def _lift(scored: list, by_doc: dict, rows: dict, row, score: float, label: str) -> None:
    """Raise the item of candidate `row` to `score` (added to `scored` if it was not there), naming `label`."""
    s = by_doc.get(row[0])
    if s is None:
        rows[row[0]] = row
        s = by_doc[row[0]] = ranking.Scored(_candidate(row), 0.0, [])
        scored.append(s)
    if score > s.score:
        s.score = score
        s.matched.append(label)

def _lift_found(scored: list, rows: dict, found: list, top: float, label: str) -> list:
    """`scored` with each keyword row in `found` lifted to CONCEPT_SHARE of `top` times its match's share of
    the best one (`matched`: `label`), best first; unchanged when nothing matched."""
    best = min((r[_BM] for r in found), default=0.0)
    if best >= 0:
        return scored
    by_doc = {s.candidate.doc_id: s for s in scored}
    for r in found:
        _lift(scored, by_doc, rows, r, CONCEPT_SHARE * top * r[_BM] / best, label)
    return sorted(scored, key=lambda s: (-s.score, s.candidate.doc_id))



def _candidate(r, **signals) -> ranking.Candidate:
    return ranking.Candidate(doc_id=r[0], kind=r[1], item_id=r[2], session_id=r[3], seq=r[6], ts=r[5],
                             importance=r[7], confidence=r[8], length=r[9], asks=bool(r[10]), superseded_by=r[11],
                             **signals)


class Searcher:
    """The search index: writes its rows inside the caller's transaction (`put`, `drop`, `clear`)
    and answers queries (`search`). `storage` holds its tables (SQLite on the store by default)."""

    def __init__(self, store: Store, embedder: Embedder | None = None, batch_size: int = 64,
                 storage: SearchStorage | None = None):
        self.store = store
        self.storage = storage if storage is not None else storage_for(store)
        self.embedder = embedder
        self.index: VectorIndex | None = None
        self.queue: EmbedQueue | None = None
        self.unavailable: dict | None = None  # {provider, model, error}: the configured embedder could not be built
        if embedder is not None:
            self.index = vector_index(self.storage, embedder.model, embedder.dim)
            self.queue = EmbedQueue(store, self.storage, embedder, self.index, batch_size)

    # -- writes (inside the caller's transaction) ------------------------------------------
    def put(self, tx: Tx, *, embed: bool = True, **doc) -> int:
        """Insert or update an item's searchable row (`SearchDoc` fields); with `embed`, queue it
        for embedding and wake the queue once the transaction commits. Returns the row's id."""
        doc_id = self.storage.put(tx, SearchDoc(**doc), enqueue=embed)
        if embed and self.queue is not None:
            tx.after_commit(self.queue.wake)
        return doc_id

    def drop(self, tx: Tx, kind: str, item_id: str) -> None:
        """Remove an item from the keyword index, the embed queue and the vectors; the in-memory
        vector matrix forgets it once the transaction commits."""
        self.storage.drop(tx, kind, item_id)
        if self.index is not None:
            tx.after_commit(lambda: self.index.remove(kind, item_id))
        if kind == "observation":  # a large file read's sections go with it
            for part in self.storage.section_ids(tx, item_id):
                self.drop(tx, "section", part)

    def drop_agent(self, tx: Tx, agent_id: str) -> None:
        """Remove every item one agent wrote (a replace import under isolated scope)."""
        for kind, item_id in self.storage.docs_of_agent(tx, agent_id):
            self.drop(tx, kind, item_id)

    def clear(self, tx: Tx) -> None:
        """Remove every item (a replace import); the vector matrix starts empty after commit."""
        self.storage.clear(tx)
        if self.index is not None:
            tx.after_commit(self._reset_index)

    def set_confidence(self, tx: Tx, kind: str, item_id: str, confidence: float) -> None:
        self.storage.set_confidence(tx, kind, item_id, confidence)

    def _reset_index(self) -> None:
        if getattr(self.index, "in_database", False):
            return  # the cleared tables are the index
        self.index = VectorIndex(self.index.model, self.index.dim)
        if self.queue is not None:
            self.queue.index = self.index

    # -- status -----------------------------------------------------------
    def status(self) -> dict:
        if self.embedder is None and self.unavailable:
            return {**self.unavailable, "available": False, "dim": 0, "indexed": 0, "pending": 0,
                    "rankingVersion": ranking.RANKING_VERSION}
        if self.embedder is None:
            return {"provider": "none", "model": None, "dim": 0, "indexed": 0, "pending": 0,
                    "rankingVersion": ranking.RANKING_VERSION}
        return {"provider": self.embedder.provider, "model": self.embedder.model, "dim": self.embedder.dim,
                "indexed": len(self.index), "pending": self.queue.pending(),
                "lastError": self.queue.last_error, "rankingVersion": ranking.RANKING_VERSION}

    # -- signals ------------------------------------------------------------
    def _lexical(self, query: str, filters: Filters, limit: int, stats: dict | None = None) -> list:
        terms = ranking.query_terms(query)
        terms += acronyms.shortened(terms)  # "environment": env, as code and commands write it
        expr = ranking.fts_match(terms)
        if expr is None:
            return []
        return self.storage.keyword_candidates(terms, expr, filters, limit, stats)

    def _query_vector(self, query: str, params: ranking.Params = ranking.PARAMS):
        if not self.index:  # None, or no vector stored yet
            return None
        content = answers.content_query(query) if params.content_weight else None
        texts = [ranking.query_embedding_text(query)] + ([content] if content else [])
        return answers.query_vector(self.embedder.embed(texts, kind="query"), params.content_weight)

    def _dense(self, qvec, filters: Filters, limit: int) -> list:
        if qvec is None:
            return []
        if getattr(self.index, "in_database", False):  # every filter in the SQL
            return self.index.search(qvec, limit, project=filters.project, agent_id=filters.agent_id,
                                     kinds=filters.kinds, session_id=filters.session_id)
        return self.index.search(qvec, limit if filters.session_id is None else len(self.index),
                                 project=filters.project, agent_id=filters.agent_id, kinds=filters.kinds)

    # -- search -------------------------------------------------------------
    def search(self, query: str, filters: Filters = Filters(), limit: int = 10, mode: str = "hybrid",
               now: float | None = None, pool: int = POOL, window: TimeWindow | None = None,
               extra: tuple[str, ...] = (), extra_limit: int = 0, params: ranking.Params = ranking.PARAMS) -> list[Hit]:
        """Ranked hits. `mode` keyword: BM25 only; vector: cosine only; hybrid: both, fused.
        `window`: the time the query names (search/timed.py): its items join the candidates.
        `extra`: other kinds whose best `extra_limit` hits follow the `limit` ones, scored on their
        scale (ranking.Candidate.extra): comparable with them, and leaving their scores alone.
        `params`: the formula's constants (ranking.PARAMS)."""
        qvec = self._query_vector(query, params) if mode in ("vector", "hybrid") else None
        cands: dict[int, ranking.Candidate] = {}
        rows: dict = {}
        stats: dict = {}  # the keyword statistics, asked once for both gathers
        self._gather(query, qvec, filters, pool, mode, cands, rows, stats=stats)
        if extra and extra_limit:
            self._gather(query, qvec, replace(filters, kinds=extra), EXTRA_POOL, mode, cands, rows, extra=True,
                         stats=stats)
        if window is not None:
            self._add_window(window, filters, cands, rows)
        if qvec is not None:
            # Keyword hits outside the vector top-N still get their true cosine: the fusion needs
            # both signals for every candidate (recall drops without it; docs/ranking.md).
            unscored = [c for c in cands.values() if c.cosine is None]
            sims = self.index.cosines(qvec, [(c.kind, c.item_id) for c in unscored])
            for c in unscored:
                c.cosine = sims.get((c.kind, c.item_id))
        scored = ranking.rank(list(cands.values()), now=now if now is not None else time.time(), params=params,
                              dates=query_dates(query) + ([window] if window is not None else []),
                              past=answers.asks_past(query), event=answers.past_tense(query))
        texts: dict[int, tuple[str, str]] = {}  # (title, body) by doc id, each read once
        scored = self._renames_unlifted(query, scored, texts)
        if answers.shaped(query, params.answer_weight):  # "when ...?", "how many ...?": the last stage
            depth = [s.candidate.doc_id for s in scored[:params.answer_depth]]
            texts.update(self.storage.texts([d for d in depth if d not in texts]))  # the renames' read already
            scored = answers.by_answer_shape(scored, {d: texts[d][1] for d in depth if d in texts}, query,
                                             params.answer_weight, params.answer_depth)
        if asked_steps.two_part(query):  # "When X happened, what ...?": what was done next (search/asked/)
            scored = self._next_steps(scored, filters, rows)
        scored = answers.by_order(scored, query, params.order_weight, params.order_depth)
        if mode != "vector" and CONCEPT_SHARE:  # before the asked kind: what the category finds is lifted as one
            scored = self._concepts(query, scored, filters, rows, stats)
            scored = self._acronyms(query, scored, filters, rows, stats, texts)
        scored = self._asked(query, scored, filters, rows, texts)
        if window is not None and window.strict and window.end - window.start <= WINDOW_SPAN:
            # The window's items first (each part in its order), not session start/stop records; digests (extra) from it only.
            scored.sort(key=lambda s: not (s.candidate.in_window and s.candidate.importance > WINDOW_MIN_IMPORTANCE))
            scored = [s for s in scored if s.candidate.in_window or not s.candidate.extra]
        # a session start/stop record says nothing on its own: never a ranked result (a listing may show it)
        scored = [s for s in scored if s.candidate.importance > WINDOW_MIN_IMPORTANCE or s.candidate.kind != "observation"]
        top = [s for s in scored if not s.candidate.extra][:limit]
        top += [s for s in scored if s.candidate.extra][:extra_limit]
        texts.update(self.storage.texts([s.candidate.doc_id for s in top if s.candidate.doc_id not in texts]))
        out = []
        for s in top:
            r = rows[s.candidate.doc_id]
            title, body = texts.get(r[0], ("", ""))
            out.append(Hit(kind=r[1], item_id=r[2], doc_id=r[0], session_id=r[3], project=r[4], ts=r[5],
                           score=round(float(s.score), 6), matched=list(s.matched), title=title, body=body))
            if window is not None and window.lifts(r[0], r[5]):
                out[-1].matched.append(window.label)
        return out

    def _asked(self, query: str, scored: list, filters: Filters, rows: dict, texts: dict) -> list:
        """The kind of item the question's own words ask for beyond its topic (search/asked/kinds.py), and the rules
        stated that answer a question asking what is allowed (search/asked/rules.py)."""
        kind = asked_kinds.asked_kind(query)
        if kind:  # "which commit ...?", "what lesson ...?": that kind of item
            if kind in asked_kinds.CHAINED:
                scored = self._chain(kind, scored, filters, rows, texts)
            head = [s.candidate.doc_id for s in scored[:asked_kinds.DEPTH]]
            texts.update(self.storage.texts([i for i in head if i not in texts]))
            weight = asked_kinds.WEIGHTS.get(kind, asked_kinds.WEIGHT)
            scored = asked_kinds.by_asked_kind(scored, {i: f"{t}\n{b[:2000]}" for i, (t, b) in texts.items()},
                                               query, weight, asked_kinds.DEPTH)
        if asked_rules.asks_permission(query):  # "can I ...?": a rule someone stated answers it
            head = [s.candidate.doc_id for s in scored[:asked_rules.POOL]
                    if s.candidate.bm25 is not None and s.candidate.kind in ("memory", "observation")]
            texts.update(self.storage.texts([i for i in head if i not in texts]))
            scored = asked_rules.by_rules(scored, {i: f"{t}\n{b[:2000]}" for i, (t, b) in texts.items()}, query)
        return scored

    def _renames_unlifted(self, query: str, scored: list, texts: dict) -> list:
        """`scored` with a rename or move that took an old state's place (`ranking.below_successors`) back at
        its own score, unless the question asks for a name or place: a rename changed the name only, so it
        answers "what is X called now?", not what the old state said about X (docs/ranking.md, hybrid-v13)."""
        lifted = [s for s in scored[:RENAME_DEPTH] if s.unlifted is not None]
        if not lifted or asked_kinds.asks_name(query):
            return scored
        texts.update(self.storage.texts([s.candidate.doc_id for s in lifted if s.candidate.doc_id not in texts]))
        for s in lifted:
            title, body = texts.get(s.candidate.doc_id, ("", ""))
            if asked_kinds.only_renames(s.candidate.kind, f"{title}\n{body[:2000]}"):
                s.score, s.matched = s.unlifted, [m for m in s.matched if m != "successor"]
        return sorted(scored, key=lambda s: (-s.score, s.candidate.doc_id))

    def _next_steps(self, scored: list, filters: Filters, rows: dict) -> list:
        """`scored` with the items that followed each of its top results in that result's session
        (asked/steps.py) at a share of its score (`matched`: "next")."""
        by_doc = {s.candidate.doc_id: s for s in scored}
        anchors = [s for s in scored if not s.candidate.extra and s.candidate.session_id and s.candidate.ts is not None]
        for a in anchors[:asked_steps.FROM]:
            c = a.candidate
            near = self.storage.candidates_between(replace(filters, session_id=c.session_id), c.ts,
                                                   c.ts + asked_steps.SPAN + 1, 50)
            share = asked_steps.SHARE * a.score
            row_of = {r[0]: r for r in near}
            for doc in asked_steps.next_steps((c.doc_id, c.ts), [(r[0], r[5], r[6], r[7]) for r in near]):
                _lift(scored, by_doc, rows, row_of[doc], share, "next")
        return sorted(scored, key=lambda s: (-s.score, s.candidate.doc_id))

    def _chain(self, kind: str, scored: list, filters: Filters, rows: dict, texts: dict) -> list:
        """`scored` with the first item of the asked `kind` that followed each of the top results
        (asked_kinds.chained) placed just below it (`matched`: "chain")."""
        anchors = [s for s in scored if not s.candidate.extra and s.candidate.ts is not None][:asked_kinds.CHAIN_FROM]
        if not anchors:
            return scored
        start, end = min(a.candidate.ts for a in anchors), max(a.candidate.ts for a in anchors) + asked_kinds.CHAIN_SPAN
        near = self.storage.candidates_between(filters, start, end, WINDOW_POOL)
        texts.update(self.storage.texts([r[0] for r in near if r[0] not in texts and r[1] != "lesson"]))
        links = asked_kinds.chained([(a.candidate.doc_id, a.candidate.session_id, a.candidate.ts) for a in anchors],
                                  [(r[0], r[1], r[3], r[5]) for r in near], {i: t for i, (t, _) in texts.items()}, kind)
        by_doc = {s.candidate.doc_id: s for s in scored}
        score_of = {a.candidate.doc_id: a.score for a in anchors}
        for r in near:
            if r[0] in links:
                _lift(scored, by_doc, rows, r, asked_kinds.CHAIN_SHARE * score_of[links[r[0]]], "chain")
        return sorted(scored, key=lambda s: (-s.score, s.candidate.doc_id))

    def _concepts(self, query: str, scored: list, filters: Filters, rows: dict, stats: dict) -> list:
        """`scored` with the items naming an instance of a category the question names ("the embedded
        database": SQLite; search/lexicon.py) at CONCEPT_SHARE of the top score (x CONCEPT_WORD for a one-word
        category) times their keyword match's share of the best one (`matched`: "concept"): below the top."""
        terms, phrase = lexicon.terms(query)
        top = next((s.score for s in scored if not s.candidate.extra), 0.0) * (1.0 if phrase else CONCEPT_WORD)
        expr = ranking.fts_match(terms) if terms and top > 0 else None
        found = self.storage.keyword_candidates(terms, expr, filters, CONCEPT_POOL, stats) if expr else []
        return _lift_found(scored, rows, found, top, "concept")

    def _acronyms(self, query: str, scored: list, filters: Filters, rows: dict, stats: dict, texts: dict) -> list:
        """`scored` with the items writing an acronym the question spells out ("activation by personalization":
        ABP; search/asked/acronyms.py) lifted as a category's tools are (`_concepts`; `matched`: "acronym")."""
        spelled = acronyms.spelled(query)
        top = next((s.score for s in scored if not s.candidate.extra), 0.0)
        expr = ranking.fts_match(spelled) if spelled and top > 0 else None
        found = self.storage.keyword_candidates(spelled, expr, filters, CONCEPT_POOL, stats) if expr else []
        texts.update(self.storage.texts([r[0] for r in found if r[0] not in texts]))
        found = [r for r in found if any(acronyms.written(a, "\n".join(texts.get(r[0], ("", "")))) for a in spelled)]
        return _lift_found(scored, rows, found, top, "acronym")

    def _gather(self, query: str, qvec, filters: Filters, pool: int, mode: str, cands: dict, rows: dict,
                extra: bool = False, stats: dict | None = None) -> None:
        """Add the keyword and vector candidates passing `filters` (`extra`: marked so)."""
        lex = self._lexical(query, filters, pool, stats) if mode in ("keyword", "hybrid") else []
        dense = self._dense(qvec, filters, pool)
        for r in lex:
            rows[r[0]] = r
            cands[r[0]] = _candidate(r, bm25=r[_BM], extra=extra)
        missing = [h.doc_id for h in dense if h.doc_id not in cands]
        docs = self.storage.candidates(missing) if missing else {}
        for h in dense:
            c = cands.get(h.doc_id)
            if c is not None:
                c.cosine = h.cosine
                continue
            r = docs.get(h.doc_id)
            if r is None or (filters.session_id is not None and r[3] != filters.session_id):
                continue
            rows[r[0]] = r
            cands[r[0]] = _candidate(r, cosine=h.cosine, extra=extra)

    def _add_window(self, window: TimeWindow, filters: Filters, cands: dict, rows: dict) -> None:
        """Add a narrow window's items to the candidates, marked (kept below the floor)."""
        if window.end - window.start > WINDOW_SPAN:
            return
        for r in self.storage.candidates_between(filters, window.start, window.end, WINDOW_POOL):
            if r[0] not in cands and r[0] not in window.skip and r[7] > WINDOW_MIN_IMPORTANCE:
                rows[r[0]] = r
                cands[r[0]] = _candidate(r)
        for c in cands.values():
            c.in_window = window.lifts(c.doc_id, c.ts)
