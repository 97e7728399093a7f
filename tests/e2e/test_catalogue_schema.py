"""The catalogue format's JSON Schema: served at a stable URL, the same bytes the repository holds, a valid
draft 2020-12 schema, and every bundled catalogue file valid against it."""

import json
import pathlib

import jsonschema
import pytest

from domain.errors import InvalidCatalogue
from services.catalogue_format import schema_text
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE
from tests.fakes.memory_catalogue import InMemoryCatalogue

FIXTURES = pathlib.Path(__file__).resolve().parents[2] / "fixtures"
CATALOGUE_FILES = sorted(FIXTURES.glob("catalogue/*.json")) + sorted(FIXTURES.glob("test-catalogue/*.json"))


def test_the_schema_is_served_at_a_stable_url_as_the_repository_holds_it(client):
    served = client.simulate_get("/v1/schema/catalogue.json")
    assert served.status_code == 200
    assert served.headers["content-type"] == "application/schema+json"
    assert served.text == schema_text()
    jsonschema.Draft202012Validator.check_schema(served.json)
    assert served.json["$schema"] == "https://json-schema.org/draft/2020-12/schema"


@pytest.mark.parametrize("path", CATALOGUE_FILES, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_every_bundled_catalogue_file_is_valid_against_the_schema(path):
    validator = jsonschema.Draft202012Validator(json.loads(schema_text()))
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(json.loads(path.read_text()))]
    assert errors == []


def test_a_type_the_schema_refuses_is_refused_by_the_in_memory_catalogue_too(tmp_path):
    """The fake reads through the format's one home: no defaults of its own to fill an omitted key with."""
    document = json.loads((pathlib.Path(TEST_CATALOGUE) / "south-africa.json").read_text())
    del document["issuers"][0]["series"][0]["types"][0]["issues"]
    (tmp_path / "south-africa.json").write_text(json.dumps(document))
    (tmp_path / "mints.json").write_text((pathlib.Path(TEST_CATALOGUE) / "mints.json").read_text())
    with pytest.raises(InvalidCatalogue) as refused:
        InMemoryCatalogue(tmp_path, IMPORTED_AT)
    assert [(p[0], p[2], p[3]) for p in refused.value.problems] == [("south-africa.json", "issues", "is required")]
