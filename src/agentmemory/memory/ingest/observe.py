"""Turn one hook payload into a typed observation (pure: no I/O, never raises).

`derive_observation(hook_type, data)` returns a dict with `type` (one of
`OBS_TYPES`), `title` (one line, <= 120 chars), `facts`, `concepts` (lowercase,
<= 12), `files`, `narrative` (<= max_chars), `importance` (1-10) and `toolName`
for tool calls. It understands Claude Code hook payloads (tool calls, prompts,
session events), conversation turns, explicit `{type: decision|error|note}`
items, and renders anything else as a readable note.

Conversation turns and prompts keep their text verbatim: they are the raw
material later searches match against, so nothing is collapsed or summarised.
Tool output, by contrast, is clipped (`SNIPPET_CHARS`): a 5 MB build log is
noise, its first lines and the error are the memory. Secrets are not handled
here; the caller runs `privacy.strip_private` on the payload first.
"""
from __future__ import annotations

import math
import re
from collections import Counter
from functools import lru_cache
from typing import Any

from ...search.asked.kinds import FAILED_TITLE, PROMPT_TITLE, RUN_TITLE
from ..sources.chunking import chunk_text
from .commands import moved_files
from .textscan import (
    DEFINITION_RE,
    ENVELOPE_KEYS,
    FACT_CHARS,
    GENERIC_ROLES,
    MAX_CONCEPTS,
    MAX_FACTS,
    MAX_FILES,
    PATH_KEYS,
    SCAN_CHARS,
    SNIPPET_CHARS,
    as_int,
    binary_of,
    clip,
    command_of,
    patch_summary,
    concepts_in,
    exit_code_of,
    failure_of,
    file_concepts,
    first_str,
    first_text,
    get_first,
    one_line,
    paths_from_input,
    paths_in,
    programs_in,
    render,
    scalar_text,
    shell_report,
    strings_of,
    text_of,
)

OBS_TYPES = (
    "file_edit", "file_write", "file_read", "command_run", "search", "web_fetch", "task",
    "decision", "error", "conversation", "prompt", "session_event", "tool_use", "note",
)
# Base importance (1-10): how likely a later session needs it. Choices and failures
# rank highest, changes above looking, housekeeping events lowest.
IMPORTANCE = {
    "decision": 8, "error": 7, "file_edit": 6, "file_write": 6, "prompt": 6,
    "task": 5, "conversation": 5, "note": 5, "command_run": 4, "web_fetch": 4,
    "tool_use": 4, "file_read": 3, "search": 3, "session_event": 2,
}
FAILURE_BUMP = 2  # a failed tool call ranks at least as "error" and 2 above its own type

_TOOL_HOOKS = {"pre_tool_use", "post_tool_use", "post_tool_use_failure", "tool_use", "tool_call", "tool_result"}
# A tool call asked for, not run yet: PreToolUse, PermissionRequest (Claude Code, Codex), BeforeTool (Gemini CLI)
_REQUEST_HOOKS = {"pre_tool_use", "permission_request", "before_tool", "before_mcp_execution"}
_PROMPT_HOOKS = {"user_prompt_submit", "user_prompt", "prompt"}
_SESSION_LABELS = {
    "session_start": "Session started", "session_end": "Session ended", "stop": "Agent stopped",
    "subagent_stop": "Subagent stopped", "notification": "Notification", "pre_compact": "Context compaction",
}
_TURN_HOOKS = {"message", "conversation", "turn"}
_KNOWN_HOOKS = _TOOL_HOOKS | _PROMPT_HOOKS | set(_SESSION_LABELS) | _TURN_HOOKS
_SQUASHED_HOOKS = {h.replace("_", ""): h for h in _KNOWN_HOOKS}

