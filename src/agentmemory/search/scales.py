"""The per-query scales of the ranking's signals (pure): z-scored keyword scores, max-normalised cosines.

`ranking.rank` maps each signal onto [0, ~1] over the candidates of one query with these; how their
constants were chosen is in docs/ranking.md.
"""
from __future__ import annotations

import math
from typing import Sequence

Z_PRIOR_WEIGHT, Z_PRIOR_SPREAD = 5, 0.5  # z_norm: pseudo-observations of the prior spread; its sd / |mean|


def z_norm(values: Sequence[float | None], scale: float, offset: float = 0.0,
           ref: Sequence[bool] | None = None) -> list[float]:
    """max(0, z-score + offset) / scale over the present values (`ref`: the mean and spread of those
    marked True only); None -> 0. All equal -> 1 each.

    Trigger: few keyword matches (a small store: two matches have z = -1 and +1 whatever their
    scores). Why: a z-score from two or three values is noise, and with no offset the weaker of
    two genuine matches scores exactly 0. Outcome: the standard deviation is shrunk towards a
    prior spread (Z_PRIOR_SPREAD x |mean|, worth Z_PRIOR_WEIGHT values), so near-equal scores stay
    near-equal, and the offset keeps every match above mean - offset*sd. With hundreds of matches
    per query neither changes anything (docs/ranking.md).
    """
    present = ([v for v in values if v is not None] if ref is None
               else [v for v, r in zip(values, ref) if v is not None and r])
    if not present:
        return z_norm(values, scale, offset) if ref is not None else [0.0] * len(values)
    n = len(present)
    mu = sum(present) / n
    var = sum((v - mu) ** 2 for v in present) / n
    if var == 0.0:  # one match, or all tied: each is the best keyword match there is
        return [0.0 if v is None else 1.0 for v in values]
    sd = math.sqrt((n * var + Z_PRIOR_WEIGHT * (Z_PRIOR_SPREAD * mu) ** 2) / (n + Z_PRIOR_WEIGHT))
    return [0.0 if v is None else (z if (z := (v - mu) / sd + offset) > 0.0 else 0.0) / scale for v in values]


def max_norm(values: Sequence[float | None], ref: Sequence[bool] | None = None) -> list[float]:
    """max(0, v) / max over present values (`ref`: those marked True); None -> 0; all <= 0 -> 0."""
    hi = max([v for v in values if v is not None] if ref is None
             else [v for v, r in zip(values, ref) if v is not None and r], default=0.0)
    if hi <= 0.0:
        return [0.0] * len(values)
    return [0.0 if v is None else (v if v > 0.0 else 0.0) / hi for v in values]


def factors(cands: Sequence, now: float | None, p) -> list[tuple[float, float]]:
    """(info, blend) of each candidate under Params `p`: `ranking.info_factor` and `ranking.blend_factor`,
    one loop per query instead of two calls per candidate (the same arithmetic in the same order)."""
    lw, unit, cap, asked = p.length_weight, p.length_unit, p.length_cap, 1.0 - p.ask_penalty
    rw, hl, iw, tw = p.recency_weight, p.recency_half_life_days, p.importance_weight, p.trust_weight
    log1p, imps, out = math.log1p, {}, []
    for c in cands:
        info = 1.0
        if c.length is not None:
            n = int(c.length)
            info = 1.0 + lw * log1p((0 if n < 0 else cap if n > cap else n) / unit)
            info = info * asked if c.asks else info
        f = 1.0
        if now is not None and c.ts is not None and rw:
            age = now - c.ts
            f += rw * 2.0 ** (-((age if age > 0.0 else 0.0) / 86400.0) / hl)
        if c.importance is not None:
            imp = imps.get(c.importance)
            if imp is None:
                imp = imps[c.importance] = iw * (min(10.0, max(1.0, float(c.importance))) - 5.0) / 5.0
            f += imp
        if c.confidence is not None:
            f += tw * (min(1.0, max(0.0, float(c.confidence))) - 0.5) * 2.0
        out.append((info, f))
    return out
