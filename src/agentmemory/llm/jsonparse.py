"""Tolerant parsing of JSON replies from language models.

Models wrap JSON in prose or ```json fences, leave trailing commas, put raw
newlines inside strings, and stop mid-reply when they hit their output limit.
`extract_json` finds the first JSON object or array in a reply and repairs
those faults: it strips the surrounding text, removes trailing commas, escapes
raw newlines in strings, and closes a truncated reply (open string, then open
brackets, with `pydantic_core.from_json(..., allow_partial=...)`), cutting back to
the last complete item when the tail is not JSON at all.

`parse_reply` validates the result with a pydantic model. A bad item in a
list field is skipped instead of failing the whole reply (one malformed
lesson must not cost the other nine), and an invalid optional field falls back
to its default. This module imports nothing of ours.
"""
from __future__ import annotations

import json
import logging
import re
import types
from typing import Any, Union, get_args, get_origin

import pydantic_core
from pydantic import BaseModel, TypeAdapter, ValidationError

log = logging.getLogger(__name__)

MAX_STARTS = 20  # candidate start positions tried in one reply
MAX_REPAIRS = 200  # cut points tried on one truncated reply (each is a json.loads)
_FENCE = re.compile(r"```[ \t]*[A-Za-z0-9_+-]*[ \t]*\r?\n")
_CLOSERS = {"{": "}", "[": "]"}


class JSONReplyError(ValueError):
    """The reply holds no usable JSON, or none that fits the schema."""


# ---------------------------------------------------------------- extraction
def extract_json(text: str) -> Any:
    """The first JSON object or array in `text`, repaired when needed; JSONReplyError otherwise."""
    if not isinstance(text, str) or not text.strip():
        raise JSONReplyError("the reply is empty")
    stripped = text.strip()
    try:
        value = json.loads(stripped)
        if isinstance(value, (dict, list)):
            return value
    except ValueError:
        pass
    for start in _starts(text):
        value = _parse_from(text, start)
        if value is not _FAIL:
            return value
    raise JSONReplyError("no JSON object or array found in the reply")


def _starts(text: str) -> list[int]:
    """Where a JSON value may begin: inside the first code fence first, then every bracket in order."""
    out: list[int] = []
    fence = _FENCE.search(text)
    if fence:
        first = _first_bracket(text, fence.end())
        if first is not None:
            out.append(first)
    for m in re.finditer(r"[\[{]", text):
        if m.start() not in out:
            out.append(m.start())
        if len(out) >= MAX_STARTS:
            break
    return out


def _first_bracket(text: str, pos: int) -> int | None:
    m = re.compile(r"[\[{]").search(text, pos)
    return m.start() if m else None


class _Fail:
    pass


_FAIL = _Fail()


def _parse_from(text: str, start: int) -> Any:
    """Scan one value from `start`: fix it as we go, repair it if the text ends first."""
    out: list[str] = []
    stack: list[str] = []
    cuts: list[tuple[int, tuple[str, ...]]] = []  # safe places to cut a truncated reply, with the open brackets
    in_str = esc = False
    for i in range(start, len(text)):
        ch = text[i]
        if in_str:
            if esc:
                esc = False
                out.append(ch)
            elif ch == "\\":
                esc = True
                out.append(ch)
            elif ch == '"':
                in_str = False
                out.append(ch)
            elif ch == "\n":  # a raw newline is invalid JSON but common in model output
                out.append("\\n")
            elif ch in "\r\t":
                out.append("\\r" if ch == "\r" else "\\t")
            else:
                out.append(ch)
            continue
        if ch == '"':
            in_str = True
            out.append(ch)
        elif ch in "{[":
            stack.append(_CLOSERS[ch])
            out.append(ch)
            cuts.append((len(out), tuple(stack)))
        elif ch in "}]":
            if not stack or stack[-1] != ch:
                return _FAIL  # mismatched bracket: this start was not the JSON we want
            _drop_trailing_comma(out)
            out.append(ch)
            stack.pop()
            if not stack:
                return _loads("".join(out))
        elif ch == ",":
            cuts.append((len(out), tuple(stack)))
            out.append(ch)
        else:
            out.append(ch)
    return _repair(out, stack, in_str, esc, cuts)


