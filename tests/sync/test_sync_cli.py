"""`sync.py backup | restore | loop` and `agentmemory backup | restore`: results and exit codes."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import wait_until
from sync_helpers import write_item

from agentmemory.__main__ import main as agentmemory_main
from agentmemory.app import build_services
from agentmemory.config import ConfigError, Settings
from agentmemory.sync.cli import EXIT_CONFIG, EXIT_FAILED, EXIT_NO_BACKUP, EXIT_REFUSED, main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def env(tmp_path, monkeypatch):
    for name in list(os.environ):
        if name.startswith(("AGENTMEMORY_", "HF_")) or name in ("SYNC_INTERVAL", "HUGGING_FACE_HUB_TOKEN"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("AGENTMEMORY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("AGENTMEMORY_EMBEDDING_PROVIDER", "fake")
    monkeypatch.setenv("AGENTMEMORY_BACKUP_TARGET", f"file://{tmp_path / 'target'}")
    return monkeypatch


def _seed(tmp_path, key="a"):
    svc = build_services(Settings(data_dir=tmp_path / "data", embedding_provider="fake"))
    write_item(svc.store, key)
    svc.close()


def test_backup_then_restore_elsewhere(env, tmp_path, capsys):
    _seed(tmp_path)
    assert main(["backup"]) == 0
    assert json.loads(capsys.readouterr().out)["result"] == "uploaded"
    assert main(["backup"]) == 0
    assert json.loads(capsys.readouterr().out)["result"] == "unchanged"
    env.setenv("AGENTMEMORY_DATA_DIR", str(tmp_path / "fresh"))
    assert agentmemory_main(["restore"]) == 0
    assert json.loads(capsys.readouterr().out)["result"] == "restored"
    assert (tmp_path / "fresh" / "agentmemory.db").is_file()


def test_restore_exit_codes(env, tmp_path, capsys):
    assert main(["restore"]) == EXIT_NO_BACKUP
    assert "no backup" in capsys.readouterr().err
    _seed(tmp_path)
    assert main(["backup"]) == 0
    _seed(tmp_path, key="newer-local")  # a write after the backup
    assert main(["restore"]) == EXIT_REFUSED
    assert "newer" in capsys.readouterr().err
    assert main(["restore", "--force"]) == 0
    latest = json.loads((tmp_path / "target" / "latest.json").read_text())
    (tmp_path / "target" / latest["file"]).write_bytes(b"not gzip")
    assert main(["restore", "--force"]) == EXIT_FAILED
    assert "local database is unchanged" in capsys.readouterr().err


def test_configuration_errors_exit_2(env, capsys):
    env.delenv("AGENTMEMORY_BACKUP_TARGET")
    assert _exit_code(lambda: main(["backup"])) == EXIT_CONFIG
    assert "no backup target" in capsys.readouterr().err
    env.setenv("AGENTMEMORY_BACKUP_TARGET", "s3://bucket")
    assert _exit_code(lambda: main(["restore"])) == EXIT_CONFIG
    assert "hf:// or file://" in capsys.readouterr().err


def _exit_code(fn) -> int:
    try:
        return fn()
    except SystemExit as exc:
        return exc.code


def test_settings_from_env():
    s = Settings.from_env({"AGENTMEMORY_BACKUP_TARGET": "hf://datasets/me/mem/", "SYNC_INTERVAL": "30",
                           "AGENTMEMORY_BACKUP_KEEP": "4", "AGENTMEMORY_SYNC_ENABLED": "yes"})
    assert (s.backup_target, s.sync_interval, s.backup_keep, s.sync_enabled) == ("hf://me/mem", 30, 4, True)
    d = Settings.from_env({})
    assert (d.backup_target, d.sync_interval, d.backup_keep, d.sync_enabled) == (None, 60, 10, False)
    assert Settings.from_env({"AGENTMEMORY_DATASET_REPO": "me/mem"}).backup_target == "hf://me/mem"
    assert Settings.from_env({"AGENTMEMORY_BACKUP_TARGET": "file:///b",
                              "AGENTMEMORY_DATASET_REPO": "me/mem"}).backup_target == "file:///b"
    for bad in ({"AGENTMEMORY_BACKUP_TARGET": "hf://nouser"}, {"AGENTMEMORY_BACKUP_TARGET": "/plain/path"},
                {"SYNC_INTERVAL": "0"}, {"AGENTMEMORY_SYNC_ENABLED": "maybe"}):
        with pytest.raises(ConfigError):
            Settings.from_env(bad)


def test_sync_py_loop_backs_up_on_sigterm(tmp_path):
    _seed(tmp_path)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AGENTMEMORY_", "HF_"))}
    env.update(AGENTMEMORY_DATA_DIR=str(tmp_path / "data"), AGENTMEMORY_EMBEDDING_PROVIDER="fake",
               AGENTMEMORY_BACKUP_TARGET=f"file://{tmp_path / 'target'}", SYNC_INTERVAL="3600")
    proc = subprocess.Popen([sys.executable, str(ROOT / "sync.py"), "loop"], env=env, cwd=tmp_path,
                            stderr=subprocess.PIPE, text=True)
    try:
        def said_backing_up() -> bool:  # then the signal handlers are installed
            line = proc.stderr.readline()  # blocks; the global pytest timeout bounds a silent process
            assert line or proc.poll() is None, f"sync.py loop exited with {proc.returncode}"
            return "backing up" in line
        wait_until(said_backing_up, timeout=20, interval=0, message="sync.py loop never said it was backing up")
        assert not (tmp_path / "target" / "latest.json").exists()  # the interval has not passed
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "final backup: uploaded" in err
    assert (tmp_path / "target" / "latest.json").is_file()
