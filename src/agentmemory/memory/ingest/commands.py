"""What a shell command changes in the work tree, read from its words (pure): in-place substitutions
(`sed -i`, `perl -pi`, `gofmt -r`), discarded edits (`git checkout -- f`, `git restore f`), package
removals and version bumps (used by supersede.py); the files a move or a delete names (observe.py)."""
from __future__ import annotations

import re
import shlex
from functools import lru_cache

#: An identifier of 3+ characters (a name a rename or a memory can mention); one pattern for
#: supersede.py and stale_memories.py.
IDENT = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]{2,}\b")

_SUBST = re.compile(r"^s(?P<d>[/|#,:@])(?P<old>(?:\\.|(?!(?P=d)).)+)(?P=d)(?P<new>(?:\\.|(?!(?P=d)).)*)(?P=d)[gimxIe0-9]*$")
_REGEX_MARKS = re.compile(r"\\[bB<>]|^\^|\$$")
_INSTALL = ("add", "install", "i", "get", "require")
_REMOVE = ("remove", "uninstall", "rm", "un")
_MANAGERS = ("cargo", "npm", "pnpm", "yarn", "pip", "pip3", "poetry", "uv", "go", "gem", "composer", "bundle")
_VALUED = {"--group", "-G", "--filter", "--workspace", "--features", "-F", "--package", "-p", "--registry"}
MANIFESTS = {"package.json", "pyproject.toml", "Cargo.toml", "go.mod", "Gemfile", "composer.json", "Pipfile",
             "setup.cfg", "requirements.txt", "requirements-dev.txt", "Chart.yaml"}
#: Common file names without an extension (with or without a suffix: LICENSE-MIT, Dockerfile.dev): an `mv` or `rm`
#: argument named so is a file, as one with a slash or a dot is; a bare word may be a folder.
EXTENSIONLESS = frozenset("""Makefile GNUmakefile makefile Dockerfile Containerfile Procfile Gemfile Rakefile Vagrantfile
Jenkinsfile Brewfile Pipfile Justfile justfile Caddyfile Earthfile Tiltfile Snakefile Guardfile Podfile Fastfile
CODEOWNERS LICENSE LICENCE COPYING NOTICE AUTHORS CONTRIBUTORS CHANGELOG CHANGES README VERSION MANIFEST OWNERS
""".split())
_PATTERN_MARKS = re.compile(r"[*?\[\]{}$`]")
_MOVES = re.compile(r"\b(?:mv|rm)\s")  # a cheap look before the words are split (a command may be megabytes)
_MOVES_SCAN = 20_000  # characters of a command read for its moves
# a version bump command -> the manifest it rewrites and what a view of it shows of the old version
_BUMPS = {("npm", "version"): "package.json", ("pnpm", "version"): "package.json",
          ("yarn", "version"): "package.json", ("cargo", "set-version"): "Cargo.toml",
          ("poetry", "version"): "pyproject.toml"}


@lru_cache(maxsize=64)  # each rule reads the same command once per observe
def parts(cmd: str) -> tuple[tuple[str, ...], ...]:
    """The words of each simple command in `cmd` (split at && || ; and newlines), `git` dropped."""
    out = []
    for part in re.split(r"&&|\|\||;|\n", cmd or ""):
        try:
            args = shlex.split(part)
        except ValueError:
            continue
        while args and "=" in args[0] and not args[0].startswith("-"):  # FOO=1 cmd
            args = args[1:]
        out.append(tuple(args[1:] if args[:1] == ["git"] else args))
    return tuple(a for a in out if a)


def _unregex(s: str) -> str:
    return re.sub(r"\\(.)", r"\1", _REGEX_MARKS.sub("", s))


