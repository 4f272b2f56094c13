"""The client's typed calls name real operations: the same method and path as the op registry
(the client cannot import the registry: it must start without the server's packages)."""
from __future__ import annotations

import inspect

from agentmemory.client import calls
from agentmemory.ops import OPS


def test_every_call_is_a_route_of_the_registry():
    routes = {(m, p) for op in OPS for m, p in op.rest}
    for build in calls.CALLS:
        params = inspect.signature(build).parameters
        args = ["x" for p in params.values() if p.default is inspect.Parameter.empty and p.kind == p.POSITIONAL_OR_KEYWORD]
        req = build(*args)
        assert (req.method, req.path) in routes, build.__name__


def test_every_body_field_is_a_field_of_the_ops_model():
    by_route = {(m, p): op for op in OPS for m, p in op.rest}
    full = {"observe": dict(data={}, project="p", cwd="/", event_id="e", timestamp=1, agent_id="a"),
            "remember": dict(type="fact", title="t", project="p", concepts=["c"], files=["f"], importance=5,
                             event_id="e", agent_id="a")}
    for build in calls.CALLS:
        params = inspect.signature(build).parameters
        args = ["x" for p in params.values() if p.default is inspect.Parameter.empty and p.kind == p.POSITIONAL_OR_KEYWORD]
        req = build(*args, **full.get(build.__name__, {}))
        fields = set(by_route[(req.method, req.path)].input.model_fields)
        assert set(req.body or {}) | set(req.query or {}) <= fields, build.__name__
