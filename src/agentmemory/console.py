"""The `agentmemory` console script: hook commands go straight to the client's CLI, everything else to
the server's (`__main__`), whose imports a hook process must not pay for."""
from __future__ import annotations

import sys


def main() -> int:
    argv = sys.argv[1:]
    from .client.cli import COMMANDS, main as client_main
    if argv[:1] and argv[0] in COMMANDS:
        return client_main(argv)
    from .__main__ import main as server_main
    return server_main(argv)
