"""Running an operation: validate the input with the op's model (`parse`), size and clean a write's
fields (`clean`), check the caller may run it (`authorize`), call it and decide its status (`invoke`)."""
from __future__ import annotations

import json
import re
from typing import Any, Callable

import orjson
from pydantic import ValidationError

from ..errors import BadRequest, Forbidden, Invalid
from ..memory.admin.tokens import acting_as
from ..memory.common import Caller
from ..memory.privacy import cut_text, strip_secrets
from .schemas import PATTERN_MESSAGES, Model
from .op import Op, Services


def parse(model: type[Model], raw: Any, prefix: str = "") -> Model:
    """Validate input with the op's model. Missing field -> 400, wrong type/value -> 422; both name the field."""
    if not isinstance(raw, dict):
        raise BadRequest(f"{prefix or 'body'} must be a JSON object", field=prefix or "body")
    try:
        inp = model.model_validate(raw)
    except ValidationError as exc:
        err = _most_specific(exc.errors(include_url=False))
        loc = ".".join(str(p) for p in _field_path(err["loc"]))
        name = f"{prefix}.{loc}" if prefix and loc else (prefix or loc)
        if err["type"] == "missing":
            raise BadRequest(f"missing required field: {name}", field=name) from None
        raise Invalid(f"invalid {name}: {_message(err)}", field=name) from None
    return inp


_UNION_TAG = re.compile(r"[A-Z]|.*[\[\-]|(?:str|int|float|bool|list|dict|none)$")  # `constrained-str`, `TypedPatchIn`


def _field_path(loc: tuple) -> list:
    """The path a client sent: pydantic's names for a union's branches (and validator wrappers) left out."""
    return [p for p in loc if not (isinstance(p, str) and _UNION_TAG.match(p))]


def _message(err: dict) -> str:
    """pydantic's message, but a pattern with words of its own (schemas.PATTERN_MESSAGES) in those words."""
    if err["type"] == "string_pattern_mismatch":
        return PATTERN_MESSAGES.get(str(err.get("ctx", {}).get("pattern")), err["msg"])
    return err["msg"]


def _most_specific(errors: list[dict]) -> dict:
    """The first field's deepest error: of a union's branches, the one that got furthest into the value."""
    first = _field_path(errors[0]["loc"])[:1]
    same = [e for e in errors if _field_path(e["loc"])[:1] == first]
    return max(same, key=lambda e: len(_field_path(e["loc"])))


_SIZE_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), default=str)  # stateless: shared


def _json_chars(value: Any) -> int:
    """How many characters `value` is as compact JSON (orjson's UTF-8, decoded; json for what it refuses)."""
    try:
        return len(orjson.dumps(value).decode())
    except orjson.JSONEncodeError:
        return len(_SIZE_ENCODER.encode(value))


def clean(inp: Model, max_chars: int, prefix: str = "") -> Model:
    """The validated input of a write op, sized and then cleaned of secrets.

    Sizes first: a dict or list field (free-form JSON such as observe's `data`) must serialise
    to at most `max_chars` characters (422 naming it) unless its model lists it in `UNSIZED`, and a string
    field holds at most `max_chars` (its model's bound is the default's, MAX_TEXT). Then `privacy.strip_secrets` redacts secrets in every
    string, dict key and list item, and the model is validated again from the cleaned values
    (except the fields a model lists in `UNSCANNED`: its service cleans them before any use).
    Trigger: hookType, keys inside data and tags carried keys into the database because only
    some fields were scanned. Why: one place that sees every field, whatever a model adds later.
    Outcome: no service, event, echo or row ever holds a secret a client sent.
    """
    fields = inp.model_dump(by_alias=True)
    unsized = inp.unsized()
    for name, value in fields.items():
        full = f"{prefix}.{name}" if prefix else name
        if isinstance(value, (dict, list)) and name not in unsized:
            if _json_chars(value) > max_chars:
                raise Invalid(f"{full} is larger than {max_chars} characters", field=full)
        elif isinstance(value, str) and len(value) > max_chars and name not in unsized:  # a limit set below MAX_TEXT
            raise Invalid(f"{full} is longer than {max_chars} characters (AGENTMEMORY_MAX_CONTENT_CHARS)", field=full)
    unscanned = getattr(type(inp), "UNSCANNED", frozenset())  # cleaned by its service, after its own checks
    scanned = {k: v for k, v in fields.items() if k not in unscanned} if unscanned else fields
    cleaned = strip_secrets(scanned)  # `scanned` itself when there is nothing to redact
    if cleaned is scanned or cleaned == scanned:
        return inp
    if isinstance(scanned.get("eventId"), str) and cleaned.get("eventId") != scanned["eventId"]:
        # An idempotency key is an identity: redacted, two different keys would become one "[REDACTED:...]"
        # and the second, different write would be answered as a duplicate of the first and dropped.
        full = f"{prefix}.eventId" if prefix else "eventId"
        raise Invalid("eventId holds what looks like a secret (an API key or token): use another key", field=full)
    try:
        return _reparse(type(inp), {**fields, **cleaned}, prefix)  # validated again, as changed
    except Invalid as exc:
        # Trigger: a redaction where the field's pattern or choices allow no marker (a slot label, a board name or a
        # type that is a token). Why: "should match pattern" spoke of a value the client never sent. Outcome: said so.
        name = str(exc.extra.get("field") or "")
        top = re.split(r"[.\[]", name[len(prefix) + 1:] if prefix and name.startswith(prefix + ".") else name)[0]
        if top in cleaned and cleaned[top] != scanned.get(top):
            raise Invalid(f"{name} holds what looks like a secret (an API key or token): name it otherwise",
                          field=name) from None
        raise


