"""The app-wide guard: every request passes here first (REST, MCP, the dashboard page, data and websocket).

A WSGI middleware in front of the whole app (so nothing answers before it), in this order:
1. 400: a header holding control characters (CR, LF, NUL, other C0 but tab, DEL), a Host or
   Origin that is not ASCII, an HTTP/1.1 request without Host, a Transfer-Encoding other than
   chunked, a path or query string that is not UTF-8 once percent-decoded (`%FF`, a surrogate's
   `%ED%A0%80`: werkzeug reads them as U+FFFD, so a filter matched nothing and answered 200), or a
   path holding `%2F` (decoded, it is a separator: it changed the route).
   Servers differ in what they let through; none of it reaches a route. An `X-Agent-Id` or
   `Idempotency-Key` that is not ASCII is read as UTF-8 (400 when it is not UTF-8): an agent's name or a
   write's key is stored as sent, never as mojibake. An `X-Agent-Id` holding a comma (two headers arrive
   joined by one) is a 400.
2. 403: a `Host` that is not allowed (DNS rebinding: a foreign name resolving to this server).
   Allowed: loopback names (localhost, 127.0.0.0/8, ::1, any port); AGENTMEMORY_ALLOWED_HOSTS (a name
   or name:port; "*" allows any); the Space's own host (SPACE_HOST) on a Hugging Face Space; and, when
   the server binds a non-loopback address, IP literals (a browser page can only send those when it was
   loaded from that very address, so they cannot be rebound). Any other name is refused until listed:
   a container reached as `http://agentmemory:3111` needs AGENTMEMORY_ALLOWED_HOSTS=agentmemory.
   An absolute-form target (`GET http://name/path`) names the host itself: its authority replaces the Host
   header (RFC 9112 3.2.2), so `GET http://evil.example/... ` with `Host: 127.0.0.1` is refused too.
   A request without Host passes on HTTP/1.0 (never a browser; on HTTP/1.1 it is a 400), and so does any Host on /livez
   (it holds nothing, and an orchestrator's probe may use any name).
3. 403: an `Origin` that is present and not allowed (cross-site requests). Allowed: the origins listed
   in AGENTMEMORY_ALLOWED_ORIGINS ("*" any), loopback origins (http/https on a loopback host: tools on
   this machine; not for a websocket, which has no CORS to keep a page from reading it), and the
   request's own origin (its host:port equals the allowed Host: the dashboard).
4. 415: a POST, PUT, PATCH or DELETE whose body is not declared `application/json` (parameters such
   as charset allowed). A request with no body and no Content-Type passes (`curl -X POST .../consolidate`):
   it carries nothing to interpret, and from a browser it would carry a foreign Origin, refused above.
   A body with a `Content-Encoding` (gzip, br, ...; only `identity` passes) is 415 too: no route decodes one,
   so a compressed body was read as bad JSON (a 400 saying nothing of why) and a mislabelled one stored as sent.
Refusals are JSON (`{"error": ...}`; a JSON-RPC error on the MCP endpoints) and never carry CORS headers.

Every answer (the app's and the guard's own, errors and redirects too) carries ANSWER_HEADERS unless it set them
itself: `nosniff` (no browser reads a JSON answer holding memory text as HTML or script), `no-referrer`, and
`no-store` (memory data is never kept by a browser or shared cache; no route gains from caching).

CORS: only origins listed in AGENTMEMORY_ALLOWED_ORIGINS get CORS headers, and a preflight answer only where a
route takes the method it asks for (elsewhere the app's own 404 or 204 `Allow`, without CORS headers).
An `OPTIONS` that is not a listed origin's preflight is answered 204 with the route's `Allow` header
(no body, no CORS headers, no token needed). Loopback origins are let through but get none: any local web page (a dev server running someone
else's code, a notebook rendering untrusted HTML) could otherwise read every memory; list the tool's
origin (e.g. the MCP Inspector's http://localhost:6274) to give it access.

Authentication (a Flask before_request, after routing, so a route can be exempt): the bearer token
gives the caller (memory/tokens.py); a missing or wrong token is 401 when a secret is set. The caller
is left in the WSGI environ (CALLER_ENVIRON) for the REST and MCP adapters.
"""
from __future__ import annotations

