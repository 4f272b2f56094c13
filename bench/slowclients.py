"""Slow clients: does a normal client still get answers while many connections trickle bytes?

`--connections` (300) sockets each send a request a byte at a time, one byte every `--interval`
(3 s): in `headers` mode the request head never ends; in `bodies` mode the head is complete
and declares a 64 KiB JSON body that then trickles. A connection the server closes is opened
again, so the pressure stays constant. Meanwhile one normal client sends `POST /observe` on a
new connection each time (as a hook does), one after another, each with `--request-timeout`
(10 s). After `--duration` (60 s) it reports how many of the normal client's requests were
answered, and their latency.

A server with a thread per request being read (gunicorn's gthread worker, werkzeug) runs out
of threads; a buffering proxy in front (deploy/nginx.conf) holds the slow connections itself
and passes only complete requests on. Loopback only: it refuses any other host.

    python bench/slowclients.py --url http://127.0.0.1:3111 --mode headers
    python bench/slowclients.py --url http://127.0.0.1:8080 --mode bodies   # through nginx
"""
from __future__ import annotations

import argparse
import ipaddress
import json
import os
import socket
import sys
import threading
import time
from urllib.parse import urlsplit

import requests

from _common import default_run_tag, emit_result, latency_summary, log, print_table

BODY_BYTES = 64 * 1024


def loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class Trickler:
    """`n` slow connections, all driven by one thread: a byte per connection every `interval`."""

    def __init__(self, host: str, port: int, n: int, mode: str, interval: float):
        self.host, self.port, self.n, self.mode, self.interval = host, port, n, mode, interval
        self.stop = threading.Event()
        self.opened = self.closed_by_server = self.refused = 0
        self.thread = threading.Thread(target=self.run, daemon=True)

    def request(self) -> bytes:
        """What each connection sends, one byte at a time (it never gets to the end)."""
        head = (f"POST /agentmemory/observe HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
                f"Content-Type: application/json\r\n")
        if self.mode == "headers":
            return head.encode() + b"X-Padding: " + b"a" * 100_000
        return (head + f"Content-Length: {BODY_BYTES}\r\n\r\n").encode() + b'{"pad": "' + b"a" * BODY_BYTES

    def open(self) -> tuple[socket.socket, int] | None:
        try:
            sock = socket.create_connection((self.host, self.port), timeout=5)
        except OSError:
            self.refused += 1
            return None
        sock.setblocking(False)
        self.opened += 1
        # The body mode sends its whole head at once: only the body is slow.
        first = self.data.index(b"\r\n\r\n") + 4 if self.mode == "bodies" else 1
        try:
            sock.send(self.data[:first])
        except OSError:
            pass
        return sock, first

    def run(self) -> None:
        self.data = self.request()
        conns: list[tuple[socket.socket, int] | None] = []
        for _ in range(self.n):  # spread the opening over one interval, as real slow clients arrive
            if self.stop.is_set():
                break
            conns.append(self.open())
            time.sleep(self.interval / self.n)
        while not self.stop.wait(self.interval):
            for i, conn in enumerate(conns):
                if conn is None:
                    conns[i] = self.open()
                    continue
                sock, sent = conn
                try:
                    if sock.recv(65536, socket.MSG_PEEK) == b"":
                        raise ConnectionResetError
                except BlockingIOError:
                    pass  # nothing from the server: still waiting for us
                except OSError:
                    sock.close()
                    self.closed_by_server += 1
                    conns[i] = self.open()
                    continue
                else:  # the server answered (a 408/400) and will close: start over
                    sock.close()
                    self.closed_by_server += 1
                    conns[i] = self.open()
                    continue
                try:
                    sock.send(self.data[sent:sent + 1])
                    conns[i] = (sock, sent + 1)
                except OSError:
                    sock.close()
                    self.closed_by_server += 1
                    conns[i] = self.open()
        for conn in conns:
            if conn:
                conn[0].close()


