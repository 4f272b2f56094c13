"""GET /stream/mem-live/viewer: the live event websocket.

Authentication happens here, in one place (the app-wide bearer check skips
this route, see `auth_exempt`; the Origin/Host guard does not): browsers cannot
set headers on a websocket, so the token comes as `?token=` or, preferably (it
stays out of logs), as the first message `{"token": "..."}` within AUTH_TIMEOUT
seconds. A wrong or missing token closes the socket with code 4401; at most MAX_PENDING_AUTH sockets wait for
their first message at a time (each holds a request thread), the others close with 1013.

The token decides who watches (memory/tokens.py): with isolated scope the
stream carries only the events of the caller's agent (an agent token's, or the
one `?agentId=` names for the admin, else AGENT_ID). Naming another agent than
the token's closes with 4403. An agent token revoked while its stream is open closes
it with 4401 within POLL seconds, before anything committed after the revocation is sent.
"""
from __future__ import annotations

import socket
import threading
from contextlib import suppress

from flask import current_app, jsonify, request
from werkzeug.routing import WebsocketMismatch
from wsproto.events import RejectConnection
from wsproto.utilities import RemoteProtocolError

from .. import __version__
from ..errors import AgentMemoryError
from ..jsonbody import loads_strict
from ..memory.common import Caller
from ..memory.admin.tokens import acting_as, request_agent
from .broadcast import Broadcaster, encode

PATH = "/stream/mem-live/viewer"
AUTH_TIMEOUT = 5.0
CLOSE_UNAUTHORIZED = 4401
CLOSE_FORBIDDEN = 4403
CLOSE_TRY_LATER = 1013
CLOSE_GOING_AWAY = 1001
# Each open viewer holds a server thread (its connection's): keep them few next to the API.
MAX_VIEWERS = 12
# One agent token must not take them all: it holds at most PER_AGENT, and agents together leave the last
# ADMIN_RESERVED to the admin (the dashboard of whoever runs the server).
PER_AGENT = 4
ADMIN_RESERVED = 2
# Sockets waiting for their first-message token (up to AUTH_TIMEOUT each, on a request thread) before anyone knows
# who they are: a few, so silent handshakes cannot take every request thread; the rest are closed at once.
MAX_PENDING_AUTH = 2
POLL = 1.0  # seconds between checks that the socket is still open
SERVER_OPTIONS = {"ping_interval": 25, "max_message_size": 64 * 1024}


def _first_message_token(ws) -> str | None:
    raw = ws.receive(timeout=AUTH_TIMEOUT)
    if raw is None:
        return None
    try:
        msg = loads_strict(raw, "first message")  # json.loads raised RecursionError on deep nesting: unhandled
    except (AgentMemoryError, TypeError):
        return None
    token = msg.get("token") if isinstance(msg, dict) else None
    return token if isinstance(token, str) else None


def bad_handshake(exc: RemoteProtocolError):
    """The handshake wsproto refused (before the handler runs) as JSON with its status: 426 and the version this
    server speaks for an unknown Sec-WebSocket-Version (RFC 6455 4.4), else 400. It was a 500 "internal error"."""
    hint = exc.event_hint if isinstance(exc.event_hint, RejectConnection) else None
    resp = jsonify({"error": f"not a websocket handshake this server can accept: {exc}"})
    resp.status_code = hint.status_code if hint is not None and 400 <= hint.status_code < 500 else 400
    for name, value in (hint.headers if hint is not None else []):
        resp.headers[name.decode("latin-1")] = value.decode("latin-1")
    return resp


def websocket_mismatch(exc: WebsocketMismatch):
    """Werkzeug's "The browser (or proxy) sent a request that this server could not understand", said plainly:
    a plain request to the stream, or a websocket handshake sent to a route that is not one."""
    if request.environ.get("HTTP_UPGRADE", "").strip().lower() == "websocket":
        message = f"{request.path} is not a websocket (the dashboard's live stream is {PATH})"
    else:
        message = f"{request.path} is a websocket: connect with an Upgrade: websocket handshake"
    resp = jsonify({"error": message})
    resp.status_code = 400
    return resp


class Busy(Exception):
    """Too many sockets wait for their first-message token: this one is asked to retry later."""


