"""Extractive distillation without a language model (pure functions, no I/O).

Used by crystals (session digests) and reflect when no LLM is configured, the
day's LLM budget is spent, or the LLM fails. The narrative is the sentences
most central to the session: each sentence is a TF-IDF vector and its score is
its cosine to the centroid of all sentences (computed sparsely with numpy, so a
1000-observation session takes milliseconds), nudged by the importance of the
observation it came from. Decisions and errors are kept in full (deduplicated),
because they are the part of a session a later one most needs. Near-identical
sentences (Jaccard >= DUPLICATE_AT on word sets) are dropped, and every list is
capped so a crystal stays a few hundred tokens.
"""
from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass

import numpy as np

from ...search.text import TRANSCRIPT_STOP_WORDS, content_words

MIN_SENTENCE_CHARS = 20
MAX_SENTENCE_CHARS = 400
MAX_SENTENCES = 5000  # candidate sentences per session (bounded work on huge sessions)
NARRATIVE_SENTENCES = 8
NARRATIVE_CHARS = 1500
MAX_OUTCOMES = 5
MAX_LESSONS = 5
MAX_KEPT = 30  # decisions and errors: all of them, deduplicated, up to this many
MAX_FILES = 20
DUPLICATE_AT = 0.8

# Observations whose narrative is prose worth quoting; for the rest (tool calls, errors with their output)
# the one-line title and the facts say what happened, the raw output is noise.
PROSE_TYPES = frozenset({"conversation", "prompt", "note", "decision", "task"})
SKIP_TYPES = frozenset({"session_event"})
_ROLE = re.compile(r"^(?:user|assistant|system|human|ai|model)\s*:\s*", re.I)

_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[A-Z0-9])|\n+")
_BULLET = re.compile(r"^\s*(?:[-*•]+|\d+[.)])\s+")
OUTCOME = re.compile(r"\b(fixed|resolved|passe[sd]|passing|works|working|implemented|added|created|shipped|"
                     r"deployed|merged|completed|finished|succeeded|released|migrated|refactored)\b", re.I)
DECISION = re.compile(r"\b(decided|decision|we(?:'ll| will) use|chose|choose|going with|settled on|"
                      r"switch(?:ed)? to|agreed|opted)\b", re.I)
LESSON = re.compile(r"\b(lesson|learned|learnt|turns out|the fix was|root cause|always|never|remember to|"
                    r"make sure|note to self|gotcha|avoid|should not|must not|don't forget)\b", re.I)
PENDING = re.compile(r"\b(todo|to do|next step|still need|remaining|follow[- ]up|not yet|later|pending|"
                     r"open question|needs? to be)\b", re.I)


@dataclass
class Sentence:
    text: str
    obs_id: str | None
    order: int  # position in the session (for chronological output)
    weight: float  # importance factor of the source observation
    tokens: list[str]
    score: float = 0.0


def tokens(text: str) -> list[str]:
    """Stemmed content words of a transcript sentence (so "tests" meets "test", as in the keyword index)."""
    return content_words(text, TRANSCRIPT_STOP_WORDS)


def split_sentences(text: str) -> list[str]:
    """Sentences of a text: split on sentence ends and line breaks, bullets removed, lengths bounded."""
    out = []
    for part in _SPLIT.split(text or ""):
        s = " ".join(_BULLET.sub("", part).split())
        if len(s) < MIN_SENTENCE_CHARS or len(s.split()) < 3:
            continue
        if len(s) > MAX_SENTENCE_CHARS:
            s = s[:MAX_SENTENCE_CHARS - 1].rsplit(" ", 1)[0] + "…"
        out.append(s)
    return out


def jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def observation_sentences(observations: list[dict]) -> list[Sentence]:
    """Candidate sentences: prose from prose observations, the title/facts line of tool observations."""
    out: list[Sentence] = []
    for obs in observations:
        kind = obs.get("type") or "note"
        if kind in SKIP_TYPES:
            continue
        weight = 0.6 + 0.04 * float(obs.get("importance") or 5)
        if kind in PROSE_TYPES:
            # A generic role prefix is noise in a digest; a speaker's name ("Caroline: ...") is kept.
            texts = split_sentences(_ROLE.sub("", obs.get("narrative") or obs.get("title") or ""))
        else:
            texts = split_sentences(". ".join([obs.get("title") or ""] + list(obs.get("facts") or [])))
            if kind != "error":
                weight *= 0.5
        for text in texts:
            out.append(Sentence(text, obs.get("id"), len(out), weight, tokens(text)))
            if len(out) >= MAX_SENTENCES:
                return out
    return out


