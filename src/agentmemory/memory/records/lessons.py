"""Lessons: short rules learned from experience, with a confidence that moves.

A lesson is identified by the fingerprint of its content (SHA-256 of the
lowercased, whitespace-collapsed text without trailing punctuation). Saving
the same lesson again in the same project strengthens it instead of adding a
copy: `c += 0.1 * (1 - c)` and `reinforcements + 1`.

Confidence decays linearly: `decayRate` (per lesson, default 0.05) per week
since the lesson was created, last reinforced or last had its decay persisted,
never below DECAY_FLOOR. Reads compute the decayed ("effective") value; the
maintenance sweep `decay_lessons()` writes it back. A lesson that was never
reinforced and has decayed to DELETE_AT or less is soft-deleted: it stays in
the KV store with `deleted: true` (and in the audit log) but is no longer
returned or indexed. An explicit delete removes the lesson for good.
"""
from __future__ import annotations

import hashlib
import re

from ...errors import Invalid, NotFound
from ...search.hybrid import Filters
from ...store import KV
from .. import indexing
from ..base import Service
from ..common import Caller, iso, new_id
from ..ingest.reversals import reversal_clauses
from ..privacy import strip_private

DEFAULT_CONFIDENCE = 0.5
DEFAULT_DECAY_RATE = 0.05  # confidence lost per week without reinforcement
DECAY_FLOOR = 0.05
DELETE_AT = 0.1  # never-reinforced lessons at or below this (after decay) are soft-deleted
REINFORCE_STEP = 0.1  # fraction of the remaining distance to 1.0 gained per reinforcement
WEEK = 7 * 86400.0
DAY = 86400.0
RECENCY_PER_DAY = 0.01  # search score factor 1 / (1 + 0.01 * days since last reinforcement)

_SPACES = re.compile(r"\s+")
_TRAILING_PUNCT = ".,;:!?…。！？ "
_PRIVATE_FIELDS = ("fingerprint", "anchorTs", "createdConfidence")


def normalise(content: str) -> str:
    """The text a fingerprint is taken of: lowercase, single spaces, no trailing punctuation."""
    return _SPACES.sub(" ", content.lower()).strip().rstrip(_TRAILING_PUNCT)


def fingerprint(content: str) -> str:
    return hashlib.sha256(normalise(content).encode("utf-8")).hexdigest()


def effective_confidence(lesson: dict, now: float) -> float:
    """Stored confidence minus the decay accrued since the lesson's anchor time."""
    weeks = max(0.0, now - float(lesson.get("anchorTs") or lesson.get("createdTs") or now)) / WEEK
    stored = float(lesson["confidence"])
    decayed = stored - float(lesson.get("decayRate", DEFAULT_DECAY_RATE)) * weeks
    return min(stored, max(DECAY_FLOOR, decayed))  # the floor never raises a lesson saved below it


def should_soft_delete(lesson: dict, confidence: float) -> bool:
    """Never reinforced, and decay (not the caller's initial value) brought it to DELETE_AT or below."""
    return (int(lesson.get("reinforcements") or 0) == 0 and confidence <= DELETE_AT
            and confidence < float(lesson.get("createdConfidence", lesson["confidence"])))


def reinforce(confidence: float) -> float:
    return round(confidence + REINFORCE_STEP * (1.0 - confidence), 6)


