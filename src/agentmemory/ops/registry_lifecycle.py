"""Operations of the memory lifecycle, part of THE registry (`registry.OPS` ends with these):
identity overrides, pinning a fact, undoing one consolidation change, and the Memory view's agents and clear."""
from __future__ import annotations

from ..memory.admin.overview import Overview
from ..memory.distill.aging import Aging
from ..memory.records.overrides import Overrides
from .models import BackupIn, ClearIn, HealthIn
from .models_records import FactPinIn, OverrideAddIn, OverrideDeleteIn, OverridesIn, RestoreIn
from .op import Op, Services


def _says_created(result: dict) -> bool:
    return bool(result.get("created"))


def _backup(s: Services, caller, inp: BackupIn) -> dict:
    return s.backup_now(force=inp.force)


LIFECYCLE_OPS: list[Op] = [
    Op("identity_override_add", OverrideAddIn, Overrides.add_override, (("POST", "/identity/overrides"),),
       "Add an identity override: a line the user states about themselves or how to work with them ('My name "
       "is Terence', 'Always reply in English'), optionally for one project. Overrides are shown first "
       "wherever identity is (recall, context) and survive every regeneration of the distilled narrative.",
       tool="memory_identity_override_add", status=201, created=_says_created),
    Op("identity_overrides", OverridesIn, Overrides.list_overrides, (("GET", "/identity/overrides"),),
       "List identity overrides, oldest first (with a project: that project's and the global ones).",
       tool="memory_identity_overrides", annotations={"readOnlyHint": True}, access="read"),
    Op("identity_override_delete", OverrideDeleteIn, Overrides.delete_override,
       (("DELETE", "/identity/overrides/<id>"), ("POST", "/identity/overrides/<id>/delete")),
       "Delete an identity override by id (404 when there is none).", tool="memory_identity_override_delete",
       annotations={"destructiveHint": True}),
    Op("fact_pin", FactPinIn, Aging.pin_fact, (("POST", "/facts/<id>/pin"),),
       "Pin a fact (pinned true, the default) so consolidation never evicts it, or unpin it (pinned false).",
       tool="memory_fact_pin"),
    Op("consolidation_restore", RestoreIn, Aging.restore, (("POST", "/consolidate/restore"),),
       "Undo one audited change of consolidation or forgetting ({auditId} from GET /audit): an evicted, "
       "merged or pruned fact, episode or transcript turn comes back (re-indexed); decayed or promoted "
       "salience values go back to what they were. 422 when the entry records nothing to restore.",
       tool="memory_consolidation_restore", access="admin"),
    Op("agents", HealthIn, Overview.agents, (("GET", "/agents"),), "Agents with counts (observations, memories, facts, "
       "episodes) and lastSeen.", tool="memory_agents", annotations={"readOnlyHint": True}, access="read"),
    Op("clear", ClearIn, Overview.clear, (("POST", "/clear"),), "Clear memory data (needs confirm: 'CLEAR'; "
       "audited; irreversible): the whole store for the admin, else (or with agentId) one agent's rows. Keeps "
       "document folders, tokens and the audit log.", tool="memory_clear", annotations={"destructiveHint": True}),
    Op("backup", BackupIn, _backup, (("POST", "/backup"),), "Back up the database now to the server's backup "
       "target (AGENTMEMORY_BACKUP_TARGET) if it changed since the last backup (force: even if not); admin only. "
       "Answers {result: uploaded | unchanged | failed | off (no backup target), ...}. "
       "`agentmemory backup` forwards here when a server owns the data dir.", tool="memory_backup", access="admin"),
]
