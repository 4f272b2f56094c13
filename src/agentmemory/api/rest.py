"""REST transport, generated from the operation registry.

Each op's (method, path) pairs become Flask routes under /agentmemory. The
adapter only parses the body or query string, builds the `Caller` and hands
both to `ops.invoke`; errors become JSON with the right status.
"""
from __future__ import annotations

import hmac
import logging
from typing import Any

from flask import Blueprint, Flask, current_app, jsonify, request
from werkzeug.exceptions import HTTPException

from ..errors import AgentMemoryError, Unauthorized
from ..jsonbody import loads_strict, read_body
from ..memory.common import Caller
from ..ops import OPS, Op, invoke

log = logging.getLogger(__name__)

PREFIX = "/agentmemory"
PUBLIC_PATHS = frozenset({"/livez"})


def services():
    return current_app.extensions["agentmemory"]


def request_json() -> Any:
    raw = read_body(request)
    return loads_strict(raw) if raw.strip() else {}


def caller_for(body: Any) -> Caller:
    return make_caller(services().settings, request.headers.get("X-Agent-Id") or request.args.get("agentId"), body)


def make_caller(settings, agent: str | None, body: Any) -> Caller:
    """The caller: the X-Agent-Id header or agentId query parameter (`agent`), else the body's agentId,
    else the configured AGENT_ID."""
    if not agent and isinstance(body, dict) and isinstance(body.get("agentId"), str):
        agent = body["agentId"]
    return Caller(agent_id=(agent or settings.agent_id)[:200], isolated=settings.agent_scope == "isolated")


def token_ok(given: str | None, secret: str) -> bool:
    return given is not None and hmac.compare_digest(given.encode(), secret.encode())


def bearer(header: str | None = None) -> str | None:
    """The token of an `Authorization: Bearer` header (this request's, when not given)."""
    header = request.headers.get("Authorization", "") if header is None else header
    return header[7:].strip() if header[:7].lower() == "bearer " else None


def _view(op: Op, method: str):
    def view(**path_args):
        svc = services().memory
        if method == "GET" or method == "DELETE":
            raw: Any = {**request.args.to_dict(), **path_args}
        else:
            raw = request_json()
            if isinstance(raw, dict) and path_args:
                raw = {**raw, **path_args}
        result, status = invoke(op, svc, caller_for(raw), raw)
        return jsonify(result), status
    view.__name__ = f"{op.name}_{method.lower()}"
    return view


def build_blueprint() -> Blueprint:
    bp = Blueprint("agentmemory", __name__, url_prefix=PREFIX)
    for op in OPS:
        for method, path in op.rest:
            bp.add_url_rule(path, endpoint=f"{op.name}:{method}:{path}", view_func=_view(op, method),
                            methods=[method])
    bp.add_url_rule("/openapi.json", endpoint="openapi", view_func=lambda: jsonify(openapi()))
    return bp


def install(app: Flask) -> None:
    """Routes, auth and JSON errors on `app`."""
    app.register_blueprint(build_blueprint())

    @app.get("/livez")
    def livez():
        return jsonify({"status": "ok"})

    @app.before_request
    def require_token():
        secret = app.extensions["agentmemory"].settings.secret
        if not secret or request.path in PUBLIC_PATHS or request.method == "OPTIONS":
            return None
        if getattr(app.view_functions.get(request.endpoint or ""), "auth_exempt", None):
            return None  # marked by its module: the viewer page (holds no data), the viewer websocket (own check)
        token = bearer()
        if token is None and request.path.startswith("/stream/"):
            token = request.args.get("token")  # browsers cannot set headers on websockets
        if not token_ok(token, secret):
            return _error(Unauthorized("missing or invalid bearer token"))
        return None

    @app.errorhandler(AgentMemoryError)
    def domain_error(exc: AgentMemoryError):
        return _error(exc)

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        messages = {413: f"request body is larger than {app.config.get('MAX_CONTENT_LENGTH')} bytes",
                    404: "no such route", 405: "method not allowed"}
        return jsonify({"error": messages.get(exc.code, exc.description or exc.name)}), exc.code or 500

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):
        log.exception("unhandled error on %s %s", request.method, request.path)
        return jsonify({"error": "internal error", "type": type(exc).__name__}), 500


def _error(exc: AgentMemoryError):
    resp = jsonify(exc.to_dict())
    resp.status_code = exc.status
    if exc.status == 401:
        resp.headers["WWW-Authenticate"] = 'Bearer realm="agentmemory"'
    return resp


def openapi() -> dict:
    """OpenAPI 3.1 document of every REST route, from the op models."""
    paths: dict[str, dict] = {}
    for op in OPS:
        schema = op.input.model_json_schema()
        for method, path in op.rest:
            oapath = PREFIX + path.replace("<", "{").replace(">", "}")
            entry: dict[str, Any] = {"operationId": f"{op.name}_{method.lower()}", "summary": op.description,
                                     "responses": {str(op.status): {"description": "OK"},
                                                   "400": {"description": "malformed"},
                                                   "422": {"description": "invalid field"}}}
            if method in ("GET", "DELETE"):
                entry["parameters"] = [
                    {"name": n, "in": "path" if f"<{n}>" in path else "query",
                     "required": n in schema.get("required", []) or f"<{n}>" in path, "schema": s}
                    for n, s in schema.get("properties", {}).items()]
            else:
                entry["requestBody"] = {"required": True, "content": {"application/json": {"schema": schema}}}
            paths.setdefault(oapath, {})[method.lower()] = entry
    from .. import __version__
    return {"openapi": "3.1.0", "info": {"title": "agentmemory", "version": __version__}, "paths": paths,
            "components": {"securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}}}}
