"""Where a CLI command's operations run (remote.locate): forwarded to the server that owns the data dir
(or AGENTMEMORY_URL), else here through `ops.invoke` under the data dir's lock, inside `running()`;
and `migrate-db`, which runs two stores here (sync/migrate.py); `read_export`, import's file.

A refusal is `CommandFailed`: __main__.main prints its one line and exits with its code.
"""
from __future__ import annotations

import json
import sys
from contextlib import contextmanager, nullcontext

from .config import ConfigError, Settings
from .remote import Remote, locate


def settings_from_env() -> Settings:
    try:
        return Settings.from_env()
    except ConfigError as exc:
        print(f"agentmemory: configuration error: {exc}", file=sys.stderr)
        raise SystemExit(2)


def read_export(name: str, limit: int):
    """The export `agentmemory import` loads (a file, or `-`: stdin), refused past `limit` bytes
    (AGENTMEMORY_MAX_BODY_BYTES, the limit of POST /import) before more than that is read."""
    from .errors import BadRequest
    from .jsonbody import loads_strict
    try:
        with nullcontext(sys.stdin.buffer) if name == "-" else open(name, "rb") as f:
            raw = f.read(limit + 1)
    except OSError as exc:
        raise CommandFailed(f"cannot read {name}: {exc.strerror or exc}") from None
    if len(raw) > limit:
        raise CommandFailed(f"{name} is larger than {limit} bytes, the import limit "
                            f"(AGENTMEMORY_MAX_BODY_BYTES, as for POST /import)")
    try:
        return loads_strict(raw, what=name)  # as the server reads a body: a lone surrogate escape is refused here
    except BadRequest as exc:
        raise CommandFailed(exc.message) from None


def _say(message: str) -> None:
    print(f"agentmemory: {message}", file=sys.stderr)


class CommandFailed(Exception):
    """A command cannot go on; main() prints the one-line message and exits with `code`."""

    def __init__(self, message: str, code: int = 1):
        super().__init__(message)
        self.code = code


def _rest_path(op_name: str) -> tuple[str, str]:
    """(method, path) of an op's REST route on a server (one source of truth: the op registry)."""
    from .api.rest import PREFIX
    from .ops import OPS_BY_NAME
    method, path = OPS_BY_NAME[op_name].rest[0]
    return method, PREFIX + path


def _call(where: Remote, op_name: str, raw: dict | None = None):
    """An op's answer from the server: a GET's or DELETE's input goes in the query string, any other's in the body."""
    method, path = _rest_path(op_name)
    if method in ("GET", "DELETE") and raw:
        from urllib.parse import urlencode
        return where.call(method, f"{path}?{urlencode(raw)}")
    return where.call(method, path, raw)


def _forward(where: Remote, command: str, op_name: str, body: dict | None = None):
    """Call an op on the server; on success say on stderr which server did the work."""
    result = _call(where, op_name, body)
    _say(f"{command}: handled by the server at {where.url} ({where.why})")
    return result


def _run_op(command: str, op_name: str, raw: dict, caller=None, embedder="auto"):
    """An op's result, run where the data is (see _ops_here). A refusal is one line (CommandFailed)."""
    with _ops_here(command, caller, embedder) as run:
        return run(op_name, raw)


@contextmanager
def _ops_here(command: str, caller=None, embedder="auto"):
    """`run(op_name, raw)` for any number of ops, all run where the data is (remote.locate): on the server
    that owns the data dir (or AGENTMEMORY_URL, with AGENTMEMORY_SECRET), else here through `ops.invoke`
    on the database, holding its lock until the block ends, as `caller` (default: the local admin)."""
    from .errors import AgentMemoryError
    from .ops import OPS_BY_NAME, invoke
    settings = settings_from_env()
    where = locate(settings, command)
    if isinstance(where, Remote):
        yield lambda op_name, raw: _call(where, op_name, raw)
        _say(f"{command}: handled by the server at {where.url} ({where.why})")
        return
    from .app import running
    with where, running(settings, embedder=embedder) as services:
        def run(op_name: str, raw: dict):
            try:
                return invoke(OPS_BY_NAME[op_name], services, caller or services.tokens.local_caller(), raw)[0]
            except AgentMemoryError as exc:
                raise CommandFailed(f"{command} failed: {exc.message}") from None
        yield run


def cmd_backup(args) -> int:
    """`agentmemory backup` (and `python sync.py backup`): by the server that owns the data dir (POST /backup,
    to its own target), else here under the data dir's lock; never beside a server's back."""
    from .datadir import DataDirBusy, DataDirError
    from .remote import RemoteError
    from .sync import cli as sync_cli
    settings = settings_from_env()
    try:
        where = locate(settings, "backup")
        if not isinstance(where, Remote):
            with where:
                return sync_cli.cmd_backup(args)
        if getattr(args, "target", None):
            _say(f"backup refused: --target cannot be used while the server at {where.url} owns "
                 f"{settings.data_dir}; it backs up to its own AGENTMEMORY_BACKUP_TARGET")
            return sync_cli.EXIT_CONFIG
        result = _call(where, "backup", {"force": bool(args.force)})
    except (DataDirBusy, DataDirError, RemoteError) as exc:
        _say(f"backup failed: {exc}")
        return sync_cli.EXIT_FAILED
    if result.get("result") == "off":
        _say(f"backup: {result.get('reason')} (the server at {where.url} owns {settings.data_dir})")
        return sync_cli.EXIT_CONFIG
    _say(f"backup: handled by the server at {where.url} ({where.why})")
    print(json.dumps(result))
    return sync_cli.EXIT_FAILED if result.get("result") == "failed" else 0


def cmd_migrate_db(args) -> int:
    """`agentmemory migrate-db`: the copy's summary as JSON on stdout; a copy that does not verify exits 1."""
    from .app import running
    from .sync import migrate
    try:
        result = migrate.run(settings_from_env(), running, to_url=args.to, from_url=args.from_url,
                             embed=not args.no_embed, sample=args.sample, quiet=args.quiet)
    except (ConfigError, migrate.MigrateError) as exc:
        raise CommandFailed(f"migrate-db: {exc}", code=2 if isinstance(exc, ConfigError) else 1) from None
    print(json.dumps(result))
    if not result["verify"]["ok"]:
        v = result["verify"]
        raise CommandFailed(f"migrate-db: the copy did not verify: counts differ {v['countsDiffer']}, "
                            f"not found on the target {v['missingOnTarget'][:5]}")
    return 0
