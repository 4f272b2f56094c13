"""Typed memories: YAML types, key templates, merge ops, SEARCH/REPLACE patches, user type dirs, context."""
from __future__ import annotations

import pytest

from agentmemory.app import build_services, create_app
from agentmemory.memory.records import typed_schema
from agentmemory.memory.records.typed_schema import TypeSpecError, parse_type, render

API = "/agentmemory"


def upsert(client, type_name, status=None, **body):
    r = client.post(f"{API}/typed/{type_name}", json=body)
    if status is not None:
        assert r.status_code == status, r.get_json()
    return r


def test_shipped_types_all_load():
    types, errors = typed_schema.load_types([typed_schema.SHIPPED_DIR])
    assert errors == []
    assert set(types) == {"profile", "preferences", "entities", "events", "cases", "patterns", "tools", "skills"}


def test_upsert_creates_then_merges_by_key_with_each_merge_op(client):
    r = upsert(client, "tools", 201, fields={"tool_name": "pytest", "purpose": "runs the tests", "calls": 3,
                                             "success_rate": 1.0, "avg_duration_ms": 400})
    item = r.get_json()["item"]
    assert r.get_json()["created"] is True and item["key"] == "pytest" and item["version"] == 1
    # Same key (case and spacing ignored): sum adds, avg averages with a count, patch replaces.
    r = upsert(client, "tools", 200, fields={"tool_name": " PyTest ", "purpose": "runs the unit tests", "calls": 2,
                                             "success_rate": 0.0, "avg_duration_ms": 200})
    merged = r.get_json()["item"]
    assert merged["id"] == item["id"] and merged["version"] == 2 and r.get_json()["created"] is False
    assert merged["fields"]["tool_name"] == "pytest"  # the key keeps its first spelling
    assert merged["fields"]["calls"] == 5
    assert merged["fields"]["success_rate"] == pytest.approx(0.5)
    assert merged["fields"]["avg_duration_ms"] == pytest.approx(300) and merged["counts"]["avg_duration_ms"] == 2
    assert merged["fields"]["purpose"] == "runs the unit tests"
    r = upsert(client, "tools", 200, fields={"tool_name": "pytest", "success_rate": 1.0})
    assert r.get_json()["item"]["fields"]["success_rate"] == pytest.approx(2 / 3)  # (1 + 0 + 1) / 3
    assert r.get_json()["item"]["fields"]["purpose"] == "runs the unit tests"  # not given: untouched


def test_immutable_keeps_the_first_value_and_reports_the_conflict(client):
    upsert(client, "entities", 201, fields={"entity_name": "Acme", "entity_type": "organisation"})
    r = upsert(client, "entities", 200, fields={"entity_name": "Acme", "entity_type": "person",
                                                "description": "Our biggest client."})
    body = r.get_json()
    assert body["item"]["fields"]["entity_type"] == "organisation"
    assert body["conflicts"] == [{"field": "entity_type", "kept": "organisation", "given": "person"}]
    assert body["item"]["fields"]["description"] == "Our biggest client."
    r = upsert(client, "entities", 200, fields={"entity_name": "Acme", "entity_type": "organisation"})
    assert "conflicts" not in r.get_json()  # the same value is no conflict


def test_key_templates_with_several_fields_and_missing_key_fields(client):
    r = upsert(client, "events", 201, fields={"date": "2026-03-01", "title": "Launch", "description": "v1 ships"})
    assert r.get_json()["item"]["key"] == "2026-03-01 Launch"
    r = upsert(client, "events", 422, fields={"title": "Launch"})
    assert r.get_json()["field"] == "fields.date"
    assert client.get(f"{API}/typed/events", query_string={"key": "2026-03-01   launch"}).status_code == 200
    assert upsert(client, "preferences", 422, fields={"topic": "editor"}).get_json()["field"] == "fields.preference"


def test_unknown_types_fields_and_bad_values(client):
    r = upsert(client, "recipes", 404, fields={"name": "soup"})
    assert "entities" in r.get_json()["known"]
    assert client.get(f"{API}/typed/recipes").status_code == 404
    assert upsert(client, "tools", 422, fields={"tool_name": "x", "colour": "red"}).get_json()["field"] == \
        "fields.colour"
    assert upsert(client, "tools", 422, fields={"tool_name": "x", "calls": "three"}).get_json()["field"] == \
        "fields.calls"
    assert upsert(client, "tools", 422, fields={"tool_name": "x", "calls": True}).status_code == 422
    assert upsert(client, "tools", 400, project="p").status_code == 400  # neither fields nor a patch
    assert upsert(client, "BAD TYPE", fields={"a": 1}).status_code in (404, 422)


