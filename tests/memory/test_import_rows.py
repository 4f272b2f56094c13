"""Imports are validated row by row before anything is written (memory/import_rows.py)."""
from __future__ import annotations

import copy
import sys
from typing import get_args
from pathlib import Path

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.errors import AgentMemoryError
from agentmemory.memory.common import Caller
from agentmemory.memory.admin.import_rows import (ROW_MODELS, IdentityRow, ProfileRow, SlotRow, TypedRow,
                                                  validate_export)
from agentmemory.ops import OPS, invoke

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "mcp"))
from mcp_samples import SCENARIO  # noqa: E402

BY_TOOL = {op.tool: op for op in OPS if op.tool}
KEYED = (ProfileRow, SlotRow, IdentityRow, TypedRow)  # their keys are built from fields


def _deletes(tool: str, args: dict) -> bool:
    op = BY_TOOL[tool]
    return bool(op.annotations.get("destructiveHint")) or tool.endswith("_delete") or args.get("action") == "forget"


def populated_export(services) -> dict:
    """Every kind of row, made by the server itself: the MCP sample scenario minus its deletions."""
    state: dict = {}
    caller = Caller(services.settings.agent_id)
    for tool, make_args, capture in SCENARIO:
        try:
            args = make_args(state)
        except KeyError:
            continue  # it needs the result of a step that was skipped
        if _deletes(tool, args):
            continue
        try:
            result, _ = invoke(BY_TOOL[tool], services, caller, args)
        except AgentMemoryError:
            continue  # a step this caller may not take (e.g. an admin-only one)
        if capture:
            capture(state, result)
    return services.portability.export(caller)


def counts(services) -> dict:
    conn = services.store.read()
    return {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("kv_store", "search_docs", "audit_log")}


def test_every_row_the_server_writes_is_valid(services):
    export = populated_export(services)
    kinds = {("mem:obs" if s.startswith("mem:obs:") else s) for s in export["data"]}
    assert kinds >= set(ROW_MODELS) - {"mem:dedup", "mem:transcripts"}  # the scenario makes every kind of row
    validate_export(export)


def test_regression_one_malformed_slot_row_made_get_slots_500_forever(client, services):
    good = {"key": "global/notes", "label": "notes", "content": "hello", "pinned": True, "scope": "global",
            "project": None, "sizeLimit": 2000, "readOnly": False, "owner": None, "version": 1}
    bad = {"key": "global/broken", "label": "broken", "content": "x"}  # no scope, project, sizeLimit
    before = counts(services)
    r = client.post(PREFIX + "/import", json={"strategy": "merge", "exportData": {
        "format": "agentmemory-export", "version": 1,
        "data": {"mem:slots": {"global/notes": good, "global/broken": bad}}}})
    assert r.status_code == 422
    body = r.get_json()
    assert "mem:slots/global/broken" in body["error"] and body["field"].startswith("exportData.data.mem:slots")
    assert counts(services) == before  # nothing written, not even the good row
    assert client.get(PREFIX + "/slots").status_code == 200


def test_a_malformed_slot_already_stored_is_left_out_of_the_listing(client, services):
    with services.store.write("x") as tx:  # what an import stored before rows were validated
        tx.put("mem:slots", "global/broken", {"key": "global/broken", "content": "x"})
        tx.put("mem:slots", "global/worse", "not an object")
    r = client.get(PREFIX + "/slots")
    assert r.status_code == 200 and all("label" in s for s in r.get_json()["slots"])


