"""The cluster's supervisor over processes that end when the test says, on a clock the test moves: the back-off,
the start limit and always's rule (a clean exit, an operator's `kill PID`, is restarted too), without waiting
for any of it."""

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
    assert said[-1] == "goldcoins serve on 8101 died (exit 1) for the 6th time in 60 s; not restarted"


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


def test_a_process_an_operator_stopped_exits_0_and_is_started_again_like_any_other(supervised):
    cluster, clock, said, supervisor = supervised
    cluster.apis[8102].returncode = 0  # `kill PID`: SIGTERM, drained, exit 0
    supervisor.step()
    clock.now += 0.5
    supervisor.step()
    assert cluster.started == [8102] and said == [
        "goldcoins serve on 8102 stopped (exit 0); starting it again in 0.5 s"
    ]


def test_every_process_given_up_on_leaves_nginx_answering_and_only_nginx_ending_ends_the_cluster(supervised):
    cluster, clock, said, supervisor = supervised
    for _ in range(BURST + 1):
        cluster.apis[8101].returncode = cluster.apis[8102].returncode = 0
        supervisor.step()
        clock.now += 9  # past the longest back-off; six ends in 60 s
        supervisor.step()
    assert cluster.started == [8101, 8102] * BURST
    assert said[-1] == "every goldcoins serve is given up on: nginx answers 502 until the cluster is stopped"
    supervisor.step()
    assert said.count(said[-1]) == 1  # said once
    cluster.nginx.returncode = 1
    with pytest.raises(RuntimeError, match="nginx stopped"):
        supervisor.step()
