"""Sizes hold exactly when redaction makes text longer: `password=abc` (12 characters) is stored as
`password=[REDACTED:secret_assignment]` (37). A field within its limit as sent was refused (422) once the
server's own redaction had grown it, so the hook's event (cut to fit the limit) was lost; now the redacted
text is cut back to the limit, never inside a marker."""
from __future__ import annotations

import json

from helpers import observe_payload

from agentmemory.api.rest import PREFIX
from agentmemory.memory.privacy import cut_text
from agentmemory.ops.models import MAX_TEXT

LIMIT = 1000
SECRET = "password=abc"


def test_observe_data_within_the_limit_is_stored_within_it_after_redaction(make_client):
    client, _ = make_client(max_content_chars=LIMIT)
    payload = observe_payload(session="s-size", text="")
    payload["data"] = {"hook_event_name": "UserPromptSubmit", "prompt": ""}
    room = LIMIT - len(json.dumps(payload["data"], separators=(",", ":")))
    payload["data"]["prompt"] = (f"{SECRET} " * 20 + "x" * LIMIT)[:room]
    assert len(json.dumps(payload["data"], separators=(",", ":"))) == LIMIT  # exactly the limit, as sent
    r = client.post(PREFIX + "/observe", json=payload)
    assert r.status_code == 201, r.get_json()
    (obs,) = client.get(PREFIX + "/observations", query_string={"sessionId": "s-size"}).get_json()["observations"]
    stored = json.dumps(obs["data"], separators=(",", ":"), ensure_ascii=False)
    assert len(stored) <= LIMIT and "abc" not in stored and "[REDACTED:secret_assignment]" in stored
    assert not obs["data"]["prompt"].rstrip().endswith(("[REDACTED", "[REDACTED:secret"))


def test_observe_data_over_the_limit_as_sent_is_still_422(make_client):
    client, _ = make_client(max_content_chars=LIMIT)
    r = client.post(PREFIX + "/observe", json=observe_payload(text="y" * (LIMIT + 10)))
    assert r.status_code == 422 and r.get_json()["field"] == "data"


def test_a_string_field_at_its_limit_is_cut_back_to_it_after_redaction(client):
    content = (f"{SECRET} " * 50 + "z" * MAX_TEXT)[:MAX_TEXT]
    r = client.post(PREFIX + "/remember", json={"content": content})
    assert r.status_code == 201, r.get_json()
    stored = r.get_json()["memory"]["content"]
    assert len(stored) <= MAX_TEXT and "abc" not in stored and stored.startswith("password=[REDACTED:")
    r = client.post(PREFIX + "/remember", json={"content": "q" * (MAX_TEXT + 1)})
    assert r.status_code == 422 and r.get_json()["field"] == "content"  # too long as sent: refused as before


def test_cut_text_never_leaves_half_a_marker():
    text = "ab [REDACTED:secret_assignment] cd"
    assert [cut_text(text, n) for n in (2, 3, 4, 10, 30, 31, 34, 99)] == \
        ["ab", "ab ", "ab ", "ab ", "ab ", "ab [REDACTED:secret_assignment]", text, text]


def _limit(model, name: str) -> int:
    """A string field's max_length, as its model declares it (the one limit)."""
    return next(m.max_length for m in model.model_fields[name].metadata if getattr(m, "max_length", None))


def test_observe_cwd_at_its_limit_is_cut_back_to_it_after_redaction(make_client):
    """Regression: observe's `cwd` was redacted by its service after the model's check, so a path with a
    secret in it, within 4096 characters as sent, was stored longer than the limit."""
    from agentmemory.ops.models import ObserveIn, SessionStartIn
    client, _ = make_client()
    limit = _limit(ObserveIn, "cwd")
    cwd = ("/w/" + f"{SECRET} " * 400 + "d" * limit)[:limit]
    single = observe_payload(session="s-cwd", text="ran the tests")
    batch = {"observations": [observe_payload(session="s-cwd-batch", text="ran the linter")]}
    for path, body in (("/observe", {**single, "cwd": cwd}),
                       ("/observe/batch", {"observations": [{**batch["observations"][0], "cwd": cwd}]})):
        r = client.post(PREFIX + path, json=body)
        assert r.status_code in (200, 201), r.get_json()
    for session in ("s-cwd", "s-cwd-batch"):
        (obs,) = client.get(PREFIX + "/observations", query_string={"sessionId": session}).get_json()["observations"]
        stored = client.get(PREFIX + "/session", query_string={"sessionId": session}).get_json()["session"]["cwd"]
        for value in (obs["cwd"], stored):
            assert len(value) <= limit and "abc" not in value and "[REDACTED:secret_assignment]" in value, len(value)
            assert not value.endswith(("[REDACTED", "[REDACTED:secret"))
    start_limit = _limit(SessionStartIn, "cwd")
    r = client.post(PREFIX + "/session/start", json={"sessionId": "s-start", "project": "p",
                                                     "cwd": cwd[:start_limit]})
    assert r.status_code == 200 and len(r.get_json()["session"]["cwd"]) <= start_limit
    r = client.post(PREFIX + "/observe", json={**single, "cwd": "d" * (limit + 1)})
    assert r.status_code == 422 and r.get_json()["field"] == "cwd"  # too long as sent: refused as before


def test_no_limited_string_field_is_left_to_its_service():
    """A string field with a max_length is cleaned at the boundary (ops.clean), where a redaction that grows it
    is cut back to the limit; a field in UNSCANNED is redacted later, past that cut."""
    from agentmemory.ops import OPS
    for op in OPS:
        for name in getattr(op.input, "UNSCANNED", ()):
            field = op.input.model_fields[name]
            if field.annotation in (str, str | None):
                assert not any(getattr(m, "max_length", None) for m in field.metadata), (op.name, name)
