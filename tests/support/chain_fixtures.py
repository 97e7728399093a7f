"""Pytest fixtures over tests/support/chain.py. Import the ones a module uses:

    from tests.support.chain_fixtures import anvil_node, chain, contract_artifacts  # noqa: F401

`anvil_node` is one node per session; `chain` is a fresh deployment per test, seeded with the sample machine
(tools/devchain/sample.py); `bare_chain` is deployed but unseeded; `chain_settings(**overrides)`
builds Settings pointing the service at `chain` with the /machines cache off.
"""

from __future__ import annotations

import pytest

from config import load_settings
from tests.support.chain import Anvil, Deployment, ToolMissing, compiled_contracts, sample


@pytest.fixture(scope="session")
def contract_artifacts():
    try:
        return compiled_contracts()
    except ToolMissing as exc:
        pytest.skip(str(exc))


@pytest.fixture(scope="session")
def anvil_node(contract_artifacts):
    try:
        node = Anvil().start()
    except ToolMissing as exc:
        pytest.skip(str(exc))
    yield node
    node.stop()


@pytest.fixture
def bare_chain(anvil_node, contract_artifacts) -> Deployment:
    return Deployment.deploy(anvil_node.url, contract_artifacts)


@pytest.fixture
def chain(bare_chain) -> Deployment:
    sample.seed(bare_chain)
    return bare_chain


@pytest.fixture
def chain_settings(bare_chain):
    def build(**overrides):
        values = {**bare_chain.settings(), "machines_cache_seconds": 0, "chain_timeout": 3.0, **overrides}
        return load_settings(environ={}, **values)

    return build
