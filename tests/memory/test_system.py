"""System's health: free space where the data dir is, a warning (degraded, writes still served) below
AGENTMEMORY_DISK_WARN_MB. Thresholds of 0 and of a petabyte make both answers certain on any disk."""
from __future__ import annotations

import shutil

from agentmemory.api.rest import PREFIX

PETABYTE_MB = 1 << 30


def test_health_reports_the_free_space_where_the_data_dir_is(make_client, tmp_path):
    client, _ = make_client(disk_warn_mb=0)  # its data dir is in tmp_path (on PostgreSQL not made yet)
    health = client.get(PREFIX + "/health").get_json()
    free = shutil.disk_usage(tmp_path).free
    assert health["disk"]["warnBelowBytes"] == 0 and health["disk"]["low"] is False
    assert abs(health["disk"]["freeBytes"] - free) < 256 << 20  # the same filesystem (other writers aside)
    assert not [p for p in health["problems"] if p.startswith("disk:")]


def test_health_warns_below_the_threshold_and_writes_go_on(make_client):
    client, _ = make_client(disk_warn_mb=PETABYTE_MB)
    health = client.get(PREFIX + "/health").get_json()
    assert health["status"] == "degraded" and health["disk"]["low"] is True
    assert health["disk"]["warnBelowBytes"] == PETABYTE_MB << 20
    assert f"disk: less than {PETABYTE_MB} MB free where the data dir is" in health["problems"]
    assert client.post(PREFIX + "/remember", json={"content": "still written"}).status_code == 201


def test_the_threshold_is_a_setting():
    from agentmemory.config import Settings
    assert Settings().disk_warn_mb == 256 and Settings.from_env({"AGENTMEMORY_DISK_WARN_MB": "0"}).disk_warn_mb == 0
