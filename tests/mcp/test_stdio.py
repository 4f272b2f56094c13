"""mcp/stdio.py's line reading: the body limit holds per message, exactly, and a longer line is skipped whole."""
from __future__ import annotations

import io
import json

from agentmemory.mcp.dispatch import Reply
from agentmemory.mcp.stdio import run


def test_a_line_of_exactly_the_limit_is_read_one_byte_more_is_skipped_to_its_end():
    seen = []

    def echo(line, protocol_version=None):
        seen.append(line)
        return Reply({"jsonrpc": "2.0", "id": len(seen), "result": {}}, 200)

    exact, over = b"x" * 64, b"y" * 65 + b"z" * 300  # the over-long line continues well past the limit
    out = io.BytesIO()
    run(echo, io.BytesIO(exact + b"\n" + over + b"\n" + b"after\n"), out, max_bytes=64)
    assert seen == [exact + b"\n", b"after\n"]  # nothing of the long line reached the handler
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert [a["id"] for a in answers] == [1, None, 2]
    assert "larger than 64 bytes" in answers[1]["error"]["message"]
