"""The interpreter's recursion limit stays what the process had (issue 40). web3 loads py_ecc, which raises it
to 100,000 when imported; under that limit, recursion over input nested deep enough overflows the C stack and
the process dies of SIGSEGV instead of raising RecursionError. Each check runs in a fresh process, as
`goldcoins serve`, a command or a cluster's child starts."""

import os
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGES = ("tools", "adapters", "config", "domain", "ports", "services")  # the dev chain's first: it loads web3

EVERY_MODULE = f"""
import importlib, pkgutil, sys
before = sys.getrecursionlimit()
raised_by = "-"
for package in {PACKAGES!r}:
    names = [package] + [found.name for found in pkgutil.walk_packages(importlib.import_module(package).__path__, package + ".")]
    for name in ["app"] + [name for name in names if not name.endswith("__main__")]:
        importlib.import_module(name)
        if sys.getrecursionlimit() != before and raised_by == "-":
            raised_by = name
print(before, sys.getrecursionlimit(), "py_ecc" in sys.modules, raised_by)
"""

SERVING_APP = """
import sys
before = sys.getrecursionlimit()
import app
app.get_app()
print(before, sys.getrecursionlimit(), "py_ecc" in sys.modules)
"""


def run(code: str, tmp_path, **environ: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": REPO, **environ},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.split()


def test_no_module_of_the_service_leaves_the_recursion_limit_raised_once_imported(tmp_path):
    before, after, loaded, raised_by = run(EVERY_MODULE, tmp_path)
    assert loaded == "True"  # the chain libraries were imported: the check is not vacuous
    assert (after, raised_by) == (before, "-")


def served(tmp_path, **chain: str) -> list[str]:
    """The serving app built in a fresh process over SQLite, offline feeds, the chain settings given, and what its
    recursion limit and modules were: [limit before, limit after, whether py_ecc was loaded]."""
    return run(
        SERVING_APP,
        tmp_path,
        GOLDCOINS_DATABASE_URL=f"sqlite:///{tmp_path}/serve.db",
        GOLDCOINS_MEDIA_DIR=str(tmp_path / "media"),
        GOLDCOINS_CHAIN_PROVIDER="web3",
        GOLDCOINS_WALLET_PROVIDER="openfort",
        GOLDCOINS_SPOT_PROVIDER="none",
        GOLDCOINS_RATES_PROVIDER="none",
        **chain,
    )


def test_the_app_a_serving_process_builds_with_the_chain_reader_keeps_the_recursion_limit(tmp_path):
    before, after, loaded = served(
        tmp_path,
        GOLDCOINS_CHAIN_RPC_URL="http://127.0.0.1:9/",
        GOLDCOINS_MACHINE_ADDRESS="0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0",
    )
    assert loaded == "True"
    assert after == before


def test_a_process_with_no_chain_configured_never_loads_the_chain_libraries(tmp_path):
    """web3 and py_ecc cost about a second of CPU to import: `goldcoins import`, `db upgrade` or a server without
    a chain do not pay it (config.registry: a provider missing a setting it requires is off, never imported)."""
    before, after, loaded = served(tmp_path)
    assert (loaded, after) == ("False", before)
