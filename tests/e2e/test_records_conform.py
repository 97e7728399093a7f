"""Every record the lists name, fetched and checked against the description: the 200s fuzzing rarely reaches."""

import pathlib

import pytest
from falcon import testing

import app as composition
from tests.conftest import IMPORTED_AT, renderer
from tests.e2e import fuzz_world
from tests.e2e.fuzz_world import aim
from tests.support.storage import storage_roles

BUNDLED_CATALOGUE = pathlib.Path(__file__).parents[2] / "fixtures" / "catalogue"
schema = fuzz_world.load_schema()


def walked_cases(client, token: str | None = None, token_ids=()):
    """(path, method, path parameters, cookies) of every detail the sitemap and the lists name."""
    catalog = client.simulate_get("/v1/sitemap/catalog").json
    for issuer in catalog["issuers"]:
        yield "/issuers/{slug}", "GET", {"slug": issuer["slug"]}, {}
        yield "/issuers/{issuerSlug}/series", "GET", {"issuerSlug": issuer["slug"]}, {}
    for series in catalog["series"]:
        yield (
            "/issuers/{issuerSlug}/series/{seriesSlug}",
            "GET",
            {"issuerSlug": series["issuerSlug"], "seriesSlug": series["slug"]},
            {},
        )
    for mint in catalog["mints"]:
        yield "/mints/{slug}", "GET", {"slug": mint["slug"]}, {}
    for row in client.simulate_get("/v1/sitemap/types", params={"pageSize": "10000"}).json["data"]:
        yield (
            "/types/{issuerSlug}/{seriesSlug}/{slug}",
            "GET",
            {"issuerSlug": row["issuerSlug"], "seriesSlug": row["seriesSlug"], "slug": row["slug"]},
            {},
        )
    for token_id in token_ids:
        yield "/fractions/{file}", "GET", {"file": f"{token_id}.json"}, {}
    if token:
        for path, method in (
            ("/wallet", "POST"),
            ("/wallet", "GET"),
            ("/wallet/pulls", "GET"),
            ("/wallet/holdings", "GET"),
            ("/wallet/encryption-session", "POST"),
        ):
            yield path, method, {}, {"session": token}


def walk(app, cases) -> dict:
    """Statuses by operation; a response with an ETag is asked for again with it, which must be a 304."""
    statuses = {}
    for path, method, parameters, cookies in cases:
        operation = aim(schema[path][method], app)
        response = operation.Case(path_parameters=parameters, cookies=cookies).call_and_validate()
        statuses.setdefault((path, method), set()).add(response.status_code)
        if "ETag" in response.headers:
            again = operation.Case(path_parameters=parameters, headers={"If-None-Match": response.headers["ETag"]})
            statuses[(path, method)].add(again.call_and_validate().status_code)
    return statuses


def test_every_record_of_the_test_catalogue_and_wallet_conforms(catalogue_db):
    world = fuzz_world.build(catalogue_db)
    app = composition.create_app(world.settings, **world.roles)
    statuses = walk(app, walked_cases(testing.TestClient(app), world.session_token, (1, 2, 3)))
    assert statuses and all(found in ({200}, {200, 304}) for found in statuses.values()), statuses


@pytest.fixture
def bundled_app(tmp_path, catalogue_db):
    from adapters.storage import db, migrations
    from tests.support.importing import import_catalogue

    opened = db.open_database(f"sqlite:///{tmp_path}/bundled.db", pool_size=2)
    db.bind(opened)
    migrations.upgrade()
    import_catalogue(BUNDLED_CATALOGUE, IMPORTED_AT, render=renderer())
    db.release()
    yield composition.create_app(fuzz_world.make_settings(rate_limit=fuzz_world.FUZZ_BUDGET), **storage_roles())
    db.release()
    opened.close_all()
    db.bind(catalogue_db)  # other tests go on reading the shared test catalogue


def test_every_record_of_the_bundled_catalogue_conforms(bundled_app):
    statuses = walk(bundled_app, walked_cases(testing.TestClient(bundled_app)))
    assert len(statuses) == 5 and all(found in ({200}, {200, 304}) for found in statuses.values()), statuses
