"""A database outage is a 503 the client may retry (Retry-After), never a 500, on REST and MCP; the
server serves again once the database is back (PostgreSQL: its sessions ended under the pool)."""
from __future__ import annotations

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.store import unreachable


def end_sessions(services) -> None:
    """What a PostgreSQL restart does to the server's pooled connections: every session of its database ends."""
    import psycopg
    url = services.settings.database_url
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                      "WHERE datname = current_database() AND pid <> pg_backend_pid()")


def test_requests_during_an_outage_get_503_then_succeed(backend, client, services):
    if backend != "postgresql":
        pytest.skip("SQLite has no connection to lose")
    assert client.post(PREFIX + "/remember", json={"content": "the build runs on arm64"}).status_code == 201
    end_sessions(services)
    statuses = []
    for _ in range(40):
        r = client.get(PREFIX + "/memories")
        statuses.append(r.status_code)
        if r.status_code == 503:
            assert r.headers["Retry-After"] == "2" and r.get_json()["retryable"] is True
        if r.status_code == 200:
            break
    assert set(statuses) <= {200, 503} and statuses[-1] == 200, statuses
    assert [m["content"] for m in r.get_json()["memories"]] == ["the build runs on arm64"]


def test_an_mcp_call_during_an_outage_is_a_retryable_error(backend, client, services):
    if backend != "postgresql":
        pytest.skip("SQLite has no connection to lose")
    end_sessions(services)
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": "memory_recall", "arguments": {"query": "arm64"}}}
    for _ in range(40):
        r = client.post("/mcp", json=call, headers={"Accept": "application/json, text/event-stream"})
        assert r.status_code in (200, 503), r.get_data(as_text=True)
        if r.status_code == 503:
            assert r.get_json()["error"]["data"] == {"status": 503, "retryable": True}
        else:
            break
    assert r.status_code == 200 and "result" in r.get_json(), r.get_json()  # not an internal error


def test_what_counts_as_unreachable():
    import sqlite3

    import psycopg
    from psycopg.errors import DeadlockDetected
    assert unreachable(sqlite3.OperationalError("database is locked"))
    assert unreachable(psycopg.OperationalError("server closed the connection unexpectedly"))
    assert not unreachable(sqlite3.OperationalError("no such column: x"))  # a bug stays a 500
    assert not unreachable(DeadlockDetected("deadlock detected"))  # runs again, then a 409
    assert not unreachable(ValueError("x"))


def test_a_request_that_finds_the_store_closed_is_a_retryable_503(backend, client, services):
    """A request still in flight as the server stops (its services closed under it) is told to send again."""
    from helpers import observe_payload
    services.store.close()
    for method, path, body in (("get", "/sessions", None), ("get", "/memories", None),
                               ("post", "/remember", {"content": "the build runs on arm64"}),
                               ("post", "/observe", observe_payload())):
        r = getattr(client, method)(PREFIX + path, json=body) if body else getattr(client, method)(PREFIX + path)
        assert r.status_code == 503, (path, r.status_code, r.get_json())
        assert r.headers["Retry-After"] == "2" and r.get_json()["retryable"] is True, path
