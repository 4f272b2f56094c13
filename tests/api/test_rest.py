"""Tests for api/rest.py: JSON errors with the right status, nothing written on a rejected request,
no 5xx for any JSON a client can send, and many concurrent writers over real HTTP."""
import json
import re
import threading

import helpers
import pytest
import requests
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from agentmemory.api.rest import PREFIX
from agentmemory.app import build_services, create_app
from agentmemory.config import Settings
from agentmemory.ops import OPS
from helpers import observe_payload

TABLES = ("kv_store", "audit_log", "search_docs", "embed_queue", "vectors")


def counts(services) -> dict:
    conn = services.store.read()
    return {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}


def post_raw(client, path, data, content_type="application/json"):
    return client.post(PREFIX + path, data=data, content_type=content_type)


# ------------------------------------------------------------------ error statuses
@pytest.mark.parametrize("path", ["/observe", "/observe/batch", "/remember", "/search", "/forget", "/import"])
def test_malformed_json_is_400(client, services, path):
    before = counts(services)
    r = post_raw(client, path, '{"sessionId": "s1", ')
    assert r.status_code == 400
    assert r.is_json and "not valid JSON" in r.get_json()["error"]
    assert counts(services) == before


@pytest.mark.parametrize("body", ["[1, 2]", '"text"', "42", "null", "true"])
def test_body_that_is_not_an_object_is_400(client, services, body):
    before = counts(services)
    r = post_raw(client, "/observe", body)
    assert r.status_code == 400
    assert r.get_json() == {"error": "body must be a JSON object", "field": "body"}
    assert counts(services) == before


@pytest.mark.parametrize("path, body, field", [
    ("/observe", {k: v for k, v in observe_payload().items() if k != "sessionId"}, "sessionId"),
    ("/observe", {k: v for k, v in observe_payload().items() if k != "hookType"}, "hookType"),
    ("/remember", {"title": "no content"}, "content"),
    ("/search", {}, "query"),
    ("/session/start", {"sessionId": "s1"}, "project"),
    ("/import", {"strategy": "merge"}, "exportData"),
])
def test_missing_field_is_400_naming_it(client, services, path, body, field):
    before = counts(services)
    r = client.post(PREFIX + path, json=body)
    assert r.status_code == 400, r.get_json()
    assert r.get_json()["field"] == field
    assert field in r.get_json()["error"]
    assert counts(services) == before


def test_missing_query_parameter_is_400_naming_it(client):
    r = client.get(PREFIX + "/observations")
    assert r.status_code == 400 and r.get_json()["field"] == "sessionId"


@pytest.mark.parametrize("path, body, field", [
    ("/observe", observe_payload(sessionId=5), "sessionId"),
    ("/observe", observe_payload(project=""), "project"),
    ("/observe", observe_payload(timestamp="not a time"), "timestamp"),
    ("/observe", observe_payload(timestamp=1e300), "timestamp"),  # regression: was a 500 OverflowError
    ("/remember", {"content": "x", "importance": 11}, "importance"),
    ("/remember", {"content": "x", "ttlDays": -1}, "ttlDays"),
    ("/search", {"query": "x", "mode": "telepathy"}, "mode"),
    ("/search", {"query": "x", "limit": "many"}, "limit"),
    ("/observe/batch", {"observations": "not a list"}, "observations"),
    ("/import", {"exportData": {"format": "zip"}}, "exportData.format"),
])
def test_wrong_type_or_value_is_422_naming_it(client, services, path, body, field):
    before = counts(services)
    r = client.post(PREFIX + path, json=body)
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["field"] == field
    assert field.split(".")[-1] in r.get_json()["error"]
    assert counts(services) == before


def test_query_string_values_are_validated(client):
    r = client.get(PREFIX + "/memories?limit=abc")
    assert r.status_code == 422 and r.get_json()["field"] == "limit"
    r = client.get(PREFIX + "/audit?before=" + "9" * 30)  # regression: was a 500 (SQLite integer overflow)
    assert r.status_code == 422 and r.get_json()["field"] == "before"
    r = client.get(PREFIX + "/observations?sessionId=s1&offset=" + "9" * 30)
    assert r.status_code == 422 and r.get_json()["field"] == "offset"
    assert client.get(PREFIX + "/memories?latest=false&limit=5").status_code == 200


