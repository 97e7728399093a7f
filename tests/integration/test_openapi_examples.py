"""The description's record examples are what the service answers for real records of the bundled catalogue, and
each validates against its schema: an example cannot drift from the service or from the schema beside it."""

import json

import pytest
from openapi_schema_validator import OAS30ReadValidator

from tools import examples

# every record a public operation answers with, and the items of its lists
PUBLIC_RECORDS = {
    "CoinType",
    "TypeSummary",
    "TypePage",
    "IssuerListItem",
    "IssuerPage",
    "IssuerDetail",
    "HighlightedIssuers",
    "SeriesListItem",
    "SeriesPage",
    "SeriesDetail",
    "MintListItem",
    "MintPage",
    "MintDetail",
    "Spot",
    "Rates",
    "TypeIdentity",
    "TypeIdentityPage",
    "SlugIdentity",
    "SeriesIdentity",
    "Error",
}


@pytest.fixture(scope="module")
def answered():
    return examples.answers()


@pytest.fixture(scope="module")
def document():
    return json.loads(examples.DESCRIPTION.read_text(encoding="utf-8"))


def test_every_public_record_has_an_example_the_service_answers_for_a_real_record(answered, document):
    schemas = document["components"]["schemas"]
    assert PUBLIC_RECORDS <= {name for name, schema in schemas.items() if "example" in schema}
    stale = [name for name, record in answered.items() if schemas[name].get("example") != record]
    assert stale == [], f"run `make examples` and commit the description: {stale} changed"


def test_the_committed_file_is_what_the_tool_writes_so_its_formatting_is_kept(answered, tmp_path):
    copy = tmp_path / "openapi.json"
    copy.write_text(examples.DESCRIPTION.read_text(encoding="utf-8"), encoding="utf-8")
    examples.write(answered, copy)
    assert copy.read_text(encoding="utf-8") == examples.DESCRIPTION.read_text(encoding="utf-8")


def test_every_schema_example_validates_against_its_schema(document):
    schemas = document["components"]["schemas"]
    checked = 0
    for name, schema in schemas.items():
        if "example" not in schema:
            continue
        validator = OAS30ReadValidator({**schema, "components": document["components"]})
        problems = [
            f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(schema["example"])
        ]
        assert problems == [], f"{name}: {problems}"
        checked += 1
    assert checked >= len(PUBLIC_RECORDS)


def test_the_type_example_is_a_real_krugerrand_with_its_issues(document):
    example = document["components"]["schemas"]["CoinType"]["example"]
    assert example["title"].startswith("Krugerrand") and example["rootIssuer"]["slug"] == "south-africa"
    assert example["issues"] and example["purityLabel"] == "22k"


def test_the_tool_keeps_the_text_around_an_example_and_replaces_an_old_one():
    text = '{\n  "components": {\n    "schemas": {\n      "A": {\n        "type": "object"\n      },\n      "B": {}\n    }\n  }\n}\n'
    once = examples.with_example(text, "A", {"id": "1"})
    assert once == text.replace('"type": "object"\n', '"type": "object",\n        "example": {"id": "1"}\n')
    assert examples.with_example(once, "A", {"id": "2"}) == once.replace('"1"', '"2"')
    assert json.loads(once)["components"]["schemas"]["B"] == {}