def substitutions(cmd: str) -> tuple[list[tuple[str, str]], list[str]]:
    """The (old, new) text of an in-place substitution and the files it rewrites."""
    edits: list[tuple[str, str]] = []
    files: list[str] = []
    for args in parts(cmd):
        tool, rest = args[0].rsplit("/", 1)[-1], args[1:]
        if tool == "gofmt" and "-r" in rest and rest.index("-r") + 1 < len(rest):
            rule = rest[rest.index("-r") + 1]
            if "->" in rule:
                old, new = (s.strip() for s in rule.split("->", 1))
                edits.append((old, new))
                files += [a for a in rest[rest.index("-r") + 2:] if not a.startswith("-")]
            continue
        in_place = tool == "sed" and any(a.startswith("-i") or (a.startswith("-") and not a.startswith("--")
                                                                 and "i" in a) for a in rest)
        in_place |= tool == "perl" and any(a.startswith("-") and "i" in a and "p" in a for a in rest)
        if not in_place:
            continue
        for a in rest:
            m = _SUBST.match(a)
            if m:
                edits.append((_unregex(m["old"]), _unregex(m["new"])))
            elif a and not a.startswith("-"):
                files.append(a)
    return (edits, files) if edits else ([], [])


def discarded(cmd: str) -> list[str]:
    """Paths whose uncommitted edits a command throws away (`git checkout [ref] -- f`, `git restore f`)."""
    out: list[str] = []
    for args in parts(cmd):
        if args[:1] == ("checkout",) and "--" in args:
            out += args[args.index("--") + 1:]
        elif args[:1] == ("restore",) and ("--worktree" in args or not {"--staged", "-S"} & set(args)):
            out += [a for a in args[1:] if not a.startswith("-")]
    return out


def packages(cmd: str, removed: bool) -> set[str]:
    """Packages a command removes (`removed`) or adds: `npm uninstall x`, `cargo add y`, `pip install z`..."""
    verbs = _REMOVE if removed else _INSTALL
    out: set[str] = set()
    for args in parts(cmd):
        if args[0] not in _MANAGERS or len(args) < 2 or args[1] not in verbs:
            continue
        skip = False
        for a in args[2:]:
            if skip or a.startswith("-"):
                skip = a in _VALUED
                continue
            if re.fullmatch(r"[\w@./-]+", a):
                out.add(a.split("@", 1)[0] if not a.startswith("@") else a.rsplit("@", 1)[0] if a.count("@") > 1 else a)
    return out


def bumped(cmd: str) -> list[tuple[str, str]]:
    """(manifest file name, what a view of it shows that the command changed) of a version bump:
    `npm version minor`, `cargo set-version 0.4.0`, `poetry version 1.1.0`, `go get mod@v1.2.0`."""
    out: list[tuple[str, str]] = []
    for args in parts(cmd):
        target = _BUMPS.get(tuple(args[:2]))
        if target and len(args) > 2:
            out.append((target, "version"))
        elif args[:2] == ("go", "get"):
            out += [("go.mod", a.split("@", 1)[0]) for a in args[2:] if "@" in a and not a.startswith("-")]
    return out


def moved_files(cmd: str) -> list[str]:
    """The files an `mv` or `rm` (`git mv`, `git rm`) names: arguments with a slash or a dot (`.env`, `Procfile.old`)
    or a common name without an extension (`git mv Procfile Procfile.old`). Trigger: the paths of a command's text
    are found by known extensions or slashes only. Why: the move's row then named neither file, so the write of the
    new name did not find it (nor supersede the views of the old name). A bare word (`mv notes draft`) or a pattern
    (`rm *.pyc`) is left out: nothing says it is a file."""
    out: list[str] = []
    cmd = cmd[:_MOVES_SCAN]
    for args in parts(cmd) if _MOVES.search(cmd) else ():
        if args[:1] in (("rm",), ("mv",)):
            out += [a for a in args[1:] if not a.startswith("-") and _names_a_file(a)]
    return out


def _names_a_file(arg: str) -> bool:
    base = arg.rstrip("/").rsplit("/", 1)[-1]
    if not base.strip(".") or _PATTERN_MARKS.search(arg):
        return False
    return "/" in arg or "." in base or re.split(r"[.\-_]", base, maxsplit=1)[0] in EXTENSIONLESS
