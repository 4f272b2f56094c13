"""Long-term memories: remember (with versioning), list, get, forget, TTL expiry.

Versioning: a new memory is compared with the project's latest memories.
Similarity > SUPERSEDE_AT -> it supersedes the most similar one (version+1,
parentId, supersedes[], old isLatest=false); SIMILAR_AT..SUPERSEDE_AT -> the
answer carries a `similarTo` hint; below -> unrelated.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

import numpy as np

from ...errors import BadRequest, Forbidden, Invalid, NotFound
from ...search.hybrid import Filters
from ...search.text import stems
from ...search.vectors import embed_items
from ...store import KV, Query, Tx, event_ids
from .. import indexing
from ..base import Service, Shared, write_attempts
from ..common import Caller, iso, new_id
from ..privacy import strip_private
from ..sources import is_doc_id

if TYPE_CHECKING:
    from ..ingest.sessions import Sessions
    from .graph import Graph

SUPERSEDE_AT = 0.7
SIMILAR_AT = 0.4
COMPARE_WITH = 20  # latest memories of the project compared on remember

def token_set(text: str) -> set[str]:
    """The stems of a text's words (as the keyword index stems them), for Jaccard similarity."""
    return set(stems(text))


def jaccard(a: str, b: str) -> float:
    sa, sb = token_set(a), token_set(b)
    if not sa or not sb:
        return 0.0
    return len(sa & sb) / len(sa | sb)


def memory_visible(mem: dict, now: float) -> bool:
    """Whether a memory is still live at `now` (its TTL, `forgetAfterTs`, has not passed).
    A function, not a method: Graph, Sessions, Retrieval, Context and Consolidation need it, and
    Memories itself calls Graph and Sessions (a method would make a cycle)."""
    fa = mem.get("forgetAfterTs")
    return fa is None or fa > now


def text_similarity(a: str, b: str, cosine: float | None = None) -> float:
    """max(word Jaccard, embedding cosine when known)."""
    sim = jaccard(a, b)
    return max(sim, cosine) if cosine is not None else sim

# (tx, caller, session, deleted observation ids, whole session?) -> None
SessionForgotten = Callable[[Tx, Caller, dict, list, bool], None]


def _chain_head(tx: Any, best: dict) -> dict | None:
    """The latest version of `best`'s chain, read in the write: a remember committed since the candidates
    were read may have superseded `best` already, and the new memory then supersedes that newer version,
    so a chain never forks into two latest memories. None when the chain ends in a forgotten memory."""
    old, seen = tx.get(KV.memories, best["id"]) or best, {best["id"]}
    while not old.get("isLatest", True):
        nxt = tx.get(KV.memories, old.get("supersededBy") or "")
        if nxt is None or nxt["id"] in seen:
            return None
        old = nxt
        seen.add(old["id"])
    return old


