"""Document folders: read-only knowledge bases indexed as `doc` chunks (service.py, scan.py, chunking.py)."""
from __future__ import annotations

DOC_ID_PREFIX = "doc_"  # every chunk id starts so; the memory ops refuse to change such ids


def is_doc_id(item_id: str | None) -> bool:
    return isinstance(item_id, str) and item_id.startswith(DOC_ID_PREFIX)
