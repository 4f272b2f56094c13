"""Project profiles: what a project is about, kept up to date on every write.

A profile is one KV row per (project, agent) in `KV.profiles`, updated in the
same transaction as each observation (`update_profile`) and each new session
(`count_session`), so reading it is one key-range lookup, never a recount.
Rows are per agent so the isolated agent scope can read only its own; a shared
read merges the agents' rows (a handful per project).

A single observation does not rewrite its profile row (tens of KB once the counters fill):
it adds a small delta row (`KV.profile_deltas`, keyed by the profile and the observation's
index id) in its own transaction. Deltas are folded into the row, in index order, by the next
transaction that loads the profile (a batch, a new session, a recount), by the maintenance
timer (`fold_profile_deltas`), and in memory by every read (`read_profiles`), so a read never
lags the data and a fold gives exactly what immediate increments would have given.

Counters (concepts, files, languages, tools, types) are bounded: when one grows
past `CAP * 1.25` entries it is cut back to the `CAP` most frequent. The slack
lets a new name accumulate a few counts before it competes with old ones.
`rebuild_profiles` replays the stored data through the same functions, so a
recount gives exactly what the increments gave (and forget uses it, so a
forgotten observation leaves no trace in the profile).
"""
from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Iterable

from ...errors import NotFound
from ...search.storage import DocListing
from ...store import Query, Tx
from ..base import Service
from ..common import Caller, iso
from ..ingest.textscan import FIELD_NAMES, LANGUAGES, noise_path  # LANGUAGES: the one extension -> language table

if TYPE_CHECKING:
    from ...search.storage import SearchStorage
    from ...store.sqlite_repos import Repositories

CAP = 200  # entries kept per counter
SLACK = CAP // 4  # extra entries tolerated before a cut
RECENT = 5  # recent decisions / errors kept
COUNTERS = ("concepts", "files", "languages", "tools", "types")
_SEP = "\x1f"  # between project and agent in the key: never typed in a project name

# Profiles read in the current write transaction: a batch of 1000 observations of
# one project parses the row once instead of 1000 times. Keyed weakly by the Tx,
# so the cache dies with its transaction (and a rollback leaves nothing behind).
_TX_CACHE: "weakref.WeakKeyDictionary[Tx, dict[str, dict]]" = weakref.WeakKeyDictionary()
# Transactions whose profile writes wait for `flush_profiles` (a batch): the keys changed so far.
_DEFERRED: "weakref.WeakKeyDictionary[Tx, set[str]]" = weakref.WeakKeyDictionary()


def profile_key(project: str, agent_id: str | None) -> str:
    return f"{project}{_SEP}{agent_id or ''}"


def empty_profile(project: str, agent_id: str | None) -> dict:
    return {"project": project, "agentId": agent_id, "sessionCount": 0, "observationCount": 0,
            "firstTs": None, "lastTs": None, **{c: {} for c in COUNTERS}, "decisions": [], "errors": []}


def language_of(path: str) -> str | None:
    name = path.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]
    if "." not in name:
        return None
    return LANGUAGES.get(name.rsplit(".", 1)[1].lower())


def _bump(counter: dict[str, int], names: Iterable[str]) -> None:
    for name in names:
        if name:
            counter[name] = counter.get(name, 0) + 1
    if len(counter) > CAP + SLACK:
        keep = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))[:CAP]
        counter.clear()
        counter.update(keep)


def _touch(prof: dict, ts: float | None) -> None:
    if not isinstance(ts, (int, float)) or isinstance(ts, bool):
        return
    prof["firstTs"] = ts if prof["firstTs"] is None else min(prof["firstTs"], ts)
    prof["lastTs"] = ts if prof["lastTs"] is None else max(prof["lastTs"], ts)


def _recent(items: list[dict], entry: dict) -> list[dict]:
    """The RECENT newest entries by (ts, id): the same result whatever the arrival order."""
    merged = {e["id"]: e for e in items}
    merged[entry["id"]] = entry
    num = lambda v: v if isinstance(v, (int, float)) and not isinstance(v, bool) else 0  # noqa: E731
    return sorted(merged.values(), key=lambda e: (num(e.get("ts")), str(e["id"])))[-RECENT:]


def apply_observation(prof: dict, obs: dict) -> None:
    """Add one observation to a profile (pure: no I/O)."""
    prof["observationCount"] += 1
    _touch(prof, obs.get("ts"))
    def listed(key: str) -> list[str]:
        value = obs.get(key)
        return [x for x in value if isinstance(x, str)] if isinstance(value, list) else []
    files = [f for f in listed("files") if not noise_path(f)]  # system and dependency paths are not hot files
    _bump(prof["concepts"], [c for c in listed("concepts") if c.lower() not in FIELD_NAMES])
    _bump(prof["files"], files)
    _bump(prof["languages"], (language_of(f) for f in files))
    _bump(prof["tools"], [obs["toolName"]] if isinstance(obs.get("toolName"), str) else [])
    _bump(prof["types"], [obs["type"] if isinstance(obs.get("type"), str) else "note"])
    kind = {"decision": "decisions", "error": "errors"}.get(obs.get("type"))
    if kind:
        entry = {"id": obs["id"], "sessionId": obs.get("sessionId"), "title": obs.get("title") or "",
                 "ts": obs.get("ts")}
        prof[kind] = _recent(prof[kind], entry)


