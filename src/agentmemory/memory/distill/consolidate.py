"""Consolidation: the periodic clean-up that keeps long-term memory small and sharp.

A run is a list of steps (`CONSOLIDATION_STEPS`, method `_consolidate_<name>(now)`
each returning counters); a later module adds a step by naming it there and
defining the method on `Consolidation`. The defaults, in order:

- decay: a memory's `salience` (default 1.0) decays by exp(-days/30) since it
  was last accessed (created, or returned by a search: a rise in `hits`);
- merge: near-duplicate latest memories of the same project and agent
  (Jaccard >= MERGE_AT on word sets, or cosine >= MERGE_AT of their stored
  vectors) are merged: the older is kept and absorbs concepts, files and
  sources; the newer is marked superseded, linked, and the audit says why;
- evict: memories below `salience_floor` and idle IDLE_DAYS+ are deleted, with
  an audit entry holding the reason and the memory itself (importance
  >= PROTECTED_IMPORTANCE is never evicted);
- contradictions: with an LLM, pairs joined by a `contradicts` relation are
  judged and the outdated one is marked superseded when both are one agent's
  (skipped without an LLM);
- sessions: ended sessions with no summary or crystal are crystallized (LLM when
  configured, else extractive) and typed memories are extracted from turns no
  extraction has covered (extraction.py);
- facts, episodes: pinned facts and episodes decay, are promoted, merged,
  evicted and pruned (aging.py; each change restorable from its audit entry);
- trim: processing logs (audit operations "consolidate.*" / "decay.*") older
  than `audit_retention_days` are deleted; records of data changes are kept.

Runs come from POST /consolidate and from the maintenance timer
(`maybe_consolidate`, every `consolidation_interval_hours` when `consolidation_enabled`). LLM calls happen
outside write transactions; writes go in batches so observe never waits long.
"""
from __future__ import annotations

import logging
import math
import threading
import time
from collections import defaultdict
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
from pydantic import BaseModel

from ...errors import Conflict
from ...llm.base import LLM
from ...store import KV, Query
from .. import indexing
from ..base import Service, Shared
from ..common import CONSOLIDATION, Caller, iso
from ..records.memories import memory_visible
from .duplicates import merge_near_duplicates

if TYPE_CHECKING:
    from ..records.graph import Graph
    from .aging import Aging
    from .extraction import Extraction

log = logging.getLogger(__name__)

DAY = 86400.0
DECAY_DAYS = 30.0  # salience = exp(-days since last access / DECAY_DAYS)
IDLE_DAYS = 30.0
MERGE_AT = 0.9
PROTECTED_IMPORTANCE = 9  # never evicted: the caller said it matters
BATCH = 500  # items written per transaction
MAX_CONTRADICTIONS = 10  # LLM judgements per run
STATUS_KEY = "consolidation.status"


class ContradictionVerdict(BaseModel):
    contradicts: bool
    keep: Literal["a", "b", "both"] = "both"
    reason: str = ""


def salience_now(mem: dict, now: float) -> tuple[float, float, bool]:
    """(salience at `now`, idle days, accessed since the last run) of a memory."""
    last = max(float(mem.get("lastAccessedTs") or 0), float(mem.get("createdTs") or 0))
    accessed = int(mem.get("hits") or 0) > int(mem.get("salienceHits") or 0)
    if accessed:  # returned by a search since the last run: count it as an access now
        last = now
    anchor = float(mem.get("salienceTs") or 0)
    if last >= anchor:  # an access resets salience, which then decays from the access
        value, since = 1.0, last
    else:
        value, since = float(mem.get("salience", 1.0)), anchor
    return value * math.exp(-max(0.0, now - since) / DAY / DECAY_DAYS), max(0.0, now - last) / DAY, accessed


def _memory_text(mem: dict) -> str:
    return f"{mem.get('title') or ''}\n{mem.get('content') or ''}"


