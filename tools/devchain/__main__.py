"""`python -m tools.devchain`: anvil on loopback with the fixture contracts deployed and the sample machine seeded.

Prints the GOLDCOINS_* environment that points `make run` at it, then runs until Ctrl-C.
"""

from __future__ import annotations

import argparse
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

from config import ConfigError, load_settings
from tools.devchain import sample
from tools.devchain.binaries import ToolMissing
from tools.devchain.deployment import Deployment
from tools.devchain.node import Anvil, NodeFailed
from tools.devchain.solc import CompileError, compile_contracts

PROG = "python -m tools.devchain"
POOL_FILE = "fixtures/pool/devchain.json"


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=PROG, description="a local chain with the pull machine (development only)")
    parser.add_argument("--port", type=int, default=8545, help="loopback port for the node (default 8545)")
    parser.add_argument(
        "--demo-player",
        metavar="ADDRESS",
        help="fund this address and give it a few pulls (settled, failed, refunded, open)",
    )
    parser.add_argument("--verbose", action="store_true", help="show the node's own log")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    try:
        settings = load_settings()
        artifacts = compile_contracts(Path(tempfile.gettempdir()) / "goldcoins-solc")
        node = Anvil(args.port, settings.chain_id, log=None if args.verbose else subprocess.DEVNULL).start()
    except ConfigError as exc:
        print(f"{PROG}: configuration error: {exc}", file=sys.stderr)
        return 2
    except (ToolMissing, CompileError, NodeFailed) as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
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
    metadata_uri = f"{settings.public_base_url.rstrip('/')}/v1/fractions/{{id}}.json"
    chain = Deployment.deploy(url, artifacts, metadata_uri=metadata_uri)
    sample.seed(chain)
    if demo_player:
        sample.demo_pulls(chain, chain.impersonate(demo_player))
    print(f"# anvil at {url}, chain {settings.chain_id}: machine deployed and seeded; Ctrl-C stops it.")
    for key, value in chain.environment().items():
        print(f"export {key}={value}")
    print(f"# name the sample coins (after the catalogue import): goldcoins pool import {POOL_FILE}")
    if demo_player:
        base = settings.public_base_url.rstrip("/")
        print(f"# sign in as the demo player: goldcoins session create --account pla_demo --wallet {demo_player}")
        print(f"# then, with that token: curl --cookie session=TOKEN {base}/v1/wallet/pulls (and /v1/wallet/holdings)")
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
