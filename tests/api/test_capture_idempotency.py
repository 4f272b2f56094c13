"""Native agent payloads on /observe and idempotency keys (eventId) on every write path."""
from __future__ import annotations

import json

import pytest

P = "/agentmemory"


def claude_post_tool_use(session="sess-native", cwd="/tmp/some/where/myrepo", **extra):
    """A PostToolUse payload shaped as Claude Code documents it."""
    return {"session_id": session, "transcript_path": f"/home/u/.claude/projects/x/{session}.jsonl",
            "cwd": cwd, "permission_mode": "default", "hook_event_name": "PostToolUse", "tool_name": "Write",
            "tool_input": {"file_path": f"{cwd}/notes.md", "content": "ship the outbox"},
            "tool_response": {"filePath": f"{cwd}/notes.md", "success": True}, **extra}


def observations(client, session):
    return client.get(f"{P}/observations", query_string={"sessionId": session}).get_json()["observations"]


def test_native_claude_payload_is_accepted_without_hook_type(client, tmp_path):
    repo = tmp_path / "myrepo"
    (repo / ".git").mkdir(parents=True)
    (repo / "src").mkdir()
    resp = client.post(f"{P}/observe", json=claude_post_tool_use(cwd=str(repo / "src")))
    assert resp.status_code == 201, resp.get_json()
    [obs] = observations(client, "sess-native")
    assert obs["project"] == "myrepo"  # the git root's name, not the cwd's
    assert obs["hookType"] == "PostToolUse" and obs["type"] == "file_write"
    prompt = {"session_id": "sess-native", "transcript_path": "/t.jsonl", "cwd": "/nowhere/proj-b",
              "hook_event_name": "UserPromptSubmit", "prompt": "why does the build fail?"}
    assert client.post(f"{P}/observe", json=prompt).status_code == 201
    assert observations(client, "sess-native")[-1]["project"] == "proj-b"  # no git: the cwd's name


def test_native_payload_without_session_is_a_clear_422(client):
    resp = client.post(f"{P}/observe", json={"hook_event_name": "Stop", "cwd": "/x"})
    assert resp.status_code in (400, 422) and "sessionId" in json.dumps(resp.get_json())


def test_tool_use_id_makes_a_native_payload_idempotent(client):
    body = claude_post_tool_use(session="s-tool", tool_use_id="toolu_01ABC")
    assert client.post(f"{P}/observe", json=body).status_code == 201
    again = client.post(f"{P}/observe", json=body)
    assert again.status_code == 200 and again.get_json()["deduplicated"] is True
    assert len(observations(client, "s-tool")) == 1


def test_event_id_stores_an_observation_once_even_after_the_dedup_window(client, services, clock):
    body = {"hookType": "post_tool_use", "sessionId": "s-ev", "project": "p", "eventId": "evt-1",
            "data": {"tool_name": "Bash", "tool_input": {"command": "make"}}}
    first = client.post(f"{P}/observe", json=body).get_json()
    clock.t += 3600  # far past the content-dedup window: only the key keeps it single
    again = client.post(f"{P}/observe", json=body)
    assert again.status_code == 200
    assert again.get_json()["observationId"] == first["observationId"]
    assert len(observations(client, "s-ev")) == 1


def test_batch_items_with_keys_are_stored_once(client):
    items = [{"hookType": "prompt", "sessionId": "s-b", "project": "p", "eventId": f"b-{i}",
              "data": {"prompt": f"question {i}"}} for i in range(3)]
    assert client.post(f"{P}/observe/batch", json={"observations": items}).get_json()["stored"] == 3
    out = client.post(f"{P}/observe/batch", json={"observations": items[1:] + [
        {**items[0], "eventId": "b-new", "data": {"prompt": "question new"}}]}).get_json()
    assert (out["stored"], out["deduplicated"]) == (1, 2)
    assert len(observations(client, "s-b")) == 4


