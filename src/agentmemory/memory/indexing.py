"""How each kind of stored item becomes a searchable row (search_docs + FTS).

One function per kind, used by the write paths and by import, so an imported
item is indexed exactly like a freshly written one.
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Callable

from ..search import ranking
from ..search.asked import everyday
from ..search.hybrid import Searcher
from ..store import KV, Tx


#: Every kind of search row (the `*_doc` builders below): what search and smart-search take as `kinds`.
DOC_KINDS = ("observation", "section", "memory", "lesson", "crystal", "episode", "fact", "typed", "doc")


def observation_doc(obs: dict, prev_texts: list[str] | None = None) -> dict:
    """Search row of an observation. Conversation turns carry their neighbour and date as context, and
    the everyday categories of the things they name as tags (search/asked/everyday.py)."""
    when = datetime.fromtimestamp(obs.get("ts") or 0, tz=timezone.utc)
    body = obs.get("narrative") or ""
    tags = list(obs.get("concepts") or []) + list(obs.get("files") or [])
    if obs.get("type") == "conversation":
        context = ranking.turn_context(prev_texts if prev_texts is not None else obs.get("prevTexts", []), when)
        tags += everyday.categories("\n".join([body, *(obs.get("facts") or [])]))  # the facts: a shared image's caption
    else:
        context = "\n".join(obs.get("facts") or [])
    if obs.get("sections"):  # the file's text is searched per section (`section_docs`), not whole
        body = body.split("\n", 1)[0]
    return dict(kind="observation", item_id=obs["id"], scope=KV.obs(obs["sessionId"]), project=obs.get("project"),
                agent_id=obs.get("agentId"), session_id=obs["sessionId"], ts=float(obs.get("ts") or 0),
                seq=int(obs.get("seq") or 0), importance=float(obs.get("importance") or 5),
                title=obs.get("title") or "", body=body, context=context, tags=" ".join(tags),
                superseded_by=_opt(obs.get("supersededBy")), files=file_names(obs.get("files")))


def file_names(files) -> tuple[str, ...]:
    """The last part of each path in `files` (the supersede lookback finds an observation by the name of a file it
    names: search_doc_files), once each."""
    names = (f.rsplit("/", 1)[-1] for f in files or () if isinstance(f, str))
    return tuple(dict.fromkeys(n for n in names if n))


SECTION_SEP = "#"  # a section's item id: "<observation id>#<n>"


def section_docs(obs: dict) -> list[dict]:
    """Search rows of a large file read's or write's sections: the file's path and line range as
    title, the section's text as body, found and ranked on their own (kind "section")."""
    out = []
    for n, sec in enumerate(obs.get("sections") or []):
        if not isinstance(sec, dict) or not isinstance(sec.get("text"), str):
            continue
        where = f"{sec.get('path') or ''} lines {sec.get('lineStart')}-{sec.get('lineEnd')}"
        out.append(dict(kind="section", item_id=f"{obs['id']}{SECTION_SEP}{n}", scope=KV.obs(obs["sessionId"]),
                        project=obs.get("project"), agent_id=obs.get("agentId"), session_id=obs["sessionId"],
                        ts=float(obs.get("ts") or 0), seq=int(obs.get("seq") or 0),
                        importance=float(obs.get("importance") or 5), title=where, body=sec["text"],
                        context=obs.get("title") or "", tags=" ".join(obs.get("files") or []),
                        superseded_by=_opt(obs.get("supersededBy"))))
    return out


def put_observation(searcher: Searcher, tx: Tx, obs: dict, embed: bool = True) -> int:
    """Index an observation and its sections; returns the observation row's id."""
    doc_id = searcher.put(tx, **observation_doc(obs), embed=embed)
    for doc in section_docs(obs):
        searcher.put(tx, **doc, embed=embed)
    return doc_id


def memory_doc(mem: dict) -> dict:
    tags = " ".join(list(mem.get("concepts") or []) + list(mem.get("files") or []))
    return dict(kind="memory", item_id=mem["id"], scope=KV.memories, project=mem.get("project"),
                agent_id=mem.get("agentId"), session_id=None, ts=float(mem.get("createdTs") or 0), seq=0,
                importance=float(mem.get("importance") or 5), confidence=float(mem.get("trust", 0.5)),
                title=mem.get("title") or "",
                body=mem.get("content") or "", context=mem.get("type") or "", tags=tags,
                superseded_by=_opt(mem.get("supersededBy")) if mem.get("isLatest", True) else None)


def lesson_doc(lesson: dict) -> dict | None:
    """Search row of a lesson; soft-deleted lessons are not searchable. Importance follows confidence."""
    if lesson.get("deleted"):
        return None
    return dict(kind="lesson", item_id=lesson["id"], scope=KV.lessons, project=lesson.get("project"),
                agent_id=lesson.get("agentId"), session_id=None, ts=float(lesson.get("createdTs") or 0), seq=0,
                importance=1 + 9 * float(lesson.get("confidence") or 0),
                confidence=float(lesson.get("confidence") or 0), title="",
                body=lesson.get("content") or "", context=lesson.get("context") or "",
                tags=" ".join(lesson.get("tags") or []), superseded_by=_opt(lesson.get("supersededBy")))