def _mutations(export):
    """(scope, key, label, mutated export) for a few damaging edits of one row of every kind."""
    seen = set()
    for scope, items in export["data"].items():
        kind = "mem:obs" if scope.startswith("mem:obs:") else scope
        model = ROW_MODELS.get(kind)
        if kind in seen or model is None:
            continue
        seen.add(kind)
        key = sorted(items)[0]
        required = [f.alias or name for name, f in model.model_fields.items() if f.is_required()]
        edits = [("not an object", lambda row: "x"), ("empty", lambda row: {})]
        for name in required:
            edits.append((f"{name} missing", lambda row, n=name: {k: v for k, v in row.items() if k != n}))
            edits.append((f"{name} wrong type", lambda row, n=name: {**row, n: [] if isinstance(row[n], str) else "x"}))
        for label, edit in edits:
            mutated = copy.deepcopy(export)
            mutated["data"][scope][key] = edit(mutated["data"][scope][key])
            yield scope, key, label, mutated


def test_each_damaged_row_is_422_naming_it_and_nothing_is_written(make_client):
    src_client, src = make_client()
    export = populated_export(src)
    dst_client, dst = make_client()
    before = counts(dst)
    cases = list(_mutations(export))
    assert len(cases) > 60
    for scope, key, label, mutated in cases:
        r = dst_client.post(PREFIX + "/import", json={"strategy": "replace", "exportData": mutated})
        assert r.status_code == 422, (scope, label, r.get_json())
        assert f"{scope}/{key[:80]}" in r.get_json()["error"], (scope, label)
        assert counts(dst) == before, (scope, label)


def test_internal_bookkeeping_cannot_be_imported(client):
    r = client.post(PREFIX + "/import", json={"exportData": {"format": "agentmemory-export", "version": 1, "data": {
        "mem:profile-deltas": {"p\x1fa\x1f000000000000001": {"concepts": "x"}}}}})
    assert r.status_code == 422 and r.get_json()["field"] == "exportData.data.mem:profile-deltas"


def _minimal(row: dict, model) -> dict:
    """The row with every field its model does not require left out."""
    required = {f.alias or name for name, f in model.model_fields.items() if f.is_required()}
    return {k: v for k, v in row.items() if k in required or (k in _IN_KEY and model in KEYED)}


_IN_KEY = {"project", "owner", "agentId"}  # KEYED rows' keys are built from these: drop them and the key lies


def _nulled(row: dict, model) -> dict:
    """The row with every field its model allows to be null set to null (except those its key is built from)."""
    nullable = {f.alias or name for name, f in model.model_fields.items()
                if type(None) in get_args(f.annotation) and not (name in _IN_KEY and model in KEYED)}
    return {k: (None if k in nullable else v) for k, v in row.items()}


@pytest.mark.slow
@pytest.mark.parametrize("shrink", [_minimal, _nulled], ids=["minimal", "nulled"])
def test_rows_the_validator_accepts_never_make_an_op_fail(make_client, shrink):
    """Minimal rows (only the required fields) and rows with every nullable field null, of every kind,
    pass the check; afterwards every op of the MCP scenario answers without a 500: what the check lets
    through, readers can read."""
    _, src = make_client()
    export = populated_export(src)
    for scope in list(export["data"]):
        kind = "mem:obs" if scope.startswith("mem:obs:") else scope
        model = ROW_MODELS.get(kind)
        if model is not None:
            export["data"][scope] = {k: shrink(v, model) for k, v in export["data"][scope].items()}
    validate_export(export)
    _, dst = make_client()
    caller = Caller(dst.settings.agent_id)
    invoke(BY_TOOL["memory_import"], dst, caller, {"exportData": export, "strategy": "replace"})
    state: dict = {"export": export, "data_dir": dst.settings.data_dir}
    for tool, make_args, capture in SCENARIO:
        if tool == "memory_import":
            continue
        try:
            args = make_args(state)
        except KeyError:
            continue  # it needs the result of a step that was skipped (a source folder: SQLite's data dir)
        try:
            result, _ = invoke(BY_TOOL[tool], dst, caller, args)
        except AgentMemoryError:
            continue  # a clean 4xx is fine (e.g. an id the minimal rows no longer link)
        if capture:
            capture(state, result)


