"""constraints.txt pins what CI tested, and a deployment installs from it: every dependency setup.cfg names (the
extras too) is pinned to one version that setup.cfg allows, the one these tests run on."""

from __future__ import annotations

import configparser
import importlib.metadata
import pathlib

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIX = "run `make constraints` (docs/deploy.md, 'Pinned versions')"


def declared() -> list[Requirement]:
    setup = configparser.ConfigParser()
    setup.read(ROOT / "setup.cfg")
    lists = [setup["options"]["install_requires"], *setup["options.extras_require"].values()]
    lines = [line.split("#")[0].strip() for text in lists for line in text.splitlines()]
    return [Requirement(line) for line in lines if line]


def pinned() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, equals, version = line.partition("==")
            assert equals and version.strip(), f"constraints.txt: {line!r} is not name==version"
            pins[canonicalize_name(name)] = version.strip()
    return pins


def test_every_dependency_setup_cfg_names_is_pinned_to_a_version_it_allows():
    pins = pinned()
    missing = sorted({req.name for req in declared() if canonicalize_name(req.name) not in pins})
    assert not missing, f"not pinned in constraints.txt: {missing}; {FIX}"
    refused = [
        f"{req} (pinned {pins[canonicalize_name(req.name)]})"
        for req in declared()
        if pins[canonicalize_name(req.name)] not in req.specifier
    ]
    assert not refused, f"constraints.txt pins versions setup.cfg does not allow: {refused}; {FIX}"


def test_the_pins_are_what_these_tests_run_on_and_leave_the_project_out():
    pins = pinned()
    assert "goldcoins" not in pins and "goldcoins-client" not in pins
    running = {canonicalize_name(req.name): importlib.metadata.version(req.name) for req in declared()}
    drift = {name: (pins[name], version) for name, version in running.items() if pins[name] != version}
    assert not drift, f"pinned and installed differ (pinned, installed): {drift}; {FIX}"


def test_the_deployment_steps_install_from_the_constraints():
    deploy = (ROOT / "docs" / "deploy.md").read_text()
    assert "pip install -c constraints.txt '.[postgres,redis]'" in deploy
    makefile = (ROOT / "Makefile").read_text()
    assert makefile.count("pip install --quiet -c constraints.txt") == 2  # make run's venv and make test's