def test_native_session_end_in_a_batch_ends_the_session_once(client):
    """A batch of an agent's native payloads behaves like the same payloads sent one by one: SessionEnd ends
    the session after the batch commits, and a resent batch (same keys) ends nothing twice."""
    start = {"session_id": "s-nb", "cwd": "/w/proj", "hook_event_name": "UserPromptSubmit", "prompt": "fix the build"}
    end = {"session_id": "s-nb", "cwd": "/w/proj", "hook_event_name": "SessionEnd", "reason": "exit"}
    items = [{**start, "eventId": "nb-1"}, {**end, "eventId": "nb-2"}]
    out = client.post(f"{P}/observe/batch", json={"observations": items})
    assert out.status_code in (200, 201) and out.get_json()["stored"] == 2, out.get_json()
    session = client.get(f"{P}/session", query_string={"sessionId": "s-nb"}).get_json()["session"]
    assert session["status"] == "ended"
    ended_at = session["endedAt"]
    again = client.post(f"{P}/observe/batch", json={"observations": items}).get_json()
    assert again["deduplicated"] == 2
    assert client.get(f"{P}/session", query_string={"sessionId": "s-nb"}).get_json()["session"]["endedAt"] == ended_at


def test_remember_with_a_key_is_stored_once(client):
    body = {"content": "The deploy script lives in deploy/", "project": "p", "eventId": "rem-1"}
    first = client.post(f"{P}/remember", json=body)
    assert first.status_code == 201
    again = client.post(f"{P}/remember", json=body)
    assert again.status_code == 200 and again.get_json()["duplicate"] is True
    assert again.get_json()["memory"]["id"] == first.get_json()["memory"]["id"]
    assert client.get(f"{P}/memories", query_string={"project": "p"}).get_json()["total"] == 1


def test_mcp_writes_with_a_key_are_stored_once(client):
    def call(name, arguments, rid):
        msg = {"jsonrpc": "2.0", "id": rid, "method": "tools/call", "params": {"name": name, "arguments": arguments}}
        return client.post("/mcp", json=msg).get_json()

    obs = {"hookType": "prompt", "sessionId": "s-mcp", "project": "p", "eventId": "mcp-1", "data": {"prompt": "hi"}}
    call("agent_observe", obs, 1)
    call("agent_observe", obs, 2)
    assert len(observations(client, "s-mcp")) == 1
    mem = {"content": "Use ruff for linting", "project": "pm", "eventId": "mcp-rem"}
    call("memory_save", mem, 3)
    call("memory_save", mem, 4)
    assert client.get(f"{P}/memories", query_string={"project": "pm"}).get_json()["total"] == 1


def test_native_payload_with_odd_cwds_never_fails(client):
    for cwd in ("relative/dir", "/a/\x00/b", "/" + "x" * 5000, ""):
        body = {"session_id": "s-odd", "cwd": cwd, "hook_event_name": "UserPromptSubmit", "prompt": f"p {cwd[:20]!r}"}
        resp = client.post(f"{P}/observe", json=body)
        assert resp.status_code in (201, 422), (cwd[:20], resp.get_json())


def test_isolated_agents_keep_their_own_keys(make_client):
    client, _ = make_client(agent_scope="isolated")
    body = {"hookType": "prompt", "sessionId": "s-iso", "project": "p", "eventId": "same-key", "data": {"prompt": "a"}}
    first = client.post(f"{P}/observe", json=body, headers={"X-Agent-Id": "alice"}).get_json()
    other = client.post(f"{P}/observe", json={**body, "sessionId": "s-iso-b"}, headers={"X-Agent-Id": "bob"})
    assert other.status_code == 201 and other.get_json()["observationId"] != first["observationId"]


