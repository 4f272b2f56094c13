"""agentmemory.threads: background compute at low priority, results back on the caller."""
from __future__ import annotations

import os
import sys
import threading

import pytest
from helpers import idle_policy

from agentmemory.threads import BACKGROUND_NICE, LowPriorityRunner, lower_current_thread_priority

linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="per-thread nice is Linux-only")


IDLE = idle_policy()


def nice_of_this_thread() -> int:
    return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())


def policy_of_this_thread() -> int:
    return os.sched_getscheduler(threading.get_native_id())


@linux
def test_lowering_applies_to_the_calling_thread_only():
    before = nice_of_this_thread()
    seen = {}

    policy = policy_of_this_thread()
    seen = {}

    def worker():
        seen["ok"] = lower_current_thread_priority()
        seen["nice"] = nice_of_this_thread()
        seen["policy"] = policy_of_this_thread()
        child = threading.Thread(target=lambda: seen.__setitem__(
            "child", (nice_of_this_thread(), policy_of_this_thread())))
        child.start()
        child.join()

    t = threading.Thread(target=worker)
    t.start()
    t.join()
    expect = IDLE if IDLE is not None else policy
    assert seen == {"ok": True, "nice": BACKGROUND_NICE, "policy": expect,
                    "child": (BACKGROUND_NICE, expect)}  # inherited
    assert (nice_of_this_thread(), policy_of_this_thread()) == (before, policy)


@linux
def test_runner_runs_calls_at_low_priority_and_returns_their_results():
    runner = LowPriorityRunner("test-bg")
    try:
        assert runner.call(nice_of_this_thread) == BACKGROUND_NICE
        assert runner.call(policy_of_this_thread) == (IDLE if IDLE is not None else policy_of_this_thread())
        assert runner.lowered is True
        assert runner.call(lambda a, b=0: a + b, 2, b=3) == 5
        assert runner.call(threading.get_native_id) != threading.get_native_id()
    finally:
        runner.close()


def test_runner_raises_the_callees_exception_in_the_caller():
    runner = LowPriorityRunner("test-bg")
    try:
        with pytest.raises(ZeroDivisionError):
            runner.call(lambda: 1 / 0)
        assert runner.call(lambda: "still alive") == "still alive"
    finally:
        runner.close()