class Lessons(Service):
    # -- helpers --------------------------------------------------------------
    def lesson_live(self, lesson: dict | None, now: float | None = None) -> float | None:
        """The lesson's effective confidence, or None when it is deleted or has decayed away."""
        if lesson is None or lesson.get("deleted"):
            return None
        conf = effective_confidence(lesson, self.clock() if now is None else now)
        return None if should_soft_delete(lesson, conf) else conf

    def _lesson_public(self, lesson: dict, confidence: float) -> dict:
        out = {k: v for k, v in lesson.items() if k not in _PRIVATE_FIELDS}
        out["confidence"] = round(confidence, 6)
        return out

    def _get_lesson(self, caller: Caller, lesson_id: str, tx=None) -> tuple[dict, float]:
        lesson = tx.get(KV.lessons, lesson_id) if tx is not None else self.store.get(KV.lessons, lesson_id)
        conf = self.lesson_live(lesson) if lesson is not None and caller.sees(lesson) else None
        if conf is None:
            raise NotFound(f"lesson {lesson_id} not found", lessonId=lesson_id)
        return lesson, conf

    def _strengthen(self, tx, lesson: dict, confidence: float, now: float) -> dict:
        lesson["confidence"] = reinforce(confidence)
        lesson["reinforcements"] = int(lesson.get("reinforcements") or 0) + 1
        lesson["lastReinforcedAt"] = iso(now)
        lesson["lastReinforcedTs"] = now
        lesson["anchorTs"] = now
        lesson["updatedAt"] = iso(now)
        tx.put(KV.lessons, lesson["id"], lesson)
        self.searcher.put(tx, **indexing.lesson_doc(lesson), embed=False)  # same text: the vector stays valid
        tx.audit("lesson.strengthen", KV.lessons, lesson["id"],
                 {"from": round(confidence, 6), "to": lesson["confidence"],
                  "reinforcements": lesson["reinforcements"]})
        tx.emit("lesson.strengthened", {"id": lesson["id"], "confidence": lesson["confidence"],
                                        "project": lesson.get("project")})
        return lesson

    # -- operations -----------------------------------------------------------
    def save_lesson(self, caller: Caller, content: str, context: str | None = None,
                    confidence: float = DEFAULT_CONFIDENCE, project: str | None = None,
                    tags: list[str] | None = None, decayRate: float = DEFAULT_DECAY_RATE) -> dict:
        content = strip_private(content)[0].strip()
        context = strip_private(context)[0].strip() if context else ""
        if not content:
            raise Invalid("content is empty after removing private spans", field="content")
        fp, now = fingerprint(content), self.clock()
        with self.store.write(caller.agent_id) as tx:
            # Trigger: the same lesson (same fingerprint, project and visible to the caller) exists.
            # Why: repeating a lesson is evidence for it. Outcome: strengthen it, merge new tags, 200.
            for old in tx.lessons.with_fingerprint(fp):
                conf = self.lesson_live(old, now)
                if old.get("project") != project or not caller.sees(old) or conf is None or not caller.may_change(old):
                    continue  # (another agent's lesson is not an agent token's to strengthen: it saves its own)
                old["tags"] = list(dict.fromkeys(list(old.get("tags") or []) + list(tags or [])))
                if context and not old.get("context"):
                    old["context"] = context
                lesson = self._strengthen(tx, old, conf, now)
                return {"lesson": self._lesson_public(lesson, lesson["confidence"]), "created": False,
                        "strengthened": True}
            lesson = {"id": new_id("lsn", now), "content": content, "context": context, "project": project,
                      "tags": list(dict.fromkeys(tags or [])), "confidence": round(confidence, 6),
                      "createdConfidence": round(confidence, 6), "decayRate": decayRate, "reinforcements": 0,
                      "fingerprint": fp, "agentId": caller.agent_id, "createdAt": iso(now), "createdTs": now,
                      "updatedAt": iso(now), "lastReinforcedAt": None, "lastReinforcedTs": None,
                      "anchorTs": now, "deleted": False}
            tx.put(KV.lessons, lesson["id"], lesson)
            self.searcher.put(tx, **indexing.lesson_doc(lesson), embed=self.embeds)
            self._supersede_reversed(tx, caller, lesson, now)
            tx.audit("lesson.create", KV.lessons, lesson["id"], {"confidence": lesson["confidence"],
                                                                 "fingerprint": fp})
            tx.emit("lesson.created", {"id": lesson["id"], "project": project, "confidence": lesson["confidence"]})
        return {"lesson": self._lesson_public(lesson, lesson["confidence"]), "created": True,
                "strengthened": False}

    def _supersede_reversed(self, tx, caller: Caller, lesson: dict, now: float) -> None:
        """A new lesson that says it reverses one ("don't use X anymore", "stop retrying") replaces the
        live lessons of its project learned in the same context: they get `supersededBy` (kept, ranked lower)."""
        context = normalise(lesson.get("context") or "")
        if not context or not reversal_clauses(lesson["content"]):
            return
        for old in tx.lessons.live(lesson.get("project"), caller.agent_id if caller.isolated else None):
            if (old["id"] == lesson["id"] or old.get("supersededBy") or not caller.may_change(old)
                    or not caller.sees(old) or normalise(old.get("context") or "") != context or self.lesson_live(old, now) is None):
                continue
            old["supersededBy"] = lesson["id"]
            tx.put(KV.lessons, old["id"], old)
            self.searcher.put(tx, **indexing.lesson_doc(old), embed=False)  # same text: the vector stays valid
            tx.audit("lesson.supersede", KV.lessons, old["id"], {"by": lesson["id"]})

    def list_lessons(self, caller: Caller, project: str | None = None, minConfidence: float = 0.0,
                     limit: int = 50) -> dict:
        """Live lessons, most confident first (ties: most recently reinforced or created)."""
        now = self.clock()
        live = []
        for lesson in self.store.reader().lessons.live(project, caller.agent_id if caller.isolated else None):
            conf = self.lesson_live(lesson, now)
            if conf is not None and conf >= minConfidence:
                live.append((lesson, conf))
        live.sort(key=lambda lc: (-lc[1], -(lc[0].get("lastReinforcedTs") or lc[0]["createdTs"]), lc[0]["id"]))
        return {"lessons": [self._lesson_public(lsn, c) for lsn, c in live[:limit]], "total": len(live)}

    def search_lessons(self, caller: Caller, query: str, project: str | None = None, limit: int = 10) -> dict:
        """Hybrid search over lessons; score = confidence x relevance x recency factor."""
        now = self.clock()
        filters = Filters(project=project, agent_id=caller.read_agent, kinds=("lesson",))
        hits = self.searcher.search(query, filters, limit=limit * 3 + 10, mode="hybrid", now=now)
        found = self.store.reader().lessons.get_many(h.item_id for h in hits)
        results = []
        for h in hits:
            lesson = found.get(h.item_id)
            conf = self.lesson_live(lesson, now) if lesson is not None and caller.sees(lesson) else None
            if conf is None:
                continue
            days = max(0.0, now - (lesson.get("lastReinforcedTs") or lesson["createdTs"])) / DAY
            score = conf * h.score / (1.0 + RECENCY_PER_DAY * days)
            results.append({**self._lesson_public(lesson, conf), "score": round(score, 6),
                            "relevance": h.score, "matched": h.matched})
        results.sort(key=lambda r: -r["score"])
        return {"results": results[:limit]}

    def strengthen_lesson(self, caller: Caller, lessonId: str) -> dict:
        now = self.clock()
        with self.store.write(caller.agent_id) as tx:
            lesson, conf = self._get_lesson(caller, lessonId, tx)
            caller.check_change(lesson, "lesson", lessonId)
            lesson = self._strengthen(tx, lesson, conf, now)
        return {"lesson": self._lesson_public(lesson, lesson["confidence"])}

    def delete_lesson(self, caller: Caller, lessonId: str) -> dict:
        """Remove a lesson for good (a decayed-away lesson is already gone: 404)."""
        with self.store.write(caller.agent_id) as tx:
            lesson, conf = self._get_lesson(caller, lessonId, tx)
            caller.check_change(lesson, "lesson", lessonId)
            tx.delete(KV.lessons, lessonId)
            self.searcher.drop(tx, "lesson", lessonId)
            tx.audit("lesson.delete", KV.lessons, lessonId, {"confidence": round(conf, 6),
                                                             "reinforcements": lesson.get("reinforcements", 0)})
            tx.emit("lesson.deleted", {"id": lessonId, "project": lesson.get("project")})
        return {"deleted": lessonId}

    # -- maintenance ----------------------------------------------------------
    def decay_lessons(self) -> dict:
        """Persist decayed confidences; soft-delete never-reinforced lessons that decayed away."""
        now = self.clock()
        keys = self.store.reader().lessons.live_keys()
        decayed = deleted = 0
        if not keys:
            return {"decayed": 0, "deleted": 0}
        with self.store.write() as tx:
            for key in keys:
                lesson = tx.get(KV.lessons, key)
                if lesson is None or lesson.get("deleted"):
                    continue
                conf = effective_confidence(lesson, now)
                if should_soft_delete(lesson, conf):
                    lesson.update(deleted=True, deletedAt=iso(now), deletedReason="decayed",
                                  confidence=round(conf, 6), anchorTs=now, updatedAt=iso(now))
                    tx.put(KV.lessons, key, lesson)
                    self.searcher.drop(tx, "lesson", key)
                    tx.audit("lesson.decay_delete", KV.lessons, key, {"confidence": round(conf, 6),
                                                                      "content": lesson["content"]})
                    tx.emit("lesson.deleted", {"id": key, "reason": "decayed"})
                    deleted += 1
                elif conf < float(lesson["confidence"]) - 1e-9:
                    lesson.update(confidence=round(conf, 6), anchorTs=now, updatedAt=iso(now))
                    tx.put(KV.lessons, key, lesson)
                    tx.emit("lesson.decayed", {"id": key, "confidence": lesson["confidence"]})
                    decayed += 1
            if decayed or deleted:
                tx.audit("lesson.decay", KV.lessons, None, {"decayed": decayed, "softDeleted": deleted})
        return {"decayed": decayed, "deleted": deleted}
