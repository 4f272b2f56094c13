"""Episodes, pinned facts and the identity narrative: conversations distilled in the background.

Model (after Osaurus): observe stores each turn at once and, in the same
transaction, bumps a per-session "pending distillation" marker in KV.pending
(`mark_pending`, called by sessions.observe_one). Nothing else happens on the
request path of observe or search. ONE distillation pass per session runs
when the session has been idle `summary_debounce_seconds` (the maintenance
timer calls `distill_due`), when it ends (session/end marks it due and wakes
the distiller thread; so does an agent's PreCompact or Stop hook event, through
`queue_flush`), on POST /sync-now, after POST /memory/ingest, and at
start-up for whatever was pending when the server stopped (the marker is a KV
row, so pending work survives a restart).

A pass reads the session's observations since the previous pass and writes
an episode {id, sessionId, project, summary, topics, entities, decisions,
actionItems, salience, createdAt, sourceObservationIds} (KV.episodes, indexed
as kind "episode"), promotes candidate facts to pinned facts (KV.facts: a
fact within Jaccard FACT_DEDUPE_AT of an existing one of the same owner and
project bumps it instead of being inserted) and, when the facts changed,
rebuilds the identity narrative (KV.identity, per owner and project plus one
across projects). The LLM writes the episode and the narrative when one is
configured (never inside a write transaction); otherwise distill.py's
heuristics do. The novelty gate skips a pass with under NOVELTY_CHARS of new
content; that content still counts towards the session's next pass.
"""
from __future__ import annotations

import logging
import threading
from collections import Counter
from typing import TYPE_CHECKING

from ...store import KV, Query, Reader, Tx
from ...threads import stopped_by
from .. import indexing
from ..base import Service
from ..common import DISTILLER, Caller, iso, new_id
from ..records.memories import jaccard
from . import drafts as distill
from . import extractive

if TYPE_CHECKING:
    from typing import Callable, Sequence

log = logging.getLogger(__name__)

NOVELTY_CHARS = 80
PASS_LIMIT = 50  # sessions distilled per timer tick or /sync-now call; the rest wait for the next one
FACT_DEDUPE_AT = 0.6
FACT_START, FACT_BUMP = 0.5, 0.1  # salience of a new fact, and what seeing it again adds (max 1)
MAX_SEEN_IN = 50
IDENTITY_FACTS = 20
TOPIC_EPISODES = 20  # recent episodes whose topics describe a project


def mark_pending(tx: Tx, obs: dict, now: float) -> None:
    """The cheap half of distillation, in the observation's own transaction: count its new content."""
    sid, seq = obs["sessionId"], int(obs.get("seq") or 0)
    p = tx.get(KV.pending, sid) or {"sessionId": sid, "project": obs.get("project"), "agentId": obs.get("agentId"),
                                    "since": seq, "chars": 0, "count": 0, "firstTs": now}
    p.update(chars=int(p["chars"]) + distill.content_chars(obs), count=int(p["count"]) + 1, lastTs=now,
             lastSeq=max(int(p.get("lastSeq", -1)), seq))
    tx.put(KV.pending, sid, p)


def mark_due(tx: Tx, session_id: str) -> bool:
    """session/end: distil this session's pending turns now, whatever the debounce."""
    p = tx.get(KV.pending, session_id)
    if p is None:
        return False
    p["due"] = True
    tx.put(KV.pending, session_id, p)
    return True


def identity_key(owner: str | None, project: str | None) -> str:
    """The key of the identity row of `owner` (None: shared) and `project` (None: every project)."""
    return f"{owner or '*'}|{project or '*'}"


def identity_of(store, caller: Caller, project: str | None) -> dict | None:
    """The identity row distillation keeps for the caller (per agent when isolated) and project.
    A function of the store, not a method: typed and recall read it without depending on Episodes."""
    return store.get(KV.identity, identity_key(caller.agent_id if caller.isolated else None, project))


