"""Typed memories (OpenViking style): records of a declared type, upserted by key with merge ops.

Types come from YAML files (typed_schema.py: the shipped typed_types/ plus the
`typed_dirs` setting). `POST /typed/<type>` renders the type's key template
from the given fields and merges into the record with that key (201 new, 200
merged): patch replaces, sum adds, avg keeps a running average with a count,
immutable keeps the first value and reports a different later one. The same
call accepts SEARCH/REPLACE patches on text fields (`{key, patch: {field,
search, replace}}`): 404 when the search text is absent, 409 when it occurs
more than once. Each record carries its rendered `content`, an L0 one-line
`abstract` and an L1 `overview` (given by the caller, e.g. extraction's LLM, else
extractive: whole sentences, never one cut in the middle); context compilation lists the L0 lines ("Known entities /
profile"), and the records are indexed as kind "typed" for smart-search.

A record's id is a hash of (owner, type, project, normalised key), so an
upsert finds its record with one primary-key read. Owner is the agent in
isolated scope, else nobody (shared).
"""
from __future__ import annotations

import hashlib
import math
from typing import Any

from ...errors import BadRequest, Conflict, Invalid, NotFound, TooLarge
from ...store import KV, dumps
from .. import indexing
from ..base import Service
from ..common import Caller, iso
from ..distill.episodes import identity_of
from ..privacy import strip_private
from .overrides import overrides_of
from .typed_schema import (
    SHIPPED_DIR,
    TEXT_TYPES,
    TypeSpec,
    abstract_of,
    content_of,
    load_types,
    normalise_key,
    overview_of,
    render,
    show,
)

CONTEXT_ITEMS = 12  # L0 lines in a compiled context
CONTEXT_FIRST = ("profile", "preferences", "entities")  # these types lead the context block


def typed_id(owner: str | None, type_name: str, project: str | None, key: str) -> str:
    digest = hashlib.sha256(f"{owner or ''}\x1f{type_name}\x1f{project or ''}\x1f{normalise_key(key)}".encode())
    return "typ_" + digest.hexdigest()[:24]


def _finite(value: int | float) -> bool:
    try:
        return math.isfinite(float(value)) and abs(value) <= 1e300
    except OverflowError:  # an integer too large for a float
        return False


def _check_value(spec: TypeSpec, name: str, value: Any) -> Any:
    """A client value for a declared field, type-checked (422 naming the field); private spans stripped."""
    f = spec.fields.get(name)
    where = f"fields.{name}"
    if f is None:
        raise Invalid(f"type {spec.name} has no field {name!r} (fields: {', '.join(spec.fields)})", field=where)
    if f.type == "number":
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not _finite(value):
            raise Invalid(f"{where} must be a number (at most 1e300 in size)", field=where)
        return value
    if f.type == "boolean":
        if not isinstance(value, bool):
            raise Invalid(f"{where} must be true or false", field=where)
        return value
    if f.type == "list":
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise Invalid(f"{where} must be a list of strings", field=where)
        return [strip_private(v)[0] for v in value]
    if not isinstance(value, str):
        raise Invalid(f"{where} must be a string", field=where)
    return strip_private(value)[0]


