"""Actions: a small work graph of things to do, with dependencies and a frontier.

An action waits for the actions in its `dependsOn` list and for every action
that has a `blocks` edge to it (stored on the blocking action, in `blocks`).
`relates` edges (in `relatesTo`) are informational only. A dependency is
satisfied when the other action is `done` or `cancelled` (or no longer
exists). Adding an edge or dependency that would make an action wait for
itself, directly or through others, is refused with 409.

Priority runs 1-5 and **5 is the most important**. The frontier is every
pending or active action whose dependencies are all satisfied, highest
priority first, then oldest first; `next` is its head.
"""
from __future__ import annotations

from collections import deque
from typing import Any, Iterable

from ...errors import BadRequest, Conflict, NotFound
from ...store import KV
from ..base import Service
from ..common import Caller, iso, new_id
from ..privacy import strip_private

STATUSES = ("pending", "active", "blocked", "done", "cancelled")
RESOLVED = frozenset({"done", "cancelled"})
WORKABLE = frozenset({"pending", "active"})
EDGE_TYPES = ("blocks", "relates")


def waits_for(actions: dict[str, dict]) -> dict[str, set[str]]:
    """id -> ids it waits for: its dependsOn plus every action with a `blocks` edge to it."""
    graph: dict[str, set[str]] = {aid: set(a.get("dependsOn") or []) for aid, a in actions.items()}
    for aid, a in actions.items():
        for target in a.get("blocks") or []:
            graph.setdefault(target, set()).add(aid)
    return graph


