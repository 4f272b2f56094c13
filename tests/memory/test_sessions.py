"""Tests for memory/sessions.py through the REST API: the observe pipeline, secret stripping down to
the bytes on disk, dedup with a controllable clock, the per-session cap and observe/batch."""
import json
import re

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.app import build_services, create_app
from agentmemory.config import Settings
import helpers
from helpers import Clock, observe_payload

ALNUM = "Q7w8E9r0T1y2U3i4O5p6A7s8D9f0G1h2J3k4"


def observe(client, **kw):
    return client.post(PREFIX + "/observe", json=observe_payload(**kw))


def audit_count(services, operation=None):
    sql = "SELECT count(*) FROM audit_log" + (" WHERE operation=?" if operation else "")
    return helpers.sql(services.store, sql, (operation,) if operation else ()).fetchone()[0]


def table_counts(services):
    services.shared.catch_up()  # the tables as they are once the observes' index work is done (ingest/behind.py)
    conn = services.store.read()
    return {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            for t in ("kv_store", "audit_log", "search_docs", "embed_queue")}


# ------------------------------------------------------------------ the pipeline
@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_observe_stores_indexes_and_audits_in_one_go(client, services):
    r = observe(client, text="the flamingo migration needs a rollback plan")
    assert r.status_code == 201
    obs_id = r.get_json()["observationId"]
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": "s1"}).get_json()
    assert obs["total"] == 1
    item = obs["observations"][0]
    assert item["id"] == obs_id and item["type"] == "conversation" and item["seq"] == 0
    assert item["timestamp"] == "2026-01-02T03:04:05Z"
    assert "flamingo" in item["narrative"]
    assert "contentHash" not in item and "prevTexts" not in item
    # found by the very next search, no queue drain
    hits = client.post(PREFIX + "/search", json={"query": "flamingo rollback"}).get_json()["results"]
    assert [h["id"] for h in hits] == [obs_id]
    assert audit_count(services, "observe") == 1
    # the session was created implicitly and counts it
    sess = client.get(PREFIX + "/sessions").get_json()["sessions"]
    assert [(s["sessionId"], s["project"], s["observationCount"]) for s in sess] == [("s1", "proj", 1)]


def test_session_start_and_end(client):
    r = client.post(PREFIX + "/session/start", json={"sessionId": "s9", "project": "p9", "title": "first"})
    assert r.status_code == 200
    body = r.get_json()
    assert body["session"]["status"] == "active" and body["session"]["title"] == "first"
    assert "context" in body
    r = client.post(PREFIX + "/session/end", json={"sessionId": "s9"})
    assert r.get_json()["session"]["status"] == "ended" and r.get_json()["session"]["endedAt"]
    r = client.post(PREFIX + "/session/start", json={"sessionId": "s9", "project": "p9"})  # resume
    assert r.get_json()["session"]["status"] == "active" and r.get_json()["session"]["endedAt"] is None
    assert client.get(PREFIX + "/sessions").get_json()["total"] == 1


def test_sessions_list_filters_by_project_and_pages(client):
    for i in range(5):
        observe(client, session=f"s{i}", project="a" if i % 2 else "b", text=f"t{i}")
    assert client.get(PREFIX + "/sessions", query_string={"project": "a"}).get_json()["total"] == 2
    page = client.get(PREFIX + "/sessions", query_string={"limit": 2, "offset": 1}).get_json()
    assert page["total"] == 5 and len(page["sessions"]) == 2


def test_turns_are_ordered_by_seq_within_a_session(client):
    ids = [observe(client, text=f"turn number {i}", timestamp="2026-01-02T03:04:05Z").get_json()["observationId"]
           for i in range(4)]
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": "s1"}).get_json()["observations"]
    assert [o["id"] for o in obs] == ids
    assert [o["seq"] for o in obs] == [0, 1, 2, 3]


def test_timestamps_in_milliseconds_and_bad_timestamps(client, services):
    r = observe(client, text="ms", timestamp=1767323045000)  # JS Date.now()
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": "s1"}).get_json()["observations"]
    assert obs[0]["timestamp"] == "2026-01-02T03:04:05Z"
    before = table_counts(services)
    for bad in ("yesterday-ish?", -1e20, 1e300, [2026]):
        r = observe(client, text="b", timestamp=bad)
        assert r.status_code == 422 and r.get_json()["field"].startswith("timestamp"), bad
    r = client.post(PREFIX + "/observe", data=json.dumps(observe_payload(text="b", timestamp=float("nan"))),
                    content_type="application/json")
    assert r.status_code == 400  # NaN is not JSON
    assert table_counts(services) == before