def test_unknown_memory_id_is_404(client, services):
    before = counts(services)
    r = client.get(PREFIX + "/memories/mem_nope")
    assert r.status_code == 404
    assert r.get_json() == {"error": "memory mem_nope not found", "id": "mem_nope"}
    r = client.post(PREFIX + "/forget", json={"sessionId": "no-such-session"})
    assert r.status_code == 404 and "no-such-session" in r.get_json()["error"]
    r = client.post(PREFIX + "/session/end", json={"sessionId": "no-such-session"})
    assert r.status_code == 404
    assert counts(services) == before


def test_unknown_route_and_wrong_method_are_json(client):
    r = client.get(PREFIX + "/nope")
    assert r.status_code == 404 and r.is_json and "error" in r.get_json()
    r = client.get(PREFIX + "/observe")
    assert r.status_code == 405 and r.is_json and "error" in r.get_json()


def test_deeply_nested_body_is_400_not_500(client, services):
    before = counts(services)
    r = post_raw(client, "/observe", "[" * 100_000 + "]" * 100_000)  # regression: RecursionError -> 500
    assert r.status_code == 400 and "nested" in r.get_json()["error"]
    assert counts(services) == before


def test_lone_surrogate_is_400_not_500(client, services):
    before = counts(services)
    body = json.dumps(observe_payload(text="broken \ud800 text"))  # json.dumps writes the \\ud800 escape
    r = post_raw(client, "/observe", body)  # regression: UnicodeEncodeError -> 500
    assert r.status_code == 400 and "surrogate" in r.get_json()["error"]
    assert counts(services) == before
    # a valid surrogate pair (an escaped emoji) is fine
    r = post_raw(client, "/observe", json.dumps(observe_payload(text="ship it \U0001F680")))
    assert r.status_code == 201


@pytest.fixture
def small_body_client(make_client):
    return make_client(max_body_bytes=2048)


def test_oversize_body_is_413_and_writes_nothing(small_body_client):
    client, svc = small_body_client
    before = counts(svc)
    r = client.post(PREFIX + "/observe", json=observe_payload(text="x" * 3000))
    assert r.status_code == 413
    assert "2048" in r.get_json()["error"]
    assert counts(svc) == before
    assert client.post(PREFIX + "/observe", json=observe_payload(text="x" * 1000)).status_code == 201


def test_oversize_content_is_rejected_even_under_the_body_limit(tmp_path):
    s = Settings(data_dir=tmp_path / "d", embedding_provider="fake", max_content_chars=500)
    svc = build_services(s)
    try:
        client = create_app(s, svc).test_client()
        before = counts(svc)
        r = client.post(PREFIX + "/observe", json=observe_payload(text="y" * 600))
        assert r.status_code == 422 and r.get_json()["field"] == "data"
        assert counts(svc) == before
    finally:
        svc.close()


def test_success_statuses(client):
    assert client.post(PREFIX + "/observe", json=observe_payload()).status_code == 201
    assert client.post(PREFIX + "/remember", json={"content": "a fact"}).status_code == 201
    assert client.post(PREFIX + "/search", json={"query": "hello"}).status_code == 200
    assert client.get("/livez").get_json() == {"status": "ok"}


def test_openapi_lists_every_rest_route(client):
    doc = client.get(PREFIX + "/openapi.json").get_json()
    for op in OPS:
        for method, path in op.rest:
            oapath = PREFIX + path.replace("<", "{").replace(">", "}")
            assert method.lower() in doc["paths"][oapath], (op.name, method, path)


# ------------------------------------------------------------------ fuzz: never a 5xx
@pytest.fixture(scope="module")
def fuzz_client(tmp_path_factory):
    s = Settings(data_dir=tmp_path_factory.mktemp("fuzz"), embedding_provider="fake",
                 transcript_roots=(tmp_path_factory.mktemp("fuzz-transcripts"),))  # never the real ~/.claude
    svc = build_services(s)
    yield create_app(s, svc).test_client()
    svc.close()


