"""An `Idempotency-Key` header protects every REST write (api/idempotency.py), not only those that take an eventId:
a retried create stores once and gets the first answer again (`Idempotent-Replayed: true`), the same key with
another request is 422, a key whose first request still runs is 409, a 503 is not kept, keys are per agent.
Before, every write but observe and remember ignored the header and a client's retry after a timeout stored twice."""
from __future__ import annotations

import threading
import time

import pytest

from agentmemory.api import idempotency
from agentmemory.api.rest import PREFIX
from agentmemory.store import event_ids
from helpers import sql, wait_until

SECRET = "admin-s3cret"
ADMIN = {"Authorization": f"Bearer {SECRET}"}


def key(name: str, **more) -> dict:
    return {"Idempotency-Key": name, **more}


def sent_twice(client, path: str, body: dict, headers: dict):
    first = client.post(PREFIX + path, json=body, headers=headers)
    again = client.post(PREFIX + path, json=body, headers=headers)
    assert first.status_code in (200, 201), first.get_json()
    assert (again.status_code, again.get_data()) == (first.status_code, first.get_data())
    assert again.headers.get("Idempotent-Replayed") == "true" and "Idempotent-Replayed" not in first.headers
    return first.get_json()


def test_a_retried_lesson_is_saved_once_and_answered_the_same(client):
    out = sent_twice(client, "/lessons", {"content": "run the linter before pushing"}, key("lesson-1"))
    [lesson] = client.get(PREFIX + "/lessons").get_json()["lessons"]
    assert lesson["id"] == out["lesson"]["id"] and lesson["reinforcements"] == 0  # not strengthened by the retry
    for _ in range(2):  # a read ignores the header
        read = client.post(PREFIX + "/search", json={"query": "linter"}, headers=key("lesson-1"))
        assert read.status_code == 200 and "Idempotent-Replayed" not in read.headers


def test_a_retried_slot_board_and_action_are_written_once(client):
    sent_twice(client, "/slot", {"label": "deploy_notes", "content": "blue-green"}, key("slot-1"))
    board = sent_twice(client, "/boards", {"name": "team"}, key("board-1"))
    action = sent_twice(client, "/actions", {"title": "ship the outbox"}, key("action-1"))
    assert client.get(PREFIX + "/slot", query_string={"label": "deploy_notes"}).status_code == 200
    assert [b["name"] for b in client.get(PREFIX + "/boards").get_json()["boards"]] == [board["board"]["name"]]
    actions = client.get(PREFIX + "/actions").get_json()["actions"]
    assert [a["id"] for a in actions] == [action["action"]["id"]]


def test_a_retried_delete_answers_as_the_first_did(client):
    assert client.post(PREFIX + "/slot", json={"label": "scratch", "content": "x"}).status_code == 201
    first = client.delete(PREFIX + "/slot?label=scratch", headers=key("del-1"))
    again = client.delete(PREFIX + "/slot?label=scratch", headers=key("del-1"))
    assert first.status_code == 200 and (again.status_code, again.get_data()) == (200, first.get_data())
    assert client.delete(PREFIX + "/slot?label=scratch").status_code == 404  # without the key: gone already


def test_a_retried_token_create_makes_one_token_and_keeps_no_secret(make_client):
    client, svc = make_client(secret=SECRET)
    first = client.post(PREFIX + "/tokens", json={"agentId": "agent-a"}, headers=key("tok-1", **ADMIN))
    again = client.post(PREFIX + "/tokens", json={"agentId": "agent-a"}, headers=key("tok-1", **ADMIN))
    assert first.status_code == again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    token = first.get_json()["token"]
    assert again.get_json() == {**first.get_json(), "token": None, "shownOnce": ["token"]}
    assert [t["tokenId"] for t in client.get(PREFIX + "/tokens", headers=ADMIN).get_json()["tokens"]] == \
        [first.get_json()["tokenId"]]
    kept = " ".join(str(r[0]) for r in sql(svc.store, "SELECT result FROM event_ids").fetchall())
    assert token not in kept  # only its hash is stored, as without a key
    assert client.get(PREFIX + "/lessons", headers={"Authorization": f"Bearer {token}"}).status_code == 200


