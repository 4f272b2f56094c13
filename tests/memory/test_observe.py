"""Tests for memory/observe.py: hook payloads -> typed observations."""
import json
import time

import pytest
from hypothesis import given, settings as hsettings
from hypothesis import strategies as st

from agentmemory.memory.ingest import observe
from agentmemory.memory.ingest.observe import IMPORTANCE, OBS_TYPES, derive_observation, normalise_hook_type

KEYS = {"type", "title", "facts", "concepts", "files", "narrative", "importance"}


def tool(name, tool_input, response=None, hook="PostToolUse", response_key="tool_response"):
    data = {"tool_name": name, "tool_input": tool_input, "session_id": "s1", "cwd": "/work"}
    if response is not None:
        data[response_key] = response
    return derive_observation(hook, data)


def assert_contract(obs, max_chars=200_000):
    assert KEYS <= set(obs) <= KEYS | {"toolName"}
    assert obs["type"] in OBS_TYPES
    assert isinstance(obs["title"], str) and 0 < len(obs["title"]) <= 120 and "\n" not in obs["title"]
    assert all(isinstance(f, str) for f in obs["facts"])
    assert all(isinstance(c, str) and c == c.lower() for c in obs["concepts"]) and len(obs["concepts"]) <= 12
    assert len(set(obs["concepts"])) == len(obs["concepts"]) and len(set(obs["files"])) == len(obs["files"])
    assert isinstance(obs["narrative"], str) and len(obs["narrative"]) <= max_chars
    assert isinstance(obs["importance"], int) and 1 <= obs["importance"] <= 10


@pytest.mark.parametrize("raw,expected", [
    ("PostToolUse", "post_tool_use"), ("post_tool_use", "post_tool_use"), ("post-tool-use", "post_tool_use"),
    ("posttooluse", "post_tool_use"), ("POST_TOOL_USE", "post_tool_use"), ("UserPromptSubmit", "user_prompt_submit"),
    ("SessionStart", "session_start"), ("PreCompact", "pre_compact"), ("Message", "message"),
    ("MCPToolCall", "mcp_tool_call"), ("", ""), (None, ""), (7, "7"),
])
def test_normalise_hook_type(raw, expected):
    assert normalise_hook_type(raw) == expected


def test_edit():
    obs = tool("Edit", {"file_path": "src/app.py", "old_string": "x = 1",
                        "new_string": "def handle_request(req):\n    return 2\n"}, {"success": True})
    assert_contract(obs)
    assert obs["type"] == "file_edit" and obs["toolName"] == "Edit"
    assert obs["title"] == "Edit src/app.py" and obs["files"] == ["src/app.py"]
    assert {"python", "handle_request"} <= set(obs["concepts"])
    assert "def handle_request" in obs["narrative"] and obs["importance"] == IMPORTANCE["file_edit"]


def test_multiedit_counts_changes():
    obs = tool("MultiEdit", {"file_path": "/w/a.ts", "edits": [
        {"old_string": "a", "new_string": "b"}, {"old_string": "c", "new_string": "class Widget {}"}, "junk"]})
    assert obs["type"] == "file_edit" and "2 change(s)" in obs["facts"][0]
    assert {"typescript", "widget"} <= set(obs["concepts"])


def test_write():
    obs = tool("Write", {"file_path": "README.md", "content": "# Title\nSee docs/guide.md\n"})
    assert_contract(obs)
    assert obs["type"] == "file_write" and obs["title"] == "Write README.md"
    assert obs["files"] == ["README.md", "docs/guide.md"] and "Wrote 2 lines" in obs["facts"][0]


def test_read():
    obs = tool("Read", {"file_path": "/etc/hosts", "offset": 10, "limit": 5},
               {"type": "text", "file": {"filePath": "/etc/hosts", "content": "127.0.0.1 localhost"}})
    assert obs["type"] == "file_read" and obs["files"] == ["/etc/hosts"]
    assert "lines 10-14" in obs["title"] and "127.0.0.1 localhost" in obs["narrative"]
    assert obs["importance"] == IMPORTANCE["file_read"]


def test_bash_success():
    obs = tool("Bash", {"command": "cd /work && python -m pytest tests/memory -q", "description": "Run tests"},
               {"stdout": "12 passed in 0.5s", "stderr": "", "interrupted": False})
    assert_contract(obs)
    assert obs["type"] == "command_run" and obs["title"].startswith("Run: cd /work && python -m pytest")
    assert {"python", "pytest"} <= set(obs["concepts"]) and "tests/memory" in obs["files"]
    assert "12 passed" in obs["narrative"] and obs["importance"] == IMPORTANCE["command_run"]


def test_bash_output_is_clipped():
    obs = tool("Bash", {"command": "cat big.log"}, {"stdout": "line\n" * 100_000, "stderr": ""})
    assert len(obs["narrative"]) < observe.SNIPPET_CHARS + 200 and "truncated" in obs["narrative"]


