"""The file-name index of the supersede lookback (search_doc_files): each observation's files by their last path
part, kept with its search row, filled for databases made before it, and what a file write or edit finds its
earlier views by, so the lookback no longer reads the keyword postings of words that every file shares."""
from __future__ import annotations

import pytest
from helpers import T0, sql

from agentmemory.app import create_app, running
from agentmemory.store import KV

CWD = "/w/app"


def tool(session: str, name: str, tool_input: dict, response, t: float) -> dict:
    return {"hookType": "post_tool_use", "sessionId": session, "project": "app", "cwd": CWD, "timestamp": t,
            "data": {"tool_name": name, "tool_input": tool_input, "tool_response": response}}


def read(path: str, content: str, t: float, session: str = "s1") -> dict:
    return tool(session, "Read", {"file_path": path}, {"type": "text", "file": {"filePath": path, "content": content}}, t)


def edit(path: str, old: str, new: str, t: float, session: str = "s1") -> dict:
    return tool(session, "Edit", {"file_path": path, "old_string": old, "new_string": new},
                {"filePath": path, "oldString": old, "newString": new}, t)


def post(client, body: dict) -> str:
    r = client.post("/agentmemory/observe", json=body)
    assert r.status_code == 201, r.get_json()
    client.application.extensions["agentmemory"].shared.catch_up()  # the tables are read below, not through an op
    return r.get_json()["observationId"]


def names_of(store, obs_id: str) -> list[str]:
    return sorted(r[0] for r in sql(store, "SELECT f.name FROM search_doc_files f JOIN search_docs d ON d.id = f.doc_id "
                                           "WHERE d.kind = 'observation' AND d.item_id = ?", (obs_id,)))


def superseded_by(store, obs_id: str, session: str = "s1") -> str | None:
    return (store.get(KV.obs(session), obs_id) or {}).get("supersededBy")


SETTINGS = "DEBUG = True\nALLOWED_HOSTS = ['localhost']\nSECRET_KEY_FILE = '/etc/app/key'\n"
HOSTS, HOSTS_NOW = "ALLOWED_HOSTS = ['localhost']", "ALLOWED_HOSTS = ['localhost', 'app.example']"  # no rename


def fill(client) -> dict[str, str]:
    """A read of settings.py among views of other files whose paths share its words ("settings", "py")."""
    ids = {"settings": post(client, read(f"{CWD}/settings.py", SETTINGS, T0))}
    for i, path in enumerate(["/w/lib/settings_util.py", f"{CWD}/urls.py", "/w/docs/settings.md"]):
        ids[path] = post(client, read(path, SETTINGS, T0 + 10 + i))  # the same lines, in other files
    return ids


def test_each_observation_lists_the_names_of_its_files(backend, client, services):
    ids = fill(client)
    noted = post(client, {"hookType": "message", "sessionId": "s1", "project": "app", "cwd": CWD, "timestamp": T0 + 20,
                          "data": {"speaker": "user", "text": "Look at app/urls.py and ./settings.py, then lib/"}})
    for obs_id in [*ids.values(), noted]:
        files = services.store.get(KV.obs("s1"), obs_id)["files"]
        assert names_of(services.store, obs_id) == sorted({f.rsplit("/", 1)[-1] for f in files}), files
    assert "settings.py" in names_of(services.store, ids["settings"])
    assert {"settings.py", "urls.py"} <= set(names_of(services.store, noted))


def test_an_edit_supersedes_the_views_of_its_own_file_only(backend, client, services):
    ids = fill(client)
    e = post(client, edit(f"{CWD}/settings.py", HOSTS, HOSTS_NOW, T0 + 100))
    assert superseded_by(services.store, ids["settings"]) == e
    assert [p for p, i in ids.items() if p != "settings" and superseded_by(services.store, i)] == []


@pytest.mark.sqlite_only("what the lookback asks SQLite")
def test_the_lookback_of_an_edit_reads_no_keyword_postings(backend, client, services):
    fill(client)
    said: list[str] = []
    services.store._writer.set_trace_callback(said.append)
    try:
        post(client, edit(f"{CWD}/settings.py", HOSTS, HOSTS_NOW, T0 + 100))
    finally:
        services.store._writer.set_trace_callback(None)
    assert any("search_doc_files" in s for s in said)
    assert not [s for s in said if "MATCH" in s]  # a phrase "settings py" read the postings of both words
    # a rename reaches beyond the file: its old name is still looked up in the keyword index
    said.clear()
    services.store._writer.set_trace_callback(said.append)
    try:
        post(client, edit(f"{CWD}/settings.py", "SECRET_KEY_FILE = '/etc/app/key'", "KEY_PATH = '/etc/app/key'",
                          T0 + 200))
    finally:
        services.store._writer.set_trace_callback(None)
    assert any("MATCH" in s and "SECRET" in s for s in said)


