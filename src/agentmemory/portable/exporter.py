"""Write an export's memories, lessons, facts and slots as Markdown notes or JSON Lines.

Input is what the `export` op returns (every row, by scope); out go the items a reader cares about:
the latest version of each memory that has not expired, lessons not deleted, facts and slots.
Markdown: one note per item in a folder per kind, with YAML front matter (PyYAML) an Obsidian vault
shows as properties, file names made of the title and the id, and an index.md linking them all.
JSON Lines: one `{"kind", "id", "data"}` record per line. Files are the owner's only (0600, folders
0700): an export holds every memory. A folder is written only when it is empty or a previous
Markdown export (its index.md says so); then the old notes are replaced.
"""
from __future__ import annotations

import json
import re
import sys
import time
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import yaml

from ..store import KV
from ..store.files import open_private, private_dir, replace_private

#: (kind, folder, scope) of what these formats export, in this order.
KINDS = (("memory", "memories", KV.memories), ("lesson", "lessons", KV.lessons),
         ("fact", "facts", KV.facts), ("slot", "slots", KV.slots))
FOLDERS = {kind: folder for kind, folder, _scope in KINDS}
#: The index's front matter names its writer: a folder holding it may be written over.
GENERATOR = "agentmemory"


class ExportError(Exception):
    """The export cannot be written; the message is one line."""


def items(export: dict, now: float | None = None) -> Iterator[tuple[str, str, dict]]:
    """(kind, id, row) of every exported item, kind by kind, ids sorted."""
    now = time.time() if now is None else now
    data = export.get("data") or {}
    for kind, _folder, scope in KINDS:
        rows = data.get(scope) or {}
        for key in sorted(rows):
            row = rows[key]
            if isinstance(row, dict) and _current(kind, row, now):
                yield kind, key, row


def _current(kind: str, row: dict, now: float) -> bool:
    if kind == "memory":
        expires = row.get("forgetAfterTs")
        return row.get("isLatest", True) is True and (expires is None or expires > now)
    if kind == "lesson":
        return not row.get("deleted")
    return True


def check(fmt: str, output: str) -> None:
    """Raise ExportError now for a target `write` would refuse (before the export is fetched)."""
    if fmt == "markdown":
        if output == "-":
            raise ExportError("--format markdown writes a folder: give it with -o DIR")
        _writable_folder(Path(output))


def write(export: dict, fmt: str, output: str) -> dict[str, int]:
    """Write `export` as `fmt` to `output` (a folder for markdown; a file or "-" for jsonl); counts per
    kind's folder name (memories, lessons, facts, slots)."""
    if fmt == "jsonl":
        return write_jsonl(export, output)
    check(fmt, output)
    return write_markdown(export, Path(output))


def write_jsonl(export: dict, output: str) -> dict[str, int]:
    counts = {folder: 0 for _k, folder, _s in KINDS}
    lines = []
    for kind, key, row in items(export):
        counts[FOLDERS[kind]] += 1
        lines.append(json.dumps({"kind": kind, "id": key, "data": row}, ensure_ascii=False) + "\n")
    if output == "-":
        sys.stdout.writelines(lines)
        sys.stdout.flush()
    else:
        _replace(Path(output), "".join(lines))
    return counts


def _replace(path: Path, text: str) -> None:
    try:
        replace_private(path, text)
    except OSError as exc:
        raise ExportError(f"cannot write {path}: {exc.strerror or exc}") from None


# ---------------------------------------------------------------- Markdown
def write_markdown(export: dict, root: Path) -> dict[str, int]:
    _prepare(root)
    links: dict[str, list[tuple[str, str]]] = {folder: [] for _k, folder, _s in KINDS}
    used: set[str] = set()
    try:
        for kind, key, row in items(export):
            title, meta, body = NOTES[kind](key, row)
            name = _file_name(title, key, kind, used)
            folder = private_dir(root / FOLDERS[kind])
            _note(folder / f"{name}.md", meta, f"# {title}\n\n{body}\n")
            links[FOLDERS[kind]].append((f"{FOLDERS[kind]}/{name}", title))
        counts = {folder: len(entries) for folder, entries in links.items()}
        _note(root / "index.md", _index_meta(export, counts), _index_body(links))
    except OSError as exc:
        raise ExportError(f"cannot write {root}: {exc.strerror or exc}") from None
    return counts


def _writable_folder(root: Path) -> bool:
    """True when `root` holds a previous Markdown export, False when it is empty or missing; else ExportError."""
    if root.exists() and not root.is_dir():
        raise ExportError(f"{root} exists and is not a folder")
    if not root.is_dir() or not any(root.iterdir()):
        return False
    if not _is_ours(root / "index.md"):
        raise ExportError(f"{root} is not empty and is not an agentmemory Markdown export: give a new folder")
    return True


def _prepare(root: Path) -> None:
    """An empty (or new) folder, or a previous Markdown export whose notes are removed first."""
    previous = _writable_folder(root)
    try:
        for _kind, folder, _scope in KINDS if previous else ():
            for old in (root / folder).glob("*.md"):
                old.unlink()
        private_dir(root)
    except OSError as exc:
        raise ExportError(f"cannot write {root}: {exc.strerror or exc}") from None


