"""Typed-memory type declarations: YAML files -> `TypeSpec` (pure: file reading and templates only).

A type file (shipped in typed_types/, or in a directory named by the
`typed_dirs` setting; a user file overrides a shipped type of the same name):

    name: entities                       # [a-z0-9_-], defaults to the file name
    description: A named thing ...
    key: "{entity_name}"                 # key template: its fields are required
    fields:
      entity_name: {type: string, required: true}
      entity_type: {type: string, merge_op: immutable}
      description: text                  # short form: the type (merge_op patch)
      mentions: {type: number, merge_op: sum}
    content_template: "{entity_name}[ ({entity_type})][: {description}]"

Field types: string, text, number, boolean, list (of strings). Merge ops:
patch (a given value replaces the old one), sum, avg (running average with a
count), immutable (the first value wins; a different later one is reported).
Templates name fields in braces; a bracketed part `[...]` is left out when any
field inside it is empty, so optional fields leave no dangling punctuation.
Nothing is evaluated: `{x.attr}`, `{x[0]}`, `{x!r}` and `{x:fmt}` are refused.
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ...search.text import SENTENCE_END

from . import typed_decl
from .typed_decl import TypeDecl, reason

log = logging.getLogger(__name__)

SHIPPED_DIR = Path(__file__).with_name("typed_types")
FIELD_NAME = re.compile(typed_decl.FIELD_NAME)
TEXT_TYPES = ("string", "text")
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
_OPTIONAL = re.compile(r"\[([^\[\]]*)\]")
ABSTRACT_CHARS = 160  # L0: one line
OVERVIEW_CHARS = 400  # L1: a short paragraph


class TypeSpecError(ValueError):
    """A type file is malformed; the message names the file and the problem."""


@dataclass(frozen=True)
class FieldSpec:
    name: str
    type: str = "string"
    merge_op: str = "patch"
    required: bool = False
    description: str = ""


@dataclass(frozen=True)
class TypeSpec:
    name: str
    description: str
    key: str
    key_fields: tuple[str, ...]
    fields: dict[str, FieldSpec]
    content_template: str | None
    source: str

    def public(self) -> dict:
        return {"name": self.name, "description": self.description, "key": self.key,
                "fields": {n: {"type": f.type, "mergeOp": f.merge_op, "required": f.required or n in self.key_fields,
                               "description": f.description} for n, f in self.fields.items()},
                "contentTemplate": self.content_template}


def template_fields(template: str, source: str = "template") -> list[str]:
    """Field names a template uses, in order; TypeSpecError for anything but plain names."""
    if template.count("{") != template.count("}"):
        raise TypeSpecError(f"{source}: unbalanced braces in {template!r}")
    names = _PLACEHOLDER.findall(template)
    for n in names:
        if not FIELD_NAME.match(n):
            raise TypeSpecError(f"{source}: {{{n}}} is not a plain field name (no attributes, indexes or formats)")
    return list(dict.fromkeys(names))


def parse_type(data: Any, source: str, default_name: str) -> TypeSpec:
    """Validate one parsed YAML document as a type declaration (typed_decl.TypeDecl), then its templates."""
    try:
        decl = TypeDecl.model_validate(data)
    except ValidationError as exc:
        raise TypeSpecError(f"{source}: {reason(exc)}") from None
    fields = {n: FieldSpec(n, f.type, f.merge_op, f.required, f.description) for n, f in decl.fields.items()}
    key_fields = template_fields(decl.key, f"{source} key")
    template = decl.content_template
    used = key_fields + (template_fields(template, f"{source} content_template") if template else [])
    unknown = [n for n in used if n not in fields]
    if not key_fields or unknown:
        raise TypeSpecError(f"{source}: templates name undeclared fields {unknown}" if unknown
                            else f"{source}: the key template must use at least one field")
    return TypeSpec(decl.name or default_name, decl.description, decl.key, tuple(key_fields), fields, template,
                    source)


def load_types(dirs: list[Path]) -> tuple[dict[str, TypeSpec], list[str]]:
    """Types from every directory in order (later ones override); (types, errors of files skipped)."""
    import yaml  # PyYAML: only needed once typed memories are used
    types: dict[str, TypeSpec] = {}
    errors: list[str] = []
    for directory in dirs:
        directory = Path(directory).expanduser()
        if not directory.is_dir():
            errors.append(f"{directory}: not a directory")
            continue
        for path in sorted(list(directory.glob("*.yaml")) + list(directory.glob("*.yml"))):
            try:
                spec = parse_type(yaml.safe_load(path.read_text(encoding="utf-8")), str(path), path.stem)
            except (OSError, UnicodeDecodeError, yaml.YAMLError, TypeSpecError) as exc:
                # Trigger: a broken user file. Why: one bad file must not disable every other type.
                # Outcome: skipped, logged and listed in `errors` (unknown-type answers show them).
                msg = str(exc) if isinstance(exc, TypeSpecError) else f"{path}: {type(exc).__name__}: {exc}"
                log.warning("typed memory type skipped: %s", msg)
                errors.append(msg[:500])
                continue
            types[spec.name] = spec
    return types, errors


# ---------------------------------------------------------------- rendering
def show(value: Any) -> str:
    """A field value as text: lists joined, whole floats without ".0", booleans as yes/no."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else f"{value:.4g}"
    if isinstance(value, list):
        return ", ".join(show(v) for v in value if show(v))
    return " ".join(str(value).split())


