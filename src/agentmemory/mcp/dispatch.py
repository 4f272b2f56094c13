"""The MCP JSON-RPC dispatcher: one per app, shared by Streamable HTTP and stdio.

`Dispatcher.handle_text(raw)` takes one JSON-RPC message and returns a
`Reply` (the JSON body or None for notifications, and the HTTP status the
HTTP transport should use). Tools come from the op registry: `tools/call`
finds the op by tool name and runs `ops.invoke`; there is no second table.

Errors, in the order they are checked:
  unparseable JSON -32700 (400) / a batch array (but in protocol version 2025-03-26,
  which runs each of its messages), a non-object, no method, or a request's method
  without an id -32600 (400; on stdio not answered) /
  `server/discover` -32600 (400, so 2026-era clients fall back to `initialize`) /
  unknown method -32601 / bad params or an unknown tool -32602 / arguments the op's model refuses: a tool result with `isError: true`
  from protocol version 2025-11-25 on (its tool-error rule), -32602 before it /
  a domain error raised by the service (not found, conflict ...) is a tool
  result with `isError: true`.
"""
from __future__ import annotations

import base64
import json
import logging
from dataclasses import dataclass
from typing import Any, Callable

from .. import __version__
from ..errors import AgentMemoryError, BadRequest, NotFound
from ..jsonbody import loads_strict
from ..memory.common import Caller
from ..memory.admin.tokens import acting_as
from ..ops import invoke, may_call, parse
from ..store import outage, unreachable
from . import resources
from .tools import tool_definition, tool_ops

log = logging.getLogger(__name__)

PROTOCOL_VERSIONS = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")
LATEST_VERSION = PROTOCOL_VERSIONS[-1]
#: A request without an MCP-Protocol-Version header is read as this version (the spec's rule for HTTP).
ASSUMED_VERSION = "2025-03-26"
#: From this version on, tool arguments the tool refuses are a tool result with `isError: true` (the
#: model reads the message and corrects its call); before it, a -32602 protocol error.
ARGUMENT_ERRORS_AS_RESULTS = "2025-11-25"
#: The versions in which a server must accept JSON-RPC batches (added in 2025-03-26, dropped in 2025-06-18).
BATCH_VERSIONS = ("2025-03-26",)

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
SERVER_ERROR = -32000  # implementation-defined: a refusal (e.g. 403, a caller acting as another agent)
RESOURCE_NOT_FOUND = -32002

INSTRUCTIONS = (
    "agentmemory is a persistent memory shared across sessions. At the start of a task call memory_context "
    "(or memory_smart_search with what you are about to do); save durable facts, decisions and preferences "
    "with memory_save; search before asking the user something they may have told you already.")


class RpcError(Exception):
    def __init__(self, code: int, message: str, data: Any = None, status: int = 200):
        super().__init__(message)
        self.code, self.message, self.data, self.status = code, message, data, status


class UnknownTool(NotFound):
    """No enabled tool has this name."""


class BadArguments(Exception):
    """The op's input model refused the arguments (wraps the BadRequest/Invalid from ops.parse)."""

    def __init__(self, error: AgentMemoryError):
        super().__init__(error.message)
        self.error = error


@dataclass
class Reply:
    body: dict | list | None  # None: a notification or a client response, nothing to send back; a list: a batch's
    status: int = 200
    #: The refusal of a notification: HTTP answers it (a status is all it has), stdio writes nothing (JSON-RPC:
    #: a notification is never answered), it logs it.
    to_notification: bool = False


def error_body(request_id: Any, code: int, message: str, data: Any = None) -> dict:
    err: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        err["data"] = data
    return {"jsonrpc": "2.0", "id": request_id, "error": err}


def to_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)