def test_the_same_key_with_another_request_is_422_and_changes_nothing(client):
    client.post(PREFIX + "/lessons", json={"content": "pin the lockfile"}, headers=key("k"))
    for path, body in [("/lessons", {"content": "pin the lockfile", "confidence": 0.9}),
                       ("/lessons", {"content": "something else"})]:
        r = client.post(PREFIX + path, json=body, headers=key("k"))
        assert r.status_code == 422 and r.get_json()["field"] == "Idempotency-Key", r.get_json()
    assert [x["content"] for x in client.get(PREFIX + "/lessons").get_json()["lessons"]] == ["pin the lockfile"]
    other_op = client.post(PREFIX + "/actions", json={"title": "pin the lockfile"}, headers=key("k"))
    assert other_op.status_code == 201  # a key names one write of one operation


def test_keys_are_per_agent(make_client):
    client, _ = make_client(secret=SECRET, agent_scope="isolated")
    tokens = [client.post(PREFIX + "/tokens", json={"agentId": a}, headers=ADMIN).get_json()["token"]
              for a in ("agent-a", "agent-b")]
    made = []
    for token in tokens:
        r = client.post(PREFIX + "/lessons", json={"content": "lint first"},
                        headers=key("shared-key", Authorization=f"Bearer {token}"))
        assert r.status_code == 201 and "Idempotent-Replayed" not in r.headers
        made.append(r.get_json()["lesson"])
    assert [m["agentId"] for m in made] == ["agent-a", "agent-b"] and made[0]["id"] != made[1]["id"]
    by_header = client.post(PREFIX + "/lessons", json={"content": "lint first"},
                            headers=key("shared-key", **ADMIN, **{"X-Agent-Id": "agent-c"}))
    assert by_header.status_code == 201 and by_header.get_json()["lesson"]["agentId"] == "agent-c"
    again = client.post(PREFIX + "/lessons", json={"content": "lint first"},
                        headers=key("shared-key", Authorization=f"Bearer {tokens[0]}"))
    assert again.headers.get("Idempotent-Replayed") == "true" and again.get_json()["lesson"]["id"] == made[0]["id"]


def test_a_key_is_checked_as_an_event_id_is(client):
    for bad, why in [("", "1 to"), ("x" * 201, "1 to"), ("sk-ant-api03-" + "a" * 40, "secret")]:
        r = client.post(PREFIX + "/lessons", json={"content": "c"}, headers=key(bad))
        assert r.status_code == 422 and r.get_json()["field"] == "Idempotency-Key" and why in r.get_json()["error"]
    assert client.get(PREFIX + "/lessons").get_json()["lessons"] == []
    assert client.post(PREFIX + "/search", json={"query": "c"}, headers=key("x" * 201)).status_code == 200  # a read


def test_a_refusal_that_wrote_nothing_is_not_kept(client):
    """A 4xx that changed nothing releases the key: sent again once the cause is mended, the write happens."""
    body = {"boardName": "later", "content": "first post"}
    r = client.post(PREFIX + "/boards/later/post", json=body, headers=key("post-1"))
    assert r.status_code == 404, r.get_json()
    assert client.post(PREFIX + "/boards", json={"name": "later"}).status_code in (200, 201)
    ok = client.post(PREFIX + "/boards/later/post", json=body, headers=key("post-1"))
    assert ok.status_code in (200, 201) and "Idempotent-Replayed" not in ok.headers, ok.get_json()
    again = client.post(PREFIX + "/boards/later/post", json=body, headers=key("post-1"))
    assert again.headers.get("Idempotent-Replayed") == "true" and again.get_data() == ok.get_data()


def test_a_retry_while_the_first_runs_is_409_then_gets_the_first_answer(app, services):
    """The first request is held after its write committed and before its answer is kept (an on-commit listener
    waits): a retry then is a 409 the client may retry, and once the first is done, the first's answer."""
    hold, held = threading.Event(), threading.Event()
    first_thread: list[threading.Thread] = []

    def listener(events):
        if first_thread and threading.current_thread() is first_thread[0] and not held.is_set():
            held.set()
            hold.wait(30)
    services.store.on_commit(listener)
    answers = {}

    def first():
        answers["first"] = app.test_client().post(PREFIX + "/lessons", json={"content": "cache the wheels"},
                                                  headers=key("slow-1"))
    t = threading.Thread(target=first)
    first_thread.append(t)
    t.start()
    try:
        wait_until(held.is_set, timeout=30, message="the first request's write did not commit")
        busy = app.test_client().post(PREFIX + "/lessons", json={"content": "cache the wheels"}, headers=key("slow-1"))
        assert busy.status_code == 409 and busy.get_json()["retryable"] is True, busy.get_json()
        assert busy.get_json()["field"] == "Idempotency-Key"
    finally:
        hold.set()
        t.join(30)
    again = app.test_client().post(PREFIX + "/lessons", json={"content": "cache the wheels"}, headers=key("slow-1"))
    assert answers["first"].status_code == 201
    assert (again.status_code, again.get_data()) == (201, answers["first"].get_data())
    assert len(app.test_client().get(PREFIX + "/lessons").get_json()["lessons"]) == 1


