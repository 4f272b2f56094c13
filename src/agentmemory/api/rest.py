"""REST transport, generated from the operation registry.

Each op's (method, path) pairs become Flask routes under /agentmemory. The
adapter only parses the body or query string, builds the `Caller` and hands
both to `ops.invoke`; errors become JSON with the right status.
"""
from __future__ import annotations

import json
import logging
from typing import Any

import orjson
from flask import Blueprint, Flask, current_app, jsonify, request
from flask.json.provider import DefaultJSONProvider
from werkzeug.exceptions import HTTPException

from .. import ID_MAX
from ..errors import AgentMemoryError, Invalid, Unauthorized
from ..jsonbody import loads_strict, read_body
from ..memory.common import Caller
from ..memory.admin.tokens import CALLER_ENVIRON, acting_as, request_agent
from ..ops import OPS, Op, invoke
from ..store import outage, unreachable
from .idempotency import Answer, Once, keyed
from .openapi import IDEMPOTENCY_HEADER, openapi

log = logging.getLogger(__name__)

PREFIX = "/agentmemory"
PUBLIC_PATHS = frozenset({"/livez"})


def services():
    return current_app.extensions["agentmemory"]


class JSONAnswers(DefaultJSONProvider):
    """Flask's JSON (`jsonify`): UTF-8, keys in the order built, written by orjson (several times faster);
    what orjson refuses or writes otherwise (dates, dataclasses, big ints, indented output) by Flask's own."""

    sort_keys = False
    ensure_ascii = False
    _OPTIONS = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        if kwargs.get("separators") == (",", ":") and len(kwargs) == 1:
            try:
                return orjson.dumps(obj, option=self._OPTIONS).decode()
            except orjson.JSONEncodeError:
                pass
        return super().dumps(obj, **kwargs)


def request_json() -> Any:
    raw = read_body(request)
    return loads_strict(raw) if raw.strip() else {}


def caller_for() -> Caller:
    """The caller the guard authenticated, acting as the agent the X-Agent-Id header (or the agentId query
    parameter) names; an `agentId` field in the body is applied by `ops.invoke` (and may not contradict it)."""
    req = request._get_current_object()  # one context lookup
    base = req.environ.get(CALLER_ENVIRON) or services().tokens.authenticate(bearer())
    if base is None:
        raise Unauthorized("missing or invalid bearer token")
    # (`request.args` parses: only when there is a query string)
    agent, field = request_agent(req.headers, lambda: req.args if req.environ.get("QUERY_STRING") else {})
    return acting_as(base, agent, header_field=field)


def bearer(header: str | None = None) -> str | None:
    """The token of an `Authorization: Bearer` header (this request's, when not given)."""
    header = request.headers.get("Authorization", "") if header is None else header
    return header[7:].strip() if header[:7].lower() == "bearer " else None


def with_idempotency_key(op: Op, raw: Any) -> Any:
    """The body with an `Idempotency-Key` header as its `eventId` (the HTTP convention for a retried POST), for
    the writes that take one: one key, one write, per agent (Caller.key_agent). A body whose own eventId
    differs is 422: which key names the write would be a guess."""
    key = request.headers.get(IDEMPOTENCY_HEADER)
    if key is None or not isinstance(raw, dict) or "eventId" not in op.input.model_fields:
        return raw
    if raw.get("eventId") not in (None, key):
        raise Invalid(f"the {IDEMPOTENCY_HEADER} header and the body's eventId differ", field=IDEMPOTENCY_HEADER)
    if not 0 < len(key) <= ID_MAX:  # else the 422 named `eventId`, a field the client never sent
        raise Invalid(f"the {IDEMPOTENCY_HEADER} header must have 1 to {ID_MAX} characters, not {len(key)}",
                      field=IDEMPOTENCY_HEADER)
    return {**raw, "eventId": key}


def merged(body: dict, *given: dict, where: str = "in the URL and in the body") -> dict:
    """The body with the query string's and the path's fields; a field given twice with different values is 422
    naming it (which one the caller meant would be a guess, and a DELETE would act on the other; a read would
    answer for one and drop the other without a word)."""
    out = dict(body)
    for fields in given:
        for name, value in fields.items():
            if name in out and _text(out[name]) != value:
                raise Invalid(f"{name} is given twice with different values ({where})", field=name)
            out[name] = value
    return out


def query_fields() -> dict:
    """The query string, one value per name; a name repeated with different values is 422 naming it
    (`DELETE /slot?label=a&label=b` deleted `a`: which one the caller meant would be a guess)."""
    out = {}
    for name, values in request.args.lists():
        if len(set(values)) > 1:
            raise Invalid(f"{name} is given more than once with different values in the query string", field=name)
        out[name] = values[0]
    return out


