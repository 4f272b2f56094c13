"""Ids sort in the order they were made, within one millisecond, across threads and when the clock steps back."""
import threading

from agentmemory.memory import common
from agentmemory.memory.common import new_id


def test_ids_made_in_one_millisecond_sort_in_the_order_made():
    ids = [new_id("bi", 1_800_000_000.123) for _ in range(2000)]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    assert all(i.startswith("bi_" + format(1_800_000_000_123, "012x")) for i in ids)


def test_ids_of_now_are_strictly_increasing_and_unique_across_threads():
    made: list[list[str]] = [[] for _ in range(8)]

    def make(out):
        for _ in range(2000):
            out.append(new_id("obs"))

    threads = [threading.Thread(target=make, args=(out,)) for out in made]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for out in made:
        assert out == sorted(out) and len(set(out)) == len(out)
    everything = [i for out in made for i in out]
    assert len(set(everything)) == len(everything)


def test_a_clock_stepping_back_never_sorts_a_new_id_first(monkeypatch):
    first = new_id("mem")
    monkeypatch.setattr(common.time, "time", lambda: 1_000_000.0)  # years earlier
    later = [new_id("mem") for _ in range(50)]
    assert [first, *later] == sorted([first, *later])


def test_an_explicit_past_time_keeps_its_own_millisecond():
    new_id("act")  # now
    old = new_id("act", 1_600_000_000.5)
    assert old.startswith("act_" + format(1_600_000_000_500, "012x"))
    assert new_id("act") > old


def test_ids_of_one_millisecond_sort_in_order_after_an_id_of_a_later_one():
    """Regression: the counter kept only the last millisecond, so once any id of a later millisecond was made
    (a test's clock moved ahead, another service's clock, a clock stepping back), ids of an earlier one got
    random suffixes again: a board's newest items came out in any order (a flaky test, run after others)."""
    at = 1_700_000_000.250
    ids = [new_id("bi", at)]
    new_id("bi", at + 86_400)  # a day later
    ids += [new_id("bi", at) for _ in range(20)]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
