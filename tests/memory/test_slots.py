"""Pinned slots over REST: defaults, create, append, replace, delete, limits and scopes."""
from __future__ import annotations


from agentmemory.memory.records.slots import DEFAULT_SLOTS, slot_key
from agentmemory.store import KV

API = "/agentmemory"


def labels(client, **params):
    r = client.get(f"{API}/slots", query_string=params)
    assert r.status_code == 200
    return [(s["label"], s["project"]) for s in r.get_json()["slots"]]


def audit(client, op):
    return client.get(f"{API}/audit?operation={op}").get_json()["entries"]


# ---------------------------------------------------------------- defaults
def test_default_slots_exist_without_start(client):
    slots = client.get(f"{API}/slots").get_json()["slots"]
    assert [s["label"] for s in slots] == sorted(DEFAULT_SLOTS)
    assert all(s["content"] == "" and s["pinned"] and s["scope"] == "global" and s["sizeLimit"] == 2000
               for s in slots)


def test_defaults_are_seeded_once_and_a_deleted_default_stays_deleted(client, services):
    services.system.start()
    services.system.stop()
    assert client.delete(f"{API}/slot?label=persona").status_code == 200
    services.slots._slots_seeded.clear()  # as after a restart
    services.slots.ensure_default_slots()
    assert ("persona", None) not in labels(client)
    assert len(audit(client, "slot.seed")) == 1


# ---------------------------------------------------------------- create / get
def test_create_get_and_conflict(client):
    r = client.post(f"{API}/slot", json={"label": "coding_style", "content": "tabs", "sizeLimit": 100})
    assert r.status_code == 201
    slot = r.get_json()["slot"]
    assert slot["scope"] == "global" and slot["pinned"] is True and slot["readOnly"] is False
    assert client.get(f"{API}/slot?label=coding_style").get_json()["slot"]["content"] == "tabs"
    r = client.post(f"{API}/slot", json={"label": "coding_style"})
    assert r.status_code == 409
    assert client.post(f"{API}/slot", json={"label": "persona"}).status_code == 409  # a default


def test_label_and_size_validation(client):
    for bad in ("Upper", "has space", "", "x" * 65, "a/b"):
        r = client.post(f"{API}/slot", json={"label": bad})
        assert r.status_code == 422 and r.get_json()["field"] == "label", bad
    assert client.post(f"{API}/slot", json={"label": "big", "sizeLimit": 20_001}).status_code == 422
    assert client.post(f"{API}/slot", json={"label": "big", "sizeLimit": 0}).status_code == 422
    r = client.post(f"{API}/slot", json={"label": "big", "sizeLimit": 5, "content": "123456"})
    assert r.status_code == 413
    assert client.get(f"{API}/slot?label=big").status_code == 404
    assert client.get(f"{API}/slot?label=BAD").status_code == 422
    assert client.get(f"{API}/slot").status_code == 400


def test_project_slots_are_keyed_by_project_and_override_global(client):
    r = client.post(f"{API}/slot", json={"label": "project_context", "scope": "project", "project": "a/b",
                                         "content": "monorepo"})
    assert r.status_code == 201
    assert r.get_json()["slot"]["key"] == slot_key("project_context", "a/b") == "project/a%2Fb/project_context"
    # same label in another project is independent
    assert client.post(f"{API}/slot", json={"label": "project_context", "project": "c"}).status_code == 201
    assert client.post(f"{API}/slot", json={"label": "project_context", "project": "a/b"}).status_code == 409
    got = client.get(f"{API}/slot", query_string={"label": "project_context", "project": "a/b"}).get_json()["slot"]
    assert got["content"] == "monorepo" and got["scope"] == "project"
    # a project without its own slot falls back to the global one
    got = client.get(f"{API}/slot", query_string={"label": "project_context", "project": "zzz"}).get_json()["slot"]
    assert got["scope"] == "global"
    assert ("project_context", "a/b") in labels(client, project="a/b")
    assert ("project_context", "c") not in labels(client, project="a/b")
    assert client.post(f"{API}/slot", json={"label": "x", "scope": "project"}).status_code == 422
    assert client.post(f"{API}/slot", json={"label": "x", "scope": "global", "project": "p"}).status_code == 422
    assert client.post(f"{API}/slot", json={"label": "x", "scope": "team"}).status_code == 422


# ---------------------------------------------------------------- append
def test_append_adds_a_line_and_audits_previous_content(client):
    client.post(f"{API}/slot/append", json={"label": "pending_items", "text": "- fix login"})
    r = client.post(f"{API}/slot/append", json={"label": "pending_items", "text": "- write docs"})
    assert r.status_code == 200
    assert r.get_json()["slot"]["content"] == "- fix login\n- write docs"
    entry = audit(client, "slot.append")[0]
    assert entry["detail"]["previous"] == "- fix login"
    assert client.post(f"{API}/slot/append", json={"label": "nope", "text": "x"}).status_code == 404
    assert client.post(f"{API}/slot/append", json={"label": "pending_items"}).status_code == 400


def test_append_past_size_limit_is_413_and_writes_nothing(client):
    client.post(f"{API}/slot", json={"label": "tiny", "content": "12345", "sizeLimit": 10})
    r = client.post(f"{API}/slot/append", json={"label": "tiny", "text": "67890"})  # 5 + newline + 5 = 11
    assert r.status_code == 413
    assert r.get_json()["sizeLimit"] == 10
    slot = client.get(f"{API}/slot?label=tiny").get_json()["slot"]
    assert slot["content"] == "12345" and slot["version"] == 1
    assert audit(client, "slot.append") == []
    assert client.post(f"{API}/slot/append", json={"label": "tiny", "text": "6789"}).status_code == 200