def test_one_key_on_an_observation_and_a_memory_names_two_events(client):
    """Regression: a key first used by an observe made a remember with the same key fail (500)."""
    obs = {"hookType": "prompt", "sessionId": "s-k", "project": "p", "eventId": "shared", "data": {"prompt": "x"}}
    assert client.post(f"{P}/observe", json=obs).status_code == 201
    assert client.post(f"{P}/remember", json={"content": "kept", "project": "p", "eventId": "shared"}).status_code == 201


def test_keys_are_forgotten_after_the_retention(client, services, clock):
    """The maintenance sweep forgets keys older than event_id_retention_days: a repeat is then new."""
    import time
    body = {"content": "The outbox lives in the data dir", "project": "p", "eventId": "rem-old"}
    first = client.post(f"{P}/remember", json=body).get_json()["memory"]["id"]
    days = services.settings.event_id_retention_days
    clock.t = time.time() + (days - 1) * 86400
    assert services.system.prune_event_ids() == 0
    assert client.post(f"{P}/remember", json=body).status_code == 200  # still known
    clock.t = time.time() + (days + 1) * 86400
    assert services.system.prune_event_ids() == 1
    again = client.post(f"{P}/remember", json=body)  # its key is forgotten: a new write
    assert again.status_code == 201 and again.get_json()["memory"]["id"] != first


def test_a_retention_of_zero_keeps_every_key(make_client):
    client, services = make_client(event_id_retention_days=0)
    assert client.post(f"{P}/remember", json={"content": "kept for ever", "eventId": "k0"}).status_code == 201
    import time
    services.shared.clock = lambda: time.time() + 10 * 365 * 86400  # ten years on
    assert services.system.prune_event_ids() == 0
    assert client.post(f"{P}/remember", json={"content": "kept for ever", "eventId": "k0"}).status_code == 200


def test_an_agent_reusing_another_agents_key_gets_its_own_write(make_client):
    """Regression: in shared scope keys were shared by every agent, so agent B sending a key agent A had used got
    A's stored answer (A's memory, A's observation id) and B's own write was silently dropped."""
    client, _ = make_client(secret="s3cret")
    admin = {"Authorization": "Bearer s3cret"}
    tokens = {a: client.post(f"{P}/tokens", json={"agentId": a}, headers=admin).get_json()["token"] for a in "ab"}
    auth = {a: {"Authorization": f"Bearer {t}"} for a, t in tokens.items()}
    mem_a = client.post(f"{P}/remember", json={"content": "a's secret plan", "eventId": "k1"}, headers=auth["a"])
    mem_b = client.post(f"{P}/remember", json={"content": "b's own note", "eventId": "k1"}, headers=auth["b"])
    assert mem_a.status_code == mem_b.status_code == 201, mem_b.get_json()
    assert mem_b.get_json()["memory"]["content"] == "b's own note" and mem_b.get_json()["memory"]["agentId"] == "b"
    obs = {"hookType": "prompt", "sessionId": "s-k1", "project": "p", "eventId": "k2", "data": {"prompt": "a"}}
    first = client.post(f"{P}/observe", json=obs, headers=auth["a"]).get_json()
    other = client.post(f"{P}/observe", json={**obs, "sessionId": "s-k2"}, headers=auth["b"])
    assert other.status_code == 201 and other.get_json()["observationId"] != first["observationId"]
    again = client.post(f"{P}/remember", json={"content": "b's own note", "eventId": "k1"}, headers=auth["b"])
    assert again.status_code == 200 and again.get_json()["memory"]["id"] == mem_b.get_json()["memory"]["id"]


