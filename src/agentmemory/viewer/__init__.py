"""The live dashboard: GET /viewer (page.py) and its websocket (stream.py, broadcast.py)."""
from __future__ import annotations

import threading

from flask import Flask
from flask_sock import Sock

from .broadcast import Broadcaster
from .page import viewer_page
from .stream import (MAX_PENDING_AUTH, PATH, SERVER_OPTIONS, RemoteProtocolError, WebsocketMismatch, bad_handshake,
                     viewer_stream, websocket_mismatch)


def install(app: Flask) -> Broadcaster:
    """Add the viewer routes to `app` and subscribe a broadcaster to the commits' event bus."""
    services = app.extensions["agentmemory"]
    broadcaster = Broadcaster().attach(services.bus)
    services.on_close(broadcaster.close)  # wakes and ends every websocket handler when the services close
    app.extensions["agentmemory.broadcaster"] = broadcaster
    app.extensions["agentmemory.pending_auth"] = threading.BoundedSemaphore(MAX_PENDING_AUTH)
    app.config.setdefault("SOCK_SERVER_OPTIONS", dict(SERVER_OPTIONS))
    app.add_url_rule("/viewer", endpoint="viewer", view_func=viewer_page, methods=["GET"])
    Sock(app).route(PATH)(viewer_stream)
    app.register_error_handler(RemoteProtocolError, bad_handshake)
    app.register_error_handler(WebsocketMismatch, websocket_mismatch)
    return broadcaster
