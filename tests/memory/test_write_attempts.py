"""A concurrent write that PostgreSQL rolled back to break a lock cycle runs again; when every attempt
collides the caller gets a 409 (Conflict), never the driver's error as a 500."""
from __future__ import annotations

import pytest

from agentmemory.errors import Conflict
from agentmemory.memory.base import WRITE_ATTEMPTS, write_attempts

errors = pytest.importorskip("psycopg.errors")


def run(collisions: int) -> tuple[int, str]:
    """Run a write body that collides `collisions` times: (attempts made, its result)."""
    made = 0
    for attempt in write_attempts("the test write"):
        with attempt:
            made += 1
            if made <= collisions:
                raise errors.DeadlockDetected("deadlock detected")
            result = "stored"
    return made, result


def test_a_rolled_back_write_runs_again():
    assert run(0) == (1, "stored")
    assert run(WRITE_ATTEMPTS - 1) == (WRITE_ATTEMPTS, "stored")


def test_a_write_that_always_collides_is_a_409():
    with pytest.raises(Conflict) as info:
        run(WRITE_ATTEMPTS)
    assert info.value.status == 409 and "the test write" in str(info.value)
    assert isinstance(info.value.__cause__, errors.DeadlockDetected)


def test_other_errors_are_not_retried():
    made = 0
    with pytest.raises(ValueError):
        for attempt in write_attempts("x"):
            with attempt:
                made += 1
                raise ValueError("bad")
    assert made == 1
