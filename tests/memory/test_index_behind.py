"""An observe's index work done behind its answer (memory/ingest/behind.py), on a real SQLite file through the real
app: queued with a marker in the observe's own transaction, done in one batch, seen by every read, and done at the
next start when the server stopped before it."""
from __future__ import annotations

import pytest
from helpers import observe_payload, sql

from agentmemory.app import build_services, create_app
from agentmemory.config import Settings
from agentmemory.store import KV

PREFIX = "/agentmemory"
pytestmark = pytest.mark.sqlite_only("the index work waits behind the answer on SQLite only")


def _settings(tmp_path) -> Settings:
    return Settings(data_dir=tmp_path / "data", embedding_provider="fake", transcript_roots=(tmp_path / "t",))


def _observe(client, text: str, session: str = "s1") -> str:
    r = client.post(PREFIX + "/observe", json=observe_payload(session=session, text=text))
    assert r.status_code == 201, r.get_json()
    return r.get_json()["observationId"]


def _held(settings: Settings):
    """Services and a client whose batch thread is stopped before the first observe: what is queued stays queued
    until a read."""
    services = build_services(settings)
    services.sessions.behind.stopped = True
    return services, create_app(settings, services).test_client()


def _marked(store) -> list[str]:
    return [key for key, _ in store.scan(KV.index_pending)]


def _indexed(store, obs_id: str) -> int:
    return sql(store, "SELECT count(*) FROM search_docs WHERE kind='observation' AND item_id=?", (obs_id,)).fetchone()[0]


def test_the_index_work_waits_with_a_marker_and_every_read_does_it_first(tmp_path):
    services, client = _held(_settings(tmp_path))
    try:
        ids = [_observe(client, f"the flaky ledger export {i}") for i in range(3)]
        assert len(services.sessions.behind.queue) == 3
        assert sorted(_marked(services.store)) == sorted(ids)
        assert [_indexed(services.store, i) for i in ids] == [0, 0, 0]  # answered before its index work
        found = client.post(PREFIX + "/search", json={"query": "flaky ledger export"}).get_json()["results"]
        assert {r["id"] for r in found} == set(ids)  # the read did it first, in one batch
        assert [_indexed(services.store, i) for i in ids] == [1, 1, 1]
        assert _marked(services.store) == [] and not services.sessions.behind.queue
        # a direct look at the index (a service's own read, not an op) catches up the same way
        later = _observe(client, "the ledger export again")
        listing = services.sessions.list_observations(_caller(), "s1")
        assert later in [o["id"] for o in listing["observations"]]
    finally:
        services.close()


def _caller():
    from agentmemory.memory.common import Caller
    return Caller("default")


def test_a_server_stopped_with_queued_index_work_does_it_at_the_next_start(tmp_path):
    settings = _settings(tmp_path)
    services, client = _held(settings)
    first = _observe(client, "the nightly reconcile job double counts refunds")
    edit = {"hook_event_name": "PostToolUse", "session_id": "s1", "cwd": "/w", "tool_name": "Write",
            "tool_input": {"file_path": "/w/jobs/reconcile.py", "content": "def reconcile():\n    return 1\n"},
            "tool_response": {"type": "create", "filePath": "/w/jobs/reconcile.py"}}
    wrote = client.post(PREFIX + "/observe", json=edit).get_json()["observationId"]
    services.store.close()  # as a kill would leave it: the queue gone, the markers and observations stored
    services = build_services(settings)  # its start indexes what the markers name
    try:
        client = create_app(settings, services).test_client()
        assert _marked(services.store) == []
        assert _indexed(services.store, first) == 1 and _indexed(services.store, wrote) == 1
        found = client.post(PREFIX + "/search", json={"query": "reconcile refunds"}).get_json()["results"]
        assert first in {r["id"] for r in found}
        profile = client.get(PREFIX + "/profile", query_string={"project": "proj"}).get_json()["profile"]
        assert profile["observationCount"] == 1  # its profile count was part of the work left
    finally:
        services.close()


def test_a_clean_stop_leaves_nothing_queued(tmp_path):
    settings = _settings(tmp_path)
    services, client = _held(settings)
    obs = _observe(client, "the webhook signature check")
    services.close()  # the queue is done before the store closes
    services = build_services(settings)
    try:
        assert _indexed(services.store, obs) == 1 and _marked(services.store) == []
    finally:
        services.close()
