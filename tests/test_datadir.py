"""One process owns a data dir (datadir.py): real server processes, real locks, SIGKILL."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time

import pytest
from cli_helpers import ROOT, Server, assert_one_line_error, clean_env, cli, free_port
from helpers import wait_until

from agentmemory.datadir import DataDirBusy, DataDirLock, claim, connect_url, lock_path, owner


def test_owner_is_none_without_a_lock_file_or_with_content_left_by_a_dead_holder(tmp_path):
    assert owner(tmp_path / "nothing") is None
    assert not (tmp_path / "nothing").exists()  # looking creates nothing
    data = tmp_path / "data"
    data.mkdir()
    lock_path(data).write_text(json.dumps({"pid": 999999, "command": "serve", "url": "http://127.0.0.1:9"}))
    assert owner(data) is None


def test_a_held_lock_names_its_holder_and_a_second_lock_is_refused(tmp_path):
    with DataDirLock(tmp_path / "data", "import"):
        assert oct(lock_path(tmp_path / "data").stat().st_mode & 0o777) == "0o600"
        holder = owner(tmp_path / "data")
        assert (holder.pid, holder.command, holder.url) == (os.getpid(), "import", None)
        with pytest.raises(DataDirBusy, match=r"in use by `agentmemory import` \(pid \d+\)"):
            DataDirLock(tmp_path / "data", "export").acquire(wait=0.1)
    assert owner(tmp_path / "data") is None
    assert lock_path(tmp_path / "data").read_text() == ""  # a clean release empties the file


def test_claim_twice_in_one_process_returns_the_same_lock(tmp_path):
    lock = claim(tmp_path / "data", "serve", url="http://127.0.0.1:1")
    try:
        assert claim(tmp_path / "data", "serve") is lock
    finally:
        lock.release()


def test_a_forked_child_keeps_the_parents_lock_and_never_unlocks_it(tmp_path):
    """gunicorn builds the app in a worker forked from the master that claimed the data dir."""
    lock = claim(tmp_path / "data", "serve", url="http://127.0.0.1:1")
    try:
        pid = os.fork()
        if pid == 0:  # the child: claiming again is a no-op; its release must not unlock the parent's lock
            ok = claim(tmp_path / "data", "serve") is lock
            lock.release()
            os._exit(0 if ok else 1)
        assert os.waitpid(pid, 0)[1] == 0
        assert owner(tmp_path / "data").pid == os.getpid()
    finally:
        lock.release()


def test_connect_url_of_wildcard_binds_is_loopback():
    assert connect_url("0.0.0.0", 3111) == "http://127.0.0.1:3111"
    assert connect_url("::", 3111) == "http://[::1]:3111"
    assert connect_url("127.0.0.1", 8) == "http://127.0.0.1:8"


@pytest.mark.slow
def test_second_server_on_one_data_dir_refuses_with_one_line(tmp_path):
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    first = Server(env)
    try:
        holder = owner(tmp_path / "data")
        assert holder.url == first.url and holder.command == "serve"
        second = cli({**env, "PORT": str(free_port())}, "serve")
        line = assert_one_line_error(second, "in use by the agentmemory server at " + first.url)
        assert second.returncode == 4, line
        assert first.get("/livez") == {"status": "ok"}  # the first one is untouched
    finally:
        first.stop()
    assert owner(tmp_path / "data") is None and lock_path(tmp_path / "data").read_text() == ""


@pytest.mark.slow
def test_gunicorn_running_the_factory_on_an_owned_data_dir_stops_with_one_line(tmp_path):
    """`gunicorn 'agentmemory.wsgi:create()'` builds the app in its worker: the worker refuses and gunicorn
    stops (it does not restart the worker forever)."""
    pytest.importorskip("gunicorn")
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    first = Server(env)
    try:
        proc = subprocess.run([sys.executable, "-m", "gunicorn", "-b", f"127.0.0.1:{free_port()}",
                               "agentmemory.wsgi:create()"], env=env, capture_output=True, text=True, timeout=60,
                              cwd=ROOT)
        assert proc.returncode == 4, proc.stderr
        assert "Traceback" not in proc.stderr
        assert f"in use by the agentmemory server at {first.url}" in proc.stderr
    finally:
        first.stop()


@pytest.mark.slow
def test_gunicorn_running_the_factory_on_a_newer_versions_database_stops_with_one_line(tmp_path):
    import sqlite3

    from agentmemory.app import running
    from agentmemory.config import Settings
    pytest.importorskip("gunicorn")
    with running(Settings(data_dir=tmp_path / "data", embedding_provider="fake")):
        pass
    with sqlite3.connect(tmp_path / "data" / "agentmemory.db") as conn:
        conn.execute("INSERT INTO schema_migrations(name, applied_at) VALUES ('0999_from_the_future', 1)")
    conn.close()
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    proc = subprocess.run([sys.executable, "-m", "gunicorn", "-b", f"127.0.0.1:{free_port()}",
                           "agentmemory.wsgi:create()"], env=env, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 4, proc.stderr
    assert "Traceback" not in proc.stderr
    assert "agentmemory: cannot serve " in proc.stderr and "written by a newer agentmemory" in proc.stderr


@pytest.mark.slow
def test_sigkilled_server_leaves_no_stale_lock(tmp_path):
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    first = Server(env)
    first.kill()
    assert json.loads(lock_path(tmp_path / "data").read_text())["url"] == first.url  # content left behind...
    # ...but no lock: nobody owns the data dir once the killed processes are gone (the worker, reparented
    # when its master died first, may take a few milliseconds more to be reaped by the kernel).
    wait_until(lambda: owner(tmp_path / "data") is None, timeout=5,
               message="the killed server's lock was not released")
    second = Server(env)  # and a new server starts on it at once
    try:
        assert owner(tmp_path / "data").url == second.url
    finally:
        second.stop()


@pytest.mark.slow
def test_a_server_whose_master_alone_was_sigkilled_frees_the_data_dir_within_a_second(tmp_path):
    """`kill -9` of the pid the lock file names (gunicorn's master, not its worker) while a request is in
    flight: the worker that inherited the lock ran on until it noticed (up to a second), then waited for
    that request (up to the 10 s read timeout), refusing a restarted server all along."""
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    first = Server(env)
    assert owner(tmp_path / "data").pid == first.proc.pid
    slow = socket.create_connection(("127.0.0.1", first.port), timeout=5)  # a body that is slow to come
    try:
        slow.sendall(b"POST /agentmemory/remember HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                     b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"content\": ")
        time.sleep(0.2)  # the worker is reading it
        os.kill(first.proc.pid, signal.SIGKILL)
        first.proc.wait(10)
        wait_until(lambda: owner(tmp_path / "data") is None, timeout=1.0, interval=0.02,
                   message="the data dir was still locked 1 s after its server was SIGKILLed")
    finally:
        slow.close()
        first.kill()  # whatever is left of its process group
    second = Server(env)
    try:
        assert owner(tmp_path / "data").url == second.url
    finally:
        second.stop()


@pytest.mark.slow
def test_a_second_server_is_refused_even_with_the_lock_file_deleted(tmp_path):
    """`rm agentmemory.lock` under a running server: the next one locked a new file and ran beside it on the
    same database. The database itself says it is open elsewhere."""
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    first = Server(env)
    try:
        lock_path(tmp_path / "data").unlink()
        proc = cli({**env, "PORT": str(free_port())}, "serve")
        assert_one_line_error(proc, "cannot serve", "agentmemory.db", "open in another process")
        assert first.get("/livez")["status"] == "ok"
    finally:
        first.stop()


@pytest.mark.slow
def test_server_refuses_while_a_command_works_on_the_database(tmp_path):
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    with DataDirLock(tmp_path / "data", "import"):
        proc = cli({**env, "PORT": str(free_port())}, "serve")
    assert_one_line_error(proc, "in use by `agentmemory import`", "stop it first")


@pytest.mark.slow
def test_local_mcp_holds_the_lock_so_a_server_and_commands_refuse(tmp_path):
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data")
    mcp = subprocess.Popen([sys.executable, "-m", "agentmemory", "mcp"], env=env, stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        def locked() -> bool:
            assert mcp.poll() is None, mcp.stderr.read().decode()
            return owner(tmp_path / "data") is not None
        wait_until(locked, timeout=60, interval=0.1, message="`agentmemory mcp` did not take the data dir's lock")
        assert owner(tmp_path / "data").command == "mcp"
        assert_one_line_error(cli({**env, "PORT": str(free_port())}, "serve"), "in use by `agentmemory mcp`")
        assert_one_line_error(cli(env, "export"), "in use by `agentmemory mcp`", "agentmemory serve")
        out, err = mcp.communicate(b"", timeout=60)  # stdin closed: the session ends
        assert mcp.returncode == 0
        assert "MCP on stdio with the database " + str(tmp_path / "data" / "agentmemory.db") in err.decode()
    finally:
        if mcp.poll() is None:
            mcp.kill()
            mcp.communicate()
    assert owner(tmp_path / "data") is None
