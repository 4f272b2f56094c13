"""Which files of a document folder are read: under the allowed roots only, text only, not too big.

Every path is resolved (symlinks and "..") before it is checked against the roots
(`AGENTMEMORY_SOURCE_ROOTS`): a requested folder outside them is refused (403), and a symlink
met while walking (a file or a folder, at any depth) whose target is outside is listed as
refused and never opened. Symlinked folders are not descended (no cycles, no file twice);
hidden folders and dependency/build folders are skipped.
"""
from __future__ import annotations

import fnmatch
import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path

from ...errors import Forbidden, NotFound

MARKDOWN = (".md", ".markdown", ".mdx")
TEXT = (".txt", ".text", ".rst", ".adoc", ".org", ".csv", ".tsv", ".log")
CODE = (".py", ".pyi", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".go", ".rs", ".java", ".kt", ".kts",
        ".scala", ".c", ".h", ".cc", ".cpp", ".hpp", ".cs", ".rb", ".php", ".swift", ".m", ".lua", ".r",
        ".jl", ".sh", ".bash", ".zsh", ".fish", ".ps1", ".sql", ".html", ".css", ".scss", ".vue", ".svelte",
        ".toml", ".yaml", ".yml", ".json", ".ini", ".cfg", ".xml", ".proto", ".graphql", ".tf", ".ex", ".exs",
        ".erl", ".hs", ".ml", ".clj", ".dart", ".zig", ".nim")
EXTENSIONS = MARKDOWN + TEXT + CODE  # what is indexed; anything else is skipped
INDEXED_NAMES = ("Dockerfile", "Makefile", "README", "LICENSE")  # extensionless files that are text
SKIPPED_DIRS = ("node_modules", "__pycache__", "venv", "site-packages", "dist", "build", "target")
_PROBE = 8192  # bytes checked for a NUL (a binary file) before the file is decoded


@dataclass
class Listing:
    """What a walk found: (relative path, real path) of each indexable file, and what it left out."""
    files: list[tuple[str, Path]] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)  # symlinks leading outside the roots
    skipped: list[str] = field(default_factory=list)  # too big, binary or unreadable


def allowed_roots(roots) -> list[Path]:
    return [Path(r).expanduser().resolve() for r in roots]


def under(path: Path, roots: list[Path]) -> bool:
    return any(path == r or path.is_relative_to(r) for r in roots)


def resolve_folder(path: str, roots: list[Path]) -> Path:
    """The real path of a requested folder under a root: 403 outside (or no roots at all), 404 absent."""
    if not roots:
        raise Forbidden("no document folders are allowed: set AGENTMEMORY_SOURCE_ROOTS to the folders "
                        "agentmemory may read", field="path")
    try:
        given = Path(path).expanduser()
        real = given.resolve()
    except (OSError, RuntimeError, ValueError):  # "~user" unknown, a NUL byte, a symlink loop
        raise Forbidden("path cannot be resolved", field="path") from None
    if not given.is_absolute() or not under(real, roots):
        raise Forbidden("path is outside the allowed document roots (AGENTMEMORY_SOURCE_ROOTS)", field="path")
    if not _is(real, "dir"):
        raise NotFound("path is not a folder", field="path")
    return real


def _real(path: Path) -> Path | None:
    """The real path of a walked entry; None for a symlink loop (refused like a link leading out)."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return None


def _is(path: Path, what: str) -> bool:
    """Whether `path` is a folder ("dir") or a file; False when it cannot be looked at (no permission)."""
    try:
        return path.is_dir() if what == "dir" else path.is_file()
    except OSError:
        return False


def matches(rel: str, glob: str | None) -> bool:
    """`glob` is an fnmatch pattern over the relative path (`*` crosses folders; `**/x` also matches `x`)."""
    if not glob:
        return True
    return fnmatch.fnmatchcase(rel, glob) or (glob.startswith("**/") and fnmatch.fnmatchcase(rel, glob[3:]))


def indexable(name: str) -> bool:
    return name.lower().endswith(EXTENSIONS) or name in INDEXED_NAMES


def walk(top: Path, roots: list[Path], glob: str | None) -> Listing:
    """The indexable files under `top` (sorted by relative path), the refused symlinks and skipped entries."""
    out = Listing()
    for dirpath, dirnames, filenames in os.walk(top, followlinks=False):
        here = Path(dirpath)
        for d in list(dirnames):
            link = here / d
            if link.is_symlink():
                dirnames.remove(d)
                target = _real(link)
                if target is None or not under(target, roots):
                    out.refused.append(str(link.relative_to(top)))
            elif d.startswith(".") or d in SKIPPED_DIRS:
                dirnames.remove(d)
        dirnames.sort()
        for name in sorted(filenames):
            p = here / name
            rel = p.relative_to(top).as_posix()
            if not indexable(name) or not matches(rel, glob):
                continue
            real = _real(p)
            if real is None or not under(real, roots):
                # Trigger: a symlink (this file, or one it goes through) leads outside the roots.
                # Why: the roots are the only files the server may read. Outcome: refused, never opened.
                out.refused.append(rel)
            elif _is(real, "file"):
                out.files.append((rel, real))
    return out


def read_text(path: Path, max_bytes: int) -> tuple[str, str] | None:
    """(text, sha256 of the bytes), or None for a file too big, binary, not UTF-8 or unreadable."""
    try:
        if path.stat().st_size > max_bytes:
            return None
        data = path.read_bytes()
    except OSError:
        return None
    if len(data) > max_bytes or b"\0" in data[:_PROBE]:
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text, hashlib.sha256(data).hexdigest()