def test_an_idempotency_key_header_is_the_writes_event_id_per_agent(make_client):
    """`Idempotency-Key` (the HTTP convention for a retried POST) was ignored: a retry stored the write twice.
    It is the write's eventId, scoped like one: another agent sending the same key gets its own write."""
    client, _ = make_client(secret="s3cret")
    admin = {"Authorization": "Bearer s3cret"}
    tokens = {a: client.post(f"{P}/tokens", json={"agentId": a}, headers=admin).get_json()["token"] for a in "ab"}
    a = {"Authorization": f"Bearer {tokens['a']}", "Idempotency-Key": "retry-1"}
    b = {"Authorization": f"Bearer {tokens['b']}", "Idempotency-Key": "retry-1"}
    first = client.post(f"{P}/remember", json={"content": "a's note", "project": "ik"}, headers=a)
    again = client.post(f"{P}/remember", json={"content": "a's note", "project": "ik"}, headers=a)
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.get_json()["memory"]["id"] == first.get_json()["memory"]["id"]
    other = client.post(f"{P}/remember", json={"content": "b's note", "project": "ik"}, headers=b)
    assert other.status_code == 201 and other.get_json()["memory"]["content"] == "b's note"
    obs = {"hookType": "prompt", "sessionId": "s-ik", "project": "ik", "data": {"prompt": "hi"}}
    ids = {client.post(f"{P}/observe", json=obs, headers=a).get_json()["observationId"] for _ in range(2)}
    assert len(ids) == 1
    r = client.post(f"{P}/remember", json={"content": "x", "eventId": "other"}, headers=a)
    assert r.status_code == 422 and r.get_json()["field"] == "Idempotency-Key"  # two keys that disagree
    r = client.post(f"{P}/remember", json={"content": "x"}, headers={**a, "Idempotency-Key": "k" * 300})
    assert r.status_code == 422


@pytest.mark.parametrize("key", ["", "k" * 201])
def test_regression_an_idempotency_key_of_the_wrong_length_is_a_422_naming_the_header(client, key):
    """An empty or over-long Idempotency-Key was refused as "invalid eventId", a field the client never sent."""
    before = client.get(f"{P}/health").get_json()["counts"]
    r = client.post(f"{P}/remember", json={"content": "keyed"}, headers={"Idempotency-Key": key})
    assert r.status_code == 422 and r.get_json()["field"] == "Idempotency-Key", r.get_json()
    assert "Idempotency-Key header" in r.get_json()["error"]
    assert client.get(f"{P}/health").get_json()["counts"] == before


def test_an_event_id_that_looks_like_a_secret_is_422_not_a_duplicate(client):
    """Two different secret-looking eventIds were both redacted to "[REDACTED:github_token]": the second,
    different write was answered 200 as a duplicate of the first and dropped. Now 422 naming the field."""
    first, second = "gh" + "p_" + "1" * 36, "gh" + "p_" + "2" * 36
    r = client.post(f"{P}/remember", json={"content": "first fact about apples", "eventId": first})
    assert r.status_code == 422 and r.get_json()["field"] == "eventId", r.get_json()
    r = client.post(f"{P}/remember", json={"content": "second fact about pears"}, headers={"Idempotency-Key": second})
    assert r.status_code == 422 and r.get_json()["field"] == "eventId", r.get_json()
    obs = {"hookType": "prompt_submit", "sessionId": "s-sec", "project": "p", "data": {"prompt": "one"}}
    assert client.post(f"{P}/observe", json={**obs, "eventId": first}).status_code == 422
    batch = client.post(f"{P}/observe/batch", json={"observations": [{**obs, "eventId": second}]}).get_json()
    assert batch["results"][0]["status"] == 422 and batch["results"][0]["field"].endswith("eventId"), batch
    assert client.get(f"{P}/memories").get_json()["total"] == 0
    assert observations(client, "s-sec") == []


