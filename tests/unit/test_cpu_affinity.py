"""GOLDCOINS_CPU_AFFINITY: which CPUs `goldcoins serve` holds itself to."""

import pytest

from adapters.cli.affinity import choose
from config import ConfigError


def test_auto_holds_the_server_to_one_allowed_cpu_chosen_by_port():
    allowed = {0, 2, 5}
    assert choose("auto", allowed, 8000) == {[0, 2, 5][8000 % 3]}
    # instances on consecutive ports spread over the allowed CPUs
    assert {next(iter(choose("auto", allowed, port))) for port in (8000, 8001, 8002)} == allowed


def test_auto_leaves_a_process_that_may_use_one_cpu_alone():
    assert choose("auto", {3}, 8000) is None


def test_off_leaves_placement_to_the_operating_system():
    assert choose("off", {0, 1}, 8000) is None
    assert choose(" OFF ", {0, 1}, 8000) is None


def test_a_list_names_the_cpus():
    assert choose("1", {0, 1, 2}, 8000) == {1}
    assert choose("0, 2", {0, 1, 2}, 8000) == {0, 2}


@pytest.mark.parametrize("value", ["", "one", "1;2", "1.5", ","])
def test_a_malformed_value_names_the_key(value):
    with pytest.raises(ConfigError, match="GOLDCOINS_CPU_AFFINITY: expected auto, off or CPU numbers"):
        choose(value, {0, 1}, 8000)


def test_a_cpu_the_process_may_not_use_is_refused():
    with pytest.raises(ConfigError, match=r"GOLDCOINS_CPU_AFFINITY: CPU 7 is not one this process may use \(0,1\)"):
        choose("1,7", {0, 1}, 8000)
