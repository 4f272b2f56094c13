"""A restore checks the backup's schema (store/migrations.check_schema) before it replaces anything: a sound
SQLite file that is not an agentmemory database this version can use is refused, the live data untouched."""
from __future__ import annotations

import gzip
import hashlib
import json
import sqlite3

import pytest
from sync_helpers import export, stack, sync_settings, target, target_dir, write_item  # noqa: F401

from agentmemory.app import build_services
from agentmemory.sync.backup import Backup, RestoreError, restore
from agentmemory.sync.targets import LATEST


def _half_ours(conn) -> None:
    """Our bookkeeping tables, none of our data (the tables an older check asked for)."""
    conn.execute("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
    conn.execute("INSERT INTO schema_migrations VALUES ('0001_kv_audit', 1)")
    conn.execute("CREATE TABLE audit_log (id INTEGER PRIMARY KEY, ts REAL, agent_id TEXT, operation TEXT, "
                 "scope TEXT, key TEXT, detail TEXT)")
    conn.execute("INSERT INTO audit_log(ts, operation) VALUES (9999999999, 'x')")  # "newer" than the local one


def _newer(conn) -> None:
    conn.execute("INSERT INTO schema_migrations VALUES ('0999_from_the_future', 1)")


def _foreign(conn) -> None:
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")


CASES = {"no-kv-store": (_half_ours, "not an agentmemory database .*kv_store"),
         "newer-version": (_newer, "written by a newer agentmemory .*0999_from_the_future"),
         "another-programs-database": (_foreign, "not an agentmemory database")}


def _replace_snapshot(root, tmp_path, change) -> None:
    """The latest snapshot in the target dir `root` swapped for `change` applied to it (a fresh file for
    the first two cases), its hashes kept true."""
    manifest = json.loads((root / LATEST).read_text())
    gz = root / manifest["file"]
    db = tmp_path / "crafted.db"
    if change is _newer:
        db.write_bytes(gzip.decompress(gz.read_bytes()))
    conn = sqlite3.connect(db)
    with conn:
        change(conn)
    conn.close()
    raw = db.read_bytes()
    gz.write_bytes(gzip.compress(raw))
    manifest.update(dbSha256=hashlib.sha256(raw).hexdigest(), dbBytes=len(raw),
                    gzSha256=hashlib.sha256(gz.read_bytes()).hexdigest())
    (root / LATEST).write_text(json.dumps(manifest))


@pytest.mark.parametrize("case", sorted(CASES))
def test_restore_refuses_a_backup_that_is_not_our_database(case, stack, sync_settings, target, tmp_path):  # noqa: F811
    write_item(stack.store, "a", "first")
    assert Backup(sync_settings, target).run()["result"] == "uploaded"
    other = sync_settings.with_(data_dir=tmp_path / "other")
    live = build_services(other)
    write_item(live.store, "local", "the live data")
    before_export = export(live)
    live.close()
    before = hashlib.sha256(other.db_path.read_bytes()).hexdigest()
    change, why = CASES[case]
    _replace_snapshot(target.root, tmp_path, change)
    with pytest.raises(RestoreError, match="cannot be restored: it (is|was) " + why):
        restore(other, target, force=True)
    assert hashlib.sha256(other.db_path.read_bytes()).hexdigest() == before
    assert not list(other.db_path.parent.glob(".restore-*"))
    back = build_services(other)
    try:
        assert export(back) == before_export
    finally:
        back.close()
