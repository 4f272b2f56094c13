"""The OpenAPI 3.1 document of the REST API, generated from the operation registry.

Every op's REST routes become operations; their parameters and request bodies come from
the op's pydantic model, with shared sub-models moved to `components/schemas` so every
`$ref` resolves. tests/api/test_openapi.py validates the document, and tests/api/test_fuzz.py
fuzzes every operation it declares.
"""
from __future__ import annotations

import re
from typing import Any

from .. import ID_MAX
from ..ops import OPS, Op

#: The HTTP header that carries a write's idempotency key (api/idempotency.py; rest.with_idempotency_key: an eventId).
IDEMPOTENCY_HEADER = "Idempotency-Key"
#: The header on an answer kept from an earlier request with the same key (as Stripe's API names it).
REPLAYED_HEADER = "Idempotent-Replayed"

PREFIX = "/agentmemory"
REF = "#/components/schemas/{model}"

#: On a kept answer sent again for a retried Idempotency-Key (api/idempotency.py).
REPLAYED = {REPLAYED_HEADER: {"description": "true: this answer was kept from the first request with the same "
                              "Idempotency-Key (nothing was written again)", "schema": {"type": "string", "enum": ["true"]}}}

#: Every error answer has this shape (errors.AgentMemoryError.to_dict and the app's HTTP error handler).
ERROR_SCHEMA = {"type": "object", "required": ["error"],
                "properties": {"error": {"type": "string", "description": "what went wrong, for a human"},
                               "field": {"type": "string", "description": "the input field at fault, if one is"},
                               "retryable": {"type": "boolean", "description": "503 only: whether trying again later can succeed"}},
                "additionalProperties": True}

#: The error statuses any operation can answer, and why.
ERRORS = {
    "400": "malformed: not JSON, not an object, or a required field missing",
    "401": "missing or wrong bearer token (only when the server has a secret)",
    "403": "forbidden: a foreign Origin or Host, or an agent acting outside its rights",
    "404": "something named by the request does not exist",
    "409": "conflict with the current state (duplicate, cycle, ambiguous edit, busy)",
    "413": "request body too large",
    "414": "URL too long (answered by the HTTP server before the app, so not always JSON)",
    "415": "a write whose body is not declared application/json",
    "422": "a field has the wrong type or value",
    "429": "a limit was reached (e.g. observations per session)",
    "503": "the database cannot take it now (unreachable, disk full, read-only, lost or damaged): nothing was "
           "written; `retryable: false` when only an operator can mend it",
}

#: Statuses the HTTP server itself may send, with its own body.
SERVER_ANSWERED = frozenset({"414"})

#: Path parameters in Flask's `<name>` or `<conv:name>` syntax.
PATH_PARAM = re.compile(r"<(?:[a-z]+:)?([A-Za-z_][A-Za-z0-9_]*)>")


def openapi(version: str | None = None) -> dict:
    """The whole document: one operation per (op, REST route)."""
    if version is None:
        from .. import __version__ as version
    schemas: dict[str, dict] = {"Error": ERROR_SCHEMA}
    paths: dict[str, dict] = {}
    for op in OPS:
        schema = op.input.model_json_schema(ref_template=REF)
        schemas.update(schema.pop("$defs", {}))
        for method, path in op.rest:
            oapath = PREFIX + PATH_PARAM.sub(r"{\1}", path)
            paths.setdefault(oapath, {})[method.lower()] = _operation(op, method, path, schema)
    paths[MCP_CALL] = {"post": _mcp_call()}
    paths[MCP_TOOLS] = {"get": _mcp_tools_list(), "post": _mcp_call(listing=True)}
    return {
        "openapi": "3.1.0",
        "info": {"title": "agentmemory", "version": version,
                 "description": "Persistent memory for AI agents. Every operation is also an MCP tool at /mcp."},
        "servers": [{"url": "/"}],
        "paths": paths,
        "components": {
            "schemas": schemas,
            "responses": {code: _error_response(code, why) for code, why in ERRORS.items()},
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer",
                                           "description": "AGENTMEMORY_SECRET (needed only when the server has one)"}},
        },
        # Bearer when the server has a secret, nothing when it has none.
        "security": [{"bearer": []}, {}],
    }


#: The REST call of an MCP tool by name (mcp/http.py); POST /agentmemory/mcp/tools {name, arguments} does the same.
MCP_CALL = PREFIX + "/mcp/call"
#: The MCP tools a caller may call (GET), for clients that speak REST only; POST with a body calls one as MCP_CALL.
MCP_TOOLS = PREFIX + "/mcp/tools"
_TOOLS_LISTED = {"description": "the tools this caller may call, with their input schemas",
                 "content": {"application/json": {"schema": {"type": "object", "required": ["tools"]}}}}


