"""Read the official chat exports into conversations of turns: ChatGPT's and Claude's `conversations.json`.

ChatGPT (Settings > Data controls > Export data; the zip holds conversations.json): a JSON array of
conversations with `id` (or `conversation_id`), `title`, `create_time` (epoch seconds) and `mapping`,
a tree of nodes {message, parent, children}. What the user last saw is the path from the root to
`current_node` (other branches are edits and regenerations); a message has `author.role`,
`create_time` and `content` ({content_type, parts} or {content_type, text}).
Claude (Settings > Privacy > Export data): a JSON array of conversations with `uuid`, `name`,
`created_at` and `chat_messages` [{uuid, sender: human|assistant, text, content: [{type, text}],
created_at}]. The whole file is checked here before anything is written: a malformed conversation is
a ChatFileError naming it and the field. The shapes are pydantic models (unknown fields ignored).
"""
from __future__ import annotations

import json
import math
import zipfile
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

#: ChatGPT content types that are the model's private reasoning or hidden context, not the conversation.
HIDDEN_CONTENT = frozenset({"thoughts", "reasoning_recap", "user_editable_context", "model_editable_context"})
#: Claude's senders -> our speakers; anything else (system notices) is not a turn.
CLAUDE_SPEAKERS = {"human": "user", "user": "user", "assistant": "assistant"}


class ChatFileError(Exception):
    """The file cannot be imported; the message is one line naming the file and the problem."""


class ChatFileTooLarge(ChatFileError):
    """The file (or the zip's conversations.json) is over the import limit; nothing past it was read."""


@dataclass
class Turn:
    message_id: str
    speaker: str  # user | assistant
    text: str
    ts: float | None  # epoch seconds; None: the server's time


@dataclass
class Conversation:
    id: str
    title: str
    created: float | None
    turns: list[Turn] = field(default_factory=list)


class _Shape(BaseModel):
    model_config = ConfigDict(extra="ignore")


class GptAuthor(_Shape):
    role: str


class GptContent(_Shape):
    content_type: str = "text"
    parts: list[Any] | None = None
    text: str | None = None


class GptMessage(_Shape):
    author: GptAuthor
    create_time: float | None = None
    content: GptContent | None = None
    metadata: dict[str, Any] | None = None
    recipient: str | None = None


class GptNode(_Shape):
    message: GptMessage | None = None
    parent: str | None = None
    children: list[str] = []


class GptConversation(_Shape):
    id: str | None = None
    conversation_id: str | None = None
    title: str | None = None
    create_time: float | None = None
    mapping: dict[str, GptNode]
    current_node: str | None = None


class ClaudeBlock(_Shape):
    type: str = "text"
    text: str | None = None


class ClaudeMessage(_Shape):
    uuid: str | None = None
    sender: str
    text: str | None = None
    content: list[ClaudeBlock] = []
    created_at: str | None = None


class ClaudeConversation(_Shape):
    uuid: str
    name: str | None = None
    created_at: str | None = None
    chat_messages: list[ClaudeMessage]


def read_conversations(source: str, path: str, max_bytes: int) -> list[Conversation]:
    """Every conversation of `path` (a conversations.json, or the export's zip), checked whole; one over
    `max_bytes` (AGENTMEMORY_MAX_BODY_BYTES, the import limit) is refused before more than that is read."""
    raw = _load(path, max_bytes)
    items = [raw] if isinstance(raw, dict) else raw
    if not isinstance(items, list):
        raise ChatFileError(f"{path} is not a {source} export: expected a JSON array of conversations")
    parse = PARSERS[source]
    out = []
    for i, item in enumerate(items):
        try:
            out.append(parse(item))
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(p) for p in err["loc"]) or "the conversation"
            raise ChatFileError(f"{path}: conversation {i}{_named(item)} is not a {source} conversation: "
                                f"{where}: {err['msg']}") from None
        except ValueError as exc:
            raise ChatFileError(f"{path}: conversation {i}{_named(item)}: {exc}") from None
    return out


def _named(item: Any) -> str:
    if isinstance(item, dict):
        ident = item.get("uuid") or item.get("id") or item.get("conversation_id")
        if isinstance(ident, str):
            return f" ({ident[:80]})"
    return ""


