"""The devchain pool file against the bundled catalogue, stored, and served by /fractions from storage."""

from pathlib import Path

from adapters.storage import db
from adapters.storage.catalogue.repository import PeeweeCatalogue
from adapters.storage.pool import PeeweePoolMapping
from services.pool_file import read_pool_file
from tests.conftest import make_settings
from tests.support.importing import import_catalogue

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


def test_the_devchain_pool_maps_bundled_types_and_serves_their_metadata(bundled_copy, make_client):
    catalogue, pool = PeeweeCatalogue("https://cdn.test"), PeeweePoolMapping()
    pool.replace(read_pool_file(FIXTURES / "pool" / "devchain.json", catalogue))
    client = make_client(
        make_settings(site_base_url="https://coins.test"), catalogue=catalogue, pool=pool, release_connection=db.release
    )
    body = client.simulate_get("/v1/fractions/" + "0" * 63 + "3.json").json
    assert body["name"] == "United Kingdom Sovereign George V"
    assert body["external_url"] == "https://coins.test/coins/united-kingdom/sovereign/sovereign-george-v"
    assert {"trait_type": "Condition", "value": "extremely_fine"} in body["attributes"]
    assert client.simulate_get("/v1/fractions/5.json").status_code == 404
