"""The arranged subjects of the ChainReader contract suite: the hand-written fake and the web3 reader on
anvil, each set up through the same moves (tests/fakes/chain.py mirrors tools.devchain.deployment.Deployment)."""

import pytest

from adapters.chain.web3_reader import from_settings
from tests.fakes.chain import FakeChain
from tests.support.chain import USDC, sample
from tests.support.chain_fixtures import anvil_node, bare_chain, chain_settings, contract_artifacts  # noqa: F401

KRUGERRAND, TENTH = 1, 2


@pytest.fixture(params=["fake", pytest.param("web3", marks=pytest.mark.chain)])
def subject(request):
    """(reader, arranger): the port under test and the hand that sets the chain up."""
    if request.param == "fake":
        fake = FakeChain()
        return fake, fake
    arranger = request.getfixturevalue("bare_chain")
    return from_settings(request.getfixturevalue("chain_settings")(log_chunk_blocks=3)), arranger


@pytest.fixture
def machine(subject):
    reader, arrange = subject
    arrange.set_odds(sample.ODDS)
    arrange.set_entry(KRUGERRAND, 3_300 * USDC, 5_000_000, 9000)
    arrange.set_entry(TENTH, 350 * USDC, 20_000_000, 8800)
    arrange.set_tier(0, 10 * USDC, [TENTH, KRUGERRAND])
    arrange.set_tier(1, 0, [])
    return reader, arrange


@pytest.fixture
def player(machine):
    _, arrange = machine
    address = arrange.player(0)
    arrange.fund(address, 1_000 * USDC)
    return address
