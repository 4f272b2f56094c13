"""Relations between stored items, and the knowledge graph drawn from them.

Relations are typed, weighted edges between any two stored items (memories,
observations, lessons, actions), kept in `KV.relations` under an id derived
from (from, type, to), so creating the same relation twice updates it.
`remember` adds `supersedes` and `contradicts` relations on its own.

The graph of a project is assembled per request from what is already stored:
projects and folders (session cwd and file paths, each folder linked to its
parent), concepts and files of observations and memories (co-occurrence gives
weighted edges), memories, and the explicit relations. It is capped to the
heaviest `limit` nodes so a dashboard can lay it out quickly.
"""
from __future__ import annotations

import hashlib
import posixpath
import re
from collections import Counter
from typing import Any, Iterable

from ...errors import Invalid, NotFound
from ...search.storage import DocListing
from ...search.text import words
from ...store import KV, Query, Tx
from ..base import Service
from ..common import Caller, iso
from .memories import memory_visible, text_similarity

RELATION_TYPES = ("supersedes", "contradicts", "relates_to", "derived_from", "mentions")
GRAPH_OBSERVATIONS = 5000  # newest observations the graph is drawn from (bounded work per request)
PAIRS_PER_ITEM = 6  # concepts of one item paired for co-occurrence (6 -> 15 pairs)
CONTRADICT_AT = 0.4  # similarity above which a negated restatement is a contradiction
MAX_CONTRADICTS = 3

# Negation markers: a memory that has one of these while a similar one lacks it says the opposite.
_NEGATIONS = frozenset("not no never none nobody nothing neither nor cannot without stop stopped avoid "
                       "dont doesnt didnt isnt arent wasnt werent wont cant couldnt shouldnt wouldnt "
                       "mustnt hasnt havent hadnt".split())
_NEG_PHRASES = ("no longer", "not anymore", "instead of")
def negated(text: str) -> bool:
    low = text.lower()
    joined = set(words(low.replace("'", "").replace("’", "")))  # "don't" -> "dont"
    return bool(joined & _NEGATIONS) or any(p in low for p in _NEG_PHRASES)


def relation_id(src: str, rel_type: str, dst: str) -> str:
    return "rel_" + hashlib.sha1(f"{src}\x00{rel_type}\x00{dst}".encode()).hexdigest()[:20]


def _as_list(value: Any) -> list:
    """A stored field as a list ([] for anything else: stored values are not all ours)."""
    return value if isinstance(value, list) else []


def _norm_path(path: str, cwd: str | None) -> str:
    """An absolute, normalised POSIX path when it can be (relative paths are joined to the cwd)."""
    p = path.strip().replace("\\", "/")
    if not p.startswith(("/", "~")) and not re.match(r"^[A-Za-z]:/", p) and isinstance(cwd, str) and cwd:
        p = posixpath.join(cwd.replace("\\", "/"), p)
    norm = posixpath.normpath(p)
    return "" if norm in (".", "/") else norm


def _parents(path: str) -> list[str]:
    """Ancestor folders of `path`, nearest first, without the root."""
    out = []
    head = posixpath.dirname(path)
    while head and head not in ("/", ".", "~") and not re.fullmatch(r"[A-Za-z]:/?", head):
        out.append(head)
        nxt = posixpath.dirname(head)
        if nxt == head:
            break
        head = nxt
    return out


class _Graph:
    """Node and edge accumulator."""

    def __init__(self) -> None:
        self.nodes: dict[str, dict] = {}
        self.edges: dict[tuple[str, str, str], float] = {}

    def node(self, nid: str, ntype: str, label: str, weight: float = 1.0) -> str:
        n = self.nodes.get(nid)
        if n is None:
            self.nodes[nid] = {"id": nid, "type": ntype, "label": label, "weight": weight}
        else:
            n["weight"] += weight
        return nid

    def edge(self, src: str, dst: str, etype: str, weight: float = 1.0) -> None:
        if src != dst:
            key = (src, dst, etype)
            self.edges[key] = max(self.edges.get(key, 0.0), weight)

    def folder(self, path: str, weight: float = 1.0) -> str | None:
        """The folder node of `path` and its ancestors, each linked to its parent; None for no folder."""
        chain = [path] + _parents(path) if path and path not in ("/", ".", "~") else []
        child = None
        for folder in chain:
            fid = self.node("folder:" + folder, "folder", posixpath.basename(folder) or folder, weight)
            if child is not None:
                self.edge(fid, child, "contains")
            child = fid
        return "folder:" + chain[0] if chain else None

    def file(self, path: str, cwd: str | None, weight: float = 1.0) -> str | None:
        norm = _norm_path(path, cwd)
        if not norm:
            return None
        fid = self.node("file:" + norm, "file", posixpath.basename(norm) or norm, weight)
        parent = self.folder(posixpath.dirname(norm), weight)
        if parent:
            self.edge(parent, fid, "contains")
        return fid


