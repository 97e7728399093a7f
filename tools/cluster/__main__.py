"""`python -m tools.cluster`: the cluster on this machine until Ctrl-C; `python -m tools.cluster render`: the
nginx site and its error pages for a real deployment (docs/deploy.md).

    python -m tools.cluster --port 8080 --processes 2
    python -m tools.cluster render --listen 80 --api-ports 8101,8102 --out /etc/nginx/goldcoins
"""

from __future__ import annotations

import argparse
import os
import pathlib
import signal
import sys
import time
from urllib.parse import urlparse

from tools.cluster import nginx, services
from tools.cluster.cluster import Cluster, Layout
from tools.cluster.supervise import Supervisor

PROG = "python -m tools.cluster"


def parse(argv: list[str]) -> argparse.Namespace:
    defaults = Layout()
    parser = argparse.ArgumentParser(prog=PROG, description="nginx in front of several goldcoins serve")
    parser.add_argument("--port", type=int, default=int(os.environ.get("CLUSTER_PORT", defaults.port)))
    parser.add_argument("--processes", type=int, default=defaults.processes, help="default: one per CPU")
    parser.add_argument("--first-api-port", type=int, default=defaults.first_api_port)
    parser.add_argument("--database-url", default=os.environ.get("CLUSTER_DATABASE_URL", defaults.database_url))
    parser.add_argument("--redis-url", default=os.environ.get("CLUSTER_REDIS_URL", defaults.redis_url))
    parser.add_argument("--state", type=pathlib.Path, default=defaults.state, help="configuration, logs, pid")
    parser.add_argument("--catalogue", default=str(defaults.catalogue), help="the tree imported; '' for none")
    return parser.parse_args(argv)


def parse_render(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=f"{PROG} render", description="the nginx site for a deployment")
    parser.add_argument("--listen", default="80")
    parser.add_argument("--api-ports", default="8101,8102", help="the goldcoins@PORT instances")
    parser.add_argument("--media-dir", default="/srv/goldcoins/var/media")
    parser.add_argument("--public-base-url", default="https://coins.example.org")
    parser.add_argument("--access-log", default="/var/log/nginx/goldcoins.access.log")
    parser.add_argument("--api-version", default="v1")
    parser.add_argument("--out", type=pathlib.Path, required=True, help="folder for goldcoins.conf and errors/")
    return parser.parse_args(argv)


def render(args: argparse.Namespace) -> int:
    ports = [int(port) for port in args.api_ports.split(",") if port.strip()]
    errors = args.out.resolve() / "errors"
    site = nginx.render_site(args.listen, ports, args.media_dir, str(errors), args.api_version, args.access_log)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "goldcoins.conf").write_text(site)
    nginx.write_error_pages(errors, args.public_base_url)
    print(f"wrote {args.out / 'goldcoins.conf'} and {errors}/")
    return 0


CONNECT_SECONDS = 10  # a server that takes the connection and never answers stops the start, naming it


def ensure_database(url: str) -> None:
    """The cluster's own database on the machine's server, made on first use."""
    import psycopg2

    parsed = urlparse(url)
    name = parsed.path.lstrip("/")
    host, port = parsed.hostname, parsed.port or 5432
    try:
        connection = psycopg2.connect(
            host=host, port=port, user=parsed.username or "postgres", dbname="postgres", connect_timeout=CONNECT_SECONDS
        )
    except psycopg2.Error as exc:
        raise RuntimeError(f"PostgreSQL at {host}:{port} cannot be used: {str(exc).strip()}") from exc
    connection.autocommit = True  # CREATE DATABASE runs outside a transaction
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,))
            if cursor.fetchone() is None:
                cursor.execute(f'CREATE DATABASE "{name}"')
    finally:
        connection.close()


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["render"]:
        return render(parse_render(argv[1:]))
    args = parse(argv)
    layout = Layout(
        port=args.port,
        processes=args.processes,
        first_api_port=args.first_api_port,
        database_url=args.database_url,
        redis_url=args.redis_url,
        state=args.state.resolve(),
        catalogue=pathlib.Path(args.catalogue).resolve() if args.catalogue else None,
    )
    signal.signal(signal.SIGTERM, _interrupted)  # `kill` stops it as Ctrl-C does
    cluster = Cluster(layout)
    try:
        with services.running(layout.database_url, layout.redis_url):
            ensure_database(layout.database_url)
            print(f"importing {layout.catalogue or 'nothing'}, starting {layout.processes} processes ...", flush=True)
            cluster.start()
            print(f"listening on {layout.base_url} (nginx) in front of", end=" ")
            print(", ".join(f"127.0.0.1:{port}" for port in layout.api_ports), end="; ")
            print(f"logs in {layout.state}/logs; Ctrl-C stops everything", flush=True)
            _wait(cluster)
    except KeyboardInterrupt:
        print("stopping", flush=True)
    except (RuntimeError, TimeoutError, nginx.NginxMissing) as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 1
    finally:
        cluster.stop()
    return 0


def _wait(cluster: Cluster) -> None:
    """Until Ctrl-C, restarting an API process that dies (tools/cluster/supervise.py)."""
    supervisor = Supervisor(cluster, say=lambda line: print(line, flush=True))
    while True:
        supervisor.step()
        time.sleep(0.1)


def _interrupted(signum, frame) -> None:
    raise KeyboardInterrupt


if __name__ == "__main__":
    raise SystemExit(main())
