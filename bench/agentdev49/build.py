"""Writes history.json and questions.json: a coding agent's work on `papertrail-ap`, an AWS serverless
invoice-processing pipeline for an accounts-payable team (Python 3.12 Lambdas, S3, Textract AnalyzeExpense,
Step Functions, DynamoDB single-table, API Gateway HTTP API + Cognito, AWS CDK in TypeScript, LocalStack, a
Slack approval webhook, CloudWatch alarms), over eleven sessions from 1 to 26 November 2027.

    python bench/agentdev49/build.py      # rewrites bench/agentdev49/history.json and questions.json

The payloads are built by bench/_agentset.py (shared with the other agentdev sets). Each
item carries a `marker` ("s6.gitmv") that questions.json names as gold; the story is in README.md.
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

CWD = "/home/ines/src/papertrail-ap"
TRANSCRIPTS = "/home/ines/.claude/projects/-home-ines-src-papertrail-ap"


def build() -> list[dict]:
    return build_items(SESSIONS, CWD, TRANSCRIPTS)


def main() -> None:
    write_set(HERE, "papertrail-ap", CWD, build(), ASKED_AT, questions())


if __name__ == "__main__":
    main()