# Tool names (lowercased, punctuation dropped) -> observation type; the rest are tool_use.
_TOOL_TYPES = {  # Claude Code's tool names, Gemini CLI's (run_shell_command, replace, ...) and common ones
    **dict.fromkeys(("edit", "multiedit", "notebookedit", "strreplaceeditor", "applypatch", "replace"), "file_edit"),
    **dict.fromkeys(("write", "create", "writefile"), "file_write"),
    **dict.fromkeys(("read", "readfile", "notebookread", "view", "ls", "readmanyfiles", "listdirectory"), "file_read"),
    **dict.fromkeys(("bash", "bashoutput", "shell", "terminal", "exec", "runcommand", "runshellcommand"),
                    "command_run"),
    **dict.fromkeys(("grep", "glob", "search", "find", "codebasesearch", "searchfilecontent", "grepsearch"), "search"),
    **dict.fromkeys(("webfetch", "websearch", "fetch", "googlewebsearch"), "web_fetch"),
    **dict.fromkeys(("task", "todowrite", "agent", "writetodos"), "task"),
}
def normalise_hook_type(hook_type: Any) -> str:
    """"PostToolUse", "post-tool-use", "posttooluse" -> "post_tool_use"; unknown names are snake_cased."""
    s = hook_type if isinstance(hook_type, str) else ("" if hook_type is None else str(hook_type))
    return _normalise(s[:100])


@lru_cache(maxsize=1024)  # a client sends the same few hook names over and over
def _normalise(s: str) -> str:
    s = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", s[:100])
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s)
    s = re.sub(r"[^a-z0-9]+", "_", s.lower()).strip("_")
    return _SQUASHED_HOOKS.get(s.replace("_", ""), s)


# ---------------------------------------------------------------- tool calls
def _patch_edit(name: str, patch: str) -> dict:
    """Codex CLI's apply_patch: one text in its own format (`*** Update File: path`, then +/- lines)."""
    files, removed, added, code = patch_summary(patch[:SCAN_CHARS])
    more = len(files) - 1
    path = (files[0] + (f" and {more} more file{'s' if more > 1 else ''}" if more else "")) if files else "a file"
    return {"type": "file_edit", "title": f"Edit {path}", "facts": [f"Edited {path} by patch: -{removed} +{added} lines"],
            "narrative": f"{name} {path}\n{clip(patch, SNIPPET_CHARS)}", "files": files, "code": code}


def _edit(name: str, tin: dict, resp: Any) -> dict:
    patch = first_str(tin, "input", "patch", "command")  # Codex's hooks send the patch body as `command`
    if not first_str(tin, *PATH_KEYS) and patch.lstrip().startswith("*** Begin Patch"):
        return _patch_edit(name, patch)
    path = first_str(tin, *PATH_KEYS) or "a file"
    edits = [e for e in tin["edits"] if isinstance(e, dict)] if isinstance(tin.get("edits"), list) else [tin]
    parts, added, removed, code = [], 0, 0, []
    for e in edits[:20]:
        old, new = first_str(e, "old_string", "old_str"), first_str(e, "new_string", "new_str", "new_source")
        removed, added = removed + len(old.splitlines()), added + len(new.splitlines())
        parts.append(f"--- before\n{clip(old, SNIPPET_CHARS)}\n+++ after\n{clip(new, SNIPPET_CHARS)}")
        code.append(new)
    facts = [f"Edited {path}: {len(edits)} change(s), -{removed} +{added} lines"]
    if tin.get("replace_all") is True:
        facts.append("Replaced every occurrence")
    return {"type": "file_edit", "title": f"Edit {path}", "facts": facts,
            "narrative": f"{name} {path}\n" + "\n".join(parts), "code": "\n".join(code)}


SECTION_MIN_CHARS = 1200  # file content longer than this is indexed per section (`sections`)
SECTION_SCAN_CHARS = 12_000  # content beyond this is not sectioned (the payload keeps it whole)
_NUMBERED = re.compile(r"^ *(\d+)(?:\u2192|\t)", re.M)  # "    12→code": Read output numbered like `cat -n`