def apply_session(prof: dict, sess: dict) -> None:
    prof["sessionCount"] += 1
    _touch(prof, sess.get("startedTs"))


# ---------------------------------------------------------------- write side (in the caller's transaction)
_DELTA_FIELDS = ("id", "sessionId", "title", "ts", "type", "toolName", "concepts", "files")


def _delta_range(key: str) -> tuple[str, str]:
    """[lo, hi) of the delta keys of one profile key (`key` + SEP + zero-padded index id)."""
    return key + _SEP, key + chr(ord(_SEP) + 1)


def _pending_deltas(repos: Repositories, key: str) -> list[tuple[str, dict]]:
    return repos.profile_deltas.key_range(*_delta_range(key))


def _load(tx: Tx, project: str, agent_id: str | None) -> dict:
    """The profile as of this transaction, pending deltas folded in (and deleted: the caller saves)."""
    cache = _TX_CACHE.setdefault(tx, {})
    key = profile_key(project, agent_id)
    prof = cache.get(key)
    if prof is None:
        prof = tx.profiles.get(key) or empty_profile(project, agent_id)
        deltas = _pending_deltas(tx, key)
        for _, delta in deltas:
            apply_observation(prof, delta)
        if deltas:  # the deltas read, not the range: another writer's new delta stays pending
            tx.profile_deltas.delete_keys(k for k, _ in deltas)
        cache[key] = prof
    return prof


def _save(tx: Tx, prof: dict) -> None:
    key = profile_key(prof["project"], prof["agentId"])
    if tx in _DEFERRED:
        _DEFERRED[tx].add(key)
    else:
        tx.profiles.put(key, prof)


def defer_profiles(tx: Tx) -> None:
    """Hold this transaction's profile writes until `flush_profiles` (call it before the commit)."""
    _DEFERRED[tx] = set()


def flush_profiles(tx: Tx) -> None:
    """Write the profiles changed since `defer_profiles`: a batch serialises each profile once."""
    cache = _TX_CACHE.get(tx, {})
    for key in sorted(_DEFERRED.pop(tx, set())):
        tx.profiles.put(key, cache[key])


def count_session(tx: Tx, sess: dict) -> None:
    """Count a session once in its project's profile (the session row remembers it was counted)."""
    if sess.get("profiled") or not sess.get("project"):
        return
    prof = _load(tx, sess["project"], sess.get("agentId"))
    apply_session(prof, sess)
    _save(tx, prof)
    sess["profiled"] = True
    tx.sessions.put(sess["sessionId"], sess)


def update_profile(tx: Tx, obs: dict, sess: dict | None = None, order: int = 0) -> None:
    """Add a stored observation (and, the first time, its session) to the project profile.

    `order` is the observation's index id: deltas fold in that order, the order a recount uses.
    Trigger: a single observation, outside a batch. Why: rewriting the whole profile row per
    observation made it the largest write of `observe`. Outcome: a small delta row instead.
    """
    if not obs.get("project"):
        return
    if sess is not None:
        count_session(tx, sess)
    key = profile_key(obs["project"], obs.get("agentId"))
    if tx in _DEFERRED or key in _TX_CACHE.get(tx, {}):  # the row is loaded here anyway
        prof = _load(tx, obs["project"], obs.get("agentId"))
        apply_observation(prof, obs)
        _save(tx, prof)
        return
    tx.profile_deltas.put(f"{key}{_SEP}{order:015d}", {f: obs[f] for f in _DELTA_FIELDS if f in obs})


def fold_profile_deltas(tx: Tx, limit_keys: int = 100) -> int:
    """Fold pending deltas into their profile rows (the maintenance timer calls this); returns how
    many profiles were written."""
    keys = {k.rsplit(_SEP, 1)[0] for k in tx.profile_deltas.keys(Query().by_key())}
    done = 0
    for key in sorted(keys)[:limit_keys]:
        project, agent = key.split(_SEP, 1)
        _save(tx, _load(tx, project, agent or None))
        done += 1
    return done


def rebuild_profiles(tx: Tx, project: str, index: SearchStorage) -> dict[str, dict]:
    """Recount every profile of `project` from the stored sessions and observations (listed, in index
    order, through the search index's rows: `index`)."""
    _TX_CACHE.pop(tx, None)
    _DEFERRED.pop(tx, None)  # a recount supersedes any pending increments
    lo, hi = project + _SEP, project + chr(ord(_SEP) + 1)
    tx.profiles.delete_key_range(lo, hi)
    tx.profile_deltas.delete_key_range(lo, hi)  # the recount supersedes pending deltas too
    profiles: dict[str, dict] = {}

    def prof_for(agent: str | None) -> dict:
        return profiles.setdefault(agent or "", empty_profile(project, agent))

    for sess in tx.sessions.find(Query().eq("project", project)):
        if isinstance(sess, dict):
            apply_session(prof_for(sess.get("agentId")), sess)
    for _, _, obs in index.listed_items(DocListing(kinds=("observation",), project=project, order="id"), tx):
        if isinstance(obs, dict) and obs.get("id"):
            apply_observation(prof_for(obs.get("agentId")), obs)
    for prof in profiles.values():
        _save(tx, prof)
    return profiles