class Memories(Service):
    def __init__(self, shared: Shared, *, graph: Graph, sessions: Sessions,
                 session_forgotten: Sequence[SessionForgotten] = ()):
        super().__init__(shared)
        self.graph = graph
        self.sessions = sessions
        # What else goes when observations are forgotten, in order, in the same transaction: episodes,
        # crystals, then summaries and profile (the services owning those rows; the root passes them).
        self.session_forgotten = tuple(session_forgotten)

    def remember(self, caller: Caller, content: str, type: str = "fact", title: str | None = None,
                 concepts: list[str] | None = None, files: list[str] | None = None, project: str | None = None,
                 agentId: str | None = None, ttlDays: float | None = None,
                 sourceObservationIds: list[str] | None = None, importance: int = 5,
                 eventId: str | None = None) -> dict:
        caller = caller.for_agent(agentId)
        content, redactions = strip_private(content)
        title = strip_private(title)[0] if title else None
        concepts, files = strip_private(concepts or [])[0], strip_private(files or [])[0]
        if not content.strip():
            raise Invalid("content is empty after removing private spans", field="content")
        now = self.clock()
        text = f"{title or ''}\n{content}"
        # Compare with the project's latest memories (most similar first).
        candidates = self._latest_memories(caller, project, text)
        qvec, cvecs = self._candidate_cosines(candidates, title, content, type)
        best, best_sim = _most_similar(candidates, cvecs, text, title)
        mem_id = new_id("mem", now)
        mem = {"id": mem_id, "type": type, "title": title or content.strip().splitlines()[0][:80],
               "content": content, "concepts": concepts or [], "files": files or [], "project": project,
               "agentId": caller.agent_id, "importance": importance, "version": 1, "parentId": None,
               "supersedes": [], "isLatest": True, "createdAt": iso(now), "createdTs": now,
               "updatedAt": iso(now), "forgetAfter": None, "forgetAfterTs": None,
               "sourceObservationIds": sourceObservationIds or [], "redactions": redactions}
        if ttlDays is not None:
            mem["forgetAfterTs"] = now + ttlDays * 86400
            mem["forgetAfter"] = iso(mem["forgetAfterTs"])
        key = eventId and event_ids.scoped(eventId, "remember", caller.key_agent)
        for attempt in write_attempts("the memory"):  # eventId and memories read under key locks
            with attempt, self.store.write(caller.agent_id, concurrent=True) as tx:
                out: dict[str, Any] = {}
                first = tx.event_ids.seen(key) if key else None
                if first is not None:  # the same write sent again (a retry, an outbox replay): answered, not stored
                    mem_id_first = first.pop("memoryId", None)
                    stored = (tx.get(KV.memories, mem_id_first) if mem_id_first else None) or {}
                    return {"memory": stored, **first, "duplicate": True}
                old = _chain_head(tx, best) if best is not None and best_sim > SUPERSEDE_AT else None
                old = old if old is None or caller.may_change(old) else None  # not another agent's to retire
                if old is not None:
                    mem.update(version=int(old.get("version", 1)) + 1, parentId=old["id"],
                               supersedes=[old["id"]] + list(old.get("supersedes") or []))
                    old["isLatest"] = False
                    old["supersededBy"] = mem_id
                    old["updatedAt"] = iso(now)
                    tx.put(KV.memories, old["id"], old)
                    tx.audit("memory.supersede", KV.memories, old["id"],
                             {"by": mem_id, "similarity": round(best_sim, 3)})
                    out["supersedes"] = old["id"]
                elif best is not None and best_sim >= SIMILAR_AT:
                    out["similarTo"] = {"id": best["id"], "title": best.get("title"), "similarity": round(best_sim, 3)}
                tx.put(KV.memories, mem_id, mem)
                self.searcher.put(tx, **indexing.memory_doc(mem), embed=self.embeds)
                tx.audit("remember", KV.memories, mem_id, {"version": mem["version"], "type": type})
                tx.emit("memory.created", {"id": mem_id, "project": project, "title": mem["title"]})
                # supersedes / contradicts relations (graph.py), in the same transaction
                out.update(self.graph.relate_new_memory(tx, caller, mem, text, candidates, qvec, cvecs,
                                                        out.get("supersedes")))
                if key:
                    tx.event_ids.record(key, "remember", {"memoryId": mem_id, **out})  # the id, not a copy
        return {"memory": mem, **out}

    def _candidate_cosines(self, candidates: list[dict], title: str | None, content: str,
                           type: str) -> tuple[Any, list[float | None]]:
        """The new text's vector and its cosine with each candidate (None without an embedder)."""
        if self.embedder is None or not candidates:
            return None, [None] * len(candidates)
        # Embed only the new text, the way its search row will be embedded, and compare with the
        # candidates' stored vectors; only candidates the queue has not reached yet are embedded here.
        auto_title = title or content.strip().splitlines()[0][:80]
        qvec = embed_items(self.embedder.embed, [(auto_title, content, type)])[0]
        index = self.searcher.index
        stored = index.cosines(qvec, [("memory", m["id"]) for m in candidates]) if index is not None else {}
        missing = [i for i, m in enumerate(candidates) if ("memory", m["id"]) not in stored]
        if missing:
            extra = embed_items(self.embedder.embed, [(candidates[i].get("title") or "",
                                                       candidates[i]["content"], candidates[i]["type"])
                                                      for i in missing])
            for i, v in zip(missing, extra):
                stored[("memory", candidates[i]["id"])] = float(np.dot(qvec, v))
        return qvec, [stored.get(("memory", m["id"])) for m in candidates]

    def _latest_memories(self, caller: Caller, project: str | None, text: str) -> list[dict]:
        """Latest memories of the project most likely to be similar: keyword hits, then newest."""
        filters = Filters(project=project, agent_id=caller.read_agent, kinds=("memory",))
        ids = [h.item_id for h in self.searcher.search(text[:2000], filters, limit=COMPARE_WITH, mode="keyword")]
        reader = self.store.reader()
        for key in reader.memories.latest_keys(project, project is None, COMPARE_WITH):
            if key not in ids:
                ids.append(key)
        found = reader.memories.get_many(ids)
        out = []
        for i in ids:
            m = found.get(i)
            if (m and m.get("isLatest") and m.get("project") == project and caller.sees(m)
                    and memory_visible(m, self.clock())):
                out.append(m)
        return out

    def list_memories(self, caller: Caller, latest: bool = True, project: str | None = None, limit: int = 50,
                      offset: int = 0) -> dict:
        q = (Query().eq("project", project).eq("agentId", caller.read_agent)
             .cmp("forgetAfterTs", ">", self.clock(), default=1e18))
        if latest:
            q = q.latest()
        rows, total = self.store.reader().memories.page(q.order("createdTs", desc=True, key=True).page(limit, offset))
        return {"memories": rows, "total": total}

    def get_memory(self, caller: Caller, id: str) -> dict:
        mem = self.store.get(KV.memories, id)
        if mem is None or not caller.sees(mem) or not memory_visible(mem, self.clock()):
            raise NotFound(f"memory {id} not found", id=id)
        return {"memory": mem}

    def forget(self, caller: Caller, memoryId: str | None = None, sessionId: str | None = None,
               observationIds: list[str] | None = None) -> dict:
        if bool(memoryId) == bool(sessionId):
            raise BadRequest("forget needs either memoryId or sessionId (with optional observationIds)",
                             field="memoryId")
        if is_doc_id(memoryId):
            # Trigger: the id of a document-folder chunk. Why: documents mirror files the admin registered;
            # an agent's forget would be undone by the next sync. Outcome: 403 saying what changes them.
            raise Forbidden("document chunks are read-only: sync or remove their source (/agentmemory/sources)",
                            field="memoryId")
        deleted, not_found = [], []
        with self.store.write(caller.agent_id) as tx:
            if memoryId:
                mem = tx.get(KV.memories, memoryId)
                if mem is None or not caller.sees(mem):
                    not_found.append(memoryId)
                else:
                    caller.check_change(mem, "memory", memoryId)
                    self._delete_item(tx, KV.memories, "memory", memoryId)
                    deleted.append(memoryId)
            else:
                sess = caller.check_session(tx.get(KV.sessions, sessionId), sessionId)
                scope = KV.obs(sessionId)
                ids = observationIds or tx.observations(sessionId).keys()
                for oid in ids:
                    if tx.get(scope, oid) is None:
                        not_found.append(oid)
                        continue
                    self._delete_item(tx, scope, "observation", oid)
                    deleted.append(oid)
                if not observationIds:  # forgetting a whole session forgets the session too
                    tx.delete(KV.sessions, sessionId)
                    _forget_dedup_keys(tx, sessionId)
                    tx.audit("session.forget", KV.sessions, sessionId, {"observations": len(deleted)})
                elif deleted:
                    sess["observationCount"] = max(0, sess["observationCount"] - len(deleted))
                    # A forgotten turn must not live on as its neighbour's search context.
                    self.sessions.rebuild_turn_context(tx, sess)
                    tx.put(KV.sessions, sessionId, sess)
                for listener in self.session_forgotten:  # episodes, crystals, summary, profile
                    listener(tx, caller, sess, deleted, not observationIds)
        return {"deleted": deleted, "notFound": not_found}

    def _delete_item(self, tx, scope: str, kind: str, item_id: str) -> None:
        tx.delete(scope, item_id)
        self.searcher.drop(tx, kind, item_id)
        tx.audit("forget", scope, item_id, {"kind": kind})
        tx.emit(f"{kind}.deleted", {"id": item_id})
        if kind == "memory":
            self.graph.drop_relations(tx, [item_id])

    def purge_expired(self) -> int:
        """Delete memories whose TTL has passed (they are already hidden from reads)."""
        now = self.clock()
        keys = self.store.reader().memories.expired_keys(now)
        if not keys:
            return 0
        with self.store.write() as tx:
            for key in keys:
                self._delete_item(tx, KV.memories, "memory", key)
        return len(keys)