scalars = (st.none() | st.booleans() | st.integers() | st.integers(min_value=-2**70, max_value=2**70)
           | st.floats() | st.text(max_size=20) | st.sampled_from(["", "0", "true", "2026-01-02T03:04:05Z", "a,b"]))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=10)

VALID = {
    "/observe": observe_payload(),
    "/observe/batch": {"observations": [observe_payload()]},
    "/remember": {"content": "fuzz memory"},
    "/search": {"query": "hello"},
    "/smart-search": {"query": "hello"},
    "/context": {"project": "proj"},
    "/session/start": {"sessionId": "s1", "project": "proj"},
    "/session/end": {"sessionId": "s1"},
    "/forget": {"memoryId": "m1"},
    "/import": {"exportData": {"format": "agentmemory-export", "version": 1, "data": {}}},
}
POST_OPS = [(op, path) for op in OPS for method, path in op.rest if method == "POST"]
ITEM_KEYS = ["id", "sessionId", "ts", "seq", "importance", "concepts", "files", "title", "content", "narrative",
             "type", "project", "agentId", "createdTs", "prevTexts", "isLatest", "forgetAfterTs", "facts"]
import_data = st.dictionaries(
    st.sampled_from(["mem:memories", "mem:sessions", "mem:obs:s1", "mem:lessons", "mem:x", "other"]),
    st.dictionaries(st.sampled_from(["m1", "o1", "s1"]),
                    st.dictionaries(st.sampled_from(ITEM_KEYS), json_values, max_size=6) | json_values,
                    max_size=3),
    max_size=3)


@st.composite
def post_body(draw, op, path):
    """A random JSON value, or an object of the op's own field names (optionally over a valid body)."""
    kind = draw(st.sampled_from(["any", "fields", "valid+fields"]))
    if kind == "any":
        return draw(json_values)
    body = dict(VALID.get(path, {})) if kind == "valid+fields" else {}
    names = list(op.input.model_fields) + ["extra"]
    for name in draw(st.lists(st.sampled_from(names), max_size=4, unique=True)):
        body[name] = draw(json_values)
    if path == "/observe/batch" and draw(st.booleans()):
        body["observations"] = [{**observe_payload(), **draw(st.dictionaries(
            st.sampled_from(list(observe_payload()) + ["agentId"]), json_values, max_size=3))} for _ in range(2)]
    return body


def check_no_5xx(client, path, body, prefix=PREFIX):
    # NaN / Infinity included: Python's json writes and reads them, so a Python client can send them.
    r = client.post(prefix + path, data=json.dumps(body), content_type="application/json")
    assert r.status_code < 500, (path, body, r.get_data(as_text=True)[:500])
    if prefix:  # op routes: always a JSON answer, errors carry a message
        assert r.is_json
        if r.status_code >= 400:
            assert isinstance(r.get_json().get("error"), str)


@pytest.mark.parametrize("op, path", POST_OPS, ids=[p for _, p in POST_OPS])
def test_random_json_never_gets_a_5xx(fuzz_client, op, path):
    @hsettings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(body=post_body(op, path))
    def run(body):
        check_no_5xx(fuzz_client, path, body)
    run()


@pytest.fixture(scope="module")
def import_client(tmp_path_factory):
    s = Settings(data_dir=tmp_path_factory.mktemp("fuzz-import"), embedding_provider="fake")
    svc = build_services(s)
    yield create_app(s, svc).test_client()
    svc.close()


AFTER_IMPORT = [("/observe", observe_payload(session="s1")), ("/observe", observe_payload(session="m1")),
                ("/session/start", {"sessionId": "s1", "project": "proj"}), ("/session/end", {"sessionId": "o1"}),
                ("/remember", {"content": "fuzz memory", "project": "proj"}),
                ("/remember", {"content": "fuzz memory"}), ("/search", {"query": "fuzz memory"}),
                ("/smart-search", {"query": "fuzz memory"}), ("/context", {"project": "proj"}),
                ("/forget", {"memoryId": "m1"})]