def _reparse(model: type[Model], values: dict, prefix: str) -> Model:
    """`parse` of cleaned values, where a string redaction made longer than its field's limit is cut back to it
    (`privacy.cut_text`): it was within the limit as sent, so the limit holds and the write is not refused."""
    for _ in range(3):
        try:
            return model.model_validate(values)
        except ValidationError as exc:
            too_long = [e for e in exc.errors(include_url=False) if e["type"] == "string_too_long"]
            if not too_long or not all(_cut_at(values, _field_path(e["loc"]), e["ctx"]["max_length"])
                                       for e in too_long):
                break
    return parse(model, values, prefix)


def _cut_at(values: Any, path: list, limit: int) -> bool:
    """Cut the string at `path` inside `values` to `limit` characters, in place; False when there is none."""
    for part in path[:-1]:
        try:
            values = values[part]
        except (KeyError, IndexError, TypeError):
            return False
    last = path[-1] if path else None
    try:
        text = values[last]
    except (KeyError, IndexError, TypeError):
        return False
    if not isinstance(text, str):
        return False
    values[last] = cut_text(text, limit)
    return True


def refuse_secrets(inp: Model) -> None:
    """An admin op's input (paths, globs, project and agent names, ids) holding what looks like a secret: 422 naming
    the field. Never redacted as a write's fields are (`clean`): a redacted path or name would point elsewhere.
    Trigger: admin ops were not scanned, and source_add stored its glob and project, transcripts_sync its project
    in every session, profile and audit row it made. Why: every string stored is scanned. Outcome: a 422, nothing
    written. Each value is scanned alone: a field named like a secret (tokenId) is not one."""
    for name, value in inp.model_dump(by_alias=True).items():
        if isinstance(value, (str, list, dict)) and strip_secrets(value) != value:
            raise Invalid(f"{name} holds what looks like a secret (an API key or token)", field=name)


def access_of(op: Op, inp: Model) -> str:
    return op.access(inp) if callable(op.access) else op.access


def authorize(op: Op, caller: Caller, inp: Model, raw: Any = None) -> Caller:
    """Refuse what the caller may not do (403) and return the caller acting as the agent the input names.

    A read token may only run read ops; admin ops need the admin. An `agentId` in the input (a body, query
    or MCP arguments, whether or not the op's model declares it), an op's own `agent_id` field, or a batch
    item's agentId picks the agent only when no token or header has fixed it; naming another agent than a
    fixed one is refused (tokens.acting_as). Admin ops name a target agent there, not the caller.
    """
    access = access_of(op, inp)
    permit(op, caller, access)
    if access == "admin":
        return caller
    named = raw.get("agentId") if isinstance(raw, dict) else None
    return acting_as(caller, None, [named, *(getattr(inp, name, None) for name in AGENT_FIELDS)])


AGENT_FIELDS = ("agentId", "agent_id")  # model fields that name the agent a call acts as


def permit(op: Op, caller: Caller, access: str) -> None:
    if access == "admin" and not caller.admin:
        raise Forbidden(f"{op.name} needs the admin secret")
    if access != "read" and caller.role == "read":
        raise Forbidden(f"{op.name} writes: this token is read-only", role=caller.role)


def may_call(op: Op, caller: Caller) -> bool:
    """Whether `caller` may run `op` with some input: `permit`'s rule, so MCP's tool listings show a caller
    only what its calls would not refuse. An op whose access depends on its input counts at its least,
    "read" (`memory` with search, `reflect` without writeLessons)."""
    try:
        permit(op, caller, op.access if isinstance(op.access, str) else "read")
    except Forbidden:
        return False
    return True


def invoke(op: Op, services: Services, caller: Caller, raw: Any, inp: Model | None = None,
           around: Callable[..., tuple[Any, int]] | None = None) -> tuple[Any, int]:
    """Validate `raw` with the op's model, check the caller may run it, and run it: (result, status).
    `inp`: `raw` already validated by `parse` (MCP's tools/call checks the arguments first), so it is
    not parsed twice. `around(caller, inp, access, run)` runs it instead (REST's Idempotency-Key:
    api/idempotency.py)."""
    if isinstance(op.access, str):
        permit(op, caller, op.access)  # before validation: a refused caller learns nothing about the fields
    inp = parse(op.input, raw) if inp is None else inp
    if op.name != "observe":  # an observe may leave its index work queued (memory/ingest/behind.py); the rest read
        services.shared.catch_up()
    caller = authorize(op, caller, inp, raw)
    access = access_of(op, inp)
    if access == "write":  # (import cleans its rows itself)
        inp = clean(inp, services.settings.max_content_chars)
    elif access == "admin":  # ids, paths and names: refused, never redacted
        refuse_secrets(inp)
    if around is not None:
        return around(caller, inp, access, lambda: _ran(op, op.run(services, caller, inp)))
    return _ran(op, op.run(services, caller, inp))


def _ran(op: Op, result: Any) -> tuple[Any, int]:
    return result, op.status_of(result)