def sections_of(path: str, content: str, first_line: int = 1) -> list[dict]:
    """A large file's content as sections of about 500 characters with their line ranges, so a
    search finds the part that answers rather than the whole file; [] when the content is short."""
    numbered = _NUMBERED.match(content)
    if numbered:
        first_line = int(numbered.group(1))
        content = _NUMBERED.sub("", content)
    if len(content) <= SECTION_MIN_CHARS:
        return []
    shift = max(1, first_line) - 1
    return [{"path": path, "lineStart": c.line_start + shift, "lineEnd": c.line_end + shift, "text": c.text}
            for c in chunk_text(content[:SECTION_SCAN_CHARS], markdown=path.lower().endswith((".md", ".mdx")))]


def _write(name: str, tin: dict, resp: Any) -> dict:
    path, content = first_str(tin, *PATH_KEYS) or "a file", first_str(tin, "content", "file_text", "text")
    lines = len(content.splitlines())
    return {"type": "file_write", "title": f"Write {path}", "facts": [f"Wrote {lines} lines to {path}"],
            "narrative": f"{name} {path} ({lines} lines)\n{clip(content, SNIPPET_CHARS)}", "code": content,
            "sections": sections_of(path, content)}


def _read(name: str, tin: dict, resp: Any) -> dict:
    path = first_str(tin, *PATH_KEYS) or "a file"
    start, limit = as_int(tin.get("offset")), as_int(tin.get("limit"))
    span = f" (lines {start or 1}-{(start or 1) + limit - 1})" if limit else ""
    file = resp.get("file") if isinstance(resp, dict) and isinstance(resp.get("file"), dict) else {}
    binary = binary_of(resp)  # an image or PDF: its base64 text is no content
    content = f"({binary}, not shown)" if binary else text_of(resp, SECTION_SCAN_CHARS)
    first = as_int(file.get("startLine")) or start or 1
    return {"type": "file_read", "title": f"Read {path}{span}", "facts": [f"Read {path}{span}"],
            "narrative": f"{name} {path}{span}" + (f"\n{clip(content, 1500)}" if content else ""),
            "sections": sections_of(path, content, first)}


def _command(name: str, tin: dict, resp: Any) -> dict:
    ran = command_of(tin) or first_str(tin, "bash_id", "shell_id")
    cmd = ran or "a command"
    desc = first_str(tin, "description")
    if isinstance(resp, dict):
        out = shell_report(text_of(get_first(resp, "stdout", "output", "result", "content", "llmContent") or ""))[0]
        err = first_str(resp, "stderr")
    else:
        out, err = text_of(resp), ""
    code = exit_code_of(resp)
    facts = [desc] if desc else []
    if code is not None:
        facts.append(f"Exit code {code}")
    narrative = f"$ {cmd}" + (f"\n# {desc}" if desc else "") + (f"\n{clip(out, SNIPPET_CHARS)}" if out else "")
    if err:
        narrative += f"\n[stderr]\n{clip(err, SNIPPET_CHARS)}"
    return {"type": "command_run", "title": f"{RUN_TITLE}{one_line(cmd)}", "facts": facts, "narrative": narrative,
            "concepts": programs_in(ran), "files": moved_files(ran) + paths_in(ran, strict=False) + paths_in(err[:2000]),
            "scan": f"{desc}\n{err[:2000]}"}


def _search(name: str, tin: dict, resp: Any) -> dict:
    pattern, where = first_str(tin, "pattern", "query", "regex", "glob"), first_str(tin, "path", "directory")
    title = f"{name} '{pattern}'" + (f" in {where}" if where else "")
    found = resp.get("filenames") if isinstance(resp, dict) else None
    found = [f for f in found if isinstance(f, str)] if isinstance(found, list) else []
    count = as_int(resp.get("numFiles")) if isinstance(resp, dict) else None
    count = len(found) if count is None and found else count
    facts = [f"{count} file(s) matched" if count else "No matches"] if count is not None else []
    lines = as_int(resp.get("numLines")) if isinstance(resp, dict) and resp.get("mode") == "content" else None
    if lines is not None:  # Claude Code's Grep with output_mode "content": numFiles is 0, the lines are `content`
        facts = [f"{lines} matching line(s)" if lines else "No matches"]
    results = "\n".join(found[:50]) if found else text_of(resp)
    return {"type": "search", "title": title, "facts": facts, "files": found[:20],
            "narrative": title + (f"\n{clip(results, 2000)}" if results else ""), "scan": pattern}


