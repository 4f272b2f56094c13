"""A local stand-in for the Gemini generateContent endpoint, for tests.

A real HTTP server on loopback: the real google-genai client is pointed at it
(`base_url`), sends real requests and parses real JSON. Each test queues the
replies it wants (text, truncated text, errors, slow replies) and inspects the
requests it got. Import it as `from llm.gemini_standin import GeminiStandIn`.
"""
from __future__ import annotations

import json
import threading
import time
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

_STATUS = {400: "INVALID_ARGUMENT", 403: "PERMISSION_DENIED", 429: "RESOURCE_EXHAUSTED", 500: "INTERNAL",
           503: "UNAVAILABLE"}


def text_body(text: str, finish: str = "STOP") -> dict:
    return {"candidates": [{"content": {"role": "model", "parts": [{"text": text}]}, "finishReason": finish,
                            "index": 0}],
            "usageMetadata": {"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15},
            "modelVersion": "gemini-2.5-flash"}


class GeminiStandIn:
    def __init__(self) -> None:
        self.replies: deque[tuple[int, bytes, float]] = deque()
        self.requests: list[dict] = []
        self.default: tuple[int, bytes, float] | None = None
        standin = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server API)
                raw = self.rfile.read(int(self.headers.get("content-length") or 0))
                standin.requests.append({"path": self.path, "headers": dict(self.headers),
                                         "body": json.loads(raw or b"{}")})
                status, body, delay = (standin.replies.popleft() if standin.replies else
                                       standin.default or (500, b'{"error": {"code": 500, "message": "no reply '
                                                                b'queued", "status": "INTERNAL"}}', 0.0))
                if delay:
                    time.sleep(delay)
                try:
                    self.send_response(status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):  # the client timed out and left
                    pass

            def log_message(self, *args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    # -- queueing replies ----------------------------------------------------------
    def text(self, text: str, finish: str = "STOP", delay: float = 0.0) -> "GeminiStandIn":
        self.replies.append((200, json.dumps(text_body(text, finish)).encode(), delay))
        return self

    def json(self, value, delay: float = 0.0) -> "GeminiStandIn":
        return self.text(json.dumps(value), delay=delay)

    def error(self, status: int, message: str = "stand-in error") -> "GeminiStandIn":
        body = {"error": {"code": status, "message": message, "status": _STATUS.get(status, "UNKNOWN")}}
        self.replies.append((status, json.dumps(body).encode(), 0.0))
        return self

    def raw(self, status: int, body: bytes) -> "GeminiStandIn":
        self.replies.append((status, body, 0.0))
        return self

    def always_text(self, text: str) -> None:
        self.default = (200, json.dumps(text_body(text)).encode(), 0.0)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)
