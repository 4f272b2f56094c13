"""Helpers shared by the viewer tests (a module, so tests can import them; fixtures live in conftest.py)."""
from __future__ import annotations

import json
import time

import requests
import simple_websocket
from helpers import wait_until

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"]
SECRET = "viewer-test-secret"


class Api:
    """A tiny REST client for a live server (bearer token when the server has a secret)."""

    def __init__(self, url: str, token: str | None = None):
        self.url, self.headers = url, ({"Authorization": f"Bearer {token}"} if token else {})

    def get(self, path: str, **params):
        r = requests.get(self.url + "/agentmemory" + path, params=params, headers=self.headers, timeout=10)
        r.raise_for_status()
        return r.json()

    def post(self, path: str, body: dict):
        r = requests.post(self.url + "/agentmemory" + path, json=body, headers=self.headers, timeout=10)
        assert r.status_code < 300, (r.status_code, r.text)
        return r.json()


def enter_token(page, token: str) -> None:
    """Type `token` into the dashboard's open token prompt and send it."""
    page.fill("#auth-token", token)
    page.click("#auth button[type=submit]")


def ws_url(server, query: str = "") -> str:
    return server.url.replace("http://", "ws://") + "/stream/mem-live/viewer" + query


def ws_messages(ws, until: str, timeout: float = 10.0) -> list[dict]:
    """Read messages until one named `until` arrives (or fail after `timeout` in all)."""
    out = []
    deadline = time.monotonic() + timeout

    def arrived() -> bool:
        raw = ws.receive(timeout=max(deadline - time.monotonic(), 0.01))
        assert raw is not None, f"no {until!r} message within {timeout}s (got {[m['event'] for m in out]})"
        out.append(json.loads(raw))
        return out[-1]["event"] == until
    wait_until(arrived, timeout=timeout, interval=0,
               message=lambda: f"no {until!r} message within {timeout}s (got {[m['event'] for m in out]})")
    return out


class WsClient(simple_websocket.Client):
    """simple-websocket's client, minus a race: frames that arrive in the same read as the 101
    response stay queued inside wsproto until the next read, so an immediate server `hello`
    could go unseen. Handle them right after the handshake (the reader thread has not started)."""

    def handshake(self):
        super().handshake()
        self._handle_events()  # may include a close: the reader thread then sees the socket end
        self.connected = True
