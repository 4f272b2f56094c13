"""The time-phrase corpus (tests/search/time_phrases.py) through the reader smart-search uses:
`timeframe.find` and the phrase's window, anchored as `search/timed.py` anchors it (to now, to the
project's first day, or to the time of the event a first search dates)."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from agentmemory.search import timeframe as tf

import time_phrases as corpus


def ts(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=timezone.utc).timestamp()


def day(t: float) -> str:
    return datetime.fromtimestamp(t, tz=timezone.utc).isoformat()[:10]


def read(case: corpus.Case) -> tuple[str, str] | None | str:
    """The days (first, last) the reader gives the case's question; None: no window;
    a string: why the phrase did not resolve as smart-search would resolve it."""
    now = ts(corpus.NOW)
    phrase = tf.find(case.question)
    if phrase is None:
        return None
    window = phrase.window(now)
    if window is None and phrase.start_days:
        first = ts(corpus.FIRST_ITEM[:10] + "T00:00:00")  # timed.first_time: the first item's day
        window = phrase.from_start(first)
    if window is None and phrase.event:
        if case.event is None or case.event[0].lower() not in phrase.event_query.lower():
            return f"event read as {phrase.event_query!r}"
        window = phrase.around(ts(case.event[1]), now)
    if window is None:
        return f"phrase {phrase.text!r} without a window"
    return day(window.start), day(window.end - 1)


def matches(case: corpus.Case, got) -> bool:
    if case.first is None:
        return got is None
    if not isinstance(got, tuple):
        return False
    return (case.first == "*" or got[0] == case.first) and got[1] == case.last


def expected(case: corpus.Case):
    return None if case.first is None else (case.first, case.last)


@pytest.mark.parametrize("case", [pytest.param(c, id=c.question[:60],
                                               marks=[pytest.mark.xfail(reason=c.xfail, strict=False)] if c.xfail else [])
                                  for c in corpus.CASES])
def test_each_phrase_reads_as_a_developer_means_it(case):
    got = read(case)
    assert matches(case, got), f"{case.question!r}: got {got}, want {expected(case)}"


def test_coverage(capsys):
    """The share of the corpus read right (printed with -s); every supported entry must be."""
    right = [c for c in corpus.CASES if matches(c, read(c))]
    supported = [c for c in corpus.CASES if not c.xfail]
    with capsys.disabled():
        print(f"\ntime-phrase corpus: {len(right)}/{len(corpus.CASES)} read right "
              f"({len(right) / len(corpus.CASES):.1%}); supported {len(supported)}")
    assert len(corpus.CASES) >= 150
    assert all(c in right for c in supported)


def test_a_bound_keeps_its_named_dates_for_the_searched_words():
    """timed.search keeps a named date in the searched words (turns carry their date as words)."""
    p = tf.find("Where was John between August 11 and August 15 2023?")
    assert p.text == "between August 11 and August 15 2023" and p.bound == "between"
    assert [d.text for d in p.dates] == ["August 11", "August 15 2023"]
    assert tf.find("what changed since Monday?").dates == ()