def reaches(graph: dict[str, set[str]], start: str, target: str) -> bool:
    """Whether `target` is reachable from `start` (breadth-first over the waits-for graph)."""
    seen, todo = {start}, deque([start])
    while todo:
        node = todo.popleft()
        if node == target:
            return True
        for nxt in graph.get(node, ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return False


def frontier_order(action: dict) -> tuple:
    """Sort key: priority 5 first, then the oldest, then id for a stable order."""
    return (-int(action.get("priority", 3)), float(action.get("createdTs") or 0), action["id"])


class Actions(Service):
    # -- helpers --------------------------------------------------------------
    def _all_actions(self, tx=None) -> dict[str, dict]:
        return dict((tx if tx is not None else self.store.reader()).actions.items())

    def _get_action(self, caller: Caller, action_id: str, tx=None, field: str = "id") -> dict:
        action = tx.get(KV.actions, action_id) if tx is not None else self.store.get(KV.actions, action_id)
        if action is None or not caller.sees(action):
            raise NotFound(f"action {action_id} not found", id=action_id, field=field)
        return action

    def _check_deps(self, caller: Caller, tx, ids: Iterable[str]) -> list[str]:
        ids = list(dict.fromkeys(ids))
        missing = [i for i in ids if (a := tx.get(KV.actions, i)) is None or not caller.sees(a)]
        if missing:
            raise NotFound(f"dependsOn names unknown action(s): {', '.join(missing[:10])}", field="dependsOn",
                           missing=missing)
        return ids

    def _waiting_on(self, action: dict, actions: dict[str, dict], graph: dict[str, set[str]]) -> list[str]:
        """Ids of the existing, unresolved actions this one waits for."""
        return sorted(i for i in graph.get(action["id"], ())
                      if i in actions and actions[i].get("status") not in RESOLVED)

    # -- operations -----------------------------------------------------------
    def create_action(self, caller: Caller, title: str, description: str = "", priority: int = 3,
                      status: str = "pending", project: str | None = None, dependsOn: list[str] | None = None,
                      tags: list[str] | None = None) -> dict:
        now = self.clock()
        with self.store.write(caller.agent_id) as tx:
            deps = self._check_deps(caller, tx, dependsOn or [])
            action = {"id": new_id("act", now), "title": strip_private(title)[0],
                      "description": strip_private(description or "")[0], "priority": priority, "status": status,
                      "project": project, "dependsOn": deps, "blocks": [], "relatesTo": [],
                      "tags": list(dict.fromkeys(tags or [])), "agentId": caller.agent_id,
                      "createdAt": iso(now), "createdTs": now, "updatedAt": iso(now), "updatedTs": now,
                      "completedAt": iso(now) if status in RESOLVED else None}
            # A new action has no incoming edges yet, so its dependencies cannot close a cycle.
            tx.put(KV.actions, action["id"], action)
            tx.audit("action.create", KV.actions, action["id"], {"title": action["title"], "status": status,
                                                                 "priority": priority, "dependsOn": deps})
            tx.emit("action.created", {"id": action["id"], "project": project, "status": status,
                                       "priority": priority, "title": action["title"]})
        return {"action": action}

    def update_action(self, caller: Caller, id: str, title: str | None = None, description: str | None = None,
                      priority: int | None = None, status: str | None = None, project: str | None = None,
                      dependsOn: list[str] | None = None, tags: list[str] | None = None) -> dict:
        changes: dict[str, Any] = {k: v for k, v in (("title", title), ("description", description),
                                                      ("priority", priority), ("status", status),
                                                      ("project", project), ("tags", tags)) if v is not None}
        if dependsOn is not None:
            changes["dependsOn"] = dependsOn
        if not changes:
            raise BadRequest("nothing to update: pass at least one field besides id", field="id")
        now = self.clock()
        with self.store.write(caller.agent_id) as tx:
            action = self._get_action(caller, id, tx)
            caller.check_change(action, "action", id)
            for key in ("title", "description"):
                if key in changes:
                    changes[key] = strip_private(changes[key])[0]
            if "dependsOn" in changes:
                deps = self._check_deps(caller, tx, changes["dependsOn"])
                if id in deps:
                    raise Conflict("an action cannot depend on itself", id=id, field="dependsOn")
                graph = waits_for({**self._all_actions(tx), id: {**action, "dependsOn": deps}})
                cyclic = [d for d in deps if reaches(graph, d, id)]
                if cyclic:
                    raise Conflict(f"dependsOn would create a cycle through {cyclic[0]}", id=id,
                                   field="dependsOn", cycleWith=cyclic)
                changes["dependsOn"] = deps
            if "tags" in changes:
                changes["tags"] = list(dict.fromkeys(changes["tags"]))
            previous = {k: action.get(k) for k in changes}
            action.update(changes, updatedAt=iso(now), updatedTs=now)
            if "status" in changes:
                action["completedAt"] = (action.get("completedAt") or iso(now)) if status in RESOLVED else None
            tx.put(KV.actions, id, action)
            tx.audit("action.update", KV.actions, id, {"previous": previous, "changes": changes})
            tx.emit("action.updated", {"id": id, "project": action["project"], "status": action["status"],
                                       "changed": sorted(changes)})
        return {"action": action}

    def list_actions(self, caller: Caller, status: str | None = None, project: str | None = None,
                     limit: int = 100) -> dict:
        """Actions, most important first, then oldest first."""
        actions = [a for a in self._all_actions().values() if caller.sees(a)
                   and (status is None or a["status"] == status) and (project is None or a["project"] == project)]
        actions.sort(key=frontier_order)
        return {"actions": actions[:limit], "total": len(actions)}

    def get_action(self, caller: Caller, id: str) -> dict:
        action = self._get_action(caller, id)
        actions = {k: a for k, a in self._all_actions().items() if caller.sees(a)}
        graph = waits_for(actions)
        blocked_by = sorted(k for k, a in actions.items() if id in (a.get("blocks") or []))
        return {"action": action, "waitingOn": self._waiting_on(action, actions, graph), "blockedBy": blocked_by}

    def add_action_edge(self, caller: Caller, from_id: str, to_id: str, type: str = "blocks") -> dict:
        """`from` blocks `to` (to waits for from), or `from` relates to `to`. Idempotent; 409 on a cycle."""
        if from_id == to_id:
            raise Conflict("an action cannot have an edge to itself", field="to", id=from_id)
        edge = {"from": from_id, "to": to_id, "type": type}
        now = self.clock()
        with self.store.write(caller.agent_id) as tx:
            src = self._get_action(caller, from_id, tx, field="from")
            caller.check_change(src, "action", from_id)  # the edge is stored on `from`
            dst = self._get_action(caller, to_id, tx, field="to")
            if type == "blocks":  # `to` then waits: off its agent's frontier and `next` until `from` is done
                caller.check_change(dst, "action", to_id)
            field = "blocks" if type == "blocks" else "relatesTo"
            if to_id in (src.get(field) or []):
                return {"edge": edge, "created": False}
            # Trigger: `from` already waits (transitively) for `to`. Why: `to` would then wait for itself
            # and neither could ever reach the frontier. Outcome: 409, nothing written.
            if type == "blocks" and reaches(waits_for(self._all_actions(tx)), from_id, to_id):
                raise Conflict(f"{from_id} blocks {to_id} would create a dependency cycle", field="to", edge=edge)
            src[field] = list(src.get(field) or []) + [to_id]
            src.update(updatedAt=iso(now), updatedTs=now)
            tx.put(KV.actions, from_id, src)
            tx.audit("action.edge", KV.actions, from_id, edge)
            tx.emit("action.updated", {"id": from_id, "project": src["project"], "status": src["status"],
                                       "edge": edge})
        return {"edge": edge, "created": True}

    def frontier(self, caller: Caller, project: str | None = None, limit: int = 50) -> dict:
        """Workable actions (pending/active) with every dependency done or cancelled, best first."""
        actions = {k: a for k, a in self._all_actions().items() if caller.sees(a)}
        graph = waits_for(actions)
        ready = [a for a in actions.values()
                 if a["status"] in WORKABLE and (project is None or a["project"] == project)
                 and not self._waiting_on(a, actions, graph)]
        ready.sort(key=frontier_order)
        return {"actions": ready[:limit], "total": len(ready)}

    def next_action(self, caller: Caller, project: str | None = None) -> dict:
        top = self.frontier(caller, project=project, limit=1)["actions"]
        return {"action": top[0] if top else None}
