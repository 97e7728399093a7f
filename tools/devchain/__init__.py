"""A local development chain: anvil, the fixture contracts compiled with solcjs, deployed and seeded.

Run from the repository root with `python -m tools.devchain` (or `make devchain`); the chain tests use it through
tests/support/chain.py. The installed package never imports it.
"""

import adapters.chain  # noqa: F401  (web3, loaded with the process's recursion limit kept)