@hsettings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=import_data, strategy=st.sampled_from(["merge", "skip", "replace"]))
def test_random_import_data_never_gets_a_5xx_nor_breaks_later_writes(import_client, data, strategy):
    # regressions: an imported observation without sessionId (KeyError), a memory with a non-numeric
    # importance (ValueError) or a lesson with id null (IntegrityError) was a 500 on import; a session
    # without observationCount was accepted and then made every observe into it a 500.
    check_no_5xx(import_client, "/import", {"strategy": strategy, "exportData": {
        "format": "agentmemory-export", "version": 1, "data": data}})
    for path, body in AFTER_IMPORT:
        check_no_5xx(import_client, path, body)
    for path in ("/memories", "/sessions", "/timeline?project=proj", "/observations?sessionId=s1", "/export"):
        r = import_client.get(PREFIX + path)
        assert r.status_code < 500, (path, data, r.get_json())


TOOL_NAMES = [op.tool for op in OPS if op.tool]
generic_body = json_values | st.fixed_dictionaries(
    {"jsonrpc": st.just("2.0"), "id": st.integers(0, 9) | st.text(max_size=4)},
    optional={"method": st.sampled_from(["initialize", "ping", "tools/list", "tools/call", "resources/list",
                                         "resources/read", "prompts/list", "notifications/initialized"])
              | st.text(max_size=10),
              "params": json_values | st.fixed_dictionaries(
                  {"name": st.sampled_from(TOOL_NAMES) | st.text(max_size=10)},
                  optional={"arguments": json_values, "uri": st.text(max_size=20)})})


def test_every_other_post_route_gets_random_json_without_a_5xx(fuzz_client):
    """Routes not generated from an op (MCP endpoints, ...), found from the URL map: a new one is fuzzed too."""
    op_paths = {PREFIX + p for _, p in POST_OPS}
    rules = sorted(r.rule for r in fuzz_client.application.url_map.iter_rules()
                   if "POST" in r.methods and r.rule not in op_paths)
    for rule in rules:
        path = re.sub(r"<[^>]+>", "x", rule)

        @hsettings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
        @given(body=generic_body)
        def run(body):
            check_no_5xx(fuzz_client, path, body, prefix="")
        run()


NASTY = [float("nan"), -float("inf"), 1e308, -10**30, 2**63, -1, True, None, "", " ", "\x00", "x" * 5000, "1e999",
         "9999-99-99", [None], {"a": {"b": [1]}}]


@pytest.mark.parametrize("op, path", POST_OPS, ids=[p for _, p in POST_OPS])
def test_nasty_value_in_any_field_never_gets_a_5xx(fuzz_client, op, path):
    """Every field of a valid body, set in turn to each awkward JSON value (found the timestamp 500s)."""
    for name in op.input.model_fields:
        for value in NASTY:
            check_no_5xx(fuzz_client, path, {**VALID.get(path, {}), name: value})
    if path == "/observe/batch":
        for name in list(observe_payload()) + ["agentId"]:
            for value in NASTY:
                check_no_5xx(fuzz_client, path, {"observations": [{**observe_payload(), name: value}]})


QUERY_ROUTES = [(m, PREFIX + p) for op in OPS for m, p in op.rest if m in ("GET", "DELETE") and "<" not in p]
QUERY_FIELDS = sorted({f for op in OPS for m, _ in op.rest if m in ("GET", "DELETE") for f in op.input.model_fields}
                      | {"agentId"})


@hsettings(max_examples=60, deadline=None)
@given(params=st.dictionaries(st.sampled_from(QUERY_FIELDS),
                              st.text(max_size=12) | st.sampled_from(["-1", "0", "9" * 30, "nan", "1e999", "true"]),
                              max_size=4),
       route=st.sampled_from(QUERY_ROUTES))
def test_random_query_strings_never_get_a_5xx(fuzz_client, params, route):
    method, path = route
    r = fuzz_client.open(path, method=method, query_string=params)
    assert r.status_code < 500, (method, path, params, r.get_json())


