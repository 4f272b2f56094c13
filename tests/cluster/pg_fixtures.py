"""A real PostgreSQL (with pgvector) from the pgserver wheel for the scale-out tests: one server per
test session, a fresh database per test (`pg_url`)."""
from __future__ import annotations

import itertools
import shutil
import tempfile
import warnings

import pytest

_names = itertools.count()


@pytest.fixture(scope="session")
def pg_server():
    """Its own temporary directory, not pytest's numbered ones: another pytest run on the machine
    may rotate those away while the server runs."""
    pgserver = pytest.importorskip("pgserver")
    where = tempfile.mkdtemp(prefix="agentmemory-pg-")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # RuntimeDirWarning: XDG_RUNTIME_DIR is not set
        srv = pgserver.get_server(where, cleanup_mode="stop")
    yield srv
    srv.cleanup()
    shutil.rmtree(where, ignore_errors=True)


@pytest.fixture
def pg_url(pg_server) -> str:
    """A new empty database with the vector extension: its postgresql:// URL (unix socket)."""
    import psycopg
    name = f"t{next(_names)}"
    pg_server.psql(f"CREATE DATABASE {name};")
    url = pg_server.get_uri().replace("/postgres?", f"/{name}?")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    return url