@pytest.mark.parametrize("response", [
    {"stdout": "", "stderr": 'Traceback (most recent call last):\n  File "app.py"\nValueError: bad value'},
    {"stdout": "building\nerror[E0308]: mismatched types", "stderr": ""},
    {"stdout": "", "stderr": "", "exit_code": 2},
    {"stdout": "ok", "error": "Command timed out"},
    "bash: foo: command not found",
])
def test_bash_failure_becomes_error(response):
    obs = tool("Bash", {"command": "python app.py"}, response)
    assert_contract(obs)
    assert obs["type"] == "error" and obs["toolName"] == "Bash"
    assert obs["importance"] > IMPORTANCE["command_run"] and obs["importance"] >= IMPORTANCE["error"]
    assert obs["title"].startswith("Failed: ") and obs["facts"][0].startswith("Error: ")


def test_bash_stderr_noise_is_not_an_error():
    obs = tool("Bash", {"command": "git push"}, {"stdout": "", "stderr": "To github.com:o/r.git\n  a..b  main -> main"})
    assert obs["type"] == "command_run"
    obs = tool("Bash", {"command": "grep -c error log"}, {"stdout": "0 errors found, error handling ok"})
    assert obs["type"] == "command_run"


def test_failure_hook_and_tool_error_marker():
    obs = tool("Edit", {"file_path": "a.py", "old_string": "x", "new_string": "y"},
               "<tool_use_error>String to replace not found</tool_use_error>")
    assert obs["type"] == "error" and "String to replace not found" in obs["facts"][0]
    obs = derive_observation("PostToolUseFailure", {"tool_name": "Write", "tool_input": {"file_path": "b.py"},
                                                    "error": "EACCES: permission denied"})
    assert obs["type"] == "error" and "EACCES" in obs["facts"][0] and obs["files"] == ["b.py"]


def test_read_of_a_file_that_mentions_errors_is_not_an_error():
    obs = tool("Read", {"file_path": "log.py"}, {"file": {"content": "raise ValueError: x\nerror: y"}})
    assert obs["type"] == "file_read"


@pytest.mark.parametrize("name,tool_input,response,title", [
    ("Grep", {"pattern": "derive_observation", "path": "src"}, {"filenames": ["src/a.py", "src/b.py"], "numFiles": 2},
     "Grep 'derive_observation' in src"),
    ("Glob", {"pattern": "**/*.py"}, {"filenames": ["a.py"]}, "Glob '**/*.py'"),
])
def test_search(name, tool_input, response, title):
    obs = tool(name, tool_input, response)
    assert obs["type"] == "search" and obs["title"] == title
    assert set(response["filenames"]) <= set(obs["files"]) and obs["facts"][0].endswith("matched")


def test_web_fetch_and_search():
    obs = tool("WebFetch", {"url": "https://www.sqlite.org/fts5.html", "prompt": "How is bm25 ranked?"},
               {"result": "FTS5 ranks with bm25()", "code": 200})
    assert obs["type"] == "web_fetch" and obs["title"] == "Fetch https://www.sqlite.org/fts5.html"
    assert "sqlite.org" in obs["concepts"] and obs["files"] == [] and "FTS5 ranks" in obs["narrative"]
    obs = tool("WebSearch", {"query": "onnxruntime int8 MiniLM"}, "results...")
    assert obs["type"] == "web_fetch" and obs["title"] == "Web search: onnxruntime int8 MiniLM"


def test_task_and_todos():
    obs = tool("Task", {"description": "Explore repo", "prompt": "Find the MemoryService", "subagent_type": "Explore"},
               [{"type": "text", "text": "It is in memory/service.py"}])
    assert obs["type"] == "task" and obs["title"] == "Task: Explore repo"
    assert "memoryservice" in obs["concepts"] and "It is in memory/service.py" in obs["narrative"]
    todos = [{"content": "Write tests", "status": "in_progress"}, {"content": "Ship", "status": "pending"},
             {"content": "Plan", "status": "pending"}]
    obs = tool("TodoWrite", {"todos": todos})
    assert obs["type"] == "task" and obs["title"] == "Todo list: 1 in progress, 2 pending"
    assert obs["facts"][0] == "[in_progress] Write tests"


def test_other_tools_are_tool_use():
    obs = tool("mcp__github__create_issue", {"title": "Parser crash", "body": "x"}, {"number": 5},
               response_key="tool_output")
    assert_contract(obs)
    assert obs["type"] == "tool_use" and obs["toolName"] == "mcp__github__create_issue"
    assert obs["title"] == "mcp__github__create_issue: Parser crash" and "github" in obs["concepts"]
    assert "number: 5" in obs["narrative"] and "{" not in obs["narrative"]


