"""The next step of an event a question names first: pure text work and the chain rule (no I/O).

"When the database port was taken on my laptop, what was already sitting on it?", "The process that
held the lock the first time: what was it running?": a question in two parts names an event, then
asks about what came of it. The event matches (the failed `docker compose up`); the answer is what
the agent did next in that session (the `ss -ltnp` that shows the process), which shares no word
with the question and falls under the relevance floor. `two_part` reads the shape; for such a
question the STEPS items that followed each of the top FROM results in its session (within SPAN)
join the results with SHARE of that result's score (`matched`: "next"; `search/hybrid.py`).
Measured in docs/ranking.md (hybrid-v9).
"""
from __future__ import annotations

import re

FROM = 2        # top results whose next steps join
STEPS = 2       # ... this many items that followed each, in its session
SPAN = 1800.0   # ... within this many seconds
SHARE = 0.8     # ... with this share of its score
MIN_IMPORTANCE = 2  # session start/stop records are no step

_TWO_PART = re.compile(r"^[^?]{8,}?(?::|,)\s*(?:what|which|who|how|where|when|why)\b"
                       r"|^\s*when\b[^?]*,\s*(?:what|which|who|how|where)\b", re.I)


#: A first part that names a source or a condition, not an event: "According to Gina, what ...?", "If X, how ...?".
_NOT_EVENT = re.compile(r"^\W*(?:according\s+to|based\s+on|in\s+\w+'s\s+(?:view|opinion)|if|given|considering|"
                        r"apart\s+from|besides|other\s+than)\b", re.I)


def two_part(query: str) -> bool:
    """A question that names an event, then asks about it ("The job that failed at night: what ...?")."""
    q = query or ""
    return bool(_TWO_PART.search(q)) and not _NOT_EVENT.search(q)


def next_steps(anchor: tuple[int, float], rows: list[tuple[int, float, int | None, float]]) -> list[int]:
    """Doc ids of the first STEPS rows (doc id, ts, seq, importance) after `anchor` (doc id, ts)."""
    doc, ts = anchor
    after = sorted((r for r in rows if r[0] != doc and ts <= r[1] <= ts + SPAN and r[3] > MIN_IMPORTANCE),
                   key=lambda r: (r[1], r[2] if r[2] is not None else 0, r[0]))
    return [r[0] for r in after[:STEPS]]
