"""Encryption at rest: SQLCipher with AGENTMEMORY_ENCRYPTION_KEY; backups encrypted too; rekey; file modes."""
from __future__ import annotations

import gzip
import os
import stat

import pytest
from cli_helpers import assert_one_line_error, clean_env, cli, free_port

from agentmemory.app import create_app, running
from agentmemory.config import ConfigError, Settings
from agentmemory.store import EncryptionError, Store
from agentmemory.store.dbfile import SnapshotError, rekey
from agentmemory.sync.backup import Backup, RestoreError, restore
from agentmemory.sync.targets import DirTarget

pytest.importorskip("sqlcipher3")

KEY = "correct horse battery staple"
FACT = "My daughter Zephyrine was born in Reykjavik"
NEEDLES = (b"Zephyrine", b"Reykjavik", b"SQLite format 3")


def _settings(tmp_path, name="data", key=KEY, **kw) -> Settings:
    return Settings(data_dir=tmp_path / name, embedding_provider="fake", encryption_key=key,
                    transcript_roots=(tmp_path / "transcripts",), **kw)


def _remember(settings) -> None:
    with running(settings) as svc:
        r = create_app(settings, svc).test_client().post("/agentmemory/remember", json={"content": FACT})
        assert r.status_code == 201, r.get_json()


def _recalls(settings) -> bool:
    with running(settings) as svc:
        r = create_app(settings, svc).test_client().post("/agentmemory/search", json={"query": "Zephyrine"})
        assert r.status_code == 200, r.get_json()
        return any("Zephyrine" in str(hit) for hit in r.get_json()["results"])


def _raw(data_dir) -> bytes:
    """Every byte of the database and its companions, as `strings` would scan them."""
    return b"".join(p.read_bytes() for p in data_dir.iterdir() if p.name.startswith("agentmemory.db"))


def test_encrypted_database_cannot_be_read_without_the_key_and_opens_with_it(tmp_path):
    s = _settings(tmp_path)
    with running(s) as svc:  # the file, its WAL and SHM while the server has them open
        create_app(s, svc).test_client().post("/agentmemory/remember", json={"content": FACT})
        raw = _raw(s.data_dir)
        assert all(n not in raw for n in NEEDLES)
    assert all(n not in _raw(s.data_dir) for n in NEEDLES)
    assert _recalls(s)
    with running(s) as svc:
        assert svc.system.health()["encrypted"] is True


def test_plain_database_is_unchanged_without_a_key(tmp_path):
    s = _settings(tmp_path, key=None)
    _remember(s)
    assert s.db_path.read_bytes().startswith(b"SQLite format 3\x00")
    assert _recalls(s)
    with running(s) as svc:
        assert svc.system.health()["encrypted"] is False


@pytest.mark.parametrize("key,words", [("the wrong key entirely", "wrong encryption key"),
                                       (None, "is encrypted")])
def test_wrong_or_missing_key_is_refused_with_one_line(tmp_path, key, words):
    s = _settings(tmp_path)
    _remember(s)
    with pytest.raises(EncryptionError, match=words) as info:
        Store(s.db_path, key).open()
    assert "\n" not in str(info.value)


def test_a_key_on_a_plain_database_says_to_rekey(tmp_path):
    _remember(_settings(tmp_path, key=None))
    with pytest.raises(EncryptionError, match="not encrypted.*agentmemory rekey"):
        Store(_settings(tmp_path).db_path, KEY).open()


def test_backup_is_encrypted_and_restores_with_the_key_only(tmp_path):
    s = _settings(tmp_path, backup_target=f"file://{tmp_path / 'target'}")
    _remember(s)
    target = DirTarget(tmp_path / "target")
    backup = Backup(s, target)
    try:
        assert backup.run()["result"] == "uploaded"
    finally:
        backup.close()
    snapshots = list((tmp_path / "target").rglob("*.db.gz"))
    assert len(snapshots) == 1 and stat.S_IMODE(snapshots[0].stat().st_mode) == 0o600
    assert all(n not in gzip.decompress(snapshots[0].read_bytes()) for n in NEEDLES)

    with pytest.raises(RestoreError, match="AGENTMEMORY_ENCRYPTION_KEY"):
        restore(_settings(tmp_path, "nokey", key=None), target)
    with pytest.raises(RestoreError):
        restore(_settings(tmp_path, "wrong", key="another key, not it"), target)
    other = _settings(tmp_path, "other")
    assert restore(other, target)["result"] == "restored"
    assert _recalls(other)
    assert stat.S_IMODE(other.db_path.stat().st_mode) == 0o600