def _forget_dedup_keys(tx: Tx, session_id: str) -> None:
    """Delete exactly this session's content-dedup keys (`<sessionId>:<sha-256 hex>`, ingest/sessions.py).

    They are the key range `<sessionId>:` .. `<sessionId>;` (';' follows ':'), less the keys of a session
    whose id goes on after a ':' (its keys have a second ':'). A range, not a LIKE pattern: LIKE ignores
    letter case and reads `_` and `%` in an id as wildcards, so it deleted other sessions' keys."""
    dedup, lo = tx.items(KV.dedup), session_id + ":"
    for key, _ in dedup.key_range(lo, session_id + ";"):
        if ":" not in key[len(lo):]:
            dedup.delete(key)


def _most_similar(candidates: list[dict], cvecs: list, text: str, title: str | None) -> tuple[dict | None, float]:
    """The candidate most like the new memory, and how alike (an identical explicit title counts as 1.0)."""
    best, best_sim = None, 0.0
    for m, v in zip(candidates, cvecs):
        sim = text_similarity(text, f"{m.get('title') or ''}\n{m['content']}", v)
        if title and m.get("title") and m["title"].strip().lower() == title.strip().lower():
            sim = max(sim, 1.0)  # an explicit, identical title names the same memory
        if sim > best_sim:
            best, best_sim = m, sim
    return best, best_sim