class Graph(Service):
    # -- item lookup -----------------------------------------------------------
    def _locate_item(self, item_id: str, tx: Tx | None = None) -> tuple[str, dict] | None:
        """(kind, stored value) of any memory, observation, lesson or action id (read on `tx` in a write)."""
        repos = tx if tx is not None else self.store.reader()
        for repo, kind in ((repos.memories, "memory"), (repos.lessons, "lesson"), (repos.actions, "action")):
            value = repo.get(item_id)
            if value is not None:
                return (kind, value) if isinstance(value, dict) else None
        # Observations live in one scope per session: the search index's row names it.
        refs = self.searcher.storage.listed_refs(
            DocListing(kinds=("observation", "lesson", "memory"), item_ids=(item_id,), limit=1), tx)
        if refs:
            kind, _, scope = refs[0]
            value = repos.items(scope).get(item_id)
            if isinstance(value, dict):
                return kind, value
        return None

    def _visible_item(self, caller: Caller, item_id: str, tx: Tx | None = None) -> tuple[str, dict] | None:
        found = self._locate_item(item_id, tx)
        if found is None:
            return None
        kind, value = found
        if not caller.sees(value) or value.get("deleted") or value.get("deletedAt"):
            return None
        if kind == "memory" and not memory_visible(value, self.clock()):
            return None
        return found

    # -- relations ---------------------------------------------------------------
    def create_relation(self, caller: Caller, src: str, dst: str, type: str, weight: float = 1.0) -> dict:
        if src == dst:
            raise Invalid("a relation needs two different items", field="to")
        with self.store.write(caller.agent_id) as tx:
            ends = []
            for field, item_id in (("from", src), ("to", dst)):
                found = self._visible_item(caller, item_id, tx)
                if found is None:
                    raise NotFound(f"no memory, observation, lesson or action with id {item_id}", field=field,
                                   id=item_id)
                ends.append(found)
            old = tx.get(KV.relations, relation_id(src, type, dst))
            if old is not None:  # the same link posted again rewrites that row (its weight, its agent)
                caller.check_change(old, "relation", old.get("id") or relation_id(src, type, dst))
            rel, created = self.put_relation(tx, caller, src, dst, type, weight, ends[0], ends[1])
        return {"relation": rel, "created": created}

    def put_relation(self, tx: Tx, caller: Caller, src: str, dst: str, rel_type: str, weight: float,
                      src_item: tuple[str, dict], dst_item: tuple[str, dict], auto: bool = False) -> tuple[dict, bool]:
        rid = relation_id(src, rel_type, dst)
        now = self.clock()
        old = tx.get(KV.relations, rid)
        rel = {"id": rid, "from": src, "to": dst, "type": rel_type, "weight": float(weight),
               "fromKind": src_item[0], "toKind": dst_item[0],
               "fromProject": src_item[1].get("project"), "toProject": dst_item[1].get("project"),
               "agentId": caller.agent_id, "auto": auto,
               "createdAt": (old or {}).get("createdAt") or iso(now), "updatedAt": iso(now)}
        tx.put(KV.relations, rid, rel)
        tx.audit("relation.create" if old is None else "relation.update", KV.relations, rid,
                 {"from": src, "to": dst, "type": rel_type})
        tx.emit("relation.created", {"id": rid, "from": src, "to": dst, "type": rel_type})
        return rel, old is None

    def _relations_of(self, ids: Iterable[str] | None = None) -> list[dict]:
        """Stored relations touching any of `ids` (all relations when None)."""
        repo = self.store.reader().relations
        rels = repo.find() if ids is None else repo.touching(list(ids))
        return [r for r in rels if isinstance(r, dict) and isinstance(r.get("from"), str)
                and isinstance(r.get("to"), str) and isinstance(r.get("type"), str)]

    def relations(self, caller: Caller, id: str) -> dict:
        if self._visible_item(caller, id) is None:
            raise NotFound(f"no memory, observation, lesson or action with id {id}", id=id)
        out = []
        for rel in self._relations_of([id]):
            other_id = rel["to"] if rel["from"] == id else rel["from"]
            other = self._visible_item(caller, other_id)
            if other is None or not caller.sees(rel):  # the other end was forgotten, or is not ours to see
                continue
            kind, item = other
            out.append({**{k: rel[k] for k in ("id", "from", "to", "type", "weight", "createdAt")},
                        "direction": "out" if rel["from"] == id else "in",
                        "other": {"id": other_id, "kind": kind, "project": item.get("project"),
                                  "title": item.get("title") or item.get("label") or
                                  str(item.get("content") or item.get("text") or "")[:80]}})
        out.sort(key=lambda r: (r["direction"], r["type"], r["createdAt"] or "", r["id"]))
        return {"id": id, "relations": out}

    def drop_relations(self, tx: Tx, item_ids: list[str]) -> None:
        """Forget the relations of deleted items (one scan of the relations per 400 ids)."""
        tx.relations.delete_touching(item_ids)

    def relate_new_memory(self, tx: Tx, caller: Caller, mem: dict, text: str, candidates: list[dict],
                           qvec: Any, cvecs: Any, superseded: str | None) -> dict:  # cvecs: cosines
        """Relations `remember` creates: supersedes the replaced memory, contradicts negated restatements."""
        out: dict = {}
        item = ("memory", mem)
        if superseded:
            old = tx.get(KV.memories, superseded)
            if old is not None:
                self.put_relation(tx, caller, mem["id"], superseded, "supersedes", 1.0, item, ("memory", old),
                                   auto=True)
        neg = negated(text)
        contradicts = []
        for m, v in zip(candidates, cvecs):
            other = f"{m.get('title') or ''}\n{m['content']}"
            sim = text_similarity(text, other, v)
            # Trigger: a similar memory where exactly one side is negated ("we use X" / "we no longer use X").
            # Why: both would otherwise be served as true. Outcome: a contradicts edge, reported to the caller.
            if sim >= CONTRADICT_AT and negated(other) != neg:
                self.put_relation(tx, caller, mem["id"], m["id"], "contradicts", round(min(1.0, sim), 3), item,
                                   ("memory", m), auto=True)
                contradicts.append({"id": m["id"], "title": m.get("title"), "similarity": round(sim, 3)})
                if len(contradicts) >= MAX_CONTRADICTS:
                    break
        if contradicts:
            out["contradicts"] = contradicts
        return out

    # -- graph ---------------------------------------------------------------------
    def graph(self, caller: Caller, project: str | None = None, limit: int = 300) -> dict:
        """Projects, folders, files, concepts, memories and explicit relations as one node/edge graph."""
        g = _Graph()
        roots = self._graph_projects(g, caller, project)
        items: list[tuple[list[str], list[str | None]]] = []  # (concepts, file node ids) per item
        self._graph_observations(g, items, project, caller.agent_id if caller.isolated else None)
        self._graph_memories(g, items, caller, project, roots)
        self._graph_relations(g, caller, project)
        kept = self._graph_select(g, limit)
        cooc, mentions = _cooccurrence(items, kept)
        return self._graph_shape(g, kept, cooc, mentions, project)

    def _graph_projects(self, g: _Graph, caller: Caller, project: str | None) -> dict[str, Counter]:
        # Projects and their working folders, from sessions.
        srows = self.store.reader().sessions.fields(Query().eq("project", project), "project", "cwd", "agentId")
        roots: dict[str, Counter] = {}
        for proj, cwd, agent in srows:
            if not isinstance(proj, str) or not proj or (caller.isolated and agent != caller.agent_id):
                continue
            if isinstance(cwd, str) and cwd:
                roots.setdefault(proj, Counter())[cwd] += 1
            pid = g.node("project:" + proj, "project", proj)
            fid = g.folder(_norm_path(cwd, None)) if isinstance(cwd, str) and cwd else None
            if fid:
                g.edge(pid, fid, "contains")
        return roots

    def _graph_observations(self, g: _Graph, items: list, project: str | None, agent: str | None) -> None:
        """Observations (the newest, through the index): their concepts and files become nodes;
        co-occurrence is counted later."""
        listing = DocListing(kinds=("observation",), project=project, agent_id=agent, order="ts_desc",
                             limit=GRAPH_OBSERVATIONS)
        for _, _, (proj, cwd, concepts, files) in self.searcher.storage.listed_fields(
                listing, ("project", "cwd", "concepts", "files")):
            cs = [c for c in _as_list(concepts) if isinstance(c, str)]
            fs = [g.file(f, cwd) for f in _as_list(files)[:10] if isinstance(f, str)]
            for c in cs:
                g.node("concept:" + c, "concept", c)
            if proj and isinstance(proj, str):
                g.node("project:" + proj, "project", proj)
            items.append((cs, fs))

    def _graph_memories(self, g: _Graph, items: list, caller: Caller, project: str | None,
                        roots: dict[str, Counter]) -> None:
        # Memories (superseded versions too, lighter: the supersedes edges need both ends).
        for mem in self.store.reader().memories.find(Query().eq("project", project)):
            if (not isinstance(mem, dict) or not mem.get("id") or not caller.sees(mem)
                    or not memory_visible(mem, self.clock())):
                continue
            weight = float(mem.get("importance") or 5) * (1.0 if mem.get("isLatest", True) else 0.5)
            mid = g.node(mem["id"], "memory", mem.get("title") or mem["id"], weight)
            cs = [c.lower() for c in mem.get("concepts") or [] if isinstance(c, str)]
            # A memory has no cwd: its relative paths are taken from its project's usual working folder.
            root = roots[mem["project"]].most_common(1)[0][0] if mem.get("project") in roots else None
            fs = [g.file(f, root) for f in mem.get("files") or [] if isinstance(f, str)]
            for c in cs:
                g.node("concept:" + c, "concept", c)
                g.edge(mid, "concept:" + c, "mentions")
            for f in fs:
                if f:
                    g.edge(mid, f, "mentions")
            if mem.get("project"):
                g.edge(g.node("project:" + mem["project"], "project", mem["project"], 0.0), mid, "contains")
            items.append((cs, []))

    def _graph_relations(self, g: _Graph, caller: Caller, project: str | None) -> None:
        # Explicit relations whose ends belong to the graph's project(s) and are visible.
        for rel in self._relations_of():
            if not caller.sees(rel) or (project is not None and project not in
                                        {rel.get("fromProject"), rel.get("toProject")}):
                continue
            ends = []
            for end, kind in ((rel["from"], rel.get("fromKind")), (rel["to"], rel.get("toKind"))):
                if end in g.nodes:
                    ends.append(None)
                    continue
                found = None if kind == "memory" else self._visible_item(caller, end)
                # memories are all loaded above: one that is not there is gone, hidden or another project's
                if found is None or (project is not None and found[1].get("project") != project):
                    break
                ends.append(found)
            else:
                for end, found in zip((rel["from"], rel["to"]), ends):
                    if found is None:
                        g.nodes[end]["weight"] += 1
                    else:
                        label = found[1].get("title") or str(found[1].get("content") or found[1].get("text") or end)
                        g.node(end, found[0], label[:80])
                g.edge(rel["from"], rel["to"], rel["type"], float(rel.get("weight", 1.0)))


    @staticmethod
    def _graph_select(g: _Graph, limit: int) -> set[str]:
        """The `limit` heaviest nodes, weights compared within each type (projects always kept)."""
        top: dict[str, float] = {}
        for n in g.nodes.values():
            top[n["type"]] = max(top.get(n["type"], 0.0), n["weight"])
        def rank(n: dict) -> tuple:
            return (n["type"] != "project", -(n["weight"] / top[n["type"]] if top[n["type"]] else 0.0),
                    -n["weight"], n["id"])
        return {n["id"] for n in sorted(g.nodes.values(), key=rank)[:limit]}

    @staticmethod
    def _graph_shape(g: _Graph, kept: set[str], cooc: Counter, mentions: Counter, project: str | None) -> dict:
        edges = [{"source": s, "target": t, "type": ty, "weight": round(min(w, 1.0), 3)}
                 for (s, t, ty), w in g.edges.items() if s in kept and t in kept]
        for counter, ty in ((cooc, "co_occurs"), (mentions, "mentions")):
            if counter:
                peak = max(counter.values())
                # Keep the strongest pairs: a few per node is enough to show structure.
                for (a, b), n in counter.most_common(2 * len(kept)):
                    edges.append({"source": a, "target": b, "type": ty, "weight": round(n / peak, 3)})
        nodes = sorted((dict(g.nodes[i], weight=round(g.nodes[i]["weight"], 3)) for i in kept),
                       key=lambda n: (-n["weight"], n["id"]))
        return {"project": project, "nodes": nodes, "edges": edges, "truncated": len(g.nodes) > len(kept),
                "totalNodes": len(g.nodes)}


def _cooccurrence(items: list[tuple[list[str], list[str | None]]], kept) -> tuple[Counter, Counter]:
    cooc: Counter = Counter()
    mentions: Counter = Counter()
    # Co-occurrence among kept nodes only: bounded pairs per item.
    for cs, fs in items:
        kc = [c for c in dict.fromkeys("concept:" + c for c in cs) if c in kept][:PAIRS_PER_ITEM]
        for i, a in enumerate(kc):
            for b in kc[i + 1:]:
                cooc[(a, b) if a < b else (b, a)] += 1
        for f in dict.fromkeys(f for f in fs if f in kept):
            for c in kc[:3]:
                mentions[(f, c)] += 1
    return cooc, mentions
