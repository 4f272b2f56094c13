"""The Python client and the agent hook command; imports nothing of the server, so it starts fast.

`from agentmemory.client import MemoryClient, AsyncMemoryClient, MemoryProvider`. Names load on
first use (PEP 562), so `agentmemory hook` never imports httpx or tenacity.
"""
from __future__ import annotations

_EXPORTS = {
    "MemoryClient": "sync_client", "AsyncMemoryClient": "async_client", "MemoryProvider": "provider",
    "ApiError": "errors", "ServerUnavailable": "errors", "ClientConfig": "config",
}
__all__ = list(_EXPORTS)


def __getattr__(name: str):
    if name not in _EXPORTS:
        raise AttributeError(name)
    from importlib import import_module
    return getattr(import_module(f"{__name__}.{_EXPORTS[name]}"), name)