def _repair(out: list[str], stack: list[str], in_str: bool, esc: bool,
            cuts: list[tuple[int, tuple[str, ...]]]) -> Any:
    """Close a truncated value with pydantic_core's partial JSON parser (open strings kept, a cut key,
    literal or number dropped); when the tail is not JSON at all, cut back to earlier complete items."""
    text = "".join(out[:-1] if in_str and esc else out)  # a lone backslash would escape nothing
    if not in_str and text.rstrip().endswith(":"):
        text += " null"  # "key": <cut> -> the key with no value
    value = _partial(text)
    if value is not _FAIL:
        return value
    for n, (length, open_) in enumerate(reversed(cuts)):
        if n >= MAX_REPAIRS:
            break
        value = _loads(_close("".join(out[:length]), list(open_)))
        if value is not _FAIL:
            return value
    return _FAIL


def _partial(text: str) -> Any:
    try:
        return pydantic_core.from_json(text, allow_partial="trailing-strings")
    except ValueError:
        return _FAIL


def _close(text: str, stack: list[str]) -> str:
    text = text.rstrip()
    if text.endswith(","):
        text = text[:-1].rstrip()
    return text + "".join(reversed(stack))


def _drop_trailing_comma(out: list[str]) -> None:
    """`[1, 2, ]` -> `[1, 2]`: remove a comma (and spaces) just before a closing bracket."""
    j = len(out) - 1
    while j >= 0 and out[j] in " \t\r\n":
        j -= 1
    if j >= 0 and out[j] == ",":
        del out[j:]


def _loads(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return _FAIL


# ---------------------------------------------------------------- validation
def parse_reply(text: str, schema: type[BaseModel]) -> BaseModel:
    """Extract JSON from `text` and validate it with `schema`, skipping bad list items."""
    return validate(extract_json(text), schema)


def validate(data: Any, schema: type[BaseModel]) -> BaseModel:
    data = _reshape(data, schema)
    try:
        return schema.model_validate(data)
    except ValidationError as first:
        if not isinstance(data, dict):
            raise JSONReplyError(f"the reply does not fit {schema.__name__}: {_brief(first)}") from None
    salvaged, skipped = _salvage(data, schema)
    try:
        model = schema.model_validate(salvaged)
    except ValidationError as exc:
        raise JSONReplyError(f"the reply does not fit {schema.__name__}: {_brief(exc)}") from None
    if skipped:
        log.info("LLM reply for %s: skipped %d invalid item(s)", schema.__name__, skipped)
    return model


def _reshape(data: Any, schema: type[BaseModel]) -> Any:
    """Common near-misses: a bare list for a model with one list field, or the object wrapped in one key."""
    fields = schema.model_fields
    if isinstance(data, list):
        lists = [name for name, f in fields.items() if _list_item_type(f.annotation) is not None]
        if len(lists) == 1:
            return {fields[lists[0]].alias or lists[0]: data}
    if isinstance(data, dict) and len(data) == 1:
        (key, inner), = data.items()
        names = {f.alias or n for n, f in fields.items()}
        if key not in names and isinstance(inner, dict) and names & set(inner):
            return inner
    return data


def _salvage(data: dict, schema: type[BaseModel]) -> tuple[dict, int]:
    """Drop invalid list items and invalid optional fields; returns (fixed data, items skipped)."""
    fixed, skipped = dict(data), 0
    for name, field in schema.model_fields.items():
        key = field.alias or name
        if key not in fixed:
            continue
        item_type = _list_item_type(field.annotation)
        if item_type is not None:
            value = fixed[key]
            items = value if isinstance(value, list) else [value]
            adapter = TypeAdapter(item_type)
            kept = []
            for item in items:
                try:
                    adapter.validate_python(item)
                    kept.append(item)
                except ValidationError:
                    skipped += 1
            fixed[key] = kept
            continue
        try:
            TypeAdapter(field.annotation).validate_python(fixed[key])
        except ValidationError:
            if not field.is_required():
                del fixed[key]  # the default is a better answer than a wrong value
    return fixed, skipped


def _list_item_type(annotation: Any) -> Any | None:
    """The item type of `list[X]` or `list[X] | None`; None for anything else."""
    origin = get_origin(annotation)
    if origin in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) != 1:
            return None
        annotation, origin = args[0], get_origin(args[0])
    if origin is list:
        args = get_args(annotation)
        return args[0] if args else Any
    return None


def _brief(exc: ValidationError) -> str:
    err = exc.errors(include_url=False)[0]
    loc = ".".join(str(p) for p in err["loc"])
    return f"{loc}: {err['msg']}" if loc else err["msg"]
