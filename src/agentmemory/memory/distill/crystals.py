"""Crystals: a session's observations distilled into one compact, searchable digest.

A crystal is {id, sessionId, project, narrative, keyOutcomes[], files[],
lessons[], decisions[], errors[], sourceObservationIds[], createdAt, method}.
`method` is "llm" when the configured LLM wrote it and "extractive" otherwise
(no provider, budget spent, or the call failed: extractive.summarise). One
crystal per session: crystallizing again rewrites it under the same id.

Crystals live in `KV.crystals`, are indexed as kind "crystal", and point back
to their sources: every observation id in `sourceObservationIds`, plus
`derived_from` relations to the observations the text cites. With `graph_extraction_enabled`
(GRAPH_EXTRACTION_ENABLED) the LLM is also asked how the observations relate (`links`: a fix
superseding a failed attempt, a decision contradicting an earlier one, steps of one task), stored as
automatic relations between them (weight LINK_WEIGHT). Forgetting any
source observation (or the session) forgets the crystal too, since its text
quotes them.
"""
from __future__ import annotations

import logging
import queue
import threading
import time
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from ...errors import Invalid, NotFound
from ...store import KV, Query, Reader, Tx
from ...threads import stopped_by
from .. import indexing
from ..base import Service, Shared
from ..common import Caller, iso, new_id
from . import extractive

if TYPE_CHECKING:
    from ..records.graph import Graph

log = logging.getLogger(__name__)

MAX_LINKS = 50  # derived_from relations per crystal (the cited observations); also LLM links per session
LINK_TYPES = ("relates_to", "supersedes", "contradicts")
LINK_WEIGHT = 0.8
PROMPT_CHARS = 24_000  # observation text sent to the LLM per session
LINE_CHARS = 400
AUTO_LIMIT = 50  # sessions crystallized per /crystals/auto call; the rest are reported as remaining
SYSTEM = ("You distil the log of an AI agent's work session into a compact memory for future sessions. "
          "Be factual and specific (names, paths, commands, numbers); never invent anything. Reply with JSON only.")


class Link(BaseModel):
    """A relation between two observations, by their line numbers in the prompt (graph extraction)."""
    from_: int = Field(0, alias="from")  # a link the model got wrong is dropped (_links), never the whole draft
    to: int = 0
    type: str = "relates_to"


class CrystalDraft(BaseModel):
    """What the LLM is asked for (the rest of a crystal comes from the store)."""
    narrative: str
    keyOutcomes: list[str] = []
    lessons: list[str] = []
    decisions: list[str] = []
    errors: list[str] = []
    files: list[str] = []
    links: list[Link] = []  # asked for only with graph extraction enabled


def crystal_prompt(sess: dict, observations: list[dict], links: bool = False) -> str:
    """Observations as numbered lines, the most important kept first when they do not all fit."""
    lines = []
    for i, o in enumerate(observations):
        text = o.get("narrative") or o.get("title") or ""
        if o.get("type") not in extractive.PROSE_TYPES:
            text = "; ".join([o.get("title") or ""] + list(o.get("facts") or []))
        lines.append((i, float(o.get("importance") or 5), f"[{i + 1}] {o.get('type')}: "
                                                          f"{extractive.clip(text, LINE_CHARS)}"))
    kept, used = [], 0
    for i, _, line in sorted(lines, key=lambda x: (-x[1], x[0])):
        if used + len(line) > PROMPT_CHARS:
            continue
        kept.append((i, line))
        used += len(line) + 1
    body = "\n".join(line for _, line in sorted(kept))
    return (f"Session {sess['sessionId']} of project {sess.get('project')!r}: {len(observations)} observations"
            f"{' (some omitted)' if len(kept) < len(lines) else ''}, in order:\n{body}\n\n"
            "Return a JSON object with: narrative (3-6 sentences: what was done, why, and how it ended), "
            "keyOutcomes (results that matter later), lessons (reusable rules learned, imperative mood), "
            "decisions (choices made, with the reason when stated), errors (problems hit, with the fix when "
            "known), files (the most important paths)"
            + (", links (how observations relate, by their [n] numbers: {from, to, type} with type supersedes "
               "when a later one replaces or fixes an earlier one, contradicts when they disagree, relates_to "
               "when they are steps of one task; at most 20, only links the log shows)" if links else "")
            + ". Use empty lists when there is nothing to say.")


