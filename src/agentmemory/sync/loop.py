"""The backup loop: every SYNC_INTERVAL seconds, back up if the data changed.

A failed attempt (hub down, rate limit, full disk) is retried with
exponential backoff (5 s, 10 s, 20 s ... at most 10 minutes), never faster;
a success returns to the normal interval. When asked to stop (SIGTERM or
SIGINT for `sync.py loop`, `stop()` for the in-process thread) it backs up
once more, so the last writes before a shutdown are not lost. While the server's database file is lost
or damaged (`refused`) it backs nothing up, said once in the log and in the state file health shows.
"""
from __future__ import annotations

import logging
import threading
import time

import tenacity

from .backup import Backup, write_state
from .snapshot import iso
from .targets import Target, make_target

log = logging.getLogger(__name__)

RETRY_BASE = 5.0
RETRY_MAX = 600.0
FINAL_ATTEMPTS = 3


class BackupLoop:
    def __init__(self, settings, target: Target | None = None, backup: Backup | None = None,
                 sleep=time.sleep, leads=lambda: True, refused=lambda: None):
        if backup is None:
            target = target or make_target(settings)
            if target is None:
                raise ValueError("no backup target configured (AGENTMEMORY_BACKUP_TARGET or AGENTMEMORY_DATASET_REPO)")
            backup = Backup(settings, target)
        self.backup = backup
        self.interval = float(settings.sync_interval)
        self.retry_base, self.retry_max = RETRY_BASE, RETRY_MAX
        self.failures = 0
        self.last: dict | None = None
        self._sleep = sleep
        self.leads = leads  # several workers on PostgreSQL: only the cluster's leader backs up
        # why the store refuses writes for good (Services.backups_refused: its file lost or damaged), or None
        self.refused = refused
        self._refused_for: str | None = None  # the reason last said (once in the log and in the state file)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def next_delay(self) -> float:
        if not self.failures:
            return self.interval
        return min(self.retry_base * 2 ** (self.failures - 1), self.retry_max)

    def _attempt(self) -> dict:
        why = self.refused()
        if why:
            # Trigger: the database file was deleted or replaced under the server, or found damaged. Why: backing up
            # the path would upload the replacement (or nothing) as the latest snapshot, which a restore brings
            # back; a damaged file's copy is refused by its integrity check, attempted every period with a warning.
            # Outcome: no backup until a restart; said once, in the log and in the state file health shows.
            if why != self._refused_for:
                self._refused_for = why
                log.error("backups stopped: %s", why)
                write_state(self.backup.settings.backup_state_path, target=self.backup.target.url,
                            lastAt=iso(time.time()), lastResult="stopped", lastError=f"not backed up: {why}"[:500])
            return {"result": "failed", "error": f"not backed up: {why}", "refused": True}
        return self.backup.run()

    def step(self) -> dict:
        self.last = self._attempt()
        self.failures = self.failures + 1 if self.last["result"] == "failed" else 0
        return self.last

    def run(self, stop: threading.Event | None = None) -> int:
        """Loop until `stop` is set, then back up one last time. Returns 0, or 1 if that last one failed."""
        stop = stop or self._stop
        log.info("backing up %s to %s every %gs when it changes", self.backup.settings.db_path,
                 self.backup.target.url, self.interval)
        while not stop.wait(self.next_delay()):
            try:
                if self.leads():
                    self.step()
            except Exception:  # Backup.run reports its own failures; this keeps the loop alive regardless
                log.exception("backup loop step failed")
                self.failures += 1
        return self.final()

    def final(self) -> int:
        """The last backup on the way out: FINAL_ATTEMPTS tries, 1 s then 2 s apart. Returns 0, or 1 if all failed."""
        if not self.leads():
            return 0  # another worker leads: its loop makes the backups
        retrying = tenacity.Retrying(
            stop=tenacity.stop_after_attempt(FINAL_ATTEMPTS), wait=tenacity.wait_exponential(multiplier=1, min=0),
            retry=tenacity.retry_if_result(lambda r: r["result"] == "failed" and not r.get("refused")), sleep=self._sleep,
            retry_error_callback=lambda state: state.outcome.result())
        result = retrying(self._final_once)
        if result["result"] != "failed":
            log.info("final backup: %s", result["result"])
            return 0
        log.error("final backup failed: %s", result.get("error"))
        return 1

    def _final_once(self) -> dict:
        try:
            return self._attempt()
        except Exception as exc:
            return {"result": "failed", "error": str(exc)}

    # -- in-process thread (Services.start / Services.close) ------------------------
    def start(self) -> None:
        self._thread = threading.Thread(target=self.run, name="backup-loop", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 60.0) -> None:
        """Stop the thread after its final backup (waits at most `timeout` seconds)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None
        self.backup.close()
