"""Pinned slots: small named blocks of text an agent keeps and edits in place.

A slot is global or belongs to one project. Labels are 1-64 characters of
[a-z0-9_-]. Keys in the `mem:slots` scope are built by `slot_key`:

    global/<label>                     a global slot
    project/<quoted project>/<label>   a project slot (the project is %-quoted, so `/` in it is safe)
    agent/<quoted agent>/...           prefix added in isolated agent scope: every agent has its own slots

Lookups with a project resolve to that project's slot when it exists, else to
the global slot of the same label; writes edit the slot a read would return.
The default slots (DEFAULT_SLOTS) are created once per owner, lazily on the
first slot operation (and at service start in shared scope); a marker in
`mem:meta` remembers it, so a deleted default slot stays deleted. Every change
keeps the previous content in the audit detail.
"""
from __future__ import annotations

from urllib.parse import quote

from ...errors import BadRequest, Conflict, Forbidden, Invalid, NotFound, TooLarge
from ...store import KV
from ..base import Service
from ..common import Caller, iso
from ..privacy import strip_private

DEFAULT_SLOTS = ("persona", "user_preferences", "project_context", "pending_items", "guidance",
                 "session_patterns")
DEFAULT_SIZE_LIMIT = 2000
MAX_SIZE_LIMIT = 20_000
LABEL_PATTERN = r"^[a-z0-9_-]{1,64}$"
SEED_MARKER = "slots.seeded"


def slot_owner(caller: Caller) -> str | None:
    """Whose slots the caller sees: its own in isolated scope, the shared set otherwise."""
    return caller.agent_id if caller.isolated else None


def slot_key(label: str, project: str | None = None, owner: str | None = None) -> str:
    parts = ["agent", quote(owner, safe="")] if owner is not None else []
    parts += ["project", quote(project, safe="")] if project is not None else ["global"]
    return "/".join(parts + [label])


def _marker(owner: str | None) -> str:
    return SEED_MARKER if owner is None else f"{SEED_MARKER}/{quote(owner, safe='')}"


