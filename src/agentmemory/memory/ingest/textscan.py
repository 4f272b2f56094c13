"""Text scanning shared by the memory layer: rendering payloads as readable text, and finding
file paths, languages and concepts in it. Pure functions and constant tables; bounded work on
any input (depth, item, line and character caps), never raises on JSON-like values.
"""
from __future__ import annotations

import re
import shlex
from typing import Any

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

PATH_KEYS = ("file_path", "filePath", "absolute_path", "path", "notebook_path", "filename", "file")
# What every agent's hook payload carries whatever the event: no title, file or narrative is made of it.
ENVELOPE_KEYS = frozenset(("hook_event_name", "hookType", "session_id", "transcript_path", "cwd", "permission_mode",
                           "model", "prompt_id", "effort", "scratchpad_dir", "turn_id", "conversation_id",
                           "generation_id", "workspace_roots", "cursor_version", "user_email"))
_PATH_LIST_KEYS = ("paths", "files", "filenames")
_TEXT_KEYS = ("title", "summary", "text", "content", "message", "msg", "description", "prompt", "query",
              "command", "name", "body")
GENERIC_ROLES = {"user", "assistant", "system", "human", "ai", "model", "bot", "tool", "unknown"}

_EXTENSIONS = frozenset((
    "py pyi ipynb js mjs cjs ts tsx jsx json jsonl md mdx rst txt yaml yml toml ini cfg conf env lock "
    "sh bash zsh ps1 bat go rs java kt kts scala swift c h cc cpp hpp cs rb php pl lua r sql db sqlite "
    "csv tsv xml html htm css scss sass less vue svelte dart ex exs erl hs ml clj gradle tf proto graphql "
    "log pdf png jpg jpeg gif svg webp zip gz tgz whl onnx pt safetensors parquet npy pem crt"
).split())
LANGUAGES = dict(pair.split(":") for pair in (  # extension -> language concept
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

# Paths that say nothing about the project: system trees, installed dependencies, caches, lock files.
_SYSTEM_ROOTS = ("/var/", "/usr/", "/etc/", "/proc/", "/sys/", "/dev/", "/opt/", "/nix/", "/snap/",
                 "/private/", "/library/", "/system/", "/bin/", "/sbin/", "/lib/", "/lib64/", "/run/", "c:\\windows",
                 "c:\\program files")
_DEPENDENCY_DIRS = frozenset("site-packages dist-packages node_modules bower_components .venv venv .tox "
                             "__pycache__ .git .mypy_cache .pytest_cache .ruff_cache .cache .npm .cargo .gradle "
                             ".m2 vendor".split())
_LOCK_FILES = frozenset("package-lock.json npm-shrinkwrap.json yarn.lock pnpm-lock.yaml poetry.lock pipfile.lock "
                        "cargo.lock gemfile.lock composer.lock go.sum uv.lock bun.lockb flake.lock".split())
#: Names of fields in tool inputs, hook payloads and rendered records ("reason: ..."): never a concept.
FIELD_NAMES = frozenset(
    "reason rationale why stack traceback source trigger description content text title type message msg "
    "summary status error result output input name value data id path file command query prompt body details "
    "note notes field key args arguments kwargs params response request stdout stderr exit code timestamp "
    "session_id tool_name tool_input tool_response hook_event_name cwd transcript_path".split())

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
_DIGIT = re.compile(r"[0-9]")
DEFINITION_RE = re.compile(r"\b(?:def|class|function|func|fn|interface|struct|enum|trait|type)\s+([A-Za-z_]\w*)")
ERROR_LINE_RE = re.compile(
    r"^[ \t]*(?:Traceback \(most recent call last\)|npm ERR!|FAILED\b"
    r"|(?:[\w.]*(?:Error|Exception)|error|fatal|FATAL|ERROR|panic)(?:\[[\w\-]+\])?[:!]"
    r"|.*\b(?:command not found|No such file or directory|Permission denied|Segmentation fault))"
    r".*$",
    re.M,
)


# ---------------------------------------------------------------- text helpers
def one_line(text: str, limit: int = TITLE_CHARS) -> str:
    flat = " ".join(text[: limit * 4].split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1]
    if " " in cut[limit // 2:]:
        cut = cut[: cut.rindex(" ")]
    return cut.rstrip(" ,;:") + "…"


def clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    note = f"\n…[truncated, {len(text)} chars in all]"
    return text[:limit] if limit <= len(note) else text[: limit - len(note)] + note


def first_str(d: dict, *keys: str) -> str:
    """First non-blank string value among keys (non-strings are ignored, not coerced)."""
    return next((d[k] for k in keys if isinstance(d.get(k), str) and d[k].strip()), "")


_SHELLS = frozenset(("sh", "bash", "zsh", "dash", "ksh", "fish", "pwsh", "powershell", "cmd"))


def command_of(tin: dict) -> str:
    """The shell command a tool input ran: `command`/`cmd` as a string, or as an argv list (Codex CLI's
    `shell` tool sends `["bash", "-lc", "cargo build"]`: the script a shell was given, else the words joined)."""
    text = first_str(tin, "command", "cmd")
    argv = tin.get("command")
    if text or not isinstance(argv, list) or not argv or not all(isinstance(a, str) for a in argv):
        return text
    argv = argv[:_MAX_ITEMS]
    if len(argv) == 3 and argv[0].rsplit("/", 1)[-1].lower() in _SHELLS and argv[1].lstrip("-/").lower() in (
            "c", "lc", "ic", "command") and argv[2].strip():
        return argv[2]
    return shlex.join(argv)


_REPORT_EXIT = re.compile(r"^Exit Code: (-?\d+)$", re.M)
_REPORT_NONE = re.compile(r"^(?:Error|Exit Code|Signal|Background PIDs|Process Group PGID): \(none\)\n?", re.M)


def shell_report(text: str) -> tuple[str, int | None]:
    """Gemini CLI's run_shell_command result is one text of labelled lines ("Command: ...", "Output: ...",
    "Error: (none)", "Exit Code: 0"): that text without its "(none)" lines (an "Error:" line reads as a failure)
    and the exit code it states. Any other text comes back as it is, with None."""
    if not text.startswith("Command: ") or "\nExit Code: " not in text:
        return text, None
    codes = _REPORT_EXIT.findall(text)  # the report's own line is the last: the output may hold such lines too
    return _REPORT_NONE.sub("", text), int(codes[-1]) if codes else None


def exit_code_of(resp: Any) -> int | None:
    """The exit code a shell result states: its own field, Codex's `{output, metadata: {exit_code}}`, or the
    "Exit Code:" line of Gemini's report."""
    if not isinstance(resp, dict):
        return None
    meta = resp.get("metadata") if isinstance(resp.get("metadata"), dict) else {}
    code = next((c for c in (as_int(get_first(d, "exit_code", "exitCode", "returncode", "return_code"))
                             for d in (resp, meta)) if c is not None), None)
    return code if code is not None else shell_report(text_of(resp.get("llmContent")))[1]


def failure_of(hook: str, d: dict, resp: Any, kind: str) -> str:
    """Why a tool call failed, or "" when it did not: the payload's `error`, the result's error flags or exit
    code, else an error line of a command's output (a leading marker only for other tools: a file may quote errors)."""
    if first_str(d, "error"):
        return first_str(d, "error")
    if isinstance(resp, dict):
        err = resp.get("error")
        if err or resp.get("is_error") is True or resp.get("isError") is True:
            return one_line(text_of(err) or text_of(resp) or "tool reported an error", FACT_CHARS)
        code = exit_code_of(resp)
        if code:
            return f"Exit code {code}"
        if resp.get("interrupted") is True or resp.get("success") is False:
            return "Interrupted" if resp.get("interrupted") is True else "Reported failure"
    if hook == "post_tool_use_failure":
        return one_line(text_of(resp) or "tool call failed", FACT_CHARS)
    if kind != "command_run":  # file contents may quote errors: only a leading marker counts
        text = text_of(resp) if isinstance(resp, (str, list)) else ""
        marked = re.match(r"\s*(?:<tool_use_error>|Error\b|error:)", text)
        return one_line(re.sub(r"</?tool_use_error>", "", text[:1000]), FACT_CHARS) if marked else ""
    text = shell_report(text_of(resp))[0] + (f"\n{first_str(resp, 'stderr')}" if isinstance(resp, dict) else "")
    line = ERROR_LINE_RE.search(text[:SCAN_CHARS])
    return one_line(line.group(0), FACT_CHARS) if line else ""


def binary_of(resp: Any) -> str:
    """The media type of a file a tool read as base64 (Claude Code's Read of an image or PDF: `file.base64`;
    Gemini CLI's read_file: `llmContent.inlineData`), "" for text: its bytes are no words to show or search."""
    if not isinstance(resp, dict):
        return ""
    file, llm = resp.get("file"), resp.get("llmContent")
    if isinstance(file, dict) and isinstance(file.get("base64"), str):
        return first_str(file, "type", "mediaType", "mimeType") or first_str(resp, "type") or "binary"
    llm = llm if isinstance(llm, dict) else {}
    inline = next((llm[k] for k in ("inlineData", "inline_data") if isinstance(llm.get(k), dict)), None)
    return (first_str(inline, "mimeType", "mime_type") or "binary") if inline else ""


_PATCH_FILE = re.compile(r"^\*\*\* (?:(?:Add|Update|Delete) File|Move to): *(\S.*?) *$", re.M)


def patch_summary(patch: str) -> tuple[list[str], int, int, str]:
    """An apply_patch text (`*** Begin Patch`, `*** Update File: path`, +/- lines): (files, lines removed,
    lines added, the added code)."""
    files = list(dict.fromkeys(_PATCH_FILE.findall(patch)))[:MAX_FILES]
    lines = [ln for ln in patch.splitlines() if not ln.startswith("***")]
    added = [ln[1:] for ln in lines if ln.startswith("+")]
    return files, sum(1 for ln in lines if ln.startswith("-")), len(added), "\n".join(added)


def strings_of(value: Any) -> list[str]:
    """The strings of a client-supplied list (facts, tags, files); anything else -> []."""
    return [x for x in value[:MAX_FILES] if isinstance(x, str)] if isinstance(value, list) else []


def get_first(d: dict, *keys: str) -> Any:
    return next((d[k] for k in keys if d.get(k) is not None), None)


def as_int(value: Any) -> int | None:
    try:  # 3, 3.0 and "3" are all exit code 3; True, None, nan and "x" are not numbers
        return None if isinstance(value, bool) else int(value)
    except (TypeError, ValueError, OverflowError):
        return None


def scalar_text(value: Any) -> str:
    if isinstance(value, (dict, list, tuple)):
        return "…" if value else "(empty)"  # only reached when nested too deep, or empty
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    return value if isinstance(value, str) else repr(value)


def render(value: Any, limit: int = SNIPPET_CHARS) -> str:
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
                lines.append(f"{pad}{label} {scalar_text(item)[:limit]}")

    if isinstance(value, (dict, list, tuple)) and value:
        walk(value, "", 0)
    else:
        lines.append(scalar_text(value))
    return clip("\n".join(lines), limit)


def text_of(value: Any, limit: int = SNIPPET_CHARS) -> str:
    """The readable text of a tool response or message content (string, blocks or dict)."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        text = "\n".join(t for t in map(_block_text, value[:_MAX_ITEMS]) if t)
        if text or not value:
            return text
    elif isinstance(value, dict):
        for key in ("content", "text", "result", "output", "stdout", "message", "data", "llmContent"):
            if isinstance(value.get(key), (str, list)):
                text = text_of(value[key], limit)
                if text:
                    return text
        if isinstance(value.get("file"), dict):
            return text_of(value["file"], limit)
    return "" if value is None else render(value, limit)


def _block_text(block: Any) -> str:
    """One content block: "text", {"type": "text", "text": ...}; a tool_use block names its tool."""
    if isinstance(block, str) or not isinstance(block, dict):
        return block if isinstance(block, str) else ""
    if block.get("type") == "tool_use" and isinstance(block.get("name"), str):
        return f"[tool_use: {block['name']}]"
    return block["text"] if isinstance(block.get("text"), str) else ""


def first_text(value: Any, depth: int = 0) -> str:
    """A title candidate: a preferred text field, else the first string found."""
    if isinstance(value, str):
        return value
    if depth >= _MAX_DEPTH or not isinstance(value, (dict, list, tuple)):
        return ""
    if isinstance(value, dict) and first_str(value, *_TEXT_KEYS):
        return first_str(value, *_TEXT_KEYS)
    items = list(value.values() if isinstance(value, dict) else value)[:_MAX_ITEMS]
    return next((t for t in (first_text(v, depth + 1) for v in items) if t.strip()), "")


def paths_in(text: str, strict: bool = True) -> list[str]:
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


def paths_from_input(tool_input: dict) -> list[str]:
    paths = [first_str(tool_input, k) for k in PATH_KEYS]
    for key in _PATH_LIST_KEYS:
        if isinstance(tool_input.get(key), list):
            paths += [p for p in tool_input[key][:MAX_FILES] if isinstance(p, str)]
    return [p for p in paths if p.strip() and p.strip() != "."]


def noise_path(path: str) -> bool:
    """A system or dependency path, a cache or a lock file: not a project's hot file."""
    p = path.replace("\\", "/").lower()
    parts = [x for x in p.split("/") if x]
    if p.startswith(_SYSTEM_ROOTS) or path.lower().startswith(_SYSTEM_ROOTS) or not parts:
        return True
    return parts[-1] in _LOCK_FILES or any(x in _DEPENDENCY_DIRS for x in parts[:-1])


def file_concepts(paths: list[str]) -> list[str]:
    """Language and file stem of touched files: 'src/app.py' -> python, app."""
    out = []
    for p in paths[:5]:
        name = re.split(r"[/\\]", p.rstrip("/\\"))[-1]
        stem, _, ext = name.rpartition(".")
        out += [LANGUAGES.get(ext.lower(), ""), (stem or name).lower()]
    return out


def concepts_in(text: str) -> list[str]:
    """Names and technical terms: CamelCase, snake_case, acronyms, tech words, mid-sentence Capitals."""
    text = _URL.sub(" ", text[:SCAN_CHARS])
    out: list[str] = []
    for m in _WORD.finditer(text):
        word = m.group(0).rstrip(".-")
        low = word.lower()
        if len(word) < 2 or low in _STOP or ("." in low and low.rpartition(".")[2] in _EXTENSIONS):
            continue  # file names are reported in `files`
        if low in FIELD_NAMES or text[m.end():m.end() + 1] == ":" and _line_start(text, m.start()):
            continue  # a field's label ("Reason: ..."), not what the text is about
        i = m.start() - 1
        while i >= 0 and text[i] in " \t\n\"'“‘(*_-" and m.start() - i < 8:
            i -= 1
        # A line break alone does not start a sentence ("powerful,\nMelanie"); a blank line does.
        sentence_start = i < 0 or text[i] in ".!?:;…" or "\n\n" in text[i + 1: m.start()]
        if (
            low in _TECH_TERMS
            or "_" in word
            or "." in word
            or (len(word) > 2 and _DIGIT.search(word) is not None)
            or (word[1:] != low[1:] and word != word.upper())  # CamelCase (_WORD is ASCII: case maps 1:1)
            or (word.isupper() and word.isalpha() and len(word) <= 8)  # acronym
            or (word[0].isupper() and not sentence_start and len(word) >= 3)  # a name
        ):
            out.append(low)
        if len(out) >= MAX_CONCEPTS * 4:
            break
    return out


def _line_start(text: str, at: int) -> bool:
    """Only spaces, quotes or a bullet between the start of the line and `at`."""
    start = text.rfind("\n", 0, at) + 1
    return text[start:at].strip(" \t-*\"'") == ""


def programs_in(command: str) -> list[str]:
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
