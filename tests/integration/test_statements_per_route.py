"""No request reads twice: the statements a catalogue route runs, on an empty read model (imported without a
renderer) and on a full one, against those of the repository alone (no read model), on SQLite and PostgreSQL.

Each route is asked twice of a fresh app (fresh adapters: nothing remembered at first, the version and the
totals the second time) with the response cache off, and the statements are counted by peewee's own hook
(playhouse.test_utils.count_queries: the log line every statement writes). The read model may save a statement (a stored type page needs no
second read of its rows), never add one.
"""

import pytest
from playhouse.test_utils import count_queries

from adapters.storage import db
from adapters.storage.catalogue.repository import PeeweeCatalogue
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, make_settings, migrated_database, renderer
from tests.fakes.pictures import catalogue_copies
from tests.support.importing import import_catalogue

CDN = "https://cdn.test"
ROUTES = [
    "/v1/issuers",
    "/v1/issuers?sort=depth_desc&pageSize=2&page=2",
    "/v1/issuers?q=kingdom",
    "/v1/issuers/united-kingdom",
    "/v1/issuers/atlantis",
    "/v1/types/united-kingdom/sovereign/sovereign-george-v",
    "/v1/types/united-kingdom/sovereign/no-such-type",
    "/v1/types",
    "/v1/types?sort=newest&page=2&pageSize=3",
    "/v1/types?issuer=united-kingdom",
    "/v1/types?size=1oz&sort=weight_desc",
    "/v1/types?mint=royal-mint",
    "/v1/types?yearFrom=1850&yearTo=1914",
    "/v1/types?category=bullion&fineWeightFrom=31&fineWeightTo=31.2",
    "/v1/types?q=sovereign",
    "/v1/types?q=soverign+1911",
    "/v1/types?q=krugerrand&sort=title_asc",
]


def statements(catalogue, route: str) -> tuple[int, int, int]:
    """The status of GET `route` on a fresh app over `catalogue`, and how many statements it ran the first
    time and the second."""
    from falcon import testing

    import app

    client = testing.TestClient(
        app.create_app(
            make_settings(cdn_base_url=CDN, response_cache_entries=0),
            catalogue=catalogue,
            release_connection=db.release,
        )
    )
    with count_queries() as first:
        status = client.simulate_get(route).status_code
    with count_queries() as again:
        assert client.simulate_get(route).status_code == status
    return status, first.count, again.count


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
@pytest.mark.parametrize("rendered", [False, True], ids=["empty read model", "full read model"])
def test_a_route_runs_no_more_statements_than_the_repository_alone(kind, rendered, tmp_path, request):
    with migrated_database(kind, tmp_path, request.node.nodeid):
        import_catalogue(
            TEST_CATALOGUE, IMPORTED_AT, render=renderer() if rendered else None, pictures=catalogue_copies()
        )
        fingerprint = renderer().fingerprint
        counts = {
            route: (
                statements(PeeweeCatalogue(CDN), route),
                statements(PeeweeCatalogue(CDN, read_model=fingerprint), route),
            )
            for route in ROUTES
        }
    for route, ((status, *_), (status_read, *_)) in counts.items():
        assert status_read == status, route
    alone = {route: tuple(counted[1:]) for route, (counted, _) in counts.items()}
    read = {route: tuple(counted[1:]) for route, (_, counted) in counts.items()}
    assert alone["/v1/types"] == alone["/v1/issuers"] == (4, 1)  # 2 versions (response cache, memo), total, page
    if rendered:  # a stored page is read in one statement where the repository reads the row after its id
        assert all(read[route][n] <= alone[route][n] for route in ROUTES for n in (0, 1)), counts
        assert read["/v1/types/united-kingdom/sovereign/sovereign-george-v"][1] == 1
        assert read["/v1/issuers/united-kingdom"][1] == 1
    else:
        assert read == alone
