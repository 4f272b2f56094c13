"""Near-duplicate detection and merging shared by memory consolidation and fact/episode aging.

Pairs come from word overlap (Jaccard, exact prefix filtering) and, where vectors exist, cosine;
a pair whose sides disagree on negation ("use X" / "never use X") is a contradiction, not a
duplicate. Merging is a union-find over the pairs, most similar first, keeping the older item.
"""
from __future__ import annotations

import math
from collections import Counter, defaultdict
from typing import Callable, Iterable

import numpy as np

from ..records.graph import negated
from ..records.memories import token_set

Pair = tuple[float, str, dict, dict]  # (similarity, "jaccard" | "cosine", item a, item b)


def near_duplicate_pairs(sets: list[set[str]], threshold: float) -> list[tuple[int, int, float]]:
    """All (i, j, jaccard) with jaccard >= threshold, by prefix filtering (exact, far below n^2)."""
    freq = Counter(t for s in sets for t in s)
    ordered = [sorted(s, key=lambda t: (freq[t], t)) for s in sets]
    index: dict[str, list[int]] = defaultdict(list)
    pairs = []
    for i in sorted(range(len(sets)), key=lambda k: len(ordered[k])):
        toks = ordered[i]
        size = len(toks)
        if not size:
            continue
        # Two sets with Jaccard >= t share at least ceil(t*|A|) tokens, so they meet in these prefixes.
        prefix = size - math.ceil(threshold * size - 1e-9) + 1
        cands: set[int] = set()
        for t in toks[:prefix]:
            cands.update(index[t])
            index[t].append(i)
        for j in cands:
            if len(ordered[j]) < threshold * size:
                continue
            sim = len(sets[i] & sets[j]) / len(sets[i] | sets[j])
            if sim >= threshold:
                pairs.append((min(i, j), max(i, j), sim))
    return pairs


def cosine_pairs(vecs: list[np.ndarray | None], threshold: float) -> list[tuple[int, int, float]]:
    """(i, j, cosine) over the items that have a vector, in blocks so memory stays bounded."""
    idx = [i for i, v in enumerate(vecs) if v is not None]
    if len(idx) < 2 or len({vecs[i].shape for i in idx}) != 1:
        return []
    mat = np.stack([vecs[i] for i in idx]).astype(np.float32)
    mat /= np.maximum(np.linalg.norm(mat, axis=1, keepdims=True), 1e-12)
    out = []
    for start in range(0, len(idx), 256):
        block = mat[start:start + 256] @ mat.T
        rows, cols = np.nonzero(block >= threshold)
        for r, c in zip(rows.tolist(), cols.tolist()):
            i = start + r
            if c > i:
                out.append((idx[i], idx[c], float(block[r, c])))
    return out


def near_duplicates(group: list[dict], text: Callable[[dict], str], jaccard_at: float,
                    vectors: dict[str, np.ndarray], cosine_at: float) -> list[Pair]:
    """The group's near-duplicate pairs, most similar first; the stronger signal names each pair."""
    found: dict[tuple[int, int], tuple[float, str]] = {}
    for i, j, sim in near_duplicate_pairs([token_set(text(x)) for x in group], jaccard_at):
        found[(i, j)] = (sim, "jaccard")
    if vectors:
        for i, j, sim in cosine_pairs([vectors.get(x["id"]) for x in group], cosine_at):
            if sim > found.get((i, j), (0.0, ""))[0]:
                found[(i, j)] = (sim, "cosine")
    return sorted(((sim, sig, group[i], group[j]) for (i, j), (sim, sig) in found.items()
                   if negated(text(group[i])) == negated(text(group[j]))), key=lambda p: -p[0])


def merge_near_duplicates(groups: Iterable[list[dict]], text: Callable[[dict], str], jaccard_at: float,
                          vectors: dict[str, np.ndarray], cosine_at: float,
                          merge: Callable[[str, str, float, str], bool]) -> tuple[int, int]:
    """Union-find over each group's pairs, most similar first: `merge(keep_id, gone_id, sim, signal)`
    folds the newer item of a pair into the older one. Returns (merged, candidate pairs)."""
    root: dict[str, str] = {}

    def find(x: str) -> str:
        while x in root:
            x = root[x]
        return x
    merged = candidates = 0
    for group in groups:
        by_id = {x["id"]: x for x in group}
        pairs = near_duplicates(group, text, jaccard_at, vectors, cosine_at)
        candidates += len(pairs)
        for sim, signal, a, b in pairs:
            ra, rb = by_id[find(a["id"])], by_id[find(b["id"])]
            if ra["id"] == rb["id"]:
                continue
            keep, gone = sorted((ra, rb), key=lambda x: (float(x.get("createdTs") or 0), x["id"]))
            if merge(keep["id"], gone["id"], sim, signal):
                root[gone["id"]] = keep["id"]
                merged += 1
    return merged, candidates
