"""Streamable HTTP transport: `POST /mcp` (and `/agentmemory/mcp/rpc`), plus REST helpers.

Every answer is one JSON object with `Content-Type: application/json`; no
session id is issued, so clients never open the optional SSE stream (GET and
DELETE answer 405). Bearer auth is the app-wide check in api/rest.py.

DNS-rebinding guard (every route of this blueprint):
- `Origin`: absent (non-browser clients) is fine; otherwise it must be a
  loopback origin (http or https on localhost, 127.0.0.1 or [::1], any port)
  or listed in AGENTMEMORY_ALLOWED_ORIGINS ("*" allows any). Else 403.
- `Host`: when the server binds a loopback address, the Host header must name
  a loopback host or one listed in AGENTMEMORY_ALLOWED_HOSTS (a name, or
  name:port). A server bound to another address (a container, a Space) is
  reached through names it cannot know, so Host is only checked there when
  AGENTMEMORY_ALLOWED_HOSTS is set.
"""
from __future__ import annotations

import ipaddress
import json
from typing import Any
from urllib.parse import urlsplit

from flask import Blueprint, Flask, Response, current_app, jsonify, request

from ..errors import BadRequest
from ..jsonbody import loads_strict, read_body
from .dispatch import PARSE_ERROR, BadArguments, Dispatcher, error_body

EXTENSION = "agentmemory.mcp"
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
SERVER_ERROR = -32000  # implementation-defined, as other MCP servers answer a refused origin
CORS_HEADERS = "Authorization, Content-Type, Accept, MCP-Protocol-Version, Mcp-Session-Id, Last-Event-ID, X-Agent-Id"


def dispatcher() -> Dispatcher:
    return current_app.extensions[EXTENSION]


def is_loopback(host: str) -> bool:
    """localhost, or a literal loopback address (127.0.0.0/8, ::1); never a name that merely starts with 127."""
    host = host.strip("[]").lower()
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def origin_allowed(origin: str | None, allowed: tuple[str, ...]) -> bool:
    if origin is None:
        return True
    o = origin.strip().rstrip("/").lower()
    listed = {a.strip().rstrip("/").lower() for a in allowed}
    if "*" in listed or o in listed:
        return True
    try:
        parts = urlsplit(o)
        parts.port  # noqa: B018 - raises ValueError on a malformed port
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and parts.hostname is not None and is_loopback(parts.hostname) \
        and not parts.path and not parts.username


def host_allowed(host: str | None, bind_host: str, allowed: tuple[str, ...]) -> bool:
    if not is_loopback(bind_host) and not allowed:
        return True
    if not host:
        return False
    host = host.strip().lower()
    try:
        name = urlsplit(f"//{host}").hostname or ""
    except ValueError:
        return False
    listed = {a.strip().lower() for a in allowed}
    return is_loopback(name) or host in listed or name in listed


def _rpc_response(body: dict | None, status: int) -> Response:
    if body is None:
        return Response(status=status)
    return Response(json.dumps(body, ensure_ascii=False, separators=(",", ":"), default=str), status=status,
                    mimetype="application/json")


def build_blueprint() -> Blueprint:
    bp = Blueprint("agentmemory_mcp", __name__)

    @bp.before_request
    def guard():
        settings = current_app.extensions["agentmemory"].settings
        origin = request.headers.get("Origin")
        if not origin_allowed(origin, settings.allowed_origins):
            return _refuse(f"origin not allowed: {origin}")
        if not host_allowed(request.headers.get("Host"), settings.host, settings.allowed_hosts):
            return _refuse(f"host not allowed: {request.headers.get('Host')}")
        return None

    @bp.after_request
    def cors(resp: Response) -> Response:
        # Only origins the guard let through get here; browser clients also need these to read the answer.
        origin = request.headers.get("Origin")
        if origin:
            resp.headers["Access-Control-Allow-Origin"] = origin
            resp.headers["Vary"] = "Origin"
            resp.headers["Access-Control-Allow-Headers"] = CORS_HEADERS
            resp.headers["Access-Control-Allow-Methods"] = "GET, POST, DELETE, OPTIONS"
            resp.headers["Access-Control-Expose-Headers"] = "Mcp-Session-Id, WWW-Authenticate"
        return resp

    def rpc():
        try:
            raw = read_body(request, cache=False)
        except BadRequest as exc:  # an unreadable body: a JSON-RPC parse error, as for unparsable JSON
            return _rpc_response(error_body(None, PARSE_ERROR, f"parse error: {exc.message}"), 400)
        reply = dispatcher().handle_text(raw,
                                         agent_id=request.headers.get("X-Agent-Id"),
                                         protocol_version=request.headers.get("MCP-Protocol-Version"))
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
    @bp.route("/agentmemory/mcp/tools", methods=["GET", "POST"])
    def tools():
        return jsonify({"tools": dispatcher().tools})

    @bp.post("/agentmemory/mcp/call")
    def call():
        body = _json_body()
        name, arguments = body.get("name"), body.get("arguments")
        if not isinstance(name, str) or not name:
            raise BadRequest("missing required field: name", field="name")
        disp = dispatcher()
        try:
            result = disp.call_tool(name, arguments, disp.caller(request.headers.get("X-Agent-Id"), arguments))
        except BadArguments as exc:
            raise exc.error from None  # the REST status of the refusal (400 missing / 422 invalid)
        out: dict[str, Any] = {"content": result["content"]}
        if result["isError"]:
            out["isError"] = True
        return jsonify(out)

    return bp


def _json_body() -> dict:
    raw = read_body(request)
    body = loads_strict(raw) if raw.strip() else {}
    if not isinstance(body, dict):
        raise BadRequest("body must be a JSON object", field="body")
    return body


def _refuse(message: str) -> Response:
    if request.path.endswith(("/mcp", "/rpc")):
        return _rpc_response(error_body(None, SERVER_ERROR, f"forbidden: {message}"), 403)
    resp = jsonify({"error": f"forbidden: {message}"})
    resp.status_code = 403
    return resp


def install(app: Flask) -> Dispatcher:
    """Register /mcp and /agentmemory/mcp/* on `app`; one dispatcher per app."""
    disp = Dispatcher(app.extensions["agentmemory"])
    app.extensions[EXTENSION] = disp
    app.register_blueprint(build_blueprint())
    return disp