def test_the_same_key_sent_at_once_from_threads_stores_once(app):
    n, barrier, answers = 6, threading.Barrier(6), []
    lock = threading.Lock()

    def send():
        barrier.wait(10)
        r = app.test_client().post(PREFIX + "/actions", json={"title": "rotate the keys"}, headers=key("race-1"))
        with lock:
            answers.append((r.status_code, r.get_json()))
    threads = [threading.Thread(target=send) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert len(answers) == n
    made = {a["action"]["id"] for s, a in answers if s == 201}
    assert len(made) == 1 and all(s == 201 or (s == 409 and a["retryable"]) for s, a in answers), answers
    assert [a["id"] for a in app.test_client().get(PREFIX + "/actions").get_json()["actions"]] == list(made)


def test_a_request_whose_reservation_was_taken_over_writes_nothing(client, services):
    """The fence: a write transaction of a request whose key another request holds now is refused (rolled back)."""
    with services.store.write() as tx:
        tx.event_ids.put("k\x00\x00x", "http:test", {"state": "running", "token": "theirs", "written": False})
    mark = event_ids.REQUEST_KEY.set(("k\x00\x00x", "mine"))
    try:
        with pytest.raises(event_ids.KeyTaken):
            with services.store.write() as tx:
                tx.audit("should.not.commit")
    finally:
        event_ids.REQUEST_KEY.reset(mark)
    assert sql(services.store, "SELECT count(*) FROM audit_log WHERE operation=?",
               ("should.not.commit",)).fetchone()[0] == 0


def test_keys_are_forgotten_after_the_retention(client, services, clock):
    sent_twice(client, "/actions", {"title": "water the plants"}, key("old-1"))
    clock.t = time.time() + (services.settings.event_id_retention_days + 1) * 86400
    assert services.system.prune_event_ids() == 1  # what the hourly sweep does
    r = client.post(PREFIX + "/actions", json={"title": "water the plants"}, headers=key("old-1"))
    assert r.status_code == 201 and "Idempotent-Replayed" not in r.headers
    assert len(client.get(PREFIX + "/actions").get_json()["actions"]) == 2


@pytest.mark.sqlite_only("fills the SQLite file to its page limit (a full disk: the write is a 503)")
def test_a_503_is_not_kept_and_the_retry_writes(client, services):
    store = services.store
    pages = sql(store, "PRAGMA page_count").fetchone()[0]
    store._writer.execute(f"PRAGMA max_page_count={pages + 2}")  # room for the key, not for the lesson
    body = {"content": "a long lesson " + "x" * 9000}
    r = client.post(PREFIX + "/lessons", json=body, headers=key("full-1"))
    assert r.status_code == 503 and r.get_json()["retryable"] is True, r.get_json()
    assert sql(store, "SELECT count(*) FROM event_ids").fetchone()[0] == 0  # reserved, then released
    store._writer.execute("PRAGMA max_page_count=1073741823")
    ok = client.post(PREFIX + "/lessons", json=body, headers=key("full-1"))
    assert ok.status_code == 201 and "Idempotent-Replayed" not in ok.headers, ok.get_json()
    again = client.post(PREFIX + "/lessons", json=body, headers=key("full-1"))
    assert again.headers.get("Idempotent-Replayed") == "true" and again.get_data() == ok.get_data()
    assert len(client.get(PREFIX + "/lessons").get_json()["lessons"]) == 1


def set_state(services, name: str, op: str, **state) -> None:
    """Put the kept state of the admin's key `name` for `op` as a request that stopped half-way leaves it."""
    stored = event_ids.scoped(name, f"http:{op}", None)
    with services.store.write() as tx:
        tx.event_ids.put(stored, f"http:{op}", {**tx.event_ids.seen(stored), **state})


def test_a_reservation_left_by_a_dead_request(client, services):
    """Running and written: 409 (retryable while the first may still answer, not after the lease: never run again);
    running, nothing written, past the lease (or this process's and no longer running): a retry takes it over."""
    body = {"title": "renew the certificate"}
    assert client.post(PREFIX + "/actions", json=body, headers=key("dead-1")).status_code == 201
    set_state(services, "dead-1", "action_create", state="running", token="gone", written=True, since=time.time())
    r = client.post(PREFIX + "/actions", json=body, headers=key("dead-1"))
    assert r.status_code == 409 and r.get_json()["retryable"] is True
    set_state(services, "dead-1", "action_create", since=0)
    r = client.post(PREFIX + "/actions", json=body, headers=key("dead-1"))
    assert r.status_code == 409 and r.get_json()["retryable"] is False
    set_state(services, "dead-1", "action_create", written=False)
    r = client.post(PREFIX + "/actions", json=body, headers=key("dead-1"))
    assert r.status_code == 201 and "Idempotent-Replayed" not in r.headers
    # This process's own reservation that it no longer runs (its release failed in an outage): no lease to wait for.
    set_state(services, "dead-1", "action_create", state="running", token="gone", written=False, since=time.time(),
              process=idempotency._process())
    r = client.post(PREFIX + "/actions", json=body, headers=key("dead-1"))
    assert r.status_code == 201 and "Idempotent-Replayed" not in r.headers
    assert len(client.get(PREFIX + "/actions").get_json()["actions"]) == 3  # the first request's, then the retries'


def test_a_keyed_write_holding_an_integer_beyond_64_bits_is_not_a_500(client):
    """Fuzz found it: the fingerprint's orjson refused an integer beyond 64 bits (a TypeError, a 500)."""
    batch = {"observations": [{"hookType": "prompt", "sessionId": "s-big", "project": "p",
                               "data": {"prompt": "big", "n": 10 ** 30}}]}
    first = client.post(PREFIX + "/observe/batch", json=batch, headers=key("big-1"))
    assert first.status_code in (200, 201), first.get_json()
    again = client.post(PREFIX + "/observe/batch", json=batch, headers=key("big-1"))
    assert again.headers.get("Idempotent-Replayed") == "true" and again.get_data() == first.get_data()


def test_the_openapi_document_declares_the_header_on_every_write(client):
    paths = client.get(PREFIX + "/openapi.json").get_json()["paths"]
    for path, method in [("/lessons", "post"), ("/slot", "delete"), ("/tokens", "post"), ("/boards/{name}/post", "post"),
                         ("/observe", "post")]:
        operation = paths[PREFIX + path][method]
        assert "Idempotency-Key" in [p["name"] for p in operation["parameters"] if p["in"] == "header"], path
    assert "Idempotent-Replayed" in paths[PREFIX + "/lessons"]["post"]["responses"]["201"]["headers"]
    for path, method in [("/lessons", "get"), ("/search", "post")]:
        assert all(p["in"] != "header" for p in paths[PREFIX + path][method].get("parameters", [])), path


def test_a_retry_after_a_postgresql_outage_writes_once(backend, client, services):
    """Every pooled session ended (a PostgreSQL restart): the keyed write's 503 keeps nothing, the retries run until
    one writes, and the one after that is answered from the key."""
    if backend != "postgresql":
        pytest.skip("SQLite has no connection to lose")
    import psycopg
    with psycopg.connect(services.settings.database_url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                      "WHERE datname = current_database() AND pid <> pg_backend_pid()")
    body, statuses = {"content": "retry after a restart"}, []
    for _ in range(40):
        r = client.post(PREFIX + "/lessons", json=body, headers=key("outage-1"))
        statuses.append(r.status_code)
        if r.status_code != 503:
            break
    assert r.status_code == 201 and "Idempotent-Replayed" not in r.headers, statuses
    again = client.post(PREFIX + "/lessons", json=body, headers=key("outage-1"))
    assert again.headers.get("Idempotent-Replayed") == "true" and again.get_data() == r.get_data()
    assert len(client.get(PREFIX + "/lessons").get_json()["lessons"]) == 1
