"""The typed-memory YAML declaration as pydantic models, with one readable reason per refusal.

`typed_schema.parse_type` validates a parsed type file with `TypeDecl`; `reason` turns the
first pydantic error into the sentence a user fixing the file needs ("field a has type
'colour'; use one of ...") instead of pydantic's generic wording.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, StringConstraints, ValidationError, field_validator, model_validator

TYPE_NAME = r"^[a-z0-9_-]{1,64}$"
FIELD_NAME = r"^[A-Za-z_][A-Za-z0-9_]{0,63}$"
FieldType = Literal["string", "text", "number", "boolean", "list"]
MergeOp = Literal["patch", "sum", "avg", "immutable"]
FIELD_TYPES: tuple[str, ...] = get_args(FieldType)
MERGE_OPS: tuple[str, ...] = get_args(MergeOp)

FieldName = Annotated[str, StringConstraints(pattern=FIELD_NAME)]


class FieldDecl(BaseModel):
    """One field: `{type, merge_op, required, description}`, or just its type name."""
    model_config = ConfigDict(extra="ignore")

    type: FieldType = "string"
    merge_op: MergeOp = "patch"
    required: bool = False
    description: str = ""

    @model_validator(mode="before")
    @classmethod
    def _short_form(cls, value: Any) -> Any:
        return {"type": value} if isinstance(value, str) else value

    @field_validator("description", mode="before")
    @classmethod
    def _text(cls, value: Any) -> str:
        return str(value or "")

    @model_validator(mode="after")
    def _numeric_merge(self) -> "FieldDecl":
        if self.merge_op in ("sum", "avg") and self.type != "number":
            raise ValueError(f"merge_op {self.merge_op} needs type number")
        return self


class TypeDecl(BaseModel):
    """A type file: name (else the file name), description, key template, fields, content template."""
    model_config = ConfigDict(extra="ignore")

    name: Annotated[str, StringConstraints(pattern=TYPE_NAME)] | None = None
    description: str = ""
    key: Annotated[str, StringConstraints(strict=True, pattern=r"\S")]
    fields: dict[FieldName, FieldDecl]
    content_template: Annotated[str, StringConstraints(strict=True)] | None = None

    @field_validator("name", mode="before")
    @classmethod
    def _name(cls, value: Any) -> Any:
        return None if value is None or value == "" else str(value)

    @field_validator("description", mode="before")
    @classmethod
    def _text(cls, value: Any) -> str:
        return str(value or "")

    @field_validator("fields")
    @classmethod
    def _some(cls, value: dict) -> dict:
        if not value:
            raise ValueError("empty")
        return value


def reason(exc: ValidationError) -> str:
    """The first error of validating a type file as a TypeDecl, said the way a type file's author reads it."""
    err = exc.errors(include_url=False)[0]
    loc, given = err["loc"], err.get("input")
    if not loc:
        return "a type file must hold a mapping"
    if loc[0] == "name":
        return f"type name {given!r} must match {TYPE_NAME}"
    if loc[0] == "key":
        return "`key` must be a template such as \"{name}\""
    if loc[0] == "content_template":
        return "content_template must be a string"
    if loc[0] == "fields" and len(loc) >= 2:
        fname = loc[1]
        if len(loc) >= 3 and loc[2] == "[key]":
            return f"field name {fname!r} is not a plain identifier"
        if len(loc) >= 3 and loc[2] == "type":
            return f"field {fname} has type {given!r}; use one of {', '.join(FIELD_TYPES)}"
        if len(loc) >= 3 and loc[2] == "merge_op":
            return f"field {fname} has merge_op {given!r}; use one of {', '.join(MERGE_OPS)}"
        if err["type"] == "value_error":
            return f"field {fname}: {err['ctx']['error']}"
        if err["type"] == "model_type" or len(loc) == 2:
            return f"field {fname} must be a type name or a mapping"
        return f"field {fname}: {'.'.join(map(str, loc[2:]))}: {err['msg']}"
    if loc[0] == "fields":
        return "`fields` must map field names to declarations"
    return f"{'.'.join(map(str, loc))}: {err['msg']}"