class Episodes(Service):
    def __init__(self, shared, *, distilled: Sequence[Callable[[dict, list[dict], dict], object]] = ()):
        """`distilled`: called with (session, its observations, the new episode) after each pass."""
        super().__init__(shared)
        self.distilled = tuple(distilled)

    # -- scheduling ---------------------------------------------------------------
    def _owner(self, agent_id: str | None) -> str | None:
        """Facts and identities are shared, except in isolated scope where each agent has its own."""
        return agent_id if self.settings.agent_scope == "isolated" else None

    def _pending_sessions(self, cutoff: float | None, agent_id: str | None = None) -> list[str]:
        """Sessions with undistilled turns: due (ended), or idle since `cutoff` (None: any age). One indexed scan."""
        return self.store.reader().pending.due_keys(cutoff, agent_id, PASS_LIMIT + 1)

    def distill_due(self) -> list[dict]:
        """Maintenance timer: distil the sessions idle for summary_debounce_seconds, or ended."""
        cutoff = self.clock() - self.settings.summary_debounce_seconds
        return [self.distill_session(sid) for sid in self._pending_sessions(cutoff)[:PASS_LIMIT]]

    def drain_pending(self) -> list[dict]:
        """Start-up: everything left pending when the server stopped, whatever its age; a session written to
        after the drain began is not left over (it waits for its debounce like any other)."""
        out: list[dict] = []
        began = self.clock()
        while not self.shared.stop.is_set():
            todo = [sid for sid in self._pending_sessions(began) if sid not in {r["sessionId"] for r in out}]
            if not todo:
                break
            out += [self.distill_session(sid) for sid in todo[:PASS_LIMIT]]
        return out

    def start_distiller(self) -> None:
        """The distiller thread: drains at start-up, then runs the passes session/end asks for."""
        self._distill_wake = threading.Event()
        self._flush_lock = threading.Lock()
        self._flush_ids: dict[str, None] = {}  # queue_flush's sessions, in order, each once
        t = threading.Thread(target=self._distiller_loop, name="distiller", daemon=True)
        t.start()
        self.shared.threads.append(t)

    def _distiller_loop(self) -> None:
        if not self._quietly(self.drain_pending):
            return
        while not self.shared.stop.is_set():
            if self._distill_wake.wait(timeout=0.5):  # short, so stop() never waits long for this thread
                self._distill_wake.clear()
                if not (self._quietly(self._distill_flushed) and self._quietly(self.distill_due)):
                    return

    def queue_flush(self, session_ids: list[str]) -> list[str]:
        """sync-now without waiting: the distiller thread distils these sessions' pending turns at its next
        wake-up, whatever the debounce. Returns the ids queued."""
        wake = getattr(self, "_distill_wake", None)
        if wake is None:
            # Trigger: distillation is off (distill_enabled false), so no distiller thread runs. Why: an
            # automatic flush must not distil what the operator turned off. Outcome: nothing queued; the
            # turns stay pending for an explicit sync-now.
            return []
        with self._flush_lock:
            self._flush_ids.update(dict.fromkeys(session_ids))
        wake.set()
        return list(session_ids)

    def _distill_flushed(self) -> None:
        with self._flush_lock:
            todo, self._flush_ids = list(self._flush_ids), {}
        for sid in todo:
            self.distill_session(sid)

    def _quietly(self, fn) -> bool:
        """Run one step of the distiller thread; False when the thread should stop (the store refuses writes)."""
        try:
            fn()
        except Exception as exc:  # keep the thread alive; the marker is still there for the next try
            if stopped_by(self.store, exc, "episode distillation"):
                return False
            if not self.shared.stop.is_set():
                log.exception("episode distillation failed")
        return True

    def kick_distiller(self) -> None:
        wake = getattr(self, "_distill_wake", None)
        if wake is not None:
            wake.set()

    # -- one pass -------------------------------------------------------------------
    def distill_session(self, session_id: str) -> dict:
        """One distillation pass over a session's pending turns; {sessionId, episode} or {sessionId, skipped}."""
        with self.shared.leader.exclusive("distill"):  # a tick and /sync-now never overlap, in any worker
            return self._distill_locked(session_id)

    def _distill_locked(self, sid: str) -> dict:
        p = self.store.get(KV.pending, sid)
        if p is None:
            return {"sessionId": sid, "skipped": "nothing pending"}
        sess = self.store.get(KV.sessions, sid)
        since, last = int(p.get("since", 0)), int(p.get("lastSeq", -1))
        stored = self.store.reader().observations(sid).find()
        observations = sorted((o for o in stored if since <= int(o.get("seq", 0)) <= last),
                              key=lambda o: int(o.get("seq", 0)))
        if sess is None or not observations:
            with self.store.write(DISTILLER) as tx:  # forgotten meanwhile: nothing left to distil
                tx.delete(KV.pending, sid)
            return {"sessionId": sid, "skipped": "no observations"}
        if int(p.get("chars", 0)) < NOVELTY_CHARS:
            self._gate(sid, p)
            return {"sessionId": sid, "skipped": "novelty", "chars": int(p.get("chars", 0))}
        draft, method = self._episode_draft(sess, observations)  # outside the write lock: it may call the LLM
        episode, facts_changed = self._store_episode(sess, p, observations, draft, method)
        if facts_changed:
            self._refresh_identity(self._owner(sess.get("agentId")), sess.get("project"))
        for after in self.distilled:  # typed extraction (extraction.py): outside the pass's transaction
            after(sess, observations, episode)
        return {"sessionId": sid, "episode": episode}

    def _gate(self, sid: str, p: dict) -> None:
        """Too little new content: keep counting it (or drop it when the session has ended)."""
        with self.store.write(DISTILLER) as tx:
            cur = tx.get(KV.pending, sid)
            if cur is None or cur.get("lastTs") != p.get("lastTs"):
                return  # a new turn arrived meanwhile: its own check decides
            if cur.get("due"):
                tx.delete(KV.pending, sid)
            else:
                cur["checkedTs"] = cur.get("lastTs")
                tx.put(KV.pending, sid, cur)

    def _episode_draft(self, sess: dict, observations: list[dict]) -> tuple[dict, str]:
        heuristic = distill.heuristic_episode(observations)
        llm = getattr(self, "llm", None)
        if llm is None or not llm.available:
            return heuristic, "heuristic"
        d = llm.try_complete(distill.episode_prompt(sess, observations), distill.EpisodeDraft, system=distill.SYSTEM)
        if not isinstance(d, distill.EpisodeDraft) or not d.summary.strip():
            return heuristic, "heuristic"
        clean = lambda xs, n: [extractive.clip(x, 300) for x in xs if x.strip()][:n]  # noqa: E731
        return {"summary": extractive.clip(d.summary, 2000), "topics": clean(d.topics, 12),
                "entities": clean(d.entities, 20), "decisions": clean(d.decisions, 20),
                "actionItems": clean(d.actionItems, 20),
                "facts": [{"text": t, "kind": "llm"} for t in clean(d.facts, 20)],
                "salience": round(min(1.0, max(0.0, float(d.salience))), 3), "cited": heuristic["cited"]}, "llm"

    def _store_episode(self, sess: dict, p: dict, observations: list[dict], draft: dict,
                       method: str) -> tuple[dict, bool]:
        now = self.clock()
        sid, project = sess["sessionId"], sess.get("project")
        episode = {"id": new_id("epi", now), "sessionId": sid, "project": project,
                   "agentId": sess.get("agentId"),
                   **{k: draft[k] for k in ("summary", "topics", "entities", "decisions", "actionItems", "salience")},
                   "sourceObservationIds": [o["id"] for o in observations],
                   "firstObservationTs": min(float(o.get("ts") or 0) for o in observations),
                   "lastObservationTs": max(float(o.get("ts") or 0) for o in observations),
                   "method": method, "createdAt": iso(now), "createdTs": now}
        last_seq = max(int(o.get("seq", 0)) for o in observations)
        with self.store.write(DISTILLER) as tx:
            episode["factIds"], changed = self._promote_facts(tx, self._owner(sess.get("agentId")), project,
                                                              draft["facts"], episode, now)
            tx.put(KV.episodes, episode["id"], episode)
            self.searcher.put(tx, **indexing.episode_doc(episode), embed=self.embeds)
            cur = tx.get(KV.pending, sid)
            if cur is not None and int(cur.get("lastSeq", -1)) > last_seq:  # turns arrived during the pass
                cur.update(since=last_seq + 1, chars=max(0, int(cur["chars"]) - int(p["chars"])),
                           count=max(0, int(cur["count"]) - int(p["count"])))
                tx.put(KV.pending, sid, cur)
            else:
                tx.delete(KV.pending, sid)
            tx.audit("episode.create", KV.episodes, episode["id"],
                     {"sessionId": sid, "method": method, "observations": len(observations),
                      "facts": len(episode["factIds"])})
            tx.emit("episode.created", {"id": episode["id"], "sessionId": sid, "project": project})
        return episode, changed

    # -- facts and identity -----------------------------------------------------------
    def _facts_of(self, repos: Tx | Reader, owner: str | None, project: str | None,
                  every_project: bool = False) -> list[dict]:
        facts = repos.facts.of_owner(owner, project, every_project)
        return sorted(facts, key=lambda f: (-float(f.get("salience") or 0), -float(f.get("lastSeenTs") or 0),
                                            int(f.get("order") or 0)))

    def _promote_facts(self, tx: Tx, owner: str | None, project: str | None, candidates: list[dict],
                       episode: dict, now: float) -> tuple[list[str], bool]:
        existing = self._facts_of(tx, owner, project)
        ids: list[str] = []
        for order, cand in enumerate(candidates):
            text = cand["text"].strip()
            best = max(existing, key=lambda f: jaccard(text, f["text"]), default=None)
            if best is not None and jaccard(text, best["text"]) >= FACT_DEDUPE_AT:
                fact = best  # seen again: stronger, and the episode is recorded, instead of a near-duplicate
                fact.update(salience=round(min(1.0, float(fact.get("salience") or 0) + FACT_BUMP), 3),
                            seenIn=(list(fact.get("seenIn") or []) + [episode["id"]])[-MAX_SEEN_IN:],
                            count=int(fact.get("count") or 1) + 1, lastSeen=iso(now), lastSeenTs=now)
                op = "fact.bump"
            else:
                fact = {"id": new_id("fct", now), "text": text, "kind": cand.get("kind") or "fact",
                        "salience": FACT_START, "seenIn": [episode["id"]], "count": 1, "project": project,
                        "owner": owner, "agentId": episode.get("agentId"), "createdAt": iso(now),
                        "createdTs": now, "lastSeen": iso(now), "lastSeenTs": now, "useCount": 0, "lastUsed": None,
                        "order": order}  # position in its episode: ties in salience keep the order said
                existing.append(fact)
                op = "fact.create"
            tx.put(KV.facts, fact["id"], fact)
            self.searcher.put(tx, **indexing.fact_doc(fact), embed=self.embeds)
            tx.audit(op, KV.facts, fact["id"], {"episode": episode["id"], "salience": fact["salience"]})
            if fact["id"] not in ids:
                ids.append(fact["id"])
        return ids, bool(ids)

    def _identity_inputs(self, repos: Tx | Reader, owner: str | None,
                         project: str | None) -> tuple[list[dict], list[str]]:
        facts = self._facts_of(repos, owner, project, every_project=project is None)[:IDENTITY_FACTS]
        episodes = repos.episodes.recent(project, TOPIC_EPISODES, owner)  # an owner's own episodes only
        topics = Counter(t for ep in episodes for t in (ep.get("topics") or []))
        return facts, [t for t, _ in topics.most_common(8)]

    def _refresh_identity(self, owner: str | None, project: str | None) -> None:
        """The project's narrative and the one across projects, from the best facts (LLM when available)."""
        for proj in dict.fromkeys([project, None]):
            facts, topics = self._identity_inputs(self.store.reader(), owner, proj)
            text, method = distill.identity_narrative(proj, facts, topics), "heuristic"
            llm = getattr(self, "llm", None)
            if facts and llm is not None and llm.available:
                d = llm.try_complete(distill.identity_prompt(proj, facts, topics), distill.IdentityDraft,
                                     system=distill.SYSTEM)
                if isinstance(d, distill.IdentityDraft) and d.narrative.strip():
                    text, method = extractive.clip(d.narrative, 1500), "llm"
            with self.store.write(DISTILLER) as tx:
                self._put_identity(tx, owner, proj, text, facts, method)

    def _put_identity(self, tx: Tx, owner: str | None, project: str | None, text: str, facts: list[dict],
                      method: str) -> None:
        key = identity_key(owner, project)
        if not text:
            tx.delete(KV.identity, key)
            return
        now = self.clock()
        tx.put(KV.identity, key, {"key": key, "owner": owner, "project": project, "narrative": text,
                                   "factIds": [f["id"] for f in facts], "method": method, "updatedAt": iso(now),
                                   "updatedTs": now})
        tx.audit("identity.update", KV.identity, key, {"facts": len(facts), "method": method})

    # -- reads ------------------------------------------------------------------------
    def list_episodes(self, caller: Caller, project: str | None = None, sessionId: str | None = None,
                      limit: int = 20) -> dict:
        q = (Query().eq("project", project).eq("sessionId", sessionId).eq("agentId", caller.read_agent)
             .order("createdTs", desc=True, key=True).page(limit, 0))
        rows, total = self.store.reader().episodes.page(q)
        return {"episodes": rows, "total": total}

    def list_facts(self, caller: Caller, project: str | None = None, limit: int = 100) -> dict:
        owner = caller.agent_id if caller.isolated else None
        facts = self._facts_of(self.store.reader(), owner, project, every_project=project is None)
        return {"facts": facts[:limit], "total": len(facts)}

    def get_identity(self, caller: Caller, project: str | None = None) -> dict:
        return {"project": project, "identity": identity_of(self.store, caller, project)}

    # -- writes -------------------------------------------------------------------------
    def sync_now(self, caller: Caller, sessionId: str | None = None, wait: bool = True) -> dict:
        """Distil every pending session now (or one), whatever the debounce; `wait` false (the agent
        hooks' flush) hands them to the distiller thread and answers at once with what it `queued`."""
        if sessionId is not None:
            caller.check_session(self.store.get(KV.sessions, sessionId), sessionId)
            todo = [sessionId]
        else:
            todo = self._pending_sessions(None, caller.own_agent)
        if not wait:
            return {"episodes": [], "skipped": [], "remaining": 0, "queued": self.queue_flush(todo[:PASS_LIMIT])}
        results = [self.distill_session(sid) for sid in todo[:PASS_LIMIT]]
        return {"episodes": [r["episode"] for r in results if "episode" in r],
                "skipped": [r for r in results if "skipped" in r], "remaining": max(0, len(todo) - PASS_LIMIT)}

    # -- forgetting ---------------------------------------------------------------------
    def after_session_forget(self, tx: Tx, caller: Caller, sess: dict, deleted: list[str], whole: bool) -> None:
        """Episodes quoting forgotten observations go too, with the facts only they supported.

        One of Memories.forget's `session_forgotten` listeners (the first).
        """
        sid = sess["sessionId"]
        if whole:
            tx.delete(KV.pending, sid)
        touched: set[tuple] = set()
        for ep in tx.episodes.of_session(sid):
            if not whole and not set(deleted) & set(ep.get("sourceObservationIds") or []):
                continue
            tx.delete(KV.episodes, ep["id"])
            self.searcher.drop(tx, "episode", ep["id"])
            tx.audit("episode.forget", KV.episodes, ep["id"], {"sessionId": sid})
            tx.emit("episode.deleted", {"id": ep["id"]})
            touched.add((self._owner(ep.get("agentId")), ep.get("project")))  # its topics leave the narrative
            for fid in ep.get("factIds") or []:
                fact = tx.get(KV.facts, fid)
                if fact is None:
                    continue
                fact["seenIn"] = [e for e in fact.get("seenIn") or [] if e != ep["id"]]
                touched.add((fact.get("owner"), fact.get("project")))
                if fact["seenIn"]:
                    tx.put(KV.facts, fid, fact)
                else:
                    tx.delete(KV.facts, fid)
                    self.searcher.drop(tx, "fact", fid)
                    tx.audit("fact.forget", KV.facts, fid, {"reason": f"its only episode {ep['id']} was forgotten"})
        for owner, project in touched:  # the narratives may quote a forgotten fact: rebuild them (no LLM here)
            for proj in dict.fromkeys([project, None]):
                facts, topics = self._identity_inputs(tx, owner, proj)
                self._put_identity(tx, owner, proj, distill.identity_narrative(proj, facts, topics), facts,
                                   "heuristic")
