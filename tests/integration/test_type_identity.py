"""A type's identity survives edits (issue 40), on SQLite and PostgreSQL: a type moved to another series or renamed
keeps its id, so the token pool's metadata follows it, and its old URL redirects; an import that would remove a type
the pool maps is refused, naming the tokens, unless told to release them. The pool is the devchain's
(fixtures/pool/devchain.json), over the test catalogue, which holds its four types."""

import copy
import datetime as dt
import json
import pathlib
import shutil

import pytest

from adapters.storage import db
from adapters.storage.catalogue.repository import PeeweeCatalogue
from adapters.storage.pool import PeeweePoolMapping
from domain.errors import InvalidCatalogue
from services.pool_file import read_pool_file
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, make_settings, renderer
from tests.support.importing import import_catalogue

LATER = IMPORTED_AT + dt.timedelta(days=3)
DEVCHAIN_POOL = pathlib.Path(__file__).resolve().parents[2] / "fixtures" / "pool" / "devchain.json"
OUNCE = "/v1/types/south-africa/krugerrand/krugerrand-1oz"


@pytest.fixture
def world(database, tmp_path, make_client):
    """The test catalogue imported with its read model, as `goldcoins import` does, the devchain pool mapped onto
    it, and an app over both (its response cache off:
    it sees an import within a second, tests/e2e/test_response_cache.py, and these tests ask at once)."""
    folder = tmp_path / "catalogue"
    shutil.copytree(TEST_CATALOGUE, folder)
    import_catalogue(folder, IMPORTED_AT, render=renderer())
    catalogue, pool = PeeweeCatalogue("https://cdn.test"), PeeweePoolMapping()
    pool.replace(read_pool_file(DEVCHAIN_POOL, catalogue))
    client = make_client(
        make_settings(site_base_url="https://coins.test", response_cache_entries=0),
        catalogue=catalogue,
        pool=pool,
        release_connection=db.release,
    )
    return folder, catalogue, pool, client


def edit(folder, change):
    path = folder / "south-africa.json"
    document = json.loads(path.read_text())
    change(document["issuers"][0])
    path.write_text(json.dumps(document))


def move_ounce_to(series_slug, new_slug="krugerrand-1oz", formerly=None, current="krugerrand-1oz"):
    def change(root):
        old = root["series"][0]
        ounce = next(t for t in old["types"] if t["slug"] == current)
        old["types"].remove(ounce)
        ounce = {**copy.deepcopy(ounce), "slug": new_slug}
        if formerly is not None:
            ounce["formerly"] = formerly
        if series_slug == old["slug"]:
            old["types"].insert(0, ounce)
        else:
            series = {key: value for key, value in old.items() if key != "types"}
            root["series"].append({**series, "slug": series_slug, "name": "Krugerrand ounce", "types": [ounce]})

    return change


def token_one(client):
    return client.simulate_get("/v1/fractions/" + "0" * 63 + "1.json")


def test_a_pooled_type_moved_to_another_series_keeps_its_id_its_token_and_its_old_url(world):
    folder, catalogue, pool, client = world
    before = client.simulate_get(OUNCE).json
    metadata = token_one(client).json
    edit(folder, move_ounce_to("krugerrand-ounce"))
    report = import_catalogue(folder, LATER, render=renderer())
    assert report.moved == [("south-africa/krugerrand/krugerrand-1oz", "south-africa/krugerrand-ounce/krugerrand-1oz")]
    assert (report.kinds["types"].created, report.kinds["types"].deleted) == (0, 0)
    moved = client.simulate_get("/v1/types/south-africa/krugerrand-ounce/krugerrand-1oz")
    assert moved.status_code == 200 and moved.json["id"] == before["id"]
    assert moved.json["series"]["slug"] == "krugerrand-ounce"
    assert [issue["id"] for issue in moved.json["issues"]] == [issue["id"] for issue in before["issues"]]
    after = token_one(client)
    assert after.status_code == 200 and after.json["name"] == metadata["name"]
    assert after.json["external_url"].endswith("/coins/south-africa/krugerrand-ounce/krugerrand-1oz")
    old = client.simulate_get(OUNCE)
    assert old.status_code == 301
    assert old.headers["Location"] == "http://127.0.0.1:8000/v1/types/south-africa/krugerrand-ounce/krugerrand-1oz"
    assert {mapping.type_id for mapping in pool.all()} <= set(catalogue.types_by_ids([m.type_id for m in pool.all()]))


