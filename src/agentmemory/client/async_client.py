"""AsyncMemoryClient: MemoryClient's methods as coroutines (httpx.AsyncClient, tenacity's async retry)."""
from __future__ import annotations

from typing import Any

import httpx
from tenacity import AsyncRetrying

from . import calls
from .config import PREFIX, ClientConfig
from .errors import ServerUnavailable
from .sync_client import _Methods, answer, retry_policy


class AsyncMemoryClient(_Methods):
    """async with AsyncMemoryClient() as mem: await mem.smart_search("...")"""

    def __init__(self, url: str | None = None, token: str | None = None, *, timeout: float | None = None,
                 retries: int = 3, config: ClientConfig | None = None):
        self.config = ClientConfig.resolve(config, url, token, timeout)
        self.retries = retries
        self._http = httpx.AsyncClient(base_url=self.config.url + PREFIX, headers=self.config.headers(),
                                       timeout=self.config.timeout)

    async def _once(self, req: calls.Request) -> Any:
        try:
            resp = await self._http.request(req.method, req.path, params=req.query, json=req.body)
        except httpx.TransportError as exc:
            raise ServerUnavailable(f"{self.config.url}: {exc}") from exc
        return answer(resp)

    async def _send(self, req: calls.Request) -> Any:  # the inherited methods return this coroutine
        return await AsyncRetrying(**retry_policy(self.retries))(self._once, req)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> AsyncMemoryClient:
        return self

    async def __aexit__(self, *exc) -> None:
        await self.aclose()
