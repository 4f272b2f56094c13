"""One process owns a data dir: an exclusive lock on `<data_dir>/agentmemory.lock`.

The server (`agentmemory serve`, or `agentmemory.wsgi:create()` under any WSGI
server) holds it for its lifetime and writes who it is into the file as JSON:
`{"pid", "command", "url", "startedAt", "version"}`. A CLI command that works on
the database itself (import, export, reindex, mcp, restore) holds it while it
works. Everything else asks `owner(data_dir)` first: a server's URL means
"forward to it", another command means "wait or refuse".

The lock is `flock(2)`: the kernel drops it when the holder's last descriptor
closes, so a SIGKILLed server leaves no stale lock. The file itself is never
deleted (deleting a lock file lets two processes lock two different inodes);
a clean release empties it, and content without a held lock means "nobody".
A forked child (gunicorn's worker) inherits its parent's lock: claiming again
there is a no-op, and only the process that took the lock ever unlocks it.
On Windows (no fcntl) no lock is taken; one process per data dir is then up
to the user. Our own rather than `filelock`: the owner's JSON lives in the locked file and
must be readable by others without taking the lock, and a forked worker must keep its
parent's lock, neither of which that library's lock objects give.
"""
from __future__ import annotations

import atexit
import json
import logging
import os
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None

LOCK_NAME = "agentmemory.lock"
#: Exit code of a server that finds its data dir owned: gunicorn's "app failed to load", so a
#: worker exiting with it stops the master instead of being restarted forever.
EXIT_BUSY = 4
#: How long `acquire` retries: another process may be probing the lock for a few microseconds.
ACQUIRE_WAIT = 0.5

_held: dict[str, "DataDirLock"] = {}  # lock path -> the lock this process (or its parent before fork) holds
_held_guard = threading.Lock()


class DataDirBusy(Exception):
    """Another process owns the data dir; the message names it and what to do."""

    def __init__(self, data_dir: Path, holder: "Owner | None"):
        self.data_dir, self.owner = Path(data_dir), holder
        if holder is None:
            who = "another agentmemory process"
        elif holder.url:
            who = f"the agentmemory server at {holder.url} (pid {holder.pid})"
        else:
            who = f"`agentmemory {holder.command}` (pid {holder.pid})"
        super().__init__(f"{self.data_dir} is in use by {who}")


class DataDirError(Exception):
    """The data dir or its lock file cannot be created or opened (permissions, a file in the way)."""


@dataclass(frozen=True)
class Owner:
    """Who holds a data dir's lock, as written in the lock file."""
    pid: int | None
    command: str
    url: str | None = None  # set by servers: where to forward
    started_at: str | None = None
    version: str | None = None


def lock_path(data_dir: Path | str) -> Path:
    return Path(data_dir) / LOCK_NAME


def connect_url(host: str, port: int) -> str:
    """The URL a local client uses for a server bound to host:port (a wildcard bind means loopback)."""
    if host in ("", "0.0.0.0"):
        host = "127.0.0.1"
    elif host == "::":
        host = "::1"
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def owner(data_dir: Path | str) -> Owner | None:
    """The process holding the data dir's lock, or None when nobody does (content left by a killed
    holder is ignored). Never creates anything."""
    path = lock_path(data_dir)
    if fcntl is None:
        return None
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return _read_owner(fd)
        except OSError:  # a filesystem without locks: nobody can be known to own it
            return None
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None
    finally:
        os.close(fd)


def _read_owner(fd: int) -> Owner:
    # The holder writes its JSON right after locking: an empty or half-written file is read again.
    for _ in range(20):
        raw = os.pread(fd, 65536, 0)
        try:
            info = json.loads(raw)
        except (ValueError, UnicodeDecodeError):
            time.sleep(0.05)
            continue
        if isinstance(info, dict):
            pid = info.get("pid")
            return Owner(pid=pid if isinstance(pid, int) else None, command=str(info.get("command") or "?"),
                         url=info.get("url") or None, started_at=info.get("startedAt"), version=info.get("version"))
    return Owner(pid=None, command="?")


