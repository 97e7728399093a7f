"""`python -m tools.examples`: the description's record examples, as the service answers for real records.

The bundled catalogue (fixtures/catalogue) is imported into a temporary SQLite database and the app is asked for
each record in EXAMPLES; the answer (or one item of it) becomes the `example` of its schema in
adapters/http/openapi/openapi.json. The file is hand-formatted: only the `example` key of those schemas is
rewritten, as the last key of the schema, and the rest of the text is left as it is. Spot is the recorded
gold-api.com answer (fixtures/feeds), read ten seconds after its time; rates are the bundled ECB file.
tests/e2e/test_openapi_examples.py asks again and fails when an example is no longer what the service answers.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import pathlib
import re
import sys
import tempfile
import typing

from falcon import testing

ROOT = pathlib.Path(__file__).resolve().parents[1]
DESCRIPTION = ROOT / "adapters" / "http" / "openapi" / "openapi.json"
CATALOGUE = ROOT / "fixtures" / "catalogue"
RECORDED_SPOT = ROOT / "fixtures" / "feeds" / "gold-api-price-xau.json"
BASE_URL = "https://api.example.org"  # the host the description's other examples name
IMPORTED_AT = dt.datetime(2026, 11, 1, tzinfo=dt.timezone.utc)

# schema: (the request, the JSON pointer of the record in its answer; "" for the whole answer)
KRUGERRAND = "/v1/types/south-africa/krugerrand/krugerrand-1-10oz"
EXAMPLES: dict[str, tuple[str, str]] = {
    "CoinType": (KRUGERRAND, ""),
    "TypeSummary": ("/v1/types?q=krugerrand&size=1oz", "/data/0"),
    "TypePage": ("/v1/types?q=krugerrand&pageSize=2", ""),
    "IssuerListItem": ("/v1/issuers?q=south+africa", "/data/0"),
    "IssuerPage": ("/v1/issuers?pageSize=2", ""),
    "IssuerDetail": ("/v1/issuers/south-africa", ""),
    "HighlightedIssuers": ("/v1/issuers/highlighted", ""),
    "SeriesListItem": ("/v1/issuers/south-africa/series?q=krugerrand", "/data/0"),
    "SeriesPage": ("/v1/issuers/south-africa/series?pageSize=2", ""),
    "SeriesDetail": ("/v1/issuers/south-africa/series/krugerrand", ""),
    "MintListItem": ("/v1/mints?q=pretoria", "/data/0"),
    "MintPage": ("/v1/mints?pageSize=2", ""),
    "MintDetail": ("/v1/mints/south-african-mint", ""),
    "Spot": ("/v1/spot", ""),
    "Rates": ("/v1/rates", ""),
    "TypeIdentity": ("/v1/sitemap/types?pageSize=1", "/data/0"),
    "TypeIdentityPage": ("/v1/sitemap/types?pageSize=2", ""),
    "SlugIdentity": ("/v1/sitemap/catalog", "/issuers/0"),
    "SeriesIdentity": ("/v1/sitemap/catalog", "/series/0"),
    "Error": (KRUGERRAND.replace("-1-10oz", "-5oz"), ""),
}


class RecordedSpot:
    """The gold-api.com answer recorded in fixtures/feeds, as the gold-api provider reads it."""

    def spot(self):
        from adapters.feeds.gold_api import _spot_from

        return _spot_from(json.loads(RECORDED_SPOT.read_text(encoding="utf-8")))


class JustAfterTheRecording:
    def now(self) -> dt.datetime:
        recorded = json.loads(RECORDED_SPOT.read_text(encoding="utf-8"))["updatedAt"]
        return dt.datetime.fromisoformat(recorded.replace("Z", "+00:00")) + dt.timedelta(seconds=10)


@contextlib.contextmanager
def service() -> typing.Iterator[testing.TestClient]:
    """The app over the bundled catalogue in a temporary SQLite database, its prices offline."""
    import app as composition
    from adapters.feeds.static import rates_from_settings
    from adapters.storage import db, migrations
    from adapters.storage.catalogue.load import import_catalogue, mint_slugs
    from adapters.storage.catalogue.repository import PeeweeCatalogue
    from adapters.storage.price_cache import PeeweePriceCache
    from config import load_settings
    from services.importing import read_for_import

    settings = load_settings(
        environ={"GOLDCOINS_ACCESS_LOG": "false"},
        public_base_url=BASE_URL,
        cdn_base_url=BASE_URL + "/media",
        rates_provider="static",
    )
    with tempfile.TemporaryDirectory() as work:
        opened = db.open_database(f"sqlite:///{work}/examples.db", pool_size=2)
        db.bind(opened)
        try:
            migrations.upgrade()
            renderer = composition.read_model_renderer(settings)
            import_catalogue(read_for_import(str(CATALOGUE), mint_slugs(), None)[0], IMPORTED_AT, render=renderer)
            adapters = composition.Adapters(
                clock=JustAfterTheRecording(),
                release_connection=db.release,
                catalogue=PeeweeCatalogue(settings.cdn_base_url, read_model=renderer.fingerprint),
                spot_feed=RecordedSpot(),
                rates_feed=rates_from_settings(settings),
                price_cache=PeeweePriceCache(),
            )
            yield testing.TestClient(composition.create_app(settings, adapters))
        finally:
            db.release()
            opened.close_all()


def pointed(document: typing.Any, pointer: str) -> typing.Any:
    for step in filter(None, pointer.split("/")):
        document = document[int(step)] if isinstance(document, list) else document[step]
    return document


def answers() -> dict[str, typing.Any]:
    """{schema: the record the service answers for it now}."""
    found = {}
    with service() as client:
        for schema, (request, pointer) in EXAMPLES.items():
            path, _, query = request.partition("?")
            result = client.simulate_get(path, query_string=query)
            expected = 404 if schema == "Error" else 200
            if result.status_code != expected:
                raise SystemExit(f"{request}: {result.status_code} {result.text[:300]}")
            found[schema] = pointed(result.json, pointer)
    return found


SCHEMA_INDENT = " " * 6  # a schema's key under components.schemas
KEY_INDENT = " " * 8  # the schema's own keys
WIDTH = 120  # the description's longest hand-formatted lines


def with_example(text: str, schema: str, example: typing.Any) -> str:
    """`text` with `schema`'s example replaced (or added as its last key); the rest of the text as it was."""
    opening = re.search(rf'\n{SCHEMA_INDENT}"{re.escape(schema)}": \{{', text)
    if opening is None:
        raise SystemExit(f"no schema {schema} in {DESCRIPTION}")
    start = opening.end() - 1
    _, end = json.JSONDecoder().raw_decode(text, start)
    body = text[start:end]
    old = re.search(rf',\n{KEY_INDENT}"example": ', body)
    if old is not None:
        _, value_end = json.JSONDecoder().raw_decode(body, old.end())
        body = body[: old.start()] + body[value_end:]
    closing = f"\n{SCHEMA_INDENT}}}"
    if not body.endswith(closing):
        raise SystemExit(f"{schema}: expected its closing brace on a line of its own")
    value = formatted(example, KEY_INDENT, len(KEY_INDENT + '"example": '))
    body = body[: -len(closing)] + f',\n{KEY_INDENT}"example": {value}' + closing
    return text[:start] + body + text[end:]


def formatted(value: typing.Any, indent: str, column: int) -> str:
    """`value` as the file writes JSON: on one line where it fits in WIDTH columns, else one member a line."""
    inline = json.dumps(value, ensure_ascii=False)
    if column + len(inline) <= WIDTH or not value or not isinstance(value, dict | list):
        return inline
    inner = indent + "  "
    if isinstance(value, list):
        members = [inner + formatted(item, inner, len(inner)) for item in value]
        return "[\n" + ",\n".join(members) + f"\n{indent}]"
    members = []
    for key, item in value.items():
        head = f"{inner}{json.dumps(key, ensure_ascii=False)}: "
        members.append(head + formatted(item, inner, len(head)))
    return "{\n" + ",\n".join(members) + f"\n{indent}}}"


def write(found: dict[str, typing.Any], path: pathlib.Path = DESCRIPTION) -> None:
    text = path.read_text(encoding="utf-8")
    for schema, example in found.items():
        text = with_example(text, schema, example)
    path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write(answers(), pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else DESCRIPTION)