# ---------------------------------------------------------------- replace
def test_replace_patch_whole_and_errors(client):
    client.post(f"{API}/slot", json={"label": "notes", "content": "use pytest; use ruff; deploy friday"})
    r = client.post(f"{API}/slot/replace", json={"label": "notes", "old": "deploy friday", "new": "deploy monday"})
    assert r.status_code == 200
    assert r.get_json()["slot"]["content"] == "use pytest; use ruff; deploy monday"
    assert audit(client, "slot.replace")[0]["detail"]["previous"] == "use pytest; use ruff; deploy friday"
    r = client.post(f"{API}/slot/replace", json={"label": "notes", "old": "use ", "new": "try "})
    assert r.status_code == 409 and r.get_json()["occurrences"] == 2
    r = client.post(f"{API}/slot/replace", json={"label": "notes", "old": "mypy", "new": "pyright"})
    assert r.status_code == 404 and r.get_json()["field"] == "old"
    r = client.post(f"{API}/slot/replace", json={"label": "notes", "content": "fresh"})
    assert r.get_json()["slot"]["content"] == "fresh"
    assert client.post(f"{API}/slot/replace", json={"label": "notes"}).status_code == 400
    assert client.post(f"{API}/slot/replace", json={"label": "notes", "old": "fresh"}).status_code == 400
    assert client.post(f"{API}/slot/replace", json={"label": "notes", "old": "a", "new": "b",
                                                    "content": "c"}).status_code == 400
    assert client.post(f"{API}/slot/replace", json={"label": "ghost", "content": "x"}).status_code == 404


def test_replace_past_size_limit_is_413(client):
    client.post(f"{API}/slot", json={"label": "short", "content": "abc", "sizeLimit": 5})
    assert client.post(f"{API}/slot/replace", json={"label": "short", "content": "abcdef"}).status_code == 413
    assert client.post(f"{API}/slot/replace", json={"label": "short", "old": "c", "new": "cdef"}).status_code == 413
    assert client.get(f"{API}/slot?label=short").get_json()["slot"]["content"] == "abc"


# ---------------------------------------------------------------- read-only / delete
def test_read_only_slot_refuses_writes_with_403(client):
    client.post(f"{API}/slot", json={"label": "rules", "content": "be nice", "readOnly": True})
    assert client.post(f"{API}/slot/append", json={"label": "rules", "text": "x"}).status_code == 403
    assert client.post(f"{API}/slot/replace", json={"label": "rules", "content": "x"}).status_code == 403
    assert client.post(f"{API}/slot/replace", json={"label": "rules", "old": "nice", "new": "x"}).status_code == 403
    assert client.delete(f"{API}/slot?label=rules").status_code == 403
    assert client.get(f"{API}/slot?label=rules").get_json()["slot"]["content"] == "be nice"


def test_delete_slot(client, services):
    client.post(f"{API}/slot", json={"label": "scratch", "content": "temp"})
    r = client.delete(f"{API}/slot?label=scratch")
    assert r.status_code == 200 and r.get_json()["deleted"] is True
    assert client.get(f"{API}/slot?label=scratch").status_code == 404
    assert client.delete(f"{API}/slot?label=scratch").status_code == 404
    assert audit(client, "slot.delete")[0]["detail"]["previous"] == "temp"
    assert services.store.get(KV.slots, slot_key("scratch")) is None


def test_slot_changes_emit_events(client, services):
    seen = []
    services.store.on_commit(lambda events: seen.extend(e for e in events if e[0] == "slot.updated"))
    client.post(f"{API}/slot/append", json={"label": "guidance", "text": "hi"})
    assert seen[-1][1]["label"] == "guidance" and seen[-1][1]["action"] == "append"


def test_private_spans_are_not_stored(client):
    r = client.post(f"{API}/slot/append", json={"label": "guidance", "text": "keep <private>secret</private> out"})
    assert "secret" not in r.get_json()["slot"]["content"]


# ---------------------------------------------------------------- isolated agents
def test_isolated_agents_have_their_own_slots(iso_client):
    a, b = {"X-Agent-Id": "alice"}, {"X-Agent-Id": "bob"}
    r = iso_client.post(f"{API}/slot/append", json={"label": "persona", "text": "I am Alice"}, headers=a)
    assert r.status_code == 200
    assert iso_client.get(f"{API}/slot?label=persona", headers=b).get_json()["slot"]["content"] == ""
    assert iso_client.get(f"{API}/slot?label=persona", headers=a).get_json()["slot"]["content"] == "I am Alice"
    iso_client.post(f"{API}/slot", json={"label": "secret_plan", "content": "x"}, headers=a)
    assert iso_client.get(f"{API}/slot?label=secret_plan", headers=b).status_code == 404
    assert iso_client.delete(f"{API}/slot?label=secret_plan", headers=b).status_code == 404
    # bob may create his own slot of the same label
    assert iso_client.post(f"{API}/slot", json={"label": "secret_plan"}, headers=b).status_code == 201
    assert len(iso_client.get(f"{API}/slots", headers=b).get_json()["slots"]) == len(DEFAULT_SLOTS) + 1
