"""The package as docs/deploy.md installs it, without -e: built into a wheel and run from it, outside the checkout."""

import os
import pathlib
import shutil
import subprocess
import sys
import zipfile

from tests.support.processes import child_environment

ROOT = pathlib.Path(__file__).resolve().parents[2]

LOCAL = (".git", ".venv", ".tools", "node_modules", "build", "var", "*.egg-info", "__pycache__", ".pytest_cache")
# What the code reads at run time besides its modules (setup.cfg's package_data), each checked in the wheel
DATA = [
    "adapters/feeds/ecb-eurofxref-daily.xml",
    "adapters/http/openapi/openapi.json",
    "services/catalogue_format/catalogue.schema.json",
]


def test_an_install_without_e_has_its_data_files_and_serves_the_bundled_rates(tmp_path):
    # built from a copy: a build/ folder an earlier build left in the checkout would fill in what setup.cfg forgot
    source = shutil.copytree(ROOT, tmp_path / "source", ignore=shutil.ignore_patterns(*LOCAL))
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", tmp_path, source],
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = tmp_path.glob("goldcoins-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert [name for name in DATA if name not in names] == []
    assert any(name.startswith("adapters/chain/abi/") and name.endswith(".json") for name in names)

    target = tmp_path / "installed"
    with zipfile.ZipFile(wheel) as unpacked:
        unpacked.extractall(target)  # what pip install puts in site-packages, without the checkout beside it
    environ = child_environment()
    environ["PYTHONPATH"] = str(target)
    run = subprocess.run(
        [
            sys.executable,
            "-c",
            "import adapters, sys; from adapters.feeds.static import BUNDLED_RATES, StaticRates; "
            "print(adapters.__file__); print(StaticRates(BUNDLED_RATES).rates().date)",
        ],
        cwd=tmp_path,
        env=environ,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    module_file, day = run.stdout.split()
    assert module_file.startswith(str(target)) and day == "2024-11-29"
