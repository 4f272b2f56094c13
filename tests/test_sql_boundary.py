"""SQL lives in store/ and search/storage/ only: checked with `ast` on the areas swept so far.

A site is an `.execute(` / `.executemany(` call, an SQL statement or `json_extract` in a string, a
`store.list_values(` / `store.read()` call, a `.conn` attribute or the name `OWNER_SQL`. `SWEPT`
lists the folders and modules that must hold none; it grows until it is all of memory/ and search/.
"""
import ast
import re
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[1] / "src" / "agentmemory"

SWEPT = ["memory/distill", "memory/recall", "search/hybrid.py", "search/vectors.py", "search/ranking.py",
         "search/text.py", "search/dates.py", "search/embedders.py"]

_STATEMENT = re.compile(r"\b(SELECT\b.+\bFROM|INSERT\s+(OR\s+\w+\s+)?INTO|DELETE\s+FROM|UPDATE\s+\w+\s+SET|"
                        r"CREATE\s+(TABLE|INDEX|TRIGGER))\b|json_extract", re.IGNORECASE | re.DOTALL)
_CALLS = {"execute", "executemany", "executescript", "list_values"}


def sql_sites(path: Path, root: Path = PKG) -> list[str]:
    """`module:line: what` for every SQL site in one module (named relative to `root`)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        what = None
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and _STATEMENT.search(node.value):
            what = f"SQL in a string: {node.value[:60]!r}"
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            f = node.func
            if f.attr in _CALLS:
                what = f".{f.attr}( call"
            elif f.attr == "read" and isinstance(f.value, ast.Attribute) and f.value.attr == "store":
                what = "store.read() (a raw connection)"
        elif isinstance(node, ast.Attribute) and node.attr == "conn":
            what = ".conn (a raw connection)"
        elif isinstance(node, ast.Name) and node.id == "OWNER_SQL":
            what = "OWNER_SQL"
        if what:
            out.append(f"{path.relative_to(root)}:{node.lineno}: {what}")
    return out


def swept_modules() -> list[Path]:
    paths = []
    for entry in SWEPT:
        p = PKG / entry
        paths += sorted(p.rglob("*.py")) if p.is_dir() else [p]
    return paths


@pytest.mark.parametrize("path", swept_modules(), ids=lambda p: str(p.relative_to(PKG)))
def test_no_sql_outside_the_storage_modules(path):
    assert sql_sites(path) == []


def test_the_check_sees_each_kind_of_site(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('def f(self, tx):\n'
                   '    tx.conn.execute("DELETE FROM kv_store WHERE scope=?", ("x",))\n'
                   '    self.store.read()\n'
                   '    self.store.list_values("s")\n'
                   '    q = f"SELECT key FROM kv_store WHERE {OWNER_SQL}=?"\n'
                   '    return "coalesce(json_extract(value,\'$.owner\'), 1)"\n')
    found = " ".join(sql_sites(bad, tmp_path))
    for what in (".execute( call", "SQL in a string", "store.read()", ".list_values( call", ".conn",
                 "OWNER_SQL", "json_extract"):
        assert what in found, what

