"""Building the web3 reader from settings: no I/O, a bounded timeout, no retry loop, clear config errors."""

import pytest

from adapters.chain.web3_reader import Web3ChainReader, from_settings
from config import ConfigError, registry
from tests.conftest import make_settings

MACHINE = "0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0"


@pytest.mark.parametrize("overrides", [{}, {"chain_rpc_url": "http://127.0.0.1:8545"}, {"machine_address": MACHINE}])
def test_without_an_rpc_url_and_a_machine_there_is_no_chain(overrides):
    assert registry.build("chain", make_settings(**overrides)) is None


@pytest.mark.parametrize("key", ["machine_address", "fractions_address", "desk_address"])
def test_a_malformed_address_is_a_configuration_error_naming_its_key(key):
    settings = make_settings(chain_rpc_url="http://127.0.0.1:8545", **{"machine_address": MACHINE, key: "0x12"})
    with pytest.raises(ConfigError, match=f"GOLDCOINS_{key.upper()}"):
        from_settings(settings)


def test_the_provider_has_the_chain_timeout_and_no_retry_loop():
    reader = from_settings(
        make_settings(chain_rpc_url="http://127.0.0.1:1", machine_address=MACHINE, chain_timeout=2.5)
    )
    provider = reader._w3.provider
    assert isinstance(reader, Web3ChainReader)
    assert provider.get_request_kwargs()["timeout"] == 2.5
    assert provider.exception_retry_configuration is None
    assert reader._machine.address == "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0"