class Consolidation(Service):
    def __init__(self, shared: Shared, *, graph: Graph, aging: Aging, extraction: Extraction):
        super().__init__(shared)
        self.graph = graph
        self.aging = aging
        self.extraction = extraction

    CONSOLIDATION_STEPS: tuple[str, ...] = ("sessions", "decay", "merge", "evict", "contradictions", "facts",
                                            "episodes", "trim")

    # -- runs -------------------------------------------------------------------
    def consolidate(self, caller: Caller | None = None) -> dict:
        """Run every step once; returns {decayed, merged, evicted, trimmed, ..., tookMs, steps}."""
        lock = self.__dict__.setdefault("_consolidation_lock", threading.Lock())
        if not lock.acquire(blocking=False):
            raise Conflict("a consolidation is already running")
        try:
            started, now = time.perf_counter(), self.clock()
            report: dict[str, Any] = {"decayed": 0, "merged": 0, "evicted": 0, "trimmed": 0}
            steps: dict[str, dict] = {}
            for name in self.CONSOLIDATION_STEPS:
                t0 = time.perf_counter()
                try:
                    out = dict(getattr(self, f"_consolidate_{name}")(now))
                except Exception as exc:  # one broken step must not stop the others (nor the timer)
                    log.exception("consolidation step %s failed", name)
                    out = {"error": f"{type(exc).__name__}: {exc}"[:300]}
                out["ms"] = round((time.perf_counter() - t0) * 1000, 1)
                steps[name] = out
                for key, value in out.items():
                    if isinstance(value, int) and not isinstance(value, bool):
                        report[key] = report.get(key, 0) + value
            report.update(tookMs=round((time.perf_counter() - started) * 1000, 1), ranAt=iso(now), steps=steps)
            with self.store.write() as tx:  # the whole store's report, whoever asked for it: no agent's
                tx.put(KV.meta, STATUS_KEY, {"lastRunAt": iso(now), "lastRunTs": now, "lastReport": report})
                tx.audit("consolidate.run", KV.meta, STATUS_KEY, report)
                tx.emit("consolidation.done", {k: v for k, v in report.items() if k != "steps"})
            return report
        finally:
            lock.release()

    def consolidation_status(self, caller: Caller | None = None) -> dict:
        state = self.store.get(KV.meta, STATUS_KEY) or {}
        hours = self.settings.consolidation_interval_hours if self.settings.consolidation_enabled else 0
        last = state.get("lastRunTs")
        due = None if not hours else (last + hours * 3600 if last is not None else self.clock())
        lock = self.__dict__.get("_consolidation_lock")
        llm = getattr(self, "llm", None)
        out = {"lastRunAt": state.get("lastRunAt"), "lastReport": state.get("lastReport"),
               "nextDueAt": iso(due), "intervalHours": hours, "running": bool(lock and lock.locked()),
               "steps": list(self.CONSOLIDATION_STEPS), "llm": llm.status() if llm is not None else None}
        if caller is not None and caller.own_view:
            out["lastReport"] = None
            if out["llm"] is not None:
                out["llm"] = {**out["llm"], **{k: None for k in LLM.STORE_WIDE if k in out["llm"]}}
        return out

    def maybe_consolidate(self) -> dict | None:
        """Run when due (called by the maintenance timer); None when not due, already running, or the timer is
        off (CONSOLIDATION_ENABLED false, the default, or an interval of 0: only POST /consolidate runs)."""
        hours = self.settings.consolidation_interval_hours
        if not hours or not self.settings.consolidation_enabled:
            return None
        state = self.store.get(KV.meta, STATUS_KEY) or {}
        last = state.get("lastRunTs")
        if last is not None and self.clock() - last < hours * 3600:
            return None
        try:
            return self.consolidate(None)
        except Conflict:
            return None

    # -- helpers ------------------------------------------------------------------
    def _all_memories(self) -> list[dict]:
        return self.store.reader().memories.find(Query().by_key())

    def _in_batches(self, ids: list[str], apply) -> int:
        """`apply(tx, id) -> bool` for each id, BATCH per transaction; returns how many applied."""
        done = 0
        for i in range(0, len(ids), BATCH):
            with self.store.write(CONSOLIDATION) as tx:
                for item_id in ids[i:i + BATCH]:
                    done += bool(apply(tx, item_id))
        return done

    # -- steps --------------------------------------------------------------------
    def _consolidate_decay(self, now: float) -> dict:
        changed = []
        for mem in self._all_memories():
            value, _, accessed = salience_now(mem, now)
            if accessed or abs(value - float(mem.get("salience", 1.0))) > 0.001 or "salience" not in mem:
                changed.append(mem["id"])

        def apply(tx, mem_id: str) -> bool:
            mem = tx.get(KV.memories, mem_id)
            if mem is None:
                return False
            value, _, accessed = salience_now(mem, now)
            if accessed:
                mem["lastAccessedTs"] = now
            mem.update(salience=round(value, 6), salienceTs=now, salienceHits=int(mem.get("hits") or 0))
            tx.put(KV.memories, mem_id, mem)  # no re-index: salience is not a search column
            return True
        return {"decayed": self._in_batches(changed, apply)}

    def _consolidate_merge(self, now: float) -> dict:
        mems = [m for m in self._all_memories() if m.get("isLatest", True) and memory_visible(m, now)]
        groups: dict[tuple, list[dict]] = defaultdict(list)
        for m in mems:
            groups[(m.get("project"), m.get("agentId"))].append(m)
        # "use X" / "never use X" pairs are left to the contradictions step
        merged, candidates = merge_near_duplicates(
            groups.values(), _memory_text, MERGE_AT, self._memory_vectors(), MERGE_AT,
            lambda keep, gone, sim, signal: self._merge_memories(keep, gone, sim, signal, now))
        return {"merged": merged, "mergeCandidates": candidates}

    def _memory_vectors(self) -> dict[str, np.ndarray]:
        if self.embedder is None:
            return {}
        rows = self.searcher.storage.vectors_of_kind("memory", self.embedder.model)
        return {item_id: np.frombuffer(vec, dtype=np.float32) for item_id, vec in rows}

    def _merge_memories(self, keep_id: str, gone_id: str, sim: float, signal: str, now: float) -> bool:
        with self.store.write(CONSOLIDATION) as tx:
            keep, gone = tx.get(KV.memories, keep_id), tx.get(KV.memories, gone_id)
            if not keep or not gone or not keep.get("isLatest", True) or not gone.get("isLatest", True):
                return False  # changed since we looked
            before = [{"scope": KV.memories, "key": m["id"], "value": dict(m)} for m in (keep, gone)]  # restorable
            union = lambda f: list(dict.fromkeys(list(keep.get(f) or []) + list(gone.get(f) or [])))  # noqa: E731
            keep.update(concepts=union("concepts"), files=union("files"),
                        sourceObservationIds=union("sourceObservationIds"),
                        mergedFrom=list(keep.get("mergedFrom") or []) + [gone_id],
                        importance=max(int(keep.get("importance") or 5), int(gone.get("importance") or 5)),
                        trust=max(float(keep.get("trust", 0.5)), float(gone.get("trust", 0.5))),
                        salience=max(float(keep.get("salience", 1.0)), float(gone.get("salience", 1.0))),
                        updatedAt=iso(now))
            gone.update(isLatest=False, supersededBy=keep_id, mergedInto=keep_id, mergedAt=iso(now),
                        updatedAt=iso(now))
            tx.put(KV.memories, keep_id, keep)
            tx.put(KV.memories, gone_id, gone)
            self.searcher.put(tx, **indexing.memory_doc(keep), embed=False)  # tags changed; the embedded text did not
            self.graph.put_relation(tx, Caller(keep.get("agentId") or CONSOLIDATION), keep_id, gone_id, "supersedes",
                               round(min(sim, 1.0), 3), ("memory", keep), ("memory", gone), auto=True)
            tx.audit("memory.merge", KV.memories, gone_id,
                     {"into": keep_id, "similarity": round(sim, 3), "signal": signal, "before": before,
                      "reason": f"near-duplicate of {keep_id} ({signal} similarity {sim:.3f} >= {MERGE_AT}); "
                                f"kept the older memory"})
            tx.emit("memory.merged", {"id": gone_id, "into": keep_id})
        return True

    def _consolidate_evict(self, now: float) -> dict:
        floor = float(self.settings.salience_floor)
        due, protected = [], 0
        for mem in self._all_memories():
            value, idle, _ = salience_now(mem, now)
            if value < floor and idle >= IDLE_DAYS:
                if int(mem.get("importance") or 5) >= PROTECTED_IMPORTANCE:
                    protected += 1
                else:
                    due.append(mem["id"])

        def apply(tx, mem_id: str) -> bool:
            mem = tx.get(KV.memories, mem_id)
            if mem is None:
                return False
            value, idle, _ = salience_now(mem, now)
            if value >= floor or idle < IDLE_DAYS:
                return False
            tx.delete(KV.memories, mem_id)
            self.searcher.drop(tx, "memory", mem_id)
            self.graph.drop_relations(tx, [mem_id])
            # The audit keeps the memory itself: an eviction can always be explained and undone.
            tx.audit("memory.evict", KV.memories, mem_id,
                     {"reason": f"salience {value:.3f} below the floor {floor} after {idle:.0f} idle days "
                                f"(>= {IDLE_DAYS:.0f})", "salience": round(value, 4), "idleDays": round(idle, 1),
                      "memory": {k: mem.get(k) for k in ("title", "content", "type", "project", "agentId",
                                                         "concepts", "files", "importance", "createdAt")},
                      "before": [{"scope": KV.memories, "key": mem_id, "value": mem}]})
            tx.emit("memory.deleted", {"id": mem_id, "reason": "evicted"})
            return True
        return {"evicted": self._in_batches(due, apply), "evictionProtected": protected}

    def _consolidate_contradictions(self, now: float) -> dict:
        llm = getattr(self, "llm", None)
        if llm is None or not llm.available:
            return {"contradictionsResolved": 0, "skipped": "no LLM"}
        rels = self.store.reader().relations.unchecked_contradictions()
        resolved = checked = 0
        for rel in rels[:MAX_CONTRADICTIONS]:
            a, b = self.store.get(KV.memories, rel["from"]), self.store.get(KV.memories, rel["to"])
            if not a or not b or not a.get("isLatest", True) or not b.get("isLatest", True):
                continue
            verdict = llm.try_complete(
                f"Memory A (saved {a.get('createdAt')}):\n{_memory_text(a)[:2000]}\n\nMemory B (saved "
                f"{b.get('createdAt')}):\n{_memory_text(b)[:2000]}\n\nDo A and B contradict each other? If they "
                "do, which one should be kept as true now (usually the newer, unless the older is better "
                "supported)? Reply with JSON {contradicts: bool, keep: \"a\"|\"b\"|\"both\", reason}.",
                ContradictionVerdict, system="You maintain an agent's long-term memory. Reply with JSON only.")
            if verdict is None:
                break  # budget spent or provider down: try the rest next run
            checked += 1
            resolved += self._apply_verdict(rel, a, b, verdict, now)
        return {"contradictionsResolved": resolved, "contradictionsChecked": checked}

    def _apply_verdict(self, rel: dict, a: dict, b: dict, verdict: ContradictionVerdict, now: float) -> int:
        with self.store.write(CONSOLIDATION) as tx:
            rel = tx.get(KV.relations, rel["id"]) or rel
            rel.update(checkedAt=iso(now), verdict=verdict.model_dump())
            tx.put(KV.relations, rel["id"], rel)
            if not verdict.contradicts or verdict.keep == "both":
                return 0
            keep, gone = (a, b) if verdict.keep == "a" else (b, a)
            gone = tx.get(KV.memories, gone["id"])
            if gone is None or not gone.get("isLatest", True):
                return 0
            if gone.get("agentId") != keep.get("agentId"):
                # Trigger: one agent's memory contradicts another's (shared scope: its remember made the edge).
                # Why: no agent's write may retire another agent's memory (Caller.may_change), as merges stay
                # within one agent. Outcome: the verdict is recorded on the relation; both memories stay.
                return 0
            gone.update(isLatest=False, supersededBy=keep["id"], updatedAt=iso(now))
            tx.put(KV.memories, gone["id"], gone)
            tx.audit("memory.contradiction_resolved", KV.memories, gone["id"],
                     {"keep": keep["id"], "reason": verdict.reason[:1000], "judge": getattr(self.llm, "model", None)})
            tx.emit("memory.superseded", {"id": gone["id"], "by": keep["id"]})
        return 1

    def _consolidate_sessions(self, now: float) -> dict:
        return self.extraction.digest_ended(now)

    def _consolidate_facts(self, now: float) -> dict:
        return self.aging.age_facts(now)

    def _consolidate_episodes(self, now: float) -> dict:
        return self.aging.age_episodes(now)

    def _consolidate_trim(self, now: float) -> dict:
        cutoff = now - float(self.settings.audit_retention_days) * DAY
        with self.store.write(CONSOLIDATION) as tx:
            n = tx.audit_log.prune(cutoff, ("consolidate.", "decay."))
        return {"trimmed": n}
