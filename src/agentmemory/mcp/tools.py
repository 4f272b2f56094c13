"""MCP tool definitions generated from the op registry.

Every op with a `tool` name is a tool: its description, an `inputSchema`
made from the op's pydantic model, and annotations. Schemas are made
portable: `$ref`s are inlined (some clients do not resolve `$defs`), the
noisy pydantic `title`s are dropped and the top level is always an object.
"""
from __future__ import annotations

import functools
import json
from typing import Any

from ..ops import OPS, Op
from ..ops.schemas import Model


def tool_ops(tools: str = "all") -> list[Op]:
    """The ops exposed as MCP tools for the `AGENTMEMORY_TOOLS` setting, in registry order."""
    return [op for op in OPS if op.tool and (tools != "core" or op.core)]


def portable_schema(model: type[Model]) -> dict:
    """A fresh copy of the model's schema, made once per model (pydantic's JSON schema is most of what
    building an app costs)."""
    return json.loads(_portable_schema_json(model))


@functools.cache
def _portable_schema_json(model: type[Model]) -> str:
    schema = model.model_json_schema()
    defs = schema.pop("$defs", {})
    out = _clean(schema, defs, depth=0)
    out["type"] = "object"
    out.setdefault("properties", {})
    out.pop("title", None)
    return json.dumps(out)


def _clean(node: Any, defs: dict, depth: int) -> Any:
    """Inline `$ref`s and drop `title` keywords (but never a property that is called `title`)."""
    if depth > 50:
        raise ValueError("schema nests too deeply (a recursive model cannot be inlined)")
    if isinstance(node, list):
        return [_clean(x, defs, depth + 1) for x in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[-1]
        merged = {**defs[name], **{k: v for k, v in node.items() if k != "$ref"}}
        return _clean(merged, defs, depth + 1)
    out = {}
    for key, value in node.items():
        if key == "title" and isinstance(value, str):
            continue
        if key in ("properties", "patternProperties"):
            out[key] = {name: _clean(sub, defs, depth + 1) for name, sub in value.items()}
        else:
            out[key] = _clean(value, defs, depth + 1)
    return out


def annotations(op: Op) -> dict:
    read_only = bool(op.rest) and all(method == "GET" for method, _ in op.rest)
    ann: dict[str, Any] = {"title": op.tool.replace("_", " ").capitalize(), "readOnlyHint": read_only}
    ann.update(op.annotations)
    if not ann["readOnlyHint"]:
        ann.setdefault("destructiveHint", False)
    ann.setdefault("openWorldHint", False)  # only this server's own database is touched
    return ann


def tool_definition(op: Op) -> dict:
    return {"name": op.tool, "description": op.description, "inputSchema": portable_schema(op.input),
            "annotations": annotations(op)}
