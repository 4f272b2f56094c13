"""The database file damaged under a running server (a page overwritten: a bad sector, another program):
SQLite answers SQLITE_CORRUPT to the statements that meet the page. Each such request is a 503 saying the
file is damaged (was a 500), writes are refused from then on with nothing half-written, reads of sound
tables go on, and /health is degraded naming why. The damage is real: a page of the file overwritten."""
from __future__ import annotations

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.store import DAMAGED_ANSWER, DatabaseDamaged, damaged
from helpers import damage, sql

pytestmark = pytest.mark.sqlite_only("overwrites a page of the SQLite file")

MCP_ACCEPT = {"Accept": "application/json, text/event-stream"}


def _remember(client, text: str):
    return client.post(PREFIX + "/remember", json={"content": text})


@pytest.fixture
def written(client):
    for i in range(3):
        assert _remember(client, f"acknowledged {i}").status_code == 201


def test_a_read_of_a_damaged_page_is_a_503_and_writes_stop(client, services, written):
    store = services.store
    audit_rows = sql(store, "SELECT count(*) FROM audit_log").fetchone()[0]
    damage(store)
    r = client.get(PREFIX + "/memories")
    assert r.status_code == 503, r.get_data(as_text=True)
    assert r.get_json() == {"error": DAMAGED_ANSWER, "retryable": False}  # no driver text, no traceback

    # a write to sound tables only (agent_tokens, audit_log) is refused too: nothing may build on the file now
    r = client.post(PREFIX + "/tokens", json={"agentId": "ci"})
    assert r.status_code == 503 and r.get_json() == {"error": DAMAGED_ANSWER, "retryable": False}
    assert _remember(client, "after the damage").status_code == 503
    assert not store._writer.in_transaction
    assert sql(store, "SELECT count(*) FROM audit_log").fetchone()[0] == audit_rows  # nothing half-written
    assert sql(store, "SELECT count(*) FROM agent_tokens").fetchone()[0] == 0

    health = client.get(PREFIX + "/health")
    assert health.status_code == 200, health.get_data(as_text=True)
    body = health.get_json()
    assert body["status"] == "degraded" and body["counts"] is None
    problem = next(p for p in body["problems"] if p.startswith("database:"))
    assert "agentmemory.db damaged" in problem and "malformed" in problem and "agentmemory restore" in problem
    assert body["database"]["damaged"] in problem and "lost" not in body["database"]


def test_a_write_that_meets_a_damaged_page_is_rolled_back_and_the_next_refused(services):
    store = services.store
    with store.write() as tx:
        tx.put("mem:memories", "m1", {"id": "m1", "content": "acknowledged"})
        tx.audit("remember", "mem:memories", "m1")
    damage(store)
    with pytest.raises(Exception) as caught:
        with store.write() as tx:
            tx.audit("remember", "mem:memories", "m2")  # audit_log is sound: written, then rolled back
            tx.put("mem:memories", "m2", {"id": "m2", "content": "half"})
    assert damaged(caught.value) and not store._writer.in_transaction
    assert sql(store, "SELECT count(*) FROM audit_log").fetchone()[0] == 1
    with pytest.raises(DatabaseDamaged, match="agentmemory.db damaged"):
        with store.write() as tx:
            tx.audit("remember")
    assert store.info()["damaged"].startswith("SQLite found agentmemory.db damaged")


def test_an_mcp_call_that_meets_a_damaged_page_says_so(client, services, written):
    damage(services.store)
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": "memory_save", "arguments": {"content": "after the damage"}}}
    r = client.post("/mcp", json=call, headers=MCP_ACCEPT)
    assert r.status_code == 503, r.get_data(as_text=True)
    error = r.get_json()["error"]
    assert error["message"] == DAMAGED_ANSWER and error["data"] == {"status": 503, "retryable": False}


def test_other_driver_errors_are_not_damage():
    import sqlite3
    assert not damaged(sqlite3.OperationalError("database is locked"))
    assert not damaged(RuntimeError("database disk image is malformed"))  # only the driver's own errors
    cipher = pytest.importorskip("sqlcipher3")  # its errors carry no result code: the message says it
    assert damaged(cipher.DatabaseError("file is not a database"))
    assert not damaged(cipher.OperationalError("database is locked"))
