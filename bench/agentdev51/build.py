"""Writes history.json and questions.json: a coding agent's work on `harbourline-platform`, the GitOps
repository of a small Hamburg logistics company's k3s cluster on three Hetzner dedicated servers (Argo CD
app of apps, Helm + Kustomize, cert-manager DNS-01 on Cloudflare, external-dns, Longhorn, Sealed Secrets,
kube-prometheus-stack to PagerDuty, Velero, CloudNativePG), over eleven sessions from 8 November to
3 December 2027.

    python bench/agentdev51/build.py      # rewrites bench/agentdev51/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s7.gitmvroot") that questions.json names as gold; the story is in README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
from _agentset import build_items, write_set  # noqa: E402
from questions import questions  # noqa: E402  (same folder)
from sessions import ASKED_AT, SESSIONS  # noqa: E402

CWD = "/home/tjark/src/harbourline-platform"
TRANSCRIPTS = "/home/tjark/.claude/projects/-home-tjark-src-harbourline-platform"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "harbourline-platform", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