def test_pre_tool_use_is_marked_not_run():
    obs = tool("Bash", {"command": "rm -rf build"}, hook="pre-tool-use")
    assert obs["type"] == "command_run" and any("not yet run" in f for f in obs["facts"])


def test_raw_claude_code_payload_uses_hook_event_name():
    obs = derive_observation("", {"hook_event_name": "PostToolUse", "tool_name": "Read",
                                  "tool_input": {"file_path": "x.md"}})
    assert obs["type"] == "file_read"
    assert derive_observation(None, {"hook_event_name": "SessionStart"})["type"] == "session_event"


def test_prompt_is_verbatim():
    text = "Please fix   the failing test in tests/test_app.py\n\nwith Flask."
    obs = derive_observation("UserPromptSubmit", {"prompt": text, "session_id": "s"})
    assert_contract(obs)
    assert obs["type"] == "prompt" and obs["narrative"] == text
    assert obs["title"].startswith("Prompt: Please fix the failing test")
    assert "tests/test_app.py" in obs["files"] and "flask" in obs["concepts"]


@pytest.mark.parametrize("hook,data,title", [
    ("SessionStart", {"source": "startup"}, "Session started (startup)"),
    ("Stop", {"stop_hook_active": False}, "Agent stopped"),
    ("session-end", {"reason": "logout"}, "Session ended (logout)"),
    ("Notification", {"message": "Claude needs your permission"}, "Notification: Claude needs your permission"),
    ("PreCompact", {"trigger": "auto"}, "Context compaction (auto)"),
])
def test_session_events(hook, data, title):
    obs = derive_observation(hook, data)
    assert obs["type"] == "session_event" and obs["title"] == title
    assert obs["importance"] == IMPORTANCE["session_event"]


def test_message_turn_is_verbatim():
    text = "I went to the LGBTQ support group yesterday.\n\n   It was  so\tpowerful,\nMelanie!  \n"
    obs = derive_observation("message", {"speaker": "Caroline", "text": text, "dia_id": "D1:3"})
    assert_contract(obs)
    assert obs["type"] == "conversation" and obs["narrative"] == "Caroline: " + text
    assert obs["title"] == "Caroline: I went to the LGBTQ support group yesterday. It was so powerful, Melanie!"
    assert {"caroline", "lgbtq", "melanie"} <= set(obs["concepts"])
    assert obs["importance"] == 5 and obs["files"] == []


def test_message_with_role_and_content_blocks():
    data = {"role": "assistant", "content": [{"type": "text", "text": "Use SQLite FTS5."},
                                             {"type": "image"}, {"type": "text", "text": "Then  BM25."}]}
    obs = derive_observation("conversation", data)
    assert obs["narrative"] == "assistant: Use SQLite FTS5.\nThen  BM25."
    assert {"sqlite", "fts5", "bm25"} <= set(obs["concepts"]) and "assistant" not in obs["concepts"]
    obs = derive_observation("turn", {"role": "user", "content": "hi there"})
    assert obs["title"] == "user: hi there"


def test_message_image_caption_becomes_a_fact():
    obs = derive_observation("message", {"speaker": "Mel", "text": "Look!", "blip_caption": "a sunset over a lake"})
    assert obs["facts"] == ["Shared an image: a sunset over a lake"] and obs["narrative"] == "Mel: Look!"


def test_long_message_is_kept_up_to_max_chars():
    text = "word " * 30_000  # 150k chars: under the default limit, kept whole
    assert derive_observation("message", {"speaker": "a", "text": text})["narrative"] == "a: " + text
    obs = derive_observation("message", {"speaker": "a", "text": text}, max_chars=1000)
    assert len(obs["narrative"]) <= 1000 and obs["narrative"].startswith("a: word word")


@pytest.mark.parametrize("kind,importance", [("decision", 8), ("error", 7), ("note", 5)])
def test_explicit_types(kind, importance):
    obs = derive_observation("observation", {"type": kind, "text": "Chose SQLite WAL over Postgres for src/db.py",
                                             "reason": "one file to back up"})
    assert_contract(obs)
    assert obs["type"] == kind and obs["importance"] == importance
    assert obs["title"] == "Chose SQLite WAL over Postgres for src/db.py"
    assert "Reason: one file to back up" in obs["facts"] and obs["files"] == ["src/db.py"]
    assert {"sqlite", "wal", "postgres"} <= set(obs["concepts"])


def test_client_importance_is_clamped():
    assert derive_observation("note", {"type": "note", "text": "x", "importance": 99})["importance"] == 10
    assert derive_observation("note", {"text": "x", "importance": -3})["importance"] == 1
    assert derive_observation("note", {"text": "x", "importance": float("nan")})["importance"] == 5


