"""Markdown and JSON Lines exports of a real database (filled through the REST API), read back."""
from __future__ import annotations

import json
import re
import stat

import pytest
import yaml

from agentmemory.api.rest import PREFIX
from agentmemory.portable.exporter import ExportError, write

FACT = {"id": "fact_tabs", "text": "The user prefers tabs over spaces in Go code", "kind": "preference", "count": 2,
        "order": 0, "salience": 0.7, "lastSeenTs": 1767225600.0, "createdTs": 1767139200.0, "seenIn": [],
        "owner": None, "project": "web"}


@pytest.fixture
def filled(client):
    """Two versions of one memory, another memory, a lesson (and a deleted one), a fact, a slot; the export."""
    post = lambda path, body: client.post(PREFIX + path, json=body)  # noqa: E731
    assert post("/remember", {"content": "Pin bcrypt to 4.0.1 until the password column is migrated",
                              "title": "Pin bcrypt: [auth] #1", "concepts": ["bcrypt", "auth flow"],
                              "project": "web"}).status_code == 201
    second = post("/remember", {"content": "Pin bcrypt to 4.0.1 until the password column is migrated to bytes",
                                "title": "Pin bcrypt: [auth] #1", "concepts": ["bcrypt"], "project": "web"}).get_json()
    assert second["memory"]["version"] == 2
    post("/remember", {"content": "Deploys go out on Tuesdays\nafter the standup", "type": "decision"})
    post("/lessons", {"content": "Always pin crypto libraries", "context": "bcrypt broke login", "tags": ["deps"]})
    gone = post("/lessons", {"content": "A lesson that was deleted"}).get_json()
    post("/lessons/delete", {"lessonId": gone["lesson"]["id"]})
    post("/slot", {"label": "team_notes", "content": "Ana owns billing", "scope": "project", "project": "web"})
    imported = post("/import", {"exportData": {"format": "agentmemory-export", "version": 1,
                                               "data": {"mem:facts": {FACT["id"]: FACT}}}})
    assert imported.status_code == 200, imported.get_json()
    return client.get(PREFIX + "/export").get_json()


def front_matter(path):
    text = path.read_text(encoding="utf-8")
    assert text.startswith("---\n")
    head, body = text[4:].split("\n---\n", 1)
    return yaml.safe_load(head), body


def test_markdown_is_one_note_per_item_with_front_matter_and_an_index(filled, tmp_path):
    out = tmp_path / "vault"
    counts = write(filled, "markdown", str(out))
    slots = len(filled["data"]["mem:slots"])
    assert counts == {"memories": 2, "lessons": 1, "facts": 1, "slots": slots}
    notes = {p.parent.name: [] for p in out.rglob("*.md") if p.parent != out}
    for p in out.rglob("*.md"):
        if p.parent != out:
            notes[p.parent.name].append(p)
    assert {k: len(v) for k, v in notes.items()} == counts
    for p in out.rglob("*.md"):
        assert re.fullmatch(r"[\w-]+\.md", p.name), p.name  # no [ ] # : / or spaces: safe in a wiki link
        assert stat.S_IMODE(p.stat().st_mode) == 0o600
    assert stat.S_IMODE(out.stat().st_mode) == 0o700

    memories = {front_matter(p)[0]["id"]: front_matter(p) for p in notes["memories"]}
    latest = next(m for m in filled["data"]["mem:memories"].values() if m.get("version") == 2)
    meta, body = memories[latest["id"]]
    assert meta["kind"] == "memory" and meta["type"] == "fact" and meta["project"] == "web"
    assert meta["version"] == 2 and meta["tags"] == ["bcrypt"] and meta["supersedes"]
    assert meta["created"] == latest["createdAt"] and isinstance(meta["created"], str)  # quoted, not a YAML date
    assert body.strip() == "# Pin bcrypt: [auth] #1\n\nPin bcrypt to 4.0.1 until the password column is migrated to bytes"

    (lesson,) = notes["lessons"]
    meta, body = front_matter(lesson)
    assert meta["tags"] == ["deps"] and meta["confidence"] == 0.5 and "Context: bcrypt broke login" in body
    (fact,) = notes["facts"]
    meta, body = front_matter(fact)
    assert meta["id"] == "fact_tabs" and meta["type"] == "preference" and meta["count"] == 2
    assert meta["created"] == "2025-12-31T00:00:00Z"
    slot = next(p for p in notes["slots"] if p.name.startswith("team_notes"))
    meta, body = front_matter(slot)
    assert meta["label"] == "team_notes" and meta["scope"] == "project" and "Ana owns billing" in body

    index_meta, index_body = front_matter(out / "index.md")
    assert index_meta["generator"] == "agentmemory" and index_meta["counts"] == counts
    links = re.findall(r"\[\[([^|\]]+)\|", index_body)
    assert len(links) == sum(counts.values())
    assert all((out / f"{link}.md").is_file() for link in links)


def test_markdown_export_again_replaces_the_previous_one_and_refuses_other_folders(filled, client, tmp_path):
    out = tmp_path / "vault"
    write(filled, "markdown", str(out))
    client.post(PREFIX + "/forget", json={"memoryId": next(iter(
        m["id"] for m in filled["data"]["mem:memories"].values() if m["type"] == "decision"))})
    counts = write(client.get(PREFIX + "/export").get_json(), "markdown", str(out))
    assert counts["memories"] == 1 and len(list((out / "memories").glob("*.md"))) == 1  # the forgotten note is gone
    other = tmp_path / "notes"
    other.mkdir()
    (other / "mine.md").write_text("my own note")
    with pytest.raises(ExportError, match="not empty"):
        write(filled, "markdown", str(other))
    assert (other / "mine.md").read_text() == "my own note"
    with pytest.raises(ExportError, match="-o DIR"):
        write(filled, "markdown", "-")


def test_jsonl_is_one_record_per_line_with_its_kind(filled, tmp_path):
    out = tmp_path / "export.jsonl"
    counts = write(filled, "jsonl", str(out))
    lines = out.read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    assert len(records) == sum(counts.values())
    by_kind = {}
    for r in records:
        assert set(r) == {"kind", "id", "data"}
        by_kind.setdefault(r["kind"], []).append(r)
    assert {k: len(v) for k, v in by_kind.items()} == {"memory": 2, "lesson": 1, "fact": 1,
                                                       "slot": counts["slots"]}
    assert by_kind["fact"][0]["data"] == FACT
    assert all(r["data"]["isLatest"] for r in by_kind["memory"])
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
