"""Builds a coding-agent dev set (bench/agentdev, agentdev2, ..., agentdev6): compact session steps -> items.

A set's `build.py` gives its sessions ((sid, start, uuid, steps), ...), its cwd and transcript
folder; `Session` turns each step into a payload shaped as Claude Code posts it (hook_event_name,
session_id, transcript_path, cwd, tool_name, tool_input, tool_response, prompt, ...) with an
explicit `timestamp` (PreToolUse, PostToolUseFailure and MultiEdit payloads too); `remember` and `lesson` items
are what the agent saved through the memory tools. `write_set` writes history.json and questions.json and checks every gold marker.
"""
from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path


_UNSET = object()  # `Session.multiedit`: no originalFileContents in the response


class Session:
    """Turns the compact steps of one session into timestamped items."""

    def __init__(self, sid: str, start: str, uuid: str, cwd: str, transcripts: str):
        self.sid, self.uuid, self.cwd, self.transcripts = sid, uuid, cwd, transcripts
        self.t = datetime.fromisoformat(start).replace(tzinfo=timezone.utc)
        self.items: list[dict] = []
        self.n = 0

    def _base(self, event: str) -> dict:
        return {"hook_event_name": event, "session_id": self.uuid,
                "transcript_path": f"{self.transcripts}/{self.uuid}.jsonl", "cwd": self.cwd,
                "permission_mode": "default"}

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
        self._tool(marker, "Read", {"file_path": f"{self.cwd}/{path}"},
                   {"type": "text", "file": {"filePath": f"{self.cwd}/{path}", "content": content,
                                             "numLines": lines, "startLine": 1, "totalLines": lines}}, minutes)

    def write(self, marker, path, content, minutes=4):
        self._tool(marker, "Write", {"file_path": f"{self.cwd}/{path}", "content": content},
                   {"type": "create", "filePath": f"{self.cwd}/{path}", "content": content, "structuredPatch": []},
                   minutes)

    def edit(self, marker, path, old, new, minutes=3):
        self._tool(marker, "Edit", {"file_path": f"{self.cwd}/{path}", "old_string": old, "new_string": new,
                                    "replace_all": False},
                   {"filePath": f"{self.cwd}/{path}", "oldString": old, "newString": new, "structuredPatch": [],
                    "userModified": False, "replaceAll": False}, minutes)

    def grep(self, marker, pattern, files, minutes=1):
        self._tool(marker, "Grep", {"pattern": pattern, "path": self.cwd, "output_mode": "files_with_matches"},
                   {"mode": "files_with_matches", "numFiles": len(files), "filenames": files}, minutes)

    def glob(self, marker, pattern, files, minutes=1):
        self._tool(marker, "Glob", {"pattern": pattern},
                   {"filenames": [f"{self.cwd}/{f}" for f in files], "durationMs": 14, "numFiles": len(files),
                    "truncated": False}, minutes)

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

    def pre_tool(self, marker, name, tin, minutes=0.5, ahead=2):
        """PreToolUse, posted before the tool runs (no response yet). `ahead` 2: the tool_use_id of the call that
        follows it, as Claude Code sends; some sets were written with 1 and keep it."""
        p = self._base("PreToolUse")
        p.update(tool_name=name, tool_input=tin, tool_use_id=f"toolu_{self.uuid[:8]}{self.n + ahead:03d}")
        self._add(marker, "hook", p, minutes)

    def tool_failure(self, marker, name, tin, error, minutes=2):
        """PostToolUseFailure: the call itself failed; Claude Code sends the error text, no response."""
        p = self._base("PostToolUseFailure")
        p.update(tool_name=name, tool_input=tin, tool_use_id=f"toolu_{self.uuid[:8]}{self.n + 1:03d}", error=error,
                 is_interrupt=False)
        self._add(marker, "hook", p, minutes)

    def multiedit(self, marker, path, edits, minutes=3, original=_UNSET):
        """A MultiEdit call: `edits` as (old, new) or (old, new, replace_all); `original` the response's
        originalFileContents when the set's payloads carry one."""
        full = f"{self.cwd}/{path}"
        eds = [{"old_string": e[0], "new_string": e[1], "replace_all": e[2] if len(e) > 2 else False} for e in edits]
        out = {"filePath": full, "edits": eds, **({} if original is _UNSET else {"originalFileContents": original}),
               "structuredPatch": [], "userModified": False}
        self._tool(marker, "MultiEdit", {"file_path": full, "edits": eds}, out, minutes)


def build_items(sessions, cwd: str, transcripts: str) -> list[dict]:
    items: list[dict] = []
    for sid, start, uuid, steps in sessions:
        s = Session(sid, start, uuid, cwd, transcripts)
        steps(s)
        items.extend(s.items)
    markers = [i["marker"] for i in items]
    assert len(markers) == len(set(markers)), "duplicate markers"
    return items


def write_set(here: Path, project: str, cwd: str, items: list[dict], asked_at: str, qs: list[dict]) -> None:
    """Writes history.json and questions.json into `here`, after checking every gold and stale marker."""
    (here / "history.json").write_text(json.dumps({"project": project, "cwd": cwd, "items": items},
                                                  indent=1, ensure_ascii=False) + "\n")
    known = {i["marker"] for i in items}
    for q in qs:
        missing = [m for m in q["gold"] + q.get("stale", []) if m not in known]
        assert not missing, f"{q['id']}: unknown markers {missing}"
    (here / "questions.json").write_text(json.dumps({"askedAt": asked_at, "questions": qs}, indent=1) + "\n")
    print(f"{len(items)} items -> {here / 'history.json'}; {len(qs)} questions -> {here / 'questions.json'}")


def numbered(rows, stale: dict) -> list[dict]:
    """questions.json's entries from (category, question, gold) rows: ids numbered per category
    ("fact-3"), and `stale` (the old state's markers) for the questions that have one."""
    counts: dict[str, int] = {}
    out = []
    for cat, text, gold in rows:
        counts[cat] = counts.get(cat, 0) + 1
        out.append({"id": f"{cat}-{counts[cat]}", "category": cat, "question": text, "gold": gold,
                    **({"stale": stale[text]} if text in stale else {})})
    return out


def markers(session: str, names: str) -> list[str]:
    """The markers of a session's items named in one string: markers("s2", "plan fix") -> ["s2.plan", "s2.fix"]."""
    return [f"{session}.{n}" for n in names.split()]


def by_category(fact, decision, error, temporal, multihop, preference, superseded) -> list[dict]:
    """questions.json's entries from one list of (question, gold) rows per category, numbered in it ("fact-3"), and
    (question, gold, stale) rows for the superseded questions; a marker named twice in a gold list counts once."""
    out = []
    for cat, rows in (("fact", fact), ("decision", decision), ("error", error), ("temporal", temporal),
                      ("multi-hop", multihop), ("preference", preference)):
        out += [{"id": f"{cat}-{n}", "category": cat, "question": q, "gold": list(dict.fromkeys(gold))}
                for n, (q, gold) in enumerate(rows, 1)]
    out += [{"id": f"superseded-{n}", "category": "superseded", "question": q, "gold": gold, "stale": stale}
            for n, (q, gold, stale) in enumerate(superseded, 1)]
    return out
