"""bench/crash.py, short: the real server SIGKILLed under 8 writers loses no acknowledged write
and leaves a sound database."""
import sqlite3
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import crash  # noqa: E402


@pytest.mark.slow
@pytest.mark.timeout(180)
@pytest.mark.parametrize("server", [None, "gunicorn"])  # serve's default, and gunicorn's master + worker by name
def test_sigkill_under_concurrent_writers_loses_no_acknowledged_write(tmp_path, server):
    result = crash.run(3, 8, tmp_path / "data", server=server, min_delay=0.3, max_delay=1.2, seed=7)
    assert result["acknowledged_writes"] > 100, result["per_round"]
    assert result["refused_writes"] == 0, result["refused_examples"]
    assert result["lost_acknowledged_writes"] == 0, result["lost_examples"]
    assert result["integrity_failures"] == 0, result["integrity_examples"]


def test_crash_checks_see_a_lost_write_and_a_damaged_file(tmp_path):
    """The checks are not blind: a key that is not in kv_store is reported, and so is a file that is not a database."""
    db = tmp_path / "agentmemory.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE kv_store (scope TEXT, key TEXT, value TEXT)")
    conn.execute("INSERT INTO kv_store VALUES ('mem:memories', 'mem_1', '{}')")
    conn.commit()
    conn.close()
    assert crash.integrity(db) == "ok"
    assert crash.missing(db, [("remember", "mem_1"), ("remember", "mem_2")]) == [("remember", "mem_2")]
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4096)
    assert crash.integrity(junk) != "ok"


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_sigkill_of_every_postgresql_worker_loses_no_acknowledged_write(tmp_path, pg_server):
    """`--backend postgresql`: gunicorn's master and its workers killed together, on one database."""
    result = crash.run(2, 8, tmp_path / "data", min_delay=1.0, max_delay=2.0, seed=11, database_url=pg_server.fresh(),
                       workers=2)
    assert result["backend"] == "postgresql" and result["workers"] == 2
    assert result["acknowledged_writes"] > 10, result["per_round"]
    assert result["refused_writes"] == 0, result["refused_examples"]
    assert result["lost_acknowledged_writes"] == 0, result["lost_examples"]
    assert result["integrity_failures"] == 0, result["integrity_examples"]


def test_postgresql_checks_see_a_lost_write_and_a_database_that_is_not_the_store(pg_server):
    import psycopg
    url = pg_server.fresh()
    assert crash.pg_integrity(url) != "ok"  # no store's indexes at all
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TABLE kv_store (scope TEXT, key TEXT, value JSONB, PRIMARY KEY (scope, key))")
        conn.execute("INSERT INTO kv_store VALUES ('mem:memories', 'mem_1', '{}')")
    assert crash.pg_integrity(url) == "ok"
    assert crash.pg_missing(url, [("remember", "mem_1"), ("remember", "mem_2")]) == [("remember", "mem_2")]


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_sigkill_of_the_database_with_the_server_loses_no_acknowledged_write(tmp_path):
    """`--kill-database`: the embedded PostgreSQL dies with the workers each round and recovers from its WAL."""
    import shutil
    import tempfile
    from _server import start_postgres
    root = Path(tempfile.mkdtemp(prefix="agentmemory-crash-pg-"))  # not tmp_path: the server runs as another user
    pg, url = start_postgres(root / "pg", "crash")
    try:
        result = crash.run(2, 8, tmp_path / "data", min_delay=1.5, max_delay=2.5, seed=5, database_url=url, workers=2,
                           database=pg)
    finally:
        pg.cleanup()
        shutil.rmtree(root, ignore_errors=True)
    assert result["database_killed"] is True
    assert result["acknowledged_writes"] > 10, result["per_round"]
    assert result["refused_writes"] == 0, result["refused_examples"]
    assert result["lost_acknowledged_writes"] == 0, result["lost_examples"]
    assert result["integrity_failures"] == 0, result["integrity_examples"]
