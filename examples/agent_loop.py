"""A tiny agent loop with agentmemory's lifecycle hooks (MemoryProvider).

Start a server first (`agentmemory serve`), then: python examples/agent_loop.py
The "model" here is a stand-in that echoes what memory recalled; swap `answer()` for your LLM call.
"""
from __future__ import annotations

import uuid

from agentmemory.client import MemoryClient, MemoryProvider


def answer(prompt: str, recalled: str) -> str:
    """Your model goes here: it gets the user's prompt with the recalled memory in front of it."""
    if recalled:
        return f"(from memory)\n{recalled}"
    return f"I have nothing stored about: {prompt!r}"


def main() -> None:
    session = f"example-{uuid.uuid4().hex[:8]}"
    provider = MemoryProvider(MemoryClient(), project="example-agent")
    # An explicit write the agent made elsewhere, mirrored into memory (stored once however often mirrored).
    provider.on_memory_write("add", "memory", "The user's name is Ada and she prefers short answers.")
    history: list[dict] = []
    for prompt in ["What is my name?", "How do I like my answers?"]:
        provider.queue_prefetch(prompt, session)       # warm the cache while the turn starts
        recalled = provider.prefetch(prompt, session)  # the "## Recalled Memory" block, or ""
        reply = answer(prompt, recalled)
        print(f"> {prompt}\n{reply}\n")
        provider.on_turn_complete(prompt, reply, session)
        history += [{"role": "user", "content": prompt}, {"role": "assistant", "content": reply}]
    provider.on_pre_compact(history[:2], session)  # before the oldest turns leave the context window
    provider.on_session_end(history[-2:], session)   # the server distils and summarises the session
    provider.shutdown()


if __name__ == "__main__":
    main()
