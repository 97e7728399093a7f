"""The chain adapters, over web3.

web3 loads py_ecc, which raises the interpreter's recursion limit to 100,000 when imported. Under that limit,
recursion over input nested deep enough (a JSON document, a catalogue file) overflows the C stack and the process
dies of SIGSEGV before Python can raise RecursionError. This package loads web3 before any of its modules does,
and puts back the limit the process had: every process that reads the chain (serve, the commands, a cluster's
children, the dev chain) loads web3 through here.
"""

import sys

_limit = sys.getrecursionlimit()
import web3  # noqa: E402, F401  (py_ecc's import sets the limit)

sys.setrecursionlimit(_limit)