class DataDirLock:
    """The exclusive lock on a data dir. `with DataDirLock(dir, "import"):` or `.acquire()` / `.release()`."""

    def __init__(self, data_dir: Path | str, command: str, url: str | None = None, version: str | None = None):
        self.data_dir = Path(data_dir)
        self.path = lock_path(data_dir)
        self.command, self.url, self.version = command, url, version
        self.fd: int | None = None
        self.pid: int | None = None  # the process that took the lock (a forked child never unlocks it)

    def acquire(self, wait: float = ACQUIRE_WAIT) -> "DataDirLock":
        """Take the lock (retrying for `wait` seconds) and write who holds it; DataDirBusy if another
        process holds it, DataDirError if the dir or file cannot be made."""
        if fcntl is None:
            return self
        if self.data_dir.exists() and not self.data_dir.is_dir():
            raise DataDirError(f"cannot use the data dir {self.data_dir}: it is not a directory")
        try:
            self.data_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as exc:
            raise DataDirError(f"cannot use the data dir {self.data_dir}: {exc.strerror or exc}") from None
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    holder = _read_owner(fd)
                    os.close(fd)
                    raise DataDirBusy(self.data_dir, holder) from None
                time.sleep(0.05)
            except OSError as exc:
                # Trigger: a filesystem without locks (some network mounts: ENOLCK, EOPNOTSUPP). Why: refusing
                # to start there would make the data dir unusable. Outcome: go on unlocked, and say so.
                os.close(fd)
                log.warning("cannot lock %s (%s): one process per data dir is not enforced here",
                            self.path, exc.strerror or exc)
                return self
        self.fd, self.pid = fd, os.getpid()
        info = {"pid": self.pid, "command": self.command, "url": self.url,
                "startedAt": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "version": self.version}
        data = json.dumps(info).encode("utf-8")
        os.ftruncate(fd, 0)
        os.pwrite(fd, data, 0)
        with _held_guard:
            _held[str(self.path.resolve())] = self
        return self

    def release(self) -> None:
        """Empty the file and unlock (only in the process that locked; a forked child just closes)."""
        if self.fd is None:
            return
        fd, self.fd = self.fd, None
        with _held_guard:
            if _held.get(str(self.path.resolve())) is self:
                del _held[str(self.path.resolve())]
        try:
            if self.pid == os.getpid():
                os.ftruncate(fd, 0)
                fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)

    def __enter__(self) -> "DataDirLock":
        return self if self.fd is not None else self.acquire()

    def __exit__(self, *exc) -> None:
        self.release()


def claim(data_dir: Path | str, command: str, url: str | None = None, version: str | None = None) -> DataDirLock:
    """The lock for a long-lived owner (a server): taken now, released at exit. Claiming a data dir
    this process already holds (or inherited from the parent it was forked from) returns that lock."""
    with _held_guard:
        held = _held.get(str(lock_path(data_dir).resolve()))
    if held is not None and held.fd is not None:
        return held
    lock = DataDirLock(data_dir, command, url, version).acquire()
    atexit.register(lock.release)
    return lock


def claim_for_server(data_dir: Path | str, url: str, version: str | None = None) -> DataDirLock:
    """`claim` for a server; when another process owns the data dir: one line on stderr naming it,
    and SystemExit(EXIT_BUSY) (no traceback, also from a gunicorn worker)."""
    try:
        return claim(data_dir, "serve", url=url, version=version)
    except DataDirBusy as exc:
        print(f"agentmemory: cannot serve: {exc}; stop it first, or set another AGENTMEMORY_DATA_DIR",
              file=sys.stderr)
    except DataDirError as exc:
        print(f"agentmemory: cannot serve: {exc}", file=sys.stderr)
    sys.stderr.flush()
    raise SystemExit(EXIT_BUSY)