# ------------------------------------------------------------------ secrets never reach the disk
def secrets():
    pem_body = "MIIEowIBAAKCAQEA" + ALNUM * 3
    return {
        "openai": "sk-" + "proj-" + ALNUM,
        "github": "gh" + "p_" + ALNUM,
        "aws": "AKIA" + "Z7QW3ER5TY8UI2OP",
        "pem": pem_body,
        "private": "my-diary-entry-" + ALNUM[:10],
        "url_password": "Hunter2pass" + ALNUM[:6],
    }


def test_secrets_are_stripped_before_anything_is_written(tmp_path):
    s = Settings(data_dir=tmp_path / "data", embedding_provider="fake")
    svc = build_services(s)
    client = create_app(s, svc).test_client()
    sec = secrets()
    pem = "-----BEGIN RSA PRIVATE KEY-----\n" + sec["pem"] + "\n-----END RSA PRIVATE KEY-----"
    text = (f"deploy with key {sec['openai']} and token {sec['github']}; aws id {sec['aws']}\n{pem}\n"
            f"notes <private>{sec['private']}</private> and db postgres://admin:{sec['url_password']}@db:5432/x "
            "marker-word-kiwi")
    r = client.post(PREFIX + "/observe", json=observe_payload(text=text))
    assert r.status_code == 201
    r = client.post(PREFIX + "/observe", json={
        "hookType": "post_tool_use", "sessionId": "s1", "project": "proj",
        "data": {"tool_name": "Bash", "tool_input": {"command": f"curl -H 'x: {sec['openai']}' {sec['aws']}"},
                 "tool_response": {"stdout": f"{pem} {sec['github']} <private>{sec['private']}</private>"}}})
    assert r.status_code == 201
    r = client.post(PREFIX + "/observe/batch", json={"observations": [
        observe_payload(session="s2", text=f"batch {sec['github']} postgres://u:{sec['url_password']}@h/db")]})
    assert r.get_json()["stored"] == 1
    r = client.post(PREFIX + "/remember", json={"content": f"remember {sec['openai']} <private>{sec['private']}"
                                                           f"</private> marker-word-kiwi", "title": sec["aws"]})
    assert r.status_code == 201

    # The stored observation still reads, with redaction markers
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": "s1"}).get_json()["observations"]
    assert "marker-word-kiwi" in obs[0]["narrative"] and "[REDACTED" in obs[0]["narrative"]
    assert obs[0]["redactions"] >= 6
    hits = client.post(PREFIX + "/search", json={"query": "kiwi"}).get_json()["results"]
    assert hits

    # Nothing readable through the API ...
    dumped = "".join(client.get(PREFIX + p).get_data(as_text=True) for p in
                     ("/export", "/audit?limit=1000", "/timeline?project=proj", "/sessions"))
    for name, secret in sec.items():
        assert secret not in dumped, name
    # ... nor anywhere in the bytes of the database and its WAL (KV, audit, FTS, vectors all included)
    svc.shared.searcher.queue.drain()
    files = [s.db_path, s.db_path.with_name(s.db_path.name + "-wal")]
    assert files[1].stat().st_size > 0  # still in the WAL: the test reads the un-checkpointed bytes too
    blob = b"".join(f.read_bytes() for f in files)
    assert b"marker-word-kiwi" in blob  # the text itself is there
    for name, secret in sec.items():
        assert secret.encode() not in blob, name
        assert secret[:16].encode() not in blob, name  # nor a prefix (a partial match would still leak)
    # FTS shadow tables hold tokens, not strings: ask the index for each secret's longest token
    conn = svc.store.read()

    def fts_hits(token):
        return conn.execute("SELECT count(*) FROM search_fts WHERE search_fts MATCH ?", (f'"{token}"',)).fetchone()[0]

    assert fts_hits("kiwi") >= 1
    for name, secret in sec.items():
        token = max(re.findall(r"[A-Za-z0-9]+", secret), key=len)
        assert fts_hits(token) == 0, name
    svc.close()
    blob = b"".join(f.read_bytes() for f in files if f.exists())  # after the final checkpoint
    for name, secret in sec.items():
        assert secret.encode() not in blob, name


