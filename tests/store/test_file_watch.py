"""The database file (or its WAL) deleted or replaced under a running server: writes get a 503 (never a
write to a file no longer at the path), /health is degraded naming why, and what the open connection
holds (every acknowledged write) is saved beside the path; reads go on from that copy."""
from __future__ import annotations

import hashlib
import os
import shutil
import threading

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.store.dbfile import check_db

pytestmark = pytest.mark.sqlite_only("the SQLite file under the data dir")


def _remember(client, text: str):
    return client.post(PREFIX + "/remember", json={"content": text})


def _in_new_thread(fn):
    """`fn()` on a thread of its own (a request thread the store has no reader connection for yet)."""
    out = {}
    t = threading.Thread(target=lambda: out.setdefault("value", fn()))
    t.start()
    t.join(10)
    return out["value"]


def _lost_and_rescued(client, services, why: str):
    db = services.settings.db_path
    r = _remember(client, "written after the file was lost")
    assert r.status_code == 503 and r.get_json()["retryable"] is True, r.get_json()
    health = client.get(PREFIX + "/health").get_json()
    assert health["status"] == "degraded"
    problem = next(p for p in health["problems"] if p.startswith("database:"))
    assert f"agentmemory.db{why}" in problem and "saved to" in problem, problem
    rescued = sorted(db.parent.glob("agentmemory.db.rescued-*"))
    assert len(rescued) == 1 and str(rescued[0]) in problem
    assert (rescued[0].stat().st_mode & 0o777) == 0o600
    assert check_db(rescued[0])["kvRows"] >= 3  # a sound copy with every acknowledged write
    listed = _in_new_thread(lambda: client.get(PREFIX + "/memories").get_json()["memories"])
    contents = sorted(m["content"] for m in listed)
    assert contents == [f"acknowledged {i}" for i in range(3)]
    assert _remember(client, "still refused").status_code == 503  # until the server restarts
    return rescued[0]


@pytest.fixture
def written(client):
    for i in range(3):
        assert _remember(client, f"acknowledged {i}").status_code == 201


def test_a_deleted_database_file_is_rescued_and_writes_are_refused(client, services, written):
    db = services.settings.db_path
    os.unlink(db)
    _lost_and_rescued(client, services, " was deleted or moved away")
    assert not db.exists()  # nothing was written at the path behind the user's back


def test_a_replaced_database_file_is_left_alone(client, services, written, tmp_path):
    db = services.settings.db_path
    other = tmp_path / "other.db"
    shutil.copy(db, other)  # some other file moved over it (here: an older copy)
    os.replace(other, db)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    _lost_and_rescued(client, services, " was replaced")
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before


def test_a_deleted_wal_is_detected_too(client, services, written):
    os.unlink(f"{services.settings.db_path}-wal")
    _lost_and_rescued(client, services, "-wal was deleted or moved away")


def test_closing_after_a_loss_without_writes_still_rescues(settings, tmp_path):
    from agentmemory.app import running
    with running(settings) as services:
        with services.store.write() as tx:
            tx.put("mem:memories", "m1", {"id": "m1", "content": "only in the open file"})
        os.unlink(settings.db_path)
    rescued = list(settings.db_path.parent.glob("agentmemory.db.rescued-*"))
    assert len(rescued) == 1 and check_db(rescued[0])["kvRows"] == 1


def test_a_healthy_file_is_not_reported(client):
    health = client.get(PREFIX + "/health").get_json()
    assert not [p for p in health["problems"] if p.startswith("database:")]
    assert "lost" not in health["database"]


@pytest.mark.slow
def test_a_real_server_whose_database_is_deleted_refuses_writes_and_keeps_them(tmp_path):
    """The same under `agentmemory serve` (gunicorn): `rm agentmemory.db` while it runs."""
    import json
    import urllib.error
    import urllib.request

    from cli_helpers import Server, clean_env

    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    server = Server(env)

    def remember(text: str) -> int:
        req = urllib.request.Request(server.url + PREFIX + "/remember", data=json.dumps({"content": text}).encode(),
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=10) as resp:
                return resp.status
        except urllib.error.HTTPError as exc:
            return exc.code

    try:
        assert [remember(f"acknowledged {i}") for i in range(3)] == [201, 201, 201]
        os.unlink(tmp_path / "data" / "agentmemory.db")
        assert remember("after the file was deleted") == 503
        health = server.get(PREFIX + "/health")
        assert health["status"] == "degraded" and any("was deleted" in p for p in health["problems"])
    finally:
        server.stop()
    rescued = list((tmp_path / "data").glob("agentmemory.db.rescued-*"))
    assert len(rescued) == 1 and check_db(rescued[0])["kvRows"] >= 3


def test_a_second_loss_in_the_same_second_keeps_the_first_copy(settings):
    """Two servers in a row losing their file within one second: the second copy got the first's name and
    was written over it."""
    from agentmemory.app import running
    copies = []
    for n in range(2):
        with running(settings) as services:
            with services.store.write() as tx:
                tx.put("mem:memories", f"m{n}", {"id": f"m{n}", "content": f"server {n}"})
            os.unlink(settings.db_path)
        copies = sorted(settings.db_path.parent.glob("agentmemory.db.rescued-*"))
    assert len(copies) == 2
    assert sorted(check_db(c)["kvRows"] for c in copies) == [1, 1]
