"""The document chunker: cuts at headings, then paragraphs, then sentences; line ranges; overlap."""
from __future__ import annotations

from agentmemory.memory.sources.chunking import OVERLAP, TARGET, chunk_text


def _lines(text: str, c) -> str:
    return "\n".join(text.splitlines()[c.line_start - 1:c.line_end])


def test_a_heading_always_starts_a_chunk_and_line_ranges_point_at_the_text():
    text = "# One\n\nalpha paragraph.\n\n## Two\nbeta paragraph.\n\n\n### Three\n\ngamma.\n"
    chunks = chunk_text(text)
    assert [c.heading for c in chunks] == ["One", "Two", "Three"]
    assert [(c.line_start, c.line_end) for c in chunks] == [(1, 3), (5, 6), (9, 11)]
    for c in chunks:
        assert c.text == _lines(text, c).strip()


def test_long_sections_split_at_paragraphs_then_sentences_with_overlap():
    para = " ".join(f"Sentence {i} tells one fact about the deploy." for i in range(30))  # ~1400 chars, one line
    text = "# Guide\n\n" + "\n\n".join(f"Paragraph {p} is short." for p in range(3)) + "\n\n" + para + "\n"
    chunks = chunk_text(text)
    assert len(chunks) >= 4
    assert all(len(c.text) <= TARGET + OVERLAP + 5 for c in chunks)
    for prev, nxt in zip(chunks, chunks[1:]):
        assert nxt.text.split(" ")[0] in prev.text[-(OVERLAP + 20):]  # it repeats the previous chunk's tail
        assert nxt.text[:10] in prev.text  # the overlap is real text of the previous chunk
    assert all(c.text.endswith(".") for c in chunks[1:])  # cut at sentence ends, never mid-sentence
    assert chunks[-1].line_start == chunks[-1].line_end == 9  # the long paragraph's one line


def test_a_sentence_longer_than_a_chunk_is_cut_at_spaces():
    text = " ".join(["word"] * 400)
    chunks = chunk_text(text, markdown=False)
    assert len(chunks) >= 4 and all(not c.text.startswith(" ") for c in chunks)
    assert all(set(c.text.split()) == {"word"} for c in chunks)


def test_code_is_not_split_at_hash_comments_and_fenced_blocks_keep_their_hashes():
    code = "import os\n\n# not a heading\nx = 1\n"
    assert [c.heading for c in chunk_text(code, markdown=False)] == [""]
    md = "# Real\n\n```sh\n# a shell comment\nls\n```\n"
    chunks = chunk_text(md)
    assert [c.heading for c in chunks] == ["Real"] and "# a shell comment" in chunks[0].text


def test_empty_and_blank_files_give_no_chunks():
    assert chunk_text("") == [] and chunk_text("\n\n   \n") == []
