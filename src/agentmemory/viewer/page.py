"""GET /viewer: the single-file dashboard, served with a strict Content-Security-Policy.

index.html carries its CSS and JS inline; each response gets a fresh nonce
that is written into the page's <style>/<script> tags and into the policy, so
nothing else (injected markup, inline handlers, other origins) can run.
The page itself holds no data: it fetches everything with the user's token.
"""
from __future__ import annotations

import re
import secrets
from functools import lru_cache
from pathlib import Path

from flask import Response, request

HTML_PATH = Path(__file__).with_name("index.html")
NONCE_MARK = "__CSP_NONCE__"
_HOST = re.compile(r"^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$")


@lru_cache(maxsize=1)
def template() -> str:
    return HTML_PATH.read_text(encoding="utf-8")


def content_security_policy(nonce: str, host: str | None) -> str:
    # 'self' covers same-host ws:/wss: in CSP3 browsers; the explicit sources cover older ones.
    connect = "'self'"
    if host and _HOST.match(host):
        connect += f" ws://{host} wss://{host}"
    return "; ".join([
        "default-src 'none'",
        f"script-src 'nonce-{nonce}'",
        f"style-src 'nonce-{nonce}'",
        f"connect-src {connect}",
        "img-src 'self' data:",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
    ])


def viewer_page() -> Response:
    nonce = secrets.token_urlsafe(18)
    resp = Response(template().replace(NONCE_MARK, nonce), mimetype="text/html")
    resp.headers["Content-Security-Policy"] = content_security_policy(nonce, request.host)
    resp.headers["X-Content-Type-Options"] = "nosniff"
    resp.headers["X-Frame-Options"] = "DENY"
    resp.headers["Referrer-Policy"] = "no-referrer"
    # No other site's window keeps a handle on the dashboard (window.opener), nor embeds or loads the page.
    resp.headers["Cross-Origin-Opener-Policy"] = "same-origin"
    resp.headers["Cross-Origin-Resource-Policy"] = "same-origin"
    resp.headers["Cache-Control"] = "no-store"
    return resp


viewer_page.auth_exempt = "public"  # the page is static; every fetch it makes carries the token