@pytest.mark.parametrize("data", [None, 0, -1.5, True, "", "just a string", [], [[[]]], {}, {"a": None},
                                  [1, "two", {"three": [3]}], list(range(100_000)), {"k" * 10_000: "v" * 10_000}],
                         ids=lambda d: type(d).__name__)
def test_unknown_shapes_become_notes(data):
    obs = derive_observation("custom_hook", data)
    assert_contract(obs)
    assert obs["type"] == "note"


def test_unknown_shape_is_rendered_readably():
    obs = derive_observation("whatever", {"msg": "deploy finished", "meta": {"region": "eu", "nodes": [1, 2]}})
    assert obs["title"] == "deploy finished"
    assert obs["narrative"] == "msg: deploy finished\nmeta:\n  region: eu\n  nodes:\n    - 1\n    - 2"
    assert derive_observation("tool_use", "raw")["type"] == "tool_use"


@pytest.mark.parametrize("unit,times", [
    ("x", 1_000_000), ("a.", 300_000), ("a/", 300_000), ("a-", 300_000), ("./", 300_000), ("Ab ", 300_000),
    ("_", 600_000), ("~/a", 200_000), ("error: x\n", 100_000), ("http://", 100_000),
])
def test_huge_strings_stay_fast(unit, times):
    # Regression: the URL pattern could start anywhere inside a word, quadratic on 1 MB of "x".
    text = unit * times
    started = time.thread_time()  # CPU time: a loaded machine slows the wall clock, not this
    for hook, data in (("note", text), ("message", {"speaker": "a", "text": text}),
                       ("PostToolUse", {"tool_name": "Bash", "tool_input": {"command": text},
                                        "tool_response": {"stdout": text, "stderr": text}})):
        assert_contract(derive_observation(hook, data))
    assert time.thread_time() - started < 3.0


def test_deeply_nested_data_does_not_recurse_forever():
    data: list = []
    for _ in range(5000):
        data = [data]
    assert_contract(derive_observation("x", {"deep": data}))


def test_file_paths_in_text():
    text = ("Edited src/app.py and ./README.md, read /etc/hosts, see ~/notes/todo.txt and C:\\work\\main.py; "
            "config.yaml too. Not https://example.com/a/b.py nor and/or, TCP/IP, 3/4, e.g. or v1.2.3.")
    obs = derive_observation("note", {"type": "note", "text": text})
    assert obs["files"] == ["src/app.py", "./README.md", "/etc/hosts", "~/notes/todo.txt", "C:\\work\\main.py",
                            "config.yaml"]


def test_output_is_json_serialisable():
    obs = tool("Bash", {"command": "ls"}, {"stdout": "a\nb"})
    assert json.loads(json.dumps(obs)) == obs


# ---------------------------------------------------------------- property tests
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=200),
    lambda children: st.lists(children, max_size=6) | st.dictionaries(st.text(max_size=12), children, max_size=6),
    max_leaves=25,
)
hooks = st.text(max_size=20) | st.sampled_from([
    "PostToolUse", "pre_tool_use", "PostToolUseFailure", "UserPromptSubmit", "SessionStart", "Stop", "Notification",
    "message", "turn", "decision", "error", "note", "", "other"])
tool_payloads = st.fixed_dictionaries(
    {"tool_name": st.text(max_size=10) | st.sampled_from([
        "Edit", "MultiEdit", "Write", "Read", "Bash", "Grep", "Glob", "WebFetch", "WebSearch", "Task", "TodoWrite",
        "NotebookEdit", "mcp__x__y"]),
     "tool_input": json_values | st.dictionaries(
         st.sampled_from(["file_path", "command", "edits", "todos", "content", "old_string", "new_string", "url",
                          "pattern", "offset", "limit", "paths", "description"]), json_values),
     "tool_response": json_values | st.dictionaries(
         st.sampled_from(["stdout", "stderr", "exit_code", "error", "filenames", "numFiles", "file", "result",
                          "is_error", "interrupted"]), json_values)},
)
shaped = st.fixed_dictionaries({}, optional={
    "type": st.sampled_from(OBS_TYPES) | json_values, "speaker": json_values, "role": json_values,
    "text": json_values, "content": json_values, "prompt": json_values, "importance": json_values,
    "hook_event_name": hooks, "message": json_values, "title": json_values,
})


@pytest.mark.slow
@hsettings(max_examples=200, deadline=None)
@given(hook=hooks, data=json_values | tool_payloads | shaped, max_chars=st.integers(0, 5000))
def test_never_raises_and_keeps_the_contract(hook, data, max_chars):
    hook_name = observe.normalise_hook_type(hook)
    # The builders themselves must cope: the safety net in derive_observation is not a crutch.
    observe._derive(hook_name, data)
    obs = derive_observation(hook, data, max_chars=max_chars)
    assert_contract(obs, max_chars)
    json.dumps(obs, allow_nan=True)
