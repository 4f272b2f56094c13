"""Streamable HTTP transport: `POST /mcp` (and `/agentmemory/mcp/rpc`), plus REST helpers.

Every answer is one JSON object with `Content-Type: application/json`; no
session id is issued, so clients never open the optional SSE stream (GET and
DELETE answer 405).

The Origin/Host/content-type guard, CORS and bearer auth are app-wide (api/guard.py), which also
answers refusals on /mcp and /agentmemory/mcp/rpc as JSON-RPC errors; the authenticated caller
arrives in the WSGI environ.
"""
from __future__ import annotations

import json

from flask import Blueprint, Flask, Response, current_app, jsonify, request

from ..errors import BadRequest, Invalid
from ..jsonbody import loads_strict, read_body
from ..memory.admin.tokens import AGENT_HEADER, CALLER_ENVIRON
from .dispatch import PARSE_ERROR, SERVER_ERROR, BadArguments, Dispatcher, error_body

EXTENSION = "agentmemory.mcp"


def dispatcher() -> Dispatcher:
    return current_app.extensions[EXTENSION]


def _rpc_response(body: dict | list | None, status: int) -> Response:
    if body is None:  # 202 to a notification: no body, so no Content-Type either
        resp = Response(status=status)
        del resp.headers["Content-Type"]
        return resp
    return Response(json.dumps(body, ensure_ascii=False, separators=(",", ":"), default=str), status=status,
                    mimetype="application/json")


def build_blueprint() -> Blueprint:
    bp = Blueprint("agentmemory_mcp", __name__)

    def rpc():
        try:
            raw = read_body(request, cache=False)
        except BadRequest as exc:  # an unreadable body: a JSON-RPC parse error, as for unparsable JSON
            return _rpc_response(error_body(None, PARSE_ERROR, f"parse error: {exc.message}"), 400)
        reply = dispatcher().handle_text(raw,
                                         agent_id=request.headers.get(AGENT_HEADER),
                                         protocol_version=request.headers.get("MCP-Protocol-Version"),
                                         base=request.environ.get(CALLER_ENVIRON))
        return _rpc_response(reply.body, reply.status)

    def not_allowed():
        # No session id is ever issued, so there is no SSE stream to open and no session to delete.
        resp = _rpc_response(error_body(None, SERVER_ERROR, "method not allowed: send JSON-RPC messages with POST"),
                             405)
        resp.headers["Allow"] = "POST"
        return resp

    for path in ("/mcp", "/agentmemory/mcp/rpc"):
        bp.add_url_rule(path, endpoint=f"rpc:{path}", view_func=rpc, methods=["POST"])
        bp.add_url_rule(path, endpoint=f"405:{path}", view_func=not_allowed, methods=["GET", "DELETE"])

    # REST compatibility: the tool list and a plain call endpoint for hooks and scripts.
    @bp.get("/agentmemory/mcp/tools")
    def tools():
        disp = dispatcher()
        return jsonify({"tools": disp.tools_for(disp.caller(request.headers.get(AGENT_HEADER),
                                                            request.environ.get(CALLER_ENVIRON)))})

    @bp.post("/agentmemory/mcp/tools")
    def tools_post():
        # Trigger: a POST. Why: the design card runs a tool with POST {name, arguments} here, and older
        # clients POST nothing to list the tools. Outcome: an empty body lists, a body calls (as /mcp/call).
        if not read_body(request).strip():
            return tools()
        return call()

    @bp.post("/agentmemory/mcp/call")
    def call():
        body = _json_body()
        name, arguments = body.get("name"), body.get("arguments")
        if name is not None and not isinstance(name, str):
            raise Invalid("name must be a tool name (a string)", field="name")
        if not name:
            raise BadRequest("missing required field: name", field="name")
        disp = dispatcher()
        try:
            # Domain errors raise: the app's error handler answers their status (403, 404, 409 ...) in the
            # REST error shape, so a 200 here always means the tool ran and its data is committed.
            result = disp.call_tool(name, arguments, disp.caller(request.headers.get(AGENT_HEADER),
                                                                 request.environ.get(CALLER_ENVIRON)),
                                    errors_as_results=False)
        except BadArguments as exc:
            raise exc.error from None  # the REST status of the refusal (400 missing / 422 invalid)
        return jsonify({"content": result["content"]})

    return bp


def _json_body() -> dict:
    raw = read_body(request)
    body = loads_strict(raw) if raw.strip() else {}
    if not isinstance(body, dict):
        raise BadRequest("body must be a JSON object", field="body")
    return body


def install(app: Flask) -> Dispatcher:
    """Register /mcp and /agentmemory/mcp/* on `app`; one dispatcher per app."""
    disp = Dispatcher(app.extensions["agentmemory"])
    app.extensions[EXTENSION] = disp
    app.register_blueprint(build_blueprint())
    return disp
