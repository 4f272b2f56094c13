"""Strict JSON for every transport: NaN/Infinity and lone surrogates are 400s, never 500s."""
import pytest

from agentmemory.errors import BadRequest
from agentmemory.jsonbody import loads_strict

BAD = [b'{"a": NaN}', b'{"a": Infinity}', b'{"a": -Infinity}', b'{"a": "\\ud800"}', b"[" * 100_000, b"{bad"]


@pytest.mark.parametrize("raw", BAD)
def test_loads_strict_rejects(raw):
    with pytest.raises(BadRequest):
        loads_strict(raw)


def test_loads_strict_accepts_valid_pairs_and_unicode():
    assert loads_strict(b'{"a": "\\ud83d\\ude00 ok", "n": 1.5}') == {"a": "\U0001F600 ok", "n": 1.5}


@pytest.mark.parametrize("raw", BAD[:4])
def test_rest_and_mcp_answer_400_for_unstorable_json(client, raw):
    r = client.post("/agentmemory/remember", data=raw, content_type="application/json")
    assert r.status_code == 400 and "error" in r.get_json()
    body = (b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"memory_save","arguments":'
            + raw + b'}}')
    r = client.post("/mcp", data=body, content_type="application/json",
                    headers={"Accept": "application/json, text/event-stream"})
    assert r.status_code == 400
    assert r.get_json()["error"]["code"] == -32700
