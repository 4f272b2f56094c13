"""Export, import and the audit log.

The export is every stored item, grouped by KV scope, in a versioned
envelope. Import re-indexes each item exactly as a fresh write would, so
export -> import into an empty server -> export yields the same data.
Under isolated agent scope both are per agent (memory/ownership.py): an agent
exports its own rows, and imports, merges or replaces only its own rows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import Invalid
from ...store import KV, IntegrityError
from .. import indexing
from ..base import Service, Shared
from ..common import Caller, iso
from .import_rows import EXPORT_FORMAT, EXPORT_VERSION, checked_export
from .ownership import check_import, delete_agent_rows, exported

if TYPE_CHECKING:
    from .profile import Profiles

NOT_EXPORTED = (KV.dedup,)  # short-lived caches, rebuilt by use


class Portability(Service):
    def __init__(self, shared: Shared, *, profiles: Profiles):
        super().__init__(shared)
        self.profiles = profiles

    def export(self, caller: Caller) -> dict:
        self.profiles.fold_profiles()  # profile rows complete, no pending deltas in the export
        data: dict[str, dict[str, Any]] = {}
        for scope, key, value in self.store.reader().kv.all_rows():
            if scope in NOT_EXPORTED:
                continue
            if not exported(caller, value):  # isolated scope: the caller's own rows (agentId or owner)
                continue
            data.setdefault(scope, {})[key] = value
        return {"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "exportedAt": iso(self.clock()),
                "schemaVersion": self.store.schema_version, "data": data}

    def import_data(self, caller: Caller, exportData: dict, strategy: str = "merge") -> dict:
        exportData = checked_export(exportData)  # secrets out, every row checked (import_rows.py): 422 before any write
        data = exportData["data"]
        added = replaced = skipped = 0
        with self.store.write(caller.agent_id) as tx:
            left_out = check_import(caller, tx, data, strategy, self.searcher)  # 403 for rows not the caller's to write
            skipped += len(left_out)
            if strategy == "replace":
                if caller.isolated:
                    delete_agent_rows(tx, caller.agent_id, self.searcher)  # the caller's rows only, never another's
                else:
                    tx.kv.clear()
                    self.searcher.clear(tx)
                # as a clear: every count may have changed, cached recall answers go (Recall.on_commit)
                tx.emit("store.reset", {"agentId": caller.agent_id} if caller.isolated else {})
                # as after a clear: a replayed write is written again, not answered with a gone id
                tx.event_ids.forget(caller.agent_id if caller.isolated else None)
            # Observations go in session order, so each turn is indexed with its predecessors.
            for scope in sorted(data, key=lambda s: (s.startswith(KV.OBS_PREFIX), s)):
                items = data[scope]
                keys = sorted(items, key=lambda k: (_seq(items[k]), k))
                for key in keys:
                    if (scope, key) in left_out:
                        continue
                    exists = tx.get(scope, key) is not None
                    if exists and strategy == "skip":
                        skipped += 1
                        continue
                    tx.put(scope, key, items[key])
                    if isinstance(items[key], dict):
                        try:
                            indexing.reindex_item(self.searcher, tx, scope, items[key], embed=self.embeds)
                        except (KeyError, TypeError, ValueError, OverflowError, *IntegrityError) as exc:
                            # A hand-edited item (a missing or mistyped field) fails the whole import
                            # as a client error; the transaction rolls back, nothing is written.
                            raise Invalid(f"item {scope}/{key[:80]} is malformed: {type(exc).__name__} {exc}"[:300],
                                          field="exportData.data") from None
                    replaced += exists
                    added += not exists
            tx.audit("import", None, None, {"strategy": strategy, "added": added, "replaced": replaced,
                                             "skipped": skipped})
            tx.emit("counts.changed", {})
        return {"added": added, "replaced": replaced, "skipped": skipped, "strategy": strategy}

    def audit_log(self, caller: Caller, operation: str | None = None, limit: int = 100,
                  before: int | None = None) -> dict:
        # The admin also sees the rows of no agent: its own bookkeeping (tokens, document folders) is written so.
        rows = self.store.reader().audit_log.page(operation, caller.read_agent, before, limit, unowned=caller.admin)
        return {"entries": [{"id": r["id"], "timestamp": iso(r["ts"]), "agentId": r["agentId"],
                             "operation": r["operation"], "scope": r["scope"], "key": r["key"], "detail": r["detail"]}
                            for r in rows]}


def _seq(value: Any) -> int:
    return value.get("seq", 0) if isinstance(value, dict) and isinstance(value.get("seq"), int) else 0
