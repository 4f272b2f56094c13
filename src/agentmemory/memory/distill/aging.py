"""Facts and episodes age: consolidation's steps for them, and undoing any of their changes.

- uses: the pending `useCount`/`lastUsed` bumps (admin/trust.py) are written first;
- decay: `salience *= exp(-days/DECAY_DAYS)`, days counted from the later of the
  last decay and the last use (shown by recall, context or search, or seen again
  in a session), for pinned facts and episodes alike;
- promote: a fact stated in PROMOTE_EPISODES or more episodes of the last
  RECENT_DAYS gains PROMOTE_BUMP salience (once per new set of episodes);
- merge: near-duplicate facts of one owner and project (Jaccard >= FACT_MERGE_AT
  on words, or cosine >= FACT_COSINE_AT of their vectors: paraphrases) and
  near-duplicate episodes of one agent (Jaccard >= EPISODE_MERGE_AT over summary
  and topics) collapse into the older one;
- evict: facts below `salience_floor` idle IDLE_DAYS+ are deleted, never a fact
  the user pinned;
- prune: with `episode_retention_days`, episodes and raw turns older than that go.

Every change writes an audit entry holding what it replaced (`before` rows, or
the old salience values), so `restore` (POST /consolidate/restore) puts it back.
"""
from __future__ import annotations

import math
from collections import defaultdict
from typing import TYPE_CHECKING

import numpy as np

from ...errors import Invalid, NotFound
from ...search.text import content_words
from ...store import KV, Query, Tx
from .. import indexing
from ..base import Service, Shared
from ..common import CONSOLIDATION, Caller, iso
from .duplicates import merge_near_duplicates

if TYPE_CHECKING:
    from ..admin.trust import Trust

DAY = 86400.0
DECAY_DAYS = 30.0
IDLE_DAYS = 30.0
RECENT_DAYS = 30.0
PROMOTE_EPISODES, PROMOTE_BUMP = 3, 0.1
FACT_MERGE_AT, FACT_COSINE_AT = 0.6, 0.9
EPISODE_MERGE_AT = 0.9
FACT_IN_EPISODE = 0.6  # share of a fact's words an episode must hold to count as stating it
BATCH = 500


def last_use(item: dict) -> float:
    """When the item was last shown or seen again (else created)."""
    return max(float(item.get(k) or 0) for k in ("lastUsedTs", "lastSeenTs", "createdTs"))


def decayed(item: dict, now: float, default: float = 0.5) -> float:
    """Salience at `now`: the stored value decayed since the later of its last decay and last use."""
    since = max(float(item.get("salienceTs") or 0), last_use(item))
    value = float(item.get("salience", default) or 0)
    return value * math.exp(-max(0.0, now - since) / DAY / DECAY_DAYS)


def _episode_text(ep: dict) -> str:
    return " ".join([str(ep.get("summary") or "")] + [str(t) for t in ep.get("topics") or []])


def _before(scope: str, *rows: dict) -> list[dict]:
    return [{"scope": scope, "key": r["id"], "value": r} for r in rows]


