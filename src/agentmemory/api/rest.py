"""REST transport, generated from the operation registry.

Each op's (method, path) pairs become Flask routes under /agentmemory. The
adapter only parses the body or query string, builds the `Caller` and hands
both to `ops.invoke`; errors become JSON with the right status.
"""
from __future__ import annotations

import hmac
import io
import logging
from typing import Any
from urllib.parse import parse_qs

from flask import Blueprint, Flask, current_app, jsonify, request
from werkzeug.exceptions import HTTPException

from ..errors import AgentMemoryError, Unauthorized
from ..jsonbody import loads_strict
from ..memory.common import Caller
from ..memory.tokens import CALLER_ENVIRON
from ..ops import OPS, Op, invoke
from .openapi import openapi

log = logging.getLogger(__name__)

PREFIX = "/agentmemory"
PUBLIC_PATHS = frozenset({"/livez"})


def services():
    return current_app.extensions["agentmemory"]


def request_json() -> Any:
    raw = request.get_data(cache=True)
    return loads_strict(raw) if raw.strip() else {}


def caller_for() -> Caller:
    """The caller the guard authenticated, acting as the agent the X-Agent-Id header (or the agentId query
    parameter) names; an `agentId` field in the body is applied by `ops.invoke` (and may not contradict it)."""
    base = request.environ.get(CALLER_ENVIRON) or services().memory.authenticate(bearer())
    if base is None:
        raise Unauthorized("missing or invalid bearer token")
    return base.for_agent(request.headers.get("X-Agent-Id") or request.args.get("agentId"), fix=True)


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
        result, status = invoke(op, svc, caller_for(), raw)
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


class HotRoutes:
    """WSGI middleware: the POST routes of ops marked `hot` (observe), answered without Flask.

    Trigger: a hook observes on every tool call, and Flask's request context, URL adapter and
    dispatch cost about a fifth of the server's time per observe. Why: with several clients the
    server process is bound by the GIL, so that time is latency for every client. Outcome: a
    request this class can answer entirely (authorised, a declared length within the limit, a
    JSON body) runs the same `invoke` with the same caller, error bodies and JSON encoding as the
    Flask view; anything else (no token, bad JSON, too big, another method) goes to Flask
    unchanged, body included, and gets Flask's answer.
    """

    def __init__(self, app: Flask, wsgi_app):
        self.app = app
        self.next = wsgi_app
        self.routes = {(m, PREFIX + path): op for op in OPS if op.hot for m, path in op.rest
                       if m == "POST" and "<" not in path}

    def __call__(self, environ: dict, start_response):
        op = self.routes.get((environ.get("REQUEST_METHOD"), environ.get("PATH_INFO")))
        if op is None:
            return self.next(environ, start_response)
        svc = self.app.extensions["agentmemory"]
        settings = svc.settings
        length = environ.get("CONTENT_LENGTH") or ""
        if not length.isdigit() or int(length) > settings.max_body_bytes or (
                settings.secret and not token_ok(bearer(environ.get("HTTP_AUTHORIZATION", "")), settings.secret)):
            return self.next(environ, start_response)
        raw = environ["wsgi.input"].read(int(length))
        try:
            if len(raw) != int(length):
                raise ValueError("short body")
            body = loads_strict(raw) if raw.strip() else {}
        except (AgentMemoryError, ValueError):
            environ["wsgi.input"] = io.BytesIO(raw)  # Flask reads it again and answers
            return self.next(environ, start_response)
        agent = environ.get("HTTP_X_AGENT_ID") or parse_qs(environ.get("QUERY_STRING", "")).get("agentId", [None])[0]
        try:
            result, status = invoke(op, svc.memory, make_caller(settings, agent, body), body)
            resp = self.app.json.response(result)
            resp.status_code = status
        except AgentMemoryError as exc:
            with self.app.app_context():
                resp = _error(exc)
        except Exception as exc:
            log.exception("unhandled error on POST %s", environ.get("PATH_INFO"))
            resp = self.app.json.response({"error": "internal error", "type": type(exc).__name__})
            resp.status_code = 500
        return resp(environ, start_response)


def install(app: Flask) -> None:
    """Routes and JSON errors on `app`; the hot routes in front of it (auth and the guard: api/guard.py)."""
    app.register_blueprint(build_blueprint())
    app.wsgi_app = HotRoutes(app, app.wsgi_app)  # type: ignore[method-assign]

    @app.get("/livez")
    def livez():
        return jsonify({"status": "ok"})

    @app.errorhandler(AgentMemoryError)
    def domain_error(exc: AgentMemoryError):
        return _error(exc)

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        messages = {413: f"request body is larger than {app.config.get('MAX_CONTENT_LENGTH')} bytes",
                    404: "no such route", 405: "method not allowed"}
        resp = jsonify({"error": messages.get(exc.code, exc.description or exc.name)})
        resp.status_code = exc.code or 500
        if getattr(exc, "valid_methods", None):
            resp.headers["Allow"] = ", ".join(exc.valid_methods)  # a 405 names what is allowed (RFC 9110)
        return resp

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):
        log.exception("unhandled error on %s %s", request.method, request.path)
        return jsonify({"error": "internal error", "type": type(exc).__name__}), 500


def error_response(exc: AgentMemoryError):
    resp = jsonify(exc.to_dict())
    resp.status_code = exc.status
    if exc.status == 401:
        resp.headers["WWW-Authenticate"] = 'Bearer realm="agentmemory"'
    return resp


_error = error_response
