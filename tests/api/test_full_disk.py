"""A full disk (or a database made read-only) during a write: a 503 the client may retry, nothing of the write kept, and the server
writes again once there is room. SQLite's `max_page_count` makes the file "full" for real: SQLite
raises SQLITE_FULL from inside the transaction, exactly as on a disk with no space left."""
from __future__ import annotations

import errno

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.store import unreachable
from helpers import RollbackFails, sql

pytestmark = pytest.mark.sqlite_only("fills the SQLite file to its page limit")


def fill_up(store) -> None:
    """Let the database grow by two pages at most from now on (a disk that is nearly full)."""
    pages = sql(store, "PRAGMA page_count").fetchone()[0]
    store._writer.execute(f"PRAGMA max_page_count={pages + 2}")


def make_room(store) -> None:
    store._writer.execute("PRAGMA max_page_count=1073741823")


def test_a_write_on_a_full_disk_is_a_503_and_keeps_nothing(client, services):
    store = services.store
    assert client.post(PREFIX + "/remember", json={"content": "the build runs on arm64"}).status_code == 201
    audit_rows = sql(store, "SELECT count(*) FROM audit_log").fetchone()[0]
    fill_up(store)
    statuses = [client.post(PREFIX + "/remember", json={"content": f"note {i} " + "x" * 4000}).status_code
                for i in range(3)]
    assert statuses == [503, 503, 503]
    r = client.post(PREFIX + "/remember", json={"content": "one more " + "y" * 4000})
    assert r.status_code == 503 and r.headers["Retry-After"] == "2" and r.get_json()["retryable"] is True
    assert not store._writer.in_transaction  # rolled back, not left open
    assert sql(store, "SELECT count(*) FROM audit_log").fetchone()[0] == audit_rows  # nothing half-written
    assert [m["content"] for m in client.get(PREFIX + "/memories").get_json()["memories"]] == \
        ["the build runs on arm64"]
    assert client.post(PREFIX + "/search", json={"query": "arm64"}).status_code == 200  # reads go on

    make_room(store)
    assert client.post(PREFIX + "/remember", json={"content": "written once there was room"}).status_code == 201
    assert sorted(m["content"] for m in client.get(PREFIX + "/memories").get_json()["memories"]) == \
        ["the build runs on arm64", "written once there was room"]
    assert sql(store, "PRAGMA integrity_check").fetchone()[0] == "ok"


def test_an_mcp_write_on_a_full_disk_is_a_retryable_error(client, services):
    fill_up(services.store)
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": "memory_save", "arguments": {"content": "z" * 6000}}}
    r = client.post("/mcp", json=call, headers={"Accept": "application/json, text/event-stream"})
    assert r.status_code == 503, r.get_data(as_text=True)
    assert r.get_json()["error"]["data"] == {"status": 503, "retryable": True}


def test_no_space_left_counts_as_unreachable():
    assert unreachable(OSError(errno.ENOSPC, "No space left on device"))
    assert unreachable(OSError(errno.EDQUOT, "Disk quota exceeded"))
    assert not unreachable(OSError(errno.ENOENT, "No such file or directory"))  # a bug stays a 500


def test_a_database_made_read_only_answers_writes_503_and_reads_on(client, services):
    """A file or filesystem turned read-only under the server (a remount after disk errors, a chmod with a
    new connection): SQLite's SQLITE_READONLY, here raised for real by `query_only` on the writer."""
    assert client.post(PREFIX + "/remember", json={"content": "the build runs on arm64"}).status_code == 201
    services.store._writer.execute("PRAGMA query_only=ON")
    r = client.post(PREFIX + "/remember", json={"content": "refused"})
    assert r.status_code == 503 and r.get_json()["retryable"] is True, r.get_json()
    assert [m["content"] for m in client.get(PREFIX + "/memories").get_json()["memories"]] == \
        ["the build runs on arm64"]
    services.store._writer.execute("PRAGMA query_only=OFF")
    assert client.post(PREFIX + "/remember", json={"content": "writable again"}).status_code == 201


def test_a_failed_rollback_leaves_later_writes_working_and_the_failed_one_out(client, services):
    """A write whose COMMIT fails (a failing disk) and whose ROLLBACK then fails too, its rows still held by the
    writer: a 503, and the next write commits on a new writer connection with only its own rows (every write
    after was a 500, "cannot start a transaction within a transaction", until a restart)."""
    store = services.store
    assert client.post(PREFIX + "/remember", json={"content": "kept"}).status_code == 201
    audit_rows = sql(store, "SELECT count(*) FROM audit_log").fetchone()[0]
    wrapped = store._writer = RollbackFails(store._writer, commit_fails=True)
    r = client.post(PREFIX + "/remember", json={"content": "never committed"})
    assert r.status_code == 503 and r.get_json()["retryable"] is True, r.get_json()
    assert wrapped.failed == 1
    r = client.post(PREFIX + "/remember", json={"content": "written after"})
    assert r.status_code == 201, r.get_json()
    assert store._writer is not wrapped
    assert sorted(m["content"] for m in client.get(PREFIX + "/memories").get_json()["memories"]) == \
        ["kept", "written after"]
    assert sql(store, "SELECT count(*) FROM audit_log").fetchone()[0] == audit_rows + 1
    assert sql(store, "PRAGMA integrity_check").fetchone()[0] == "ok"
    assert store._writer.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0  # still the Checkpointer's
    assert client.get(PREFIX + "/health").get_json()["status"] == "ok"  # nothing lost: the WAL outlived the old writer


def test_the_outbox_replay_on_a_full_disk_keeps_the_events_for_later(client, services):
    """At start-up the server replays the hooks' outbox: a full disk failed start-up (the store's error
    came through the replay); the events now wait for the next start or hook."""
    from agentmemory.api.outbox_replay import replay_outbox
    from agentmemory.client.outbox import Outbox
    box = Outbox(services.settings.data_dir)
    box.append({"path": "/remember", "body": {"content": "queued while the server was down " + "q" * 6000}})
    fill_up(services.store)
    assert replay_outbox(services) == (0, 1)
    assert box.pending() == 1
    make_room(services.store)
    assert replay_outbox(services) == (1, 0)
    assert [m["content"][:32] for m in client.get(PREFIX + "/memories").get_json()["memories"]] == \
        ["queued while the server was down"]
