"""migrate-db: a store copied onto another backend, resumable (a re-run writes nothing twice) and verified."""
from __future__ import annotations

import pytest

from agentmemory.app import running
from agentmemory.config import Settings
from agentmemory.store import KV
from agentmemory.sync import migrate

from .migrate_helpers import fill


def settings_at(tmp_path, name: str, **more) -> Settings:
    return Settings(data_dir=tmp_path / name, embedding_provider="fake", transcript_roots=(tmp_path / "t",), **more)


def test_a_copy_verifies_and_a_second_run_copies_nothing(tmp_path):
    with running(settings_at(tmp_path, "a")) as src, running(settings_at(tmp_path, "b")) as dst:
        fill(src)
        src.shared.searcher.queue.drain()
        first = migrate.migrate(src, dst, "a", quiet=True)
        assert first["verify"]["ok"], first["verify"]
        assert first["copied"] > 20 and first["unchanged"] == 0 and first["agent_tokens"] == 1
        assert first["verify"]["searches"] > 10 and first["verify"]["foundOnSource"] >= first["verify"]["searches"] // 2
        assert first["verify"]["sameIds"] == first["verify"]["searches"]  # the same backend: the very same ids
        assert migrate.counts(src) == migrate.counts(dst)
        again = migrate.migrate(src, dst, "a", quiet=True)
        assert again["copied"] == 0 and again["unchanged"] == first["copied"] and again["audit_log"] == 0
        assert again["verify"]["ok"] and migrate.counts(dst) == first["verify"]["counts"]


def test_an_interrupted_copy_continues_where_it_stopped(tmp_path, monkeypatch):
    with running(settings_at(tmp_path, "a")) as src, running(settings_at(tmp_path, "b")) as dst:
        fill(src, n=30)
        monkeypatch.setattr(migrate, "BATCH", 7)
        calls = []
        real = migrate.indexing.reindex_item

        def crash_after_three_batches(searcher, tx, scope, value, embed=True):
            calls.append(1)
            if len(calls) == 3 * 7 + 1:
                raise KeyboardInterrupt  # the process dies mid-batch: that batch rolls back
            return real(searcher, tx, scope, value, embed=embed)
        monkeypatch.setattr(migrate.indexing, "reindex_item", crash_after_three_batches)
        with pytest.raises(KeyboardInterrupt):
            migrate.migrate(src, dst, "a", quiet=True)
        kept = sum(1 for scope, key, _ in dst.store.reader().kv.all_rows() if (scope, key) != (KV.meta, "migrate-db"))
        assert kept > 0  # whole batches committed, the one interrupted rolled back
        monkeypatch.setattr(migrate.indexing, "reindex_item", real)
        result = migrate.migrate(src, dst, "a", quiet=True)
        assert result["unchanged"] == kept and result["copied"] > 0  # the rest, nothing twice
        assert result["verify"]["ok"], result["verify"]


def test_a_target_with_other_data_is_refused(tmp_path):
    with running(settings_at(tmp_path, "a")) as src, running(settings_at(tmp_path, "b")) as dst:
        fill(src, n=2)
        fill(dst, n=1)
        with pytest.raises(migrate.MigrateError, match="already holds data"):
            migrate.migrate(src, dst, "a", quiet=True)


@pytest.mark.slow
def test_migrate_db_round_trip_sqlite_postgresql_sqlite(tmp_path, pg_url):
    """`agentmemory migrate-db --to` then `--from` as real commands: the same counts and search results back."""
    import json

    from cli_helpers import clean_env, cli

    from .pg_fixtures import vector_index
    original = settings_at(tmp_path, "data")
    with running(original) as svc:
        fill(svc, n=20)
        svc.shared.searcher.queue.drain()
        before = migrate.counts(svc)
    (tmp_path / "home").mkdir()
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", AGENTMEMORY_VECTOR_INDEX=vector_index())
    there = cli(env, "migrate-db", "--to", pg_url, "-q", timeout=180)
    assert there.returncode == 0, there.stderr
    out = json.loads(there.stdout)
    assert out["verify"]["ok"] and out["verify"]["counts"] == before and out["copied"] > 40
    assert out["verify"]["foundOnSource"] > 0 and out["verify"]["missingOnTarget"] == []
    again = json.loads(cli(env, "migrate-db", "--to", pg_url, "-q", timeout=180).stdout)
    assert again["copied"] == 0 and again["unchanged"] == out["copied"]  # resumable: nothing written twice
    back_env = {**env, "AGENTMEMORY_DATA_DIR": str(tmp_path / "back")}
    back = cli(back_env, "migrate-db", "--from", pg_url, "-q", timeout=180)
    assert back.returncode == 0, back.stderr
    assert json.loads(back.stdout)["verify"]["ok"]
    with running(settings_at(tmp_path, "back")) as svc:
        assert migrate.counts(svc) == before


def test_migrate_db_refuses_a_url_that_is_not_postgresql(tmp_path):
    from cli_helpers import assert_one_line_error, clean_env, cli
    (tmp_path / "home").mkdir()
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    assert_one_line_error(cli(env, "migrate-db", "--to", "mysql://x/y"), "migrate-db", "postgresql://")
