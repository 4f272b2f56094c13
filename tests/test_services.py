"""The shape of the domain: explicit services, ops that point at code, one lifecycle.

- No class of ours has more than one base of ours (no mixins), read with `ast` from the source.
- A service reaches another only through a collaborator it was given: every `self.<name>` a
  service reads is its own (a method, an attribute it sets, or the shared base's).
- Every op names its method as a reference (a service class's method, or an adapter in ops/);
  nothing in ops/ looks a method up by name.
- `running()` closes everything, the broadcaster included, also when the body raises.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from agentmemory.app import Services, create_app, running
from agentmemory.memory.base import Service
from agentmemory.ops import OPS

PKG = Path(__file__).resolve().parents[1] / "src" / "agentmemory"


def _classes() -> dict[str, tuple[Path, ast.ClassDef]]:
    out = {}
    for path in sorted(PKG.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                out.setdefault(node.name, (path, node))
    return out


def _base_names(node: ast.ClassDef) -> list[str]:
    return [b.id if isinstance(b, ast.Name) else b.attr for b in node.bases if isinstance(b, (ast.Name, ast.Attribute))]


def test_no_class_of_ours_has_more_than_one_base_of_ours():
    classes = _classes()
    for name, (path, node) in classes.items():
        ours = [b for b in _base_names(node) if b in classes]
        assert len(ours) <= 1, f"{path.relative_to(PKG)}: {name} has bases {ours} of ours (a mixin?)"


def _own_names(node: ast.ClassDef) -> set[str]:
    names = {n.name for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    names |= {t.id for n in node.body if isinstance(n, (ast.Assign, ast.AnnAssign))
              for t in (n.targets if isinstance(n, ast.Assign) else [n.target]) if isinstance(t, ast.Name)}
    for n in ast.walk(node):  # self.x = ... anywhere in the class (collaborators, state)
        targets = n.targets if isinstance(n, ast.Assign) else [n.target] if isinstance(n, ast.AnnAssign) else []
        for t in targets:
            for e in (t.elts if isinstance(t, ast.Tuple) else [t]):
                if isinstance(e, ast.Attribute) and isinstance(e.value, ast.Name) and e.value.id == "self":
                    names.add(e.attr)
    return names


def test_a_service_reaches_others_only_through_its_collaborators():
    classes = _classes()
    base = {name for name in dir(Service)} | _own_names(classes["Service"][1]) | {"__dict__"}
    services = {name: v for name, v in classes.items() if "Service" in _base_names(v[1])}
    assert len(services) >= 20, sorted(services)
    for name, (path, node) in services.items():
        own = _own_names(node) | base
        used = {n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)
                and isinstance(n.value, ast.Name) and n.value.id == "self"}
        assert used <= own, f"{path.relative_to(PKG)}: {name} reads self.{sorted(used - own)} it does not own"


def test_every_op_names_its_method_by_reference():
    for op in OPS:
        assert callable(op.call) and not isinstance(op.call, str), op.name
        if op.owner is None:  # an adapter (services, caller, inp) in ops/
            assert op.call.__module__.startswith("agentmemory.ops."), op.name
        else:
            assert issubclass(op.owner, Service), op.name
            assert getattr(op.owner, op.call.__name__) is op.call, op.name
    for path in (PKG / "ops").glob("*.py"):  # nothing looks a method of the services up by name
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "getattr":
                target = node.args[0]
                assert not (isinstance(target, ast.Name) and target.id in {"svc", "services", "s", "service"}), \
                    f"{path.name}:{node.lineno}"

def test_every_op_resolves_to_one_instance(services):
    assert isinstance(services, Services)
    for op in OPS:
        if op.owner is not None:
            assert isinstance(services.of(op.owner), op.owner), op.name


def test_running_closes_everything_when_the_body_raises(settings):
    with pytest.raises(RuntimeError, match="boom"), running(settings) as services:
        app = create_app(settings, services)
        broadcaster = app.extensions["agentmemory.broadcaster"]
        client = broadcaster.subscribe()
        raise RuntimeError("boom")
    assert broadcaster.closed and client.closed
    assert services.store._writer is None and services.shared.stop.is_set()


def test_running_starts_and_stops_background_work(settings):
    with running(settings, start=True) as services:
        threads = list(services.shared.threads)
        assert threads and all(t.is_alive() for t in threads)
    assert not any(t.is_alive() for t in threads) and services.shared.threads == []