import ipaddress
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from http import HTTPStatus
from urllib.parse import SplitResult, unquote_to_bytes, urlsplit

from flask import Flask, current_app, request
from werkzeug.exceptions import HTTPException

from ..config import Settings
from ..errors import Unauthorized
from ..memory.admin.tokens import CALLER_ENVIRON
from .openapi import IDEMPOTENCY_HEADER, REPLAYED_HEADER
from .rest import PUBLIC_PATHS, bearer, error_response, refusal_body

LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")
C1_CONTROL = re.compile(r"[\x80-\x9f]")
CORS_ALLOW_HEADERS = ("Authorization, Content-Type, Accept, MCP-Protocol-Version, Mcp-Session-Id, Last-Event-ID, "
                      f"X-Agent-Id, {IDEMPOTENCY_HEADER}")
CORS_EXPOSE_HEADERS = f"Mcp-Session-Id, WWW-Authenticate, {REPLAYED_HEADER}"
CORS_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS"
PREFLIGHT_MAX_AGE = "600"
ANSWER_HEADERS = (("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
                  ("Cache-Control", "no-store"))
_ANSWER_NAMES = tuple(name.lower() for name, _ in ANSWER_HEADERS)


def is_loopback(host: str) -> bool:
    """localhost, or a literal loopback address (127.0.0.0/8, ::1); never a name that merely starts with 127."""
    host = host.strip("[]").lower()
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def is_ip_literal(host: str) -> bool:
    try:
        ipaddress.ip_address(host.strip("[]"))
        return True
    except ValueError:
        return False


def split_host(host: str) -> str | None:
    """The lower-case name of a Host header value (name, name:port, [v6]:port), or None if malformed."""
    try:
        parts = urlsplit("//" + host.strip())
        parts.port  # noqa: B018 - raises ValueError on a malformed port
    except ValueError:
        return None
    if not parts.hostname or parts.username is not None or parts.path or parts.query or parts.fragment:
        return None
    return parts.hostname.lower()


@dataclass(frozen=True)
class Policy:
    """The allow-lists of one app, from its settings."""
    bound_to_loopback: bool
    hosts: frozenset[str]
    origins: frozenset[str]

    @classmethod
    def from_settings(cls, settings: Settings) -> "Policy":
        hosts = {h.strip().lower() for h in settings.allowed_hosts if h.strip()}
        if settings.space_host:
            hosts.add(settings.space_host.strip().lower())
        origins = {o.strip().rstrip("/").lower() for o in settings.allowed_origins if o.strip()}
        return cls(is_loopback(settings.host), frozenset(hosts), frozenset(origins))

    @lru_cache(maxsize=256)  # noqa: B019 - policies live as long as the app; few distinct hosts per server
    def host_allowed(self, host: str | None) -> bool:
        if host is None:
            return True
        name = split_host(host)
        if name is None:
            return False
        if "*" in self.hosts or is_loopback(name) or name in self.hosts or host.strip().lower() in self.hosts:
            return True
        return not self.bound_to_loopback and is_ip_literal(name)

    def listed(self, origin: str) -> bool:
        """Whether `origin` gets CORS answers (listed, or "*" listed)."""
        return "*" in self.origins or origin.strip().rstrip("/").lower() in self.origins

    @lru_cache(maxsize=256)  # noqa: B019
    def origin_allowed(self, origin: str, host: str | None, websocket: bool = False,
                       server_port: str | None = None) -> bool:
        if self.listed(origin):
            return True
        o = origin.strip().rstrip("/").lower()
        try:
            parts = urlsplit(o)
            parts.port  # noqa: B018
        except ValueError:
            return False
        if parts.scheme not in ("http", "https") or not parts.hostname or parts.username is not None \
                or parts.path or parts.query or parts.fragment:
            return False
        if host is not None and same_origin(parts, host.strip().lower(), server_port):
            return True  # the dashboard
        # Another loopback page may send requests (it cannot read the answers: no CORS headers), but
        # a websocket has no CORS: it could read the live stream, so only the dashboard may open one.
        return is_loopback(parts.hostname) and not websocket


def same_origin(origin: SplitResult, host: str, server_port: str | None) -> bool:
    """Whether `origin` is this server as the client named it in `host`. A Host without a port (some
    websocket clients leave it out; a browser never does for a port that is not the scheme's default)
    is this server on the port the client connected to."""
    if origin.netloc == host:
        return True
    return (":" not in host.rsplit("]", 1)[-1] and origin.hostname == split_host(host)
            and origin.port is not None and str(origin.port) == server_port)


def declares_json(environ: dict) -> bool:
    """Whether the request body is declared JSON, or there is no body and no declared type."""
    ctype = environ.get("CONTENT_TYPE", "").strip()
    if ctype:
        return ctype.split(";", 1)[0].strip().lower() == "application/json"
    length = environ.get("CONTENT_LENGTH", "").strip()
    return length in ("", "0") and not environ.get("HTTP_TRANSFER_ENCODING")


def _header_name(key: str) -> str:
    return (key[5:] if key.startswith("HTTP_") else key).replace("_", "-").title()


def target_authority(environ: dict) -> str | None:
    """The authority of an absolute-form request target (`GET http://name:port/path HTTP/1.1`), else None.
    RFC 9112 3.2.2: the server then ignores the Host header and uses this (werkzeug does; gunicorn does not)."""
    target = environ.get("RAW_URI") or environ.get("REQUEST_URI") or ""
    if target.startswith("/") or "://" not in target:
        return None
    try:
        return urlsplit(target).netloc
    except ValueError:
        return ""  # malformed: an empty Host, refused below


#: Headers whose value is stored or compared with a body field (an agent's name, a write's eventId): read as UTF-8.
UTF8_HEADERS = (("HTTP_X_AGENT_ID", "X-Agent-Id"), ("HTTP_IDEMPOTENCY_KEY", IDEMPOTENCY_HEADER))


def read_utf8_headers(environ: dict) -> tuple[int, str] | None:
    """The UTF8_HEADERS that are not ASCII, read in `environ` as the UTF-8 they are; a 400 when one is not UTF-8.
    Trigger: WSGI hands header bytes on as latin-1. Why: "ключ" as an Idempotency-Key became "ÐºÐ»...", which the same
    key in the body was not (422 "differ"; sent once each way, stored twice), as an agent's name became mojibake."""
    for key, name in UTF8_HEADERS:
        value = environ.get(key)
        if value is None or value.isascii():
            continue
        try:
            environ[key] = value = value.encode("latin-1").decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            return 400, f"header {name} is not UTF-8"
        if C1_CONTROL.search(value):
            return 400, f"header {name} contains control characters"
    return None


def target_refusal(environ: dict) -> str | None:
    """Why the request target cannot be read as sent, or None: a path or query string that is not UTF-8 once
    percent-decoded (WSGI hands the decoded path on as latin-1 text, the query string still encoded), or a
    percent-encoded slash in the path, which the server decodes into a separator: a POST to the board
    `victim%2Fdelete` reached POST /boards/victim/delete and deleted the board `victim`."""
    path = environ.get("PATH_INFO", "")
    if not path.isascii():
        try:
            path.encode("latin-1").decode("utf-8")
        except UnicodeError:
            return "the request's path is not UTF-8 text once percent-decoded"
    target = environ.get("RAW_URI") or environ.get("REQUEST_URI") or ""
    if "%" in target and "%2f" in target.split("?", 1)[0].lower():
        return "the request's path holds a percent-encoded slash (%2F): no name in a path may hold a slash"
    query = environ.get("QUERY_STRING", "")
    if "%" in query or not query.isascii():
        try:
            unquote_to_bytes(query.encode("latin-1", "replace")).decode("utf-8")
        except UnicodeError:
            return "the request's query string is not UTF-8 text once percent-decoded"
    return None


def check(environ: dict, policy: Policy) -> tuple[int, str] | None:
    """(status, message) of the refusal this request gets, or None when it may go on. An absolute-form
    target's authority replaces the Host header first (so a foreign name cannot hide behind an allowed Host)."""
    authority = target_authority(environ)
    if authority is not None:
        environ["HTTP_HOST"] = authority
    headers = [(key, value) for key, value in environ.items()
               if (key.startswith("HTTP_") or key in ("CONTENT_TYPE", "CONTENT_LENGTH")) and isinstance(value, str)]
    if CONTROL.search("\t".join(value for _, value in headers)):  # one search; tab is allowed, so joins nothing
        key = next(key for key, value in headers if CONTROL.search(value))
        return 400, f"header {_header_name(key)} contains control characters"
    host, origin = environ.get("HTTP_HOST"), environ.get("HTTP_ORIGIN")
    if host is None and environ.get("SERVER_PROTOCOL") == "HTTP/1.1":
        return 400, "an HTTP/1.1 request needs a Host header"  # RFC 9112 3.2 (gunicorn lets it through)
    for name, value in (("Host", host), ("Origin", origin)):
        if value is not None and not value.isascii():
            return 400, f"header {name} is not ASCII"
    refused = read_utf8_headers(environ)
    if refused is not None:
        return refused
    if "," in environ.get("HTTP_X_AGENT_ID", ""):
        # Trigger: two X-Agent-Id headers, which the server hands on joined ("alice,bob"). Why: the write was stored
        # as agent "alice,bob", whom the client never named. Outcome: 400; a name with a comma goes in agentId.
        return 400, ("header X-Agent-Id holds a comma: it names one agent, and two X-Agent-Id headers arrive joined "
                     "by one (name an agent with a comma in the agentId field)")
    coding = environ.get("HTTP_TRANSFER_ENCODING")
    if coding is not None and coding.strip().lower() != "chunked":
        # gunicorn dechunks "gzip, chunked" and hands on the still-gzipped body as if it were plain
        return 400, f"unsupported transfer coding: {coding[:100]} (only chunked)"
    if (why := target_refusal(environ)) is not None:
        return 400, why
    if environ.get("PATH_INFO") in PUBLIC_PATHS:
        return None  # /livez holds nothing: a probe that reaches the container by any name must get its answer
    if not policy.host_allowed(host):
        return 403, f"host not allowed: {host[:200]} (see AGENTMEMORY_ALLOWED_HOSTS)"
    upgrade = environ.get("HTTP_UPGRADE", "").strip().lower() == "websocket"
    if origin is not None and not policy.origin_allowed(origin, host, upgrade, environ.get("SERVER_PORT")):
        return 403, f"origin not allowed: {origin[:200]}"
    if environ.get("REQUEST_METHOD", "").upper() in BODY_METHODS:
        if not declares_json(environ):
            return 415, "unsupported media type: send the body as Content-Type: application/json"
        if environ.get("HTTP_CONTENT_ENCODING", "identity").strip().lower() not in ("identity", ""):
            return 415, (f"unsupported content coding: {environ['HTTP_CONTENT_ENCODING'][:100]} "
                         f"(send the body uncompressed, without Content-Encoding)")
    return None


def _json_answer(start_response, status: int, body: dict, headers: list[tuple[str, str]] = ()) -> list[bytes]:
    data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    start_response(f"{status} {HTTPStatus(status).phrase}",
                   [("Content-Type", "application/json"), ("Content-Length", str(len(data))), *headers])
    return [data]


def with_answer_headers(start_response):
    """`start_response` adding the ANSWER_HEADERS an answer has not set (the dashboard page sets its own)."""
    def start(status: str, headers: list, exc_info=None):
        have = {name.lower() for name, _ in headers}
        extra = [pair for pair, name in zip(ANSWER_HEADERS, _ANSWER_NAMES) if name not in have]
        return start_response(status, [*headers, *extra] if extra else headers, exc_info)
    return start


class Guard:
    """WSGI middleware: `check` every request, answer preflights, add CORS headers for listed origins, and the
    ANSWER_HEADERS to every answer."""

    def __init__(self, wsgi_app, policy: Policy, takes: Callable[[dict, str], bool]):
        self.next = wsgi_app
        self.policy = policy
        self.takes = takes  # whether a route answers `method` at the request's path: a preflight's own question

    def __call__(self, environ: dict, start_response):
        start_response = with_answer_headers(start_response)
        refused = check(environ, self.policy)
        if refused is not None:
            status, message = refused
            return _json_answer(start_response, status, refusal_body(environ.get("PATH_INFO", ""), status, message))
        origin = environ.get("HTTP_ORIGIN")
        if origin is None or not self.policy.listed(origin):
            return self.next(environ, start_response)  # no CORS headers for anyone else
        cors = [("Access-Control-Allow-Origin", origin), ("Vary", "Origin"),
                ("Access-Control-Expose-Headers", CORS_EXPOSE_HEADERS)]
        if environ.get("REQUEST_METHOD") == "OPTIONS" and (asked := environ.get("HTTP_ACCESS_CONTROL_REQUEST_METHOD")):
            if not self.takes(environ, asked):
                return self.next(environ, start_response)  # no route takes it: the app's 404 or 204 Allow, no CORS
            start_response("204 No Content", cors + [("Access-Control-Allow-Methods", CORS_METHODS),
                                                     ("Access-Control-Allow-Headers", CORS_ALLOW_HEADERS),
                                                     ("Access-Control-Max-Age", PREFLIGHT_MAX_AGE)])
            return [b""]

        def with_cors(status: str, headers: list, exc_info=None):
            # Trigger: the app refused (bad token, no permission). Why: a refusal must not be readable
            # cross-origin. Outcome: only answers the caller was entitled to get CORS headers.
            if not status.startswith(("401", "403")):
                headers = list(headers) + cors
            return start_response(status, headers, exc_info)

        return self.next(environ, with_cors)


def authenticate():
    """Flask before_request: the caller from the bearer token; 401 when a secret is set and it is not valid."""
    req, app = request._get_current_object(), current_app._get_current_object()  # one context lookup each
    if req.path in PUBLIC_PATHS or req.method == "OPTIONS":
        return None
    if getattr(app.view_functions.get(req.endpoint or ""), "auth_exempt", None):
        return None  # marked by its module: the viewer page (holds no data), the viewer websocket (own check)
    caller = app.extensions["agentmemory"].tokens.authenticate(bearer(req.headers.get("Authorization", "")))
    if caller is None:
        return error_response(Unauthorized("missing or invalid bearer token"))
    req.environ[CALLER_ENVIRON] = caller
    return None


def options_answer(default):
    """Flask's automatic OPTIONS answer (`default`) as 204 No Content: the `Allow` header, no body, no
    Content-Type (Flask's own is a 200 with an empty text/html body), as the preflight above answers.
    It reveals only the route's methods, so it needs no token; CORS headers come only from the Guard."""
    def answer():
        resp = default()
        resp.status_code = 204
        del resp.headers["Content-Type"]
        return resp
    return answer


def route_takes(app: Flask) -> Callable[[dict, str], bool]:
    """`takes(environ, method)`: whether one of `app`'s routes answers `method` at the request's path."""
    def takes(environ: dict, method: str) -> bool:
        try:
            app.url_map.bind_to_environ(environ).match(method=method.strip().upper())
        except HTTPException:  # no such path, not that method, or a redirect to another path
            return False
        return True
    return takes


def install(app: Flask) -> None:
    """Put the guard in front of everything `app` serves, and the bearer check before every route."""
    app.wsgi_app = Guard(app.wsgi_app, Policy.from_settings(app.extensions["agentmemory"].settings), route_takes(app))
    app.before_request(authenticate)
    app.make_default_options_response = options_answer(app.make_default_options_response)
