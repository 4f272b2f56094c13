"""PostgreSQL reporting corruption (SQLSTATE XX001 data_corrupted, XX002 index_corrupted: a bad disk, a broken
replica) to a request: the same 503 as a damaged SQLite file, with no driver text in the body (was a 500), writes
refused from then on and /health degraded naming why. Real corruption cannot be made on demand, so a trigger on
kv_store raises the error from inside the request's own transaction, as PostgreSQL does when it meets a bad page."""
from __future__ import annotations

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.store import DAMAGED_ANSWER, damaged

MCP_ACCEPT = {"Accept": "application/json, text/event-stream"}
#: What PostgreSQL says on a bad page: the driver's text, which must reach no client
DRIVER_TEXT = 'invalid page in block 7 of relation base/16384/16385'


def corrupt_writes(services, code: str, table: str = "kv_store") -> None:
    """Every write to `table` raises PostgreSQL's error `code` (a trigger, in the test's own schema)."""
    import psycopg
    with psycopg.connect(services.settings.database_url, autocommit=True) as admin:
        admin.execute(f"""CREATE FUNCTION am_test_corrupt() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN RAISE EXCEPTION '{DRIVER_TEXT}' USING ERRCODE = '{code}'; END $$""")
        admin.execute(f"CREATE TRIGGER am_test_corrupt BEFORE INSERT OR UPDATE ON {table} "
                      "FOR EACH ROW EXECUTE FUNCTION am_test_corrupt()")


@pytest.mark.parametrize("code", ["XX001", "XX002"])
def test_corruption_reported_by_postgresql_is_the_damaged_503(backend, client, services, code):
    if backend != "postgresql":
        pytest.skip("PostgreSQL's own corruption errors (SQLite's damaged file: test_damaged_database.py)")
    assert client.post(PREFIX + "/remember", json={"content": "acknowledged"}).status_code == 201
    corrupt_writes(services, code)

    r = client.post(PREFIX + "/remember", json={"content": "meets the corruption"})
    assert r.status_code == 503, r.get_data(as_text=True)
    assert r.get_json() == {"error": DAMAGED_ANSWER, "retryable": False}  # no driver text, no traceback
    assert "Retry-After" not in r.headers

    # from now on writes are refused before they reach PostgreSQL, even to tables the trigger leaves alone
    r = client.post(PREFIX + "/tokens", json={"agentId": "ci"})
    assert r.status_code == 503 and r.get_json() == {"error": DAMAGED_ANSWER, "retryable": False}
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": "memory_save", "arguments": {"content": "over MCP"}}}
    r = client.post("/mcp", json=call, headers=MCP_ACCEPT)
    assert r.status_code == 503, r.get_data(as_text=True)
    assert r.get_json()["error"]["message"] == DAMAGED_ANSWER and DRIVER_TEXT not in r.get_data(as_text=True)
    assert [m["content"] for m in client.get(PREFIX + "/memories").get_json()["memories"]] == ["acknowledged"]

    body = client.get(PREFIX + "/health").get_json()
    why = body["database"]["damaged"]
    assert why.startswith(f"PostgreSQL reported {'DataCorrupted' if code == 'XX001' else 'IndexCorrupted'} ({code})")
    assert DRIVER_TEXT in why and "REINDEX" in why  # the operator's view says what PostgreSQL said and what to do
    assert body["status"] == "degraded" and f"database: {why}" in body["problems"]


def test_the_embedding_queue_meeting_corruption_marks_the_store_and_stops(backend, client, services, caplog):
    """A background thread's write (the embedding queue storing a vector) meets it: the same as a request's."""
    import logging
    if backend != "postgresql":
        pytest.skip("PostgreSQL's own corruption errors (SQLite's: test_damaged_background.py)")
    assert client.post(PREFIX + "/remember", json={"content": "queued for its vector"}).status_code == 201
    corrupt_writes(services, "XX001", table="vectors")
    queue = services.shared.searcher.queue
    with caplog.at_level(logging.INFO):
        queue.start()
        thread = queue._thread
        thread.join(timeout=15)
        assert not thread.is_alive(), "the embedding queue still runs on a corrupted database"
    why = services.store.info()["damaged"]
    assert why.startswith("PostgreSQL reported DataCorrupted (XX001)")
    assert [r.getMessage() for r in caplog.records if "stopped" in r.getMessage()] == [f"embedding queue stopped: {why}"]
    assert [r.getMessage() for r in caplog.records if r.exc_info] == []  # no traceback
    r = client.post(PREFIX + "/remember", json={"content": "after it"})
    assert r.status_code == 503 and r.get_json() == {"error": DAMAGED_ANSWER, "retryable": False}


def test_what_counts_as_damage_on_postgresql():
    from psycopg.errors import DataCorrupted, IndexCorrupted, InternalError_, QueryCanceled
    assert damaged(DataCorrupted("x")) and damaged(IndexCorrupted("x"))
    assert not damaged(InternalError_("x")) and not damaged(QueryCanceled("x"))  # other XX000s stay 500s, 57014 a 503