def test_a_renamed_type_named_formerly_keeps_its_id_and_both_old_addresses_redirect(world):
    folder, catalogue, pool, client = world
    identity = client.simulate_get(OUNCE).json["id"]
    edit(folder, move_ounce_to("krugerrand", "krugerrand-one-ounce", ["south-africa/krugerrand/krugerrand-1oz"]))
    report = import_catalogue(folder, LATER, render=renderer())
    assert report.moved == [("south-africa/krugerrand/krugerrand-1oz", "south-africa/krugerrand/krugerrand-one-ounce")]
    assert client.simulate_get("/v1/types/south-africa/krugerrand/krugerrand-one-ounce").json["id"] == identity
    # moved again, into a series of its own: the first address still leads to where it is now
    edit(folder, move_ounce_to("krugerrand-ounce", "krugerrand-one-ounce", current="krugerrand-one-ounce"))
    import_catalogue(folder, LATER + dt.timedelta(days=1), render=renderer())
    now = "http://127.0.0.1:8000/v1/types/south-africa/krugerrand-ounce/krugerrand-one-ounce"
    for old in (OUNCE, "/v1/types/south-africa/krugerrand/krugerrand-one-ounce"):
        answer = client.simulate_get(old)
        assert (answer.status_code, answer.headers.get("Location")) == (301, now)
    assert client.simulate_get(now.removeprefix("http://127.0.0.1:8000")).json["id"] == identity
    assert token_one(client).status_code == 200


def test_removing_a_pooled_type_is_refused_naming_its_token_and_nothing_changes(world):
    folder, catalogue, pool, client = world
    edit(folder, lambda root: root["series"][0]["types"].pop(0))  # the ounce, token 1
    with pytest.raises(InvalidCatalogue) as refused:
        import_catalogue(folder, LATER, render=renderer())
    [(file, record, _, message)] = refused.value.problems
    assert (file, record) == ("south-africa.json", "south-africa/krugerrand/krugerrand-1oz")
    assert "token(s) 1 " in message and "formerly" in message and "--release-pooled" in message
    assert client.simulate_get(OUNCE).status_code == 200 and token_one(client).status_code == 200
    assert [m.token_id for m in pool.all()] == [1, 2, 3, 4]


def test_removing_a_pooled_type_when_told_releases_its_pool_entries_and_reports_them(world):
    folder, catalogue, pool, client = world
    edit(folder, lambda root: root["series"][0]["types"].pop(0))
    report = import_catalogue(folder, LATER, render=renderer(), release_pooled=True)
    assert report.released == [(1, "south-africa/krugerrand/krugerrand-1oz")]
    assert [m.token_id for m in pool.all()] == [2, 3, 4]
    live = catalogue.types_by_ids([m.type_id for m in pool.all()])
    assert all(m.type_id in live for m in pool.all()), "the pool lists no dead type"
    assert client.simulate_get(OUNCE).status_code == 404 and token_one(client).status_code == 404


def test_two_types_that_swap_addresses_keep_their_ids(world):
    folder, catalogue, pool, client = world
    ids = {slug: client.simulate_get(f"/v1/types/south-africa/krugerrand/{slug}").json["id"] for slug in SWAP}

    def swap(root):
        for coin in root["series"][0]["types"]:
            old = coin["slug"]
            coin["slug"], coin["formerly"] = SWAP[old], [f"south-africa/krugerrand/{old}"]

    edit(folder, swap)
    with pytest.raises(InvalidCatalogue):  # a former address must be free: the other type now holds it
        import_catalogue(folder, LATER, render=renderer())
    assert {slug: client.simulate_get(f"/v1/types/south-africa/krugerrand/{slug}").json["id"] for slug in SWAP} == ids


SWAP = {"krugerrand-1oz": "krugerrand-1-10oz", "krugerrand-1-10oz": "krugerrand-1oz"}


def test_a_new_type_at_a_former_address_is_served_there_not_redirected(world):
    folder, catalogue, pool, client = world
    edit(folder, move_ounce_to("krugerrand-ounce"))
    import_catalogue(folder, LATER, render=renderer())
    assert client.simulate_get(OUNCE).status_code == 301

    def another_ounce(root):
        ounce = copy.deepcopy(root["series"][1]["types"][0])
        root["series"][0]["types"].append({**ounce, "title": "Krugerrand 1 oz (another record)"})

    edit(folder, another_ounce)
    import_catalogue(folder, LATER + dt.timedelta(days=1), render=renderer())
    answer = client.simulate_get(OUNCE)
    assert answer.status_code == 200 and answer.json["title"] == "Krugerrand 1 oz (another record)"
    assert token_one(client).json["external_url"].endswith("/krugerrand-ounce/krugerrand-1oz")


def test_a_type_moved_out_of_a_removed_series_keeps_its_id(world):
    folder, catalogue, pool, client = world
    identity = client.simulate_get(OUNCE).json["id"]

    def rename_series(root):
        root["series"][0]["slug"] = "krugerrands"

    edit(folder, rename_series)
    report = import_catalogue(folder, LATER, render=renderer())
    assert sorted(report.moved)[1] == (
        "south-africa/krugerrand/krugerrand-1oz",
        "south-africa/krugerrands/krugerrand-1oz",
    )
    assert client.simulate_get("/v1/types/south-africa/krugerrands/krugerrand-1oz").json["id"] == identity
    assert client.simulate_get(OUNCE).headers["Location"].endswith("/v1/types/south-africa/krugerrands/krugerrand-1oz")
    assert [m.token_id for m in pool.all()] == [1, 2, 3, 4] and token_one(client).status_code == 200
