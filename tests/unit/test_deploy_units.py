"""deploy/systemd as an operator copies it: every unit runs a command the CLI has, the periodic jobs the docs
call for cron have a timer each, and systemd itself accepts the files."""

from __future__ import annotations

import pathlib
import shlex
import shutil
import subprocess
import sys

import pytest

from adapters.cli import parser
from adapters.cli.prices import refresh
from adapters.cli.serve import serve_command
from adapters.cli.sessions import purge_command
from tools.cluster.supervise import BURST, WINDOW

ROOT = pathlib.Path(__file__).resolve().parents[2]
UNITS = ROOT / "deploy" / "systemd"
GOLDCOINS = "/srv/goldcoins/.venv/bin/goldcoins"


def read_unit(path: pathlib.Path) -> dict[str, dict[str, list[str]]]:
    """[section] → key → every value given (systemd allows a key more than once)."""
    sections: dict[str, dict[str, list[str]]] = {}
    current: dict[str, list[str]] = {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("["):
            current = sections.setdefault(line.strip("[]"), {})
        else:
            key, _, value = line.partition("=")
            current.setdefault(key.strip(), []).append(value.strip())
    return sections


def command_of(service: pathlib.Path) -> list[str]:
    (start,) = read_unit(service)["Service"]["ExecStart"]
    program, *argv = shlex.split(start)
    assert program == GOLDCOINS, f"{service.name} runs {program}, not the deployment's goldcoins"
    return argv


def test_every_service_unit_starts_a_command_the_cli_has():
    services = sorted(UNITS.glob("*.service"))
    handlers = {path.name: parser().parse_args(command_of(path)).handler for path in services}
    assert handlers == {
        "goldcoins-prices-refresh.service": refresh,
        "goldcoins-session-purge.service": purge_command,
        "goldcoins@.service": serve_command,
    }


@pytest.mark.parametrize("job", ["goldcoins-prices-refresh", "goldcoins-session-purge"])
def test_each_periodic_job_is_a_oneshot_service_started_by_its_timer(job):
    service, timer = read_unit(UNITS / f"{job}.service"), read_unit(UNITS / f"{job}.timer")
    assert service["Service"]["Type"] == ["oneshot"] and "Install" not in service  # started by the timer only
    assert service["Service"]["EnvironmentFile"] == ["/etc/goldcoins/goldcoins.env"]  # the instances' settings
    assert service["Service"]["User"] == ["goldcoins"]
    assert timer["Timer"].get("Unit", [f"{job}.service"]) == [f"{job}.service"]
    assert timer["Timer"]["OnCalendar"] and timer["Timer"]["Persistent"] == ["true"]
    assert timer["Install"]["WantedBy"] == ["timers.target"]


def test_systemd_accepts_every_unit(tmp_path):
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed")
    here = pathlib.Path(sys.executable).parent / "goldcoins"  # the deployment's path, as this checkout has it
    for unit in UNITS.iterdir():
        (tmp_path / unit.name).write_text(unit.read_text().replace(GOLDCOINS, str(here)))
    for unit in sorted(tmp_path.iterdir()):
        done = subprocess.run([analyze, "verify", "--man=no", str(unit)], capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and not done.stderr.strip(), f"{unit.name}: {done.stderr}"


def test_an_api_process_is_started_again_however_it_ended_and_given_up_on_as_the_cluster_gives_up():
    """Restart=always: an operator's `kill PID` (SIGTERM, drained, exit 0) is restarted like a crash; the start
    limit is the cluster supervisor's (tools/cluster/supervise.py): its BURST restarts after the first start."""
    unit = read_unit(UNITS / "goldcoins@.service")
    assert unit["Service"]["Restart"] == ["always"]
    assert unit["Service"]["RestartSec"] == ["1s"]
    assert unit["Unit"]["StartLimitIntervalSec"] == [f"{WINDOW:g}s"]
    assert unit["Unit"]["StartLimitBurst"] == [str(BURST + 1)]
    assert "StartLimitIntervalSec" not in unit["Service"] and "StartLimitBurst" not in unit["Service"]
