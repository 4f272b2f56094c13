"""`python sync.py backup | restore | loop`, and `agentmemory backup | restore`.

Exit codes: 0 done (or nothing to do), 1 failed (corrupt or unreachable
backup, upload error), 2 configuration error, 3 restore refused (the local
database is newer, or in use), 4 no backup to restore yet.
"""
from __future__ import annotations

import argparse
import json
import logging
import signal
import sys
import threading

from ..config import ConfigError, Settings, backup_target_of
from ..datadir import DataDirBusy, DataDirError, DataDirLock

EXIT_FAILED, EXIT_CONFIG, EXIT_REFUSED, EXIT_NO_BACKUP = 1, 2, 3, 4


def _setup(args):
    """(settings, target) for a command, or exit 2 with the reason."""
    from .targets import TargetError, make_target
    try:
        settings = Settings.from_env()
        if getattr(args, "target", None):
            settings = settings.with_(backup_target=backup_target_of(args.target, None))
        target = make_target(settings)
    except (ConfigError, TargetError) as exc:
        _say(f"configuration error: {exc}")
        raise SystemExit(EXIT_CONFIG)
    if target is None:
        _say("no backup target: set AGENTMEMORY_BACKUP_TARGET (hf://<user>/<dataset> or file:///path) "
             "or AGENTMEMORY_DATASET_REPO")
        raise SystemExit(EXIT_CONFIG)
    return settings, target


def _say(message: str) -> None:
    print(f"agentmemory: {message}", file=sys.stderr)


def cmd_backup(args) -> int:
    from .backup import Backup
    settings, target = _setup(args)
    backup = Backup(settings, target)
    try:
        result = backup.run(force=args.force)
    finally:
        backup.close()
    print(json.dumps(result))
    return EXIT_FAILED if result["result"] == "failed" else 0


def cmd_restore(args) -> int:
    from .backup import RestoreError, RestoreRefused, restore
    from .targets import NoBackup, TargetError
    settings, target = _setup(args)
    try:
        lock = DataDirLock(settings.data_dir, "restore").acquire()
    except DataDirBusy as exc:
        # Trigger: a server (or an import, an `agentmemory mcp`) has the database open. Why: replacing
        # the file under it loses its writes or corrupts it. Outcome: refuse; restore is a start-up step.
        _say(f"restore refused: {exc}; restore before starting it")
        return EXIT_REFUSED
    except DataDirError as exc:
        _say(f"restore failed: {exc}")
        return EXIT_FAILED
    try:
        with lock:
            result = restore(settings, target, force=args.force, snapshot=args.snapshot)
    except NoBackup as exc:
        _say(f"no backup to restore from {target.url} ({exc}); the local database is unchanged")
        return EXIT_NO_BACKUP
    except RestoreRefused as exc:
        _say(f"restore refused: {exc}")
        return EXIT_REFUSED
    except (RestoreError, TargetError) as exc:
        _say(f"restore failed: {exc}; the local database is unchanged")
        return EXIT_FAILED
    print(json.dumps(result))
    return 0


def cmd_loop(args) -> int:
    from .loop import BackupLoop
    settings, target = _setup(args)
    loop = BackupLoop(settings, target)
    stop = threading.Event()

    def on_signal(signum, frame):
        logging.getLogger(__name__).info("%s: final backup, then exit", signal.Signals(signum).name)
        stop.set()

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    try:
        return loop.run(stop)
    finally:
        loop.backup.close()


def add_commands(sub, loop: bool = False) -> None:
    """Add backup and restore (and loop) to an argparse subparsers object."""
    p = sub.add_parser("backup", help="back up the database to the configured target if it changed")
    p.add_argument("--force", action="store_true", help="upload even when nothing changed")
    p.add_argument("--target", help="override AGENTMEMORY_BACKUP_TARGET for this run")
    p.set_defaults(func=cmd_backup)
    p = sub.add_parser("restore", help="replace the local database with the latest backup (a start-up step)")
    p.add_argument("--force", action="store_true", help="restore even when the local database is newer")
    p.add_argument("--snapshot", help="restore this snapshot (a name under snapshots/) instead of the latest")
    p.add_argument("--target", help="override AGENTMEMORY_BACKUP_TARGET for this run")
    p.set_defaults(func=cmd_restore)
    if loop:
        p = sub.add_parser("loop", help="back up every SYNC_INTERVAL seconds, and once more on SIGTERM/SIGINT")
        p.add_argument("--target", help="override AGENTMEMORY_BACKUP_TARGET for this run")
        p.set_defaults(func=cmd_loop)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sync.py", description="agentmemory backup, restore and backup loop")
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    sub = parser.add_subparsers(dest="command", required=True)
    add_commands(sub, loop=True)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return args.func(args)


def add_migrate_command(sub, func) -> None:
    """`agentmemory migrate-db --to URL | --from URL` (sync/migrate.py); `func` runs it (it needs app.running)."""
    p = sub.add_parser("migrate-db", help="copy the data dir's SQLite store to PostgreSQL (--to) or back (--from); "
                                          "resumable (run it again to continue) and verified")
    way = p.add_mutually_exclusive_group(required=True)
    way.add_argument("--to", metavar="URL", help="postgresql://user:pass@host:port/db: copy SQLite -> PostgreSQL")
    way.add_argument("--from", dest="from_url", metavar="URL", help="postgresql://...: copy PostgreSQL -> SQLite")
    p.add_argument("--no-embed", action="store_true", help="leave the embeddings to the server's background queue "
                                                           "(and skip the search check)")
    p.add_argument("--sample", type=int, default=20, help="searches compared on both sides (default 20)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bars")
    p.set_defaults(func=func)
