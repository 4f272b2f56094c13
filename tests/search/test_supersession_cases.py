"""The supersession corpus (tests/search/supersession_cases.py) through the real app: each case's items
posted in order (hook payloads to /observe, memories to /remember, lessons to /lessons), each in a
project of its own, then every item's stored `supersededBy` compared with what the case says."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from agentmemory.app import create_app, running
from agentmemory.config import Settings
from agentmemory.store import KV

import supersession_cases as corpus
from helpers import Clock, T0
from pg_fixtures import VECTOR_INDEX

PREFIX = "/agentmemory"


def _iso(t: float) -> str:
    return datetime.fromtimestamp(t, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _fill(value, cwd: str):
    if isinstance(value, str):
        return value.replace("{cwd}", cwd)
    if isinstance(value, dict):
        return {k: _fill(v, cwd) for k, v in value.items()}
    if isinstance(value, list):
        return [_fill(v, cwd) for v in value]
    return value


def _post(client, path: str, body: dict) -> dict:
    r = client.post(PREFIX + path, json=body)
    assert r.status_code in (200, 201), (path, r.get_json())
    return r.get_json()


def _add(client, clock, item: corpus.Item, project: str, session: str, t: float) -> tuple[str, str]:
    """Post one item at time `t`; (the store scope it lives in, its id)."""
    clock.t = t
    cwd = f"/home/dev/{project}"
    p = _fill(item.payload, cwd)
    if item.kind == "remember":
        mem = _post(client, "/remember", {**p, "project": project})["memory"]
        return KV.memories, mem["id"]
    if item.kind == "lesson":
        r = _post(client, "/lessons", {**p, "project": project})
        return KV.lessons, (r.get("lesson") or {}).get("id") or r["id"]
    sid = f"{session}-{project}"
    body = {"hookType": p["hook_event_name"], "sessionId": sid, "project": project, "cwd": cwd,
            "timestamp": _iso(t), "data": {**p, "session_id": sid, "cwd": cwd}}
    return KV.obs(sid), _post(client, "/observe", body)["observationId"]


def run_case(client, clock, services, n: int, case: corpus.Case) -> dict[str, str | None]:
    """The case's items posted in order; item key -> the key of the item its `supersededBy` names
    (the id itself when it names something outside the case), None when it is current."""
    placed: dict[str, tuple[str, str]] = {}
    for i, item in enumerate(case.items):
        project = f"c{n}-{item.project}" if item.project else f"c{n}"
        placed[item.key] = _add(client, clock, item, project, f"s{n}", T0 + n * 86400 + i * 600)
    key_of = {item_id: key for key, (_, item_id) in placed.items()}
    services.shared.catch_up()  # the marks are read from the store here, not through an op
    out = {}
    for key, (scope, item_id) in placed.items():
        by = (services.store.get(scope, item_id) or {}).get("supersededBy")
        out[key] = key_of.get(by, by) if by else None
    return out


@pytest.fixture(scope="module")
def marks(request, tmp_path_factory):
    """marks(backend): every case run once per backend on one server of its own (built on first use, in
    this module's process), cached for the other tests: case name -> item key -> supersededBy."""
    runs: dict[str, dict[str, dict[str, str | None]]] = {}
    made: list[str] = []

    def get(backend: str) -> dict[str, dict[str, str | None]]:
        if backend not in runs:
            url = None
            if backend == "postgresql":
                url = request.getfixturevalue("pg_server").fresh()
                made.append(url)
            base = tmp_path_factory.mktemp(f"supersession-{backend}")
            settings = Settings(data_dir=base / "data", embedding_provider="fake", database_url=url,
                                vector_index=VECTOR_INDEX, transcript_roots=(base / "transcripts",),
                                source_roots=(base / "docs",))
            with running(settings) as services:
                services.shared.clock = clock = Clock()
                client = create_app(settings, services).test_client()
                runs[backend] = {c.name: run_case(client, clock, services, n, c) for n, c in enumerate(corpus.CASES)}
        return runs[backend]

    yield get
    for url in made:
        request.getfixturevalue("pg_server").drop(url)


def right(case: corpus.Case, got: dict[str, str | None]) -> bool:
    for key, by in got.items():
        want = case.stale.get(key)
        allowed = () if want is None else (want,) if isinstance(want, str) else tuple(want)
        if (by is None) != (not allowed) or (by is not None and by not in allowed):
            return False
    return True


@pytest.mark.parametrize("case", [pytest.param(c, id=c.name[:70],
                                               marks=[pytest.mark.xfail(reason=c.xfail, strict=False)] if c.xfail else [])
                                  for c in corpus.CASES])
def test_each_case_marks_what_a_developer_means(case, backend, marks):
    got = marks(backend)[case.name]
    want = {k: case.stale.get(k) for k in got}
    assert right(case, got), f"{case.name}: got {got}, want {want}"


def test_coverage(backend, marks, capsys):
    """The share of the corpus marked right (printed with -s); every supported case must be, and no
    negative case may have anything marked."""
    run = marks(backend)
    ok = [c for c in corpus.CASES if right(c, run[c.name])]
    negatives = [c for c in corpus.CASES if not c.stale]
    false_pos = [c.name for c in negatives if any(run[c.name].values())]
    with capsys.disabled():
        print(f"\nsupersession corpus [{backend}]: {len(ok)}/{len(corpus.CASES)} right "
              f"({len(ok) / len(corpus.CASES):.1%}); negatives marked: {len(false_pos)}/{len(negatives)} {false_pos}")
    assert len(corpus.CASES) >= 120 and len(negatives) >= 30
    assert false_pos == []
    assert all(c in ok for c in corpus.CASES if not c.xfail)
