"""Client timestamps: ISO 8601 or epoch seconds, never a guess (memory/common.py parse_time)."""
from __future__ import annotations

import json

import pytest

from agentmemory.api.rest import PREFIX
from agentmemory.errors import Invalid
from agentmemory.memory.common import parse_time
from helpers import observe_payload

JAN2 = 1767323045.0  # 2026-01-02T03:04:05Z


@pytest.mark.parametrize("value, expected", [
    ("2026-01-02T03:04:05Z", JAN2),
    ("2026-01-02T05:04:05+02:00", JAN2),
    ("2026-01-02T03:04:05", JAN2),           # naive: UTC
    ("2026-01-02 03:04:05", JAN2),
    ("20260102T030405Z", JAN2),
    ("2026-01-02", 1767312000.0),            # a date alone: midnight UTC
    (JAN2, JAN2), (int(JAN2), JAN2),
    (JAN2 * 1000, JAN2),                     # milliseconds (JavaScript's Date.now())
    ("1767323045", JAN2), (" 1767323045.0 ", JAN2), ("1767323045000", JAN2),
    ("5", 5.0),                              # a numeric string is epoch seconds, never "the 5th"
])
def test_iso_8601_and_epoch_seconds_are_read(value, expected):
    assert parse_time(value, "timestamp", 0) == pytest.approx(expected)


@pytest.mark.parametrize("value", ["May", "yesterday", "5th", "May 23", "next tuesday", "2026-13-01", "1e999",
                                   True, [2026], {"t": 1}])
def test_anything_else_is_invalid_and_names_the_field(value):
    with pytest.raises(Invalid) as exc:
        parse_time(value, "timestamp", 0)
    assert exc.value.to_dict()["field"] == "timestamp"


def test_regression_fuzzy_timestamps_were_read_as_dates_of_this_month(client):
    r = client.post(PREFIX + "/observe", json=observe_payload(text="five", timestamp="5"))
    assert r.status_code == 201
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": "s1"}).get_json()["observations"]
    assert obs[0]["timestamp"] == "1970-01-01T00:00:05Z"
    r = client.post(PREFIX + "/observe", json=observe_payload(text="may", timestamp="May"))
    assert r.status_code == 422 and r.get_json()["field"] == "timestamp"
    r = client.get(PREFIX + "/timeline", query_string={"project": "proj", "after": "May"})
    assert r.status_code == 422 and r.get_json()["field"] == "after"


@pytest.mark.parametrize("value", [True, False, "１７６７３２３０４５", [2026], {"t": 1}])
def test_an_observe_timestamp_that_is_not_a_time_is_422_through_the_api(client, value):
    """The request model turned true and false into 1.0 and 0.0 before parse_time could refuse them."""
    r = client.post(PREFIX + "/observe", json=observe_payload(text=f"t {value!r}", timestamp=value))
    assert r.status_code == 422, r.get_data(as_text=True)
    assert r.get_json()["field"].startswith("timestamp")
    r = client.post(PREFIX + "/observe/batch", json={"observations": [observe_payload(text="b", timestamp=value)]})
    assert r.status_code in (200, 422), r.get_data(as_text=True)
    body = r.get_json()
    assert r.status_code == 422 or "error" in json.dumps(body["results"][0]), body


@pytest.mark.parametrize("value", ["9999-12-31T23:59:59.999999-23:59", "9999-12-31T23:59:59-00:01",
                                   "0001-01-01T00:00:00+01:00"])
def test_regression_an_iso_time_past_the_calendars_ends_in_utc_was_a_500(client, value):
    """A zone offset carries the time past year 9999 (or before year 1) in UTC, where it is stored and written
    back: parse_time took it, and writing it back (`iso`) raised ValueError, a 500 with nothing said."""
    with pytest.raises(Invalid):
        parse_time(value, "timestamp", 0)
    r = client.post(PREFIX + "/observe", json=observe_payload(text="far", timestamp=value))
    assert r.status_code == 422 and r.get_json()["field"] == "timestamp", r.get_data(as_text=True)
    assert client.get(PREFIX + "/observations", query_string={"sessionId": "s1"}).get_json()["total"] == 0
    assert parse_time("9999-12-31T23:59:59Z", "timestamp", 0) == 253402300799.0  # the last second still is one


def _tool(client, name: str, arguments: dict) -> dict:
    """tools/call over POST /mcp: the structured result (or the tool error's)."""
    r = client.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                                  "params": {"name": name, "arguments": arguments}},
                    headers={"MCP-Protocol-Version": "2025-11-25"})
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_json()["result"]


def test_regression_epoch_seconds_as_a_number_were_refused_by_timeline_and_ingest(client):
    """timeline's before/after and ingest's session_date took only text: a number (epoch seconds, as observe's
    timestamp takes it) was 422 "Input should be a valid string" over MCP, and session_date over REST too."""
    r = client.post(PREFIX + "/memory/ingest", json={"agent_id": "ag", "conversation_id": "c1", "skip_extraction": True,
                                                     "turns": [{"user": "hello"}], "session_date": JAN2})
    assert r.status_code == 201, r.get_data(as_text=True)
    obs = client.get(PREFIX + "/observations", query_string={"sessionId": "c1"}).get_json()["observations"]
    assert obs[0]["timestamp"].startswith("2026-01-02T03:04")
    events = _tool(client, "memory_timeline", {"project": "ag", "after": JAN2 - 60, "before": int(JAN2) + 60})
    assert [e["id"] for e in events["structuredContent"]["events"]] == [obs[0]["id"]]
    assert _tool(client, "memory_timeline", {"project": "ag", "before": 0})["structuredContent"]["events"] == []
    refused = _tool(client, "memory_timeline", {"project": "ag", "before": True})
    assert refused["isError"] and refused["structuredContent"]["field"] == "before"
    r = client.post(PREFIX + "/memory/ingest", json={"agent_id": "ag", "conversation_id": "c2", "skip_extraction": True,
                                                     "turns": [{"user": "hi"}], "session_date": 1e300})
    assert r.status_code == 422 and r.get_json()["field"] == "session_date"
    assert client.get(PREFIX + "/observations", query_string={"sessionId": "c2"}).get_json()["total"] == 0