@pytest.mark.parametrize("key, value", [("consolidation.status", {"lastRunTs": "yesterday"}),
                                        ("llm.budget", {"day": "2026-01-01", "calls": "5"})])
def test_bookkeeping_rows_read_by_the_server_are_checked_too(client, key, value):
    r = client.post(PREFIX + "/import", json={"exportData": {"format": "agentmemory-export", "version": 1,
                                                             "data": {"mem:meta": {key: value}}}})
    assert r.status_code == 422 and r.get_json()["field"].startswith(f"exportData.data.mem:meta.{key}")


def _timed_import(client, export: dict) -> tuple[int, dict, float]:
    """Status, body and the CPU seconds the request took (the test client runs the app in this thread:
    CPU time, unlike wall time, does not grow when the machine is loaded)."""
    import json
    import time
    body = json.dumps({"exportData": export, "strategy": "merge"})
    started = time.thread_time()
    r = client.post(PREFIX + "/import", data=body, content_type="application/json")
    return r.status_code, r.get_json(), time.thread_time() - started


ANCHORS = "sk-ghp_xox aws_secret_access_key=eyJ.Bearer password=" * 8  # every scanner anchor, nothing to redact


@pytest.mark.parametrize("where", ["rows", "key", "scope"])
def test_a_bad_10mb_import_is_refused_before_any_secret_scanning(client, services, where):
    """A 10 MB import whose rows are bad is a 422 in well under a second of CPU (it took 4 to 15 s of
    secret scanning first), and nothing is written."""
    before = counts(services)
    envelope = {"format": "agentmemory-export", "version": 1}
    if where == "rows":  # 9 MB of rows, the first without its id
        data = {"mem:memories": {f"m{i}": {"content": ANCHORS} for i in range(20000)}}
    elif where == "key":
        data = {"mem:memories": {"sk-" * 3_000_000: {"content": "x"}}}
    else:
        data = {"mem:obs:" + "sk-" * 3_000_000: {}}
    status, body, seconds = _timed_import(client, {**envelope, "data": data})
    assert status == 422, body
    assert seconds < 1.0, seconds  # CPU seconds; scanning first costs 4 to 22
    assert counts(services) == before


def _memory_row(mem_id: str, **fields) -> dict:
    return {"id": mem_id, "type": "fact", "content": f"content of {mem_id}", "version": 1,
            "createdAt": "2026-01-02T03:04:05Z", "createdTs": 1767323045.0, **fields}


def _import_memories(client, rows: dict):
    return client.post(PREFIX + "/import", json={"strategy": "merge", "exportData": {
        "format": "agentmemory-export", "version": 1, "data": {"mem:memories": rows}}})


@pytest.mark.parametrize("field,value", [
    ("createdAt", "May"), ("createdAt", "5th of May"), ("createdAt", "yesterday"), ("createdAt", True),
    ("createdAt", ["2026-01-02"]), ("createdAt", ""), ("updatedAt", "2026-13-45"), ("createdTs", "soon"),
    ("createdTs", 1e300), ("forgetAfter", "next week"), ("salienceTs", "Tuesday")])
def test_an_imported_time_that_is_neither_iso_nor_epoch_is_422_naming_it_and_nothing_is_written(
        client, services, field, value):
    """Timestamps in imported rows are ISO 8601 or epoch seconds; "May" was stored as is (and read later
    as whatever a reader guessed). One bad row after good ones: 422 naming the row and field, nothing written."""
    before = counts(services)
    r = _import_memories(client, {"mem_ok1": _memory_row("mem_ok1"), "mem_ok2": _memory_row("mem_ok2"),
                                  "mem_bad": _memory_row("mem_bad", **{field: value})})
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["field"] == f"exportData.data.mem:memories.mem_bad.{field}"
    assert field in r.get_json()["error"]
    assert counts(services) == before


