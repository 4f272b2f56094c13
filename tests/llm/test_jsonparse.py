"""Tests for llm/jsonparse.py: JSON replies as models really send them."""
import pytest
from pydantic import BaseModel

from agentmemory.llm.jsonparse import JSONReplyError, extract_json, parse_reply


class Item(BaseModel):
    text: str
    confidence: float = 0.5


class Draft(BaseModel):
    narrative: str
    lessons: list[str] = []
    items: list[Item] = []
    count: int = 0


@pytest.mark.parametrize("reply, expected", [
    ('{"a": 1}', {"a": 1}),
    ('```json\n{"a": [1, 2]}\n```', {"a": [1, 2]}),
    ('```\n[1, 2, 3]\n```', [1, 2, 3]),
    ('Sure! Here is the JSON you asked for:\n{"a": "b"}\nLet me know if you need more.', {"a": "b"}),
    ('{"a": [1, 2, ], "b": {"c": 3,},}', {"a": [1, 2], "b": {"c": 3}}),
    ('{"text": "line one\nline two"}', {"text": "line one\nline two"}),  # raw newline inside a string
    ('{"path": "a \\"quoted\\" {brace} [x]"}', {"path": 'a "quoted" {brace} [x]'}),
    ('Use {placeholders} like this. {"real": true}', {"real": True}),  # a false start is skipped
])
def test_extracts_and_fixes(reply, expected):
    assert extract_json(reply) == expected


@pytest.mark.parametrize("reply, expected", [
    ('{"narrative": "The session fixed the bu', {"narrative": "The session fixed the bu"}),
    ('{"a": [1, 2, 3', {"a": [1, 2, 3]}),
    ('{"a": [1, 2], "narr', {"a": [1, 2]}),  # a cut key is dropped
    ('{"a": 1, "b":', {"a": 1, "b": None}),
    ('{"a": 1, "b": tru', {"a": 1}),  # a cut literal is dropped with its key
    ('{"items": [{"text": "x"}, {"text": "y", "confid', {"items": [{"text": "x"}, {"text": "y"}]}),
    ('```json\n{"lessons": ["one", "two", "thr', {"lessons": ["one", "two", "thr"]}),
    ('{"s": "ends with a backslash \\', {"s": "ends with a backslash "}),
])
def test_repairs_truncated_replies(reply, expected):
    assert extract_json(reply) == expected


@pytest.mark.parametrize("reply", ["", "   ", "I cannot help with that.", "{not json at all}", "<html>502</html>"])
def test_no_json_is_an_error(reply):
    with pytest.raises(JSONReplyError):
        extract_json(reply)


def test_parse_reply_validates_with_the_schema():
    d = parse_reply('```json\n{"narrative": "n", "lessons": ["a", "b",], "count": "3"}\n```', Draft)
    assert d == Draft(narrative="n", lessons=["a", "b"], count=3)


def test_invalid_list_items_are_skipped_not_fatal():
    reply = ('{"narrative": "n", "lessons": ["good", 42, {"x": 1}, "also good"], '
             '"items": [{"text": "ok"}, {"confidence": 0.9}, "junk", {"text": "fine", "confidence": "high"}, '
             '{"text": "last", "confidence": 1}]}')
    d = parse_reply(reply, Draft)
    assert d.lessons == ["good", "also good"]
    assert [i.text for i in d.items] == ["ok", "last"]


def test_a_bad_optional_field_falls_back_to_its_default():
    d = parse_reply('{"narrative": "n", "count": "many", "items": "not a list of objects"}', Draft)
    assert d.count == 0 and d.items == []


def test_a_single_value_for_a_list_field_becomes_one_item():
    class Tags(BaseModel):
        name: str
        tags: list[Item] = []
    d = parse_reply('{"name": "x", "tags": {"text": "only one"}}', Tags)
    assert [t.text for t in d.tags] == ["only one"]
    assert parse_reply('{"narrative": "n", "lessons": "just one"}', Draft).lessons == ["just one"]


def test_near_miss_shapes():
    class Lessons(BaseModel):
        lessons: list[str]
    assert parse_reply('["a", "b"]', Lessons).lessons == ["a", "b"]  # bare list for a one-list model
    assert parse_reply('{"result": {"narrative": "wrapped"}}', Draft).narrative == "wrapped"


def test_missing_required_field_is_an_error():
    with pytest.raises(JSONReplyError, match="narrative"):
        parse_reply('{"lessons": ["a"]}', Draft)
    with pytest.raises(JSONReplyError):
        parse_reply('[1, 2]', Draft)


def test_truncated_reply_still_validates():
    d = parse_reply('{"narrative": "Fixed the login bug.", "lessons": ["Run migrations first", "Pin the no',
                    Draft)
    assert d.narrative == "Fixed the login bug." and d.lessons == ["Run migrations first", "Pin the no"]