def centrality(token_lists: list[list[str]]) -> np.ndarray:
    """Cosine of each sentence's TF-IDF vector to the centroid of all of them (sparse, numpy)."""
    n = len(token_lists)
    if n == 0:
        return np.zeros(0)
    vocab: dict[str, int] = {}
    rows, cols, vals = [], [], []
    df: Counter = Counter()
    for i, toks in enumerate(token_lists):
        counts = Counter(toks)
        df.update(counts.keys())
        for t, c in counts.items():
            rows.append(i)
            cols.append(vocab.setdefault(t, len(vocab)))
            vals.append(float(c))
    if not vals:
        return np.zeros(n)
    r, c, v = np.asarray(rows), np.asarray(cols), np.asarray(vals)
    idf = np.zeros(len(vocab))
    for t, j in vocab.items():
        idf[j] = math.log((1 + n) / (1 + df[t])) + 1.0
    v = v * idf[c]
    norms = np.sqrt(np.bincount(r, weights=v * v, minlength=n))
    v = v / np.where(norms > 0, norms, 1.0)[r]
    centroid = np.bincount(c, weights=v, minlength=len(vocab)) / n
    cnorm = float(np.linalg.norm(centroid)) or 1.0
    return np.bincount(r, weights=v * centroid[c], minlength=n) / cnorm


def pick(sentences: list[Sentence], limit: int, chars: int | None = None,
         seen: list[set[str]] | None = None) -> list[Sentence]:
    """Best-scored sentences, skipping near-duplicates of each other and of `seen`."""
    chosen: list[Sentence] = []
    seen = list(seen or [])
    used = 0
    for s in sorted(sentences, key=lambda s: (-s.score, s.order)):
        toks = set(s.tokens)
        if any(jaccard(toks, other) >= DUPLICATE_AT for other in seen):
            continue
        if chars is not None and chosen and used + len(s.text) + 1 > chars:
            continue
        chosen.append(s)
        seen.append(toks)
        used += len(s.text) + 1
        if len(chosen) >= limit:
            break
    return chosen


def dedupe(texts: list[str], limit: int) -> list[str]:
    """Texts in order without near-identical repeats, at most `limit`."""
    out: list[str] = []
    seen: list[set[str]] = []
    for t in texts:
        toks = set(tokens(t)) or {t.lower()}
        if any(jaccard(toks, other) >= DUPLICATE_AT for other in seen):
            continue
        out.append(t)
        seen.append(toks)
        if len(out) >= limit:
            break
    return out


def clip(text: str, limit: int = MAX_SENTENCE_CHARS) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= limit else text[:limit - 1].rsplit(" ", 1)[0] + "…"


def summarise(observations: list[dict]) -> dict:
    """The extractive digest of a session's observations (in session order).

    Returns narrative, keyOutcomes, lessons, decisions, errors, files and
    `cited` (observation ids the text was taken from, most telling first).
    """
    sents = observation_sentences(observations)
    scores = centrality([s.tokens for s in sents])
    for s, sc in zip(sents, scores):
        s.score = float(sc) * s.weight
    narrative = sorted(pick(sents, NARRATIVE_SENTENCES, NARRATIVE_CHARS), key=lambda s: s.order)
    outcomes = pick([s for s in sents if OUTCOME.search(s.text)], MAX_OUTCOMES)
    if not outcomes:  # nothing said about results: what was changed is the outcome
        edits = [o.get("title") or "" for o in observations if o.get("type") in ("file_edit", "file_write")]
        outcome_texts = dedupe(list(reversed(edits)), MAX_OUTCOMES)
    else:
        outcome_texts = [s.text for s in outcomes]
    lessons = pick([s for s in sents if LESSON.search(s.text)], MAX_LESSONS)
    decisions = dedupe([clip(o.get("title") or o.get("narrative") or "") for o in observations
                        if o.get("type") == "decision"]
                       + [s.text for s in sents if DECISION.search(s.text)], MAX_KEPT)
    errors = dedupe([clip(o.get("title") or o.get("narrative") or "") for o in observations
                     if o.get("type") == "error"], MAX_KEPT)
    files = Counter(f for o in observations for f in (o.get("files") or []) if isinstance(f, str))
    cited = [o["id"] for o in observations if o.get("type") in ("decision", "error") and o.get("id")]
    cited += [s.obs_id for s in narrative + outcomes + lessons if s.obs_id]
    return {"narrative": " ".join(_terminated(s.text) for s in narrative),
            "keyOutcomes": outcome_texts, "lessons": [s.text for s in lessons],
            "decisions": [d for d in decisions if d], "errors": [e for e in errors if e],
            "files": [f for f, _ in sorted(files.items(), key=lambda kv: (-kv[1], kv[0]))[:MAX_FILES]],
            "cited": list(dict.fromkeys(cited))}


def _terminated(text: str) -> str:
    """A sentence that ends like one, so joined sentences read as prose."""
    return text if text.endswith((".", "!", "?", "…", ":", ";")) else text + "."


def matching_sentences(texts: list[str], pattern: re.Pattern, limit: int) -> list[str]:
    """Sentences of `texts` that match `pattern`, deduplicated, in order (for reflect's heuristics)."""
    found = [s for t in texts for s in split_sentences(_ROLE.sub("", t)) if pattern.search(s)]
    return dedupe(found, limit)
