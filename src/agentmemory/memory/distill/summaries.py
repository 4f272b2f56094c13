"""Session summaries: a deterministic digest of what happened in one session.

Built from the stored observations alone (no LLM), so the same session always
gives the same summary: the first prompt, counts by observation type, the
files touched, decisions and errors, and the project's open actions. Stored in
`KV.summaries` under the session id when the session ends or on request, and
read back by context compilation ("recent sessions").
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...store import KV, Query, Reader, Tx
from ..admin.profile import rebuild_profiles
from ..base import Service, Shared
from ..common import Caller, iso

if TYPE_CHECKING:
    from ..records.graph import Graph

MAX_FILES = 15
MAX_LISTED = 10  # decisions, errors and actions listed
PROMPT_CHARS = 300
_DONE = frozenset({"done", "completed", "complete", "closed", "cancelled", "canceled", "deleted", "resolved"})
_USER_ROLES = frozenset({"user", "human"})


def _num(v) -> float:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else 0.0


def clip_words(text: str, limit: int) -> str:
    """`text` on one line, at most `limit` characters, cut at a word boundary."""
    text = " ".join((text or "").split())
    if len(text) <= limit:
        return text
    cut = text[:limit - 1].rsplit(" ", 1)[0]
    return cut + "…"


def _first_prompt(observations: list[dict]) -> str | None:
    for obs in observations:
        if obs.get("type") == "prompt":
            return clip_words(obs.get("narrative") or obs.get("title") or "", PROMPT_CHARS)
    for obs in observations:  # no prompt hook: the first thing the user said
        data = obs.get("data") if isinstance(obs.get("data"), dict) else {}
        role = str(data.get("speaker") or data.get("role") or "").lower()
        if obs.get("type") == "conversation" and role in _USER_ROLES:
            text = obs.get("narrative") or ""
            return clip_words(text.split(": ", 1)[-1], PROMPT_CHARS)
    return None


def open_actions(repos: Tx | Reader, project: str, caller: Caller, limit: int = MAX_LISTED) -> list[dict]:
    """Open actions of a project (`repos`: a transaction's or a reader's), read defensively (the actions
    module owns their shape)."""
    try:
        rows = repos.actions.items(Query().eq("project", project))
    except Exception:  # a malformed row must not break a summary  # pragma: no cover
        return []
    out = []
    for key, act in rows:
        if not isinstance(act, dict) or act.get("deleted") or act.get("deletedAt") or not caller.sees(act):
            continue
        if str(act.get("status") or "open").lower() in _DONE:
            continue
        title = act.get("title") or act.get("content") or act.get("text") or act.get("description") or key
        out.append({"id": act.get("id") or key, "title": clip_words(str(title), 200),
                    "status": act.get("status") or "open", "priority": act.get("priority"),
                    "_order": (str(act.get("createdAt") or ""), str(act.get("id") or key))})
    out.sort(key=lambda a: a["_order"])
    for a in out:
        del a["_order"]
    return out[:limit]


def build_summary(observations: list[dict], sess: dict, actions: list[dict], now: float) -> dict:
    """The summary of a session (pure). `observations` in session order."""
    counts = Counter(o.get("type") or "note" for o in observations)
    files = Counter(f for o in observations for f in (o.get("files") or []) if isinstance(f, str))
    pick = lambda t: [{"id": o["id"], "title": clip_words(o.get("title") or "", 200)}  # noqa: E731
                      for o in observations if o.get("type") == t][-MAX_LISTED:]
    ts = [o["ts"] for o in observations if isinstance(o.get("ts"), (int, float))]
    summary = {
        "sessionId": sess["sessionId"], "project": sess.get("project"), "agentId": sess.get("agentId"),
        "title": sess.get("title"), "startedAt": sess.get("startedAt"), "endedAt": sess.get("endedAt"),
        "firstActivity": iso(min(ts)) if ts else None, "lastActivity": iso(max(ts)) if ts else None,
        "firstPrompt": _first_prompt(observations), "observationCount": len(observations),
        "counts": dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))),
        "files": [f for f, _ in sorted(files.items(), key=lambda kv: (-kv[1], kv[0]))[:MAX_FILES]],
        "decisions": pick("decision"), "errors": pick("error"), "openActions": actions,
        "createdAt": iso(now), "createdTs": now,
    }
    summary["text"] = summary_text(summary)
    return summary


def summary_text(s: dict) -> str:
    """One compact paragraph, most telling facts first (sentences, so it trims cleanly)."""
    day = (s.get("startedAt") or s.get("firstActivity") or "")[:10]
    head = f"Session {s['sessionId']}" + (f" ({day})" if day else "") + (f" \"{s['title']}\"" if s.get("title") else "")
    n = s["observationCount"]
    parts = [f"{head}: {n} observation{'' if n == 1 else 's'}."]
    if s.get("firstPrompt"):
        prompt = s["firstPrompt"]
        parts.append(f"Started with: {prompt}" + ("" if prompt.endswith((".", "!", "?", "…")) else "."))
    if s["decisions"]:
        parts.append("Decisions: " + "; ".join(d["title"] for d in s["decisions"]) + ".")
    if s["errors"]:
        parts.append("Errors: " + "; ".join(e["title"] for e in s["errors"]) + ".")
    if s["files"]:
        parts.append("Files: " + ", ".join(s["files"][:8]) + ".")
    if s["counts"]:
        parts.append("Activity: " + ", ".join(f"{n} {t}" for t, n in list(s["counts"].items())[:6]) + ".")
    if s["openActions"]:
        parts.append("Open actions: " + "; ".join(a["title"] for a in s["openActions"][:5]) + ".")
    return " ".join(parts)


class Summaries(Service):
    def __init__(self, shared: Shared, *, graph: Graph):
        super().__init__(shared)
        self.graph = graph

    def summarize(self, caller: Caller, sessionId: str) -> dict:
        with self.store.write(caller.agent_id) as tx:
            sess = caller.check_session(tx.get(KV.sessions, sessionId), sessionId)
            summary = self.store_summary(tx, caller, sess)
        return {"summary": summary}

    def store_summary(self, tx: Tx, caller: Caller, sess: dict) -> dict:
        """Build and store the session's summary inside the caller's write transaction."""
        observations = sorted((o for o in tx.observations(sess["sessionId"]).find() if isinstance(o, dict)),
                              key=lambda o: (_num(o.get("seq")), _num(o.get("ts"))))
        actions = open_actions(tx, sess.get("project") or "", caller) if sess.get("project") else []
        summary = build_summary(observations, sess, actions, self.clock())
        tx.put(KV.summaries, sess["sessionId"], summary)
        tx.audit("session.summarize", KV.summaries, sess["sessionId"], {"observations": len(observations)})
        tx.emit("summary.created", {"sessionId": sess["sessionId"], "project": sess.get("project")})
        return summary

    def after_session_forget(self, tx: Tx, caller: Caller, sess: dict, deleted: list[str], whole: bool) -> None:
        """Leave no trace of forgotten observations: relations, summary and project profile follow."""
        if deleted:
            self.graph.drop_relations(tx, deleted)
        if whole:
            tx.delete(KV.summaries, sess["sessionId"])
        elif deleted and tx.get(KV.summaries, sess["sessionId"]) is not None:
            self.store_summary(tx, caller, sess)
        if (deleted or whole) and sess.get("project"):
            rebuild_profiles(tx, sess["project"], self.searcher.storage)

    def recent_summaries(self, caller: Caller, project: str, exclude: str | None = None,
                          limit: int = 5) -> list[dict]:
        """Newest sessions of the project with their summary (a stub for sessions never summarised)."""
        if project is None:
            # Trigger: a session stored without a project. Why: no session matches a missing project
            # (the listing would read None as "no filter"). Outcome: no recent sessions.
            return []
        reader = self.store.reader()
        # Walks the (scope, startedAt) index newest first and stops after limit+1 matches.
        rows = reader.sessions.recent_items(project, caller.read_agent, limit + 1)
        sessions = [{**s, "sessionId": k} for k, s in rows if k != exclude and isinstance(s, dict)][:limit]
        found = reader.summaries.get_many([s["sessionId"] for s in sessions])
        out = []
        for sess in sessions:
            summary = found.get(sess["sessionId"])
            if not isinstance(summary, dict) or summary.get("project") != project:
                day = (sess.get("startedAt") or "")[:10]
                title = f" \"{sess['title']}\"" if sess.get("title") else ""
                summary = {"sessionId": sess["sessionId"], "project": project, "stub": True,
                           "text": f"Session {sess['sessionId']} ({day}){title}: "
                                   f"{sess.get('observationCount', 0)} observations, not summarised yet."}
            out.append(summary)
        return out
