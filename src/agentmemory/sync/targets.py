"""Backup targets: where snapshots are kept, behind one small interface.

Every target holds the same layout:

    snapshots/<UTC timestamp>.db.gz   one file per backup; the newest N are kept
    latest.json                       the manifest of the newest snapshot: the pointer restore reads

`hf://<user>/<dataset>` is a private Hugging Face dataset (huggingface_hub,
imported only when that target is used); `file:///path` is a local directory,
for people without a hub account and for tests. A target knows three
primitives (commit adds and deletes together, get a file, list files); the
layout lives once, in `Target`.

One backup is one commit: the snapshot, the new latest.json and the deletion
of snapshots past the retention limit land together. On the Hub that keeps
the pointer and the data in step, and keeps a busy server (one backup a
minute) well under the Hub's limit of 128 commits per repository per hour.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any, Callable
from urllib.parse import unquote

from ..store.files import open_private, private_dir
from .snapshot import SNAPSHOT_FORMAT, SNAPSHOT_SUFFIX, Snapshot

LATEST = "latest.json"
SNAPSHOT_DIR = "snapshots/"

Content = Path | bytes  # what a commit adds: a local file, or bytes


class TargetError(Exception):
    """The target could not be reached or refused the operation (worth retrying later)."""


class NoBackup(Exception):
    """The target holds no backup (yet), or not the snapshot asked for."""


class Target:
    url: str = ""

    # -- primitives (one implementation per kind of target) ----------------------
    def commit(self, adds: list[tuple[str, Content]], deletes: list[str], message: str) -> None:
        """Add (or replace) files and delete others, in this order, as one change where possible."""
        raise NotImplementedError

    def get_file(self, remote: str, dest_dir: Path) -> Path:
        """Download `remote` into `dest_dir`; NoBackup when it does not exist."""
        raise NotImplementedError

    def list(self) -> list[str]:
        raise NotImplementedError

    # -- the layout -----------------------------------------------------------------
    def upload(self, snap: Snapshot, keep: int) -> list[str]:
        """Send a snapshot, point latest.json at it, and drop all but the newest `keep`. Returns the dropped."""
        new = snap.manifest["file"]
        # Name order is time order; the snapshot just taken is kept even if the clock went backwards.
        older = [p for p in self.snapshots() if p != new]
        drop = older[:max(len(older) - (keep - 1), 0)]
        # The data before the pointer: latest.json never names a file that is not there.
        self.commit([(new, snap.path), (LATEST, json.dumps(snap.manifest, indent=1).encode())], drop,
                    f"agentmemory backup {snap.name}")
        return drop

    def latest(self, dest_dir: Path) -> dict:
        """The manifest latest.json points at; NoBackup when there is none."""
        path = self.get_file(LATEST, dest_dir)
        try:
            manifest = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise TargetError(f"{LATEST} on {self.url} is unreadable: {exc}") from None
        if not isinstance(manifest, dict) or manifest.get("format") != SNAPSHOT_FORMAT \
                or not str(manifest.get("file", "")).startswith(SNAPSHOT_DIR):
            raise TargetError(f"{LATEST} on {self.url} is not an agentmemory snapshot manifest")
        return manifest

    def snapshots(self) -> list[str]:
        """Snapshot paths, oldest first (names are UTC timestamps, so name order is time order)."""
        return sorted(p for p in self.list() if p.startswith(SNAPSHOT_DIR) and p.endswith(SNAPSHOT_SUFFIX))


# -- Hugging Face dataset ---------------------------------------------------------------
_NOT_FOUND = {"EntryNotFoundError", "RemoteEntryNotFoundError", "RepositoryNotFoundError",
              "RevisionNotFoundError", "FileNotFoundError"}


def _is_not_found(exc: BaseException) -> bool:
    if any(c.__name__ in _NOT_FOUND for c in type(exc).__mro__):
        return True
    return getattr(getattr(exc, "response", None), "status_code", None) == 404


class HubTarget(Target):
    """A private Hugging Face dataset. `api` (an HfApi) and `download` (hf_hub_download) are injectable."""

    def __init__(self, repo_id: str, token: str | None = None, api: Any = None,
                 download: Callable[..., str] | None = None):
        self.repo_id = repo_id
        self.url = f"hf://{repo_id}"
        self.token = token
        if api is None or download is None:
            hf = _hub()
            api = api if api is not None else hf.HfApi(token=token)
            download = download or hf.hf_hub_download
        self.api = api
        self.download = download
        self._repo_ready = False

    def _call(self, what: str, fn: Callable[..., Any], **kwargs) -> Any:
        try:
            return fn(**kwargs)
        except Exception as exc:
            if _is_not_found(exc):
                raise NoBackup(f"{what}: not found on {self.url}") from None
            raise TargetError(f"{what} on {self.url} failed: {type(exc).__name__}: {exc}") from None

    def commit(self, adds: list[tuple[str, Content]], deletes: list[str], message: str) -> None:
        hf = _hub()
        if not self._repo_ready:
            self._call("create_repo", self.api.create_repo, repo_id=self.repo_id, repo_type="dataset",
                       private=True, exist_ok=True, token=self.token)
            self._repo_ready = True
        ops = [hf.CommitOperationAdd(path_in_repo=remote, path_or_fileobj=content if isinstance(content, bytes)
                                     else str(content)) for remote, content in adds]
        ops += [hf.CommitOperationDelete(path_in_repo=remote) for remote in deletes]
        try:
            self._call("commit", self.api.create_commit, repo_id=self.repo_id, operations=ops,
                       commit_message=message, repo_type="dataset", token=self.token)
        except NoBackup:  # the repository vanished after create_repo: make it again next time
            self._repo_ready = False
            raise TargetError(f"commit on {self.url} failed: repository not found") from None

    def get_file(self, remote: str, dest_dir: Path) -> Path:
        # A fresh local_dir per call: always the current remote file, no copy left in the hub cache.
        path = self._call(f"download {remote}", self.download, repo_id=self.repo_id, filename=remote,
                          repo_type="dataset", token=self.token, local_dir=str(dest_dir))
        return Path(path)

    def list(self) -> list[str]:
        try:
            return list(self._call("list files", self.api.list_repo_files, repo_id=self.repo_id,
                                   repo_type="dataset", token=self.token))
        except NoBackup:
            return []


def _hub():
    try:
        import huggingface_hub
    except ImportError:
        raise TargetError("the hf:// target needs huggingface_hub: pip install huggingface_hub") from None
    return huggingface_hub


# -- local directory --------------------------------------------------------------------
class DirTarget(Target):
    """A directory on this machine (or a mounted disk), same layout as the dataset."""

    def __init__(self, root: Path):
        self.root = Path(root)
        self.url = "file://" + str(self.root)

    def _path(self, remote: str) -> Path:
        p = (self.root / remote).resolve()
        if self.root.resolve() not in p.parents:
            raise TargetError(f"{remote!r} is outside {self.url}")
        return p

    def _write(self, remote: str, writer: Callable[[Any], None]) -> None:
        dest = self._path(remote)
        try:
            private_dir(dest.parent)
            fd, tmp = tempfile.mkstemp(dir=dest.parent, prefix="." + dest.name, suffix=".tmp")
            try:
                with os.fdopen(fd, "wb") as f:
                    writer(f)
                    f.flush()
                    os.fsync(f.fileno())
                os.replace(tmp, dest)  # readers see the old file or the new one, never half of one
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError as exc:
            raise TargetError(f"writing {remote} to {self.url} failed: {exc}") from None

    def commit(self, adds: list[tuple[str, Content]], deletes: list[str], message: str) -> None:
        for remote, content in adds:
            if isinstance(content, bytes):
                self._write(remote, lambda f, data=content: f.write(data))
            else:
                self._write(remote, lambda f, src=content: _copy_into(src, f))
        for remote in deletes:
            try:
                self._path(remote).unlink(missing_ok=True)
            except OSError as exc:
                raise TargetError(f"deleting {remote} from {self.url} failed: {exc}") from None

    def get_file(self, remote: str, dest_dir: Path) -> Path:
        src = self._path(remote)
        if not src.is_file():
            raise NoBackup(f"{remote}: not found on {self.url}")
        dest = Path(dest_dir) / Path(remote).name
        try:
            with open_private(dest) as f:
                _copy_into(src, f)
        except OSError as exc:
            raise TargetError(f"reading {remote} from {self.url} failed: {exc}") from None
        return dest

    def list(self) -> list[str]:
        if not self.root.is_dir():
            return []
        return sorted(p.relative_to(self.root).as_posix() for p in self.root.rglob("*")
                      if p.is_file() and not p.name.startswith("."))


def _copy_into(src: Path, f) -> None:
    with open(src, "rb") as fin:
        shutil.copyfileobj(fin, f, 1 << 20)


def make_target(settings, api: Any = None, download: Callable[..., str] | None = None) -> Target | None:
    """The target named by `settings.backup_target` (None when backups are not configured)."""
    url = settings.backup_target
    if not url:
        return None
    if url.startswith("hf://"):
        return HubTarget(url[len("hf://"):], token=settings.hf_token, api=api, download=download)
    if url.startswith("file://"):
        return DirTarget(Path(unquote(url[len("file://"):])).expanduser())
    raise TargetError(f"unknown backup target {url!r}: use hf://<user>/<dataset> or file:///path")
