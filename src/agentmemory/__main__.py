"""Command line: agentmemory serve | mcp | hook | hooks | reindex | export | import | import-chat | tokens | sources |
backup | restore | migrate-db.

A command that cannot do its work prints one line on stderr and exits non-zero (main()): no
traceback unless --verbose. mcp, reindex, export, import, import-chat and backup run where the data is (remote.locate):
on the server that owns the data dir (or AGENTMEMORY_URL), else here under the data dir's lock.
"""
from __future__ import annotations

import sys

if __name__ == "__main__" and sys.argv[1:2] and sys.argv[1] in ("hook", "hooks"):
    # Trigger: `python -m agentmemory hook ...`, run by an agent on every event. Why: the server's imports
    # (config, pydantic, Flask) would cost most of the hook's time budget. Outcome: the client's CLI alone.
    from agentmemory.client.cli import main as _client_main
    raise SystemExit(_client_main(sys.argv[1:]))

import argparse
import json
import logging
import os
import time
from pathlib import Path

from . import __version__
from .client.cli import OneLineParser  # a usage error is one line too
from .config import ConfigError, Settings, check_workers, empty_secret_warning
from .store.repositories import StoreUnavailable
from .datadir import DataDirBusy, DataDirError
from .portable import CHAT_SOURCES, EXPORT_FORMATS
from .remote import Remote, RemoteError, discover, locate
from .runner import (CommandFailed, _forward, _ops_here, _run_op, _say, cmd_backup, cmd_migrate_db,
                     read_export, settings_from_env)
from .store import EncryptionError


def _settings() -> Settings:
    return settings_from_env()


def cmd_serve(args) -> int:
    settings = _settings()
    if args.port is not None:
        port = int(args.port) if args.port.strip().isascii() and args.port.strip().isdigit() else -1
        if not 1 <= port <= 65535:
            raise CommandFailed(f"cannot serve: --port must be between 1 and 65535, got {args.port!r}", code=2)
        settings = settings.with_(port=port)
    if args.host:
        settings = settings.with_(host=args.host)
    if args.workers is not None:
        if not 1 <= args.workers <= 64:
            raise CommandFailed(f"cannot serve: --workers must be between 1 and 64, got {args.workers}", code=2)
        settings = settings.with_(workers=args.workers)
    from . import datadir, wsgi
    server = args.server or ("gunicorn" if wsgi.gunicorn_available() else "werkzeug")
    try:
        check_workers(settings)
    except ConfigError as exc:
        raise CommandFailed(f"cannot serve: {exc}", code=2) from None
    if server == "gunicorn" and not wsgi.gunicorn_available():
        print("agentmemory: --server gunicorn needs gunicorn on a POSIX system", file=sys.stderr)
        return 2
    if server == "werkzeug" and settings.workers > 1:
        raise CommandFailed(f"cannot serve: {settings.workers} workers need gunicorn (--server gunicorn, POSIX)", code=2)
    datadir.claim_for_server(settings.data_dir, datadir.connect_url(settings.host, settings.port), __version__)
    if settings.database_url:  # an unreachable server or one without pgvector: one line now, not a worker's traceback
        from .store import open_store
        open_store(settings.db_path, settings.database_url).close()
    else:
        from .store.dbfile import check_startable
        # a wrong key, a newer version's file: one line now, not a worker's traceback
        check_startable(settings.db_path, settings.encryption_key)
    # The address next, before the model loads: a port in use fails at once, in one line.
    try:
        sock = wsgi.listen(settings.host, settings.port)
    except wsgi.ListenError as exc:
        print(f"agentmemory: {exc}", file=sys.stderr)
        return 1
    print(f"agentmemory {__version__} listening on http://{settings.host}:{settings.port} "
          f"(data: {settings.db_path if settings.backend == 'sqlite' else 'PostgreSQL'}, embeddings: "
          f"{settings.embedding_provider}, server: {server}{f', {settings.workers} workers' if settings.workers > 1 else ''})",
          file=sys.stderr)
    if (warning := empty_secret_warning()) is not None:
        print(warning, file=sys.stderr)
    if server == "gunicorn":
        wsgi.serve_gunicorn(settings, sock)
    else:
        wsgi.serve_werkzeug(settings, sock)
    return 0


