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
from typing import Any

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

TITLE_CHARS = 120
FACT_CHARS = 200
MAX_FACTS = 8
MAX_CONCEPTS = 12
MAX_FILES = 50
SNIPPET_CHARS = 4000  # per piece of code or tool output kept in a narrative
SCAN_CHARS = 50_000  # text scanned for files and concepts: bounded work on huge payloads
_MAX_DEPTH = 8  # rendering / searching nested data stops here (no RecursionError)
_MAX_ITEMS = 50
_MAX_LINES = 400

_TOOL_HOOKS = {"pre_tool_use", "post_tool_use", "post_tool_use_failure", "tool_use", "tool_call", "tool_result"}
_PROMPT_HOOKS = {"user_prompt_submit", "user_prompt", "prompt"}
_SESSION_LABELS = {
    "session_start": "Session started", "session_end": "Session ended", "stop": "Agent stopped",
    "subagent_stop": "Subagent stopped", "notification": "Notification", "pre_compact": "Context compaction",
}
_TURN_HOOKS = {"message", "conversation", "turn"}
_KNOWN_HOOKS = _TOOL_HOOKS | _PROMPT_HOOKS | set(_SESSION_LABELS) | _TURN_HOOKS
_SQUASHED_HOOKS = {h.replace("_", ""): h for h in _KNOWN_HOOKS}

# Tool names (lowercased, punctuation dropped) -> observation type; the rest are tool_use.
_TOOL_TYPES = {
    **dict.fromkeys(("edit", "multiedit", "notebookedit", "strreplaceeditor", "applypatch"), "file_edit"),
    **dict.fromkeys(("write", "create", "writefile"), "file_write"),
    **dict.fromkeys(("read", "readfile", "notebookread", "view", "ls"), "file_read"),
    **dict.fromkeys(("bash", "bashoutput", "shell", "terminal", "exec", "runcommand"), "command_run"),
    **dict.fromkeys(("grep", "glob", "search", "find", "codebasesearch"), "search"),
    **dict.fromkeys(("webfetch", "websearch", "fetch"), "web_fetch"),
    **dict.fromkeys(("task", "todowrite", "agent"), "task"),
}
_PATH_KEYS = ("file_path", "filePath", "path", "notebook_path", "filename", "file")
_PATH_LIST_KEYS = ("paths", "files", "filenames")
_TEXT_KEYS = ("title", "summary", "text", "content", "message", "msg", "description", "prompt", "query",
              "command", "name", "body")
_GENERIC_ROLES = {"user", "assistant", "system", "human", "ai", "model", "bot", "tool", "unknown"}

_EXTENSIONS = frozenset((
    "py pyi ipynb js mjs cjs ts tsx jsx json jsonl md mdx rst txt yaml yml toml ini cfg conf env lock "
    "sh bash zsh ps1 bat go rs java kt kts scala swift c h cc cpp hpp cs rb php pl lua r sql db sqlite "
    "csv tsv xml html htm css scss sass less vue svelte dart ex exs erl hs ml clj gradle tf proto graphql "
    "log pdf png jpg jpeg gif svg webp zip gz tgz whl onnx pt safetensors parquet npy pem crt"
).split())
_LANGUAGES = dict(pair.split(":") for pair in (  # extension -> language concept
    "py:python pyi:python ipynb:python js:javascript mjs:javascript jsx:javascript ts:typescript tsx:typescript "
    "rs:rust go:go java:java kt:kotlin rb:ruby php:php c:c h:c cpp:c++ cc:c++ hpp:c++ cs:c# swift:swift sql:sql "
    "sh:shell bash:shell md:markdown yaml:yaml yml:yaml toml:toml html:html css:css vue:vue").split())
_TECH_TERMS = frozenset(
    "python javascript typescript rust golang java kotlin swift ruby php sql sqlite postgres postgresql mysql "
    "redis docker kubernetes flask django fastapi react vue svelte node nodejs npm pnpm yarn pip git github "
    "pytest jest numpy pandas onnx onnxruntime pytorch torch tensorflow linux macos windows bash json yaml "
    "toml html css http https rest graphql grpc websocket mcp api llm gemini openai anthropic claude aws gcp "
    "azure terraform nginx fts5 bm25 embedding embeddings regex oauth jwt cli".split()
)
# Capitalised words that are not names: sentence fillers, titles, interjections.
_STOP = frozenset(
    "i i'm ok okay a an the e.g i.e etc vs mr mrs ms dr hey hi hello thanks thank yes no oh wow lol "
    "please sure yeah well also but and or so if then".split()
)
_SHELL_NOISE = frozenset(
    "cd echo export set unset source true false sleep printf cat head tail ls pwd which mkdir rm cp mv "
    "touch sudo env time nohup exec command then else fi do done if for while test".split()
)

