"""`goldcoins devchain`: anvil on loopback with the fixture contracts deployed and the sample machine seeded.

Prints the GOLDCOINS_* environment that points `make run` at it, then runs until Ctrl-C.
"""
from __future__ import annotations

import signal
import subprocess
import sys
import tempfile
from pathlib import Path


POOL_FILE = "fixtures/pool/devchain.json"


def add(commands) -> None:
    parser = commands.add_parser("devchain", help="run a local chain with the pull machine (development only)")
    parser.add_argument("--port", type=int, default=8545, help="loopback port for the node (default 8545)")
    parser.add_argument("--demo-player", metavar="ADDRESS",
                        help="fund this address and give it a few pulls (settled, failed, refunded, open)")
    parser.add_argument("--verbose", action="store_true", help="show the node's own log")
    parser.set_defaults(handler=devchain)


def devchain(args, root) -> int:
    from adapters.chain.devnet.node import Anvil, NodeFailed
    from adapters.chain.devnet.solc import CompileError, compile_contracts
    from adapters.chain.devnet.tools import ToolMissing

    settings = root.settings
    try:
        artifacts = compile_contracts(Path(tempfile.gettempdir()) / "goldcoins-solc")
        node = Anvil(args.port, settings.chain_id, log=None if args.verbose else subprocess.DEVNULL).start()
    except (ToolMissing, CompileError, NodeFailed) as exc:
        print(f"goldcoins devchain: {exc}", file=sys.stderr)
        return 1
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # so `finally` stops the node on kill too
    # Ctrl-C stops it even when started from a script's background job, which inherits SIGINT ignored
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        _deploy(node.url, artifacts, settings, args.demo_player)
        return node.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        node.stop()


def _deploy(url: str, artifacts, settings, demo_player: str | None) -> None:
    from adapters.chain.devnet import sample
    from adapters.chain.devnet.deployment import Deployment

    metadata_uri = f"{settings.public_base_url.rstrip('/')}/v1/fractions/{{id}}.json"
    chain = Deployment.deploy(url, artifacts, metadata_uri=metadata_uri)
    sample.seed(chain)
    if demo_player:
        sample.demo_pulls(chain, chain.impersonate(demo_player))
    print(f"# anvil at {url}, chain {settings.chain_id}: machine deployed and seeded; Ctrl-C stops it.")
    for key, value in chain.environment().items():
        print(f"export {key}={value}")
    print(f"# name the sample coins (after the catalogue import): goldcoins pool import {POOL_FILE}")
    sys.stdout.flush()
