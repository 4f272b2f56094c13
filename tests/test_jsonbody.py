"""Strict JSON for every transport: NaN/Infinity and lone surrogates are 400s, never 500s."""
import pytest

from agentmemory.errors import BadRequest
from agentmemory.jsonbody import loads_strict

BAD = [b'{"a": NaN}', b'{"a": Infinity}', b'{"a": -Infinity}', b'{"a": "\\ud800"}', b"[" * 100_000, b"{bad",
       b'{"a": 1e400}', b'{"a": [' + b"[" * 300 + b"-1e999" + b"]" * 300 + b"]}"]


@pytest.mark.parametrize("raw", BAD)
def test_loads_strict_rejects(raw):
    with pytest.raises(BadRequest):
        loads_strict(raw)


def test_a_surrogate_sent_as_raw_bytes_is_refused_like_an_escaped_one():
    """Regression: ED A0 80 (U+D800 encoded as if it were a character: not UTF-8) passed `json`'s
    "surrogatepass" decoding unescaped, and an observe's data holding it was a 500 where it was first encoded."""
    with pytest.raises(BadRequest, match="not UTF-8"):
        loads_strict(b'{"a": "\xed\xa0\x80"}')
    with pytest.raises(BadRequest, match="not UTF-8"):
        loads_strict('{"a": "\ud800"}')  # the same, handed on as text (stdio)


def test_loads_strict_reads_integers_beyond_64_bits_whole():
    """orjson reads them as floats: a run of 19 digits or more goes through json, which keeps them whole."""
    body = b'{"big": 123456789012345678901234, "under": -9223372036854775809, "s": "x1234567890123456789y"}'
    assert loads_strict(body) == {"big": 123456789012345678901234, "under": -9223372036854775809,
                                  "s": "x1234567890123456789y"}
    assert isinstance(loads_strict(b"[99999999999999999999]")[0], int)


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


@pytest.mark.parametrize("data, words", [(b'{"text":"\xed\xa0\x80"}', "not UTF-8"), (b'{"n":1e400}', "out of range")])
def test_observe_data_json_cannot_hold_is_a_400_over_rest_and_mcp(client, data, words):
    """Regression: a raw surrogate (not UTF-8) was a 500 UnicodeEncodeError (REST) and -32603 (MCP); 1e400 (json's
    inf) was stored as null and answered 201."""
    before = client.get("/agentmemory/health").get_json()["counts"]
    raw = b'{"hookType":"message","sessionId":"s1","project":"p","data":' + data + b'}'
    r = client.post("/agentmemory/observe", data=raw, content_type="application/json")
    assert r.status_code == 400 and words in r.get_json()["error"]
    body = b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"agent_observe","arguments":' + raw + b'}}'
    r = client.post("/mcp", data=body, content_type="application/json")
    assert r.status_code == 400 and r.get_json()["error"]["code"] == -32700
    assert client.get("/agentmemory/health").get_json()["counts"] == before


# ---------------------------------------------------------------- bodies that cannot be read whole
@pytest.mark.parametrize("path", ["/agentmemory/remember", "/mcp", "/agentmemory/mcp/call"])
def test_a_body_shorter_than_its_content_length_is_a_400_not_a_500(client, path):
    """The stream ends after 2 of 50 declared bytes (a client that went away): 400 JSON, nothing run."""
    import io
    resp = client.post(path, input_stream=io.BytesIO(b"{}"), headers={"Content-Type": "application/json"},
                       environ_overrides={"CONTENT_LENGTH": "50"})
    assert resp.status_code == 400, resp.data
    body = resp.get_json()
    message = body["error"]["message"] if path == "/mcp" else body["error"]
    assert "could not read the request body" in message


def test_read_body_refuses_a_short_body_even_when_the_stream_does_not_raise(app):
    """gunicorn's input returns what arrived before EOF; `{}` must not pass for a 50-byte body."""
    import io

    from agentmemory.errors import BadRequest
    from agentmemory.jsonbody import read_body
    from werkzeug.test import EnvironBuilder
    environ = EnvironBuilder(method="POST", input_stream=io.BytesIO(b"{}")).get_environ()
    environ.update({"CONTENT_LENGTH": "50", "wsgi.input_terminated": True})  # as gunicorn sets them
    with app.request_context(environ):
        from flask import request
        with pytest.raises(BadRequest, match="got 2 of 50 bytes"):
            read_body(request)


@pytest.mark.parametrize("raw", [b'{"content": "keep the first", "content": "keep the last"}',
                                 b'{"content" : "a", "title": "t", "content" : "b"}',
                                 b'{"content": "x", "concepts": ["a"], "files": [], "x": {"k": "12:00", "k": 1}}'])
def test_regression_a_name_given_twice_in_one_object_is_a_400_not_the_last_one_stored(client, raw):
    """{"content": "a", "content": "b"} stored "b" (every parser here kept the last; another reader may keep the
    first): which the client meant is a guess. 400 naming it over REST, -32700 over MCP, nothing stored."""
    before = client.get("/agentmemory/health").get_json()["counts"]
    r = client.post("/agentmemory/remember", data=raw, content_type="application/json")
    assert r.status_code == 400, r.get_json()
    assert "appears twice" in r.get_json()["error"], r.get_json()
    body = b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"memory_save","arguments":' + raw + b'}}'
    r = client.post("/mcp", data=body, content_type="application/json")
    assert r.status_code == 400 and r.get_json()["error"]["code"] == -32700, r.get_json()
    assert "appears twice" in r.get_json()["error"]["message"]
    r = client.post("/mcp", data=b'{"jsonrpc":"2.0","id":1,"method":"ping","method":"tools/call"}',
                    content_type="application/json")
    assert r.status_code == 400 and r.get_json()["error"]["code"] == -32700, r.get_json()
    assert client.get("/agentmemory/health").get_json()["counts"] == before


def test_names_repeated_only_inside_strings_or_across_objects_are_fine():
    assert [loads_strict(b) for b in (b"42", b'"a:b"', b"null", b"[1, 2]", b"{}")] == [42, "a:b", None, [1, 2], {}]
    assert loads_strict(b'[{"a": 1}, {"a": 2}]') == [{"a": 1}, {"a": 2}]
    assert loads_strict(b'{"a": "{\\"b\\": 1, \\"b\\": 2}", "t": "12:00"}') == {"a": '{"b": 1, "b": 2}', "t": "12:00"}
    assert loads_strict(b'{"a\\":": 1, "b": {"c": "\\":"}}') == {'a":': 1, "b": {"c": '":'}}
