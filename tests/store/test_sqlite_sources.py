"""store/sqlite_sources.py on a real SQLite file: the document-folder repositories, through `tx` and the reader."""
import pytest

from agentmemory.store import Store


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "db" / "agentmemory.db").open()
    yield s
    s.close()


def test_sources_by_path_and_oldest_first(store):
    with store.write() as tx:
        tx.sources.put("src_b", {"id": "src_b", "path": "/d/b", "createdTs": 2.0})
        tx.sources.put("src_a", {"id": "src_a", "path": "/d/a", "createdTs": 1.0})
    reader = store.reader().sources
    assert reader.with_path("/d/b")["id"] == "src_b" and reader.with_path("/d/c") is None
    assert [s["id"] for s in reader.all_sources()] == ["src_a", "src_b"]
    assert reader.exists()


def test_files_are_one_key_range_per_source(store):
    with store.write() as tx:
        tx.doc_files.put_file("src_a", "x.md", {"hash": "1"})
        tx.doc_files.put_file("src_a", "sub/y.md", {"hash": "2"})
        tx.doc_files.put_file("src_a0", "z.md", {"hash": "3"})  # an id that extends another's: not its file
        tx.doc_files.put_file("src_ab", "w.md", {"hash": "4"})
    files = store.reader().doc_files
    assert files.of_source("src_a") == {"sub/y.md": {"hash": "2"}, "x.md": {"hash": "1"}}
    assert files.get_file("src_a", "x.md") == {"hash": "1"} and files.get_file("src_a", "nope") is None
    with store.write() as tx:
        assert tx.doc_files.delete_file("src_a", "x.md") and not tx.doc_files.delete_file("src_a", "x.md")
    assert list(store.reader().doc_files.of_source("src_a")) == ["sub/y.md"]


def test_chunks_delete_many(store):
    with store.write() as tx:
        for i in range(3):
            tx.doc_chunks.put(f"doc_{i}", {"id": f"doc_{i}"})
    with store.write() as tx:
        assert tx.doc_chunks.delete_many(["doc_0", "doc_2", "doc_9"]) == 2
    assert store.reader().doc_chunks.keys() == ["doc_1"]
