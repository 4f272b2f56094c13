"""A store with a little of everything, written through the operations, for the migrate-db tests."""
from __future__ import annotations

from helpers import observe_payload

from agentmemory.ops import OPS_BY_NAME, invoke

WORDS = ["capybara", "lighthouse", "saffron", "glacier", "violin", "marmalade", "tundra", "origami",
         "cobalt", "pelican", "quartz", "bamboo"]


def fill(services, n: int = 12) -> None:
    caller = services.tokens.local_caller()

    def run(op, raw):
        return invoke(OPS_BY_NAME[op], services, caller, raw)[0]
    for i in range(n):
        w, v = WORDS[i % len(WORDS)], WORDS[(i * 5 + 3) % len(WORDS)]
        run("remember", {"content": f"the {w} note number {i} mentions {v}", "title": f"{w} {v} {i}",
                         "project": "p1" if i % 2 else "p2"})
        run("observe", observe_payload(session=f"s{i % 3}", text=f"user talks about the {w} and the {v}"))
    run("lesson_save", {"content": "always check the capybara before the glacier", "project": "p1"})
    run("token_create", {"agentId": "ci-bot", "role": "read"})
