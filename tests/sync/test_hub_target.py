"""The Hugging Face dataset target, exercised through an HfApi-shaped stand-in (no network)."""
from __future__ import annotations

import inspect
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from sync_helpers import export, stack, sync_settings, target_dir, write_item  # noqa: F401

from agentmemory.app import build_services
from agentmemory.config import Settings
from agentmemory.sync.backup import Backup, restore
from agentmemory.sync.targets import LATEST, HubTarget, NoBackup, make_target

REPO = "someone/agent-memory"
TOKEN = "hf_test_token"


class EntryNotFoundError(Exception):
    """Named like huggingface_hub's error for a missing file."""


class FakeHfApi:
    """Records every call and keeps the dataset's files in a directory. Same signatures as HfApi."""

    def __init__(self, root: Path):
        self.root = root
        self.calls: list[tuple[str, dict]] = []
        self.repos: set[str] = set()
        self.fail_uploads = 0

    def _dir(self, repo_id):
        return self.root / repo_id

    def create_repo(self, repo_id, *, token=None, private=None, repo_type=None, exist_ok=False):
        self.calls.append(("create_repo", dict(repo_id=repo_id, token=token, private=private,
                                               repo_type=repo_type, exist_ok=exist_ok)))
        self.repos.add(repo_id)
        self._dir(repo_id).mkdir(parents=True, exist_ok=True)

    def create_commit(self, repo_id, operations, *, commit_message, token=None, repo_type=None):
        ops = list(operations)
        self.calls.append(("create_commit", dict(repo_id=repo_id, operations=ops, commit_message=commit_message,
                                                 token=token, repo_type=repo_type)))
        if self.fail_uploads:
            self.fail_uploads -= 1
            raise RuntimeError("429 Too Many Requests: rate limit for repository commits")
        assert repo_id in self.repos, "commit before create_repo"
        for op in ops:  # CommitOperationAdd / CommitOperationDelete from huggingface_hub
            dest = self._dir(repo_id) / op.path_in_repo
            if type(op).__name__ == "CommitOperationDelete":
                dest.unlink()
                continue
            dest.parent.mkdir(parents=True, exist_ok=True)
            content = op.path_or_fileobj
            if isinstance(content, bytes):
                dest.write_bytes(content)
            else:
                shutil.copyfile(content, dest)

    def list_repo_files(self, repo_id, *, repo_type=None, token=None):
        self.calls.append(("list_repo_files", dict(repo_id=repo_id, repo_type=repo_type, token=token)))
        d = self._dir(repo_id)
        return sorted(p.relative_to(d).as_posix() for p in d.rglob("*") if p.is_file())

    def download(self, repo_id, filename, *, repo_type=None, token=None, local_dir=None):
        """Stands in for hf_hub_download."""
        self.calls.append(("hf_hub_download", dict(repo_id=repo_id, filename=filename, repo_type=repo_type,
                                                   token=token, local_dir=local_dir)))
        src = self._dir(repo_id) / filename
        if not src.is_file():
            raise EntryNotFoundError(f"{filename} not found")
        dest = Path(local_dir) / filename
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dest)
        return str(dest)

    def names(self):
        return [name for name, _ in self.calls]


@pytest.fixture
def hub(tmp_path):
    return FakeHfApi(tmp_path / "hub")


@pytest.fixture
def hub_target(hub):
    return HubTarget(REPO, token=TOKEN, api=hub, download=hub.download)


@pytest.fixture
def hub_settings(sync_settings):
    return sync_settings.with_(backup_target=f"hf://{REPO}", hf_token=TOKEN, backup_keep=2)


def _ops(kwargs):
    return [(type(op).__name__.removeprefix("CommitOperation"), op.path_in_repo) for op in kwargs["operations"]]


def test_backup_is_one_commit_of_the_snapshot_and_the_pointer(stack, hub_settings, hub, hub_target):
    write_item(stack.store, "a")
    result = Backup(hub_settings, hub_target).run()
    assert result["result"] == "uploaded"
    snap = result["snapshot"]
    assert snap.startswith("snapshots/") and snap.endswith(".db.gz")
    assert hub.names() == ["list_repo_files", "create_repo", "create_commit"]
    _, create, commit = (kw for _, kw in hub.calls)
    assert create == dict(repo_id=REPO, token=TOKEN, private=True, repo_type="dataset", exist_ok=True)
    assert commit["repo_id"] == REPO and commit["repo_type"] == "dataset"
    assert _ops(commit) == [("Add", snap), ("Add", LATEST)]  # the data, then the pointer
    assert isinstance(commit["operations"][1].path_or_fileobj, bytes)
    assert all(kw.get("token") == TOKEN for _, kw in hub.calls)
    # What arrived on the hub: the gzip'd database, and a pointer naming it.
    assert hub.list_repo_files(REPO) == [LATEST, snap]
    latest = json.loads((hub.root / REPO / LATEST).read_text())
    assert latest["file"] == snap and latest["format"] == "agentmemory-snapshot"
    assert (hub.root / REPO / snap).read_bytes()[:2] == b"\x1f\x8b"


