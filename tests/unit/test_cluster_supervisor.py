"""The cluster's supervisor over processes that die when the test says, on a clock the test moves: the back-off,
the start limit and on-failure's rule (a clean exit stays stopped), without waiting for any of it."""

import signal

import pytest

from tools.cluster.supervise import BURST, Supervisor


class Process:
    def __init__(self) -> None:
        self.returncode: int | None = None

    def poll(self) -> int | None:
        return self.returncode


class FakeCluster:
    """Records every start; a started process runs until the test ends it."""

    def __init__(self, ports: list[int]) -> None:
        self.apis = {port: Process() for port in ports}
        self.nginx: Process | None = Process()
        self.started: list[int] = []

    def start_api(self, port: int) -> None:
        self.apis[port] = Process()
        self.started.append(port)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def supervised():
    cluster, clock, said = FakeCluster([8101, 8102]), Clock(), []
    return cluster, clock, said, Supervisor(cluster, said.append, clock)


def test_a_killed_process_is_started_again_after_the_first_delay(supervised):
    cluster, clock, said, supervisor = supervised
    cluster.apis[8101].returncode = -signal.SIGKILL
    supervisor.step()
    assert cluster.started == [] and said == [
        "goldcoins serve on 8101 died (killed by SIGKILL); starting it again in 0.5 s"
    ]
    clock.now += 0.4
    supervisor.step()
    assert cluster.started == []
    clock.now += 0.1
    supervisor.step()
    assert cluster.started == [8101]


def test_each_restart_in_the_window_doubles_the_delay_and_the_start_limit_gives_up(supervised):
    cluster, clock, said, supervisor = supervised
    for _ in range(BURST):
        cluster.apis[8101].returncode = 1
        supervisor.step()
        clock.now += 10
        supervisor.step()
    assert cluster.started == [8101] * BURST
    assert [line.rsplit(" ", 2)[1] for line in said] == ["0.5", "1", "2", "4", "8"]
    cluster.apis[8101].returncode = 1
    supervisor.step()
    clock.now += 60
    supervisor.step()
    assert cluster.started == [8101] * BURST
    assert said[-1] == "goldcoins serve on 8101 died (exit 1) 6 times in 60 s; not restarted"


def test_restarts_older_than_the_window_no_longer_count(supervised):
    cluster, clock, said, supervisor = supervised
    for _ in range(BURST + 3):
        cluster.apis[8101].returncode = 1
        supervisor.step()
        clock.now += 1
        supervisor.step()
        clock.now += 60  # the process ran a minute before it died again
    assert cluster.started == [8101] * (BURST + 3)
    assert all(line.endswith("again in 0.5 s") for line in said)


def test_a_process_that_exits_0_was_stopped_on_purpose_and_stays_stopped(supervised):
    cluster, clock, said, supervisor = supervised
    cluster.apis[8102].returncode = 0
    supervisor.step()
    clock.now += 60
    supervisor.step()
    assert cluster.started == [] and said == ["goldcoins serve on 8102 stopped (exit 0); not restarted"]


def test_the_cluster_ends_when_nginx_stops_or_every_process_is_given_up(supervised):
    cluster, clock, said, supervisor = supervised
    cluster.apis[8101].returncode = cluster.apis[8102].returncode = 0
    with pytest.raises(RuntimeError, match="every goldcoins serve has stopped"):
        supervisor.step()
    cluster.nginx.returncode = 1
    with pytest.raises(RuntimeError, match="nginx stopped"):
        supervisor.step()
