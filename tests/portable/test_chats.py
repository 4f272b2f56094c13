"""Reading ChatGPT's and Claude's data exports (fixtures in the documented shape, tests/portable/fixtures)."""
from __future__ import annotations

import copy
import json
import zipfile
from pathlib import Path

import pytest

from agentmemory.config import Settings
from agentmemory.portable import CHAT_SOURCES
from agentmemory.portable.chats import PARSERS, ChatFileError, read_conversations

FIXTURES = Path(__file__).parent / "fixtures"
CHATGPT = FIXTURES / "chatgpt_conversations.json"
CLAUDE = FIXTURES / "claude_conversations.json"
MAX_BYTES = Settings().max_body_bytes  # AGENTMEMORY_MAX_BODY_BYTES' default


def test_every_source_the_cli_offers_has_a_reader():
    assert set(PARSERS) == set(CHAT_SOURCES)


def test_chatgpt_follows_the_branch_to_current_node_and_keeps_only_the_conversation():
    first, second = read_conversations("chatgpt", str(CHATGPT), MAX_BYTES)
    assert first.id == "6740a1b2-33c4-8000-9d2e-3b0f8f6e4a11" and first.title == "Pinning bcrypt"
    # the discarded regeneration (a-1-old), the system prompt, the hidden thoughts, the tool call and
    # the tool's output are not turns; the image part of a multimodal message is left out
    assert [(t.message_id, t.speaker) for t in first.turns] == [
        ("u-1", "user"), ("a-1", "assistant"), ("u-2", "user"), ("a-2", "assistant")]
    assert first.turns[2].text == "Here is the stack trace from the login page."
    assert first.turns[0].ts == 1735725660.25  # the message's own time
    assert [t.text for t in second.turns] == ["ok", "ok"]


def test_chatgpt_without_current_node_takes_the_latest_leaf(tmp_path):
    data = json.loads(CHATGPT.read_text())
    del data[0]["current_node"]
    path = tmp_path / "c.json"
    path.write_text(json.dumps(data))
    turns = read_conversations("chatgpt", str(path), MAX_BYTES)[0].turns
    assert turns[-1].message_id == "a-2"


def test_claude_reads_text_blocks_or_text_and_maps_human_to_user():
    first, empty = read_conversations("claude", str(CLAUDE), MAX_BYTES)
    assert first.title == "Postgres vacuum question"
    assert [t.speaker for t in first.turns] == ["user", "assistant", "user"]
    assert first.turns[1].text.startswith("The table gets 50k updates")  # text blocks, not tool_use/tool_result
    assert first.turns[2].text.startswith("Set it per table")  # no content blocks: `text`
    assert first.turns[0].ts == pytest.approx(1735895702.5)
    assert empty.turns == []


def test_the_export_zip_is_read_as_well(tmp_path):
    path = tmp_path / "export.zip"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("user.json", "{}")
        z.writestr("conversations.json", CLAUDE.read_text())
    assert len(read_conversations("claude", str(path), MAX_BYTES)) == 2


def _broken(tmp_path, source: str, edit) -> str:
    data = json.loads((CHATGPT if source == "chatgpt" else CLAUDE).read_text())
    edit(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    return str(path)


BROKEN = [
    ("chatgpt", lambda d: d[1].pop("mapping"), ["conversation 1", "mapping", "Field required"]),
    ("chatgpt", lambda d: d[0].update(current_node="nowhere"), ["conversation 0", "current_node", "not in mapping"]),
    ("chatgpt", lambda d: d[1]["mapping"]["r"].update(parent="a"), ["cycle"]),
    ("chatgpt", lambda d: d[1]["mapping"]["q"].update(parent="gone"), ["no node 'gone'"]),
    ("chatgpt", lambda d: d[0]["mapping"]["u-1"]["message"].update(author="user"), ["author"]),
    ("chatgpt", lambda d: d[1].update(id=None, conversation_id=None), ["neither id nor conversation_id"]),
    ("claude", lambda d: d[0]["chat_messages"][1].pop("sender"), ["conversation 0", "chat_messages.1.sender"]),
    ("claude", lambda d: d[0]["chat_messages"][2].update(created_at="yesterday"), ["created_at", "ISO 8601"]),
    ("claude", lambda d: d.append("not a conversation"), ["conversation 2"]),
]


@pytest.mark.parametrize("source, edit, words", BROKEN)
def test_a_malformed_conversation_names_itself_and_the_field(tmp_path, source, edit, words):
    with pytest.raises(ChatFileError) as exc:
        read_conversations(source, _broken(tmp_path, source, edit), MAX_BYTES)
    message = str(exc.value)
    assert "\n" not in message
    for w in words:
        assert w in message, (w, message)


def test_files_that_are_not_exports(tmp_path):
    (tmp_path / "x.json").write_text("{not json")
    (tmp_path / "n.json").write_text("42")
    with pytest.raises(ChatFileError, match="not valid JSON"):
        read_conversations("chatgpt", str(tmp_path / "x.json"), MAX_BYTES)
    with pytest.raises(ChatFileError, match="expected a JSON array"):
        read_conversations("claude", str(tmp_path / "n.json"), MAX_BYTES)
    with pytest.raises(ChatFileError, match="cannot read"):
        read_conversations("claude", str(tmp_path / "missing.json"), MAX_BYTES)
    with pytest.raises(ChatFileError, match="is not a chatgpt conversation"):
        read_conversations("chatgpt", str(CLAUDE), MAX_BYTES)  # the wrong source
    with zipfile.ZipFile(tmp_path / "e.zip", "w") as z:
        z.writestr("other.json", "[]")
    with pytest.raises(ChatFileError, match="without a conversations.json"):
        read_conversations("chatgpt", str(tmp_path / "e.zip"), MAX_BYTES)


def test_one_conversation_object_is_read_as_a_list_of_one(tmp_path):
    path = tmp_path / "one.json"
    path.write_text(json.dumps(copy.deepcopy(json.loads(CLAUDE.read_text())[0])))
    assert len(read_conversations("claude", str(path), MAX_BYTES)) == 1


def test_the_size_limit_is_exact_and_holds_for_a_zip_by_what_it_decompresses_to(tmp_path):
    """A file of exactly the limit is read; one byte more is refused (ChatFileTooLarge) without reading it whole."""
    from agentmemory.portable.chats import ChatFileTooLarge
    size = CLAUDE.stat().st_size
    assert len(read_conversations("claude", str(CLAUDE), size)) == 2
    with pytest.raises(ChatFileTooLarge, match=f"larger than {size - 1} bytes"):
        read_conversations("claude", str(CLAUDE), size - 1)
    path = tmp_path / "export.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("conversations.json", CLAUDE.read_text())
    assert len(read_conversations("claude", str(path), size)) == 2
    with pytest.raises(ChatFileTooLarge, match="export.zip: its conversations.json is larger"):
        read_conversations("claude", str(path), size - 1)
