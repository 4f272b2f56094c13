"""Fixtures: settings -> services -> app -> client, on a real SQLite file in tmp_path, and, for the
storage-related tests, also on a real PostgreSQL (tests/pg_fixtures.py): `backend` is "sqlite" or
"postgresql", and `settings` points at a fresh database of that backend.

The fake embedder is the default here (deterministic, no model load); a few
marked tests use the real local model.
"""
from __future__ import annotations

import contextlib
import os
from pathlib import Path

import pytest
from helpers import Clock, LiveServer, T0, observe_payload  # noqa: F401 (helpers live in helpers.py)
from pg_fixtures import VECTOR_INDEX
from speed_helpers import reuse_url_builders

from agentmemory.app import create_app, running
from agentmemory.config import Settings

TESTS = Path(__file__).parent
# Tests here run on both backends (test ids end in [sqlite] / [postgresql]); the rest on SQLite only.
BOTH_BACKENDS = ("store", "memory", "search", "api", "mcp", "viewer", "test_e2e_server.py")
# AGENTMEMORY_TEST_BACKENDS=sqlite (or postgresql) runs one backend only.
BACKENDS = tuple(os.environ.get("AGENTMEMORY_TEST_BACKENDS", "sqlite,postgresql").split(","))


def pytest_configure(config):
    reuse_url_builders()  # each test builds its own app; werkzeug's URL builders need compiling once
    config.addinivalue_line("markers", "sqlite_only(reason): a test of the SQLite file itself (runs on SQLite only)")


def pytest_collection_modifyitems(config, items):
    """The modules of the longest tests first, each module's tests kept together and in order (module
    fixtures are made once): a long test started last kept one worker busy alone at the end, and the
    worker that finishes first takes the short tests from the end of the other's queue (--dist worksteal).
    Longest by a module's largest @pytest.mark.timeout, then by the slow mark; the rest keep their order."""
    def weight(item) -> tuple[float, int]:
        limit = item.get_closest_marker("timeout")
        return (limit.args[0] if limit and limit.args else 0, int(item.get_closest_marker("slow") is not None))

    heaviest: dict = {}
    for item in items:
        heaviest[item.module] = max(heaviest.get(item.module, (0, 0)), weight(item))
    items.sort(key=lambda item: tuple(-w for w in heaviest[item.module]))


def pytest_generate_tests(metafunc):
    if "backend" not in metafunc.fixturenames:
        return
    rel = Path(metafunc.definition.path).relative_to(TESTS).parts[0]
    both = rel in BOTH_BACKENDS and metafunc.definition.get_closest_marker("sqlite_only") is None
    metafunc.parametrize("backend", [b for b in BACKENDS if both or b == "sqlite"] or ["sqlite"], scope="function")


@pytest.fixture(scope="session")
def pg_server():
    from pg_fixtures import PgServer
    server = PgServer()
    yield server
    server.stop()


@pytest.fixture
def database_url(request, backend):
    """A function making a fresh database of the test's backend: its URL (None: SQLite), dropped after the
    test. make(migrated=True): on PostgreSQL it may come migrated already, exactly as a store opened on an
    empty one leaves it, and empty (pg_fixtures.PgServer.migrated); for the stores the fixtures open."""
    made: list[str] = []

    def make(migrated: bool = False) -> str | None:
        if backend == "sqlite":
            return None
        server = request.getfixturevalue("pg_server")
        made.append(server.migrated() if migrated else server.fresh())
        return made[-1]

    yield make
    for url in made:
        request.getfixturevalue("pg_server").drop(url)
        request.getfixturevalue("pg_server").recycle(url)


@pytest.fixture
def settings(tmp_path, database_url) -> Settings:
    return Settings(data_dir=tmp_path / "data", embedding_provider="fake", database_url=database_url(migrated=True),
                    vector_index=VECTOR_INDEX,
                    transcript_roots=(tmp_path / "transcripts",),  # never the real ~/.claude in tests
                    source_roots=(tmp_path / "docs",))


@pytest.fixture
def make_client(tmp_path, database_url):
    """Another server on settings that differ from `settings`: make_client(agent_scope="isolated")
    -> (test client, services). Each call gets its own database; all are closed after the test."""
    opened = []

    def make(**overrides):
        s = Settings(data_dir=tmp_path / f"server{len(opened)}", embedding_provider="fake",
                     transcript_roots=(tmp_path / "transcripts",), database_url=database_url(migrated=True),
                     vector_index=VECTOR_INDEX,
                     **{"source_roots": (tmp_path / "docs",), **overrides})
        svc = stack.enter_context(running(s))
        opened.append(svc)
        return create_app(s, svc).test_client(), svc

    with contextlib.ExitStack() as stack:  # every server made is closed after the test, even on failure
        yield make


@pytest.fixture
def iso_client(make_client):
    """A test client of a server in isolated agent scope (each agent sees only its own data)."""
    return make_client(agent_scope="isolated")[0]


@pytest.fixture
def services(settings):
    with running(settings) as svc:
        yield svc


@pytest.fixture
def app(settings, services):
    return create_app(settings, services)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def drain(services):
    """Call to embed everything queued so far (the background thread is off in tests)."""
    def run():
        services.shared.catch_up()  # the observes' index work first (memory/ingest/behind.py): it queues embeddings
        q = services.shared.searcher.queue
        if q is not None:
            q.drain()
    return run


@pytest.fixture
def clock(services) -> Clock:
    """The services' one clock (`services.shared.clock`), frozen at T0 until the test moves it."""
    c = Clock()
    services.shared.clock = c
    return c


@pytest.fixture
def live_server(app):
    srv = LiveServer(app)
    yield srv
    srv.stop()