def authenticate(ws, tokens, pending: threading.Semaphore) -> tuple[Caller | None, str | None]:
    """The watching caller (None for a missing or invalid token when a secret is set) and the token it gave;
    Busy when the token must come as the first message and MAX_PENDING_AUTH sockets already wait for theirs."""
    header = request.headers.get("Authorization", "")
    given = header[7:].strip() if header[:7].lower() == "bearer " else request.args.get("token")
    caller = tokens.authenticate(given)
    if caller is None and given is None and tokens.settings.secret:
        if not pending.acquire(blocking=False):
            raise Busy(f"more than {MAX_PENDING_AUTH} sockets are waiting for their token")
        try:
            given = _first_message_token(ws)
        finally:
            pending.release()
        caller = tokens.authenticate(given)
    return caller, given


def close(ws, code: int, message: str) -> None:
    """Close with `code` so that the browser sees it.

    Trigger: the server ends the socket (bad token, too many viewers, reconnect).
    Why: under werkzeug, flask-sock lets the server write an HTTP response after
    the handler returns; bytes after our close frame make browsers report 1006
    instead of our code. Outcome: finish the closing handshake, then shut the
    connection so nothing follows the frame.
    """
    with suppress(Exception):
        ws.close(reason=code, message=message)
        ws.thread.join(timeout=1.0)  # the reader thread ends when the client's close reply arrives
    raw = request.environ.get("werkzeug.socket")
    if raw is not None:
        with suppress(OSError):
            raw.shutdown(socket.SHUT_RDWR)


def viewer_stream(ws) -> None:
    services = current_app.extensions["agentmemory"]
    broadcaster: Broadcaster = current_app.extensions["agentmemory.broadcaster"]
    try:
        caller, token = authenticate(ws, services.tokens, current_app.extensions["agentmemory.pending_auth"])
    except Busy as exc:
        ws.send(encode({"event": "error", "data": {"error": str(exc), "status": 503}}))
        close(ws, CLOSE_TRY_LATER, "too many sockets waiting")  # the page retries with backoff
        return
    if caller is None:
        ws.send(encode({"event": "error", "data": {"error": "missing or invalid token", "status": 401}}))
        close(ws, CLOSE_UNAUTHORIZED, "unauthorized")
        return
    try:
        agent, field = request_agent(request.headers, lambda: request.args)
        caller = acting_as(caller, agent, header_field=field)
    except AgentMemoryError as exc:
        ws.send(encode({"event": "error", "data": {"error": exc.message, "status": exc.status}}))
        close(ws, CLOSE_FORBIDDEN, "forbidden")
        return
    holder = None if caller.admin else caller.agent_id
    client = broadcaster.subscribe(caller.read_agent, holder=holder,  # isolated scope: only this agent's events
                                   total=MAX_VIEWERS if caller.admin else MAX_VIEWERS - ADMIN_RESERVED,
                                   per_holder=PER_AGENT)
    if isinstance(client, str):  # refused: "total" or "holder", the cap it reached
        error, status = ((f"agent {holder!r} already has {PER_AGENT} viewers open", 429) if client == "holder"
                         else ("too many viewers are open", 503))
        ws.send(encode({"event": "error", "data": {"error": error, "status": status}}))
        close(ws, CLOSE_TRY_LATER, "too many viewers")  # the page retries with backoff
        return
    try:
        ws.send(encode({"event": "hello", "data": {"version": __version__, "queueSize": client.maxsize}}))
        while ws.connected and not client.closed:
            texts = client.take(timeout=POLL)
            # Checked before sending: what was committed after a revocation never reaches the revoked token.
            if not caller.admin and services.tokens.authenticate(token) is None:
                close(ws, CLOSE_UNAUTHORIZED, "token revoked")  # an agent token revoked while watching
                return
            for text in texts:
                ws.send(text)
            while ws.receive(timeout=0) is not None:
                pass  # the page has nothing to say after auth; drain (size-capped by max_message_size)
    finally:
        broadcaster.unsubscribe(client)
    if ws.connected:  # the server ended it (disconnect_all, shutdown): the page reconnects
        close(ws, CLOSE_GOING_AWAY, "reconnect")


viewer_stream.auth_exempt = "self"  # checks the token itself (query parameter or first message)