def test_the_names_go_with_their_rows(backend, client, services):
    ids = fill(client)
    with services.store.write() as tx:
        services.shared.searcher.drop(tx, "observation", ids["settings"])
    assert names_of(services.store, ids["settings"]) == []
    assert sql(services.store, "SELECT count(*) FROM search_doc_files f LEFT JOIN search_docs d ON d.id = f.doc_id "
                               "WHERE d.id IS NULL").fetchone()[0] == 0
    assert client.post("/agentmemory/clear", json={"confirm": "CLEAR"}).status_code == 200
    assert sql(services.store, "SELECT count(*) FROM search_doc_files").fetchone()[0] == 0


def test_a_database_made_before_the_index_gets_it_on_start(backend, settings):
    with running(settings) as first:
        client = create_app(settings, first).test_client()
        ids = fill(client)
        expected = {i: names_of(first.store, i) for i in ids.values()}
        with first.store.write() as tx:  # the file as an older version left it
            tx.conn.execute("DROP TABLE search_doc_files")
            sql(first.store, "DELETE FROM schema_migrations WHERE name = ?", ("0011_search_doc_files",), conn=tx.conn)
    with running(settings) as again:
        assert {i: names_of(again.store, i) for i in ids.values()} == expected
        e = post(create_app(settings, again).test_client(),
                 edit(f"{CWD}/settings.py", HOSTS, HOSTS_NOW, T0 + 100))
        assert superseded_by(again.store, ids["settings"]) == e


def write(path: str, content: str, t: float, session: str = "s1") -> dict:
    return tool(session, "Write", {"file_path": path, "content": content},
                {"type": "create", "filePath": path, "content": content}, t)


def bash(command: str, t: float, session: str = "s1") -> dict:
    return tool(session, "Bash", {"command": command}, {"stdout": "", "stderr": "", "interrupted": False}, t)


PROCFILE = "web: gunicorn app:app --workers 2\nrelease: make migrate\n"


@pytest.mark.parametrize("old, command, new", [
    ("Procfile", "git mv Procfile Procfile.old", "Procfile.old"),
    ("LICENSE", "mv LICENSE LICENSE-MIT", "LICENSE-MIT"),
    ("Makefile", "mv Makefile build/GNUmakefile", "build/GNUmakefile"),
    ("a.py", "git mv a.py b.py", "b.py"),  # as it always was
])
def test_regression_a_move_of_a_file_without_an_extension_names_both_files(backend, client, services, old, command,
                                                                           new):
    """Regression: `git mv Procfile Procfile.old` named no file (only known extensions and paths with a slash were
    found), so its row was not in the file-name index, and a later write of Procfile.old did not supersede the
    earlier read of Procfile as the write of b.py after `git mv a.py b.py` supersedes the read of a.py."""
    viewed = post(client, read(f"{CWD}/{old}", PROCFILE, T0))
    moved = post(client, bash(command, T0 + 10))
    assert {old.rsplit("/", 1)[-1], new.rsplit("/", 1)[-1]} <= set(names_of(services.store, moved))
    assert {old, new} <= set(services.store.get(KV.obs("s1"), moved)["files"])
    assert superseded_by(services.store, viewed) is None  # a move alone keeps the content current
    written = post(client, write(f"{CWD}/{new}", "web: uvicorn app:app\n", T0 + 20))
    assert superseded_by(services.store, viewed) == written


@pytest.mark.parametrize("command, files", [
    ("git rm -r --cached build", []),  # a bare word: a folder or a file, nothing says which
    ("mv notes draft", []),
    ("rm -f *.pyc", []),  # a pattern, not a name
    ("git rm Dockerfile.dev Containerfile", ["Dockerfile.dev", "Containerfile"]),
    ("mv .env.local config/", [".env.local", "config/"]),
])
def test_only_arguments_that_read_as_files_are_named(backend, client, services, command, files):
    moved = post(client, bash(command, T0))
    assert services.store.get(KV.obs("s1"), moved)["files"] == files