def test_rekey_plain_to_encrypted_to_another_key_and_back(tmp_path):
    plain = _settings(tmp_path, key=None)
    _remember(plain)
    info = rekey(plain.db_path, None, KEY)
    assert info["kvRows"] > 0
    assert all(n not in _raw(plain.data_dir) for n in NEEDLES)
    assert _recalls(_settings(tmp_path))  # the keyword index came along

    rekey(plain.db_path, KEY, "a second passphrase")
    with pytest.raises(EncryptionError, match="wrong encryption key"):
        Store(plain.db_path, KEY).open()
    assert _recalls(_settings(tmp_path, key="a second passphrase"))

    with pytest.raises(SnapshotError, match="wrong encryption key"):
        rekey(plain.db_path, KEY, None)  # the old key is checked; nothing changes
    rekey(plain.db_path, "a second passphrase", None)
    assert plain.db_path.read_bytes().startswith(b"SQLite format 3\x00")
    assert _recalls(plain)
    assert stat.S_IMODE(plain.db_path.stat().st_mode) == 0o600
    assert not list(plain.data_dir.glob(".*rekey*"))


def test_rekey_refuses_a_database_in_use(tmp_path):
    s = _settings(tmp_path)
    _remember(s)
    with running(s):
        with pytest.raises(SnapshotError, match="in use"):
            rekey(s.db_path, KEY, "a second passphrase")
    assert _recalls(s)


def test_modes_are_owner_only_when_encrypted(tmp_path):
    s = _settings(tmp_path)
    os.umask(0o022)
    with running(s) as svc:
        create_app(s, svc).test_client().post("/agentmemory/remember", json={"content": FACT})
        assert stat.S_IMODE(s.data_dir.stat().st_mode) == 0o700
        for p in s.data_dir.iterdir():
            if p.name.startswith("agentmemory.db"):
                assert stat.S_IMODE(p.stat().st_mode) == 0o600, p


def test_key_settings(tmp_path):
    key_file = tmp_path / "key"
    key_file.write_text(KEY + "\n")
    assert Settings.from_env({"AGENTMEMORY_ENCRYPTION_KEY_FILE": str(key_file)}).encryption_key == KEY
    assert Settings.from_env({"AGENTMEMORY_ENCRYPTION_KEY": KEY}).encryption_key == KEY
    assert Settings.from_env({}).encryption_key is None
    assert KEY not in repr(Settings(encryption_key=KEY))
    assert Settings(encryption_key=KEY).describe()["encryption_key"] == "***"
    for env, words in [({"AGENTMEMORY_ENCRYPTION_KEY": KEY, "AGENTMEMORY_ENCRYPTION_KEY_FILE": str(key_file)},
                        "not both"),
                       ({"AGENTMEMORY_ENCRYPTION_KEY_FILE": str(tmp_path / "missing")}, "cannot read"),
                       ({"AGENTMEMORY_ENCRYPTION_KEY": "short"}, "at least 8")]:
        with pytest.raises(ConfigError, match=words):
            Settings.from_env(env)


@pytest.mark.slow
def test_cli_rekey_then_serve_with_a_wrong_key_fails_in_one_line(tmp_path):
    env = clean_env(tmp_path, AGENTMEMORY_DATA_DIR=tmp_path / "data", AGENTMEMORY_EMBEDDING_PROVIDER="none",
                    PORT=free_port(), HOST="127.0.0.1")
    _remember(_settings(tmp_path, key=None))
    proc = cli(env, "rekey", input=(KEY + "\n").encode())
    assert proc.returncode == 0, proc.stderr
    assert '"encrypted": true' in proc.stdout
    assert_one_line_error(cli({**env, "AGENTMEMORY_ENCRYPTION_KEY": "not the key at all"}, "serve"),
                          "wrong encryption key")
    assert_one_line_error(cli(env, "export"), "is encrypted", "AGENTMEMORY_ENCRYPTION_KEY")
    proc = cli({**env, "AGENTMEMORY_ENCRYPTION_KEY": KEY}, "export")
    assert proc.returncode == 0 and "Zephyrine" in proc.stdout


def test_the_file_is_plain_sqlcipher_with_the_passphrase(tmp_path):
    """Later connections get the derived key raw (one key derivation per process); the file stays what
    SQLCipher itself opens with the passphrase, and a file SQLCipher made opens here."""
    import sqlcipher3

    from agentmemory.store import db
    s = _settings(tmp_path)
    _remember(s)
    assert any(k == KEY for k, _ in db._RAW_KEYS)  # the readers were given the derived key
    conn = sqlcipher3.connect(str(s.db_path))
    conn.execute("PRAGMA key=" + db.quote_key(KEY))
    assert conn.execute("SELECT count(*) FROM kv_store").fetchone()[0] > 0
    conn.close()
    theirs = tmp_path / "theirs.db"
    conn = sqlcipher3.connect(str(theirs))
    conn.execute("PRAGMA key=" + db.quote_key("another passphrase"))
    conn.execute("CREATE TABLE t(x)")
    conn.execute("INSERT INTO t VALUES ('made by sqlcipher')")
    conn.commit()
    conn.close()
    for _ in range(2):  # derived here, then from the cache
        mine = db.connect(theirs, "another passphrase", check=True)
        assert mine.execute("SELECT x FROM t").fetchone()[0] == "made by sqlcipher"
        mine.close()
