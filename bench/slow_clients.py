"""What slow clients cost a direct `goldcoins serve` (no reverse proxy): docs/reliability.md, slow clients.

    python -m bench.slow_clients                     # 0 and 205 slow connections, 20 s each
    python -m bench.slow_clients --slow 0,50,205 --seconds 10

Each slow client opens a connection and sends one header line every `--every` seconds, never finishing its
request (waitress times out only idle connections). Meanwhile one ordinary client sends GET /healthz in a
loop, each with a 5 s timeout; printed per level: answered, timed out or refused, and the p50 and max latency
of the answered ones. The servers run on loopback only, and every loop is bounded in count and time.
"""

from __future__ import annotations

import argparse
import socket
import statistics
import threading
import time
import urllib.error
import urllib.request

from bench import servers

PORT = 8751


def slow_client(stop: threading.Event, every: float, opened: list) -> None:
    try:
        connection = socket.create_connection((servers.HOST, PORT), timeout=5)
    except OSError:
        return
    opened.append(connection)
    try:
        connection.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        line = 0
        while not stop.wait(every):
            line += 1
            connection.sendall(f"X-Slow-{line}: 1\r\n".encode())
    except OSError:
        return
    finally:
        connection.close()


def ordinary(seconds: float) -> dict:
    answered, failed = [], 0
    give_up = time.monotonic() + seconds
    while time.monotonic() < give_up:
        started = time.monotonic()
        try:
            with urllib.request.urlopen(f"http://{servers.HOST}:{PORT}/healthz", timeout=5) as answer:
                answer.read()
            answered.append(time.monotonic() - started)
        except (urllib.error.URLError, OSError):
            failed += 1
    return {
        "answered": len(answered),
        "failed": failed,
        "p50_ms": round(statistics.median(answered) * 1000, 1) if answered else None,
        "max_ms": round(max(answered) * 1000, 1) if answered else None,
    }


def level(slow: int, seconds: float, every: float) -> dict:
    stop, opened = threading.Event(), []
    clients = [threading.Thread(target=slow_client, args=(stop, every, opened), daemon=True) for _ in range(slow)]
    for client in clients:
        client.start()
    deadline = time.monotonic() + 10
    while len(opened) < slow and time.monotonic() < deadline:
        time.sleep(0.05)
    try:
        return {"slow": slow, "opened": len(opened), **ordinary(seconds)}
    finally:
        stop.set()
        for client in clients:
            client.join(10)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.slow_clients", description=__doc__.splitlines()[0])
    parser.add_argument("--slow", type=lambda s: [int(n) for n in s.split(",")], default=[0, 205])
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--every", type=float, default=2.0)
    args = parser.parse_args()
    env = servers.environment(PORT, "sqlite:///var/bench/slow-clients.db", cache_on=True, spot_price="2400")
    command, _ = servers.api_command()
    with servers.running(command, env, f"http://{servers.HOST}:{PORT}/healthz"):
        print("slow  opened  answered  failed  p50 ms  max ms")
        for slow in args.slow:
            row = level(slow, args.seconds, args.every)
            print(
                f"{row['slow']:4}  {row['opened']:6}  {row['answered']:8}  {row['failed']:6}  "
                f"{row['p50_ms']!s:>6}  {row['max_ms']!s:>6}"
            )


if __name__ == "__main__":
    main()
