"""Saved memories an observation makes stale (called by supersede.mark_superseded): a memory naming a
symbol a later edit or substitution renamed (and not its new name), and a memory stating what a later
reversing prompt or decision reverses. It keeps `isLatest` (it is no older version of another memory)
and gets `supersededBy`: kept, found, ranked below its successor."""
from __future__ import annotations

from typing import Any

from ...search.storage import DocListing
from ...store import KV, Tx
from .. import indexing
from ..common import Caller
from .commands import IDENT

LOOKBACK = 100  # the project's most recent memories checked per change
_FIELDS = ("content", "isLatest", "supersededBy")


def may_mark(caller: Caller, row: dict) -> bool:
    """Whether `caller`'s write may mark `row` superseded: a marking changes the row (Caller.may_change), and
    in isolated scope another agent's rows are not even seen."""
    return caller.sees(row) and caller.may_change(row)


def stale_memories(tx: Tx, searcher: Any, obs: dict, renames: list[tuple[str, str]], reversing: bool,
                   reversed_of, caller: Caller) -> list[str]:
    """Mark the memories `obs` makes stale (those `caller` may mark); their ids. `renames`: (old, new) names
    it renamed (those followed into other files); `reversing`: it says it reverses a decision, and
    `reversed_of(obs, rows)` picks the rows it reverses (supersede.reversed_decisions)."""
    if not renames and not reversing:
        return []
    listing = DocListing(kinds=("memory",), project=obs["project"], before_ts=obs.get("ts"), order="ts_desc",
                         limit=LOOKBACK, mentions=None if reversing else tuple(old for old, _ in renames))
    rows = [(item_id, dict(zip(_FIELDS, values)))
            for _, item_id, values in searcher.storage.listed_fields(listing, _FIELDS, tx, current=True)
            if values is not None]
    rows = [(i, r) for i, r in rows if r.get("isLatest", True) is not False and not r.get("supersededBy")]
    hits = [i for i, r in rows if any(_names(r.get("content") or "", old, new) for old, new in renames)]
    if reversing:
        as_decisions = [(i, {"type": "decision", "narrative": r.get("content") or ""}) for i, r in rows]
        hits += [i for i in reversed_of(obs, as_decisions) if i not in hits]
    marked: list[str] = []
    for item_id in hits:
        mem = tx.get(KV.memories, item_id)
        if mem is None or not may_mark(caller, mem):
            continue
        mem["supersededBy"] = obs["id"]
        tx.put(KV.memories, item_id, mem)
        searcher.put(tx, **indexing.memory_doc(mem), embed=False)  # same text: its vector stays valid
        marked.append(item_id)
    return marked


def _names(content: str, old: str, new: str) -> bool:
    words = set(IDENT.findall(content))
    return old in words and new not in words
