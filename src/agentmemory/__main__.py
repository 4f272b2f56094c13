"""Command line: agentmemory serve | mcp | reindex | export | import | tokens (+ backup, restore)."""
from __future__ import annotations

import argparse
import json
import logging
import signal
import sys
import time

from . import __version__
from .config import ConfigError, Settings


def _settings() -> Settings:
    try:
        return Settings.from_env()
    except ConfigError as exc:
        print(f"agentmemory: configuration error: {exc}", file=sys.stderr)
        raise SystemExit(2)


def cmd_serve(args) -> int:
    settings = _settings()
    if args.port:
        settings = settings.with_(port=args.port)
    if args.host:
        settings = settings.with_(host=args.host)
    from . import wsgi
    server = args.server
    print(f"agentmemory {__version__} listening on http://{settings.host}:{settings.port} "
          f"(data: {settings.db_path}, embeddings: {settings.embedding_provider}, server: {server})",
          file=sys.stderr)
    if server == "gunicorn":
        if not wsgi.gunicorn_available():
            print("agentmemory: --server gunicorn needs gunicorn on a POSIX system", file=sys.stderr)
            return 2
        wsgi.serve_gunicorn(settings)
        return 0
    if server == "builtin":
        wsgi.serve_builtin(settings)
        return 0
    return _serve_werkzeug(settings)


def _serve_werkzeug(settings: Settings) -> int:
    from werkzeug.serving import run_simple

    from .app import build_services, create_app
    services = build_services(settings)
    app = create_app(settings, services)
    services.start()
    # SIGTERM (docker stop, systemd, a supervisor) unwinds like Ctrl-C, so `finally` closes the
    # services: the queue stops between batches and an enabled backup loop makes its last backup.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(0))
    try:
        run_simple(settings.host, settings.port, app, threaded=True, use_reloader=False)
    finally:
        services.close()
    return 0


def cmd_mcp(args) -> int:
    """MCP over stdio: against the local database, or forwarded to AGENTMEMORY_URL when it is set."""
    from .mcp import stdio
    settings = _settings()
    if settings.url:
        print(f"agentmemory mcp: forwarding to {settings.url}", file=sys.stderr)
        return stdio.run(stdio.Forwarder(settings.url, settings.secret))
    from .app import build_services
    from .mcp.dispatch import Dispatcher
    services = build_services(settings)
    services.start()
    print(f"agentmemory {__version__} MCP on stdio (data: {settings.db_path})", file=sys.stderr)
    try:
        dispatcher = Dispatcher(services)
        return stdio.run(dispatcher.handle_text)
    finally:
        services.close()


def cmd_reindex(args) -> int:
    """Embed every item that has no vector for the configured model, with a progress bar."""
    from .app import build_services
    services = build_services(_settings())
    queue = services.memory.searcher.queue
    if queue is None:
        print("embedding provider is 'none': nothing to index", file=sys.stderr)
        return 0
    if args.all:
        with services.store.write() as tx:
            tx.conn.execute("INSERT OR IGNORE INTO embed_queue(doc_id, enqueued_at) SELECT id, ? FROM search_docs",
                            (tx.now,))
    else:
        queue.enqueue_missing()
    total = queue.pending()
    done, start = 0, time.time()
    while True:
        n = queue.run_once()
        if not n:
            break
        done += n
        width = 40
        frac = done / total if total else 1
        rate = done / max(time.time() - start, 1e-6)
        sys.stderr.write(f"\r[{'#' * int(frac * width):<{width}}] {done}/{total} ({rate:.0f}/s)")
        sys.stderr.flush()
    sys.stderr.write(f"\nindexed {done} items with {queue.embedder.model}\n")
    services.close()
    return 0


def cmd_export(args) -> int:
    from .app import build_services
    from .memory.common import Caller
    services = build_services(_settings(), embedder=None)
    data = services.memory.export(Caller(services.settings.agent_id))
    out = open(args.output, "w", encoding="utf-8") if args.output != "-" else sys.stdout
    json.dump(data, out, ensure_ascii=False, indent=1)
    if out is not sys.stdout:
        out.close()
    services.close()
    return 0


def cmd_import(args) -> int:
    from .app import build_services
    from .errors import AgentMemoryError
    from .memory.common import Caller
    services = build_services(_settings())
    with open(args.input, encoding="utf-8") as f:
        data = json.load(f)
    try:
        result = services.memory.import_data(Caller(services.settings.agent_id), data, args.strategy)
    except AgentMemoryError as exc:
        print(f"import failed: {exc.message}", file=sys.stderr)
        return 1
    print(json.dumps(result))
    services.close()
    return 0


def _token_op(name: str, raw: dict) -> tuple[int, dict | None]:
    """Run one token op on the local database as the admin: (exit code, result). Errors: one line on stderr."""
    from .app import build_services
    from .errors import AgentMemoryError
    from .ops import OPS_BY_NAME, invoke
    services = build_services(_settings(), embedder=None)
    try:
        result, _ = invoke(OPS_BY_NAME[name], services.memory, services.memory.local_caller(), raw)
    except AgentMemoryError as exc:
        print(f"agentmemory tokens: {exc.message}", file=sys.stderr)
        return 1, None
    finally:
        services.close()
    return 0, result


def cmd_tokens_create(args) -> int:
    """Print the new token alone on stdout (`TOKEN=$(agentmemory tokens create --agent a)`); details on stderr."""
    rc, result = _token_op("token_create", {"agentId": args.agent, "role": args.role})
    if result is not None:
        print(result["token"])
        print(f"created token {result['tokenId']} for agent {result['agentId']} (role {result['role']}); "
              f"it is shown only now", file=sys.stderr)
    return rc


def cmd_tokens_list(args) -> int:
    rc, result = _token_op("tokens", {})
    if result is not None:
        print(json.dumps(result["tokens"], indent=1))
    return rc


def cmd_tokens_revoke(args) -> int:
    rc, result = _token_op("token_revoke", {"tokenId": args.token_id})
    if result is not None:
        print(json.dumps(result))
    return rc


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="agentmemory", description="Persistent memory server for AI agents.")
    parser.add_argument("--version", action="version", version=f"agentmemory {__version__}")
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("serve", help="run the HTTP server")
    p.add_argument("--host")
    p.add_argument("--port", type=int)
    p.add_argument("--server", choices=("builtin", "gunicorn", "werkzeug"), default="builtin",
                   help="HTTP server: builtin (the default: a thread per connection, agentmemory/httpd/), "
                        "gunicorn (gthread, POSIX) or werkzeug's development server")
    p.set_defaults(func=cmd_serve)
    p = sub.add_parser("mcp", help="serve MCP over stdio (one JSON-RPC message per line)")
    p.set_defaults(func=cmd_mcp)
    p = sub.add_parser("reindex", help="embed items missing a vector for the configured model")
    p.add_argument("--all", action="store_true", help="re-embed everything, not only missing items")
    p.set_defaults(func=cmd_reindex)
    p = sub.add_parser("export", help="write the whole store as JSON")
    p.add_argument("-o", "--output", default="-")
    p.set_defaults(func=cmd_export)
    p = sub.add_parser("import", help="load an export file")
    p.add_argument("input")
    p.add_argument("--strategy", choices=("merge", "replace", "skip"), default="merge")
    p.set_defaults(func=cmd_import)
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
    from .sync.cli import add_commands as add_sync_commands
    add_sync_commands(sub)  # backup, restore
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return args.func(args)


if __name__ == "__main__":
    raise SystemExit(main())
