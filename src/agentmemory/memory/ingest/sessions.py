"""Sessions and the observe pipeline.

observe: validate -> strip private spans and secrets -> derive a typed
observation -> dedup -> store + index + audit in one transaction -> event.
"""
from __future__ import annotations

import hashlib
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from ...errors import AgentMemoryError, BadRequest, Invalid, NotFound, TooMany
from ...native_hooks import END_EVENTS, FLUSH_EVENTS, native_event
from ...search.ranking import CONTEXT_PREV_TURNS as CONTEXT_TURNS  # previous turns kept as a turn's context
from ...search.storage import DocListing
from ...store import KV, Query, Tx, dumps, event_ids
from .. import indexing
from ..admin.profile import count_session, defer_profiles, flush_profiles, update_profile
from ..base import Service, Shared, write_attempts
from ..common import Caller, iso, new_id, parse_time
from ..distill.episodes import mark_due, mark_pending
from .behind import IndexBehind
from ..privacy import cut_to_fit, strip_private
from ..records.memories import memory_visible
from .observe import derive_observation
from .supersede import mark_superseded

if TYPE_CHECKING:
    from ..distill.episodes import Episodes
    from ..distill.summaries import Summaries
    from ..recall.context import Context


class Sessions(Service):
    def __init__(self, shared: Shared, *, context: Context, episodes: Episodes, summaries: Summaries,
                 session_ended: tuple[Callable[[Caller, str], None], ...] = ()):
        super().__init__(shared)
        self.context = context
        self.episodes = episodes
        self.summaries = summaries
        self.session_ended = session_ended  # called after a session ends (Crystals.compress_ended)
        # SQLite: an observe's index work is done behind its answer, in batches (behind.py); PostgreSQL: inline
        self.behind = None if self.settings.database_url else IndexBehind(self.store, self._index)

    # -- sessions -------------------------------------------------------------
    def _session_value(self, tx: Tx, caller: Caller, session_id: str, project: str, cwd: str,
                       title: str | None = None) -> dict:
        now = self.clock()
        return {"id": session_id, "sessionId": session_id, "project": project, "cwd": cwd, "title": title,
                "agentId": caller.agent_id, "startedAt": iso(now), "startedTs": now, "endedAt": None,
                "status": "active", "observationCount": 0, "lastActivity": iso(now), "recentTurns": []}

    def start_session(self, caller: Caller, sessionId: str, project: str, cwd: str = "", title: str | None = None,
                      agentId: str | None = None) -> dict:
        with self.store.write(caller.agent_id) as tx:
            sess = tx.get(KV.sessions, sessionId)
            if sess is None:
                sess = self._session_value(tx, caller, sessionId, project, strip_private(cwd)[0],
                                           strip_private(title)[0] if title else None)
                op = "session.start"
            else:
                caller.check_session(sess, sessionId)
                sess.update(status="active", endedAt=None, lastActivity=iso(self.clock()))
                if title:
                    sess["title"] = title
                op = "session.resume"
            tx.put(KV.sessions, sessionId, sess)
            tx.audit(op, KV.sessions, sessionId, {"project": project})
            tx.emit("session.started", {"sessionId": sessionId, "project": project})
            count_session(tx, sess)  # once per session, in the project profile
        context = self.context.compile_context(caller, project=sess["project"], sessionId=sessionId)
        return {"session": _public_session(sess), "context": context["context"]}

    def end_session(self, caller: Caller, sessionId: str) -> dict:
        with self.store.write(caller.agent_id) as tx:
            sess = caller.check_session(tx.get(KV.sessions, sessionId), sessionId)
            sess.update(status="ended", endedAt=iso(self.clock()))
            tx.put(KV.sessions, sessionId, sess)
            tx.audit("session.end", KV.sessions, sessionId, {"observations": sess["observationCount"]})
            tx.emit("session.ended", {"sessionId": sessionId})
            summary = self.summaries.store_summary(tx, caller, sess)
            due = mark_due(tx, sessionId)  # episodes.py: distil the session's pending turns now
        if due:
            self.episodes.kick_distiller()  # off the request path: the distiller thread runs the pass
        for ended in self.session_ended:
            ended(caller, sessionId)
        return {"session": _public_session(sess), "summary": summary}

    def list_sessions(self, caller: Caller, limit: int = 50, offset: int = 0, project: str | None = None) -> dict:
        rows, total = self.store.reader().sessions.page(
            Query().eq("project", project).eq("agentId", caller.read_agent)
            .order("startedAt", desc=True, key=True).page(limit, offset))
        return {"sessions": [_public_session(s) for s in rows], "total": total}

    def get_session(self, caller: Caller, sessionId: str | None = None, recent: int = 10,
                    project: str | None = None) -> dict:
        """One session in detail; without `sessionId`, the `recent` latest sessions (as list_sessions)."""
        if sessionId is None:
            return self.list_sessions(caller, limit=max(recent, 1), project=project)
        sess = self.store.get(KV.sessions, sessionId)
        if sess is None or not caller.sees(sess):
            raise NotFound(f"session {sessionId} not found", sessionId=sessionId)
        total = sess.get("observationCount", 0)
        latest = self.list_observations(caller, sessionId, limit=max(recent, 1),
                                        offset=max(0, total - recent))["observations"] if recent else []
        return {"session": _public_session(sess), "summary": self.store.get(KV.summaries, sessionId),
                "recentObservations": latest}

    # -- observe ----------------------------------------------------------------
    def observe(self, caller: Caller, **item) -> dict:
        prep = self._prepare_observation(item)  # before the writer lock: other writers need not wait
        # Concurrent (PostgreSQL): the session, dedup, pending and profile rows and the eventId are read
        # through key locks (store/postgres/db.py), so observes of other sessions run side by side; a lock
        # cycle the database broke rolled this one back, and it runs again.
        for attempt in write_attempts("the observation"):
            with attempt, self.store.write(caller.agent_id, concurrent=True) as tx:
                result = self.observe_one(tx, caller, item, prep, behind=self.behind)
        self._follow_native_hook(caller, item, result)
        return result

    def _follow_native_hook(self, caller: Caller, item: dict, result: dict) -> None:
        """An agent's own PreCompact / Stop / SessionEnd payload (what the hook command and an HTTP hook post):
        PreCompact and Stop hand the session to the background distiller (sync-now without waiting), even when
        the payload repeats an earlier turn's word for word (every Stop of a session looks alike); SessionEnd
        ends the session, which distils what is pending, once (a repeat of it is only a resend)."""
        event = native_event(item)
        if event in FLUSH_EVENTS:
            self.episodes.queue_flush([item["sessionId"]])
        elif event in END_EVENTS and not result.get("deduplicated"):
            self.end_session(caller, item["sessionId"])

    def observe_batch(self, caller: Caller, observations: list[dict | AgentMemoryError]) -> dict:
        """All items in one transaction; each item gets its own result, in order.

        Items arrive validated by the transport; an item that failed validation
        arrives as its error and is reported in place.
        """
        results, stored, dedup = [], 0, 0
        if self.behind is not None:  # its items are indexed inline, after what single observes queued
            self.behind.before()
        preps: list[dict | AgentMemoryError] = []
        for item in observations:  # the pure part of every item first, outside the writer lock
            try:
                preps.append(item if isinstance(item, AgentMemoryError) else self._prepare_observation(item))
            except AgentMemoryError as exc:
                preps.append(exc)
        with self.store.write(caller.agent_id) as tx:
            defer_profiles(tx)  # one profile write per batch, not per item
            for i, (item, prep) in enumerate(zip(observations, preps)):
                try:
                    if isinstance(prep, AgentMemoryError):
                        raise prep
                    r = self.observe_one(tx, caller.for_agent(item.get("agentId")), item, prep)
                except AgentMemoryError as exc:
                    err = exc.to_dict()
                    if isinstance(err.get("field"), str) and not err["field"].startswith("observations["):
                        err["field"] = f"observations[{i}].{err['field']}"  # named as validation names it
                    results.append({**err, "status": exc.status, "index": i})
                    continue
                if r.get("deduplicated"):
                    dedup += 1
                else:
                    stored += 1
                results.append(r)
            flush_profiles(tx)
        for item, r in zip(observations, results):  # after commit, in order, like single observes
            if not isinstance(item, AgentMemoryError) and "observationId" in r:
                self._follow_native_hook(caller.for_agent(item.get("agentId")), item, r)
        return {"results": results, "stored": stored, "deduplicated": dedup,
                "failed": len(observations) - stored - dedup}

    def _prepare_observation(self, item: dict) -> dict:
        """The pure part of observe (no store access): time, privacy stripping, size check, content
        hash and the derived fields. Raises like `observe_one` would, before any write."""
        now = self.clock()
        hook = item["hookType"]
        ts = parse_time(item.get("timestamp"), "timestamp", now)
        data, redactions = strip_private(item.get("data"))
        data_json = dumps(data)
        # Cut to fit, not refused: a payload the redaction markers grew, and an agent's own hook payload (an HTTP
        # hook has no outbox to keep what is refused; Claude Code's Write sends a file's content twice).
        if (redactions or native_event(item)) and len(data_json) > self.settings.max_content_chars:
            data = cut_to_fit(data, self.settings.max_content_chars, lambda v: len(dumps(v)))
            data_json = dumps(data)
        if len(data_json) > self.settings.max_content_chars:
            raise Invalid(f"data is larger than {self.settings.max_content_chars} characters", field="data")
        return {"now": now, "ts": ts, "data": data, "redactions": redactions,
                "contentHash": hashlib.sha256(f"{hook}\x00{data_json}".encode()).hexdigest(),
                "cwd": strip_private(item.get("cwd") or "")[0],
                "derived": derive_observation(hook, data, max_chars=self.settings.max_content_chars)}

    def observe_one(self, tx: Tx, caller: Caller, item: dict, prep: dict | None = None,
                    behind: IndexBehind | None = None) -> dict:
        """Store one observation once: an `eventId` seen before gets the first answer again. `behind`: its index
        work is queued there (done after the commit), not done in `tx`."""
        key = item.get("eventId") and event_ids.scoped(item["eventId"], "observe", caller.key_agent)
        first = tx.event_ids.seen(key) if key else None
        if first is not None:
            return {**first, "deduplicated": True}
        result = self._observe_new(tx, caller, item, prep, behind)
        if key:
            tx.event_ids.record(key, "observe", result)
        return result

    def _observe_new(self, tx: Tx, caller: Caller, item: dict, prep: dict | None = None,
                     behind: IndexBehind | None = None) -> dict:
        prep = prep or self._prepare_observation(item)
        now, ts, data, redactions = prep["now"], prep["ts"], prep["data"], prep["redactions"]
        sid, hook = item["sessionId"], item["hookType"]
        content_hash = prep["contentHash"]
        dedup_key = f"{sid}:{content_hash}"
        sess = tx.get(KV.sessions, sid)
        # Ownership before dedup: in isolated scope another agent's repeat must not learn our ids.
        if sess is not None:
            caller.check_session(sess, sid)
        seen = tx.get(KV.dedup, dedup_key)
        # Trigger: a repeat of the same content, and the event has no key of its own. Why: without a key
        # a repeat within the window is most likely a resend; with one, the key says whether it is the
        # same event (two identical "Stop" events are two turns). Outcome: deduplicated by content only.
        if seen and not item.get("eventId") and now - seen["at"] <= self.settings.dedup_window_seconds:
            return {"deduplicated": True, "observationId": seen["observationId"]}

        if sess is None:
            sess = self._session_value(tx, caller, sid, item["project"], prep["cwd"])
            tx.audit("session.start", KV.sessions, sid, {"project": item["project"], "implicit": True},
                     agent_id=caller.agent_id)
        # Trigger: the session is at its cap. Why: a runaway session must not fill the store, but its end is what
        # summarises and distils it. Outcome: 429 naming the cap (`limit`: a client must not send it again),
        # except for an agent's SessionEnd, which is stored and ends the session.
        event = native_event(item)
        if sess["observationCount"] >= self.settings.max_obs_per_session and event not in END_EVENTS:
            raise TooMany(f"session {sid} has reached MAX_OBS_PER_SESSION "
                          f"({self.settings.max_obs_per_session} observations)", sessionId=sid,
                          limit="MAX_OBS_PER_SESSION")

        if event == "SessionStart" and sess.get("status") == "ended":  # resumed, as /session/start does
            sess.update(status="active", endedAt=None)
        derived = prep["derived"]
        obs_id, received = new_id("obs", now), iso(now)
        obs = {"id": obs_id, "sessionId": sid, "project": item["project"], "cwd": prep["cwd"],
               "agentId": caller.agent_id, "hookType": hook, "timestamp": iso(ts), "ts": ts,
               "receivedAt": received, "seq": sess["observationCount"], **derived, "data": data,
               "contentHash": content_hash, "redactions": redactions}
        prev = list(sess.get("recentTurns") or [])
        if obs["type"] == "conversation":
            obs["prevTexts"] = prev[-CONTEXT_TURNS:]
            sess["recentTurns"] = (prev + [obs["narrative"][:2000]])[-CONTEXT_TURNS:]
        tx.put(KV.obs(sid), obs_id, obs)
        sess["observationCount"] += 1
        sess["lastActivity"] = received
        tx.put(KV.sessions, sid, sess)
        tx.put(KV.dedup, dedup_key, {"observationId": obs_id, "at": now})
        tx.audit("observe", KV.obs(sid), obs_id, {"type": obs["type"], "redactions": redactions},
                 agent_id=caller.agent_id)
        tx.emit("observation", _public_obs(obs))
        if behind is not None:
            behind.add(tx, obs, caller)  # its index work after the commit, with others (behind.py)
        else:  # in this transaction: the index and the profile never lag the data
            self._index_one(tx, obs, sess, caller)
        if self.settings.distill_enabled:
            mark_pending(tx, obs, now)  # episodes.py: the turn waits for the session's next distillation pass
        return {"observationId": obs_id}

    def _index(self, tx: Tx, batch: list[tuple[dict, Caller]]) -> None:
        """The index work of observations stored earlier (IndexBehind's), in order: their search rows, what they
        supersede, and their profile counts (one profile write per batch; each session as it is now)."""
        defer_profiles(tx)
        for obs, caller in batch:
            self._index_one(tx, obs, tx.get(KV.sessions, obs["sessionId"]), caller)
        flush_profiles(tx)

    def _index_one(self, tx: Tx, obs: dict, sess: dict | None, caller: Caller) -> None:
        """One observation's search rows, the earlier ones it makes stale, and its count in the project profile."""
        doc_id = indexing.put_observation(self.searcher, tx, obs, embed=self.embeds)
        mark_superseded(tx, self.searcher, obs, caller)
        update_profile(tx, obs, sess, order=doc_id)

    def rebuild_turn_context(self, tx: Tx, sess: dict) -> int:
        """Recompute each conversation turn's prevTexts (and the session's recentTurns) from the turns
        that still exist; re-index the turns whose context changed. Returns how many changed."""
        sid = sess["sessionId"]
        rows = self.searcher.storage.listed_items(DocListing(kinds=("observation",), session_id=sid, order="seq"), tx)
        recent: list[str] = []
        changed = 0
        for _, _, obs in rows:
            if obs.get("type") != "conversation":
                continue
            prev = recent[-CONTEXT_TURNS:]
            if obs.get("prevTexts", []) != prev:
                obs["prevTexts"] = prev
                tx.put(KV.obs(sid), obs["id"], obs)
                self.searcher.put(tx, **indexing.observation_doc(obs), embed=self.embeds)
                changed += 1
            recent = (recent + [obs["narrative"][:2000]])[-CONTEXT_TURNS:]
        sess["recentTurns"] = recent
        tx.put(KV.sessions, sid, sess)
        return changed

    # -- reads ----------------------------------------------------------------
    def list_observations(self, caller: Caller, sessionId: str, limit: int = 100, offset: int = 0) -> dict:
        listing = DocListing(kinds=("observation",), session_id=sessionId, agent_id=caller.read_agent)
        index = self.searcher.storage
        total = index.count_listed(listing)
        rows = index.listed_items(replace(listing, order="ts", limit=limit, offset=offset))
        return {"observations": [_public_obs(obs) for _, _, obs in rows], "total": total}

    def timeline(self, caller: Caller, sessionId: str | None = None, project: str | None = None,
                 before: str | float | None = None, after: str | float | None = None, limit: int = 200) -> dict:
        if not sessionId and not project:
            raise BadRequest("timeline needs sessionId or project", field="sessionId")
        after_ts = parse_time(after, "after", None)
        # Without `after` the page ends at `before` (or now): the latest `limit` events, so a busy project's
        # timeline shows what just happened and paging back with `before` finds the ones just before.
        latest = after_ts is None
        rows = self.searcher.storage.listed_items(DocListing(
            kinds=("observation", "memory"), session_id=sessionId or None, project=project or None,
            before_ts=parse_time(before, "before", None),  # None or "": no bound (0 is 1970, a bound)
            after_ts=after_ts, agent_id=caller.read_agent, order="ts_desc" if latest else "ts", limit=limit))
        if latest:
            rows = rows[::-1]  # chronological, as with `after`
        events = []
        for kind, _, v in rows:
            if kind == "memory" and not memory_visible(v, self.clock()):
                continue
            events.append({"kind": kind, **(_public_obs(v) if kind == "observation" else v)})
        return {"events": events}


def _public_session(sess: dict) -> dict:
    return {k: v for k, v in sess.items() if k not in ("recentTurns", "startedTs", "profiled")}


def _public_obs(obs: dict) -> dict:
    return {k: v for k, v in obs.items() if k not in ("prevTexts", "contentHash", "sections")}