def cmd_mcp(args) -> int:
    """MCP over stdio: forwarded to AGENTMEMORY_URL or to the server that owns the data dir, else on
    the database itself (holding the data dir's lock). Says on stderr which one."""
    from .mcp import stdio
    settings = _settings()
    where = locate(settings, "mcp")
    if not isinstance(where, Remote) and Path(settings.data_dir) == Path(Settings().data_dir):
        # Trigger: no AGENTMEMORY_DATA_DIR (an IDE's MCP config often has none) and no server owns
        # ~/.agentmemory. Why: opening it would silently show an empty memory next to the user's server.
        # Outcome: a server answering on the configured port with another database is used instead.
        found = discover(settings)
        if found is not None:
            where.release()
            where = found
    if isinstance(where, Remote):
        where.check()
        _say(f"{__version__} MCP on stdio, forwarded to the server at {where.url} ({where.why})")
        named = settings.agent_id if settings.agent_id != Settings.agent_id else None  # AGENT_ID, as on the database
        return stdio.run(stdio.Forwarder(where.url, settings.secret, named), max_bytes=settings.max_body_bytes)
    from .app import running
    from .mcp.dispatch import Dispatcher
    with where, running(settings) as services:
        counts = services.system.health()["counts"]
        _say(f"{__version__} MCP on stdio with the database {settings.db_path} ({counts['memories']} "
             f"memories, {counts['observations']} observations; no server owns {settings.data_dir})")
        services.start()
        return stdio.run(Dispatcher(services).handle_text, max_bytes=settings.max_body_bytes)


def cmd_reindex(args) -> int:
    """Embed every item that has no vector for the configured model: on the running server (which
    embeds in the background; progress from its health), or here with a progress bar."""
    settings = _settings()
    where = locate(settings, "reindex")
    if isinstance(where, Remote):
        result = _forward(where, "reindex", "reindex", {"all": bool(args.all)})
        pending = lambda: where.check()["embeddings"].get("pending", 0)  # noqa: E731
        _progress(pending, result.get("pending", 0), args.no_wait)
        if not args.no_wait:
            result["pending"] = pending()
        print(json.dumps(result))
        return 0
    from .app import running
    with where, running(settings) as services:
        result = services.system.reindex(all=args.all)
        queue = services.shared.searcher.queue
        if queue is None:
            _say("the embedding provider is 'none': nothing to index")
            return 0
        _progress(queue.pending, result["pending"], False, work=queue.run_once)
        result["pending"] = queue.pending()
    print(json.dumps(result))
    return 0


#: `reindex` stops waiting for a server whose queue has not moved for this long.
STALL_SECONDS = 120


def _progress(pending, total: int, no_wait: bool, work=None) -> None:
    """A progress bar (tqdm, on stderr) until `pending()` is 0; `work()` embeds one batch (None: the server does)."""
    if no_wait or not total:
        return
    from tqdm import tqdm
    left, moved = total, time.monotonic()
    with tqdm(total=total, unit="item", file=sys.stderr) as bar:
        while left:
            if work is None:
                time.sleep(0.5)
                if time.monotonic() - moved > STALL_SECONDS:  # the server's embedder is failing: say so, stop
                    bar.write(f"the server embedded nothing for {STALL_SECONDS}s; see embeddings.lastError "
                              f"in /agentmemory/health (the items stay queued)")
                    break
            elif not work():
                break
            now_left = pending()
            if now_left != left:
                moved = time.monotonic()
                bar.update(left - now_left)
            left = now_left


def cmd_export(args) -> int:
    from .memory.common import Caller
    settings = _settings()
    if args.format != "json":
        from .portable import exporter
        try:
            exporter.check(args.format, args.output)  # a target it cannot write fails before the export runs
            data = _run_op("export", "export", {}, caller=Caller(settings.agent_id), embedder=None)
            counts = exporter.write(data, args.format, args.output)
        except exporter.ExportError as exc:
            raise CommandFailed(str(exc)) from None
        _say(f"export: {args.format} to {args.output}: " + ", ".join(f"{n} {k}" for k, n in counts.items()))
        return 0
    data = _run_op("export", "export", {}, caller=Caller(settings.agent_id), embedder=None)
    if args.output == "-":
        json.dump(data, sys.stdout, ensure_ascii=False, indent=1)
        return 0
    _write_private(Path(args.output), data)
    return 0


def _write_private(path: Path, data) -> None:
    """Write JSON readable by the owner only (store/files.replace_private), atomically."""
    from .store.files import replace_private
    try:
        replace_private(path, json.dumps(data, ensure_ascii=False, indent=1))
    except OSError as exc:
        raise CommandFailed(f"cannot write {path}: {exc.strerror or exc}") from None