def test_a_clear_forgets_the_keys_of_what_it_deleted(make_client):
    """A write replayed after a clear is written again: its key's stored answer named a memory the clear deleted
    (a 200 with a dangling id, nothing stored). A per-agent clear forgets that agent's keys, not another's."""
    client, _ = make_client(secret="s3cret")
    admin = {"Authorization": "Bearer s3cret"}
    auth = {a: {"Authorization": "Bearer " + client.post(f"{P}/tokens", json={"agentId": a}, headers=admin)
                .get_json()["token"]} for a in "ab"}
    body = {"content": "The deploy script lives in deploy/", "project": "p", "eventId": "rem-1"}
    for a in "ab":
        assert client.post(f"{P}/remember", json=body, headers=auth[a]).status_code == 201
    assert client.post(f"{P}/clear", json={"confirm": "CLEAR", "agentId": "a"}, headers=admin).status_code == 200
    again = client.post(f"{P}/remember", json=body, headers=auth["a"])
    assert again.status_code == 201, again.get_json()  # written again, not a duplicate of a deleted memory
    mid = again.get_json()["memory"]["id"]
    assert client.get(f"{P}/memories/{mid}", headers=auth["a"]).status_code == 200
    kept = client.post(f"{P}/remember", json=body, headers=auth["b"])  # b's key and memory were not cleared
    assert kept.status_code == 200 and kept.get_json()["duplicate"] is True
    assert client.post(f"{P}/clear", json={"confirm": "CLEAR"}, headers=admin).status_code == 200  # the whole store
    assert client.post(f"{P}/remember", json=body, headers=auth["b"]).status_code == 201


def test_a_clear_forgets_the_keys_of_writes_the_admin_made_for_a_named_agent(make_client):
    """The admin writing for an agent named in the body (as an importer or a relay does) stored the key as
    shared, so a clear of that agent kept it and a replay was answered with the id of an observation the clear
    had deleted. The key is now the named agent's: the clear forgets it and the replay is stored again."""
    client, _ = make_client(secret="s3cret")
    admin = {"Authorization": "Bearer s3cret"}
    obs = {"hookType": "prompt_submit", "sessionId": "s-named", "project": "p", "data": {"prompt": "deploy"},
           "eventId": "ev-named", "agentId": "bob"}
    first = client.post(f"{P}/observe", json=obs, headers=admin)
    assert first.status_code == 201, first.get_json()
    assert client.post(f"{P}/observe", json=obs, headers=admin).get_json()["deduplicated"] is True
    assert client.post(f"{P}/clear", json={"confirm": "CLEAR", "agentId": "bob"}, headers=admin).status_code == 200
    again = client.post(f"{P}/observe", json=obs, headers=admin)
    assert again.status_code == 201 and not again.get_json().get("deduplicated"), again.get_json()
    stored = client.get(f"{P}/observations", query_string={"sessionId": "s-named"}, headers=admin).get_json()
    assert [o["id"] for o in stored["observations"]] == [again.get_json()["observationId"]]


@pytest.mark.parametrize("agent", ["ACME\\007bond", "a\\0", "back\\\\0slash"])
def test_a_clear_forgets_the_keys_of_an_agent_whose_id_holds_a_backslash_and_a_zero(make_client, agent):
    """PostgreSQL stores a key's NUL separators as `\\0` (and a backslash as two): it found an agent's keys by
    splitting on `\\0`, which an id such as `ACME\\007bond` also holds, so its clear forgot none of its keys and a
    replay was answered 200 "deduplicated" with the id of an observation the clear had deleted."""
    client, _ = make_client(secret="s3cret")
    admin = {"Authorization": "Bearer s3cret"}
    auth = {a: {"Authorization": "Bearer " + client.post(f"{P}/tokens", json={"agentId": a}, headers=admin)
                .get_json()["token"]} for a in (agent, agent + "x")}
    body = {"hookType": "prompt_submit", "sessionId": "s-bs", "project": "p", "eventId": "ev-1",
            "data": {"prompt": "ship it"}}
    for a in auth:
        assert client.post(f"{P}/observe", json={**body, "sessionId": a}, headers=auth[a]).status_code == 201
    assert client.post(f"{P}/clear", json={"confirm": "CLEAR"}, headers=auth[agent]).status_code == 200
    again = client.post(f"{P}/observe", json={**body, "sessionId": agent}, headers=auth[agent])
    assert again.status_code == 201, again.get_json()  # written again, not a duplicate of a deleted observation
    listed = client.get(f"{P}/observations", query_string={"sessionId": agent}, headers=auth[agent]).get_json()
    assert [o["id"] for o in listed["observations"]] == [again.get_json()["observationId"]]
    kept = client.post(f"{P}/observe", json={**body, "sessionId": agent + "x"}, headers=auth[agent + "x"])
    assert kept.status_code == 200 and kept.get_json()["deduplicated"] is True  # the other agent kept its key