def crystal_doc(crystal: dict) -> dict:
    """Search row of a session crystal (memory/crystals.py): dated by the session it digests."""
    context = "\n".join(list(crystal.get("keyOutcomes") or []) + list(crystal.get("decisions") or [])
                        + list(crystal.get("lessons") or []) + list(crystal.get("errors") or []))
    return dict(kind="crystal", item_id=crystal["id"], scope=KV.crystals, project=crystal.get("project"),
                agent_id=crystal.get("agentId"), session_id=crystal.get("sessionId"),
                ts=float(crystal.get("lastObservationTs") or crystal.get("createdTs") or 0), seq=0, importance=7.0,
                title=crystal.get("title") or "", body=crystal.get("narrative") or "", context=context,
                tags=" ".join(crystal.get("files") or []))


def _num(value, default: float = 0.0) -> float:
    """A stored number read defensively (imported items may carry anything)."""
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else default


def _opt(value) -> str | None:
    return value if isinstance(value, str) else None


def _strs(values) -> list[str]:
    return [v for v in values if isinstance(v, str)] if isinstance(values, list) else []


def episode_doc(ep: dict) -> dict | None:
    """Search row of an episode (memory/distill/episodes.py): dated by the last turn it covers."""
    if not isinstance(ep.get("id"), str):
        return None
    summary = str(ep.get("summary") or "")
    return dict(kind="episode", item_id=ep["id"], scope=KV.episodes, project=_opt(ep.get("project")),
                agent_id=_opt(ep.get("agentId")), session_id=_opt(ep.get("sessionId")),
                ts=_num(ep.get("lastObservationTs")) or _num(ep.get("createdTs")), seq=0,
                importance=1 + 9 * min(1.0, max(0.0, _num(ep.get("salience"), 0.5))),
                title="Episode: " + " ".join(summary.split())[:100], body=summary,
                context="\n".join(_strs(ep.get("decisions")) + _strs(ep.get("actionItems"))),
                tags=" ".join(_strs(ep.get("topics")) + _strs(ep.get("entities"))))


def fact_doc(fact: dict) -> dict | None:
    """Search row of a pinned fact (memory/distill/episodes.py): its text, more important as it is salient."""
    if not isinstance(fact.get("id"), str) or not isinstance(fact.get("text"), str):
        return None
    return dict(kind="fact", item_id=fact["id"], scope=KV.facts, project=_opt(fact.get("project")),
                agent_id=_opt(fact.get("agentId")), session_id=None,
                ts=_num(fact.get("lastSeenTs")) or _num(fact.get("createdTs")), seq=0,
                importance=1 + 9 * min(1.0, max(0.0, _num(fact.get("salience"), 0.5))), title="",
                body=fact["text"], context=str(fact.get("kind") or ""), tags="")


def typed_doc(item: dict) -> dict | None:
    """Search row of a typed memory (memory/typed.py): its rendered content, L1 overview as context."""
    if not isinstance(item.get("id"), str):
        return None
    return dict(kind="typed", item_id=item["id"], scope=KV.typed, project=_opt(item.get("project")),
                agent_id=_opt(item.get("agentId")), session_id=None, ts=_num(item.get("updatedTs")), seq=0,
                importance=6.0, title=f"{item.get('type')}: {item.get('key')}", body=str(item.get("content") or ""),
                context=str(item.get("overview") or ""), tags=str(item.get("type") or ""))


def doc_chunk_doc(chunk: dict) -> dict | None:
    """Search row of a document-folder chunk (memory/sources/): dated by its file's mtime, ordered by line."""
    if not isinstance(chunk.get("id"), str):
        return None
    rel = str(chunk.get("relPath") or "")
    return dict(kind="doc", item_id=chunk["id"], scope=KV.docs, project=_opt(chunk.get("project")), agent_id=None,
                session_id=None, ts=_num(chunk.get("mtime")), seq=int(_num(chunk.get("lineStart"))), importance=5.0,
                title=str(chunk.get("title") or ""), body=str(chunk.get("content") or ""), context=rel,
                tags=" ".join(rel.replace("/", " ").replace(".", " ").replace("_", " ").split()))


# scope -> (matches(scope), doc builder); the builder may return None for items that are not searchable
INDEXERS: list[tuple[Callable[[str], bool], Callable[[dict], dict | None]]] = [
    (lambda scope: scope.startswith(KV.OBS_PREFIX), observation_doc),
    (lambda scope: scope == KV.memories, memory_doc),
    (lambda scope: scope == KV.lessons, lesson_doc),
    (lambda scope: scope == KV.crystals, crystal_doc),
    (lambda scope: scope == KV.episodes, episode_doc),
    (lambda scope: scope == KV.facts, fact_doc),
    (lambda scope: scope == KV.typed, typed_doc),
    (lambda scope: scope == KV.docs, doc_chunk_doc),
]


def reindex_item(searcher: Searcher, tx: Tx, scope: str, value: dict, embed: bool = True) -> None:
    """Index a stored value by its scope (no-op for scopes that are not searchable)."""
    if scope.startswith(KV.OBS_PREFIX):
        put_observation(searcher, tx, value, embed)
        return
    for matches, build in INDEXERS:
        if matches(scope):
            doc = build(value)
            if doc is not None:
                searcher.put(tx, **doc, embed=embed)
            return
