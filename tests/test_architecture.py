"""Architecture rules, checked on the source with `ast` (DESIGN.md, "Layout").

Imports point one way: api | mcp | viewer | sync -> memory -> search -> store.
Only config.py reads the environment. Importing any module builds nothing.
Functions stay under 60 lines and modules under 400 (a shrinking allow-list aside).
The tests keep rules of their own: no `while True`, no test module imported, no fixture shadowing a name.
"""
import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "src" / "agentmemory"

TRANSPORTS = {"api", "mcp", "viewer", "sync"}
COMPOSITION = {"app", "__main__", "runner", "wsgi", "console"}  # the composition roots may import anything
# The one module of the server the client shares: the secret filter, so the hook's outbox never holds what
# the server would not store (imported only when an event must wait; it imports nothing but its pattern table).
CLIENT_SHARES = {"agentmemory.memory.privacy"}
LEAVES = {"config", "errors", "jsonbody", "threads", "datadir", "remote", "native_hooks", ""}  # "" is the package itself (its __version__)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PKG.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PKG.rglob("*.py"))}


def our_imports(name: str) -> set[str]:
    """Fully qualified `agentmemory...` modules imported anywhere in the module (functions included)."""
    path = MODULES[name]
    is_pkg = path.name == "__init__.py"
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.split(".")[0] == "agentmemory"}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_pkg else name.split(".")[:-1]
                base = base[:len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            elif (node.module or "").split(".")[0] == "agentmemory":
                module = node.module
            else:
                continue
            for a in node.names:  # `from . import x` may name a submodule
                sub = f"{module}.{a.name}"
                out.add(sub if sub in MODULES else module)
    return out


def area(module: str) -> str:
    """The top-level area of a module: store, search, memory, api, ..., or a top-level module's name."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def allowed(src: str) -> set[str] | None:
    """Areas `src` may import (besides itself); None means anything."""
    if src in COMPOSITION:
        return None
    return {
        "store": set(),
        "search": {"store", "threads", ""},
        "llm": {"store", "config", "errors", ""},
        "memory": {"store", "search", "llm", "config", "errors", "native_hooks", "threads", ""},
        "ops": {"memory", "errors", "native_hooks", ""},
        **{t: {"memory", "search", "store", "ops", "config", "errors", "jsonbody", "datadir", "client", ""}
           for t in TRANSPORTS},
        "client": {"native_hooks", ""},  # the client imports nothing of the server: it must start fast
        "config": {""}, "errors": set(), "jsonbody": {"errors"}, "threads": set(), "": set(),
        "datadir": set(), "remote": {"config", "datadir"}, "native_hooks": set(),
        "portable": {"store"},  # chat exports in, Markdown/JSONL out: plain data and the CLI's op runner
    }.get(src, set())


def test_every_module_is_classified():
    known = {"store", "search", "llm", "memory", "ops", "portable", "client"} | TRANSPORTS | COMPOSITION | LEAVES
    assert {area(m) for m in MODULES} <= known, "a new top-level area: add it to the layer rules here"


@pytest.mark.parametrize("name", sorted(MODULES))
def test_imports_point_down(name):
    src = area(name)
    ok = allowed(src)
    if ok is None:
        return
    bad = sorted(m for m in our_imports(name) if area(m) != src and area(m) not in ok
                 and not (src == "client" and m in CLIENT_SHARES))
    assert bad == [], f"{name} ({src}) may only import {sorted(ok)} but imports {bad}"


def test_the_rules_themselves():
    """The literal rules of the design note, spelled out."""
    for name in MODULES:
        imported = {area(m) for m in our_imports(name)} - {area(name)}
        if area(name) == "store":
            assert imported == set(), name
        if area(name) == "search":
            assert imported <= {"store", "threads", ""}, name  # threads and the package itself: leaves
        if area(name) == "memory":
            assert not imported & (TRANSPORTS | COMPOSITION | {"ops"}), name
        if area(name) not in COMPOSITION:
            assert not imported & COMPOSITION, name


def test_what_the_client_shares_with_the_server_imports_nothing_else():
    for name in CLIENT_SHARES:
        assert our_imports(name) <= {"agentmemory.memory.secret_patterns"}, name
    assert our_imports("agentmemory.memory.secret_patterns") == set()


def test_resolver_sees_relative_and_function_level_imports():
    assert "agentmemory.store" in our_imports("agentmemory.search.hybrid")
    assert "agentmemory.api.rest" in our_imports("agentmemory.app")  # imported inside create_app


def environment_reads(tree: ast.AST) -> list[int]:
    """Line numbers of os.environ / os.getenv / os.putenv uses (any alias of os) and `from os import environ`."""
    os_names, lines = set(), []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            os_names |= {a.asname or a.name for a in node.names if a.name == "os"}
        elif isinstance(node, ast.ImportFrom) and node.module == "os":
            lines += [node.lineno for a in node.names if a.name in ("environ", "getenv", "putenv", "environb")]
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in os_names
                and node.attr in ("environ", "getenv", "putenv", "unsetenv", "environb")):
            lines.append(node.lineno)
    return lines


def test_environment_reader_detects_the_usual_spellings():
    src = "import os\nimport os as o\nfrom os import getenv\na = os.environ['X']\nb = o.getenv('Y')\n" \
          "c = request.environ.get('z')\n"
    assert sorted(environment_reads(ast.parse(src))) == [3, 4, 5]


@pytest.mark.parametrize("name", sorted(MODULES))
def test_only_config_reads_the_environment(name):
    if name in ("agentmemory.config", "agentmemory.client.config"):  # the server's and the client's one reader
        assert environment_reads(ast.parse(MODULES[name].read_text(encoding="utf-8")))
        return
    assert environment_reads(ast.parse(MODULES[name].read_text(encoding="utf-8"))) == [], name


IMPORT_ALL = r"""
import gc, json, pkgutil, sys, threading, time, importlib
start = time.perf_counter()
import agentmemory
names = sorted(m.name for m in pkgutil.walk_packages(agentmemory.__path__, "agentmemory."))
for n in names:
    importlib.import_module(n)
import sqlite3, flask
objs = gc.get_objects()
print(json.dumps({
    "modules": names,
    "threads": [t.name for t in threading.enumerate()],
    "connections": sum(isinstance(o, sqlite3.Connection) for o in objs),
    "apps": sum(isinstance(o, flask.Flask) for o in objs),
    "heavy": sorted(m for m in ("onnxruntime", "tokenizers", "google.genai", "huggingface_hub", "playwright",
                                "torch", "transformers") if m in sys.modules),
    "seconds": time.perf_counter() - start,
}))
"""


def test_importing_every_module_builds_nothing(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("AGENTMEMORY_")}
    env.update(PYTHONPATH=str(ROOT / "src"), HOME=str(tmp_path), AGENTMEMORY_DATA_DIR=str(tmp_path / "data"))
    proc = subprocess.run([sys.executable, "-c", IMPORT_ALL], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert len(report["modules"]) >= len(MODULES) - 2
    assert report["threads"] == ["MainThread"]
    assert report["connections"] == 0 and report["apps"] == 0
    assert report["heavy"] == []
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # no data dir, no files in HOME or the cwd


# ---------------------------------------------------------------- sizes (house style: DESIGN.md)
MAX_FUNCTION_LINES = 60
MAX_MODULE_LINES = 400
MAX_FOLDER_MODULES = 12  # modules in one folder, its __init__.py not counted
#: Over the limits today, to be split; the list only shrinks (a test fails on an entry that fits or is gone).
LONG_FUNCTIONS: set[str] = set()
LONG_MODULES: set[str] = set()


def function_lengths(source: str, name: str) -> dict[str, int]:
    """`name:Qualified.name` -> lines (def line to last line) of every function in `source`, nested ones too."""
    out = {}

    def walk(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                out[f"{name}:{prefix}{child.name}"] = child.end_lineno - child.lineno + 1
                walk(child, f"{prefix}{child.name}.")
            elif isinstance(child, ast.ClassDef):
                walk(child, f"{prefix}{child.name}.")
            else:
                walk(child, prefix)
    walk(ast.parse(source), "")
    return out


FUNCTIONS = {k: v for name, path in MODULES.items()
             for k, v in function_lengths(path.read_text(encoding="utf-8"), name).items()}


def module_lines(name: str) -> int:
    return len(MODULES[name].read_text(encoding="utf-8").splitlines())


def test_no_function_over_60_lines():
    long = {k: v for k, v in FUNCTIONS.items() if v > MAX_FUNCTION_LINES and k not in LONG_FUNCTIONS}
    assert long == {}, f"functions over {MAX_FUNCTION_LINES} lines: split them ({long})"


def test_no_module_over_400_lines():
    long = {n: module_lines(n) for n in MODULES if n not in LONG_MODULES and module_lines(n) > MAX_MODULE_LINES}
    assert long == {}, f"modules over {MAX_MODULE_LINES} lines: split them ({long})"


def test_no_folder_over_12_modules():
    """A folder that grows past a dozen modules wants a subpackage whose name says what it holds."""
    folders: dict[Path, int] = {}
    for path in MODULES.values():
        if path.name != "__init__.py":
            folders[path.parent] = folders.get(path.parent, 0) + 1
    big = {str(f.relative_to(PKG.parent)): n for f, n in folders.items() if n > MAX_FOLDER_MODULES}
    assert big == {}, f"folders over {MAX_FOLDER_MODULES} modules: split them ({big})"


def test_the_size_allow_lists_only_shrink():
    fits = sorted(k for k in LONG_FUNCTIONS if FUNCTIONS.get(k, 0) <= MAX_FUNCTION_LINES)
    assert fits == [], f"gone or now short enough: remove them from LONG_FUNCTIONS: {fits}"
    fits = sorted(n for n in LONG_MODULES if n not in MODULES or module_lines(n) <= MAX_MODULE_LINES)
    assert fits == [], f"gone or now short enough: remove them from LONG_MODULES: {fits}"


def test_the_function_walk_names_methods_and_nested_functions():
    src = "def f():\n    def g():\n        pass\n    return g\n\n\nclass C:\n    async def m(self):\n        pass\n"
    assert function_lengths(src, "m") == {"m:f": 4, "m:f.g": 2, "m:C.m": 2}


# ---------------------------------------------------------------- the tests' own rules
TESTS = ROOT / "tests"
TEST_FILES = {p: ast.parse(p.read_text(encoding="utf-8")) for p in sorted(TESTS.rglob("*.py"))}
#: Module names of tests/ (helpers, cli_helpers, mcp_fixtures, viewer.viewer_support, ...): imports of these may bind fixtures.
OUR_TEST_MODULES = {p.stem for p in TEST_FILES} | {p.name for p in TESTS.iterdir() if p.is_dir()}


def is_fixture(node: ast.AST) -> bool:
    return isinstance(node, ast.FunctionDef) and any("fixture" in ast.unparse(d) for d in node.decorator_list)


FIXTURES = {node.name for tree in TEST_FILES.values() for node in ast.walk(tree) if is_fixture(node)}


def test_no_while_true_in_tests():
    """A wait has a deadline: poll with helpers.wait_until, which fails saying what did not happen."""
    bad = [f"{p.relative_to(ROOT)}:{n.lineno}" for p, tree in TEST_FILES.items() for n in ast.walk(tree)
           if isinstance(n, ast.While) and isinstance(n.test, ast.Constant) and n.test.value]
    assert bad == [], f"`while True` in tests (use helpers.wait_until or a bounded loop): {bad}"


def test_no_test_imports_a_test_module_or_conftest():
    """Shared code lives in helper modules (helpers.py, cli_helpers.py, *_fixtures.py, ...), never in a test
    module (importing one collects its tests twice) or conftest (a second conftest module shadows it)."""
    bad = []
    for p, tree in TEST_FILES.items():
        for n in ast.walk(tree):
            names = [a.name for a in n.names] if isinstance(n, ast.Import) else \
                [n.module or ""] if isinstance(n, ast.ImportFrom) else []
            for name in names:
                if any(part.startswith("test_") or part == "conftest" for part in name.split(".")):
                    bad.append(f"{p.relative_to(ROOT)}:{n.lineno} imports {name}")
    assert bad == [], bad


def module_level_names(tree: ast.Module) -> dict[str, str]:
    """Names bound at module level other than fixtures and imports from tests/ -> how they are bound."""
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Import):
            out |= {(a.asname or a.name).split(".")[0]: f"import {a.name}" for a in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level \
                and (node.module or "").split(".")[0] not in OUR_TEST_MODULES:
            out |= {a.asname or a.name: f"from {node.module} import {a.name}" for a in node.names}
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and not is_fixture(node):
            out[node.name] = "def"
    return out


def test_fixture_names_shadow_no_function_or_builtin():
    """A fixture named like a function the module imports or defines (`settings` and hypothesis' `settings`,
    `iso` and the timestamp formatter) is a trap: the test body sees one or the other depending on a parameter."""
    import builtins
    assert sorted(f for f in FIXTURES if hasattr(builtins, f)) == []
    bad = [f"{p.relative_to(ROOT)}: fixture {name!r} vs {how}"
           for p, tree in TEST_FILES.items() for name, how in module_level_names(tree).items() if name in FIXTURES]
    assert bad == [], bad


# ---------------------------------------------------------------- SQL lives in store/ and search/storage/
SQL_HOMES = ("agentmemory.store", "agentmemory.search.storage")
_SQL_CALLS = {"execute", "executemany", "executescript"}
_STORE_INSIDES = {"conn", "list_values"}  # a connection handed to SQL; the raw-condition listing
_SQL_START = re.compile(r"^\s*(SELECT|INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER|PRAGMA|WITH)\s+\S")


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the docstring constants of a module, its classes and functions."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                out.add(id(first.value))
    return out


def sql_sites(source: str) -> list[str]:
    """`line: what` of every SQL call (`.execute(`, `.executemany(`, `.executescript(`), every string
    (docstrings aside; f-string parts included) that reads as an SQL statement or uses json_extract, and
    every connection reached past the repositories (`tx.conn`, `store.read()`, `store.list_values`)."""
    tree = ast.parse(source)
    docs, out = _docstrings(tree), []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _SQL_CALLS:
            out.append(f"{node.lineno}: .{node.func.attr}(")
        elif isinstance(node, ast.Attribute) and node.attr in _STORE_INSIDES:
            out.append(f"{node.lineno}: .{node.attr}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "read" \
                and ast.unparse(node.func.value).split(".")[-1] == "store":
            out.append(f"{node.lineno}: store.read() (a connection: use store.reader())")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs \
                and (_SQL_START.match(node.value) or "json_extract(" in node.value):
            out.append(f"{node.lineno}: {node.value[:60]!r}")
    return sorted(out, key=lambda site: int(site.split(":")[0]))


def test_the_sql_detector_catches_calls_statements_and_json_extract():
    src = '''"""SELECT in a module docstring is prose."""
def f(conn, tx, table):
    """DELETE FROM x: a docstring again."""
    conn.execute("x")
    tx.conn.executemany(SQL, [])
    methods = ("DELETE", "/memory/<id>")  # an HTTP method, not a statement
    label = "Select a project"
    return f"DELETE FROM {table} WHERE id=?"
SQL = """
    INSERT INTO t(a) VALUES (?)"""
WHERE = "coalesce(json_extract(value,'$.owner'), '')"
rows = store.read()
page = self.store.list_values(scope)
ok = (self.store.reader().memories, path.read(), tx.memories.get("k"))
'''
    assert [s.split(":")[0] for s in sql_sites(src)] == ["4", "5", "5", "8", "9", "11", "12", "13"]


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_sql_outside_the_store(name):
    if name.startswith(SQL_HOMES):
        return
    assert sql_sites(MODULES[name].read_text(encoding="utf-8")) == [], \
        f"{name} runs SQL: add a repository method in store/ (or search/storage/) and call it"
