"""Fixtures: settings -> services -> app -> client, on a real SQLite file in tmp_path.

The fake embedder is the default here (deterministic, no model load); a few
marked tests use the real local model.
"""
from __future__ import annotations

import contextlib

import pytest
from helpers import Clock, LiveServer, T0, observe_payload  # noqa: F401 (helpers live in helpers.py)

from agentmemory.app import create_app, running
from agentmemory.config import Settings


@pytest.fixture
def settings(tmp_path) -> Settings:
    return Settings(data_dir=tmp_path / "data", embedding_provider="fake",
                    transcript_roots=(tmp_path / "transcripts",),  # never the real ~/.claude in tests
                    source_roots=(tmp_path / "docs",))


@pytest.fixture
def make_client(tmp_path):
    """Another server on settings that differ from `settings`: make_client(agent_scope="isolated")
    -> (test client, services). Each call gets its own database; all are closed after the test."""
    opened = []

    def make(**overrides):
        s = Settings(data_dir=tmp_path / f"server{len(opened)}", embedding_provider="fake",
                     transcript_roots=(tmp_path / "transcripts",),
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