def cmd_import(args) -> int:
    from .memory.common import Caller
    settings = _settings()
    data = read_export(args.input, settings.max_body_bytes)
    if not isinstance(data, dict):
        raise CommandFailed(f"{args.input} is not an agentmemory export (a JSON object with format, version, data)")
    result = _run_op("import", "import", {"exportData": data, "strategy": args.strategy},
                     caller=Caller(settings.agent_id))
    print(json.dumps(result))
    return 0


def cmd_import_chat(args) -> int:
    """ChatGPT's or Claude's conversations.json -> one session of turns per conversation, each turn once."""
    from .portable import chats, importer
    try:
        convs = chats.read_conversations(args.source, args.input, _settings().max_body_bytes)
    except chats.ChatFileError as exc:  # too large: exit 1, as `import`; malformed: 2
        raise CommandFailed(str(exc), code=1 if isinstance(exc, chats.ChatFileTooLarge) else 2) from None
    with _ops_here("import-chat") as run:
        summary = importer.import_conversations(convs, run, args.source, args.project or args.source,
                                                progress=not args.quiet)
    print(json.dumps(summary))
    if summary["turnsRefused"]:
        raise CommandFailed(f"import-chat: the server refused {summary['turnsRefused']} turns (first: "
                            f"{summary['firstRefusal']}); the others are stored and are skipped on a new import")
    return 0


def cmd_tokens_create(args) -> int:
    """Print the new token alone on stdout (`TOKEN=$(agentmemory tokens create --agent a)`); details on stderr."""
    result = _run_op("tokens", "token_create", {"agentId": args.agent, "role": args.role}, embedder=None)
    print(result["token"])
    print(f"created token {result['tokenId']} for agent {result['agentId']} (role {result['role']}); "
          f"it is shown only now", file=sys.stderr)
    return 0


def cmd_tokens_list(args) -> int:
    print(json.dumps(_run_op("tokens", "tokens", {}, embedder=None)["tokens"], indent=1))
    return 0


def cmd_tokens_revoke(args) -> int:
    print(json.dumps(_run_op("tokens", "token_revoke", {"tokenId": args.token_id}, embedder=None)))
    return 0


def _add_token_commands(sub) -> None:
    p = sub.add_parser("tokens", help="agent tokens: create | list | revoke (on the local database)")
    tokens = p.add_subparsers(dest="tokens_command", required=True)
    t = tokens.add_parser("create", help="create a token bound to one agent; prints the token alone on stdout")
    t.add_argument("--agent", required=True, help="the agent id the token acts as")
    t.add_argument("--role", choices=("read", "write"), default="write")
    t.set_defaults(func=cmd_tokens_create)
    t = tokens.add_parser("list", help="list tokens (never their secrets)")
    t.set_defaults(func=cmd_tokens_list)
    t = tokens.add_parser("revoke", help="revoke a token by its id")
    t.add_argument("token_id")
    t.set_defaults(func=cmd_tokens_revoke)


def _source_ref(value: str | None) -> dict:
    """A source named on the command line: its id (src_...), else a folder path (made absolute here)."""
    if not value:
        return {}
    return {"sourceId": value} if value.startswith("src_") and os.sep not in value else {"path": os.path.abspath(value)}


def cmd_sources(args) -> int:
    """add | list | sync | remove: the source ops, run where the data is; the answer as JSON on stdout."""
    if args.sources_command == "add":
        raw = {"path": os.path.abspath(args.path), "glob": args.glob, "project": args.project}
        op, raw = "source_add", {k: v for k, v in raw.items() if v is not None}
    else:
        op = {"list": "sources", "sync": "source_sync", "remove": "source_remove"}[args.sources_command]
        raw = _source_ref(getattr(args, "source", None))
    print(json.dumps(_run_op("sources", op, raw), indent=1))
    return 0


def _add_sources_commands(sub) -> None:
    p = sub.add_parser("sources", help="document folders (a read-only knowledge base): add | list | sync | remove")
    sources = p.add_subparsers(dest="sources_command", required=True)
    t = sources.add_parser("add", help="index a folder under AGENTMEMORY_SOURCE_ROOTS (and keep it current)")
    t.add_argument("path")
    t.add_argument("--glob", help="only files whose relative path matches, e.g. '*.md'")
    t.add_argument("--project", help="the project its chunks belong to (default: every project)")
    sources.add_parser("list", help="the registered folders")
    for name, what in (("sync", "re-index now (default: every source)"), ("remove", "forget a folder's chunks")):
        t = sources.add_parser(name, help=what)
        t.add_argument("source", nargs="?" if name == "sync" else None, help="a source id or the folder's path")
    p.set_defaults(func=cmd_sources)


