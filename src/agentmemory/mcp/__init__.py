"""MCP transports generated from the op registry.

dispatch.py  the JSON-RPC dispatcher (initialize, tools, resources, prompts), shared by both transports
tools.py     tool definitions: portable input schemas and annotations from each op's pydantic model
resources.py resources and prompts (thin views over ordinary ops)
http.py      Streamable HTTP at POST /mcp and /agentmemory/mcp/rpc, plus REST helpers
             (the Origin/Host guard is app-wide: api/guard.py)
stdio.py     `agentmemory mcp`: one message per line, in-process or forwarded to AGENTMEMORY_URL
"""