def _is_ours(index: Path) -> bool:
    try:
        head = index.read_text(encoding="utf-8").split("\n---\n", 1)[0].removeprefix("---\n")
        return (yaml.safe_load(head) or {}).get("generator") == GENERATOR
    except (OSError, UnicodeDecodeError, yaml.YAMLError, AttributeError):
        return False


def _note(path: Path, meta: dict, body: str) -> None:
    front = yaml.safe_dump({k: v for k, v in meta.items() if v not in (None, [], "")},
                           sort_keys=False, allow_unicode=True, default_flow_style=False)
    with open_private(path, "w") as f:
        f.write(f"---\n{front}---\n\n{body}")


def _file_name(title: str, key: str, kind: str, used: set[str]) -> str:
    """`<title words>-<id>`: readable, unique, and safe on every file system and in a wiki link."""
    slug = re.sub(r"[^\w]+", "-", title.lower()).strip("-_")[:60].strip("-_") or kind
    ident = re.sub(r"[^A-Za-z0-9_-]+", "-", key).strip("-")[-60:] or "item"
    name, n = f"{slug}-{ident}", 1
    while name.lower() in used:  # case-insensitive file systems
        n += 1
        name = f"{slug}-{ident}-{n}"
    used.add(name.lower())
    return name


def _index_meta(export: dict, counts: dict[str, int]) -> dict:
    return {"title": "agentmemory export", "generator": GENERATOR, "exportedAt": export.get("exportedAt"),
            "counts": counts}


def _index_body(links: dict[str, list[tuple[str, str]]]) -> str:
    out = ["# agentmemory export\n"]
    for folder, entries in links.items():
        out.append(f"\n## {folder.capitalize()} ({len(entries)})\n\n")
        out += [f"- [[{target}|{_link_text(title)}]]\n" for target, title in entries]
    return "".join(out)


def _link_text(title: str) -> str:
    return re.sub(r"[\[\]|\n]+", " ", title).strip()[:120]


# ---------------------------------------------------------------- one note per kind: (title, front matter, body)
def _iso(ts: Any) -> str | None:
    if isinstance(ts, (int, float)) and not isinstance(ts, bool):
        return datetime.fromtimestamp(ts, tz=timezone.utc).isoformat().replace("+00:00", "Z")
    return None


def _headline(text: str, limit: int = 80) -> str:
    line = next((x.strip() for x in str(text).splitlines() if x.strip()), "")
    return line if len(line) <= limit else line[:limit - 1].rstrip() + "…"


def _tags(values: Any) -> list[str]:
    """Obsidian tags: no spaces, no '#'."""
    return [re.sub(r"[\s#,]+", "-", str(v)).strip("-") for v in values or [] if str(v).strip()]


def _memory(key: str, row: dict) -> tuple[str, dict, str]:
    title = _headline(row.get("title") or row.get("content", "")) or key
    meta = {"id": key, "kind": "memory", "type": row.get("type"), "project": row.get("project"),
            "tags": _tags(row.get("concepts")), "files": row.get("files"), "created": row.get("createdAt"),
            "updated": row.get("updatedAt"), "version": row.get("version"), "importance": row.get("importance"),
            "agent": row.get("agentId"), "supersedes": row.get("supersedes")}
    return title, meta, str(row.get("content", ""))


def _lesson(key: str, row: dict) -> tuple[str, dict, str]:
    meta = {"id": key, "kind": "lesson", "project": row.get("project"), "tags": _tags(row.get("tags")),
            "created": _iso(row.get("createdTs")), "updated": _iso(row.get("lastReinforcedTs")),
            "confidence": row.get("confidence"), "reinforcements": row.get("reinforcements")}
    body = str(row.get("content", ""))
    if row.get("context"):
        body += f"\n\nContext: {row['context']}"
    return _headline(row.get("content", "")) or key, meta, body


def _fact(key: str, row: dict) -> tuple[str, dict, str]:
    meta = {"id": key, "kind": "fact", "type": row.get("kind"), "project": row.get("project"),
            "owner": row.get("owner"), "created": _iso(row.get("createdTs")), "updated": _iso(row.get("lastSeenTs")),
            "count": row.get("count"), "salience": row.get("salience")}
    return _headline(row.get("text", "")) or key, meta, str(row.get("text", ""))


def _slot(key: str, row: dict) -> tuple[str, dict, str]:
    meta = {"id": key, "kind": "slot", "label": row.get("label"), "scope": row.get("scope"),
            "project": row.get("project"), "owner": row.get("owner"), "updated": _iso(row.get("updatedTs")),
            "version": row.get("version"), "pinned": row.get("pinned"), "readOnly": row.get("readOnly"),
            "sizeLimit": row.get("sizeLimit")}
    return str(row.get("label") or key), meta, str(row.get("content", ""))


NOTES = {"memory": _memory, "lesson": _lesson, "fact": _fact, "slot": _slot}
