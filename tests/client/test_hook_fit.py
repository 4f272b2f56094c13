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


def test_a_cut_never_leaves_part_of_a_secret_the_server_cannot_recognise():
    """Regression: `fit` cut through a token (`ghp_...`, `sk-ant-...`, an AWS key): the part it kept was shorter
    than any pattern, so the server's redaction passed it and up to 21 characters of the secret were stored.
    An event too large to send whole is redacted first, then measured again and cut."""
    from agentmemory.memory.privacy import strip_private
    secrets = ["ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8", "sk-ant-api03-" + "Ab1" * 30, "AKIAIOSFODNN7EXAMPLE"]
    for secret in secrets:
        for at in range(9850, 9990, 3):  # the cut lands around 9,900 characters in
            out = fit({"tool_response": "x" * at + " " + secret + " " + "y" * 200_000}, 10_000)
            kept, _ = strip_private(out["tool_response"])
            assert size(out) <= 10_000 and secret[:8] not in kept, (secret[:8], at)
            assert all("]" in kept[i:i + 40] for i in range(len(kept)) if kept.startswith("[REDACTED", i))
