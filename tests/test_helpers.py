"""helpers.wait_until: returns what the predicate found, or fails saying what did not happen."""
import time

import pytest
from helpers import wait_until


def test_returns_the_first_truthy_value():
    calls = iter([0, None, "", "ready"])
    assert wait_until(lambda: next(calls), timeout=5, interval=0) == "ready"


def test_a_timeout_fails_with_the_message_and_the_time_waited():
    started = time.monotonic()
    with pytest.raises(AssertionError, match=r"^the queue did not drain \(waited 0.2s\)$"):
        wait_until(lambda: False, timeout=0.2, message="the queue did not drain")
    assert 0.2 <= time.monotonic() - started < 5


def test_the_message_may_be_built_when_it_fails():
    seen = []
    with pytest.raises(AssertionError, match=r"^got \[1(, 1)+\] \(waited 0.05s\)$"):
        wait_until(lambda: seen.append(1), timeout=0.05, interval=0.04, message=lambda: f"got {seen}")


def test_the_predicate_may_fail_early():
    def exited():
        raise AssertionError("the server exited with 1")
    started = time.monotonic()
    with pytest.raises(AssertionError, match="exited with 1"):
        wait_until(exited, timeout=30)
    assert time.monotonic() - started < 5


def test_one_last_look_after_the_deadline():
    """A predicate slower than the timeout still gets its answer counted."""
    def slow_yes():
        time.sleep(0.1)
        return True
    assert wait_until(slow_yes, timeout=0.01) is True