# ------------------------------------------------------------------ dedup
def test_identical_repeat_in_the_window_is_deduplicated(client, services):
    clock = Clock(1_800_000_000.0)
    services.shared.clock = clock
    first = observe(client, text="same thing")
    assert first.status_code == 201
    obs_id = first.get_json()["observationId"]
    before = table_counts(services)
    clock.t += services.settings.dedup_window_seconds - 1
    again = observe(client, text="same thing", timestamp="2026-05-05T00:00:00Z")  # the time is not the content
    assert again.status_code == 200
    assert again.get_json() == {"deduplicated": True, "observationId": obs_id}
    assert table_counts(services) == before  # nothing written, not even audit
    # a different session is not a repeat
    other = observe(client, session="s2", text="same thing")
    assert other.status_code == 201 and other.get_json()["observationId"] != obs_id
    # different content is not a repeat
    assert observe(client, text="same thing!").status_code == 201
    # after the window it is a new observation
    clock.t += 2
    later = observe(client, text="same thing")
    assert later.status_code == 201 and later.get_json()["observationId"] != obs_id
    assert client.get(PREFIX + "/observations", query_string={"sessionId": "s1"}).get_json()["total"] == 3


def test_dedup_compares_after_stripping_secrets(client):
    a = observe(client, text="key sk-" + "proj-" + ALNUM + " used")
    b = observe(client, text="key sk-" + "proj-" + ALNUM[::-1] + "9 used")  # a different key, same redacted text
    assert b.status_code == 200 and b.get_json()["observationId"] == a.get_json()["observationId"]


def test_forgetting_a_session_resets_dedup(client):
    obs_id = observe(client, text="again").get_json()["observationId"]
    assert client.post(PREFIX + "/forget", json={"sessionId": "s1"}).get_json()["deleted"] == [obs_id]
    r = observe(client, text="again")
    assert r.status_code == 201 and r.get_json()["observationId"] != obs_id


# ------------------------------------------------------------------ per-session cap
@pytest.fixture
def capped(make_client):
    return make_client(max_obs_per_session=3)


def test_the_cap_rejects_the_next_observation_and_writes_nothing(capped):
    client, svc = capped
    for i in range(3):
        assert observe(client, text=f"item {i}").status_code == 201
    before = table_counts(svc)
    r = observe(client, text="item 3 overflow-word")
    assert 400 <= r.status_code < 500
    body = r.get_json()
    assert "MAX_OBS_PER_SESSION" in body["error"] and "3" in body["error"]
    assert body["sessionId"] == "s1"
    assert table_counts(svc) == before
    assert client.post(PREFIX + "/search", json={"query": "overflow-word"}).get_json()["results"] == []
    # a repeat of a stored one is still answered as a duplicate; other sessions are not capped
    assert observe(client, text="item 0").status_code == 200
    assert observe(client, session="s2", text="item 3").status_code == 201
    r = client.post(PREFIX + "/observe/batch", json={"observations": [observe_payload(text="more")]})
    assert r.status_code == 200 and r.get_json()["stored"] == 0
    assert r.get_json()["results"][0]["status"] == 429
    assert table_counts(svc)["search_docs"] == before["search_docs"] + 1  # only s2's observation


# ------------------------------------------------------------------ batch
@pytest.mark.sqlite_only("checks the tables with SQLite SQL (the file, FTS5, float32 BLOBs)")
def test_batch_results_are_in_order_with_errors_in_place(client, services):
    commits = []
    services.store.on_commit(commits.append)
    before = audit_count(services, "observe")
    items = [
        observe_payload(text="alpha batch item"),
        5,                                                         # not an object
        {k: v for k, v in observe_payload().items() if k != "sessionId"},  # missing field
        observe_payload(sessionId=["not", "a", "string"]),         # wrong type
        observe_payload(session="s2", text="beta batch item"),
        observe_payload(text="alpha batch item"),                  # duplicate of the first, same batch
        observe_payload(text="gamma", timestamp="not a time"),     # invalid value found by the service
        observe_payload(text="delta batch item", agentId="agent-z"),
    ]
    r = client.post(PREFIX + "/observe/batch", json={"observations": items})
    assert r.status_code == 200
    body = r.get_json()
    res = body["results"]
    assert len(res) == len(items)
    assert "observationId" in res[0] and "deduplicated" not in res[0]
    assert (res[1]["status"], res[1]["field"]) == (400, "observations[1]")
    assert (res[2]["status"], res[2]["field"]) == (400, "observations[2].sessionId")
    assert (res[3]["status"], res[3]["field"]) == (422, "observations[3].sessionId")
    assert "observationId" in res[4]
    assert res[5] == {"deduplicated": True, "observationId": res[0]["observationId"]}
    assert (res[6]["status"], res[6]["field"]) == (422, "observations[6].timestamp")  # named as validation names an item
    assert "observationId" in res[7]
    assert [r.get("index") for r in res if "error" in r] == [1, 2, 3, 6]
    assert (body["stored"], body["deduplicated"], body["failed"]) == (3, 1, 4)
    # one transaction: one commit, and every audit row of it carries the same transaction time
    assert len(commits) == 1
    rows = services.store.read().execute("SELECT ts FROM audit_log WHERE operation='observe'").fetchall()
    assert len(rows) - before == 3
    assert len({r[0] for r in rows}) == 1
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": "s1"}).get_json()["observations"]
    assert [o["agentId"] for o in obs] == ["default", "agent-z"]  # an item may name its own agent
    hits = client.post(PREFIX + "/search", json={"query": "batch item"}).get_json()["results"]
    assert {h["id"] for h in hits} == {res[0]["observationId"], res[4]["observationId"], res[7]["observationId"]}