class Slots(Service):
    # -- seeding --------------------------------------------------------------
    def ensure_default_slots(self, caller: Caller | None = None) -> None:
        """Create the default slots of the caller's owner once (idempotent, cheap after the first call)."""
        owner = slot_owner(caller) if caller is not None else None
        seeded = self.__dict__.setdefault("_slots_seeded", set())
        if owner in seeded:
            return
        if self.store.get(KV.meta, _marker(owner)) is None:
            with self.store.write(owner or (caller.agent_id if caller else None)) as tx:
                self._seed_slots(tx, owner)
        seeded.add(owner)

    def _seed_slots(self, tx, owner: str | None) -> None:
        if tx.get(KV.meta, _marker(owner)) is not None:  # another thread got here first
            return
        now = self.clock()
        for label in DEFAULT_SLOTS:
            key = slot_key(label, None, owner)
            if tx.get(KV.slots, key) is None:
                tx.put(KV.slots, key, self._new_slot(key, label, "", True, None, DEFAULT_SIZE_LIMIT, False,
                                                     owner, owner, now))
        tx.put(KV.meta, _marker(owner), {"createdAt": iso(now), "slots": list(DEFAULT_SLOTS)})
        tx.audit("slot.seed", KV.slots, None, {"owner": owner, "labels": list(DEFAULT_SLOTS)})

    @staticmethod
    def _new_slot(key: str, label: str, content: str, pinned: bool, project: str | None, size_limit: int,
                  read_only: bool, owner: str | None, agent_id: str | None, now: float) -> dict:
        return {"key": key, "label": label, "content": content, "pinned": pinned,
                "scope": "project" if project is not None else "global", "project": project,
                "sizeLimit": size_limit, "readOnly": read_only, "owner": owner, "agentId": agent_id,
                "version": 1, "createdAt": iso(now), "updatedAt": iso(now), "updatedTs": now, "updatedBy": agent_id}

    # -- lookups --------------------------------------------------------------
    def _find_slot(self, caller: Caller, label: str, project: str | None, tx=None) -> dict:
        """The project's slot when it exists, else the global one; 404 when neither does."""
        get = tx.get if tx is not None else self.store.get
        owner = slot_owner(caller)
        keys = ([slot_key(label, project, owner)] if project is not None else []) + [slot_key(label, None, owner)]
        for key in keys:
            slot = get(KV.slots, key)
            if slot is not None:
                return slot
        where = f" (project {project!r} or global)" if project is not None else ""
        raise NotFound(f"slot {label!r} not found{where}", label=label)

    def _project_slot(self, tx, caller: Caller, label: str, project: str | None) -> dict:
        """The slot a write with `project` changes: the project's own, made from the global one on first write.

        Trigger: a write names a project that has no slot of this label yet. Why: the write belongs to that
        project, and changing the global slot would leak it into every other project. Outcome: a project
        slot starting from the global one's content and settings (it shadows the global slot from then on).
        """
        slot = self._find_slot(caller, label, project, tx)
        if project is None or slot.get("project") == project:
            return slot
        if slot.get("readOnly"):
            raise Forbidden(f"slot {label!r} is read-only", label=label)
        owner, now = slot_owner(caller), self.clock()
        key = slot_key(label, project, owner)
        copy = self._new_slot(key, label, slot["content"], slot.get("pinned", True), project,
                              slot.get("sizeLimit", DEFAULT_SIZE_LIMIT), False, owner, caller.agent_id, now)
        tx.put(KV.slots, key, copy)
        tx.audit("slot.create", KV.slots, key, {"label": label, "project": project, "previous": None,
                                                "chars": len(copy["content"]), "from": slot["key"]})
        return copy

    def _write_slot(self, tx, caller: Caller, slot: dict, content: str, action: str, now: float) -> dict:
        """Store new content (size and read-only checked) with the previous content in the audit."""
        if slot.get("readOnly"):
            raise Forbidden(f"slot {slot['label']!r} is read-only", label=slot["label"])
        caller.check_change(slot, "slot", repr(slot["label"]))
        if len(content) > slot["sizeLimit"]:
            raise TooLarge(f"slot {slot['label']!r} would hold {len(content)} characters; its limit is "
                           f"{slot['sizeLimit']}", label=slot["label"], sizeLimit=slot["sizeLimit"],
                           size=len(content))
        previous = slot["content"]
        slot.update(content=content, version=int(slot.get("version", 1)) + 1, updatedAt=iso(now), updatedTs=now,
                    updatedBy=caller.agent_id)
        tx.put(KV.slots, slot["key"], slot)
        tx.audit(f"slot.{action}", KV.slots, slot["key"], {"label": slot["label"], "project": slot["project"],
                                                            "previous": previous, "chars": len(content)})
        self._slot_event(tx, slot, action)
        return slot

    @staticmethod
    def _slot_event(tx, slot: dict, action: str) -> None:
        tx.emit("slot.updated", {"label": slot["label"], "project": slot["project"], "scope": slot["scope"],
                                 "action": action, "chars": len(slot["content"]), "key": slot["key"]})

    # -- operations -----------------------------------------------------------
    def list_slots(self, caller: Caller, project: str | None = None) -> dict:
        """Global slots plus the project's (all project slots when no project is given)."""
        self.ensure_default_slots(caller)
        owner = slot_owner(caller)
        # Trigger: a malformed row (stored by an import before rows were validated). Why: one bad
        # row must not make every listing fail. Outcome: rows that are not slots are left out.
        slots = [s for _, s in self.store.reader().slots.scan()
                 if isinstance(s, dict) and isinstance(s.get("label"), str) and s.get("owner") == owner
                 and (project is None or s.get("project") in (None, project))]
        slots.sort(key=lambda s: (s.get("scope") != "global", str(s.get("project") or ""), s["label"]))
        return {"slots": slots}

    def get_slot(self, caller: Caller, label: str, project: str | None = None) -> dict:
        self.ensure_default_slots(caller)
        return {"slot": self._find_slot(caller, label, project)}

    def create_slot(self, caller: Caller, label: str, content: str = "", pinned: bool = True,
                    scope: str | None = None, project: str | None = None, sizeLimit: int = DEFAULT_SIZE_LIMIT,
                    readOnly: bool = False) -> dict:
        scope = scope or ("project" if project is not None else "global")
        if scope == "project" and project is None:
            raise Invalid("a project slot needs a project", field="project")
        if scope == "global" and project is not None:
            raise Invalid("a global slot takes no project (use scope: project)", field="project")
        content = strip_private(content)[0]
        if len(content) > sizeLimit:
            raise TooLarge(f"content has {len(content)} characters; sizeLimit is {sizeLimit}",
                           sizeLimit=sizeLimit, size=len(content))
        self.ensure_default_slots(caller)
        owner, now = slot_owner(caller), self.clock()
        key = slot_key(label, project, owner)
        with self.store.write(caller.agent_id) as tx:
            if tx.get(KV.slots, key) is not None:
                raise Conflict(f"slot {label!r} already exists" + (f" in project {project!r}" if project else ""),
                               label=label, key=key)
            slot = self._new_slot(key, label, content, pinned, project, sizeLimit, readOnly, owner,
                                  caller.agent_id, now)
            tx.put(KV.slots, key, slot)
            tx.audit("slot.create", KV.slots, key, {"label": label, "project": project, "previous": None,
                                                    "chars": len(content), "readOnly": readOnly})
            self._slot_event(tx, slot, "create")
        return {"slot": slot}

    def append_slot(self, caller: Caller, label: str, text: str, project: str | None = None) -> dict:
        """Add `text` on a new line at the end of the slot; 413 (nothing written) past the size limit."""
        self.ensure_default_slots(caller)
        text = strip_private(text)[0]
        with self.store.write(caller.agent_id) as tx:
            slot = self._project_slot(tx, caller, label, project)
            old = slot["content"]
            sep = "\n" if old and not old.endswith("\n") else ""
            slot = self._write_slot(tx, caller, slot, old + sep + text, "append", self.clock())
        return {"slot": slot}

    def replace_slot(self, caller: Caller, label: str, old: str | None = None, new: str | None = None,
                     content: str | None = None, project: str | None = None) -> dict:
        """Patch one exact occurrence of `old` with `new`, or replace the whole content."""
        if (content is None) == (old is None):
            raise BadRequest("slot/replace needs either {old, new} or {content}", field="old")
        if old is not None and new is None:
            raise BadRequest("missing required field: new", field="new")
        self.ensure_default_slots(caller)
        with self.store.write(caller.agent_id) as tx:
            slot = self._project_slot(tx, caller, label, project)
            if content is not None:
                updated = strip_private(content)[0]
            else:
                count = slot["content"].count(old)
                # Trigger: `old` is missing or ambiguous. Why: patching the wrong place silently loses text.
                # Outcome: 404 / 409 and nothing written; the caller re-reads the slot and retries.
                if count == 0:
                    raise NotFound(f"text to replace not found in slot {label!r}", label=label, field="old")
                if count > 1:
                    raise Conflict(f"text to replace occurs {count} times in slot {label!r}; include more "
                                   f"surrounding text to make it unique", label=label, field="old",
                                   occurrences=count)
                updated = slot["content"].replace(old, strip_private(new)[0], 1)
            slot = self._write_slot(tx, caller, slot, updated, "replace", self.clock())
        return {"slot": slot}

    def delete_slot(self, caller: Caller, label: str, project: str | None = None) -> dict:
        self.ensure_default_slots(caller)
        with self.store.write(caller.agent_id) as tx:
            slot = self._find_slot(caller, label, project, tx)
            if slot.get("readOnly"):
                raise Forbidden(f"slot {label!r} is read-only", label=label)
            caller.check_change(slot, "slot", repr(label))
            tx.delete(KV.slots, slot["key"])
            tx.audit("slot.delete", KV.slots, slot["key"], {"label": label, "project": slot["project"],
                                                            "previous": slot["content"]})
            slot = {**slot, "content": ""}
            self._slot_event(tx, slot, "delete")
        return {"deleted": True, "label": label, "project": slot["project"], "key": slot["key"]}