def test_imported_epoch_times_are_stored_in_the_form_the_server_writes(client):
    """Epoch seconds (a number or a numeric string) are accepted: text fields become ISO 8601, `...Ts` fields
    numbers ("5" is five seconds after the epoch, never the 5th of this month)."""
    r = _import_memories(client, {"mem_ep": _memory_row("mem_ep", createdAt="1767323045", updatedAt=1767323045,
                                                        createdTs="1767323045.5", salienceTs=" 5 ")})
    assert r.status_code == 200, r.get_json()
    mem = client.get(PREFIX + "/memories/mem_ep").get_json()["memory"]
    assert mem["createdAt"] == "2026-01-02T03:04:05Z" and mem["updatedAt"] == "2026-01-02T03:04:05Z"
    assert mem["createdTs"] == 1767323045.5 and mem["salienceTs"] == 5.0


@pytest.mark.parametrize("version", [True, 1.0, "1"])
def test_an_export_version_of_another_json_type_is_refused(client, services, version):
    """`version: true` (or 1.0) equals 1 in Python; it is not the integer an export writes: 422, nothing written."""
    before = counts(services)
    r = client.post(PREFIX + "/import", json={"exportData": {
        "format": "agentmemory-export", "version": version, "data": {"mem:memories": {"m1": _memory_row("m1")}}}})
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["field"] == "exportData.version"
    assert counts(services) == before


@pytest.mark.parametrize("seq", [2**63, 2**70])
def test_an_observation_seq_beyond_64_bits_is_422_naming_the_field_not_the_drivers_words(client, services, seq):
    """The search index keeps `seq` in a 64-bit integer column: a larger one was refused by the driver, and the
    422 quoted it ("Python int too large to convert to SQLite INTEGER", "bigint out of range" on PostgreSQL)."""
    row = {"id": "obs_big", "sessionId": "s-big", "project": "p", "hookType": "message", "ts": 1767323045.0,
           "timestamp": "2026-01-02T03:04:05Z", "seq": seq, "narrative": "a turn"}
    before = counts(services)
    r = client.post(PREFIX + "/import", json={"exportData": {"format": "agentmemory-export", "version": 1,
                                                             "data": {"mem:obs:s-big": {"obs_big": row}}}})
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["field"] == "exportData.data.mem:obs:s-big.obs_big.seq", r.get_json()
    assert "SQLite" not in r.get_json()["error"] and "bigint" not in r.get_json()["error"]
    assert counts(services) == before


LESSON_ROW = {"id": "lsn_x", "content": "run the migrations first", "confidence": 0.5, "decayRate": 0.1,
              "anchorTs": 1767323045.0, "createdTs": 1767323045.0}
CRYSTAL_ROW = {"id": "cry_x", "sessionId": "s1", "narrative": "fixed the login test", "createdTs": 1767323045.0,
               "createdAt": "2026-01-02T03:04:05Z"}


@pytest.mark.parametrize("agent", [[1], {"a": 1}, 2**64, 7], ids=["list", "object", "huge", "number"])
@pytest.mark.parametrize("scope, row", [("mem:lessons", LESSON_ROW), ("mem:crystals", CRYSTAL_ROW)],
                         ids=["lesson", "crystal"])
def test_an_imported_lesson_or_crystal_whose_agent_is_not_a_string_is_422(client, services, scope, row, agent):
    """Their `agentId` goes into the search index as it is: an object was a 500 on both backends, a list a 500 on
    SQLite (stored as garbage on PostgreSQL), a huge number a 422 quoting the SQLite driver (stored on PostgreSQL)."""
    before = counts(services)
    r = client.post(PREFIX + "/import", json={"exportData": {"format": "agentmemory-export", "version": 1,
                                                             "data": {scope: {row["id"]: {**row, "agentId": agent}}}}})
    assert r.status_code == 422, r.get_json()
    assert r.get_json()["field"] == f"exportData.data.{scope}.{row['id']}.agentId", r.get_json()
    assert counts(services) == before