def render(template: str, values: dict[str, Any]) -> str:
    """Fill a template; a `[...]` part is dropped when any field inside it is empty."""
    def optional(m: re.Match) -> str:
        inner = m.group(1)
        if any(not show(values.get(n)) for n in _PLACEHOLDER.findall(inner)):
            return ""
        return inner
    text = _OPTIONAL.sub(optional, template)
    text = _PLACEHOLDER.sub(lambda m: show(values.get(m.group(1))), text)
    return " ".join(text.split())


def content_of(spec: TypeSpec, values: dict[str, Any]) -> str:
    """The rendered text of a typed memory: its template, else "field: value" for each non-empty field."""
    if spec.content_template:
        return render(spec.content_template, values)
    return "; ".join(f"{n}: {show(values.get(n))}" for n in spec.fields if show(values.get(n)))


def _sentences(text: str) -> list[str]:
    return [x for x in SENTENCE_END.split(" ".join(text.split())) if x]


def abstract_of(content: str) -> str:
    """L0: the first sentence when it fits ABSTRACT_CHARS, else its leading clauses."""
    sentences = _sentences(content)
    if not sentences:
        return ""
    return sentences[0] if len(sentences[0]) <= ABSTRACT_CHARS else leading_clauses(sentences[0], ABSTRACT_CHARS)


def overview_of(content: str) -> str:
    """L1: the content when it is short, else its opening whole sentences within OVERVIEW_CHARS."""
    text = " ".join(content.split())
    if len(text) <= OVERVIEW_CHARS:
        return text
    out: list[str] = []
    for sentence in _sentences(text):
        if len(" ".join(out + [sentence])) > OVERVIEW_CHARS:
            break
        out.append(sentence)
    return " ".join(out) if out else leading_clauses(text, OVERVIEW_CHARS)


def leading_clauses(sentence: str, limit: int) -> str:
    """A sentence too long for `limit`: its leading clauses (cut at , ; : or a dash) that fit, marked "…"."""
    out = ""
    for part in re.split(r"(?<=[,;:])\s+|\s+(?=[—–-]\s)", sentence):
        cand = f"{out} {part}".strip()
        if len(cand) > limit - 1:
            break
        out = cand
    return out.rstrip(",;: —–-") + "…" if out else clip(sentence, limit)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1].rsplit(" ", 1)[0] + "…"


def normalise_key(key: str) -> str:
    """Keys match ignoring case and spacing ("Alice  Smith" is "alice smith")."""
    return " ".join(key.split()).casefold()
