"""A question that asks what is allowed here, and the rules people stated: pure functions, no I/O.

"Can I pull in LlamaIndex to simplify the retrieval code?", "is it fine to use `!` on the URL?", "which
package manager do we use?": the answer is a rule someone stated once, often among several others in the
first session ("Ground rules: always uv, never pip ... No LangChain or LlamaIndex ..."). Such a prompt is
about many things, so its vector is far from any one question, and the later work on the question's topic
(the retrieval code, its runs) outranks it on both signals. `by_rules` raises the results that state a rule
in words (a prompt or a saved memory with always / never / must / don't / "X, not Y" / "No LangChain") and
share a keyword with the question towards the top score; a question of any other shape changes nothing.
Measured in docs/ranking.md (hybrid-v23).
"""
from __future__ import annotations

import re
from typing import Mapping

from .kinds import is_kind

#: "Can I ...?", "may we ...?", "should I ...?", "is it OK to ...?", "am I allowed to ...?", "how should I ...?",
#: "which package manager do we use?".
PERMISSION = re.compile(
    r"^\W*(?:can|could|may|should|must|shall)\s+(?:I|we)\b"
    r"|\bis\s+it\s+(?:ok|okay|fine|alright|allowed|acceptable|safe)\b"
    r"|\b(?:am\s+I|are\s+we)\s+allowed\b|\bhow\s+should\s+(?:I|we)\b"
    r"|\bwhich\s+(?:[\w-]+\s+){1,2}do\s+we\s+use\b", re.I)  # a tool chosen; "what multiplier do we use?" asks a value
#: Words that state a rule: "always pnpm", "never pip install", "must be clean", "don't", "house rules", "pnpm, not npm".
_RULE = re.compile(r"\b(?:always|never|must(?:n't)?|don't|do\s+not|rules?|policy|not\s+allowed|forbidden|avoid)\b"
                   r"|,\s+not\s+\w+", re.I)
#: "No LangChain or LlamaIndex": a name ruled out, at the start of a sentence (case matters: not "no slot left").
_RULED_OUT = re.compile(r"(?:^|[.!:;]\s+)No\s+[A-Z]\w+")
SHARE = 1.0  # a rule is raised to this share of the top score ...
POOL = 100  # ... among this many of the first results, x the square root of its keyword match's share of the best


def asks_permission(query: str) -> bool:
    """Whether `query` asks whether something is allowed, or how it is done here (`PERMISSION`)."""
    return bool(PERMISSION.search(query or ""))


def states_rule(item_kind: str, said: str) -> bool:
    """Whether an item (its kind; `said`: title and body start) is a statement someone made that sets a rule."""
    return is_kind("said", item_kind, said) and bool(_RULE.search(said) or _RULED_OUT.search(said))


def by_rules(scored: list, texts: Mapping[int, str], query: str, share: float = SHARE, pool: int = POOL) -> list:
    """`scored` (ranking.Scored, best first) with each of the first `pool` that matched the question's keywords and
    states a rule (`states_rule`; `texts` by doc id) raised to `share` x the top score x the square root of its
    keyword score's share of the best one, unless it scores more (`matched` gains "rule"); unchanged unless the
    question asks what is allowed."""
    if not share or not scored or not asks_permission(query):
        return scored
    top = next((s.score for s in scored if not s.candidate.extra), 0.0)
    best = min((s.candidate.bm25 for s in scored if s.candidate.bm25 is not None), default=0.0)
    if top <= 0 or best >= 0:  # FTS5's bm25: lower is better, a match is negative
        return scored
    for s in scored[:pool]:
        c = s.candidate
        if c.bm25 is None or not states_rule(c.kind, texts.get(c.doc_id) or ""):
            continue
        raised = share * top * (c.bm25 / best) ** 0.5
        if raised > s.score:
            s.score = raised
            s.matched.append("rule")
    return sorted(scored, key=lambda s: (-s.score, s.candidate.doc_id))
