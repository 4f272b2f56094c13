"""A text file -> chunks of about `TARGET` characters, each with its line range (pure).

Cuts are made where a reader would: at Markdown headings first (a heading always starts a
chunk, with no overlap from the section before), then at blank lines between paragraphs, then at
sentence ends (or line ends, for code), and only inside an over-long sentence at a space. A chunk
that follows another in the same section repeats its last ~`OVERLAP` characters (from a word
start), so a fact cut in two is still whole in one of them.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

TARGET = 500  # characters per chunk, about
OVERLAP = 50  # characters repeated from the previous chunk of the same section
_HEADING = re.compile(r"#{1,6}\s+\S")
_FENCE = re.compile(r"(```|~~~)")
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n")


@dataclass(frozen=True)
class Chunk:
    text: str
    line_start: int  # 1-based, inclusive
    line_end: int
    heading: str  # the Markdown heading the chunk is under ("" before the first one, or not Markdown)


def _units(text: str, markdown: bool) -> list[tuple[int, int, str | None]]:
    """(start, end, heading text or None) of each heading line and each paragraph, in order."""
    units: list[tuple[int, int, str | None]] = []
    para: list[int] | None = None  # [start, end] of the paragraph being read
    fenced, pos = False, 0
    for line in text.splitlines(keepends=True):
        start, end, body = pos, pos + len(line.rstrip("\r\n")), line.strip()
        pos += len(line)
        if markdown and _FENCE.match(body):
            fenced = not fenced
        if markdown and not fenced and _HEADING.match(body):
            if para:
                units.append((para[0], para[1], None))
            units.append((start, end, body.lstrip("#").strip()))
            para = None
        elif not body and not fenced:
            if para:
                units.append((para[0], para[1], None))
            para = None
        elif para is None:
            para = [start, end]
        else:
            para[1] = end
    if para:
        units.append((para[0], para[1], None))
    return units


def _pieces(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A paragraph longer than TARGET in sentence (or line) pieces; a piece still too long is cut at spaces."""
    if end - start <= TARGET:
        return [(start, end)]
    out, s = [], start
    for m in _SENTENCE.finditer(text, start, end):
        if m.start() > s:
            out.append((s, m.start()))
        s = m.end()
    if s < end:
        out.append((s, end))
    cut: list[tuple[int, int]] = []
    for s, e in out:
        while e - s > TARGET:
            space = text.rfind(" ", s + TARGET // 2, s + TARGET)
            stop = space if space > s else s + TARGET
            cut.append((s, stop))
            s = stop + 1 if space > s else stop
        if e > s:
            cut.append((s, e))
    return cut


def _overlap_start(text: str, chunk_start: int, chunk_end: int) -> int:
    """Where the next chunk starts so it repeats about OVERLAP characters: a word start, never before the chunk."""
    at = max(chunk_start, chunk_end - OVERLAP)
    while at > chunk_start and not text[at - 1].isspace():
        at += 1
        if at >= chunk_end:
            return chunk_end
    return at


def chunk_text(text: str, markdown: bool = True) -> list[Chunk]:
    """The chunks of a file's text (headings are Markdown's only when `markdown`)."""
    line_starts = [0] + [m.end() for m in re.finditer(r"\n", text)]

    def line_of(offset: int) -> int:
        return bisect.bisect_right(line_starts, offset)

    chunks: list[Chunk] = []
    heading = ""
    cur: list[int] | None = None  # [start, end] of the chunk being built
    bare = False  # whether `cur` holds only headings so far (a heading under a heading joins it)

    def emit() -> None:
        body = text[cur[0]:cur[1]].strip()
        if body:
            lead = len(text[cur[0]:cur[1]]) - len(text[cur[0]:cur[1]].lstrip())
            chunks.append(Chunk(body, line_of(cur[0] + lead), line_of(cur[1] - 1), heading))

    for start, end, head in _units(text, markdown):
        if head is not None:
            if cur is not None and bare:
                cur[1], heading = end, head
                continue
            if cur is not None:
                emit()
            cur, heading, bare = [start, end], head, True
            continue
        bare = False
        for ps, pe in _pieces(text, start, end):
            if cur is None:
                cur = [ps, pe]
            elif pe - cur[0] > TARGET:
                emit()
                cur = [min(_overlap_start(text, cur[0], cur[1]), ps), pe]
            else:
                cur[1] = pe
    if cur is not None:
        emit()
    return chunks