class Aging(Service):
    def __init__(self, shared: Shared, *, trust: Trust):
        super().__init__(shared)
        self.trust = trust

    # -- the two consolidation steps ------------------------------------------------
    def age_facts(self, now: float) -> dict:
        self.trust.flush_hits()  # uses noted since the last flush count before decay
        out = {"factsDecayed": self._decay(KV.facts, now)}
        out["factsPromoted"] = self._promote(now)
        out["factsMerged"] = self._merge_facts(now)
        out.update(self._evict(now))
        return out

    def age_episodes(self, now: float) -> dict:
        out = {"episodesDecayed": self._decay(KV.episodes, now), "episodesMerged": self._merge_episodes(now)}
        days = self.settings.episode_retention_days
        if days:
            out.update(self._prune(now - days * DAY))
        return out

    # -- decay and promotion -----------------------------------------------------------
    def _rows(self, scope: str) -> list[dict]:
        repo = self.store.reader().facts if scope == KV.facts else self.store.reader().episodes
        return [r for r in repo.find(Query().by_key()) if isinstance(r, dict) and isinstance(r.get("id"), str)]

    def _set_salience(self, scope: str, values: dict[str, float], now: float, op: str, why: str) -> int:
        """New salience values, BATCH per transaction, each batch audited with the old values."""
        ids, done = list(values), 0
        for i in range(0, len(ids), BATCH):
            changes: dict[str, list[float]] = {}
            with self.store.write(CONSOLIDATION) as tx:
                for item_id in ids[i:i + BATCH]:
                    item = tx.get(scope, item_id)
                    if not isinstance(item, dict):
                        continue
                    old = item.get("salience")
                    item.update(salience=round(values[item_id], 6), salienceTs=now)
                    tx.put(scope, item_id, item)  # no re-index: salience is not a search column
                    changes[item_id] = [old, item["salience"]]
                if changes:
                    tx.audit(op, scope, None, {"reason": why, "salience": changes})
            done += len(changes)
        return done

    def _decay(self, scope: str, now: float) -> int:
        values = {}
        for item in self._rows(scope):
            value = decayed(item, now)
            if abs(value - float(item.get("salience", 0.5) or 0)) > 1e-4:
                values[item["id"]] = value
        return self._set_salience(scope, values, now, f"decay.{scope.split(':')[-1]}",
                                  f"salience *= exp(-idle days / {DECAY_DAYS:.0f})")

    def _promote(self, now: float) -> int:
        recent = [e for e in self._rows(KV.episodes) if float(e.get("createdTs") or 0) >= now - RECENT_DAYS * DAY]
        words = {e["id"]: set(content_words(" ".join([_episode_text(e), *map(str, e.get("entities") or []),
                                                   *map(str, e.get("decisions") or [])]))) for e in recent}
        values, seen_with = {}, {}
        for fact in self._rows(KV.facts):
            fw = set(content_words(str(fact.get("text") or "")))
            stated = sorted(e for e in words if e in (fact.get("seenIn") or [])
                            or (len(fw) >= 2 and len(fw & words[e]) >= FACT_IN_EPISODE * len(fw)))
            if len(stated) >= PROMOTE_EPISODES and stated != sorted(fact.get("promotedWith") or []):
                values[fact["id"]] = min(1.0, float(fact.get("salience") or 0) + PROMOTE_BUMP)
                seen_with[fact["id"]] = stated
        done = self._set_salience(KV.facts, values, now, "fact.promote",
                                  f"stated in {PROMOTE_EPISODES}+ episodes of the last {RECENT_DAYS:.0f} days")
        with self.store.write(CONSOLIDATION) as tx:  # remembered so the same episodes promote only once
            for fact_id, stated in seen_with.items():
                fact = tx.get(KV.facts, fact_id)
                if fact is not None:
                    fact.update(promotedWith=stated, sourceCount=len(stated))
                    tx.put(KV.facts, fact_id, fact)
        return done

    # -- merging ----------------------------------------------------------------------
    def _vectors(self, kind: str) -> dict[str, np.ndarray]:
        if self.embedder is None:
            return {}
        rows = self.searcher.storage.vectors_of_kind(kind, self.embedder.model)
        return {item_id: np.frombuffer(vec, dtype=np.float32) for item_id, vec in rows}

    def _merge_facts(self, now: float) -> int:
        groups: dict[tuple, list[dict]] = defaultdict(list)
        for f in self._rows(KV.facts):
            groups[(f.get("owner"), f.get("project"))].append(f)
        return merge_near_duplicates(groups.values(), lambda f: str(f.get("text") or ""), FACT_MERGE_AT,
                                     self._vectors("fact"), FACT_COSINE_AT,
                                     lambda k, g, sim, sig: self._merge_fact(k, g, sim, sig, now))[0]

    def _merge_fact(self, keep_id: str, gone_id: str, sim: float, signal: str, now: float) -> bool:
        with self.store.write(CONSOLIDATION) as tx:
            keep, gone = tx.get(KV.facts, keep_id), tx.get(KV.facts, gone_id)
            if not keep or not gone:
                return False
            before = _before(KV.facts, dict(keep), gone)
            keep.update(seenIn=list(dict.fromkeys((keep.get("seenIn") or []) + (gone.get("seenIn") or []))),
                        count=int(keep.get("count") or 1) + int(gone.get("count") or 1),
                        useCount=int(keep.get("useCount") or 0) + int(gone.get("useCount") or 0),
                        lastUsedTs=max(float(keep.get("lastUsedTs") or 0), float(gone.get("lastUsedTs") or 0)),
                        lastSeenTs=max(float(keep.get("lastSeenTs") or 0), float(gone.get("lastSeenTs") or 0)),
                        salience=max(float(keep.get("salience") or 0), float(gone.get("salience") or 0)),
                        pinned=bool(keep.get("pinned") or gone.get("pinned")),
                        mergedFrom=list(keep.get("mergedFrom") or []) + [gone_id], updatedAt=iso(now))
            tx.put(KV.facts, keep_id, keep)
            tx.delete(KV.facts, gone_id)
            self.searcher.drop(tx, "fact", gone_id)
            tx.audit("fact.merge", KV.facts, gone_id,
                     {"into": keep_id, "similarity": round(sim, 3), "signal": signal, "before": before,
                      "reason": f"near-duplicate of {keep_id} ({signal} similarity {sim:.3f}); kept the older fact"})
            tx.emit("fact.merged", {"id": gone_id, "into": keep_id})
        return True

    def _merge_episodes(self, now: float) -> int:
        groups: dict[str | None, list[dict]] = defaultdict(list)
        for e in self._rows(KV.episodes):
            groups[e.get("agentId")].append(e)
        return merge_near_duplicates(groups.values(), _episode_text, EPISODE_MERGE_AT, {}, 1.0,
                                     lambda k, g, sim, sig: self._merge_episode(k, g, sim, now))[0]

    def _merge_episode(self, keep_id: str, gone_id: str, sim: float, now: float) -> bool:
        with self.store.write(CONSOLIDATION) as tx:
            keep, gone = tx.get(KV.episodes, keep_id), tx.get(KV.episodes, gone_id)
            if not keep or not gone:
                return False
            facts = [f for f in (tx.get(KV.facts, i) for i in gone.get("factIds") or []) if isinstance(f, dict)]
            before = _before(KV.episodes, dict(keep), gone) + _before(KV.facts, *[dict(f) for f in facts])
            union = lambda name: list(dict.fromkeys((keep.get(name) or []) + (gone.get(name) or [])))  # noqa: E731
            keep.update(factIds=union("factIds"), sourceObservationIds=union("sourceObservationIds"),
                        salience=max(float(keep.get("salience") or 0), float(gone.get("salience") or 0)),
                        mergedFrom=list(keep.get("mergedFrom") or []) + [gone_id], updatedAt=iso(now))
            tx.put(KV.episodes, keep_id, keep)
            for f in facts:  # the facts it stated now cite the episode kept
                f["seenIn"] = list(dict.fromkeys(keep_id if e == gone_id else e for e in f.get("seenIn") or []))
                tx.put(KV.facts, f["id"], f)
            tx.delete(KV.episodes, gone_id)
            self.searcher.drop(tx, "episode", gone_id)
            tx.audit("episode.merge", KV.episodes, gone_id,
                     {"into": keep_id, "similarity": round(sim, 3), "before": before,
                      "reason": f"near-duplicate of {keep_id} (Jaccard {sim:.3f} >= {EPISODE_MERGE_AT}); kept the older"})
            tx.emit("episode.merged", {"id": gone_id, "into": keep_id})
        return True

    # -- eviction and pruning ------------------------------------------------------------
    def _evict(self, now: float) -> dict:
        floor = float(self.settings.salience_floor)
        due, protected = [], 0
        for fact in self._rows(KV.facts):
            idle = (now - last_use(fact)) / DAY
            if decayed(fact, now) < floor and idle >= IDLE_DAYS:
                if fact.get("pinned"):
                    protected += 1
                else:
                    due.append((fact["id"], idle))
        evicted = 0
        for i in range(0, len(due), BATCH):
            with self.store.write(CONSOLIDATION) as tx:
                for fact_id, idle in due[i:i + BATCH]:
                    evicted += self._drop(tx, KV.facts, "fact", fact_id, "fact.evict",
                                          f"salience below the floor {floor} after {idle:.0f} idle days "
                                          f"(>= {IDLE_DAYS:.0f})")
        return {"factsEvicted": evicted, "factsProtected": protected}

    def _drop(self, tx: Tx, scope: str, kind: str, item_id: str, op: str, why: str) -> bool:
        item = tx.get(scope, item_id)
        if item is None:
            return False
        tx.delete(scope, item_id)
        self.searcher.drop(tx, kind, item_id)
        tx.audit(op, scope, item_id, {"reason": why, "before": _before(scope, item)})  # the row itself: undoable
        tx.emit(f"{kind}.deleted", {"id": item_id, "reason": op.split(".")[-1]})
        return True

    def _prune(self, cutoff: float) -> dict:
        old = [e["id"] for e in self._rows(KV.episodes)
               if (float(e.get("lastObservationTs") or 0) or float(e.get("createdTs") or 0)) < cutoff]
        pruned = 0
        for i in range(0, len(old), BATCH):
            with self.store.write(CONSOLIDATION) as tx:
                pruned += sum(self._drop(tx, KV.episodes, "episode", e, "episode.prune",
                                         f"older than the retention ({iso(cutoff)})") for e in old[i:i + BATCH])
        turns = 0
        for sid in self.store.reader().sessions.keys(Query().cmp("startedTs", "<", cutoff)):
            rows = [o for o in self.store.reader().observations(sid).find() if float(o.get("ts") or 0) < cutoff]
            if not rows:
                continue
            with self.store.write(CONSOLIDATION) as tx:
                for o in rows:
                    tx.delete(KV.obs(sid), o["id"])
                    self.searcher.drop(tx, "observation", o["id"])
                tx.audit("transcript.prune", KV.obs(sid), None,
                         {"reason": f"turns older than the retention ({iso(cutoff)})", "turns": len(rows),
                          "before": [{"scope": KV.obs(sid), "key": o["id"], "value": o} for o in rows]})
            turns += len(rows)
        return {"episodesPruned": pruned, "turnsPruned": turns}

    def pin_fact(self, caller: Caller, id: str, pinned: bool = True) -> dict:
        """A pinned fact is never evicted, however idle."""
        with self.store.write(caller.agent_id) as tx:
            fact = tx.get(KV.facts, id)
            if not isinstance(fact, dict) or (caller.isolated and fact.get("owner") != caller.agent_id):
                raise NotFound(f"fact {id} not found", id=id)
            caller.check_change(fact, "fact", id)
            fact["pinned"] = bool(pinned)
            tx.put(KV.facts, id, fact)
            tx.audit("fact.pin" if pinned else "fact.unpin", KV.facts, id, {"pinned": bool(pinned)})
        return {"fact": fact}

    # -- undo ----------------------------------------------------------------------------
    def restore(self, caller: Caller, auditId: int) -> dict:
        """Put back what one audited change replaced: its `before` rows, or its old salience values."""
        entry = next(iter(self.store.reader().audit_log.page(None, None, auditId + 1, 1)), None)
        if entry is None or entry["id"] != auditId:
            raise NotFound(f"audit entry {auditId} not found", auditId=auditId)
        detail = entry["detail"] if isinstance(entry["detail"], dict) else {}
        if not isinstance(detail.get("before"), list) and not isinstance(detail.get("salience"), dict):
            raise Invalid(f"audit entry {auditId} ({entry['operation']}) records nothing to restore",
                          field="auditId")
        restored = []
        before = detail["before"] if isinstance(detail.get("before"), list) else []
        changes = detail["salience"] if isinstance(detail.get("salience"), dict) else {}
        with self.store.write(caller.agent_id) as tx:
            for row in before:
                tx.put(row["scope"], row["key"], row["value"])
                indexing.reindex_item(self.searcher, tx, row["scope"], row["value"], embed=self.embeds)
                restored.append(row["key"])
            for item_id, (old, _new) in changes.items():
                item = tx.get(entry["scope"], item_id)
                if isinstance(item, dict):
                    item["salience"] = old
                    tx.put(entry["scope"], item_id, item)
                    restored.append(item_id)
            tx.audit("audit.restore", entry["scope"], entry["key"],
                     {"auditId": auditId, "operation": entry["operation"], "restored": len(restored)})
            tx.emit("counts.changed", {})
        return {"auditId": auditId, "operation": entry["operation"], "restored": restored}

