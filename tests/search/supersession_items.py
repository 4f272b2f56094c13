"""The item shapes of the supersession corpus (supersession_cases.py): Claude Code hook payloads,
remembered memories and lessons, and `case`."""
from __future__ import annotations

from dataclasses import dataclass, field

CWD = "/home/dev/{project}"


@dataclass(frozen=True)
class Item:
    key: str
    kind: str                     # "hook" | "remember" | "lesson"
    payload: dict
    project: str = ""             # "" = the case's project


@dataclass(frozen=True)
class Case:
    name: str
    items: tuple[Item, ...]
    stale: dict = field(default_factory=dict)   # old key -> new key or tuple of acceptable keys
    xfail: str = ""


def _tool(name, tin, tout):
    return {"hook_event_name": "PostToolUse", "tool_name": name, "tool_input": tin, "tool_response": tout}


def _path(p):
    return p if p.startswith("/") else "{cwd}/" + p


def edit(key, path, old, new, replace_all=False, project=""):
    fp = _path(path)
    return Item(key, "hook", _tool("Edit", {"file_path": fp, "old_string": old, "new_string": new,
                                            "replace_all": replace_all},
                                   {"filePath": fp, "oldString": old, "newString": new, "structuredPatch": [],
                                    "userModified": False, "replaceAll": replace_all}), project)


def multi(key, path, pairs, project=""):
    fp = _path(path)
    edits = [{"old_string": o, "new_string": n, "replace_all": True} for o, n in pairs]
    return Item(key, "hook", _tool("MultiEdit", {"file_path": fp, "edits": edits},
                                   {"filePath": fp, "edits": edits, "structuredPatch": []}), project)


def write(key, path, content, project=""):
    fp = _path(path)
    return Item(key, "hook", _tool("Write", {"file_path": fp, "content": content},
                                   {"type": "create", "filePath": fp, "content": content, "structuredPatch": []}),
                project)


def read(key, path, content, project=""):
    fp = _path(path)
    n = content.count("\n") + 1
    return Item(key, "hook", _tool("Read", {"file_path": fp},
                                   {"type": "text", "file": {"filePath": fp, "content": content, "numLines": n,
                                                             "startLine": 1, "totalLines": n}}), project)


def bash(key, command, stdout="", stderr="", project=""):
    return Item(key, "hook", _tool("Bash", {"command": command},
                                   {"stdout": stdout, "stderr": stderr, "interrupted": False, "isImage": False}),
                project)


def prompt(key, text, project=""):
    return Item(key, "hook", {"hook_event_name": "UserPromptSubmit", "prompt": text}, project)


def remember(key, content, title, type_="decision", project=""):
    return Item(key, "remember", {"content": content, "title": title, "type": type_}, project)


def lesson(key, content, context, project=""):
    return Item(key, "lesson", {"content": content, "context": context, "confidence": 0.7}, project)


def case(name, *items, stale=None, xfail=""):
    return Case(name, tuple(items), dict(stale or {}), xfail)