def test_a_replacing_import_forgets_the_keys_as_a_clear_does(make_client):
    """`strategy: replace` deletes every row (an isolated agent's: its own) before loading the export: a write
    replayed after it is written again, not a 200 naming a memory the replace deleted; another agent keeps its keys."""
    client, _ = make_client(secret="s3cret", agent_scope="isolated")
    admin = {"Authorization": "Bearer s3cret"}
    auth = {a: {"Authorization": "Bearer " + client.post(f"{P}/tokens", json={"agentId": a}, headers=admin)
                .get_json()["token"]} for a in "ab"}
    body = {"content": "The deploy script lives in deploy/", "project": "p", "eventId": "rem-1"}
    for a in "ab":
        assert client.post(f"{P}/remember", json=body, headers=auth[a]).status_code == 201
    empty = {**client.get(f"{P}/export", headers=auth["a"]).get_json(), "data": {}}
    done = client.post(f"{P}/import", json={"exportData": empty, "strategy": "replace"}, headers=auth["a"])
    assert done.status_code == 200, done.get_json()
    again = client.post(f"{P}/remember", json=body, headers=auth["a"])
    assert again.status_code == 201, again.get_json()
    assert client.get(f"{P}/memories/{again.get_json()['memory']['id']}", headers=auth["a"]).status_code == 200
    kept = client.post(f"{P}/remember", json=body, headers=auth["b"])
    assert kept.status_code == 200 and kept.get_json()["duplicate"] is True


def test_a_whole_store_replace_forgets_every_key(client):
    body = {"content": "The deploy script lives in deploy/", "project": "p", "eventId": "rem-1"}
    assert client.post(f"{P}/remember", json=body).status_code == 201
    empty = {**client.get(f"{P}/export").get_json(), "data": {}}
    assert client.post(f"{P}/import", json={"exportData": empty, "strategy": "replace"}).status_code == 200
    again = client.post(f"{P}/remember", json=body)
    assert again.status_code == 201, again.get_json()


def test_regression_a_utf8_idempotency_key_was_read_as_latin1(client):
    """WSGI hands header bytes on as latin-1: "ключ" in the header became "ÐºÐ»..." while the same key in the body
    stayed "ключ", so header and body were 422 "differ", and a retry sent the other way was stored twice. The key is
    read as the UTF-8 it is (as X-Agent-Id is); bytes that are not UTF-8, or C1 controls, are 400, nothing stored."""
    key = "ключ-1"
    as_sent = {"HTTP_IDEMPOTENCY_KEY": key.encode().decode("latin-1")}  # the bytes on the wire, as WSGI passes them
    first = client.post(f"{P}/remember", json={"content": "a note", "eventId": key}, environ_overrides=as_sent)
    assert first.status_code == 201, first.get_json()
    again = client.post(f"{P}/remember", json={"content": "a note"}, environ_overrides=as_sent)
    assert again.status_code == 200 and again.get_json()["memory"]["id"] == first.get_json()["memory"]["id"]
    before = client.get(f"{P}/health").get_json()["counts"]
    for raw in ("\xff\xfe", "\xc2\x85"):  # not UTF-8; U+0085 (a C1 control) in UTF-8
        r = client.post(f"{P}/remember", json={"content": "another"}, environ_overrides={"HTTP_IDEMPOTENCY_KEY": raw})
        assert r.status_code == 400 and "Idempotency-Key" in r.get_json()["error"], r.get_json()
    assert client.get(f"{P}/health").get_json()["counts"] == before