@pytest.mark.slow
def test_batch_of_1000_is_accepted_and_1001_is_422(client, services):
    items = [observe_payload(session=f"b{i % 4}", text=f"bulk item {i}") for i in range(1000)]
    r = client.post(PREFIX + "/observe/batch", json={"observations": items})
    assert r.status_code == 200 and r.get_json()["stored"] == 1000
    before = table_counts(services)
    r = client.post(PREFIX + "/observe/batch", json={"observations": items + [observe_payload(text="one more")]})
    assert r.status_code == 422
    assert r.get_json()["field"] == "observations" and "1000" in r.get_json()["error"]
    assert table_counts(services) == before
    assert client.get(PREFIX + "/health").get_json()["counts"]["observations"] == 1000


def test_empty_batch_is_fine(client, services):
    before = table_counts(services)
    r = client.post(PREFIX + "/observe/batch", json={"observations": []})
    assert r.status_code == 200 and r.get_json()["results"] == [] and r.get_json()["stored"] == 0
    assert table_counts(services) == before


def test_session_get_returns_record_summary_and_recent_observations(client):
    for i in range(5):
        client.post("/agentmemory/observe", json=observe_payload(text=f"step number {i}"))
    r = client.get("/agentmemory/session?sessionId=s1&recent=2")
    assert r.status_code == 200
    body = r.get_json()
    assert body["session"]["sessionId"] == "s1" and body["summary"] is None
    assert [o["narrative"] for o in body["recentObservations"]] == ["user: step number 3", "user: step number 4"]
    client.post("/agentmemory/session/end", json={"sessionId": "s1"})
    assert client.get("/agentmemory/session?sessionId=s1").get_json()["summary"] is not None
    assert client.get("/agentmemory/session?sessionId=nope").status_code == 404
    listed = client.get("/agentmemory/session").get_json()  # no sessionId: the recent sessions (memory_sessions)
    assert [x["sessionId"] for x in listed["sessions"]] == ["s1"]


def test_agent_remember_is_remember(client):
    r = client.post("/agentmemory/agent/remember", json={"content": "Agents can save memories too", "project": "p"})
    assert r.status_code == 201
    mid = r.get_json()["memory"]["id"]
    assert client.get(f"/agentmemory/memories/{mid}").get_json()["memory"]["content"] == "Agents can save memories too"


def test_timeline_pages_back_from_the_latest_events(client):
    """Regression: a project with more events than `limit` gave its oldest ones (ascending, then cut), so the
    dashboard's Timeline showed a busy project's first 200 steps and "Earlier" (`before` the first) found none.
    Now: without `after`, the latest `limit` events (before `before` when given); with `after`, the first ones
    after it; chronological either way."""
    for i in range(6):
        assert observe(client, text=f"step {i}", timestamp=f"2026-01-02T03:0{i}:00Z").status_code == 201

    def steps(**query):
        events = client.get(PREFIX + "/timeline", query_string={"project": "proj", "limit": 2, **query}).get_json()
        return [e["narrative"].removeprefix("user: ") for e in events["events"]]
    assert steps() == ["step 4", "step 5"]
    assert steps(before="2026-01-02T03:04:00Z") == ["step 2", "step 3"]
    assert steps(after="2026-01-02T03:01:00Z") == ["step 2", "step 3"]  # both bounds exclusive
    assert steps(after="2026-01-02T03:01:00Z", before="2026-01-02T03:05:00Z") == ["step 2", "step 3"]
    assert steps(limit=10) == [f"step {i}" for i in range(6)]