def test_search_replace_patches(client):
    upsert(client, "cases", 201, fields={"case_name": "flaky login test", "problem": "The login test fails on CI.",
                                         "solution": "Pin bcrypt. Clear the CI cache. Clear the pip cache."})
    key = "Flaky Login Test"
    r = upsert(client, "cases", 200, key=key, patch={"field": "solution", "search": "Pin bcrypt.",
                                                     "replace": "Pin bcrypt to 4.1.2."})
    assert r.get_json()["item"]["fields"]["solution"].startswith("Pin bcrypt to 4.1.2.")
    assert "Pin bcrypt to 4.1.2." in r.get_json()["item"]["content"]
    r = upsert(client, "cases", 404, key=key, patch={"field": "solution", "search": "reboot", "replace": "x"})
    assert r.get_json()["field"] == "patch.search"
    r = upsert(client, "cases", 409, key=key, patch={"field": "solution", "search": "Clear the", "replace": "x"})
    assert r.get_json()["occurrences"] == 2
    upsert(client, "cases", 200, key=key, patch=[{"field": "solution", "search": "CI cache", "replace": "runner cache"},
                                                  {"field": "problem", "search": "on CI", "replace": "on the runner"}])
    item = client.get(f"{API}/typed/cases", query_string={"key": key}).get_json()["item"]
    assert "runner cache" in item["fields"]["solution"] and item["fields"]["problem"].endswith("on the runner.")
    assert upsert(client, "cases", 404, key="no such case", patch={"field": "problem", "search": "a"}).status_code
    assert upsert(client, "cases", 422, key=key, patch={"field": "times_applied", "search": "1"}).status_code
    assert upsert(client, "cases", 422, key=key, patch={"field": "case_name", "search": "flaky"}).status_code
    # A failed patch changes nothing (one transaction).
    r = upsert(client, "cases", 404, key=key, fields={"case_name": key, "times_applied": 1},
               patch={"field": "problem", "search": "absent"})
    item = client.get(f"{API}/typed/cases", query_string={"key": key}).get_json()["item"]
    assert "times_applied" not in item["fields"]


def test_immutable_text_fields_refuse_patches(client):
    upsert(client, "profile", 201, fields={"subject": "user", "first_seen": "2026-01-01"})
    r = upsert(client, "profile", 409, key="user", patch={"field": "first_seen", "search": "2026", "replace": "2025"})
    assert "immutable" in r.get_json()["error"]


def test_get_list_projects_and_delete(client):
    upsert(client, "entities", 201, fields={"entity_name": "Acme"}, project="a")
    upsert(client, "entities", 201, fields={"entity_name": "Acme"}, project="b")  # another project: another record
    upsert(client, "entities", 201, fields={"entity_name": "Globex"}, project="a")
    body = client.get(f"{API}/typed/entities", query_string={"project": "a"}).get_json()
    assert body["total"] == 2 and [i["key"] for i in body["items"]] == ["Globex", "Acme"]
    assert body["type"]["fields"]["entity_name"]["required"] is True
    assert client.get(f"{API}/typed/entities").get_json()["total"] == 3
    assert client.get(f"{API}/typed/entities", query_string={"key": "acme"}).status_code == 404  # global: none
    r = client.post(f"{API}/typed/entities/delete", json={"key": "ACME", "project": "a"})
    assert r.status_code == 200
    assert client.post(f"{API}/typed/entities/delete", json={"key": "Acme", "project": "a"}).status_code == 404
    assert client.get(f"{API}/typed/entities", query_string={"key": "Acme", "project": "b"}).status_code == 200


def test_content_template_abstract_and_overview(client):
    item = upsert(client, "profile", 201, fields={"subject": "user", "name": "Maria", "location": "Lisbon",
                                                  "bio": "Pharmacist. Runs marathons. " + "Likes long walks. " * 40}
                  ).get_json()["item"]
    assert item["content"].startswith("user: Maria, based in Lisbon. Pharmacist.")  # empty role/org parts dropped
    assert item["abstract"] == "user: Maria, based in Lisbon."
    assert len(item["overview"]) <= 400 and item["content"].startswith(item["overview"].rstrip("…"))
    assert render("{a}[ ({b})][: {c}]", {"a": "x", "c": ["p", "q"]}) == "x: p, q"
    assert render("{n} uses", {"n": 3.0}) == "3 uses"