class Dispatcher:
    def __init__(self, services, page_size: int | None = None):
        self.services = services
        self.settings = services.settings
        self.page_size = page_size or self.settings.mcp_page_size
        self.ops = tool_ops(self.settings.tools)
        self.by_tool = {op.tool: op for op in self.ops}
        self.tools = [tool_definition(op) for op in self.ops]
        self.methods: dict[str, Callable[[dict, Caller], dict]] = {
            "initialize": self._initialize,
            "ping": lambda params, caller: {},
            "tools/list": self._list_tools,
            "tools/call": self._call_tool,
            "resources/list": lambda params, caller: {"resources": resources.RESOURCES},
            "resources/templates/list": lambda params, caller: {"resourceTemplates": resources.templates()},
            "resources/read": self._read_resource,
            "prompts/list": lambda params, caller: {"prompts": resources.PROMPTS},
            "prompts/get": self._get_prompt,
        }

    # -- transport entry points ---------------------------------------------
    def handle_text(self, raw: bytes | str, *, agent_id: str | None = None,
                    protocol_version: str | None = None, base: Caller | None = None) -> Reply:
        try:
            message = loads_strict(raw, "message")
        except BadRequest as exc:
            return Reply(error_body(None, PARSE_ERROR, f"parse error: {exc.message}"), 400)
        return self.handle(message, agent_id=agent_id, protocol_version=protocol_version, base=base)

    def handle(self, message: Any, *, agent_id: str | None = None, protocol_version: str | None = None,
               base: Caller | None = None) -> Reply:
        if isinstance(message, list):
            return self._batch(message, agent_id=agent_id, protocol_version=protocol_version, base=base)
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            return Reply(error_body(None, INVALID_REQUEST, 'not a JSON-RPC 2.0 message (need "jsonrpc": "2.0")'),
                         400)
        method = message.get("method")
        if method is None and "id" in message and ("result" in message or "error" in message):
            return Reply(None, 202)  # a response to a server request; this server sends none
        if not isinstance(method, str):
            return Reply(error_body(message.get("id"), INVALID_REQUEST, "missing method"), 400)
        if "id" not in message:
            if method in self.methods:
                # Trigger: a request's method (tools/call, initialize ...) without an id. Why: a notification is
                # not run, so the 202 it got read as done while nothing was stored (a 2xx means committed).
                # Outcome: 400 with an error without an id, as Streamable HTTP allows (stdio stays silent).
                return Reply(error_body(None, INVALID_REQUEST, f"{method} is a request, sent without an id (as a "
                                        "notification, which is never run): send it with an id"), 400,
                             to_notification=True)
            return Reply(None, 202)  # notifications (initialized, cancelled ...) need no answer
        request_id = message["id"]
        if isinstance(request_id, bool) or not isinstance(request_id, (str, int)):
            return Reply(error_body(None, INVALID_REQUEST, "id must be a string or an integer"), 400)
        try:
            if method == "server/discover":
                # Trigger: the 2026-07-28 stateless probe. Why: this server speaks the handshake era only.
                # Outcome: an ordinary error, so the client falls back to `initialize`.
                raise RpcError(INVALID_REQUEST, "server/discover is not supported: use initialize",
                               {"supported": list(PROTOCOL_VERSIONS)}, status=400)
            if protocol_version and method != "initialize" and protocol_version not in PROTOCOL_VERSIONS:
                raise RpcError(INVALID_REQUEST, f"unsupported MCP-Protocol-Version {protocol_version!r}",
                               {"supported": list(PROTOCOL_VERSIONS)}, status=400)
            handler = self.methods.get(method)
            if handler is None:
                raise RpcError(METHOD_NOT_FOUND, f"method not found: {method}")
            params = message.get("params")
            if params is None:
                params = {}
            if not isinstance(params, dict):
                raise RpcError(INVALID_PARAMS, "params must be an object")
            caller = self.caller(agent_id, base)
            if method == "tools/call":
                result = self._call_tool(params, caller, protocol_version or ASSUMED_VERSION)
            else:
                result = handler(params, caller)
        except AgentMemoryError as exc:  # the caller may not act as the agent it names
            return Reply(error_body(request_id, SERVER_ERROR, f"{exc.message}", {"status": exc.status}), exc.status)
        except RpcError as exc:
            return Reply(error_body(request_id, exc.code, exc.message, exc.data), exc.status)
        except Exception as exc:
            if unreachable(exc):  # an outage of the database, not a bug: the client may call again
                log.warning("MCP %s: database unavailable: %s", method, exc)
                message, retryable = outage(self.services.store, exc)
                return Reply(error_body(request_id, SERVER_ERROR, message, {"status": 503, "retryable": retryable}), 503)
            log.exception("MCP %s failed", method)
            return Reply(error_body(request_id, INTERNAL_ERROR, "internal error"), 200)
        return Reply({"jsonrpc": "2.0", "id": request_id, "result": result})

    def _batch(self, messages: list, **context: Any) -> Reply:
        """A JSON-RPC batch: each message answered in turn, the answers in one array (none: 202).

        Trigger: an array. Why: protocol version 2025-03-26 (also what a request without MCP-Protocol-Version is
        read as) says a server MUST accept batches; 2025-06-18 dropped them. Outcome: a batch in that version is
        run; in the others, and an empty one, -32600."""
        version = context["protocol_version"] or ASSUMED_VERSION
        if version not in BATCH_VERSIONS or not messages:
            why = (f"JSON-RPC batches are not part of MCP {version}: send one message per request" if messages
                   else "an empty batch")
            return Reply(error_body(None, INVALID_REQUEST, why), 400)
        answers = []
        for message in messages:
            if isinstance(message, list) or (isinstance(message, dict) and message.get("method") == "initialize"):
                request_id = message.get("id") if isinstance(message, dict) else None
                answers.append(error_body(request_id, INVALID_REQUEST, "initialize or a batch may not be part of "
                                                                       "a batch"))
                continue
            reply = self.handle(message, **context)
            if reply.to_notification:  # a notification is never answered
                log.warning("MCP batch: %s", reply.body["error"]["message"])
            elif reply.body is not None:
                answers.append(reply.body)
        return Reply(answers or None, 200 if answers else 202)

    def caller(self, agent_id: str | None = None, base: Caller | None = None) -> Caller:
        """`base` (the authenticated caller; the local admin on stdio) acting as the agent the X-Agent-Id
        header names. The arguments' agentId is applied by `ops.invoke` and may not contradict a fixed agent."""
        return acting_as(base or self.services.tokens.local_caller(), agent_id)

    # -- tools ------------------------------------------------------------------
    def call_tool(self, name: Any, arguments: Any, caller: Caller, *, errors_as_results: bool = True) -> dict:
        """Run one tool: a CallToolResult. Raises UnknownTool or BadArguments before anything runs.

        A domain error the tool raises (refused, not found, conflict ...) is a result with `isError: true`
        (MCP's tool-error rule); with `errors_as_results=False` it is raised, so a REST caller gets its status."""
        op = self.by_tool.get(name) if isinstance(name, str) else None
        if op is None:
            hint = " (not enabled: AGENTMEMORY_TOOLS=core)" if any(o.tool == name for o in tool_ops("all")) else ""
            raise UnknownTool(f"unknown tool: {name}{hint}", tool=name)
        if arguments is None:
            arguments = {}
        if not isinstance(arguments, dict):
            raise BadArguments(BadRequest("arguments must be a JSON object", field="arguments"))
        try:
            inp = parse(op.input, arguments)  # validation errors are the caller's; they never reach the service
        except AgentMemoryError as exc:
            raise BadArguments(exc) from None
        try:
            result, _status = invoke(op, self.services, caller, arguments, inp=inp)  # validated once, above
        except AgentMemoryError as exc:
            if not errors_as_results:
                raise
            return tool_error(exc)
        return tool_result(result)

    def _call_tool(self, params: dict, caller: Caller, version: str = ASSUMED_VERSION) -> dict:
        try:
            return self.call_tool(params.get("name"), params.get("arguments"), caller)
        except UnknownTool as exc:
            raise RpcError(INVALID_PARAMS, exc.message, exc.extra) from None
        except BadArguments as exc:
            if version >= ARGUMENT_ERRORS_AS_RESULTS:  # ISO dates: their order is the strings' order
                return tool_error(exc.error)
            raise RpcError(INVALID_PARAMS, f"invalid arguments for {params.get('name')}: {exc.error.message}",
                           {**exc.error.extra, "status": exc.error.status}) from None

    def tools_for(self, caller: Caller) -> list[dict]:
        """The tools `caller` may call (`ops.may_call`, the rule `tools/call` applies): a read token is not
        shown the write tools, an agent token not the admin ones."""
        return [tool for op, tool in zip(self.ops, self.tools) if may_call(op, caller)]

    def _list_tools(self, params: dict, caller: Caller) -> dict:
        tools = self.tools_for(caller)
        start = self._offset(params.get("cursor"), len(tools))
        page = tools[start:start + self.page_size]
        result: dict[str, Any] = {"tools": page}
        if start + self.page_size < len(tools):
            result["nextCursor"] = _cursor(start + self.page_size)
        return result

    @staticmethod
    def _offset(cursor: Any, total: int) -> int:
        if cursor is None:
            return 0
        try:
            kind, _, n = base64.urlsafe_b64decode(str(cursor).encode()).decode().partition(":")
            offset = int(n)
        except (ValueError, UnicodeDecodeError):
            raise RpcError(INVALID_PARAMS, "invalid cursor") from None
        if kind != "tools" or not 0 < offset < total:
            raise RpcError(INVALID_PARAMS, "invalid cursor")
        return offset

    # -- resources and prompts ---------------------------------------------------
    def _read_resource(self, params: dict, caller: Caller) -> dict:
        uri = params.get("uri")
        if not isinstance(uri, str):
            raise RpcError(INVALID_PARAMS, "uri is required")
        try:
            found = resources.resolve(uri)
        except ValueError as exc:
            raise RpcError(INVALID_PARAMS, str(exc), {"uri": uri}) from None
        if found is None:
            raise RpcError(RESOURCE_NOT_FOUND, f"resource not found: {uri}", {"uri": uri})
        op, raw = found
        try:
            result, _ = invoke(op, self.services, caller, raw)
        except AgentMemoryError as exc:
            code = RESOURCE_NOT_FOUND if exc.status == 404 else INVALID_PARAMS
            raise RpcError(code, exc.message, {"uri": uri}) from None
        return {"contents": [{"uri": uri, "mimeType": "application/json", "text": to_json(result)}]}

    def _get_prompt(self, params: dict, caller: Caller) -> dict:
        name, args = params.get("name"), params.get("arguments") or {}
        if not isinstance(args, dict):
            raise RpcError(INVALID_PARAMS, "arguments must be an object")
        try:
            return resources.get_prompt(name, args, lambda op, raw: invoke(op, self.services, caller, raw)[0])
        except resources.PromptError as exc:
            raise RpcError(INVALID_PARAMS, str(exc)) from None
        except AgentMemoryError as exc:
            raise RpcError(INVALID_PARAMS, exc.message, exc.extra) from None

    # -- initialize -----------------------------------------------------------------
    def _initialize(self, params: dict, caller: Caller) -> dict:
        asked = params.get("protocolVersion")
        return {"protocolVersion": asked if asked in PROTOCOL_VERSIONS else LATEST_VERSION,
                "capabilities": {"tools": {"listChanged": False},
                                 "resources": {"subscribe": False, "listChanged": False},
                                 "prompts": {"listChanged": False}},
                "serverInfo": {"name": "agentmemory", "title": "agentmemory", "version": __version__},
                "instructions": INSTRUCTIONS}


def _cursor(offset: int) -> str:
    return base64.urlsafe_b64encode(f"tools:{offset}".encode()).decode()


def tool_result(result: Any) -> dict:
    text = to_json(result)
    structured = json.loads(text)  # JSON-safe (numpy floats, datetimes) and exactly what the text says
    if not isinstance(structured, dict):
        structured = {"result": structured}
        text = to_json(structured)
    # A dict survives the round trip unchanged, so `text` is already to_json(structured): encoded once.
    return {"content": [{"type": "text", "text": text}], "structuredContent": structured, "isError": False}


def tool_error(exc: AgentMemoryError) -> dict:
    """A domain error as a tool result the model can read and act on."""
    detail = {"error": exc.message, "status": exc.status, **exc.extra}
    return {"content": [{"type": "text", "text": f"Error ({exc.status} {type(exc).__name__}): {exc.message}"}],
            "structuredContent": detail, "isError": True}
