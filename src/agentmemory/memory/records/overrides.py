"""Identity overrides: lines the user wrote about themselves ("My name is Terence", "Always reply in English").

They live apart from the distilled identity narrative (KV.identity), so no regeneration
touches them, and every identity read (recall, context) shows them first. One row per
line, owned like facts (the agent in isolated scope, else shared), with an optional project
(none: every project).
"""
from __future__ import annotations

from ...errors import NotFound
from ...store import KV, Query, Store
from ..base import Service
from ..common import Caller, iso, new_id
from ..privacy import strip_private

MAX_SHOWN = 20


def overrides_of(store: Store, caller: Caller, project: str | None) -> list[dict]:
    """The caller's override lines for a project (its own and the global ones), oldest first.
    A function of the store, so typed and recall read it without depending on the service."""
    owner = caller.agent_id if caller.isolated else None
    rows = store.reader().overrides.find(Query().eq("owner", owner or "", default="").order("createdTs"))
    return [r for r in rows if r.get("project") in (None, project)][:MAX_SHOWN]


class Overrides(Service):
    def add_override(self, caller: Caller, text: str, project: str | None = None) -> dict:
        text = " ".join(strip_private(text)[0].split())
        now = self.clock()
        row = {"id": new_id("ovr", now), "text": text, "project": project,
               "owner": caller.agent_id if caller.isolated else None, "agentId": caller.agent_id,
               "createdAt": iso(now), "createdTs": now}
        with self.store.write(caller.agent_id) as tx:
            tx.put(KV.overrides, row["id"], row)
            tx.audit("identity.override", KV.overrides, row["id"], {"text": text, "project": project})
            tx.emit("identity.override", {"id": row["id"], "project": project})
        return {"override": row, "created": True}

    def list_overrides(self, caller: Caller, project: str | None = None) -> dict:
        if project is None:
            owner = caller.agent_id if caller.isolated else None
            rows = self.store.reader().overrides.find(Query().eq("owner", owner or "", default="").order("createdTs"))
        else:
            rows = overrides_of(self.store, caller, project)
        return {"overrides": rows, "total": len(rows)}

    def delete_override(self, caller: Caller, id: str) -> dict:
        with self.store.write(caller.agent_id) as tx:
            row = tx.get(KV.overrides, id)
            if row is None or (caller.isolated and row.get("owner") != caller.agent_id):
                raise NotFound(f"identity override {id} not found", id=id)
            caller.check_change(row, "identity override", id)
            tx.delete(KV.overrides, id)
            audit_id = tx.audit("identity.override_delete", KV.overrides, id,
                                {"before": [{"scope": KV.overrides, "key": id, "value": row}]})
            tx.emit("identity.override_deleted", {"id": id})
        return {"deleted": id, "auditId": audit_id}  # POST /consolidate/restore {auditId} brings it back