def _web(name: str, tin: dict, resp: Any) -> dict:
    url, query, ask = first_str(tin, "url"), first_str(tin, "query"), first_str(tin, "prompt")
    title = f"Fetch {url}" if url else f"Web search: {query}" if query else f"{name}: {ask}" if ask else name
    host = re.match(r"[a-z][\w+.\-]*://([^/:?#\s]+)", url)
    body = clip(text_of(resp), SNIPPET_CHARS)
    return {"type": "web_fetch", "title": title, "facts": [f"Asked: {ask}"] if ask else [],
            "narrative": "\n".join(t for t in (title, ask, body) if t),
            "concepts": [host.group(1).lower().removeprefix("www.")] if host else [], "scan": f"{query}\n{ask}"}


def _task(name: str, tin: dict, resp: Any) -> dict:
    todos = [t for t in tin.get("todos", []) if isinstance(t, dict)] if isinstance(tin.get("todos"), list) else []
    if todos:
        lines = [f"[{first_str(t, 'status') or 'todo'}] {first_str(t, 'content', 'text', 'title', 'description')}"
                 for t in todos]
        counts = Counter(first_str(t, "status") or "todo" for t in todos)
        title = "Todo list: " + ", ".join(f"{n} {s.replace('_', ' ')}" for s, n in counts.items())
        return {"type": "task", "title": title, "facts": lines, "narrative": "\n".join(lines)}
    desc, prompt = first_str(tin, "description", "title"), first_str(tin, "prompt", "task")
    agent = first_str(tin, "subagent_type", "agent")
    result = clip(text_of(resp), SNIPPET_CHARS)
    return {"type": "task", "title": f"Task: {desc or one_line(prompt) or name}",
            "facts": [f"Agent: {agent}"] if agent else [],
            "narrative": "\n".join(t for t in (desc, prompt, result) if t), "scan": f"{desc}\n{prompt}"}


def _other_tool(name: str, tin: dict, resp: Any) -> dict:
    subject = one_line(first_text(tin), 80)
    parts = [p for p in name.split("__") if p and p != "mcp"]  # mcp__github__create_issue -> github
    return {"type": "tool_use", "title": f"{name}: {subject}" if subject else name,
            "narrative": f"{name}\n{render(tin, SNIPPET_CHARS)}\n-> {clip(text_of(resp), SNIPPET_CHARS)}",
            "concepts": [parts[0].lower()] if len(parts) > 1 else [], "scan": render(tin, 2000)}


_BUILDERS = {"file_edit": _edit, "file_write": _write, "file_read": _read, "command_run": _command,
             "search": _search, "web_fetch": _web, "task": _task}


def _from_tool(hook: str, d: dict) -> dict:
    name = first_str(d, "tool_name", "toolName", "tool") or "tool"
    raw_input = get_first(d, "tool_input", "toolInput", "input", "arguments")
    tin = raw_input if isinstance(raw_input, dict) else {"input": raw_input} if raw_input is not None else {}
    resp = get_first(d, "tool_response", "tool_output", "toolResponse", "toolOutput", "output", "response", "result")
    kind = _TOOL_TYPES.get(re.sub(r"[^a-z]", "", name.lower()), "tool_use")
    obs = _BUILDERS.get(kind, _other_tool)(name, tin, resp)
    obs["toolName"] = name
    touched = paths_from_input(tin)
    obs["files"] = touched + obs.get("files", []) + paths_in(obs.pop("code", "")[:SCAN_CHARS])
    code = "\n".join(m.group(1) for m in DEFINITION_RE.finditer(obs["narrative"][:SCAN_CHARS]))
    obs["concepts"] = (obs.get("concepts", []) + file_concepts(touched) + code.lower().split()
                       + concepts_in(obs.pop("scan", "")))
    if hook in _REQUEST_HOOKS:
        event = first_str(d, "hook_event_name") or "PreToolUse"
        obs["facts"] = obs.get("facts", []) + [f"Requested ({event}): not yet run"]
    failure = failure_of(hook, d, resp, kind)
    if failure:
        # Trigger: a failed call. Why: failures are what a later session must not repeat.
        # Outcome: type error, ranked at least as an error and above the type's own rank.
        obs["importance"] = max(IMPORTANCE["error"], IMPORTANCE[obs["type"]] + FAILURE_BUMP)
        obs.update(type="error", title=f"{FAILED_TITLE}{obs['title']}")
        obs["facts"] = [f"Error: {failure}"] + obs.get("facts", [])
        if failure not in obs["narrative"]:
            obs["narrative"] += f"\nError: {failure}"
    return obs