# ------------------------------------------------------------------ concurrency over real HTTP
@pytest.mark.slow
@pytest.mark.sqlite_only("counts the stored rows with FTS5's MATCH; tests/search/test_pg_queue.py covers PostgreSQL's concurrency")
def test_concurrent_observes_over_http_are_all_stored_once(live_server, services):
    threads_n, per_thread = 8, 250
    errors, ids = [], [[] for _ in range(threads_n)]

    def worker(n):
        with requests.Session() as http:
            for i in range(per_thread):
                body = observe_payload(session=f"conc-{n}", text=f"thread {n} item {i} token{n}x{i}")
                try:
                    r = http.post(f"{live_server.url}{PREFIX}/observe", json=body, timeout=30)
                except requests.RequestException as exc:
                    errors.append(repr(exc))
                    continue
                if r.status_code != 201:
                    errors.append((r.status_code, r.text))
                else:
                    ids[n].append(r.json()["observationId"])

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(threads_n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads), "a client thread was still sending after 120s"
    assert errors == []
    all_ids = [i for chunk in ids for i in chunk]
    assert len(all_ids) == len(set(all_ids)) == threads_n * per_thread

    with requests.Session() as http:
        for n in range(threads_n):
            r = http.get(f"{live_server.url}{PREFIX}/observations",
                         params={"sessionId": f"conc-{n}", "limit": 1000}).json()
            assert r["total"] == per_thread
            assert sorted(o["id"] for o in r["observations"]) == sorted(ids[n])
            assert sorted(o["seq"] for o in r["observations"]) == list(range(per_thread))
        health = http.get(f"{live_server.url}{PREFIX}/health").json()
    assert health["counts"]["observations"] == threads_n * per_thread
    assert health["counts"]["sessions"] == threads_n
    assert helpers.sql(services.store, "SELECT count(*) FROM audit_log WHERE operation='observe'").fetchone()[0] == 2000
    assert len(services.shared.searcher.search("token3x249", mode="keyword")) == 1  # in the keyword index once


def test_method_not_allowed_without_allow_header(client):
    """A 405 names the allowed methods (RFC 9110), as JSON like every other error."""
    resp = client.open(PREFIX + "/slots", method="TRACE")
    assert resp.status_code == 405 and resp.get_json() == {"error": "method not allowed"}
    assert set(resp.headers["Allow"].replace(" ", "").split(",")) >= {"GET"}


# ------------------------------------------------------------------ DELETE with a JSON body
def test_a_delete_reads_its_json_body_as_well_as_its_query_string(client):
    """The guard lets a DELETE in only with a JSON body (or none); the body used to be ignored, so
    `DELETE /slot {"label": ...}` answered "missing required field: label"."""
    assert client.post(PREFIX + "/slot", json={"label": "gone_soon", "content": "x"}).status_code == 201
    r = client.delete(PREFIX + "/slot", json={"label": "gone_soon"})
    assert r.status_code == 200, r.get_json()
    assert r.get_json()["deleted"] is True
    assert client.get(PREFIX + "/slot", query_string={"label": "gone_soon"}).status_code == 404
    assert client.delete(PREFIX + "/slot", json=[1]).status_code == 400  # not an object: refused, not ignored
    assert client.delete(PREFIX + "/slot", query_string={"label": "gone_soon"}).status_code == 404  # query still works


@pytest.mark.parametrize("method, path", [("GET", "sessions"), ("POST", "remember")])
def test_regression_the_redirect_of_a_doubled_slash_has_a_json_body(client, method, path):
    """werkzeug answers "/agentmemory//sessions" with a 308 to the path without doubled slashes; its body was an
    HTML page (every other answer here is JSON)."""
    before = client.get(PREFIX + "/health").get_json()["counts"]
    r = client.open(f"/agentmemory//{path}", method=method, json={"content": "x"} if method == "POST" else None)
    assert r.status_code == 308 and r.mimetype == "application/json", r.data
    assert r.get_json()["location"] == r.headers["Location"] == f"http://localhost/agentmemory/{path}"
    assert client.get(PREFIX + "/health").get_json()["counts"] == before
