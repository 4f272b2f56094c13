"""Every answer of the app carries the same safety headers (api/guard.py's ANSWER_HEADERS): `nosniff`, so no
browser reads a JSON answer holding memory text as HTML or script; `no-referrer`; and `no-store`, so no browser
or shared cache keeps a copy of memory data. Every route of the URL map is called, plus the answers no route
gives (the guard's refusals, an unknown route, the 308 redirect, a 405, a 413, a 401, OPTIONS)."""
import pytest

from agentmemory.api.rest import PREFIX
from helpers import observe_payload

EXPECTED = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"}


def has_answer_headers(resp) -> bool:
    """Each expected header present exactly once, with its value."""
    return all(resp.headers.getlist(name) == [value] for name, value in EXPECTED.items())


def test_every_route_answers_with_the_safety_headers(app, client):
    """Regression: the REST and MCP answers (data, errors, OpenAPI, health) had no nosniff; only /viewer had."""
    assert client.post(PREFIX + "/observe", json=observe_payload(text="zebracorn header test")).status_code == 201
    checked = 0
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        path = rule.rule.replace("<", "").replace(">", "")  # a path argument named after itself: an unknown id
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            kwargs = {"json": {}} if method in ("POST", "PUT", "PATCH") else {}
            resp = client.open(path, method=method, **kwargs)
            assert resp.status_code < 500 and has_answer_headers(resp), (method, path, resp.status_code,
                                                                        dict(resp.headers))
            checked += 1
    assert checked >= 80


@pytest.mark.parametrize("method, path, kwargs, status", [
    ("GET", PREFIX + "/health", {}, 200),
    ("GET", PREFIX + "/openapi.json", {}, 200),
    ("GET", "/livez", {}, 200),
    ("GET", "/viewer", {}, 200),
    ("GET", PREFIX + "/no-such-route", {}, 404),
    ("GET", PREFIX + "//sessions", {}, 308),
    ("DELETE", PREFIX + "/health", {}, 405),
    ("POST", PREFIX + "/remember", {"data": "x", "content_type": "text/plain"}, 415),
    ("POST", PREFIX + "/remember", {"json": {"content": "x"}, "headers": {"Origin": "https://evil.example"}}, 403),
    ("GET", PREFIX + "/health", {"headers": {"Host": "evil.example"}}, 403),
    ("POST", PREFIX + "/remember", {"data": "{", "content_type": "application/json"}, 400),
    ("POST", PREFIX + "/remember", {"json": {"content": ""}}, 422),
    ("OPTIONS", PREFIX + "/remember", {}, 204),
    ("POST", "/mcp", {"json": {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}}, 200),
    ("POST", "/mcp", {"json": {"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                      "headers": {"Origin": "https://evil.example"}}, 403),
])
def test_answers_no_route_gives_carry_them_too(client, method, path, kwargs, status):
    resp = client.open(path, method=method, **kwargs)
    assert resp.status_code == status, resp.get_data(as_text=True)[:300]
    assert has_answer_headers(resp), dict(resp.headers)


def test_a_401_a_413_and_a_listed_origins_preflight_carry_them(make_client):
    client, _ = make_client(secret="hdr-s3cret", allowed_origins=("http://tool.example",), max_body_bytes=2048)
    unauthorized = client.get(PREFIX + "/memories")
    too_large = client.post(PREFIX + "/remember", json={"content": "x" * 4096},
                            headers={"Authorization": "Bearer hdr-s3cret"})
    preflight = client.open(PREFIX + "/remember", method="OPTIONS",
                            headers={"Origin": "http://tool.example", "Access-Control-Request-Method": "POST"})
    assert (unauthorized.status_code, too_large.status_code, preflight.status_code) == (401, 413, 204)
    for resp in (unauthorized, too_large, preflight):
        assert has_answer_headers(resp), dict(resp.headers)


def test_the_dashboard_keeps_its_own_headers_once(client):
    page = client.get("/viewer")
    assert has_answer_headers(page)
    assert "script-src 'nonce-" in page.headers["Content-Security-Policy"]
    assert page.headers.getlist("X-Frame-Options") == ["DENY"]
