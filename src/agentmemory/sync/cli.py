"""`python sync.py backup | restore | rekey | loop`, and `agentmemory backup | restore | rekey`.

Exit codes: 0 done (or nothing to do), 1 failed (corrupt or unreachable
backup, upload error), 2 configuration error, 3 restore refused (the local
database is newer, or in use; rekey refused: in use), 4 no backup to restore yet.
"""
from __future__ import annotations

import json
import logging
import signal
import sys
import threading
from pathlib import Path

from ..client.cli import OneLineParser  # a usage error is one line too
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


def _new_key(args) -> str | None:
    """The new passphrase: None with --decrypt, else the first line of --new-key-file or of stdin
    (asked twice without echo on a terminal). Never an argument: it would show in `ps`."""
    from ..config import check_encryption_key
    if args.decrypt:
        return None
    if args.new_key_file:
        try:
            key = Path(args.new_key_file).expanduser().read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"cannot read {args.new_key_file}: {getattr(exc, 'strerror', None) or exc}") from None
    elif sys.stdin.isatty():
        import getpass
        key = getpass.getpass("new encryption key: ")
        if getpass.getpass("again: ") != key:
            raise ConfigError("the two keys differ")
    else:
        key = sys.stdin.readline().strip()
    return check_encryption_key(key, "the new key")


def cmd_rekey(args) -> int:
    """Encrypt the database with a new key (from plain, or from the current AGENTMEMORY_ENCRYPTION_KEY),
    or decrypt it (--decrypt); under the data dir's lock, never while a server has it open."""
    from ..store.dbfile import SnapshotError, rekey
    try:
        settings = Settings.from_env()
        new_key = _new_key(args)
    except ConfigError as exc:
        _say(f"configuration error: {exc}")
        return EXIT_CONFIG
    if new_key is None and settings.encryption_key is None:
        _say("the database is not encrypted (no AGENTMEMORY_ENCRYPTION_KEY): nothing to decrypt")
        return EXIT_CONFIG
    try:
        with DataDirLock(settings.data_dir, "rekey").acquire():
            info = rekey(settings.db_path, settings.encryption_key, new_key)
    except DataDirBusy as exc:
        _say(f"rekey refused: {exc}; stop it first")
        return EXIT_REFUSED
    except (DataDirError, SnapshotError) as exc:
        _say(f"rekey failed: {exc}; the database is unchanged")
        return EXIT_FAILED
    _say("done: " + ("set AGENTMEMORY_ENCRYPTION_KEY (or _KEY_FILE) to the new key before the next start; "
                     "backups taken before keep the key they were made with" if new_key else
                     "unset AGENTMEMORY_ENCRYPTION_KEY before the next start"))
    print(json.dumps({"result": "rekeyed", "encrypted": new_key is not None, **info}))
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


def add_commands(sub, backup=cmd_backup, loop: bool = False) -> None:
    """Add backup and restore (and loop) to an argparse subparsers object. `backup` runs the backup command
    (runner.cmd_backup: forwarded to a running server, else `cmd_backup` under the data dir's lock)."""
    p = sub.add_parser("backup", help="back up the database to the configured target if it changed "
                                      "(by the running server when there is one)")
    p.add_argument("--force", action="store_true", help="upload even when nothing changed")
    p.add_argument("--target", help="override AGENTMEMORY_BACKUP_TARGET for this run (not with a running server)")
    p.set_defaults(func=backup)
    p = sub.add_parser("restore", help="replace the local database with the latest backup (a start-up step)")
    p.add_argument("--force", action="store_true", help="restore even when the local database is newer")
    p.add_argument("--snapshot", help="restore this snapshot (a name under snapshots/) instead of the latest")
    p.add_argument("--target", help="override AGENTMEMORY_BACKUP_TARGET for this run")
    p.set_defaults(func=cmd_restore)
    p = sub.add_parser("rekey", help="encrypt the database with a new key (read from --new-key-file or stdin), "
                                     "or decrypt it; the server must be stopped")
    p.add_argument("--new-key-file", help="a file whose first line is the new key (default: read stdin)")
    p.add_argument("--decrypt", action="store_true", help="write the database back as plain SQLite")
    p.set_defaults(func=cmd_rekey)
    if loop:
        p = sub.add_parser("loop", help="back up every SYNC_INTERVAL seconds, and once more on SIGTERM/SIGINT")
        p.add_argument("--target", help="override AGENTMEMORY_BACKUP_TARGET for this run")
        p.set_defaults(func=cmd_loop)


def main(argv: list[str] | None = None, backup=cmd_backup) -> int:
    parser = OneLineParser(prog="sync.py", description="agentmemory backup, restore and backup loop")
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    sub = parser.add_subparsers(dest="command", required=True)
    add_commands(sub, backup, loop=True)
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