_URL = re.compile(r"(?<![A-Za-z0-9+.\-])[A-Za-z][A-Za-z0-9+.\-]*://\S+")  # start at a token: linear time
_PATH = re.compile(
    r"(?<![\w/.:@~\-])(?:"
    r"[A-Za-z]:\\[^\s\"'<>|:*?]+"  # C:\Windows\path
    r"|(?:~|\.{1,2})?/[\w.\-+@]+(?:/[\w.\-+@]*)*"  # /abs, ./rel, ../rel, ~/home
    r"|[\w.\-+@]+(?:/[\w.\-+@]+)+/?"  # rel/with/slashes
    r"|[\w\-+]+(?:\.[\w\-+]+)*\.(?:" + "|".join(sorted(_EXTENSIONS)) + r")"  # name.ext (known extensions only)
    r")(?![\w/])"
)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*(?:[.+#\-][A-Za-z0-9_]+)*[+#]*")
_DEFINITION = re.compile(r"\b(?:def|class|function|func|fn|interface|struct|enum|trait|type)\s+([A-Za-z_]\w*)")
_ERROR_LINE = re.compile(
    r"^[ \t]*(?:Traceback \(most recent call last\)|npm ERR!|FAILED\b"
    r"|(?:[\w.]*(?:Error|Exception)|error|fatal|FATAL|ERROR|panic)(?:\[[\w\-]+\])?[:!]"
    r"|.*\b(?:command not found|No such file or directory|Permission denied|Segmentation fault))"
    r".*$",
    re.M,
)


def normalise_hook_type(hook_type: Any) -> str:
    """"PostToolUse", "post-tool-use", "posttooluse" -> "post_tool_use"; unknown names are snake_cased."""
    s = hook_type if isinstance(hook_type, str) else ("" if hook_type is None else str(hook_type))
    s = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", s[:100])
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s)
    s = re.sub(r"[^a-z0-9]+", "_", s.lower()).strip("_")
    return _SQUASHED_HOOKS.get(s.replace("_", ""), s)


# ---------------------------------------------------------------- text helpers
def _one_line(text: str, limit: int = TITLE_CHARS) -> str:
    flat = " ".join(text[: limit * 4].split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1]
    if " " in cut[limit // 2:]:
        cut = cut[: cut.rindex(" ")]
    return cut.rstrip(" ,;:") + "…"


def _clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    note = f"\n…[truncated, {len(text)} chars in all]"
    return text[:limit] if limit <= len(note) else text[: limit - len(note)] + note


def _str(d: dict, *keys: str) -> str:
    """First non-blank string value among keys (non-strings are ignored, not coerced)."""
    return next((d[k] for k in keys if isinstance(d.get(k), str) and d[k].strip()), "")


def _strings(value: Any) -> list[str]:
    """The strings of a client-supplied list (facts, tags, files); anything else -> []."""
    return [x for x in value[:MAX_FILES] if isinstance(x, str)] if isinstance(value, list) else []


def _get(d: dict, *keys: str) -> Any:
    return next((d[k] for k in keys if d.get(k) is not None), None)


def _int(value: Any) -> int | None:
    try:  # 3, 3.0 and "3" are all exit code 3; True, None, nan and "x" are not numbers
        return None if isinstance(value, bool) else int(value)
    except (TypeError, ValueError, OverflowError):
        return None


def _scalar(value: Any) -> str:
    if isinstance(value, (dict, list, tuple)):
        return "…" if value else "(empty)"  # only reached when nested too deep, or empty
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    return value if isinstance(value, str) else repr(value)


def _render(value: Any, limit: int = SNIPPET_CHARS) -> str:
    """Readable rendering of JSON-like data: "key: value" lines, "- item" lists, indented.

    Not a JSON dump: narratives are read by people and matched word by word by FTS.
    Work is bounded by depth, items per container and total lines, whatever the input.
    """
    lines: list[str] = []

    def walk(v: Any, pad: str, depth: int) -> None:
        pairs = [(f"{k}:", x) for k, x in v.items()] if isinstance(v, dict) else [("-", x) for x in v]
        for i, (label, item) in enumerate(pairs):
            if i >= _MAX_ITEMS or len(lines) >= _MAX_LINES:
                lines.append(f"{pad}… ({len(pairs) - i} more)")
                return
            if isinstance(item, (dict, list, tuple)) and item and depth < _MAX_DEPTH:
                lines.append(pad + label)
                walk(item, pad + "  ", depth + 1)
            else:
                lines.append(f"{pad}{label} {_scalar(item)[:limit]}")

    if isinstance(value, (dict, list, tuple)) and value:
        walk(value, "", 0)
    else:
        lines.append(_scalar(value))
    return _clip("\n".join(lines), limit)


def _text_of(value: Any, limit: int = SNIPPET_CHARS) -> str:
    """The readable text of a tool response or message content (string, blocks or dict)."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        text = "\n".join(t for t in map(_block_text, value[:_MAX_ITEMS]) if t)
        if text or not value:
            return text
    elif isinstance(value, dict):
        for key in ("content", "text", "result", "output", "stdout", "message", "data"):
            if isinstance(value.get(key), (str, list)):
                text = _text_of(value[key], limit)
                if text:
                    return text
        if isinstance(value.get("file"), dict):
            return _text_of(value["file"], limit)
    return "" if value is None else _render(value, limit)


def _block_text(block: Any) -> str:
    """One content block: "text", {"type": "text", "text": ...}; a tool_use block names its tool."""
    if isinstance(block, str) or not isinstance(block, dict):
        return block if isinstance(block, str) else ""
    if block.get("type") == "tool_use" and isinstance(block.get("name"), str):
        return f"[tool_use: {block['name']}]"
    return block["text"] if isinstance(block.get("text"), str) else ""


def _first_text(value: Any, depth: int = 0) -> str:
    """A title candidate: a preferred text field, else the first string found."""
    if isinstance(value, str):
        return value
    if depth >= _MAX_DEPTH or not isinstance(value, (dict, list, tuple)):
        return ""
    if isinstance(value, dict) and _str(value, *_TEXT_KEYS):
        return _str(value, *_TEXT_KEYS)
    items = list(value.values() if isinstance(value, dict) else value)[:_MAX_ITEMS]
    return next((t for t in (_first_text(v, depth + 1) for v in items) if t.strip()), "")


def _paths_in(text: str, strict: bool = True) -> list[str]:
    """Path-like tokens: with a slash, or a name with a known extension; URLs are skipped.

    `strict=False` (shell commands) also accepts a bare "dir/sub": arguments are rarely prose.
    """
    found = []
    for m in _PATH.finditer(_URL.sub(" ", text[:SCAN_CHARS])):
        p = m.group(0).rstrip(".,:;")
        if not re.search(r"[A-Za-z]", p) or len(p) > 260:
            continue
        last = p.rstrip("/").rsplit("/", 1)[-1]
        anchored = p.startswith(("/", "./", "../", "~/")) or "\\" in p
        # "and/or", "TCP/IP": one slash, no extension, no anchor -> prose, not a path.
        if strict and "/" in p and not anchored and "." not in last and p.count("/") < 2:
            continue
        found.append(p)
    return found


def _paths_from_input(tool_input: dict) -> list[str]:
    paths = [_str(tool_input, k) for k in _PATH_KEYS]
    for key in _PATH_LIST_KEYS:
        if isinstance(tool_input.get(key), list):
            paths += [p for p in tool_input[key][:MAX_FILES] if isinstance(p, str)]
    return [p for p in paths if p.strip() and p.strip() != "."]


def _file_concepts(paths: list[str]) -> list[str]:
    """Language and file stem of touched files: 'src/app.py' -> python, app."""
    out = []
    for p in paths[:5]:
        name = re.split(r"[/\\]", p.rstrip("/\\"))[-1]
        stem, _, ext = name.rpartition(".")
        out += [_LANGUAGES.get(ext.lower(), ""), (stem or name).lower()]
    return out


def _concepts(text: str) -> list[str]:
    """Names and technical terms: CamelCase, snake_case, acronyms, tech words, mid-sentence Capitals."""
    text = _URL.sub(" ", text[:SCAN_CHARS])
    out: list[str] = []
    for m in _WORD.finditer(text):
        word = m.group(0).rstrip(".-")
        low = word.lower()
        if len(word) < 2 or low in _STOP or ("." in low and low.rpartition(".")[2] in _EXTENSIONS):
            continue  # file names are reported in `files`
        i = m.start() - 1
        while i >= 0 and text[i] in " \t\n\"'“‘(*_-" and m.start() - i < 8:
            i -= 1
        # A line break alone does not start a sentence ("powerful,\nMelanie"); a blank line does.
        sentence_start = i < 0 or text[i] in ".!?:;…" or "\n\n" in text[i + 1: m.start()]
        if (
            low in _TECH_TERMS
            or "_" in word
            or "." in word
            or (any(c.isdigit() for c in word) and len(word) > 2)
            or (any(c.isupper() for c in word[1:]) and any(c.islower() for c in word))  # CamelCase
            or (word.isupper() and word.isalpha() and len(word) <= 8)  # acronym
            or (word[0].isupper() and not sentence_start and len(word) >= 3)  # a name
        ):
            out.append(low)
        if len(out) >= MAX_CONCEPTS * 4:
            break
    return out


def _programs(command: str) -> list[str]:
    """Programs a shell command runs: 'cd x && python -m pytest | tee' -> python, pytest, tee."""
    out = []
    for segment in re.split(r"&&|\|\||[|;\n]", command[:2000]):
        words = [w for w in segment.split()  # skip VAR=1 and wrappers such as sudo / env
                 if not re.match(r"\w+=", w) and w not in ("sudo", "env", "time", "nohup", "exec", "command")]
        if not words:
            continue
        prog = words[0].rsplit("/", 1)[-1].lower()
        if re.fullmatch(r"[a-z][\w.+\-]*", prog) and prog not in _SHELL_NOISE:
            out.append(prog)
        if prog.startswith("python") and len(words) > 2 and words[1] == "-m":
            out.append(words[2].lower())
    return out


# ---------------------------------------------------------------- tool calls
def _edit(name: str, tin: dict, resp: Any) -> dict:
    path = _str(tin, *_PATH_KEYS) or "a file"
    edits = [e for e in tin["edits"] if isinstance(e, dict)] if isinstance(tin.get("edits"), list) else [tin]
    parts, added, removed, code = [], 0, 0, []
    for e in edits[:20]:
        old, new = _str(e, "old_string", "old_str"), _str(e, "new_string", "new_str", "new_source")
        removed, added = removed + len(old.splitlines()), added + len(new.splitlines())
        parts.append(f"--- before\n{_clip(old, SNIPPET_CHARS)}\n+++ after\n{_clip(new, SNIPPET_CHARS)}")
        code.append(new)
    facts = [f"Edited {path}: {len(edits)} change(s), -{removed} +{added} lines"]
    if tin.get("replace_all") is True:
        facts.append("Replaced every occurrence")
    return {"type": "file_edit", "title": f"Edit {path}", "facts": facts,
            "narrative": f"{name} {path}\n" + "\n".join(parts), "code": "\n".join(code)}


def _write(name: str, tin: dict, resp: Any) -> dict:
    path, content = _str(tin, *_PATH_KEYS) or "a file", _str(tin, "content", "file_text", "text")
    lines = len(content.splitlines())
    return {"type": "file_write", "title": f"Write {path}", "facts": [f"Wrote {lines} lines to {path}"],
            "narrative": f"{name} {path} ({lines} lines)\n{_clip(content, SNIPPET_CHARS)}", "code": content}


def _read(name: str, tin: dict, resp: Any) -> dict:
    path = _str(tin, *_PATH_KEYS) or "a file"
    start, limit = _int(tin.get("offset")), _int(tin.get("limit"))
    span = f" (lines {start or 1}-{(start or 1) + limit - 1})" if limit else ""
    excerpt = _clip(_text_of(resp), 1500)
    return {"type": "file_read", "title": f"Read {path}{span}", "facts": [f"Read {path}{span}"],
            "narrative": f"{name} {path}{span}" + (f"\n{excerpt}" if excerpt else "")}


def _command(name: str, tin: dict, resp: Any) -> dict:
    cmd = _str(tin, "command", "cmd", "bash_id", "shell_id") or "a command"
    desc = _str(tin, "description")
    if isinstance(resp, dict):
        out, err = _text_of(_get(resp, "stdout", "output", "result", "content") or ""), _str(resp, "stderr")
        code = _int(_get(resp, "exit_code", "exitCode", "returncode", "return_code"))
    else:
        out, err, code = _text_of(resp), "", None
    facts = [desc] if desc else []
    if code is not None:
        facts.append(f"Exit code {code}")
    narrative = f"$ {cmd}" + (f"\n# {desc}" if desc else "") + (f"\n{_clip(out, SNIPPET_CHARS)}" if out else "")
    if err:
        narrative += f"\n[stderr]\n{_clip(err, SNIPPET_CHARS)}"
    return {"type": "command_run", "title": f"Run: {_one_line(cmd)}", "facts": facts, "narrative": narrative,
            "concepts": _programs(cmd), "files": _paths_in(cmd, strict=False) + _paths_in(err[:2000]),
            "scan": f"{desc}\n{err[:2000]}"}


def _search(name: str, tin: dict, resp: Any) -> dict:
    pattern, where = _str(tin, "pattern", "query", "regex", "glob"), _str(tin, "path", "directory")
    title = f"{name} '{pattern}'" + (f" in {where}" if where else "")
    found = resp.get("filenames") if isinstance(resp, dict) else None
    found = [f for f in found if isinstance(f, str)] if isinstance(found, list) else []
    count = _int(resp.get("numFiles")) if isinstance(resp, dict) else None
    count = len(found) if count is None and found else count
    facts = [f"{count} file(s) matched" if count else "No matches"] if count is not None else []
    results = "\n".join(found[:50]) if found else _text_of(resp)
    return {"type": "search", "title": title, "facts": facts, "files": found[:20],
            "narrative": title + (f"\n{_clip(results, 2000)}" if results else ""), "scan": pattern}


def _web(name: str, tin: dict, resp: Any) -> dict:
    url, query, ask = _str(tin, "url"), _str(tin, "query"), _str(tin, "prompt")
    title = f"Fetch {url}" if url else f"Web search: {query}" if query else name
    host = re.match(r"[a-z][\w+.\-]*://([^/:?#\s]+)", url)
    body = _clip(_text_of(resp), SNIPPET_CHARS)
    return {"type": "web_fetch", "title": title, "facts": [f"Asked: {ask}"] if ask else [],
            "narrative": "\n".join(t for t in (title, ask, body) if t),
            "concepts": [host.group(1).lower().removeprefix("www.")] if host else [], "scan": f"{query}\n{ask}"}


def _task(name: str, tin: dict, resp: Any) -> dict:
    todos = [t for t in tin.get("todos", []) if isinstance(t, dict)] if isinstance(tin.get("todos"), list) else []
    if todos:
        lines = [f"[{_str(t, 'status') or 'todo'}] {_str(t, 'content', 'text', 'title')}" for t in todos]
        counts = Counter(_str(t, "status") or "todo" for t in todos)
        title = "Todo list: " + ", ".join(f"{n} {s.replace('_', ' ')}" for s, n in counts.items())
        return {"type": "task", "title": title, "facts": lines, "narrative": "\n".join(lines)}
    desc, prompt = _str(tin, "description", "title"), _str(tin, "prompt", "task")
    agent = _str(tin, "subagent_type", "agent")
    result = _clip(_text_of(resp), SNIPPET_CHARS)
    return {"type": "task", "title": f"Task: {desc or _one_line(prompt) or name}",
            "facts": [f"Agent: {agent}"] if agent else [],
            "narrative": "\n".join(t for t in (desc, prompt, result) if t), "scan": f"{desc}\n{prompt}"}


def _other_tool(name: str, tin: dict, resp: Any) -> dict:
    subject = _one_line(_first_text(tin), 80)
    parts = [p for p in name.split("__") if p and p != "mcp"]  # mcp__github__create_issue -> github
    return {"type": "tool_use", "title": f"{name}: {subject}" if subject else name,
            "narrative": f"{name}\n{_render(tin, SNIPPET_CHARS)}\n-> {_clip(_text_of(resp), SNIPPET_CHARS)}",
            "concepts": [parts[0].lower()] if len(parts) > 1 else [], "scan": _render(tin, 2000)}


_BUILDERS = {"file_edit": _edit, "file_write": _write, "file_read": _read, "command_run": _command,
             "search": _search, "web_fetch": _web, "task": _task}


def _failure(hook: str, d: dict, resp: Any, kind: str) -> str:
    """Why a tool call failed, or "" when it did not."""
    if _str(d, "error"):
        return _str(d, "error")
    if isinstance(resp, dict):
        err = resp.get("error")
        if err or resp.get("is_error") is True or resp.get("isError") is True:
            return _one_line(_text_of(err) or _text_of(resp) or "tool reported an error", FACT_CHARS)
        code = _int(_get(resp, "exit_code", "exitCode", "returncode", "return_code"))
        if code:
            return f"Exit code {code}"
        if resp.get("interrupted") is True or resp.get("success") is False:
            return "Interrupted" if resp.get("interrupted") is True else "Reported failure"
    if hook == "post_tool_use_failure":
        return _one_line(_text_of(resp) or "tool call failed", FACT_CHARS)
    if kind != "command_run":  # file contents may quote errors: only a leading marker counts
        text = _text_of(resp) if isinstance(resp, (str, list)) else ""
        marked = re.match(r"\s*(?:<tool_use_error>|Error\b|error:)", text)
        return _one_line(re.sub(r"</?tool_use_error>", "", text[:1000]), FACT_CHARS) if marked else ""
    text = _text_of(resp) + (f"\n{_str(resp, 'stderr')}" if isinstance(resp, dict) else "")
    line = _ERROR_LINE.search(text[:SCAN_CHARS])
    return _one_line(line.group(0), FACT_CHARS) if line else ""


def _from_tool(hook: str, d: dict) -> dict:
    name = _str(d, "tool_name", "toolName", "tool") or "tool"
    raw_input = _get(d, "tool_input", "toolInput", "input", "arguments")
    tin = raw_input if isinstance(raw_input, dict) else {"input": raw_input} if raw_input is not None else {}
    resp = _get(d, "tool_response", "tool_output", "toolResponse", "toolOutput", "output", "response", "result")
    kind = _TOOL_TYPES.get(re.sub(r"[^a-z]", "", name.lower()), "tool_use")
    obs = _BUILDERS.get(kind, _other_tool)(name, tin, resp)
    obs["toolName"] = name
    touched = _paths_from_input(tin)
    obs["files"] = touched + obs.get("files", []) + _paths_in(obs.pop("code", "")[:SCAN_CHARS])
    code = "\n".join(m.group(1) for m in _DEFINITION.finditer(obs["narrative"][:SCAN_CHARS]))
    obs["concepts"] = (obs.get("concepts", []) + _file_concepts(touched) + code.lower().split()
                       + _concepts(obs.pop("scan", "")))
    if hook == "pre_tool_use":
        obs["facts"] = obs.get("facts", []) + ["Requested (PreToolUse): not yet run"]
    failure = _failure(hook, d, resp, kind)
    if failure:
        # Trigger: a failed call. Why: failures are what a later session must not repeat.
        # Outcome: type error, ranked at least as an error and above the type's own rank.
        obs["importance"] = max(IMPORTANCE["error"], IMPORTANCE[obs["type"]] + FAILURE_BUMP)
        obs.update(type="error", title=f"Failed: {obs['title']}")
        obs["facts"] = [f"Error: {failure}"] + obs.get("facts", [])
        if failure not in obs["narrative"]:
            obs["narrative"] += f"\nError: {failure}"
    return obs


# ---------------------------------------------------------------- other shapes
def _conversation(d: dict) -> dict:
    speaker = _str(d, "speaker", "role", "author", "name", "from") or "unknown"
    text = _text_of(_get(d, "text", "content", "message", "body") or "", limit=10**9)
    caption = _str(d, "blip_caption", "caption", "image_caption")
    concepts = [] if speaker.lower() in _GENERIC_ROLES else [speaker.lower()]
    return {"type": "conversation", "title": f"{speaker}: {text}", "narrative": f"{speaker}: {text}",
            "facts": [f"Shared an image: {caption}"] if caption else [],
            "concepts": concepts + _concepts(f"{text}\n{caption}"), "files": _paths_in(text)}


def _prompt(d: dict) -> dict:
    text = _str(d, "prompt", "text", "content", "message") or _text_of(d.get("content"), 10**9) or _render(d)
    return {"type": "prompt", "title": f"Prompt: {text}", "narrative": text,
            "concepts": _concepts(text), "files": _paths_in(text)}


def _session(hook: str, d: dict) -> dict:
    label = _SESSION_LABELS[hook]
    message = _str(d, "message", "title")
    facts = [f"{k}: {_scalar(d[k])}" for k in ("source", "reason", "trigger") if isinstance(d.get(k), str)]
    title = f"{label}: {message}" if message else label + (f" ({facts[0].split(': ', 1)[1]})" if facts else "")
    rest = {k: v for k, v in d.items() if k not in ("hook_event_name", "hookType", "message")}
    return {"type": "session_event", "title": title, "facts": facts,
            "narrative": title + (f"\n{_render(rest)}" if rest else "")}


def _explicit(kind: str, d: dict) -> dict:
    """`{type: decision|error|note|..., text, title?, reason?, facts?, concepts?, files?}`."""
    text = _str(d, "text", "content", "message", "body", "summary", "description", kind) \
        or _text_of(d.get("content"), 10**9)
    extra = [f"{k.capitalize()}: {d[k]}" for k in ("reason", "rationale", "why", "stack", "traceback")
             if _str(d, k)]
    listed = lambda key: _strings(d.get(key))  # noqa: E731
    narrative = "\n".join([text] + extra) if text else _render(d)
    return {"type": kind, "title": _str(d, "title") or text or kind, "narrative": narrative,
            "facts": listed("facts") + extra, "concepts": listed("concepts") + listed("tags") + _concepts(narrative),
            "files": listed("files") + _paths_in(narrative)}


def _unknown(kind: str, data: Any) -> dict:
    narrative = data if isinstance(data, str) else "" if data is None else _render(data)
    title = _first_text(data) or narrative.split("\n", 1)[0] or kind.replace("_", " ")
    return {"type": kind, "title": title, "narrative": narrative,
            "concepts": _concepts(narrative), "files": _paths_in(narrative)}


def _derive(hook: str, data: Any) -> dict:
    d = data if isinstance(data, dict) else {}
    if hook not in _KNOWN_HOOKS and _str(d, "hook_event_name"):  # raw Claude Code payload
        hook = normalise_hook_type(d["hook_event_name"])
    explicit = d.get("type") if d.get("type") in OBS_TYPES else hook if hook in OBS_TYPES else None
    if hook in _TURN_HOOKS or explicit == "conversation":
        return _conversation(d if d else {"text": data if isinstance(data, str) else _render(data)})
    if d and (hook in _TOOL_HOOKS or _str(d, "tool_name", "toolName")):
        return _from_tool(hook, d)
    if hook in _PROMPT_HOOKS or (not hook and not explicit and _str(d, "prompt")):
        return _prompt(d if d else {"prompt": _unknown("prompt", data)["narrative"]})
    if hook in _SESSION_LABELS:
        return _session(hook, d)
    if explicit:
        return _explicit(explicit, d if d else {"text": _unknown(explicit, data)["narrative"]})
    if _str(d, "speaker", "role") and _get(d, "text", "content") is not None:
        return _conversation(d)
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
        "title": _one_line(str(obs.get("title") or kind)) or kind,
        "facts": uniq(_one_line(f, FACT_CHARS) for f in obs.get("facts", []) if isinstance(f, str))[:MAX_FACTS],
        "concepts": uniq(c.strip().lower() for c in obs.get("concepts", [])
                         if isinstance(c, str) and len(c.strip()) <= 40)[:MAX_CONCEPTS],
        "files": uniq(f.strip() for f in obs.get("files", []) if isinstance(f, str))[:MAX_FILES],
        "narrative": _clip(str(obs.get("narrative") or ""), max(0, int(max_chars))),
        "importance": max(1, min(10, int(importance))),
    }
    if isinstance(obs.get("toolName"), str):
        result["toolName"] = obs["toolName"]
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
