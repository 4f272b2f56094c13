"""The backup loop: interval, exponential backoff, final backup on stop, the in-process thread."""
# ruff: noqa: F811 - the fixtures are imported by name from sync_helpers (no conftest there)
from __future__ import annotations

import json
import threading

from helpers import damage
from sync_helpers import export, stack, sync_settings, target, target_dir, write_item  # noqa: F401

from agentmemory.app import build_services
from agentmemory.sync.backup import restore
from agentmemory.sync.loop import RETRY_BASE, RETRY_MAX, BackupLoop
from agentmemory.sync.targets import LATEST


class ScriptedBackup:
    """Stands in for Backup: returns the scripted results in order, then "unchanged"."""

    def __init__(self, settings, results, stop: threading.Event | None = None, stop_after: int | None = None):
        self.settings = settings
        self.target = type("T", (), {"url": "file:///scripted"})()
        self.results = list(results)
        self.calls = 0
        self.stop, self.stop_after = stop, stop_after
        self.closed = False

    def run(self, force=False):
        self.calls += 1
        if self.stop is not None and self.calls >= self.stop_after:
            self.stop.set()
        return {"result": self.results.pop(0)} if self.results else {"result": "unchanged"}

    def close(self):
        self.closed = True


def test_backoff_doubles_on_failure_and_resets_on_success(sync_settings):
    loop = BackupLoop(sync_settings, backup=ScriptedBackup(sync_settings, ["failed"] * 12 + ["uploaded"]))
    delays = []
    for _ in range(13):
        loop.step()
        delays.append(loop.next_delay())
    assert delays[:4] == [RETRY_BASE, RETRY_BASE * 2, RETRY_BASE * 4, RETRY_BASE * 8]
    assert max(delays[:12]) == RETRY_MAX
    assert delays[12] == sync_settings.sync_interval


def test_run_steps_until_stopped_then_backs_up_once_more(sync_settings):
    stop = threading.Event()
    scripted = ScriptedBackup(sync_settings, ["uploaded", "unchanged", "uploaded"], stop=stop, stop_after=3)
    loop = BackupLoop(sync_settings, backup=scripted)
    loop.interval = 0.01
    assert loop.run(stop) == 0
    assert scripted.calls == 4  # three steps, then the final backup


def test_final_backup_is_retried_and_its_failure_reported(sync_settings):
    sleeps = []
    stop = threading.Event()
    stop.set()
    ok_on_third = ScriptedBackup(sync_settings, ["failed", "failed", "uploaded"])
    assert BackupLoop(sync_settings, backup=ok_on_third, sleep=sleeps.append).run(stop) == 0
    assert ok_on_third.calls == 3 and sleeps == [1, 2]
    never = ScriptedBackup(sync_settings, ["failed"] * 5)
    assert BackupLoop(sync_settings, backup=never, sleep=lambda s: None).run(stop) == 1


def test_a_crashing_step_does_not_kill_the_loop(sync_settings):
    class Boom(ScriptedBackup):
        def run(self, force=False):
            r = super().run(force)
            if self.calls == 1:
                raise RuntimeError("unexpected")
            return r

    stop = threading.Event()
    boom = Boom(sync_settings, [], stop=stop, stop_after=3)
    loop = BackupLoop(sync_settings, backup=boom)
    loop.interval = loop.retry_base = 0.01
    assert loop.run(stop) == 0 and boom.calls >= 3


def test_in_process_thread_backs_up_on_close(sync_settings, target, tmp_path):
    settings = sync_settings.with_(sync_enabled=True, sync_interval=3600)
    svc = build_services(settings)
    svc.start()
    assert svc.backup is not None
    write_item(svc.store, "written-just-before-shutdown")
    svc.close()  # stops the loop: its final backup holds the last write
    latest = json.loads((target.root / LATEST).read_text())
    other = settings.with_(data_dir=tmp_path / "restored", sync_enabled=False)
    restore(other, target)
    back = build_services(other)
    try:
        keys = {k for k, _ in back.store.scan("mem:memories")}
        assert "written-just-before-shutdown" in keys
        assert latest["lastAuditId"] >= 1
    finally:
        back.close()


def test_a_database_replaced_under_the_server_is_not_backed_up(sync_settings, target, tmp_path):
    """The file at the path swapped for an older copy while the server ran: its backup loop uploaded that
    copy as the latest snapshot, which a restore then brought back."""
    import os
    import shutil
    settings = sync_settings.with_(sync_enabled=True, sync_interval=3600)
    svc = build_services(settings)
    svc.start()
    old = tmp_path / "old-copy.db"
    svc.backup.backup.run()  # a first snapshot
    first = json.loads((target.root / LATEST).read_text())["file"]
    shutil.copy(settings.db_path, old)
    write_item(svc.store, "written-after-the-copy")
    os.replace(old, settings.db_path)  # someone puts the old copy in place
    assert svc.backup.step()["result"] == "failed" and "replaced" in svc.backup.last["error"]
    assert svc.backup_now(force=True)["result"] == "failed"  # `agentmemory backup` too: it uploaded the old copy
    svc.close()  # the final backup is refused the same way, at once
    assert json.loads((target.root / LATEST).read_text())["file"] == first  # nothing new uploaded
    rescued = list(settings.db_path.parent.glob("agentmemory.db.rescued-*"))
    assert len(rescued) == 1  # the data the server held is beside the path


def test_a_damaged_database_is_not_backed_up_and_health_says_why(sync_settings, target, caplog):
    """The file found damaged under the server (a page overwritten): the loop attempted a backup every period,
    each refused by the copy's integrity check with a warning, and health said only 'failed'."""
    import logging
    settings = sync_settings.with_(sync_enabled=True, sync_interval=3600)
    svc = build_services(settings)
    try:
        svc.start()
        svc.backup.backup.run()  # a first snapshot
        first = json.loads((target.root / LATEST).read_text())["file"]
        write_item(svc.store, "written-before-the-damage")
        damage(svc.store)
        assert svc.system.health()["counts"] is None  # health read the damaged page: the store refuses writes
        why = svc.store.info()["damaged"]
        with caplog.at_level(logging.INFO, logger="agentmemory.sync"):
            for _ in range(3):  # three periods
                assert svc.backup.step() == {"result": "failed", "error": f"not backed up: {why}", "refused": True}
        said = [r.getMessage() for r in caplog.records if r.name.startswith("agentmemory.sync")]
        assert said == [f"backups stopped: {why}"]  # said once, not per period
        backup = svc.system.health()["backup"]
        assert backup["lastResult"] == "stopped" and backup["lastError"] == f"not backed up: {why}"[:500]
        assert svc.backup_now(force=True) == {"result": "failed", "error": f"not backed up: {why}"}  # POST /backup too
        assert json.loads((target.root / LATEST).read_text())["file"] == first  # nothing attempted, nothing uploaded
    finally:
        svc.close()


def test_thread_is_off_unless_enabled(stack):
    stack.start()
    assert stack.backup is None