def _text(value: Any) -> str:
    """A body value as the URL would spell it ("5", "true"), to compare with a query or path value."""
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


def _view(op: Op, method: str):
    def view(**path_args):
        svc = services()
        if method == "GET":
            raw: Any = merged(query_fields(), path_args, where="in the path and in the query string")
        elif method == "DELETE":  # input in the query string, or a JSON body (the guard let it in as JSON)
            body = request_json()
            raw = merged(body, query_fields(), path_args) if isinstance(body, dict) else body
        else:
            raw = request_json()
            if isinstance(raw, dict) and path_args:
                raw = merged(raw, path_args)
            raw = with_idempotency_key(op, raw)
        key = keyed(op, method, request.headers.get(IDEMPOTENCY_HEADER))
        once = key and Once(svc.store, op, key, lambda obj: jsonify(obj).get_data(as_text=True))
        result, status = invoke(op, svc, caller_for(), raw, around=once or None)
        if isinstance(result, Answer):  # a keyed write's answer, as it was first sent
            return current_app.response_class(result.text, status=status, mimetype="application/json",
                                              headers=result.headers())
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
    """Routes and JSON errors on `app` (auth and the guard: api/guard.py)."""
    app.json = JSONAnswers(app)
    app.register_blueprint(build_blueprint())

    @app.get("/livez")
    def livez():
        return jsonify({"status": "ok"})

    @app.errorhandler(AgentMemoryError)
    def domain_error(exc: AgentMemoryError):
        return error_response(exc)

    @app.after_request
    def redirect_as_json(resp):
        # Trigger: werkzeug's 308 to the path without doubled slashes ("//agentmemory//memories"), answered before
        # any handler. Why: its body was an HTML page, where every answer here is JSON. Outcome: the same redirect,
        # its body JSON naming where to go.
        if 300 <= resp.status_code < 400 and resp.mimetype == "text/html":
            resp.set_data(orjson.dumps({"location": resp.location,
                                        "message": "moved: send the request to the location"}))
            resp.mimetype = "application/json"
        return resp

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        messages = {413: f"request body is larger than {app.config.get('MAX_CONTENT_LENGTH')} bytes",
                    404: "no such route", 405: "method not allowed"}
        message = messages.get(exc.code, exc.description or exc.name)
        resp = jsonify(refusal_body(request.path, exc.code or 500, message))
        resp.status_code = exc.code or 500
        if getattr(exc, "valid_methods", None):
            resp.headers["Allow"] = ", ".join(exc.valid_methods)  # a 405 names what is allowed (RFC 9110)
        return resp

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):
        if unreachable(exc):  # an outage of the database, not a bug: the client may send it again
            log.warning("database unavailable on %s %s: %s", request.method, request.path, exc)
            message, retryable = outage(services().store, exc)
            resp = jsonify({"error": message, "retryable": retryable})
            resp.status_code = 503
            if retryable:  # not for a damaged file: no retry helps until it is restored
                resp.headers["Retry-After"] = "2"
            return resp
        log.exception("unhandled error on %s %s", request.method, request.path)
        return jsonify({"error": "internal error", "type": type(exc).__name__}), 500


#: The MCP endpoints (mcp/http.py): their refusals (the guard's, a missing token, a body too large) are JSON-RPC errors.
RPC_PATHS = frozenset({"/mcp", "/agentmemory/mcp/rpc"})
RPC_SERVER_ERROR = -32000  # implementation-defined, as other MCP servers answer a refused origin
_RPC_LABELS = {400: "bad request", 401: "unauthorized", 403: "forbidden", 405: "method not allowed",
               413: "payload too large", 415: "unsupported media type"}


def refusal_body(path: str, status: int, message: str, rest: dict | None = None) -> dict:
    """The body of a refusal at `path`: JSON-RPC's error envelope on the MCP endpoints (what an MCP client reads
    there), else `rest` (default: the REST shape `{"error": message}`)."""
    if path in RPC_PATHS:
        label = _RPC_LABELS.get(status, "refused")
        text = message if message.startswith(label) else f"{label}: {message}"  # not "x: x: ..."
        return {"jsonrpc": "2.0", "id": None, "error": {"code": RPC_SERVER_ERROR, "message": text}}
    return rest if rest is not None else {"error": message}


def error_response(exc: AgentMemoryError):
    resp = jsonify(refusal_body(request.path, exc.status, exc.message, exc.to_dict()))
    resp.status_code = exc.status
    if exc.status == 401:
        resp.headers["WWW-Authenticate"] = 'Bearer realm="agentmemory"'
    return resp

