"""The local cluster: the catalogue imported once, one `goldcoins serve` per CPU, nginx in front (the
configuration an operator copies from deploy/), every file under one folder (var/cluster by default)."""

from __future__ import annotations

import os
import pathlib
import shutil
import signal
import subprocess
import sys

import attrs

from tools.cluster import children, nginx
from tools.cluster.wait import answers, until

ROOT = nginx.ROOT
CATALOGUE = ROOT / "fixtures" / "catalogue"


@attrs.frozen(kw_only=True)
class Layout:
    port: int = 8080  # where nginx listens (loopback)
    processes: int = attrs.field(factory=lambda: len(os.sched_getaffinity(0)))
    first_api_port: int = 8101  # the processes listen on this port and the next ones
    database_url: str = "postgresql://postgres@127.0.0.1:5432/goldcoins_cluster"
    redis_url: str = "redis://127.0.0.1:6379/0"
    state: pathlib.Path = ROOT / "var" / "cluster"
    media_dir: pathlib.Path = ROOT / "var" / "media"
    catalogue: pathlib.Path | None = CATALOGUE  # None: import nothing
    environment: dict = attrs.field(factory=dict)  # more GOLDCOINS_* for every process (a bench's budget)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_ports(self) -> list[int]:
        return [self.first_api_port + n for n in range(self.processes)]


class Cluster:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.apis: dict[int, subprocess.Popen] = {}
        self.nginx: subprocess.Popen | None = None

    def environment(self, **more: str) -> dict:
        """What every `goldcoins` command of the cluster runs with (the import's too: the read model is
        rendered for the same CDN base the processes serve)."""
        layout = self.layout
        env = {key: value for key, value in os.environ.items() if not key.startswith("GOLDCOINS_")}
        env.update(
            {
                "PYTHONPATH": str(ROOT),
                "GOLDCOINS_HOST": "127.0.0.1",
                "GOLDCOINS_DATABASE_URL": layout.database_url,
                "GOLDCOINS_RATE_LIMIT_STORAGE": layout.redis_url,
                "GOLDCOINS_TRUSTED_PROXY": "127.0.0.1",
                "GOLDCOINS_PUBLIC_BASE_URL": layout.base_url,
                "GOLDCOINS_CDN_BASE_URL": layout.base_url + "/media",
                "GOLDCOINS_MEDIA_DIR": str(layout.media_dir),
                "PROMETHEUS_MULTIPROC_DIR": str(layout.state / "metrics"),
                **layout.environment,
                **more,
            }
        )
        return env

    def goldcoins(self, *argv: str) -> None:
        done = subprocess.run(
            [sys.executable, "-m", "app", *argv], cwd=ROOT, env=self.environment(), capture_output=True, text=True
        )
        if done.returncode != 0:
            raise RuntimeError(f"goldcoins {' '.join(argv)} failed: {(done.stderr or done.stdout).strip()[-2000:]}")

    def start(self) -> None:
        layout = self.layout
        children.refuse_leftovers([layout.port, *layout.api_ports], str(layout.state))
        try:
            self._fresh_folders()
            self.goldcoins("db", "upgrade")
            if layout.catalogue is not None:
                self.goldcoins("import", str(layout.catalogue))  # once, for every process
            for port in layout.api_ports:
                self.start_api(port)
            for port in layout.api_ports:
                self.wait_for_api(port)
            site = nginx.render_site(
                f"127.0.0.1:{layout.port}",
                layout.api_ports,
                str(layout.media_dir),
                str(layout.state / "errors"),
                "v1",
                str(layout.state / "logs" / "nginx-access.log"),
            )
            main = nginx.prepare(layout.state, site, layout.base_url)
            self.nginx = nginx.start(layout.state, main, children.dying_with_us(signal.SIGQUIT))
            until(self._nginx_answers, 30, f"nginx did not answer on {layout.base_url}")
        except BaseException:
            self.stop()
            raise

    def _fresh_folders(self) -> None:
        metrics = self.layout.state / "metrics"
        shutil.rmtree(metrics, ignore_errors=True)  # counts of an earlier cluster's processes are not ours
        metrics.mkdir(parents=True)
        (self.layout.state / "logs").mkdir(exist_ok=True)
        self.layout.media_dir.mkdir(parents=True, exist_ok=True)

    def _nginx_answers(self) -> bool:
        if self.nginx is not None and self.nginx.poll() is not None:
            log = (self.layout.state / "logs" / "nginx-error.log").read_text()[-2000:]
            raise RuntimeError(f"nginx stopped: {log}")
        return answers(self.layout.base_url + "/healthz")

    def start_api(self, port: int) -> None:
        log = open(self.layout.state / "logs" / f"api-{port}.log", "ab")
        with log:
            self.apis[port] = subprocess.Popen(
                [sys.executable, "-m", "app", "serve"],
                cwd=ROOT,
                env=self.environment(GOLDCOINS_PORT=str(port)),
                stdout=log,
                stderr=log,
                start_new_session=True,  # Ctrl-C reaches us alone; we stop the processes in order
                preexec_fn=children.dying_with_us(signal.SIGTERM),  # and if we die first, they stop too
            )
        print(f"goldcoins serve on 127.0.0.1:{port}: pid {self.apis[port].pid}", flush=True)

    def wait_for_api(self, port: int) -> None:
        def up() -> bool:
            if self.apis[port].poll() is not None:
                raise RuntimeError(f"goldcoins serve on {port} stopped; see {self.layout.state}/logs/api-{port}.log")
            return answers(f"http://127.0.0.1:{port}/healthz")

        until(up, 60, f"goldcoins serve on {port} did not answer")

    def restart_api(self, port: int) -> None:
        """Stopped gracefully and started again, as `systemctl restart goldcoins@PORT` does: the requests it
        holds are answered, nginx sends the others to the other processes meanwhile."""
        _stop(self.apis[port], signal.SIGTERM)
        self.start_api(port)
        self.wait_for_api(port)

    def kill_api(self, port: int) -> None:
        """The process on `port` killed outright, as a crash would (no chance to finish anything)."""
        process = self.apis[port]
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)

    def stop(self) -> None:
        if self.nginx is not None:
            _stop(self.nginx, signal.SIGQUIT)  # graceful: requests in hand are answered
            self.nginx = None
        for port in list(self.apis):
            _stop(self.apis.pop(port), signal.SIGTERM)


def _stop(process: subprocess.Popen, how: signal.Signals) -> None:
    if process.poll() is not None:
        return
    process.send_signal(how)
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
