"""Command line: agentmemory serve | mcp | reindex | export | import."""
from __future__ import annotations

import argparse
import json
import logging
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
    server = args.server or ("gunicorn" if wsgi.gunicorn_available() else "werkzeug")
    if server == "gunicorn" and not wsgi.gunicorn_available():
        print("agentmemory: --server gunicorn needs gunicorn on a POSIX system", file=sys.stderr)
        return 2
    # The address first, before the model loads: a port in use fails at once, in one line.
    try:
        sock = wsgi.listen(settings.host, settings.port)
    except wsgi.ListenError as exc:
        print(f"agentmemory: {exc}", file=sys.stderr)
        return 1
    print(f"agentmemory {__version__} listening on http://{settings.host}:{settings.port} "
          f"(data: {settings.db_path}, embeddings: {settings.embedding_provider}, server: {server})",
          file=sys.stderr)
    if server == "gunicorn":
        wsgi.serve_gunicorn(settings, sock)
    else:
        wsgi.serve_werkzeug(settings, sock)
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="agentmemory", description="Persistent memory server for AI agents.")
    parser.add_argument("--version", action="version", version=f"agentmemory {__version__}")
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("serve", help="run the HTTP server")
    p.add_argument("--host")
    p.add_argument("--port", type=int)
    p.add_argument("--server", choices=("gunicorn", "werkzeug"), default=None,
                   help="HTTP server: gunicorn (the default: one process, gthread worker; POSIX only) or "
                        "werkzeug's threaded server (the default where gunicorn cannot run)")
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
    from .sync.cli import add_commands as add_sync_commands
    add_sync_commands(sub)  # backup, restore
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return args.func(args)


if __name__ == "__main__":
    raise SystemExit(main())
