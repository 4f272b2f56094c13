"""Shared helpers for the backup tests (fixtures are imported by name; no conftest, whose module name is taken)."""
from __future__ import annotations

import pytest

from agentmemory.app import build_services
from agentmemory.config import Settings
from agentmemory.memory.common import Caller
from agentmemory.search.storage import SearchDoc, SqliteSearchStorage
from agentmemory.sync.targets import DirTarget


@pytest.fixture
def target_dir(tmp_path):
    return tmp_path / "target"


@pytest.fixture
def sync_settings(tmp_path, target_dir) -> Settings:
    return Settings(data_dir=tmp_path / "data", embedding_provider="fake",
                    backup_target=f"file://{target_dir}", backup_keep=3, sync_interval=1)


@pytest.fixture
def stack(sync_settings):
    svc = build_services(sync_settings)
    yield svc
    svc.close()


@pytest.fixture
def target(target_dir):
    return DirTarget(target_dir)


def write_item(store, key: str, text: str = "note", agent: str = "tester") -> None:
    """One committed write the way the service makes them: KV row + search row + audit row."""
    with store.write(agent) as tx:
        tx.put("mem:memories", key, {"id": key, "title": key, "content": text})
        SqliteSearchStorage(store).put(tx, SearchDoc(kind="memory", item_id=key, scope="mem:memories", project="p",
                                                     agent_id=agent, session_id=None, ts=tx.now, title=key,
                                                     body=text), enqueue=False)
        tx.audit("remember", "mem:memories", key)


def export(services) -> dict:
    data = services.portability.export(Caller(services.settings.agent_id))
    data.pop("exportedAt", None)
    return data
