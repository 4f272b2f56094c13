"""A database a newer version wrote (a migration id this version does not know) is refused with one line,
before anything is applied: never migrated, downgraded or half-used."""
from __future__ import annotations

import hashlib

import pytest

from agentmemory.app import running
from agentmemory.search.storage import pg_schema, schema
from agentmemory.store import open_store
from agentmemory.store.dbfile import SchemaError, check_schema, connect_existing
from agentmemory.store.migrations import KNOWN_MIGRATIONS, MIGRATIONS, NewerDatabase, migration_id
from agentmemory.store.postgres import migrations as pg_migrations
from agentmemory.store.repositories import StoreUnavailable
from helpers import sql


def test_known_migrations_are_the_ids_of_every_backends_migrations():
    for lists in ((MIGRATIONS, schema.SEARCH_MIGRATIONS, schema.CODE_WORDS_MIGRATIONS),
                  (pg_migrations.MIGRATIONS, pg_schema.SEARCH_MIGRATIONS, pg_schema.CODE_WORDS_MIGRATIONS)):
        ids = [migration_id(name) for part in lists for name, _ in part]
        assert len(ids) == len(set(ids)), "one id, one migration"
        assert tuple(sorted(ids)) == KNOWN_MIGRATIONS


def _record_a_newer_migration(services) -> None:
    with services.store.write() as tx:
        sql(services.store, "INSERT INTO schema_migrations(name, applied_at) VALUES (?, ?)",
            ("0999_from_the_future", 1.0), conn=tx.conn)


def _fingerprint(settings) -> str:
    """The SQLite file's bytes, or the migrations PostgreSQL records (read on a connection of our own)."""
    if settings.database_url is None:
        return hashlib.sha256(settings.db_path.read_bytes()).hexdigest()
    import psycopg
    with psycopg.connect(settings.database_url) as conn:
        return repr(conn.execute("SELECT name, applied_at FROM schema_migrations ORDER BY name").fetchall())


def test_a_newer_versions_database_is_refused_and_left_unchanged(settings):
    with running(settings) as services:
        _record_a_newer_migration(services)
    before = _fingerprint(settings)
    with pytest.raises(NewerDatabase, match="written by a newer agentmemory .*0999_from_the_future.*upgrade"):
        open_store(settings.db_path, settings.database_url)
    assert issubclass(NewerDatabase, StoreUnavailable)  # the CLI's one line
    assert _fingerprint(settings) == before


@pytest.mark.sqlite_only("checks the SQLite file's schema")
def test_check_schema_names_what_is_wrong(settings):
    with running(settings) as services:
        conn = connect_existing(settings.db_path)
        try:
            assert {"kv_store", "audit_log", "schema_migrations"} <= check_schema(conn)
        finally:
            conn.close()
        _record_a_newer_migration(services)
    conn = connect_existing(settings.db_path)
    try:
        with pytest.raises(SchemaError, match="newer agentmemory"):
            check_schema(conn)
    finally:
        conn.close()
