"""Document folders: a real folder under tmp_path, indexed, edited, shrunk, and guarded by the allowed roots."""
from __future__ import annotations

import os

import pytest

from agentmemory.memory.sources.service import chunk_id

API = "/agentmemory"


@pytest.fixture
def docs(settings):
    """The allowed root of the test settings (tmp_path/docs) with a notes folder in it."""
    root = settings.source_roots[0]
    folder = root / "notes"
    folder.mkdir(parents=True)
    (folder / "deploy.md").write_text("# Deploy\n\nRun the database migrations before every deploy.\n\n"
                                      "## Rollback\n\nA rollback restores the previous snapshot of the volume.\n")
    (folder / "sub").mkdir()
    (folder / "sub" / "tool.py").write_text("def frobnicate():\n    return 'the frobnicator rotates the keys'\n")
    (folder / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\0\0binary")
    return folder


def _add(client, path, **extra):
    resp = client.post(f"{API}/sources", json={"path": str(path), **extra})
    return resp.status_code, resp.get_json()


def _search(client, query, **extra):
    return client.post(f"{API}/smart-search", json={"query": query, **extra}).get_json()["results"]


def test_add_indexes_text_files_and_smart_search_finds_a_doc_chunk_with_its_path(client, docs):
    status, body = _add(client, docs)
    assert status == 201 and body["created"] is True
    assert body["sync"]["added"] == 2 and body["source"]["files"] == 2  # the .png is not indexed
    hits = [r for r in _search(client, "database migrations deploy") if r["kind"] == "doc"]
    assert hits, "the Markdown chunk was not found"
    top = hits[0]
    assert top["path"] == str(docs.resolve() / "deploy.md")
    assert (top["lineStart"], top["lineEnd"]) == (1, 3)
    assert "migrations" in top["snippet"]
    code = [r for r in _search(client, "frobnicator rotates keys") if r["kind"] == "doc"]
    assert code and code[0]["path"].endswith("sub/tool.py")
    again, body2 = _add(client, docs, glob="*.md")
    assert again == 200 and body2["created"] is False and body2["sync"]["removed"] == 1  # the glob dropped tool.py
    assert not [r for r in _search(client, "frobnicator rotates keys") if r["kind"] == "doc"]


def test_edit_rechunks_only_the_changed_file_and_a_vanished_file_leaves_no_trace(client, services, docs):
    _add(client, docs)
    sid = client.get(f"{API}/sources").get_json()["sources"][0]["id"]
    sync = client.post(f"{API}/sources/sync", json={}).get_json()["synced"][0]
    assert (sync["added"], sync["updated"], sync["removed"], sync["unchanged"]) == (0, 0, 0, 2)
    (docs / "deploy.md").write_text("# Deploy\n\nDeploys now need a signed release tag.\n")
    os.utime(docs / "sub" / "tool.py", ns=(1, 1))  # touched, same content: read again, not re-chunked
    sync = client.post(f"{API}/sources/sync", json={"sourceId": sid}).get_json()["synced"][0]
    assert (sync["added"], sync["updated"], sync["removed"]) == (0, 1, 0)
    assert [r for r in _search(client, "signed release tag") if r["kind"] == "doc"]
    assert not [r for r in _search(client, "rollback snapshot volume") if r["kind"] == "doc"]
    stale = chunk_id(sid, "deploy.md", 1)  # the old second chunk (## Rollback) is gone with its index row
    assert services.store.reader().doc_chunks.get(stale) is None
    (docs / "sub" / "tool.py").unlink()
    sync = client.post(f"{API}/sources/sync", json={"path": str(docs)}).get_json()["synced"][0]
    assert sync["removed"] == 1 and sync["files"] == 1
    assert not [r for r in _search(client, "frobnicator rotates keys") if r["kind"] == "doc"]
    gone = chunk_id(sid, "sub/tool.py", 0)
    assert services.store.reader().doc_chunks.get(gone) is None
    rows = services.store.read().execute("SELECT item_id FROM search_docs WHERE kind='doc'").fetchall()
    assert gone not in {r[0] for r in rows} and stale not in {r[0] for r in rows}


def test_paths_outside_the_roots_and_symlinks_leading_out_are_refused_and_never_read(client, docs, tmp_path):
    outside = tmp_path / "secret"
    outside.mkdir()
    (outside / "passwords.md").write_text("# Vault\n\nthe zebracorn password list\n")
    assert _add(client, outside)[0] == 403
    assert _add(client, docs / ".." / ".." / "secret")[0] == 403  # ".." resolved before the check
    (docs / "escape").symlink_to(outside, target_is_directory=True)  # a folder link leading out
    assert _add(client, docs / "escape")[0] == 403
    (docs / "sub" / "leak.md").symlink_to(outside / "passwords.md")  # a file link, one level down
    (docs / "sub" / "deeper").mkdir()
    (docs / "sub" / "deeper" / "leak2.md").symlink_to(outside / "passwords.md")
    status, body = _add(client, docs)
    assert status == 201
    assert sorted(body["sync"]["refused"]) == ["escape", "sub/deeper/leak2.md", "sub/leak.md"]
    assert not [r for r in _search(client, "zebracorn password") if r["kind"] == "doc"]
    assert client.post(f"{API}/sources", json={"path": "relative/notes"}).status_code == 403
    assert client.post(f"{API}/sources", json={"path": "~no-such-user-here/notes"}).status_code == 403
    assert client.post(f"{API}/sources", json={"path": str(docs / "deploy.md")}).status_code == 404  # not a folder


def test_no_roots_configured_refuses_every_folder(make_client, tmp_path):
    other, _ = make_client(source_roots=())
    (tmp_path / "docs").mkdir(exist_ok=True)
    resp = other.post(f"{API}/sources", json={"path": str(tmp_path / "docs")})
    assert resp.status_code == 403 and "AGENTMEMORY_SOURCE_ROOTS" in resp.get_json()["error"]


def test_agents_cannot_forget_a_doc_chunk_and_remove_drops_everything(client, services, docs):
    _add(client, docs)
    hit = [r for r in _search(client, "database migrations deploy") if r["kind"] == "doc"][0]
    resp = client.post(f"{API}/forget", json={"memoryId": hit["id"]})
    assert resp.status_code == 403 and "read-only" in resp.get_json()["error"]
    resp = client.post(f"{API}/memory", json={"action": "forget", "memoryId": hit["id"]})
    assert resp.status_code == 403
    assert client.delete(f"{API}/sources").status_code == 400  # which source? (a missing field)
    assert client.delete(f"{API}/sources?sourceId=src_nope").status_code == 404
    sid = hit["sourceId"]
    resp = client.delete(f"{API}/sources?sourceId={sid}")
    assert resp.status_code == 200 and resp.get_json()["files"] == 2
    assert client.get(f"{API}/sources").get_json()["sources"] == []
    assert not [r for r in _search(client, "database migrations deploy") if r["kind"] == "doc"]
    assert services.store.reader().doc_chunks.count() == 0 and services.store.reader().doc_files.count() == 0


def test_context_with_a_query_shows_matching_doc_chunks_with_path_and_lines(client, docs):
    _add(client, docs, project="ops")
    ctx = client.post(f"{API}/context", json={"project": "ops", "query": "rollback snapshot"}).get_json()
    assert "## Documents" in ctx["context"]
    assert f"{docs.resolve() / 'deploy.md'}:5-7" in ctx["context"]
    assert any(b["kind"] == "doc" for b in ctx["blocks"])
    other = client.post(f"{API}/context", json={"project": "elsewhere", "query": "rollback snapshot"}).get_json()
    assert "## Documents" not in other["context"]  # a project's folder serves that project only


def test_a_folder_without_project_serves_every_project(client, docs):
    _add(client, docs)
    hits = _search(client, "database migrations deploy", project="any-project")
    assert [r for r in hits if r["kind"] == "doc"]


def test_agent_tokens_may_list_sources_but_only_the_admin_adds_syncs_or_removes(make_client, tmp_path):
    admin, _ = make_client(secret="s3cret-admin")
    folder = tmp_path / "docs" / "shared"
    folder.mkdir(parents=True)
    (folder / "a.md").write_text("# A\n\nalpha text\n")
    root = {"Authorization": "Bearer s3cret-admin"}
    token = admin.post(f"{API}/tokens", json={"agentId": "writer", "role": "write"}, headers=root).get_json()["token"]
    agent = {"Authorization": f"Bearer {token}"}
    assert admin.get(f"{API}/sources", headers=agent).status_code == 200
    assert admin.post(f"{API}/sources", json={"path": str(folder)}, headers=agent).status_code == 403
    assert admin.post(f"{API}/sources/sync", json={}, headers=agent).status_code == 403
    assert admin.delete(f"{API}/sources?path={folder}", headers=agent).status_code == 403
    assert admin.post(f"{API}/sources", json={"path": str(folder)}, headers=root).status_code == 201
