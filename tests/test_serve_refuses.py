"""`agentmemory serve` on a database it must not use (a newer version's, another program's, a damaged one)
stops before it listens: one line on stderr naming the file and the problem, a non-zero exit, no
traceback, and the file is left exactly as it was. Each case runs a real `agentmemory serve` process."""
from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from cli_helpers import ROOT, assert_one_line_error, clean_env, cli, free_port

from agentmemory.app import running
from agentmemory.config import Settings

pytestmark = pytest.mark.slow


def _ours(db) -> None:
    """A real agentmemory database with a few rows, closed (its WAL copied back)."""
    with running(Settings(data_dir=db.parent, embedding_provider="fake")) as services:
        with services.store.write("tester") as tx:
            for i in range(200):
                tx.put("mem:memories", f"m{i}", {"id": f"m{i}", "content": "x" * 500})
            tx.audit("remember")


def newer(db) -> None:
    _ours(db)
    with sqlite3.connect(db) as conn:
        conn.execute("INSERT INTO schema_migrations(name, applied_at) VALUES ('0999_from_the_future', 1)")
    conn.close()


def foreign(db) -> None:
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    conn.close()


def garbage(db) -> None:
    db.write_bytes(bytes(range(256)) * 64)


def cut_short(db) -> None:
    _ours(db)
    db.write_bytes(db.read_bytes()[:40960])


def pages_overwritten(db) -> None:
    """Sound first pages (the schema reads), then garbage: what only reading every page finds."""
    _ours(db)
    raw = bytearray(db.read_bytes())
    raw[5 * 4096:15 * 4096] = b"\xff" * (10 * 4096)
    db.write_bytes(bytes(raw))


def emptied_beside_its_wal(db) -> None:
    """Cut to 0 bytes after a crash that left its last writes in the WAL."""
    _ours(db)
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA journal_mode=WAL")
    conn.close()
    Path(f"{db}-wal").write_bytes(b"\x37\x7f\x06\x82" + bytes(4092))  # a WAL with something in it
    db.write_bytes(b"")


CASES = {
    "emptied-beside-its-wal": (emptied_beside_its_wal, ["is empty but agentmemory.db-wal holds 4096 bytes"]),
    "garbage": (garbage, ["not a database"]),
    "cut-short": (cut_short, ["malformed"]),
    "pages-overwritten": (pages_overwritten, ["damaged", "agentmemory restore"]),
    "newer-version": (newer, ["written by a newer agentmemory", "0999_from_the_future", "upgrade"]),
    "another-programs-database": (foreign, ["not an agentmemory database", "kv_store"]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_serve_refuses_a_database_it_must_not_use(tmp_path, case):
    make, words = CASES[case]
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    db = data / "agentmemory.db"
    make(db)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=data, PORT=free_port())
    assert_one_line_error(cli(env, "serve"), "agentmemory.db", *words)
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before


def test_gunicorn_running_the_factory_refuses_a_damaged_database_with_serves_line(tmp_path):
    """`gunicorn 'agentmemory.wsgi:create()'` (no `serve`, so no pre-flight before it) on a database with pages
    overwritten: was a worker's traceback (its first read of a bad page); now `serve`'s one line and a non-zero exit."""
    pytest.importorskip("gunicorn")
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    pages_overwritten(data / "agentmemory.db")
    before = hashlib.sha256((data / "agentmemory.db").read_bytes()).hexdigest()
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=data, PORT=free_port())
    served = assert_one_line_error(cli(env, "serve"), "agentmemory.db", "damaged", "agentmemory restore")
    proc = subprocess.run([sys.executable, "-m", "gunicorn", "-b", f"127.0.0.1:{env['PORT']}",
                           "agentmemory.wsgi:create()"], env=env, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 4 and "Traceback" not in proc.stderr, proc.stderr  # gunicorn stops (APP_LOAD_ERROR)
    assert [line for line in proc.stderr.splitlines() if line.startswith("agentmemory:")] == [served], proc.stderr
    assert hashlib.sha256((data / "agentmemory.db").read_bytes()).hexdigest() == before


NOBODY = 65534


def _not_root() -> list[str] | None:
    """The command prefix that runs a process as a user other than root (root may write any file): none
    needed when we are not root; None when there is no way (no setpriv, or that user cannot run Python here)."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    prefix = [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"] if setpriv else None
    if prefix and subprocess.run([*prefix, sys.executable, "-c", "import agentmemory"], capture_output=True,
                                 env={"PYTHONPATH": str(ROOT / "src")}, cwd="/", timeout=60).returncode == 0:
        return prefix
    return None


def test_serve_refuses_a_database_it_may_not_write(tmp_path):
    """A read-only database (another user's, a chmod, a read-only mount) failed at start-up's first write,
    in gunicorn's worker, as a traceback."""
    prefix = _not_root()
    if prefix is None:
        pytest.skip("cannot run a process as a user other than root here")
    home = Path(tempfile.mkdtemp())  # outside tmp_path: the other user must reach it
    try:
        data = home / "data"
        data.mkdir(mode=0o700)
        _ours(data / "agentmemory.db")
        for p in (home, data, *data.iterdir()):
            if prefix:
                os.chown(p, NOBODY, NOBODY)
        before = hashlib.sha256((data / "agentmemory.db").read_bytes()).hexdigest()
        (data / "agentmemory.db").chmod(0o400)
        env = {**clean_env(tmp_path, AGENTMEMORY_DATA_DIR=data, PORT=free_port()), "HOME": str(home)}
        proc = subprocess.run([*prefix, sys.executable, "-m", "agentmemory", "serve"], env=env, cwd=home,
                              capture_output=True, text=True, timeout=60)
        assert_one_line_error(proc, "cannot serve", "agentmemory.db cannot be written", "Permission denied")
        assert hashlib.sha256((data / "agentmemory.db").read_bytes()).hexdigest() == before
    finally:
        shutil.rmtree(home)
