"""bench/agent_sweep.py's variants: a module constant named by "consts" is set for that variant and restored after."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import agent_sweep  # noqa: E402


def test_a_variants_module_constant_is_set_for_it_and_back_for_the_next():
    from agentmemory.search import hybrid
    from agentmemory.search.asked import kinds
    defaults, weights, depth = hybrid.Searcher.search.__defaults__, dict(kinds.WEIGHTS), kinds.DEPTH
    committed = hybrid.CONCEPT_SHARE
    try:
        agent_sweep.apply({"consts": {"agentmemory.search.hybrid.CONCEPT_SHARE": 0.123}}, defaults, weights, depth)
        assert hybrid.CONCEPT_SHARE == 0.123
        agent_sweep.apply({"name": "base"}, defaults, weights, depth)
        assert hybrid.CONCEPT_SHARE == committed
    finally:
        agent_sweep.apply({}, defaults, weights, depth)
    assert hybrid.CONCEPT_SHARE == committed
