"""store/postgres/ on a real PostgreSQL (tests/pg_fixtures.py): what only that backend has to show
(connection errors in one line, migrations applied once by processes starting together, health naming
the server and pgvector, one transaction per write). Everything else runs on both backends through the
`settings` fixture."""
from __future__ import annotations

import threading
from pathlib import Path

import pytest
from cli_helpers import cli, clean_env, free_port

from agentmemory.app import running
from agentmemory.config import Settings
from agentmemory.search.storage import SearchDoc, storage_for
from agentmemory.store import KV, StoreUnavailable, open_store


@pytest.fixture
def pg_url(pg_server):
    url = pg_server.fresh()
    yield url
    pg_server.drop(url)


@pytest.fixture
def empty_url(pg_server):
    """A database of its own, with nothing in it (not even the vector extension)."""
    url = pg_server.database("am_empty")
    yield url
    pg_server.drop(url)


def test_an_unreachable_server_is_one_line_naming_it():
    port = free_port()
    with pytest.raises(StoreUnavailable) as err:
        open_store(Path("unused"), f"postgresql://am:secret@127.0.0.1:{port}/db")
    text = str(err.value)
    assert "\n" not in text and f"127.0.0.1:{port}" in text and "cannot connect to PostgreSQL" in text
    assert "secret" not in text  # the password is masked


def test_serve_with_an_unreachable_database_exits_with_one_line(tmp_path):
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", PORT=free_port(),
                    AGENTMEMORY_DATABASE_URL=f"postgresql://am:pw@127.0.0.1:{free_port()}/db")
    proc = cli(env, "serve")
    assert proc.returncode == 1
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "cannot connect to PostgreSQL" in lines[0], proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_wrong_url_scheme_is_refused_by_the_settings():
    from agentmemory.config import ConfigError
    with pytest.raises(ConfigError, match="AGENTMEMORY_DATABASE_URL must start with postgresql://"):
        Settings.from_env({"AGENTMEMORY_DATABASE_URL": "mysql://u:p@h/db"})
    s = Settings.from_env({"AGENTMEMORY_DATABASE_URL": "postgres://u:pw@h:5432/db"})
    assert s.backend == "postgresql" and s.describe()["database_url"] == "postgres://u:***@h:5432/db"


def test_both_backends_have_the_same_named_migrations():
    from agentmemory.search.storage import pg_schema, schema
    from agentmemory.store import migrations
    from agentmemory.store.postgres import migrations as pg_migrations
    names = lambda *lists: [name for ms in lists for name, _ in ms]  # noqa: E731
    assert names(migrations.MIGRATIONS) == names(pg_migrations.MIGRATIONS)
    assert names(schema.SEARCH_MIGRATIONS) == names(pg_schema.SEARCH_MIGRATIONS)
    assert names(schema.CODE_WORDS_MIGRATIONS) == names(pg_schema.CODE_WORDS_MIGRATIONS)


def test_processes_starting_together_apply_each_migration_once(empty_url):
    errors, stores = [], []

    def start():
        try:
            store = open_store(Path("unused"), empty_url)
            storage_for(store)
            stores.append(store)
        except Exception as exc:  # noqa: BLE001 - reported by the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=start) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    try:
        assert errors == []
        names = [r[0] for r in stores[0].read().execute("SELECT name FROM schema_migrations ORDER BY name")]
        assert names == ["0001_kv_audit", "0002_search_docs_fts", "0003_vectors", "0004_agent_tokens", "0005_event_ids",
                         "0006_search_docs_superseded_by", "0007_search_fts_distilled",
                         "0008_kv_sessions_started_partial", "0009_search_docs_code_words",
                         "0010_search_fts_code_words", "0011_search_doc_files"]
        assert all(s.schema_version == 11 for s in stores)
    finally:
        for s in stores:
            s.close()


def test_health_names_the_backend_and_the_versions(pg_url, tmp_path):
    s = Settings(data_dir=tmp_path / "d", embedding_provider="fake", database_url=pg_url)
    with running(s) as svc:
        db = svc.system.health()["database"]
    assert db["backend"] == "postgresql" and db["version"].startswith("18") and db["pgvector"].startswith("0.8")


def test_a_failed_write_leaves_neither_row_nor_audit_nor_index_nor_queue(pg_url):
    store = open_store(Path("unused"), pg_url)
    storage = storage_for(store)
    try:
        with pytest.raises(RuntimeError), store.write() as tx:
            tx.memories.put("m1", {"id": "m1"})
            tx.audit("remember", KV.memories, "m1")
            storage.put(tx, SearchDoc(kind="memory", item_id="m1", scope=KV.memories, project=None, agent_id=None,
                                      session_id=None, ts=1.0, body="rolled back"), enqueue=True)
            raise RuntimeError("the request failed before its 2xx")
        assert store.reader().memories.get("m1") is None
        assert store.reader().audit_log.page() == []
        assert storage.pending() == 0 and storage.keyword_candidates(["rolled"], "", _no_filter(), 10) == []
    finally:
        store.close()


def _no_filter():
    from agentmemory.search.storage import DocFilter
    return DocFilter()