def _mcp_call(listing: bool = False) -> dict:
    """POST /agentmemory/mcp/call: 200 `{content}` when the tool ran; a refused or failed call is its error's
    status and the REST error body, as for every other operation (never a 200 with `isError`).
    `listing`: POST /agentmemory/mcp/tools, the same call, except that no body at all lists the tools."""
    body = {"type": "object", "required": ["name"],
            "properties": {"name": {"type": "string", "enum": sorted(op.tool for op in OPS if op.tool),
                                    "description": "the tool's name (GET /agentmemory/mcp/tools lists them)"},
                           "arguments": {"type": "object", "description": "the tool's input (its inputSchema)"}}}
    ok: dict[str, Any] = {"description": "the tool ran; its result as MCP text content",
                          "content": {"application/json": {"schema": {"type": "object", "required": ["content"]}}}}
    if listing:
        ok = {"description": "the tool ran ({content}); with no body, the tool list ({tools})",
              "content": {"application/json": {"schema": {"anyOf": [ok["content"]["application/json"]["schema"],
                                                                    _TOOLS_LISTED["content"]["application/json"]["schema"]]}}}}
    return {"operationId": "mcp_tools_post" if listing else "mcp_call_post",
            "summary": "Run an MCP tool by name over plain REST" + (" (no body: list the tools)" if listing else ""),
            "tags": ["mcp"], "requestBody": {"required": not listing, "content": {"application/json": {"schema": body}}},
            "responses": {"200": ok, **_error_refs()}}


def _error_refs() -> dict:
    """The error statuses every operation may answer, as references to components/responses."""
    return {code: {"$ref": f"#/components/responses/{code}"} for code in ERRORS}


def _mcp_tools_list() -> dict:
    """GET /agentmemory/mcp/tools: the tools `ops.may_call` lets this caller call (as MCP's tools/list)."""
    return {"operationId": "mcp_tools_get", "summary": "List the MCP tools this caller may call, with their schemas",
            "tags": ["mcp"], "responses": {"200": _TOOLS_LISTED,
                                           **_error_refs()}}


def _operation(op: Op, method: str, path: str, schema: dict) -> dict:
    in_path = PATH_PARAM.findall(path)
    props: dict[str, Any] = schema.get("properties", {})
    required = set(schema.get("required", []))
    params = [{"name": n, "in": "path", "required": True, "schema": _param_schema(props.get(n, {"type": "string"}))}
              for n in in_path]
    entry: dict[str, Any] = {"operationId": f"{op.name}_{method.lower()}", "summary": op.description,
                             "tags": [op.tool or op.name], "responses": _responses(op)}
    if method in ("GET", "DELETE"):
        # Query values are strings on the wire; the models read numbers and booleans from them,
        # and lists as one comma-separated value (StrList).
        for n, s in props.items():
            if n in in_path:
                continue
            p = {"name": n, "in": "query", "required": n in required, "schema": _param_schema(s)}
            if p["schema"].get("type") == "array":
                p.update(style="form", explode=False)
            params.append(p)
    else:
        # Trigger: a route with a path parameter. Why: the view puts the path value over the body's
        # field of that name. Outcome: the body schema leaves that field out.
        body = dict(schema)
        if in_path:
            body["properties"] = {n: s for n, s in props.items() if n not in in_path}
            body["required"] = [n for n in schema.get("required", []) if n not in in_path]
            if not body["required"]:
                del body["required"]
        # An empty body reads as {}: the body is required only when the model has required fields.
        entry["requestBody"] = {"required": bool(body.get("required")),
                                "content": {"application/json": {"schema": body}}}
    if method != "GET" and op.access != "read":  # the header is the body's eventId, or api/idempotency.py keeps
        params.append({"name": IDEMPOTENCY_HEADER, "in": "header", "required": False,  # the write's answer
                       "schema": _param_schema(props["eventId"]) if "eventId" in props else
                       {"type": "string", "minLength": 1, "maxLength": ID_MAX}})
        if "eventId" not in props:
            for code in (c for c in entry["responses"] if c.startswith("2")):
                entry["responses"][code] = {**entry["responses"][code], "headers": REPLAYED}
    if params:
        entry["parameters"] = params
    return entry


def _param_schema(s: dict) -> dict:
    """A property's schema as a parameter: `X | None` is just X (an absent parameter is None)."""
    s = {k: v for k, v in s.items() if k not in ("title",)}
    branches = s.get("anyOf")
    if branches and any(b.get("type") == "null" for b in branches):
        rest = [b for b in branches if b.get("type") != "null"]
        s.pop("anyOf")
        if s.get("default") is None:
            s.pop("default", None)
        s = {**rest[0], **s} if len(rest) == 1 else {**s, "anyOf": rest}
    return s


def _error_response(code: str, why: str) -> dict:
    if code in SERVER_ANSWERED:
        return {"description": why}
    return {"description": why, "content": {"application/json": {"schema": {"$ref": REF.format(model="Error")}}}}


def _responses(op: Op) -> dict:
    ok = {"description": "done", "content": {"application/json": {"schema": {}}}}
    out: dict[str, Any] = {"200": ok}
    if op.status == 201:
        # created; 200 when the write changed nothing new (e.g. a deduplicated observation)
        out = {"201": {**ok, "description": "created"}, "200": ok}
    elif op.status not in (200,):
        out = {str(op.status): ok}
    out.update(_error_refs())
    return out