# ---------------------------------------------------------------- other shapes
def _conversation(d: dict) -> dict:
    speaker = first_str(d, "speaker", "role", "author", "name", "from") or "unknown"
    text = text_of(get_first(d, "text", "content", "message", "body") or "", limit=10**9)
    caption = first_str(d, "blip_caption", "caption", "image_caption")
    concepts = [] if speaker.lower() in GENERIC_ROLES else [speaker.lower()]
    return {"type": "conversation", "title": f"{speaker}: {text}", "narrative": f"{speaker}: {text}",
            "facts": [f"Shared an image: {caption}"] if caption else [],
            "concepts": concepts + concepts_in(f"{text}\n{caption}"), "files": paths_in(text)}


def _prompt(d: dict) -> dict:
    text = first_str(d, "prompt", "text", "content", "message") or text_of(d.get("content"), 10**9) or render(d)
    return {"type": "prompt", "title": f"{PROMPT_TITLE}{text}", "narrative": text,
            "concepts": concepts_in(text), "files": paths_in(text)}


def _session(hook: str, d: dict) -> dict:
    answer = first_str(d, "last_assistant_message", "prompt_response") if hook in ("stop", "subagent_stop") else ""
    if answer:  # the turn's last answer (Claude Code, Codex; Gemini's AfterAgent): a turn of the conversation
        return {**_conversation({"speaker": "assistant", "text": answer}), "facts": [f"Turn ended ({hook})"]}
    label, message = _SESSION_LABELS[hook], first_str(d, "message", "title")
    facts = [f"{k}: {scalar_text(d[k])}" for k in ("source", "reason", "trigger", "status", "notification_type")
             if isinstance(d.get(k), str)]
    title = f"{label}: {message}" if message else label + (f" ({facts[0].split(': ', 1)[1]})" if facts else "")
    rest = {k: v for k, v in d.items() if k not in ENVELOPE_KEYS and k != "message"}
    return {"type": "session_event", "title": title, "facts": facts,
            "narrative": title + (f"\n{render(rest)}" if rest else "")}


def _other_event(d: dict) -> dict:
    """An agent's event we do not map (Codex's PostCompact, Claude Code's SubagentStart, Cursor's afterAgentResponse):
    a note titled by the event and what it holds, not by the session id and cwd every payload starts with."""
    event, rest = first_str(d, "hook_event_name"), {k: v for k, v in d.items() if k not in ENVELOPE_KEYS}
    text, narrative = first_text(rest), render(rest)
    return {"type": "note", "title": f"{event}: {text}" if text.strip() else event,
            "narrative": f"{event}\n{narrative}" if rest else event,
            "concepts": concepts_in(narrative), "files": paths_in(narrative)}


def _explicit(kind: str, d: dict) -> dict:
    """`{type: decision|error|note|..., text, title?, reason?, facts?, concepts?, files?}`."""
    text = first_str(d, "text", "content", "message", "body", "summary", "description", kind) \
        or text_of(d.get("content"), 10**9)
    extra = [f"{k.capitalize()}: {d[k]}" for k in ("reason", "rationale", "why", "stack", "traceback")
             if first_str(d, k)]
    listed = lambda key: strings_of(d.get(key))  # noqa: E731
    narrative = "\n".join([text] + extra) if text else render(d)
    return {"type": kind, "title": first_str(d, "title") or text or kind, "narrative": narrative,
            "facts": listed("facts") + extra, "concepts": listed("concepts") + listed("tags") + concepts_in(narrative),
            "files": listed("files") + paths_in(narrative)}


