"""stdio transport: one JSON-RPC message per line on stdin, one answer per line on stdout.

stdout carries protocol messages and nothing else: while the loop runs,
`sys.stdout` points at stderr, so a stray print or a library banner can never
corrupt the stream. Logs go to stderr.

Two handlers: the in-process `Dispatcher` (the local database), or
`Forwarder`, which POSTs each message to a running server's /mcp
(AGENTMEMORY_URL) with AGENTMEMORY_SECRET as the bearer token.
"""
from __future__ import annotations

import json
import logging
import sys
import urllib.error
import urllib.request
from typing import BinaryIO, Callable

from .dispatch import INVALID_REQUEST, PARSE_ERROR, SERVER_ERROR, Reply, error_body

log = logging.getLogger(__name__)

FORWARD_TIMEOUT = 120.0


def run(handle: Callable[..., Reply], stdin: BinaryIO | None = None, stdout: BinaryIO | None = None,
        max_bytes: int | None = None) -> int:
    """Serve until stdin closes. `handle(line, protocol_version=...)` answers one message; the version
    is the one this session's `initialize` agreed on (None before it), as HTTP clients send it in the
    MCP-Protocol-Version header. A message over `max_bytes` (AGENTMEMORY_MAX_BODY_BYTES, the limit of
    POST /mcp) is skipped unread and answered with an error."""
    stdin = stdin or sys.stdin.buffer
    out = stdout or sys.stdout.buffer
    saved = sys.stdout
    sys.stdout = sys.stderr  # keep the protocol stream clean
    version: str | None = None
    try:
        for line in _lines(stdin, max_bytes):
            if line is None:
                reply = Reply(error_body(None, INVALID_REQUEST, f"message larger than {max_bytes} bytes "
                                         f"(AGENTMEMORY_MAX_BODY_BYTES, as for POST /mcp): not read"), 413)
            elif not line.strip():
                continue
            else:
                try:
                    reply = handle(line, protocol_version=version)
                    version = _agreed_version(reply) or version
                except Exception:  # a bug must not kill the session; the client gets an error for its request
                    log.exception("stdio message failed")
                    reply = Reply(error_body(_request_id(line), -32603, "internal error"), 500)
            if reply.body is not None and reply.to_notification:
                log.warning("stdio: %s", reply.body["error"]["message"])  # never answered on the wire
            elif reply.body is not None:
                out.write(json.dumps(reply.body, ensure_ascii=False, separators=(",", ":"), default=str)
                          .encode("utf-8") + b"\n")
                out.flush()
    finally:
        sys.stdout = saved
    return 0


def _lines(stdin: BinaryIO, max_bytes: int | None):
    """stdin's lines; None for one longer than `max_bytes` (newline aside), read past in pieces, never whole."""
    while line := stdin.readline(-1 if max_bytes is None else max_bytes + 1):
        if max_bytes is not None and len(line) > max_bytes and not line.endswith(b"\n"):
            while line and not line.endswith(b"\n"):
                line = stdin.readline(1 << 20)
            yield None
        else:
            yield line


def _request_id(line: bytes):
    try:
        message = json.loads(line)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None
    return message.get("id") if isinstance(message, dict) else None


def _agreed_version(reply: Reply) -> str | None:
    """The protocol version an answer to `initialize` agreed on, else None."""
    result = reply.body.get("result") if isinstance(reply.body, dict) else None
    if isinstance(result, dict) and "serverInfo" in result and isinstance(result.get("protocolVersion"), str):
        return result["protocolVersion"]
    return None


class Forwarder:
    """Relay each message to `url`/mcp; HTTP-level failures become JSON-RPC errors for the request."""

    def __init__(self, url: str, secret: str | None = None, agent_id: str | None = None,
                 timeout: float = FORWARD_TIMEOUT):
        url = url.rstrip("/")
        self.url = url if url.endswith("/mcp") else url + "/mcp"
        self.secret = secret
        self.agent_id = agent_id
        self.timeout = timeout

    def __call__(self, line: bytes, protocol_version: str | None = None) -> Reply:
        try:
            message = json.loads(line)
        except (ValueError, UnicodeDecodeError, RecursionError) as exc:
            return Reply(error_body(None, PARSE_ERROR, f"parse error: {exc}"), 400)
        # a batch may hold requests: its answer (an array) is relayed as the server gives it
        is_request = isinstance(message, list) or (isinstance(message, dict) and "id" in message and "method" in message)
        headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
        if self.secret:
            headers["Authorization"] = f"Bearer {self.secret}"
        if self.agent_id:
            headers["X-Agent-Id"] = self.agent_id.encode()  # UTF-8, as the server reads it (http.client: latin-1)
        if protocol_version:
            headers["MCP-Protocol-Version"] = protocol_version
        req = urllib.request.Request(self.url, data=line.strip(), headers=headers, method="POST")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                status, body = resp.status, resp.read()
        except urllib.error.HTTPError as exc:
            status, body = exc.code, exc.read()
        except (urllib.error.URLError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            log.error("cannot reach %s: %s", self.url, reason)
            return Reply(error_body(message.get("id") if isinstance(message, dict) else None, SERVER_ERROR,
                                    f"cannot reach agentmemory at {self.url}: {reason}") if is_request else None, 502)
        if not is_request or status == 202 or not body.strip():
            return Reply(None, status)
        try:
            answer = json.loads(body)
        except (ValueError, UnicodeDecodeError):
            answer = None
        if (isinstance(answer, dict) and answer.get("jsonrpc") == "2.0") or isinstance(answer, list):
            return Reply(answer, status)
        request_id = message.get("id") if isinstance(message, dict) else None
        # Trigger: a plain REST error (401 bad token, 413 too large, a proxy's page). Why: the client
        # only understands JSON-RPC. Outcome: an error for this request naming the HTTP failure.
        detail = answer.get("error") if isinstance(answer, dict) else body[:200].decode("utf-8", "replace")
        return Reply(error_body(request_id, SERVER_ERROR,
                                f"agentmemory at {self.url} answered HTTP {status}: {detail}"), status)
