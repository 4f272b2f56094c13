"""`agentmemory sources add|list|sync|remove` as real processes: on the local database under its lock, and
forwarded to a running server, whose poll loop then keeps the folder current on its own."""
from __future__ import annotations

import json
import urllib.request

import pytest
from cli_helpers import Server, assert_one_line_error, clean_env, cli
from helpers import wait_until

pytestmark = pytest.mark.slow


@pytest.fixture
def folder(tmp_path):
    docs = tmp_path / "docs" / "kb"
    docs.mkdir(parents=True)
    (docs / "setup.md").write_text("# Setup\n\nInstall the quokkabrush toolchain first.\n")
    return docs


def _env(tmp_path, **extra):
    return clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", AGENTMEMORY_SOURCE_ROOTS=tmp_path / "docs",
                     **extra)


def test_sources_commands_on_the_local_database(tmp_path, folder):
    env = _env(tmp_path)
    added = cli(env, "sources", "add", str(folder), "--glob", "*.md", "--project", "kb")
    assert added.returncode == 0, added.stderr
    body = json.loads(added.stdout)
    assert body["created"] and body["source"]["files"] == 1 and body["source"]["project"] == "kb"
    listed = json.loads(cli(env, "sources", "list").stdout)["sources"]
    assert [s["path"] for s in listed] == [str(folder.resolve())]
    (folder / "more.md").write_text("# More\n\nA second note.\n")
    synced = json.loads(cli(env, "sources", "sync").stdout)["synced"]
    assert synced[0]["added"] == 1
    removed = cli(env, "sources", "remove", str(folder))  # by path; an id (src_...) works too
    assert removed.returncode == 0 and json.loads(removed.stdout)["files"] == 2
    assert json.loads(cli(env, "sources", "list").stdout)["sources"] == []
    assert_one_line_error(cli(env, "sources", "add", str(tmp_path)), "outside the allowed document roots")
    assert_one_line_error(cli(env, "sources", "remove", "src_missing"), "no such source")


def _smart_search(server: Server, query: str) -> list[dict]:
    req = urllib.request.Request(server.url + "/agentmemory/smart-search", method="POST",
                                 data=json.dumps({"query": query}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        return [r for r in json.loads(resp.read())["results"] if r["kind"] == "doc"]


def test_forwarded_to_the_server_and_kept_current_by_its_poll_loop(tmp_path, folder):
    env = _env(tmp_path, AGENTMEMORY_SOURCE_POLL_SECONDS=1)
    server = Server(env)
    try:
        added = cli(env, "sources", "add", str(folder))
        assert added.returncode == 0 and "handled by the server" in added.stderr, added.stderr
        assert _smart_search(server, "quokkabrush toolchain")[0]["path"] == str(folder.resolve() / "setup.md")
        (folder / "new.md").write_text("# New\n\nThe wombatfield cache lives in /var/cache.\n")
        wait_until(lambda: _smart_search(server, "wombatfield cache"), timeout=30,
                   message="the poll loop did not index a new file")
        (folder / "setup.md").unlink()
        wait_until(lambda: not _smart_search(server, "quokkabrush toolchain"), timeout=30,
                   message="the poll loop did not remove a vanished file")
        sid = json.loads(cli(env, "sources", "list").stdout)["sources"][0]["id"]
        removed = cli(env, "sources", "remove", sid)
        assert removed.returncode == 0, removed.stderr
        assert not _smart_search(server, "wombatfield cache")
    finally:
        server.stop()
