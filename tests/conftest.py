"""Fixtures: settings -> services -> app -> client, on a real SQLite file in tmp_path.

The fake embedder is the default here (deterministic, no model load); a few
marked tests use the real local model.
"""
from __future__ import annotations

import contextlib
import threading

import pytest

from agentmemory.app import create_app, running
from agentmemory.config import Settings


@pytest.fixture
def settings(tmp_path) -> Settings:
    return Settings(data_dir=tmp_path / "data", embedding_provider="fake",
                    transcript_roots=(tmp_path / "transcripts",))  # never the real ~/.claude in tests


@pytest.fixture
def make_client(tmp_path):
    """Another server on settings that differ from `settings`: make_client(agent_scope="isolated")
    -> (test client, services). Each call gets its own database; all are closed after the test."""
    opened = []

    def make(**overrides):
        s = Settings(data_dir=tmp_path / f"server{len(opened)}", embedding_provider="fake",
                     transcript_roots=(tmp_path / "transcripts",), **overrides)
        svc = stack.enter_context(running(s))
        opened.append(svc)
        return create_app(s, svc).test_client(), svc

    with contextlib.ExitStack() as stack:  # every server made is closed after the test, even on failure
        yield make


@pytest.fixture
def iso(make_client):
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


T0 = 1_767_225_600.0  # 2026-01-01T00:00:00Z


class Clock:
    """A controllable clock for `services.shared.clock`: set or advance `.t` in a test."""

    def __init__(self, t: float = T0):
        self.t = t

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def clock(services) -> Clock:
    """The services' one clock (`services.shared.clock`), frozen at T0 until the test moves it."""
    c = Clock()
    services.shared.clock = c
    return c


class LiveServer:
    """`app` on a free loopback port in this process, served by werkzeug's threaded server (the
    one `agentmemory serve --server werkzeug` runs), so a test can reach the same `services`.
    gunicorn, the default of `serve`, runs as a real process in test_e2e_server.py and
    test_framing.py (it forks its worker, so it cannot serve an app built in the test)."""

    def __init__(self, app):
        from werkzeug.serving import make_server
        self.server = make_server("127.0.0.1", 0, app, threaded=True)
        self.port = self.server.server_port
        self.url = f"http://127.0.0.1:{self.port}"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def stop(self):
        self.server.shutdown()
        self.thread.join(timeout=5)
        self.server.server_close()


@pytest.fixture
def live_server(app):
    srv = LiveServer(app)
    yield srv
    srv.stop()


def observe_payload(session="s1", project="proj", text="hello world", **extra):
    body = {"hookType": "message", "sessionId": session, "project": project, "cwd": "/work",
            "timestamp": "2026-01-02T03:04:05Z", "data": {"speaker": "user", "text": text}}
    body.update(extra)
    return body
