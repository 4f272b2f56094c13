"""The OpenAPI document at /agentmemory/openapi.json: valid OpenAPI 3.1, every reference resolves,
every route and path parameter declared, errors and bearer security described."""
from __future__ import annotations

from openapi_spec_validator import OpenAPIV31SpecValidator

from agentmemory.api.openapi import ERRORS
from agentmemory.ops import OPS

PREFIX = "/agentmemory"


def _doc(client) -> dict:
    resp = client.get(PREFIX + "/openapi.json")
    assert resp.status_code == 200
    return resp.get_json()


def _refs(node):
    if isinstance(node, dict):
        if isinstance(node.get("$ref"), str):
            yield node["$ref"]
        for v in node.values():
            yield from _refs(v)
    elif isinstance(node, list):
        for v in node:
            yield from _refs(v)


def _resolve(doc: dict, ref: str):
    assert ref.startswith("#/"), ref
    node = doc
    for part in ref[2:].split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


def test_openapi_document_validates_as_openapi_3_1(client):
    errors = [str(e).splitlines()[0] for e in OpenAPIV31SpecValidator(_doc(client)).iter_errors()]
    assert errors == []


def test_openapi_dangling_defs_references_resolve(client):
    doc = _doc(client)
    refs = set(_refs(doc))
    assert "#/components/schemas/TypedPatchIn" in refs and "#/components/schemas/IngestTurnIn" in refs
    assert not [r for r in refs if r.startswith("#/$defs/")]
    for ref in refs:
        assert isinstance(_resolve(doc, ref), dict), ref


def test_openapi_undeclared_type_path_parameter_is_declared(client):
    doc = _doc(client)
    for path in ("/typed/{type}", "/typed/{type}/delete"):
        for method, operation in doc["paths"][PREFIX + path].items():
            params = {(p["name"], p["in"]): p for p in operation.get("parameters", [])}
            assert params[("type", "path")]["required"] is True, (method, path)
            assert params[("type", "path")]["schema"]["pattern"]
            if "requestBody" in operation:  # the path value wins over a body field of the same name
                body = operation["requestBody"]["content"]["application/json"]["schema"]
                assert "type" not in body["properties"] and "type" not in body.get("required", [])


def test_openapi_lists_every_route_with_its_statuses(client):
    doc = _doc(client)
    for op in OPS:
        for method, path in op.rest:
            operation = doc["paths"][PREFIX + path.replace("<", "{").replace(">", "}")][method.lower()]
            assert str(op.status) in operation["responses"], op.name
            assert set(ERRORS) <= set(operation["responses"]), op.name
    error = doc["components"]["responses"]["422"]["content"]["application/json"]["schema"]
    assert _resolve(doc, error["$ref"])["required"] == ["error"]


def test_openapi_query_parameters_have_plain_schemas(client):
    """A query parameter is absent or a value: no `null` branch, every one typed."""
    doc = _doc(client)
    params = doc["paths"][PREFIX + "/sessions"]["get"]["parameters"]
    by_name = {p["name"]: p for p in params}
    assert by_name["project"]["schema"] == {"maxLength": 500, "minLength": 1, "type": "string"}
    assert by_name["limit"]["schema"]["type"] == "integer" and by_name["limit"]["required"] is False
    for item in doc["paths"].values():
        for operation in item.values():
            for p in operation.get("parameters", []):
                assert "type" in p["schema"] or "enum" in p["schema"] or "anyOf" in p["schema"], p
                assert "null" not in str(p["schema"].get("anyOf", "")), p


def test_openapi_declares_bearer_security(client):
    doc = _doc(client)
    assert doc["components"]["securitySchemes"]["bearer"] == {
        "type": "http", "scheme": "bearer", "description": doc["components"]["securitySchemes"]["bearer"]["description"]}
    assert {"bearer": []} in doc["security"]


def test_openapi_request_body_required_only_when_a_field_is(client):
    """An empty body reads as {}: /consolidate takes no fields and answers 200 without a body."""
    doc = _doc(client)
    assert doc["paths"][PREFIX + "/consolidate"]["post"]["requestBody"]["required"] is False
    assert doc["paths"][PREFIX + "/remember"]["post"]["requestBody"]["required"] is True
    assert client.post(PREFIX + "/consolidate", data=b"", content_type="application/json").status_code == 200


def test_openapi_declares_every_rest_route_of_the_url_map(app, client):
    """Every /agentmemory route and method of the app is in the document (so the fuzz test reaches it), the MCP
    REST helpers included (POST /agentmemory/mcp/tools was missing); only JSON-RPC endpoints and the document
    itself are not REST operations."""
    doc = _doc(client)
    not_rest = {PREFIX + "/mcp/rpc", PREFIX + "/openapi.json"}
    missing = []
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith(PREFIX + "/") or rule.rule in not_rest:
            continue
        path = rule.rule.replace("<", "{").replace(">", "}")
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            if method.lower() not in doc["paths"].get(path, {}):
                missing.append(f"{method} {rule.rule}")
    assert missing == []
    tools = doc["paths"][PREFIX + "/mcp/tools"]
    assert tools["post"]["requestBody"]["required"] is False  # no body lists the tools
    assert set(ERRORS) <= set(tools["post"]["responses"]) and set(ERRORS) <= set(tools["get"]["responses"])
