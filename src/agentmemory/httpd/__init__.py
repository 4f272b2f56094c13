"""The built-in HTTP/1.1 server `agentmemory serve` runs (see server.py); imports nothing of ours."""
from .server import HttpServer
from .wire import HttpError

__all__ = ["HttpServer", "HttpError"]