def _links(links: list[Link], observations: list[dict]) -> list[tuple[dict, dict, str]]:
    """The LLM's links that name two different observations of the prompt, once each, at most MAX_LINKS."""
    out: dict[tuple[str, str, str], tuple[dict, dict, str]] = {}
    for link in links:
        if not (1 <= link.from_ <= len(observations) and 1 <= link.to <= len(observations)) or link.from_ == link.to:
            continue
        src, dst = observations[link.from_ - 1], observations[link.to - 1]
        rel_type = link.type if link.type in LINK_TYPES else "relates_to"
        out.setdefault((src["id"], dst["id"], rel_type), (src, dst, rel_type))
    return list(out.values())[:MAX_LINKS]


class Crystals(Service):
    def __init__(self, shared: Shared, *, graph: Graph):
        super().__init__(shared)
        self.graph = graph
        self._compress_queue: queue.Queue[tuple[Caller, str]] = queue.Queue()  # AGENTMEMORY_AUTO_COMPRESS
        self._compress_lock = threading.Lock()
        self._compress_worker: threading.Thread | None = None

    # -- reads ------------------------------------------------------------------
    def crystal_of_session(self, repos: Tx | Reader, session_id: str) -> dict | None:
        """The session's crystal, read through `repos` (a transaction's or this thread's reader)."""
        return repos.crystals.of_session(session_id)

    def list_crystals(self, caller: Caller, project: str | None = None, sessionId: str | None = None,
                      limit: int = 20) -> dict:
        q = (Query().eq("project", project).eq("sessionId", sessionId).eq("agentId", caller.read_agent)
             .order("createdTs", desc=True, key=True).page(limit, 0))
        rows, total = self.store.reader().crystals.page(q)
        return {"crystals": rows, "total": total}

    # -- writes -----------------------------------------------------------------
    def compress_ended(self, caller: Caller, session_id: str) -> None:
        """With AGENTMEMORY_AUTO_COMPRESS and an LLM: queue a session that just ended to be crystallized by one
        worker thread (the request that ended it does not wait; a bulk import queues, never floods the LLM;
        the services' close stops it). Otherwise nothing."""
        llm = self.llm
        if not self.settings.auto_compress or llm is None or not llm.available:
            return
        with self._compress_lock:
            self._compress_queue.put((caller, session_id))
            if self._compress_worker is None or not self._compress_worker.is_alive():
                self._compress_worker = threading.Thread(target=self._compress_all, name="compress", daemon=True)
                self.shared.threads.append(self._compress_worker)
                self._compress_worker.start()

    def _compress_all(self) -> None:
        while not self.shared.stop.is_set():
            try:
                caller, session_id = self._compress_queue.get(timeout=1.0)
            except queue.Empty:
                continue
            try:
                self.crystallize(caller, session_id)
            except (Invalid, NotFound):  # no observations, or forgotten meanwhile: nothing to compress
                pass
            except Exception as exc:  # noqa: BLE001 - a background step: log it, never kill the thread
                if stopped_by(self.store, exc, "session compression"):
                    return  # a later compress_ended starts a new worker, which stops at its first failure
                log.exception("compressing session %s failed", session_id)

    def crystallize(self, caller: Caller, sessionId: str) -> dict:
        """Distil one session (LLM when available, else extractive) and store the crystal: 201."""
        sess = caller.check_session(self.store.get(KV.sessions, sessionId), sessionId)
        observations = sorted(self.store.reader().observations(sessionId).find(),
                              key=lambda o: (o.get("seq", 0), o.get("ts") or 0))
        if not observations:
            raise Invalid(f"session {sessionId} has no observations to crystallize", field="sessionId")
        started = time.perf_counter()
        digest, method = self._distil_session(sess, observations)  # outside the write lock: it may call the LLM
        crystal = self._store_crystal(caller, sess, observations, digest, method)
        crystal_out = dict(crystal)
        crystal_out["tookMs"] = round((time.perf_counter() - started) * 1000, 1)
        return {"crystal": crystal_out}

    def _distil_session(self, sess: dict, observations: list[dict]) -> tuple[dict, str]:
        heuristic = extractive.summarise(observations)
        llm = getattr(self, "llm", None)
        if llm is None or not llm.available:
            return heuristic, "extractive"
        links = self.settings.graph_extraction_enabled
        draft = llm.try_complete(crystal_prompt(sess, observations, links), CrystalDraft, system=SYSTEM)
        if not isinstance(draft, CrystalDraft) or not draft.narrative.strip():
            return heuristic, "extractive"
        clip = extractive.clip
        return {"narrative": clip(draft.narrative, extractive.NARRATIVE_CHARS * 2),
                "keyOutcomes": [clip(x) for x in draft.keyOutcomes if x.strip()][:10],
                "lessons": [clip(x) for x in draft.lessons if x.strip()][:10],
                "decisions": [clip(x) for x in draft.decisions if x.strip()][:extractive.MAX_KEPT],
                "errors": [clip(x) for x in draft.errors if x.strip()][:extractive.MAX_KEPT],
                # Files the session really touched come first; the model may name a few more.
                "files": list(dict.fromkeys(heuristic["files"] + [f for f in draft.files if f.strip()]))
                [:extractive.MAX_FILES],
                "cited": heuristic["cited"], "links": _links(draft.links, observations) if links else []}, "llm"

    def _store_crystal(self, caller: Caller, sess: dict, observations: list[dict], digest: dict,
                       method: str) -> dict:
        now = self.clock()
        ids = [o["id"] for o in observations]
        title = sess.get("title") or next((extractive.clip(o.get("narrative") or "", 120) for o in observations
                                           if o.get("type") == "prompt"), None) or f"session {sess['sessionId']}"
        with self.store.write(caller.agent_id) as tx:
            old = self.crystal_of_session(tx, sess["sessionId"])
            crystal = {"id": old["id"] if old else new_id("cry", now), "sessionId": sess["sessionId"],
                       "project": sess.get("project"), "agentId": sess.get("agentId") or caller.agent_id,
                       "title": f"Crystal: {title}",
                       **{k: digest[k] for k in ("narrative", "keyOutcomes", "files", "lessons", "decisions",
                                                 "errors")},
                       "sourceObservationIds": ids, "observationCount": len(ids),
                       "firstObservationTs": min(o.get("ts") or 0 for o in observations),
                       "lastObservationTs": max(o.get("ts") or 0 for o in observations),
                       "method": method, "model": getattr(getattr(self, "llm", None), "model", None)
                       if method == "llm" else None,
                       "version": int(old.get("version", 1)) + 1 if old else 1,
                       "createdAt": old["createdAt"] if old else iso(now),
                       "createdTs": old["createdTs"] if old else now, "updatedAt": iso(now)}
            tx.put(KV.crystals, crystal["id"], crystal)
            self.searcher.put(tx, **indexing.crystal_doc(crystal), embed=self.embeds)
            by_id = {o["id"]: o for o in observations}
            item = ("crystal", crystal)
            for oid in digest["cited"][:MAX_LINKS]:
                if oid in by_id:
                    self.graph.put_relation(tx, caller, crystal["id"], oid, "derived_from", 1.0, item,
                                       ("observation", by_id[oid]), auto=True)
            for src, dst, rel_type in digest.get("links", []):
                self.graph.put_relation(tx, caller, src["id"], dst["id"], rel_type, LINK_WEIGHT,
                                        ("observation", src), ("observation", dst), auto=True)
            tx.audit("crystal.update" if old else "crystal.create", KV.crystals, crystal["id"],
                     {"sessionId": sess["sessionId"], "method": method, "observations": len(ids),
                      "links": len(digest.get("links", []))})
            tx.emit("crystal.created", {"id": crystal["id"], "sessionId": sess["sessionId"],
                                        "project": sess.get("project"), "method": method})
        return crystal

    def auto_crystallize(self, caller: Caller, project: str | None = None, minObservations: int = 5) -> dict:
        """Crystallize every ended session (of the project) with enough observations and no crystal yet."""
        reader = self.store.reader()
        done = reader.crystals.session_ids()
        todo = [sid for sid in reader.sessions.ended_keys(minObservations, project, caller.own_agent)
                if sid not in done]
        created, failed = [], []
        for sid in todo[:AUTO_LIMIT]:
            try:
                crystal = self.crystallize(caller, sid)["crystal"]
            except (NotFound, Invalid) as exc:  # forgotten or emptied meanwhile
                failed.append({"sessionId": sid, "error": exc.message})
                continue
            created.append({k: crystal[k] for k in ("id", "sessionId", "project", "method", "observationCount")})
        return {"created": created, "failed": failed, "remaining": max(0, len(todo) - AUTO_LIMIT),
                "minObservations": minObservations}

    # -- forgetting ---------------------------------------------------------------
    def after_session_forget(self, tx: Tx, caller: Caller, sess: dict, deleted: list[str], whole: bool) -> None:
        """Also forget the session's crystal when any of its sources goes (its text may quote them).

        One of Memories.forget's `session_forgotten` listeners (before the summaries' clean-up).
        """
        crystal = self.crystal_of_session(tx, sess["sessionId"])
        if crystal is not None and (whole or set(deleted) & set(crystal.get("sourceObservationIds") or [])):
            tx.delete(KV.crystals, crystal["id"])
            self.searcher.drop(tx, "crystal", crystal["id"])
            self.graph.drop_relations(tx, [crystal["id"]])
            tx.audit("crystal.forget", KV.crystals, crystal["id"],
                     {"sessionId": sess["sessionId"], "reason": "session forgotten" if whole else
                      "a source observation was forgotten"})
            tx.emit("crystal.deleted", {"id": crystal["id"]})
