"""Writes history.json: a coding agent's work on `ledgerline`, a Rust CLI that imports bank CSV
statements into a local SQLite ledger, over eleven sessions in March 2026.

    python bench/agentdev/build.py        # rewrites bench/agentdev/history.json and questions.json

Every hook item is a payload shaped as Claude Code sends it (hook_event_name, session_id,
transcript_path, cwd, tool_name, tool_input, tool_response, prompt, ...) with an explicit
`timestamp`; `remember` and `lesson` items are what the agent saved through the memory tools.
Each item carries a `marker` ("s3.rename") that questions.json names as gold; the loader
(bench/agent_eval.py) maps markers to the server's ids. The story, and which item answers
what, is in bench/agentdev/README.md.
"""
from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

HERE = Path(__file__).resolve().parent
CWD = "/home/maya/code/ledgerline"
TRANSCRIPTS = "/home/maya/.claude/projects/-home-maya-code-ledgerline"


class Session:
    """Turns the compact steps of one session into timestamped items."""

    def __init__(self, sid: str, start: str, uuid: str):
        self.sid, self.uuid = sid, uuid
        self.t = datetime.fromisoformat(start).replace(tzinfo=timezone.utc)
        self.items: list[dict] = []
        self.n = 0

    def _base(self, event: str) -> dict:
        return {"hook_event_name": event, "session_id": self.uuid,
                "transcript_path": f"{TRANSCRIPTS}/{self.uuid}.jsonl", "cwd": CWD, "permission_mode": "default"}

    def _add(self, marker: str | None, kind: str, payload: dict, minutes: float) -> None:
        self.n += 1
        self.t += timedelta(minutes=minutes)
        self.items.append({"marker": f"{self.sid}.{marker or f'n{self.n:02d}'}", "kind": kind,
                           "session": self.sid, "timestamp": self.t.strftime("%Y-%m-%dT%H:%M:%SZ"),
                           "payload": payload})

    def _tool(self, marker, name, tin, tout, minutes=2.5):
        p = self._base("PostToolUse")
        p.update(tool_name=name, tool_input=tin, tool_response=tout,
                 tool_use_id=f"toolu_{self.uuid[:8]}{self.n + 1:03d}")
        self._add(marker, "hook", p, minutes)

    # -- steps ---------------------------------------------------------------
    def start(self, source="startup"):
        self._add(None, "hook", {**self._base("SessionStart"), "source": source}, 0)

    def prompt(self, marker, text, minutes=3):
        self._add(marker, "hook", {**self._base("UserPromptSubmit"), "prompt": text}, minutes)

    def bash(self, marker, command, stdout="", stderr="", desc=None, code=0, minutes=2):
        tin = {"command": command, **({"description": desc} if desc else {})}
        tout = {"stdout": stdout, "stderr": stderr, "interrupted": False, "isImage": False}
        if code:
            tout["exit_code"] = code
        self._tool(marker, "Bash", tin, tout, minutes)

    def read(self, marker, path, content, minutes=1.5):
        lines = content.count("\n") + 1
        self._tool(marker, "Read", {"file_path": f"{CWD}/{path}"},
                   {"type": "text", "file": {"filePath": f"{CWD}/{path}", "content": content,
                                             "numLines": lines, "startLine": 1, "totalLines": lines}}, minutes)

    def write(self, marker, path, content, minutes=4):
        self._tool(marker, "Write", {"file_path": f"{CWD}/{path}", "content": content},
                   {"type": "create", "filePath": f"{CWD}/{path}", "content": content, "structuredPatch": []},
                   minutes)

    def edit(self, marker, path, old, new, minutes=3):
        self._tool(marker, "Edit", {"file_path": f"{CWD}/{path}", "old_string": old, "new_string": new,
                                    "replace_all": False},
                   {"filePath": f"{CWD}/{path}", "oldString": old, "newString": new, "structuredPatch": [],
                    "userModified": False, "replaceAll": False}, minutes)

    def grep(self, marker, pattern, files, minutes=1):
        self._tool(marker, "Grep", {"pattern": pattern, "path": CWD, "output_mode": "files_with_matches"},
                   {"mode": "files_with_matches", "numFiles": len(files), "filenames": files}, minutes)

    def todo(self, marker, todos, minutes=1):
        self._tool(marker, "TodoWrite", {"todos": [{"content": t, "status": s, "activeForm": t} for t, s in todos]},
                   {"oldTodos": [], "newTodos": []}, minutes)

    def fetch(self, marker, url, ask, answer, minutes=2):
        self._tool(marker, "WebFetch", {"url": url, "prompt": ask},
                   {"bytes": 20000, "code": 200, "codeText": "OK", "result": answer, "url": url}, minutes)

    def stop(self, minutes=1):
        self._add(None, "hook", {**self._base("Stop"), "stop_hook_active": False}, minutes)

    def end(self, reason="prompt_input_exit", minutes=2):
        self._add(None, "hook", {**self._base("SessionEnd"), "reason": reason}, minutes)

    def remember(self, marker, content, title, type_="fact", minutes=1):
        self._add(marker, "remember", {"content": content, "title": title, "type": type_}, minutes)

    def lesson(self, marker, content, context, minutes=1):
        self._add(marker, "lesson", {"content": content, "context": context, "confidence": 0.7}, minutes)


def build() -> list[dict]:
    items: list[dict] = []
    for sid, start, uuid, steps in SESSIONS:
        s = Session(sid, start, uuid)
        steps(s)
        items.extend(s.items)
    markers = [i["marker"] for i in items]
    assert len(markers) == len(set(markers)), "duplicate markers"
    return items


def main() -> None:
    items = build()
    (HERE / "history.json").write_text(json.dumps({"project": "ledgerline", "cwd": CWD, "items": items},
                                                  indent=1, ensure_ascii=False) + "\n")
    known = {i["marker"] for i in items}
    qs = questions()
    for q in qs:
        missing = [m for m in q["gold"] + q.get("stale", []) if m not in known]
        assert not missing, f"{q['id']}: unknown markers {missing}"
    (HERE / "questions.json").write_text(json.dumps({"askedAt": ASKED_AT, "questions": qs}, indent=1) + "\n")
    print(f"{len(items)} items -> {HERE / 'history.json'}; {len(qs)} questions -> {HERE / 'questions.json'}")


if __name__ == "__main__":
    main()
