"""Every test in tests/process/ starts processes of its own: `goldcoins serve` or another command, make, nginx, a
headless Chromium, anvil with contracts compiled by solc, tsc or a client generator, a PostgreSQL cluster of its
own, forked processes. Each is marked `process` here, so `pytest -m "not process"` runs every other test, the
fast ones (README); `make test` runs them all."""

import pathlib

import pytest

HERE = pathlib.Path(__file__).resolve().parent


def pytest_collection_modifyitems(config, items):
    for item in items:
        if HERE in pathlib.Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.process)