# ---------------------------------------------------------------- read side
def read_profiles(repos: Repositories, project: str, agent_id: str | None = None) -> list[dict]:
    """The profile rows of a project (only `agent_id`'s when given), pending deltas applied
    (`repos`: this thread's reader, or a transaction)."""
    if agent_id is not None:
        key = profile_key(project, agent_id)
        value = repos.profiles.get(key)
        rows = [(key, value)] if value is not None else []
    else:
        rows = repos.profiles.key_range(project + _SEP, project + chr(ord(_SEP) + 1))
    out = []
    for key, prof in rows:
        if not isinstance(prof, dict) or prof.get("project") != project:
            continue
        for _, delta in _pending_deltas(repos, key):
            apply_observation(prof, delta)
        out.append(prof)
    return out


def merge_profiles(project: str, profiles: list[dict]) -> dict:
    out = empty_profile(project, None)
    for p in profiles:
        out["sessionCount"] += p.get("sessionCount", 0)
        out["observationCount"] += p.get("observationCount", 0)
        for ts in (p.get("firstTs"), p.get("lastTs")):
            _touch(out, ts)
        for c in COUNTERS:
            for name, n in (p.get(c) or {}).items():
                out[c][name] = out[c].get(name, 0) + n
        for kind in ("decisions", "errors"):
            for e in p.get(kind) or []:
                out[kind] = _recent(out[kind], e)
    return out


def _top(counter: dict[str, int], limit: int, label: str = "name", skip=lambda name: False) -> list[dict]:
    """The `limit` most frequent names; `skip` leaves out what rows stored before a filter existed still hold."""
    ranked = sorted(((k, n) for k, n in counter.items() if not skip(k)), key=lambda kv: (-kv[1], kv[0]))
    return [{label: k, "count": n} for k, n in ranked[:limit]]


def public_profile(prof: dict, limit: int = 20) -> dict:
    recent = lambda es: [{"id": e["id"], "sessionId": e.get("sessionId"), "title": e.get("title"),  # noqa: E731
                          "timestamp": iso(e.get("ts"))} for e in reversed(es)]
    return {"project": prof["project"], "sessionCount": prof["sessionCount"],
            "observationCount": prof["observationCount"], "firstActivity": iso(prof["firstTs"]),
            "lastActivity": iso(prof["lastTs"]),
            "topConcepts": _top(prof["concepts"], limit, skip=lambda c: c.lower() in FIELD_NAMES),
            "topFiles": _top(prof["files"], limit, "path", skip=noise_path), "languages": _top(prof["languages"], limit),
            "tools": _top(prof["tools"], limit), "types": dict(sorted(prof["types"].items())),
            "recentDecisions": recent(prof["decisions"]), "recentErrors": recent(prof["errors"])}


def profile_markdown(p: dict, items: int = 8) -> list[str]:
    """Compact bullet lines of a public profile, most useful first (for context compilation)."""
    names = lambda xs: ", ".join(x.get("name") or x.get("path") for x in xs[:items])  # noqa: E731
    plural = lambda n, word: f"{n} {word}" + ("" if n == 1 else "s")  # noqa: E731
    lines = [f"- Activity: {plural(p['sessionCount'], 'session')}, {plural(p['observationCount'], 'observation')}"
             f" ({(p['firstActivity'] or '')[:10]} to {(p['lastActivity'] or '')[:10]})"]
    if p["languages"]:
        lines.append(f"- Languages: {names(p['languages'])}")
    if p["topConcepts"]:
        lines.append(f"- Key concepts: {names(p['topConcepts'])}")
    if p["topFiles"]:
        lines.append(f"- Hot files: {names(p['topFiles'])}")
    if p["tools"]:
        lines.append(f"- Tools used: {names(p['tools'])}")
    for label, key in (("Recent decision", "recentDecisions"), ("Recent error", "recentErrors")):
        for e in p[key][:3]:
            lines.append(f"- {label}: {e['title']}")
    return lines


class Profiles(Service):
    def fold_profiles(self) -> int:
        """Fold pending profile deltas into their rows (maintenance; before an export)."""
        if not self.store.reader().profile_deltas.exists():
            return 0
        with self.store.write() as tx:
            return fold_profile_deltas(tx)

    def profile(self, caller: Caller, project: str, limit: int = 20) -> dict:
        rows = read_profiles(self.store.reader(), project, caller.read_agent)
        if not rows:
            raise NotFound(f"no activity recorded for project {project}", project=project)
        return {"profile": public_profile(merge_profiles(project, rows), limit)}

    def project_profile(self, caller: Caller, project: str) -> dict | None:
        rows = read_profiles(self.store.reader(), project, caller.read_agent)
        return public_profile(merge_profiles(project, rows)) if rows else None

