"""Retrieval reinforcement: a memory returned by a search gains a little trust; a fact or episode
that recall, context or search shows gains a use (`useCount`, `lastUsed`), which consolidation's
decay counts from.

As in Holographic memory, being useful strengthens an item. The bump must not
put a write on the search path, so hits and uses are counted in memory and written in
one small transaction by the maintenance timer (and at shutdown, and before a consolidation).
"""
from __future__ import annotations

import threading
from collections import Counter

from ...store import KV
from ..base import Service
from ..common import iso

TRUST_DEFAULT = 0.5
TRUST_BUMP = 0.02  # per hit: trust += TRUST_BUMP * (1 - trust), so it approaches 1 and never passes it
USED_SCOPES = {"fct_": KV.facts, "epi_": KV.episodes}  # id prefix -> the scope whose items count their uses


def bumped(trust: float, hits: int) -> float:
    for _ in range(hits):
        trust += TRUST_BUMP * (1.0 - trust)
    return trust


class Trust(Service):
    _hits_lock = threading.Lock()

    def note_hits(self, memory_ids: list[str]) -> None:
        if not memory_ids:
            return
        with self._hits_lock:
            pending = self.__dict__.setdefault("_pending_hits", Counter())
            pending.update(memory_ids)

    def note_used(self, item_ids: list[str]) -> None:
        """Facts and episodes a read showed (other ids are ignored); written by the next flush."""
        now = self.clock()
        with self._hits_lock:
            used = self.__dict__.setdefault("_pending_used", {})
            for item_id in item_ids:
                if isinstance(item_id, str) and item_id[:4] in USED_SCOPES:
                    n, _ = used.get(item_id, (0, now))
                    used[item_id] = (n + 1, now)

    def flush_hits(self) -> int:
        """Write pending trust bumps and uses; returns how many items changed."""
        with self._hits_lock:
            pending = self.__dict__.pop("_pending_hits", None)
            used = self.__dict__.pop("_pending_used", None)
        changed = self._flush_used(used) if used else 0
        if not pending:
            return changed
        changed = 0
        with self.store.write() as tx:
            for mem_id, n in pending.items():
                mem = tx.get(KV.memories, mem_id)
                if mem is None:
                    continue
                mem["trust"] = round(bumped(float(mem.get("trust", TRUST_DEFAULT)), n), 6)
                mem["hits"] = int(mem.get("hits", 0)) + n
                tx.put(KV.memories, mem_id, mem)
                # confidence is not an FTS column: this update leaves the keyword index alone
                self.searcher.set_confidence(tx, "memory", mem_id, mem["trust"])
                changed += 1
        return changed

    def _flush_used(self, used: dict[str, tuple[int, float]]) -> int:
        changed = 0
        with self.store.write() as tx:
            for item_id, (n, ts) in used.items():
                scope = USED_SCOPES[item_id[:4]]
                item = tx.get(scope, item_id)
                if not isinstance(item, dict):
                    continue  # deleted since it was shown
                item.update(useCount=int(item.get("useCount") or 0) + n, lastUsed=iso(ts),
                            lastUsedTs=max(ts, float(item.get("lastUsedTs") or 0)))
                tx.put(scope, item_id, item)  # no re-index: use counts are not searched
                changed += 1
        return changed
