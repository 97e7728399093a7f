"""Every test in tests/process/ starts processes of its own: `goldcoins serve` or another command, make, nginx, a
headless Chromium, anvil with contracts compiled by solc, tsc or a client generator, a PostgreSQL cluster of its
own, forked processes. Each is marked `process` here, so `pytest -m "not process"` runs every other test, the
fast ones (README); `make test` runs them all.

The modules whose processes are started once for the module (a module-scoped fixture: a cluster, a served catalogue,
nginx) keep their tests on one worker when the tests run on several (`make test`: pytest-xdist's loadgroup), so the
processes start once, not once per worker."""

import pathlib

import pytest

HERE = pathlib.Path(__file__).resolve().parent
STARTED_ONCE_PER_MODULE = {
    "test_cluster.py",
    "test_python_client.py",
    "test_client_examples.py",
    "test_nginx_refusals.py",
    "test_graceful_shutdown.py",
    "test_json_logs.py",
}


def pytest_collection_modifyitems(config, items):
    for item in items:
        path = pathlib.Path(item.path).resolve()
        if HERE in path.parents:
            item.add_marker(pytest.mark.process)
            if path.name in STARTED_ONCE_PER_MODULE:
                item.add_marker(pytest.mark.xdist_group(path.stem))