def _unknown(kind: str, data: Any) -> dict:
    narrative = data if isinstance(data, str) else "" if data is None else render(data)
    title = first_text(data) or narrative.split("\n", 1)[0] or kind.replace("_", " ")
    return {"type": kind, "title": title, "narrative": narrative,
            "concepts": concepts_in(narrative), "files": paths_in(narrative)}


def _derive(hook: str, data: Any) -> dict:
    d = data if isinstance(data, dict) else {}
    if hook not in _KNOWN_HOOKS and first_str(d, "hook_event_name"):  # raw Claude Code payload
        hook = normalise_hook_type(d["hook_event_name"])
    explicit = d.get("type") if d.get("type") in OBS_TYPES else hook if hook in OBS_TYPES else None
    if hook in _TURN_HOOKS or explicit == "conversation":
        return _conversation(d if d else {"text": data if isinstance(data, str) else render(data)})
    if d and (hook in _TOOL_HOOKS or first_str(d, "tool_name", "toolName")):
        return _from_tool(hook, d)
    if hook in _PROMPT_HOOKS or (not hook and not explicit and first_str(d, "prompt")):
        return _prompt(d if d else {"prompt": _unknown("prompt", data)["narrative"]})
    if hook in _SESSION_LABELS:
        return _session(hook, d)
    if explicit:
        return _explicit(explicit, d if d else {"text": _unknown(explicit, data)["narrative"]})
    if first_str(d, "speaker", "role") and get_first(d, "text", "content") is not None:
        return _conversation(d)
    if first_str(d, "hook_event_name") and hook not in _TOOL_HOOKS:
        return _other_event(d)
    return _unknown("tool_use" if hook in _TOOL_HOOKS else "note", data)


def _finish(obs: dict, d: Any, max_chars: int) -> dict:
    """Enforce the output contract whatever a builder produced."""
    kind = obs.get("type") if obs.get("type") in OBS_TYPES else "note"
    importance = obs.get("importance", IMPORTANCE[kind])
    given = d.get("importance") if isinstance(d, dict) else None
    if isinstance(given, (int, float)) and not isinstance(given, bool) and math.isfinite(given):
        importance = given  # the client knows best what matters to it
    uniq = lambda xs: list(dict.fromkeys(x for x in xs if x))  # noqa: E731
    result = {
        "type": kind,
        "title": one_line(str(obs.get("title") or kind)) or kind,
        "facts": uniq(one_line(f, FACT_CHARS) for f in obs.get("facts", []) if isinstance(f, str))[:MAX_FACTS],
        "concepts": uniq(c.strip().lower() for c in obs.get("concepts", [])
                         if isinstance(c, str) and len(c.strip()) <= 40)[:MAX_CONCEPTS],
        "files": uniq(f.strip() for f in obs.get("files", []) if isinstance(f, str))[:MAX_FILES],
        "narrative": clip(str(obs.get("narrative") or ""), max(0, int(max_chars))),
        "importance": max(1, min(10, int(importance))),
    }
    if isinstance(obs.get("toolName"), str):
        result["toolName"] = obs["toolName"]
    if obs.get("sections") and result["type"] in ("file_read", "file_write"):  # not when the call failed
        result["sections"] = obs["sections"]
    return result


def derive_observation(hook_type: str, data: Any, *, max_chars: int = 200_000) -> dict:
    """Derive a typed observation from a hook payload. Never raises on JSON-like input."""
    hook = normalise_hook_type(hook_type)
    try:
        obs = _derive(hook, data)
    except Exception:  # pragma: no cover - the property tests keep this path unused
        # Trigger: a payload shape no builder foresaw. Why: an observe call must never
        # lose the data or answer 500. Outcome: a plain note rendered from the data.
        obs = _unknown("note", data)
    return _finish(obs, data, max_chars)
