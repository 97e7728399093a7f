"""A PostgreSQL cluster of the test's own, under a temporary folder, that a test may freeze or restart (never
the shared server). Needs the server binaries (Debian's postgresql package) and the `postgres` system user."""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import signal
import subprocess
import tempfile

import pytest

from tests.support.http_server import unused_port


def _binaries() -> str | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    return os.path.dirname(found[-1]) if found else None


class Cluster:
    def __init__(self, folder: str, port: int, bin_dir: str) -> None:
        self.folder, self.port, self._bin = folder, port, bin_dir
        self.url = f"postgresql://postgres@127.0.0.1:{port}/postgres"

    def _as_postgres(self, *command: str) -> None:
        subprocess.run(["runuser", "-u", "postgres", "--", *command], check=True, capture_output=True, timeout=60)

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._as_postgres(
            f"{self._bin}/pg_ctl", "-D", self.folder, "-o", options, "-l", f"{self.folder}/log", "-w", "start"
        )

    def restart(self) -> None:
        # -l: the new postmaster must not inherit our pipe (run() would wait for it to close)
        self._as_postgres(
            f"{self._bin}/pg_ctl", "-D", self.folder, "-l", f"{self.folder}/log", "-m", "fast", "-w", "restart"
        )

    def stop(self) -> None:
        self.signal(signal.SIGCONT)
        with contextlib.suppress(subprocess.CalledProcessError):
            self._as_postgres(f"{self._bin}/pg_ctl", "-D", self.folder, "-m", "immediate", "-w", "stop")

    def processes(self) -> list[int]:
        """The postmaster and every process it started (backends, checkpointer, ...)."""
        with open(f"{self.folder}/postmaster.pid") as pid_file:
            postmaster = int(pid_file.readline())
        children = []
        for stat in glob.glob("/proc/[0-9]*/stat"):
            with contextlib.suppress(OSError):
                with open(stat) as handle:
                    fields = handle.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == postmaster:
                    children.append(int(stat.split("/")[2]))
        return [postmaster, *children]

    def signal(self, which: signal.Signals) -> None:
        with contextlib.suppress(OSError, ValueError):
            for pid in self.processes():
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, which)


@contextlib.contextmanager
def own_cluster():
    bin_dir = _binaries()
    if bin_dir is None or shutil.which("runuser") is None or os.geteuid() != 0:
        pytest.skip("needs PostgreSQL's server binaries and root (to run them as the postgres user)")
    try:
        postgres = pwd.getpwnam("postgres")
    except KeyError:
        pytest.skip("no postgres system user")
    folder = tempfile.mkdtemp(prefix="goldcoins-pg-")
    os.chmod(folder, 0o700)
    os.chown(folder, postgres.pw_uid, postgres.pw_gid)
    cluster = Cluster(folder, unused_port(), bin_dir)
    try:
        cluster._as_postgres(f"{bin_dir}/initdb", "-D", folder, "-A", "trust", "-U", "postgres", "--no-sync")
        cluster.start()
        yield cluster
    finally:
        cluster.stop()
        shutil.rmtree(folder, ignore_errors=True)
