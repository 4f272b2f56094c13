"""The hook's `fit`: an event larger than the server takes is cut (longest strings first) to fit."""
from __future__ import annotations

import json

from agentmemory.client.hook import KEEP, fit


def size(value) -> int:
    return len(json.dumps(value, ensure_ascii=False))


def test_an_event_that_fits_is_returned_as_it_is():
    event = {"tool_name": "Bash", "tool_response": {"stdout": "ok\n" * 1000}}
    assert fit(event, 200_000) is event


def test_the_longest_string_is_cut_and_says_how_much_went():
    text = 'a "quoted" line\n' * 100_000  # escapes make its JSON longer than its text
    event = {"tool_input": {"file_path": "/src/app.py"}, "tool_response": {"content": text, "lines": 100_000}}
    out = fit(event, 200_000)
    assert 150_000 < size(out) <= 200_000
    kept = out["tool_response"]["content"]
    cut = len(text) - kept.index("\n[... ")
    assert kept.startswith(text[:100_000]) and kept.endswith(f"{cut} characters cut by the agentmemory hook]")
    assert out["tool_input"] == event["tool_input"] and out["tool_response"]["lines"] == 100_000


def test_several_long_strings_share_the_room_and_short_ones_stay_whole():
    event = {"a": "x" * 300_000, "b": "é" * 150_000, "c": "y" * 20_000, "short": ["z" * KEEP] * 10}
    out = fit(event, 200_000)
    assert size(out) <= 200_000
    assert out["short"] == event["short"]
    assert len(out["c"]) == 20_000  # below the level the two largest were cut to
    assert len(out["a"]) < 300_000 and len(out["b"]) < 150_000


def test_an_event_of_many_short_strings_is_left_for_the_server_to_refuse():
    event = {"items": ["ten chars!"] * 50_000}
    assert fit(event, 200_000) is event