def _load(path: str, max_bytes: int) -> Any:
    try:
        if zipfile.is_zipfile(path):
            with zipfile.ZipFile(path) as z:
                names = [n for n in z.namelist() if n.rsplit("/", 1)[-1] == "conversations.json"]
                if not names:
                    raise ChatFileError(f"{path} is a zip without a conversations.json")
                with z.open(min(names, key=len)) as f:  # read to the limit: its stated size may lie
                    data, what = f.read(max_bytes + 1), f"{path}: its conversations.json"
        else:
            with open(path, "rb") as f:
                data, what = f.read(max_bytes + 1), path
    except OSError as exc:
        raise ChatFileError(f"cannot read {path}: {exc.strerror or exc}") from None
    except zipfile.BadZipFile as exc:
        raise ChatFileError(f"cannot read {path}: {exc}") from None
    if len(data) > max_bytes:
        raise ChatFileTooLarge(f"{what} is larger than {max_bytes} bytes, the import limit "
                               f"(AGENTMEMORY_MAX_BODY_BYTES, as for `agentmemory import`)")
    try:
        return json.loads(data)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise ChatFileError(f"{path} is not valid JSON: {exc}") from None


# ---------------------------------------------------------------- ChatGPT
def _chatgpt(item: Any) -> Conversation:
    conv = GptConversation.model_validate(item)
    ident = conv.conversation_id or conv.id
    if not ident:
        raise ValueError("it has neither id nor conversation_id")
    turns = []
    for node_id in _visible_path(conv):
        msg = conv.mapping[node_id].message
        if msg is None or msg.author.role not in ("user", "assistant"):
            continue  # the root, system prompts and tool output are not the conversation
        if (msg.metadata or {}).get("is_visually_hidden_from_conversation") or msg.recipient not in (None, "all"):
            continue  # hidden context, or the assistant calling a tool
        text = _gpt_text(msg.content)
        if text:
            turns.append(Turn(node_id, msg.author.role, text, _epoch(msg.create_time or conv.create_time)))
    return Conversation(ident, conv.title or "", _epoch(conv.create_time), turns)


def _visible_path(conv: GptConversation) -> list[str]:
    """Node ids from the root to the current node: the branch the user last saw."""
    node_id = conv.current_node
    if node_id is None:
        node_id = _latest_leaf(conv.mapping)
    elif node_id not in conv.mapping:
        raise ValueError(f"current_node {node_id[:80]!r} is not in mapping")
    path: list[str] = []
    seen: set[str] = set()
    while node_id is not None:
        if node_id in seen:
            raise ValueError("mapping has a cycle of parents")
        node = conv.mapping.get(node_id)
        if node is None:
            raise ValueError(f"mapping has no node {node_id[:80]!r} (a parent)")
        seen.add(node_id)
        path.append(node_id)
        node_id = node.parent
    return path[::-1]


def _latest_leaf(mapping: dict[str, GptNode]) -> str | None:
    def created(node_id: str) -> float:
        message = mapping[node_id].message
        return (message.create_time or 0.0) if message else 0.0
    leaves = [k for k, n in mapping.items() if not n.children]
    return max(leaves, key=created) if leaves else None


def _gpt_text(content: GptContent | None) -> str:
    if content is None or content.content_type in HIDDEN_CONTENT:
        return ""
    pieces = []
    for part in content.parts or []:
        if isinstance(part, str):
            pieces.append(part)
        elif isinstance(part, dict) and isinstance(part.get("text"), str):
            pieces.append(part["text"])  # images and files are references to files not in the json: left out
    text = "\n".join(p for p in pieces if p.strip())
    return (text or content.text or "").strip()


# ---------------------------------------------------------------- Claude
def _claude(item: Any) -> Conversation:
    conv = ClaudeConversation.model_validate(item)
    created = _iso(conv.created_at, "created_at")
    turns = []
    for i, msg in enumerate(conv.chat_messages):
        speaker = CLAUDE_SPEAKERS.get(msg.sender)
        if speaker is None:
            continue
        blocks = [b.text for b in msg.content if b.type == "text" and b.text and b.text.strip()]
        text = ("\n\n".join(blocks) if blocks else (msg.text or "")).strip()
        if text:
            ts = _iso(msg.created_at, f"chat_messages.{i}.created_at")
            turns.append(Turn(msg.uuid or f"#{i}", speaker, text, ts if ts is not None else created))
    return Conversation(conv.uuid, conv.name or "", created, turns)


def _iso(value: str | None, name: str) -> float | None:
    if not value:
        return None
    try:
        dt = datetime.fromisoformat(value.strip())
    except ValueError:
        raise ValueError(f"{name} is not an ISO 8601 time: {value[:60]!r}") from None
    return (dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)).timestamp()


def _epoch(value: float | None) -> float | None:
    if value is None:
        return None
    if not math.isfinite(value) or not 0 <= value < 1e11:
        raise ValueError(f"create_time {value!r} is not a time in epoch seconds")
    return value


#: One reader per name in CHAT_SOURCES (portable/__init__.py).
PARSERS = {"chatgpt": _chatgpt, "claude": _claude}
