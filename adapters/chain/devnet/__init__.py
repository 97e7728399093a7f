"""A local development chain: anvil, the fixture contracts compiled with solcjs, deployed and seeded.

Used by `goldcoins devchain` and by the tests (tests/support/chain.py); never by the serving path.
"""
