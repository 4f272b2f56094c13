"""backup / restore on PostgreSQL: a logical snapshot (one REPEATABLE READ transaction) to the same targets."""
from __future__ import annotations

import json
import threading

import pytest
from helpers import sql, wait_until

from agentmemory.app import running
from agentmemory.config import Settings
from agentmemory.sync import migrate
from agentmemory.sync.backup import Backup, RestoreError, RestoreRefused, restore
from agentmemory.sync.targets import DirTarget

from .migrate_helpers import fill
from .pg_fixtures import vector_index


def pg_settings(tmp_path, url) -> Settings:
    return Settings(data_dir=tmp_path / "data", embedding_provider="fake", database_url=url,
                    vector_index=vector_index(), transcript_roots=(tmp_path / "t",),
                    backup_target=f"file://{tmp_path / 'target'}")


def test_backup_and_restore_on_postgresql(tmp_path, pg_url):
    settings, target = pg_settings(tmp_path, pg_url), DirTarget(tmp_path / "target")
    with running(settings) as svc:
        fill(svc, n=10)
        svc.shared.searcher.queue.drain()
        before = migrate.counts(svc)
        backup = Backup(settings, target)
        first = backup.run()
        assert first["result"] == "uploaded", first
        assert backup.run()["result"] == "unchanged"  # the same data dumps to the same bytes
        manifest = json.loads((tmp_path / "target" / "latest.json").read_text())
        assert manifest["backend"] == "postgresql" and manifest["kvRows"] > 20
        fill(svc, n=3)  # written after the backup
        assert migrate.counts(svc) != before
        with pytest.raises(RestoreRefused, match="newer than the backup"):
            restore(settings, target)
        result = restore(settings, target, force=True)
        assert result["result"] == "restored"
        assert migrate.counts(svc) == before
        # the store keeps working after the load: ids continue after the restored ones
        fill(svc, n=1)
        assert backup.run()["result"] == "uploaded"


def _write_with_the_clock_behind(svc) -> None:
    """A write made while the wall clock was a day behind: its audit rows stamped with that clock's time."""
    last = sql(svc.store, "SELECT max(id) FROM audit_log").fetchone()[0]
    fill(svc, n=1)
    with svc.store.write("clock") as tx:
        sql(svc.store, "UPDATE audit_log SET ts = ts - 86400 WHERE id > ?", (last,), conn=tx.conn)


def test_a_clock_stepped_back_decides_nothing_on_postgresql(tmp_path, pg_url):
    """Restore compared the last writes' clock times: a local write stamped by a clock a day behind was
    overwritten, and a backup whose last write was stamped so was refused as older. Now it asks whether
    the backup holds the local database's last write."""
    settings, target = pg_settings(tmp_path, pg_url), DirTarget(tmp_path / "target")
    with running(settings) as svc:
        fill(svc, n=2)
        backup = Backup(settings, target)
        first = backup.run()["snapshot"]
        _write_with_the_clock_behind(svc)
        after = migrate.counts(svc)
        with pytest.raises(RestoreRefused, match="newer than the backup"):
            restore(settings, target)
        assert migrate.counts(svc) == after
        assert backup.run()["result"] == "uploaded"  # the newer backup, its last write stamped a day back
        assert restore(settings, target, snapshot=first, force=True)["result"] == "restored"
        assert migrate.counts(svc) != after
        assert restore(settings, target)["result"] == "restored"
        assert migrate.counts(svc) == after


def test_the_snapshot_is_one_consistent_state_while_writers_write(tmp_path, pg_url):
    settings, target = pg_settings(tmp_path, pg_url), DirTarget(tmp_path / "target")
    with running(settings) as svc:
        stop, caller = threading.Event(), svc.tokens.local_caller()

        def writer() -> None:
            i = 0
            while not stop.is_set():
                svc.memories.remember(caller, content=f"write {i} {i * 7919} {i * 104729}")
                i += 1
        t = threading.Thread(target=writer)
        t.start()
        try:
            wait_until(lambda: svc.store.reader().memories.count() >= 20, message="the writer wrote nothing")
            snap = Backup(settings, target).run(force=True)
        finally:
            stop.set()
            t.join(timeout=60)
        assert snap["result"] == "uploaded"
    # every memory the snapshot holds has its audit row and its search row: one transaction's view
    with running(pg_settings(tmp_path / "again", pg_url)) as svc:
        restore(svc.settings, target, force=True)
        memories = {k for k, _ in svc.store.reader().memories.items()}
        audited = {r["key"] for r in svc.portability.audit_log(svc.tokens.local_caller(), "remember", 1000)["entries"]}
        assert memories and memories <= audited


def test_a_postgresql_snapshot_is_not_restored_into_sqlite(tmp_path, pg_url):
    settings, target = pg_settings(tmp_path, pg_url), DirTarget(tmp_path / "target")
    with running(settings) as svc:
        fill(svc, n=2)
        assert Backup(settings, target).run()["result"] == "uploaded"
    with pytest.raises(RestoreError, match="is a PostgreSQL snapshot"):
        restore(settings.with_(database_url=None, data_dir=tmp_path / "sqlite"), target)