class Typed(Service):
    # -- types ----------------------------------------------------------------------
    def _typed_types(self) -> tuple[dict[str, TypeSpec], list[str]]:
        """Loaded once per service (the files are read on first use, not at import or start-up)."""
        cached = self.__dict__.get("_typed_cache")
        if cached is None:
            cached = load_types([SHIPPED_DIR, *self.settings.typed_dirs])
            self.__dict__["_typed_cache"] = cached
        return cached

    def _type_spec(self, name: str) -> TypeSpec:
        types, errors = self._typed_types()
        spec = types.get(name)
        if spec is None:
            raise NotFound(f"unknown typed memory type {name!r}", type=name, known=sorted(types),
                           **({"loadErrors": errors} if errors else {}))
        return spec

    def _typed_owner(self, caller: Caller) -> str | None:
        return caller.agent_id if caller.isolated else None

    # -- writes ---------------------------------------------------------------------
    def typed_upsert(self, caller: Caller, type: str, fields: dict | None = None, key: str | None = None,
                     patch: Any = None, project: str | None = None, agentId: str | None = None,
                     abstract: str | None = None, overview: str | None = None) -> dict:
        """`abstract` / `overview`: L0 / L1 written by an LLM; else they are extracted from the content."""
        caller = caller.for_agent(agentId)
        spec = self._type_spec(type)
        if not fields and patch is None:
            raise BadRequest("typed upsert needs fields, or a key and a patch", field="fields")
        given = {name: _check_value(spec, name, value) for name, value in (fields or {}).items() if value is not None}
        derived = self._typed_key(spec, given)
        if derived is not None and key is not None and normalise_key(derived) != normalise_key(key):
            raise Invalid(f"key {key!r} does not match the key {derived!r} made from the fields", field="key")
        key = derived or key
        if key is not None and len(key) > 500:
            raise Invalid("the key made from the key fields is longer than 500 characters",
                          field=f"fields.{spec.key_fields[0]}")
        if key is None:
            missing = [n for n in spec.key_fields if not show(given.get(n))]
            raise Invalid(f"missing key field(s) of type {spec.name}: {', '.join(missing)}",
                          field=f"fields.{missing[0]}")
        owner = self._typed_owner(caller)
        item_id = typed_id(owner, spec.name, project, key)
        now = self.clock()
        with self.store.write(caller.agent_id) as tx:
            item = tx.get(KV.typed, item_id)
            created = item is None
            if item is not None:
                caller.check_change(item, spec.name, repr(key))
            if created:
                if patch is not None and not given:
                    raise NotFound(f"{spec.name} {key!r} not found", type=spec.name, key=key)
                missing = [n for n, f in spec.fields.items() if (f.required or n in spec.key_fields)
                           and not show(given.get(n))]
                if missing:
                    raise Invalid(f"missing required field(s) of type {spec.name}: {', '.join(missing)}",
                                  field=f"fields.{missing[0]}")
                item = {"id": item_id, "type": spec.name, "key": key, "project": project, "owner": owner,
                        "agentId": caller.agent_id, "fields": {}, "counts": {}, "version": 0,
                        "createdAt": iso(now), "createdTs": now}
            conflicts = self._merge_fields(spec, item, given)
            for p in ([] if patch is None else patch if isinstance(patch, list) else [patch]):
                self._apply_patch(spec, item, p)
            item.update(content=content_of(spec, item["fields"]), version=int(item.get("version") or 0) + 1,
                        updatedAt=iso(now), updatedTs=now)
            item.update(abstract=abstract_of(strip_private(abstract)[0] if abstract else item["content"]),
                        overview=overview_of(strip_private(overview)[0] if overview else item["content"]))
            if len(dumps(item)) > self.settings.max_content_chars:
                raise TooLarge(f"typed memory {spec.name} {key!r} would exceed {self.settings.max_content_chars} "
                               "characters", field="fields")
            tx.put(KV.typed, item_id, item)
            self.searcher.put(tx, **indexing.typed_doc(item), embed=self.embeds)
            tx.audit("typed.create" if created else "typed.merge", KV.typed, item_id,
                     {"type": spec.name, "key": key, "conflicts": conflicts})
            tx.emit("typed.upserted", {"id": item_id, "type": spec.name, "key": key, "project": project})
        out = {"item": item, "created": created}
        if conflicts:
            out["conflicts"] = conflicts
        return out

    @staticmethod
    def _typed_key(spec: TypeSpec, given: dict) -> str | None:
        if any(not show(given.get(n)) for n in spec.key_fields):
            return None
        return render(spec.key, given)

    @staticmethod
    def _merge_fields(spec: TypeSpec, item: dict, given: dict) -> list[dict]:
        """Apply each field's merge op; returns the immutable fields whose new value was refused."""
        values, counts, conflicts = item["fields"], item.setdefault("counts", {}), []
        for name, value in given.items():
            op, old = spec.fields[name].merge_op, values.get(name)
            if name in spec.key_fields and old is not None:
                continue  # same key up to case and spacing: the first spelling stays
            if op in ("sum", "avg"):
                number = old if isinstance(old, (int, float)) and not isinstance(old, bool) else None
                if op == "sum":
                    new = (number or 0) + value
                else:  # running average: the count of values seen so far is kept in `counts`
                    n = int(counts.get(name) or 0) if number is not None else 0
                    new = (number * n + value) / (n + 1) if n else value
                    counts[name] = n + 1
                if not _finite(new):  # JSON (and SQLite's JSON functions) cannot hold inf
                    raise Invalid(f"fields.{name} would overflow", field=f"fields.{name}")
                values[name] = new
            elif op == "immutable" and old is not None:
                if old != value:
                    conflicts.append({"field": name, "kept": old, "given": value})
            else:  # patch, or the first value of an immutable field
                values[name] = value
        return conflicts

    @staticmethod
    def _apply_patch(spec: TypeSpec, item: dict, patch: dict) -> None:
        """SEARCH/REPLACE on one text field: the search text must occur exactly once."""
        name, search, replace = patch.get("field"), patch.get("search") or "", patch.get("replace") or ""
        f = spec.fields.get(name)
        if f is None or f.type not in TEXT_TYPES:
            texts = ", ".join(n for n, x in spec.fields.items() if x.type in TEXT_TYPES)
            raise Invalid(f"patch.field must be a text field of type {spec.name} ({texts})", field="patch.field")
        if name in spec.key_fields:
            raise Invalid(f"{name} is part of the key; upsert a new record instead", field="patch.field")
        if f.merge_op == "immutable" and item["fields"].get(name) is not None:
            raise Conflict(f"{name} is immutable", field="patch.field")
        current = str(item["fields"].get(name) or "")
        found = current.count(search)
        if found == 0:
            raise NotFound(f"patch.search text not found in {name}", field="patch.search")
        if found > 1:
            raise Conflict(f"patch.search text occurs {found} times in {name}: include more surrounding text",
                           field="patch.search", occurrences=found)
        item["fields"][name] = current.replace(search, strip_private(replace)[0], 1)

    def typed_delete(self, caller: Caller, type: str, key: str, project: str | None = None,
                     agentId: str | None = None) -> dict:
        caller = caller.for_agent(agentId)
        spec = self._type_spec(type)
        item_id = typed_id(self._typed_owner(caller), spec.name, project, key)
        with self.store.write(caller.agent_id) as tx:
            item = tx.get(KV.typed, item_id)
            if item is None:
                raise NotFound(f"{spec.name} {key!r} not found", type=spec.name, key=key)
            caller.check_change(item, spec.name, repr(key))
            tx.delete(KV.typed, item_id)
            self.searcher.drop(tx, "typed", item_id)
            tx.audit("typed.delete", KV.typed, item_id, {"type": spec.name, "key": item.get("key")})
            tx.emit("typed.deleted", {"id": item_id, "type": spec.name})
        return {"deleted": item_id, "type": spec.name, "key": item.get("key")}

    # -- reads ----------------------------------------------------------------------
    def typed_get(self, caller: Caller, type: str, key: str | None = None, project: str | None = None,
                  limit: int = 50, agentId: str | None = None) -> dict:
        """One record by key ({item}), or the type's records, newest first ({type, items, total})."""
        caller = caller.for_agent(agentId)
        spec = self._type_spec(type)
        owner = self._typed_owner(caller)
        if key is not None:
            item = self.store.get(KV.typed, typed_id(owner, spec.name, project, key))
            if item is None:
                raise NotFound(f"{spec.name} {key!r} not found", type=spec.name, key=key)
            return {"item": item}
        items, total = self.store.reader().typed.of_type(spec.name, owner, project, limit)
        return {"type": spec.public(), "items": items, "total": total}

    def typed_items(self, caller: Caller, project: str | None, limit: int = 500) -> list[dict]:
        """The caller's records of a project plus the global ones (project None), newest first."""
        return self.store.reader().typed.for_context(self._typed_owner(caller), project, limit)

    def context_profile_lines(self, caller: Caller, project: str) -> list[tuple[str, str, str]]:
        """(kind, id, line) for the "Known entities / profile" block: the user's identity overrides, the
        identity narrative, then L0 lines."""
        lines: list[tuple[str, str, str]] = [("override", o["id"], o["text"])
                                             for o in overrides_of(self.store, caller, project)]
        identity = identity_of(self.store, caller, project)
        if identity and identity.get("narrative"):
            lines.append(("identity", identity["key"], " ".join(identity["narrative"].split())))
        items = self.typed_items(caller, project, limit=200)
        rank = {name: i for i, name in enumerate(CONTEXT_FIRST)}
        items.sort(key=lambda it: rank.get(it.get("type"), len(rank)))  # stable: newest first within a rank
        for it in items[:CONTEXT_ITEMS]:
            if it.get("abstract"):
                lines.append(("typed", it["id"], f"[{it.get('type')}] {it['abstract']}"))
        return lines
