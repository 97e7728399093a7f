"""One number names a release: the package, the API description and the Python and TypeScript clients agree, and
CHANGELOG.md says what it added (`make release` runs this before it tags)."""

import json
import pathlib
import re

from config.versions import RELEASE

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_the_description_and_the_client_carry_the_release():
    description = json.loads((ROOT / "adapters/http/openapi/openapi.json").read_text(encoding="utf-8"))
    assert description["info"]["version"] == RELEASE
    client = (ROOT / "clients/python/setup.py").read_text(encoding="utf-8")
    assert f'version="{RELEASE}"' in client
    typescript = json.loads((ROOT / "clients/typescript/package.json").read_text(encoding="utf-8"))
    lock = json.loads((ROOT / "clients/typescript/package-lock.json").read_text(encoding="utf-8"))
    assert typescript["version"] == lock["version"] == RELEASE


def test_the_package_reads_its_version_from_the_release():
    assert "version = attr: config.versions.RELEASE" in (ROOT / "setup.cfg").read_text(encoding="utf-8")


def test_the_changelog_names_the_release_first_with_its_date_and_what_it_added():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    versions = re.findall(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$", text, flags=re.MULTILINE)
    assert versions[0] == ("Unreleased", "")
    assert versions[1][0] == RELEASE and versions[1][1], "the release's section, dated, comes after Unreleased"
    released = text.split(f"## [{RELEASE}]", 1)[1].split("\n## [", 1)[0]
    assert re.search(r"^### (Added|Changed|Fixed|Removed|Deprecated|Security)$", released, flags=re.MULTILINE)
    numbers = [tuple(int(part) for part in version.split(".")) for version, _ in versions[1:]]
    assert numbers == sorted(numbers, reverse=True), "newest first"