def test_unchanged_data_makes_no_hub_calls_and_retention_deletes_old_files(stack, hub_settings, hub, hub_target):
    backup = Backup(hub_settings, hub_target)
    snaps = []
    for i in range(3):
        write_item(stack.store, f"k{i}")
        snaps.append(backup.run()["snapshot"])
        n = len(hub.calls)
        assert backup.run()["result"] == "unchanged"
        assert len(hub.calls) == n  # idle: nothing sent, nothing listed
    assert hub.names().count("create_repo") == 1  # once per process
    assert hub.names().count("create_commit") == 3  # one commit per backup, pruning included
    last_commit = [kw for name, kw in hub.calls if name == "create_commit"][-1]
    assert _ops(last_commit) == [("Add", snaps[2]), ("Add", LATEST), ("Delete", snaps[0])]  # keep=2
    assert hub.list_repo_files(REPO) == [LATEST] + snaps[1:]


def test_restore_downloads_the_pointer_then_the_snapshot(stack, hub_settings, hub, hub_target, tmp_path):
    write_item(stack.store, "a", "hello hub")
    snap = Backup(hub_settings, hub_target).run()["snapshot"]
    hub.calls.clear()
    other = hub_settings.with_(data_dir=tmp_path / "restored")
    assert restore(other, hub_target)["result"] == "restored"
    assert [(n, kw["filename"]) for n, kw in hub.calls] == [("hf_hub_download", LATEST),
                                                            ("hf_hub_download", snap)]
    for _, kw in hub.calls:
        assert kw["repo_id"] == REPO and kw["repo_type"] == "dataset" and kw["token"] == TOKEN
        assert Path(kw["local_dir"]).parent == other.data_dir  # a temp dir beside the database
    assert not list(other.data_dir.glob(".restore-*"))
    svc = build_services(other)
    try:
        assert export(svc) == export(stack)
    finally:
        svc.close()


def test_empty_dataset_means_no_backup(hub_settings, hub_target, tmp_path):
    with pytest.raises(NoBackup):
        restore(hub_settings.with_(data_dir=tmp_path / "fresh"), hub_target)


def test_hub_errors_fail_the_attempt_and_are_retried(stack, hub_settings, hub, hub_target):
    write_item(stack.store, "a")
    hub.fail_uploads = 1
    backup = Backup(hub_settings, hub_target)
    r = backup.run()
    assert r["result"] == "failed" and "429" in r["error"]
    assert backup.run()["result"] == "uploaded"


def test_dataset_repo_alone_selects_the_hub_target(hub):
    s = Settings.from_env({"AGENTMEMORY_DATASET_REPO": REPO, "HF_TOKEN": TOKEN})
    assert s.backup_target == f"hf://{REPO}"
    t = make_target(s, api=hub, download=hub.download)
    assert isinstance(t, HubTarget) and t.repo_id == REPO and t.token == TOKEN
    assert s.describe()["hf_token"] == "***"


def test_stand_in_calls_fit_the_real_hfapi_signatures(stack, hub_settings, hub, hub_target, tmp_path):
    """Guard against the stand-in drifting from huggingface_hub: bind every recorded call to the real API."""
    hf = pytest.importorskip("huggingface_hub")
    write_item(stack.store, "a")
    for i in range(3):
        write_item(stack.store, f"k{i}")
        Backup(hub_settings, hub_target).run()
    restore(hub_settings.with_(data_dir=tmp_path / "r"), hub_target)
    real = {"create_repo": hf.HfApi.create_repo, "create_commit": hf.HfApi.create_commit,
            "list_repo_files": hf.HfApi.list_repo_files}
    seen = set()
    for name, kwargs in hub.calls:
        seen.add(name)
        if name == "hf_hub_download":
            inspect.signature(hf.hf_hub_download).bind(**kwargs)
        else:
            inspect.signature(real[name]).bind(object(), **kwargs)
    assert seen == {"create_repo", "create_commit", "list_repo_files", "hf_hub_download"}


def test_huggingface_hub_is_imported_only_when_used():
    code = ("import sys; import agentmemory.app, agentmemory.sync.targets, agentmemory.sync.cli, "
            "agentmemory.sync.loop; assert 'huggingface_hub' not in sys.modules, 'imported eagerly'")
    src = Path(__file__).resolve().parents[2] / "src"
    subprocess.run([sys.executable, "-c", code], check=True, env={"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin"})