def normal_client(url: str, token: str | None, until: float, timeout: float, tag: str) -> dict:
    """POST /observe on a new connection each time until `until`: answered, failed, latencies."""
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})}
    answered, failed, errors, ms = 0, 0, {}, []
    i = 0
    while time.monotonic() < until:
        body = {"hookType": "post_tool_use", "sessionId": f"slow-{tag}-{i // 400}", "project": f"slowclients-{tag}",
                "data": {"tool_name": "Bash", "tool_input": {"command": f"echo {i}"}, "tool_output": "ok"}}
        t0 = time.perf_counter()
        try:
            r = requests.post(url + "/agentmemory/observe", data=json.dumps(body), headers=headers, timeout=timeout)
            if r.status_code < 300:
                answered += 1
                ms.append((time.perf_counter() - t0) * 1000)
            else:
                failed += 1
                errors[str(r.status_code)] = errors.get(str(r.status_code), 0) + 1
        except requests.RequestException as exc:
            failed += 1
            name = type(exc).__name__
            errors[name] = errors.get(name, 0) + 1
        i += 1
        time.sleep(0.2)  # a busy agent's pace; a failed request already waited its timeout
    return {"sent": answered + failed, "answered": answered, "failed": failed, "errors": errors,
            "latency_ms": latency_summary(ms)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--url", default="http://127.0.0.1:3111", help="server (or proxy) base URL, loopback only")
    p.add_argument("--token", default=os.environ.get("AGENTMEMORY_SECRET"),
                   help="Bearer token for the normal client (default: $AGENTMEMORY_SECRET)")
    p.add_argument("--mode", choices=("headers", "bodies"), default="headers")
    p.add_argument("--connections", type=int, default=300, help="slow connections")
    p.add_argument("--interval", type=float, default=3.0, help="seconds between a slow connection's bytes")
    p.add_argument("--duration", type=float, default=60.0, help="seconds the normal client works")
    p.add_argument("--request-timeout", type=float, default=10.0, help="the normal client's timeout")
    p.add_argument("--label", default="", help="a name for the configuration measured (in the output)")
    p.add_argument("--json-out", default=None)
    args = p.parse_args(argv)

    parts = urlsplit(args.url)
    if not parts.hostname or not loopback(parts.hostname):
        log(f"slowclients: {args.url} is not a loopback address; this probe only runs against 127.0.0.1")
        return 2
    port = parts.port or 80
    try:
        requests.get(args.url + "/livez", timeout=5)
    except requests.RequestException as exc:
        log(f"slowclients: {args.url}/livez failed: {exc}")
        return 2

    tag = default_run_tag()
    trickler = Trickler(parts.hostname, port, args.connections, args.mode, args.interval)
    trickler.thread.start()
    time.sleep(args.interval)  # let the slow connections arrive first
    log(f"slowclients: {args.connections} {args.mode} tricklers open ({trickler.opened}); "
        f"normal client for {args.duration:.0f}s")
    started = time.monotonic()
    result = normal_client(args.url, args.token, started + args.duration, args.request_timeout, tag)
    trickler.stop.set()
    trickler.thread.join(timeout=args.interval + 10)
    lat = result["latency_ms"]
    print_table(["config", "mode", "slow conns", "sent", "answered", "failed", "p50 ms", "p95 ms", "max ms"],
                [[args.label or args.url, args.mode, args.connections, result["sent"], result["answered"],
                  result["failed"], lat["p50"], lat["p95"], lat["max"]]],
                title=f"slow clients: {args.duration:.0f}s, a byte every {args.interval:g}s per connection", digits=1)
    out = {"benchmark": "slowclients", "url": args.url, "label": args.label, "mode": args.mode,
           "params": {"connections": args.connections, "interval": args.interval, "duration": args.duration,
                      "request_timeout": args.request_timeout},
           "normal": result, "slow": {"opened": trickler.opened, "closed_by_server": trickler.closed_by_server,
                                      "refused": trickler.refused}}
    emit_result(out, args.json_out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
