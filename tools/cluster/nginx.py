"""nginx for the local cluster: deploy/nginx/goldcoins.conf rendered, under a main configuration of its own whose
every path (pid, temporary files, logs) is inside the cluster's folder, run in the foreground as a child of
ours. The machine's nginx service and /etc/nginx are never read or touched."""

from __future__ import annotations

import os
import pathlib
import pwd
import shutil
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy" / "nginx"

MAIN = """# Rendered by tools/cluster for `make cluster`: nginx as whoever runs it, every path under {state}.
{user}worker_processes 1;
pid {state}/nginx.pid;
error_log {state}/logs/nginx-error.log warn;

events {{
    # the slow clients nginx holds for the API, and two connections per proxied request
    worker_connections 4096;
}}

http {{
    client_body_temp_path {state}/tmp/body;
    proxy_temp_path {state}/tmp/proxy;
    fastcgi_temp_path {state}/tmp/fastcgi;
    uwsgi_temp_path {state}/tmp/uwsgi;
    scgi_temp_path {state}/tmp/scgi;
    server_tokens off;
    include {state}/goldcoins.conf;
}}
"""


class NginxMissing(Exception):
    pass


def binary() -> str:
    found = shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if os.path.exists(p)), None)
    if not found:
        raise NginxMissing("nginx is not installed (Debian: apt-get install nginx; `make cluster` does it)")
    return found


def render_site(
    listen: str, api_ports: list[int], media_dir: str, errors_dir: str, api_version: str, access_log: str
) -> str:
    servers = "\n".join(f"    server 127.0.0.1:{port} max_fails=1 fail_timeout=5s;" for port in api_ports)
    text = (DEPLOY / "goldcoins.conf").read_text()
    for name, value in (
        ("__UPSTREAM_SERVERS__", servers),
        ("__LISTEN__", listen),
        ("__MEDIA_DIR__", media_dir.rstrip("/")),
        ("__ERRORS_DIR__", errors_dir.rstrip("/")),
        ("__API_VERSION__", api_version),
        ("__ACCESS_LOG__", access_log),
    ):
        text = text.replace(name, value)
    return text


def write_error_pages(folder: pathlib.Path, public_base_url: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for page in sorted((DEPLOY / "errors").glob("*.json")):
        (folder / page.name).write_text(page.read_text().replace("__PUBLIC_BASE_URL__", public_base_url.rstrip("/")))


def prepare(state: pathlib.Path, site: str, public_base_url: str) -> pathlib.Path:
    """Writes the configuration into `state` and returns the main file."""
    for sub in ("logs", "tmp"):
        (state / sub).mkdir(parents=True, exist_ok=True)
    write_error_pages(state / "errors", public_base_url)
    (state / "goldcoins.conf").write_text(site)
    # started by root, nginx would run its workers as `nobody`, who may not read this folder: they run as the
    # folder's owner instead (a development cluster on loopback; a real deployment uses Debian's nginx.conf)
    user = f"user {pwd.getpwuid(state.stat().st_uid).pw_name};\n" if os.geteuid() == 0 else ""
    main = state / "nginx.conf"
    main.write_text(MAIN.format(state=state, user=user))
    return main


def start(state: pathlib.Path, main: pathlib.Path, preexec=None) -> subprocess.Popen:
    # -e: nginx's log before it reads the configuration (Debian's default, /var/log/nginx, is not ours)
    command = [binary(), "-p", f"{state}/", "-e", str(state / "logs" / "nginx-error.log"), "-c", str(main)]
    command += ["-g", "daemon off;"]
    checked = subprocess.run([*command[:-2], "-t", "-q"], capture_output=True, text=True, timeout=30)
    if checked.returncode != 0:
        raise RuntimeError(f"nginx refused the configuration: {checked.stderr.strip()}")
    with open(state / "logs" / "nginx-stderr.log", "ab") as errors:
        return subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=errors, start_new_session=True, preexec_fn=preexec
        )
