"""The hook's durable outbox: events the server could not take yet, replayed in order.

`<data dir>/outbox.jsonl` (with no token; `outbox-<sha256 of the token>.jsonl` for each token the hook
sends with, so a queue written with token A is never replayed with token B, and the token itself is
never on disk) is append-only (one JSON request per line, fsync'd, mode 0600);
an event is cleaned by the server's own filter (`memory.privacy`: secrets redacted, `<private>` spans
dropped) before it is written, so the file never holds what the server would not store.
`outbox.offset` says how many bytes of it were delivered. A replay sends from the offset on, in
order, and stops at the first event the server cannot take yet; when everything was delivered both
files are emptied. `outbox.lock` (flock) lets one process replay at a time and keeps a new event
behind the older ones; appends take an exclusive flock on the file itself (emptying it takes one too),
so an event appended during a replay is never cut off. An append is whole or absent: a write the disk
refuses part-way (full, quota) is cut back off before the error is raised, and a line a crash tore
stays on its own line (the replay skips it) instead of swallowing the next event. Written here rather than taken from a queue library: it must be a plain file
the server can replay at start-up, with no daemon and no import cost in the hook.
"""
from __future__ import annotations

import errno
import fcntl
import hashlib
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Literal

OUTBOX_NAME = "outbox.jsonl"
Outcome = Literal["sent", "retry", "drop"]  # delivered | try again later | refused for good (a 4xx): skipped


def token_key(token: str) -> str:
    """The hash a token's queue is named by: the server's own token hash (memory/admin/tokens.token_hash), by
    which it finds whose events a queue holds without the token ever being written down."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


class Outbox:
    def __init__(self, data_dir: Path, key: str | None = None):
        """The queue of events sent with no token (`key` None) or with the token whose `token_key` is `key`."""
        self.dir = Path(data_dir)
        self.key = key
        stem = "outbox" if key is None else f"outbox-{key}"
        self.path = self.dir / f"{stem}.jsonl"
        self.offset_path = self.dir / f"{stem}.offset"
        self.lock_path = self.dir / f"{stem}.lock"
        self._lock_fd: int | None = None

    @classmethod
    def for_token(cls, data_dir: Path, token: str | None) -> Outbox:
        """The queue of the events a hook sends with `token` (its Authorization), and only those."""
        return cls(data_dir, token_key(token) if token else None)

    @classmethod
    def every(cls, data_dir: Path) -> list[Outbox]:
        """Every queue in `data_dir` (the server's start-up replay: each with the caller its key names)."""
        found = [cls(data_dir)] if (Path(data_dir) / OUTBOX_NAME).exists() else []
        for path in sorted(Path(data_dir).glob("outbox-*.jsonl")):
            key = path.name[len("outbox-"):-len(".jsonl")]
            if len(key) == 64 and all(c in "0123456789abcdef" for c in key):
                found.append(cls(data_dir, key))
        return found

    # -- locking ----------------------------------------------------------------------------
    def _open(self, path: Path, flags: int) -> int:
        self.dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(path, flags | os.O_CREAT, 0o600)
        os.fchmod(fd, 0o600)  # a file an older version (or a copy) left readable to others
        return fd

    def lock(self, wait: float) -> bool:
        """Take the outbox lock, waiting up to `wait` seconds; False when another process keeps it."""
        fd = self._open(self.lock_path, os.O_RDWR)
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                self._lock_fd = fd
                return True
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    os.close(fd)
                    return False
                time.sleep(0.01)

    def unlock(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)  # closing releases the flock
            self._lock_fd = None

    # -- writing ------------------------------------------------------------------------------
    def append(self, entry: dict) -> None:
        """Add one event at the end, durably (one line, then fsync), cleaned of secrets first; all of it or
        nothing: OSError (the disk full) leaves the file as it was."""
        from ..memory.privacy import strip_private  # only when an event must wait: a delivered one never needs it
        entry, _ = strip_private(entry)
        line = (json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
        fd = self._open(self.path, os.O_RDWR | os.O_APPEND)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)  # one appender at a time, so a failed one can cut its own bytes off
            size = os.fstat(fd).st_size
            if size and os.pread(fd, 1, size - 1) != b"\n":
                line = b"\n" + line  # a line torn by a crash ends here: ours starts a line of its own
            try:
                _write_all(fd, line)
                os.fsync(fd)
            except OSError:
                os.ftruncate(fd, size)  # Trigger: full disk part-way. Outcome: no torn line to glue the next one to
                raise
        finally:
            os.close(fd)

    def _offset(self) -> int:
        try:
            return int(self.offset_path.read_text() or 0)
        except (FileNotFoundError, ValueError):
            return 0

    def _set_offset(self, value: int) -> None:
        tmp = self.offset_path.with_name(self.offset_path.name + ".tmp")
        fd = self._open(tmp, os.O_WRONLY | os.O_TRUNC)
        try:
            _write_all(fd, str(value).encode())  # a short write (a full disk) must never become the offset
            os.fsync(fd)
        except OSError:
            tmp.unlink(missing_ok=True)
            raise
        finally:
            os.close(fd)
        os.replace(tmp, self.offset_path)

    def pending(self) -> int:
        """How many events wait (lines after the offset)."""
        if not self.path.exists():
            return 0
        with open(self.path, "rb") as f:
            f.seek(self._offset())
            return sum(1 for line in f if line.strip())

    # -- replaying (call with the lock held) --------------------------------------------------------
    def replay(self, send: Callable[[dict], Outcome], deadline: float | None = None) -> tuple[int, int]:
        """Send waiting events in order until one must wait or `deadline` (monotonic) passes.
        Returns (delivered or dropped, still waiting)."""
        if not self.path.exists():
            return 0, 0
        offset, done = self._offset(), 0
        with open(self.path, "rb") as f:
            f.seek(offset)
            lines = f.readlines()
        for i, line in enumerate(lines):
            if deadline is not None and time.monotonic() >= deadline:
                break
            if line.strip():
                try:
                    entry = json.loads(line)
                except ValueError:
                    entry = None  # a torn last line (a crash mid-write): nothing to send
                if entry is not None and send(entry) == "retry":
                    break
            offset += len(line)
            done += 1
            self._set_offset(offset)
        left = sum(1 for line in lines[done:] if line.strip())
        if left == 0:
            self._empty_if_delivered(offset)
        return done, left

    def _empty_if_delivered(self, offset: int) -> None:
        """Start the file over once everything in it was delivered, unless someone is appending right now."""
        fd = os.open(self.path, os.O_WRONLY)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return  # an append is under way: the next replay empties the file
        try:
            if os.fstat(fd).st_size == offset:
                os.ftruncate(fd, 0)
                self._set_offset(0)
        finally:
            os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    """Write all of `data` (os.write may write part of it, e.g. up to a full disk); OSError when it cannot."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written == 0:
            raise OSError(errno.ENOSPC, "no space left: nothing written")
        view = view[written:]
