"""Retrieval reinforcement: a memory returned by a search gains a little trust.

As in Holographic memory, being useful strengthens an item. The bump must not
put a write on the search path, so hits are counted in memory and written in
one small transaction by the maintenance timer (and at shutdown).
"""
from __future__ import annotations

import threading
from collections import Counter

from ...store import KV
from ..base import Service

TRUST_DEFAULT = 0.5
TRUST_BUMP = 0.02  # per hit: trust += TRUST_BUMP * (1 - trust), so it approaches 1 and never passes it


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

    def flush_hits(self) -> int:
        """Write pending trust bumps; returns how many memories changed."""
        with self._hits_lock:
            pending = self.__dict__.pop("_pending_hits", None)
        if not pending:
            return 0
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
