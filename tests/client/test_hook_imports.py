"""The hook command is a new process on every agent event: it must not import the server or httpx."""
from __future__ import annotations

import json
import subprocess
import sys

from cli_helpers import clean_env, free_port

HEAVY = ("flask", "numpy", "pydantic", "httpx", "tenacity", "agentmemory.ops", "agentmemory.config",
         "agentmemory.app", "onnxruntime")


def test_the_hook_process_imports_nothing_heavy(tmp_path):
    env = clean_env(tmp_path, AGENTMEMORY_URL=f"http://127.0.0.1:{free_port()}")
    code = ("import runpy, sys, atexit, json\n"
            f"atexit.register(lambda: sys.__stderr__.write('MODULES=' + json.dumps(sorted(m for m in {list(HEAVY)!r} "
            "if m in sys.modules)) + '\\n'))\n"
            "sys.argv = ['agentmemory', 'hook', 'Stop']\n"
            "runpy.run_module('agentmemory', run_name='__main__')\n")
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60,
                          input=json.dumps({"session_id": "s", "cwd": str(tmp_path), "hook_event_name": "Stop"}))
    line = [x for x in proc.stderr.splitlines() if x.startswith("MODULES=")]
    assert line, proc.stderr
    assert json.loads(line[0][len("MODULES="):]) == []