def test_typed_records_feed_the_context_and_search(client):
    upsert(client, "profile", 201, fields={"subject": "user", "name": "Maria", "role": "pharmacist"})
    upsert(client, "entities", 201, project="rota", fields={"entity_name": "Clinic Norte", "entity_type": "place",
                                                            "description": "The clinic whose rota we build."})
    ctx = client.post(f"{API}/context", json={"project": "rota"}).get_json()
    assert "## Known entities / profile" in ctx["context"]
    assert "- [profile] user: Maria, pharmacist." in ctx["context"]
    assert "- [entities] Clinic Norte (place): The clinic whose rota we build." in ctx["context"]
    assert ctx["context"].index("[profile]") < ctx["context"].index("[entities]")
    small = client.post(f"{API}/context", json={"project": "rota", "budget": 50}).get_json()
    assert small["tokens"] <= 50
    hits = client.post(f"{API}/smart-search", json={"query": "clinic rota", "kinds": ["typed"]}).get_json()["results"]
    assert [h["kind"] for h in hits] == ["typed"] and hits[0]["title"] == "entities: Clinic Norte"


def test_user_type_directory_adds_and_overrides_types(tmp_path, settings):
    types = tmp_path / "types"
    types.mkdir()
    (types / "recipes.yaml").write_text(
        "description: Dishes the user cooks\nkey: '{dish}'\nfields:\n  dish: {type: string, required: true}\n"
        "  rating: {type: number, merge_op: avg}\n  cooked: {type: number, merge_op: sum}\n  notes: text\n"
        "content_template: '{dish}[ rated {rating}][: {notes}]'\n", encoding="utf-8")
    (types / "tools.yaml").write_text(  # overrides the shipped type of the same name
        "name: tools\nkey: '{name}'\nfields:\n  name: string\n  owner: {type: string, merge_op: immutable}\n",
        encoding="utf-8")
    (types / "broken.yaml").write_text("key: '{x.__class__}'\nfields: {x: string}\n", encoding="utf-8")
    services = build_services(settings.with_(typed_dirs=(types,)))
    try:
        client = create_app(services.settings, services).test_client()
        upsert(client, "recipes", 201, fields={"dish": "Bacalhau", "rating": 4, "cooked": 1, "notes": "with olive oil"})
        item = upsert(client, "recipes", 200, fields={"dish": "bacalhau", "rating": 5, "cooked": 1}).get_json()["item"]
        assert item["fields"]["rating"] == 4.5 and item["fields"]["cooked"] == 2
        assert item["content"] == "Bacalhau rated 4.5: with olive oil"
        assert upsert(client, "tools", 201, fields={"name": "make"}).get_json()["item"]["key"] == "make"
        r = upsert(client, "broken", 404, fields={"x": "y"})
        assert any("broken.yaml" in e for e in r.get_json()["loadErrors"])
    finally:
        services.close()


@pytest.mark.parametrize("doc, message", [
    ({"key": "{a}", "fields": {"a": {"type": "colour"}}}, "type 'colour'"),
    ({"key": "{a}", "fields": {"a": {"merge_op": "max"}}}, "merge_op 'max'"),
    ({"key": "{a}", "fields": {"a": {"type": "string", "merge_op": "sum"}}}, "needs type number"),
    ({"key": "{b}", "fields": {"a": "string"}}, "undeclared"),
    ({"key": "{a!r}", "fields": {"a": "string"}}, "plain field name"),
    ({"key": "{a:>9}", "fields": {"a": "string"}}, "plain field name"),
    ({"key": "fixed", "fields": {"a": "string"}}, "at least one field"),
    ({"key": "{a}", "fields": {}}, "fields"),
    ({"name": "Bad Name", "key": "{a}", "fields": {"a": "string"}}, "must match"),
    (["not", "a", "mapping"], "mapping"),
])
def test_malformed_type_files_are_refused_with_a_reason(doc, message):
    with pytest.raises(TypeSpecError, match=message):
        parse_type(doc, "x.yaml", "x")


def test_typed_records_and_episodes_survive_export_and_import(client, settings, tmp_path):
    upsert(client, "entities", 201, fields={"entity_name": "Clinic Norte", "description": "Builds the rota."})
    client.post(f"{API}/memory/ingest", json={"agent_id": "bot", "conversation_id": "c1", "turns": [
        {"user": "I am a nurse at Clinic Norte and we decided to plan the night shifts in the rota app.",
         "assistant": "Noted, the night shifts go in the rota app."}]})
    data = client.get(f"{API}/export").get_json()
    fresh = build_services(settings.with_(data_dir=tmp_path / "fresh"))
    try:
        other = create_app(fresh.settings, fresh).test_client()
        assert other.post(f"{API}/import", json={"exportData": data}).status_code == 200
        hits = other.post(f"{API}/smart-search", json={"query": "clinic norte rota night shifts",
                                                       "kinds": ["typed", "episode"]}).get_json()["results"]
        assert {h["kind"] for h in hits} == {"typed", "episode"}
        assert other.get(f"{API}/typed/entities", query_string={"key": "clinic norte"}).status_code == 200
    finally:
        fresh.close()