def _add_import_chat_command(sub) -> None:
    p = sub.add_parser("import-chat", help="import a ChatGPT or Claude data export (conversations.json or its zip)")
    p.add_argument("source", choices=CHAT_SOURCES)
    p.add_argument("input", help="the export's conversations.json, or the zip it came in")
    p.add_argument("--project", help="the project the sessions belong to (default: the source's name)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_import_chat)


def _add_serve_command(sub) -> None:
    p = sub.add_parser("serve", help="run the HTTP server")
    p.add_argument("--host")
    p.add_argument("--port", help="HTTP port, 1-65535 (default PORT or 3111)")
    p.add_argument("--server", choices=("gunicorn", "werkzeug"), default=None,
                   help="HTTP server: gunicorn (the default: one process, gthread worker; POSIX only) or "
                        "werkzeug's threaded server (the default where gunicorn cannot run)")
    p.add_argument("--workers", type=int, metavar="N",
                   help="gunicorn worker processes (default AGENTMEMORY_WORKERS or 1); more than one needs "
                        "PostgreSQL (AGENTMEMORY_DATABASE_URL)")
    p.set_defaults(func=cmd_serve)


def _parser():
    """The top-level parser and its subcommand set (`hook`/`hooks` are listed here, run by the client)."""
    parser = OneLineParser(prog="agentmemory", description="Persistent memory server for AI agents.")
    parser.add_argument("--version", action="version", version=f"agentmemory {__version__}")
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("hook", help="send one agent hook event to the server (`agentmemory hook --help`)")
    sub.add_parser("hooks", help="install or uninstall agent hooks (`agentmemory hooks --help`)")
    return parser, sub


def build_parser() -> argparse.ArgumentParser:
    """Every command the server's CLI parses (`hook`/`hooks` are named here and parsed by client/cli.py)."""
    parser, sub = _parser()
    _add_serve_command(sub)
    p = sub.add_parser("mcp", help="serve MCP over stdio (one JSON-RPC message per line)")
    p.set_defaults(func=cmd_mcp)
    p = sub.add_parser("reindex", help="embed items missing a vector for the configured model")
    p.add_argument("--all", action="store_true", help="re-embed everything, not only missing items")
    p.add_argument("--no-wait", action="store_true",
                   help="with a running server: queue the items and return (it embeds them in the background)")
    p.set_defaults(func=cmd_reindex)
    p = sub.add_parser("export", help="write the whole store as JSON (or memories, lessons, facts and slots as "
                                      "Markdown notes or JSON Lines)")
    p.add_argument("-o", "--output", default="-", help="a file, - for stdout; a folder for --format markdown")
    p.add_argument("--format", choices=("json",) + EXPORT_FORMATS, default="json",
                   help="json: everything, re-importable (the default); markdown: a folder of notes with YAML "
                        "front matter (an Obsidian vault); jsonl: one {kind, id, data} record per line")
    p.set_defaults(func=cmd_export)
    p = sub.add_parser("import", help="load an export file")
    p.add_argument("input")
    p.add_argument("--strategy", choices=("merge", "replace", "skip"), default="merge")
    p.set_defaults(func=cmd_import)
    _add_import_chat_command(sub)
    _add_token_commands(sub)
    _add_sources_commands(sub)
    from .sync.cli import add_commands as add_sync_commands, add_migrate_command
    add_sync_commands(sub, cmd_backup)  # backup (runner.py: forwarded to a running server), restore, rekey
    add_migrate_command(sub, cmd_migrate_db)  # runner.py
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    from .client.cli import COMMANDS, main as client_main
    if argv[:1] and argv[0] in COMMANDS:  # agent hooks and their installers live in the client
        return client_main(argv)
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (`export | head`): stop quietly, as a tool killed by SIGPIPE
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error as stdout flushes at exit
        return 141
    except CommandFailed as exc:
        _say(str(exc))
        return exc.code
    except DataDirBusy as exc:
        # Only a command (not a server) holding the data dir gets here: servers are forwarded to.
        _say(f"{exc}; try again when it has finished (or run `agentmemory serve`, which every command then uses)")
        return 1
    except (RemoteError, DataDirError, EncryptionError, StoreUnavailable) as exc:
        _say(str(exc))
        return 1
    except Exception as exc:  # noqa: BLE001 - the last resort: one line, the traceback only with --verbose
        if args.verbose:
            raise
        _say(f"{args.command} failed: {type(exc).__name__}: {exc} (run with --verbose for the traceback)")
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
