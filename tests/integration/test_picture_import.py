"""A catalogue with generated coin photographs imported through `goldcoins import`'s use case (real storage, real
imaging, a media folder), then read through the API: every picture URL resolves under /media."""

import functools
import io
import json

import attrs
import pytest
from PIL import Image

from adapters.media.fetch import FetchRules
from adapters.media.files import FolderMediaStore
from adapters.media.imaging import PillowImaging
from adapters.media.originals import FetchedOriginals
from adapters.storage.catalogue.store import PeeweeCatalogueStore
from adapters.storage.schema import PeeweeSchema
from domain.errors import InvalidCatalogue
from domain.pool import TokenMapping
from services.importing import CatalogueUpkeep
from tests.conftest import make_settings, renderer
from tests.fakes.feeds import FeedClock
from tests.fakes.pictures import RememberedImaging
from tests.fakes.pool import FakePoolMapping
from tests.support.catalogue_records import complete
from tests.support.coin_photos import Scene, draw, jpeg
from tests.support.http_server import LocalHttpServer
from tests.support.storage import storage_roles

CDN = "http://127.0.0.1:8000/media"
SOURCES = [{"title": "Test mint specification", "url": "https://mint.test/spec", "covers": ["specification"]}]
LICENCE = {"copyright": "Gold Coin Catalogue (generated)", "license": "CC0-1.0"}


def coin_type(slug, fine_weight, shape, pictures):
    return {
        "slug": slug,
        "title": slug.replace("-", " ").title(),
        "category": "bullion",
        "composition": "gold",
        "fineness": 0.9999,
        "weight": fine_weight,
        "fineWeight": fine_weight,
        "shape": shape,
        "technique": "milled",
        "sources": SOURCES,
        "pictures": [{"side": side, "source": f"pictures/{name}", **LICENCE} for side, name in pictures],
    }


@functools.cache
def photographs() -> dict[str, bytes]:
    """The catalogue's four photographs, drawn once for the module."""
    return {
        "eagle-obverse.jpg": jpeg(draw(Scene(width=900, height=700, x=420, y=330, r=240, background="gradient")), 6),
        "eagle-reverse.jpg": jpeg(draw(Scene(background="noise", seed=2))),
        "heptagon-obverse.jpg": jpeg(draw(Scene(sides=7, r=230, background="plain"))),
        "blank-obverse.jpg": jpeg(draw(Scene(coin=False, background="noise"))),
    }


def write_catalogue(folder, types):
    (folder / "pictures").mkdir(parents=True, exist_ok=True)
    for name, data in photographs().items():
        (folder / "pictures" / name).write_bytes(data)
    document = {
        "format": "goldcoins-catalogue/1",
        "mints": [{"slug": "test-mint", "name": "Test Mint"}],
        "issuers": [
            {
                "slug": "testland",
                "name": "Testland",
                "series": [{"slug": "eagles", "name": "Eagles", "mint": "test-mint", "types": types}],
            }
        ],
    }
    (folder / "testland.json").write_text(json.dumps(complete(document)))


IMAGING = RememberedImaging(PillowImaging(workers=1))

TYPES = [
    coin_type("eagle-1oz", 31.1035, "round", [("obverse", "eagle-obverse.jpg"), ("reverse", "eagle-reverse.jpg")]),
    coin_type("heptagon-1-2oz", 15.5517, "polygonal", [("obverse", "heptagon-obverse.jpg")]),
    coin_type("blank-1-4oz", 7.7759, "round", [("obverse", "blank-obverse.jpg")]),
]


@pytest.fixture
def world(database, tmp_path):
    folder = tmp_path / "catalogue"
    write_catalogue(folder, TYPES)
    media = FolderMediaStore(tmp_path / "media")
    upkeep = CatalogueUpkeep(
        store=PeeweeCatalogueStore(),
        schema=PeeweeSchema(),
        clock=FeedClock(),
        render=renderer(),
        media=media,
        # in this process (the pool of processes has its test in test_coin_crops), each picture's copies made once
        # for the module: what these tests check is what the import does with them
        imaging=IMAGING,
    )
    return folder, media, upkeep


@pytest.fixture
def client(world, make_client):
    _, media, upkeep = world
    report = upkeep.import_catalogue(str(world[0]))
    assert [(r[1].rsplit("/", 2)[-2], r[2]) for r in report.uncropped] == [("blank-1-4oz", "source")]
    pool = FakePoolMapping([TokenMapping(token_id=1, type_id="?", condition="bullion")])
    built = make_client(make_settings(cdn_base_url=CDN), media=media, pool=pool, **storage_roles(CDN))
    types = built.simulate_get("/v1/types", params={"pageSize": 10}).json["data"]
    ids = {t["slug"]: t["id"] for t in types}
    pool.by_token = {
        n: TokenMapping(token_id=n, type_id=ids[slug], condition="bullion")
        for n, slug in enumerate(["eagle-1oz", "heptagon-1-2oz", "blank-1-4oz"], start=1)
    }
    return built


def served(client, url, content_type):
    assert url.startswith(CDN + "/")
    result = client.simulate_get("/media/" + url[len(CDN) + 1 :])
    assert result.status_code == 200, url
    assert result.headers["Content-Type"] == content_type
    assert result.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert result.headers["ETag"]
    return Image.open(io.BytesIO(result.content))


def test_the_type_list_shows_each_obverse_crop_or_its_plain_copy(client):
    types = {t["slug"]: t for t in client.simulate_get("/v1/types").json["data"]}
    for slug in ("eagle-1oz", "heptagon-1-2oz"):
        assert types[slug]["thumbnailIsCropped"] is True
        crop = served(client, types[slug]["thumbnailUrl"], "image/webp")
        assert crop.mode == "RGBA" and crop.width == crop.height and crop.getpixel((0, 0))[3] == 0
    blank = types["blank-1-4oz"]
    assert blank["thumbnailIsCropped"] is False
    assert served(client, blank["thumbnailUrl"], "image/webp").mode == "RGB"


def test_a_full_type_lists_its_processed_pictures_with_their_licences(client):
    eagle = client.simulate_get("/v1/types/testland/eagles/eagle-1oz").json
    assert [(p["side"], p["license"], p["copyright"]) for p in eagle["pictures"]] == [
        ("obverse", "CC0-1.0", "Gold Coin Catalogue (generated)"),
        ("reverse", "CC0-1.0", "Gold Coin Catalogue (generated)"),
    ]
    obverse = served(client, eagle["pictures"][0]["url"], "image/webp")
    assert obverse.size == (900, 700)  # the EXIF rotation applied
    fallback = eagle["pictures"][0]["url"][: -len(".webp")] + ".jpg"
    assert served(client, fallback, "image/jpeg").size == (900, 700)


def test_issuers_and_mints_are_represented_by_the_lead_types_crop(client):
    eagle = client.simulate_get("/v1/types", params={"q": "eagle"}).json["data"][0]
    issuer = client.simulate_get("/v1/issuers").json["data"][0]
    mint = client.simulate_get("/v1/mints").json["data"][0]
    assert issuer["picture"]["url"] == mint["picture"]["url"] == eagle["thumbnailUrl"]
    assert issuer["picture"]["license"] == "CC0-1.0"
    assert served(client, issuer["picture"]["url"], "image/webp").mode == "RGBA"


def test_a_tokens_image_is_our_crop_and_null_without_one(client):
    eagle = client.simulate_get("/v1/fractions/1.json").json
    heptagon = client.simulate_get("/v1/fractions/2.json").json
    blank = client.simulate_get("/v1/fractions/3.json").json
    assert served(client, eagle["image"], "image/webp").mode == "RGBA"
    assert served(client, heptagon["image"], "image/webp").mode == "RGBA"
    assert blank["image"] is None


def test_an_unchanged_catalogue_copies_nothing_again(world, client):
    folder, media, upkeep = world
    before = {path: media.read(path).modified for path in media.paths()}
    seen = []
    upkeep.import_catalogue(str(folder), picture_progress=lambda done, total: seen.append(total))
    assert seen == [0]
    assert {path: media.read(path).modified for path in media.paths()} == before


def test_a_broken_picture_refuses_the_import_and_prune_clears_what_it_left(world, client):
    folder, media, upkeep = world
    urls_before = client.simulate_get("/v1/types").json
    (folder / "pictures" / "new-obverse.jpg").write_bytes(jpeg(draw(Scene(r=150, seed=9))))
    (folder / "pictures" / "broken.jpg").write_bytes(b"\xff\xd8\xff\xe0 truncated")
    extra = [
        coin_type("new-1-10oz", 3.1103, "round", [("obverse", "new-obverse.jpg")]),
        coin_type("broken-1-20oz", 1.5552, "round", [("obverse", "broken.jpg")]),
    ]
    write_catalogue(folder, TYPES + extra)
    with pytest.raises(InvalidCatalogue) as refused:
        upkeep.import_catalogue(str(folder))
    [(file, record, field, message)] = refused.value.problems
    assert (file, field) == ("testland.json", "source") and "broken-1-20oz" in record
    assert "cannot be read as a picture" in message
    assert client.simulate_get("/v1/types").json == urls_before  # no row added
    stale = upkeep.prune_media(dry_run=True)
    assert len(stale) == 7  # the new picture's six copies and its note, written before the refusal
    assert upkeep.prune_media(dry_run=False) == stale
    for t in client.simulate_get("/v1/types").json["data"]:
        served(client, t["thumbnailUrl"], "image/webp")


def test_a_picture_without_a_licence_is_refused(world):
    folder, _, upkeep = world
    unlicensed = coin_type("eagle-1oz", 31.1035, "round", [("obverse", "eagle-obverse.jpg")])
    del unlicensed["pictures"][0]["license"]
    write_catalogue(folder, [unlicensed])
    with pytest.raises(InvalidCatalogue) as refused:
        upkeep.import_catalogue(str(folder))
    assert refused.value.problems == [
        (
            "testland.json",
            "issuers[0]/testland/series[0]/eagles/types[0]/eagle-1oz/pictures[0]",
            "license",
            "is required",
        )
    ]


WEB_LICENCE = {"copyright": "A museum", "copyrightUrl": "https://museum.test/coin", "license": "CC BY 4.0"}


def web_type(slug, shape, urls):
    named = coin_type(slug, 7.7759, shape, [])
    named["pictures"] = [{"side": side, "source": url, **WEB_LICENCE} for side, url in urls]
    return named


@pytest.fixture
def web_world(world, tmp_path):
    folder, media, upkeep = world
    rules = FetchRules(deadline=2.0, max_bytes=5_000_000, max_pixels=60_000_000, allow_local=True)
    routes = {
        "/eagle.jpg": (200, {"Content-Type": "image/jpeg"}, (folder / "pictures" / "eagle-obverse.jpg").read_bytes()),
        "/wiki/File:Eagle.jpg": (200, {"Content-Type": "text/html"}, b"<html>the page, not the file</html>"),
    }
    with LocalHttpServer(routes) as server:
        yield folder, attrs.evolve(upkeep, fetch=FetchedOriginals(tmp_path / "originals", rules)), server


def test_a_picture_named_by_url_is_fetched_copied_and_served_and_a_reimport_fetches_nothing(web_world, make_client):
    folder, upkeep, server = web_world
    write_catalogue(folder, [web_type("web-1-4oz", "round", [("obverse", server.base_url + "/eagle.jpg")])])
    upkeep.import_catalogue(str(folder))
    seen = []
    upkeep.import_catalogue(str(folder), picture_progress=lambda done, total: seen.append(total))
    assert [r.path for r in server.received] == ["/eagle.jpg"] and seen == [0]
    client = make_client(make_settings(cdn_base_url=CDN), media=upkeep.media, **storage_roles(CDN))
    [picture] = client.simulate_get("/v1/types/testland/eagles/web-1-4oz").json["pictures"]
    assert (picture["license"], picture["copyright"]) == ("CC BY 4.0", "A museum")
    assert served(client, picture["url"], "image/webp").size == (900, 700)


def test_a_failed_fetch_refuses_the_whole_import_naming_the_picture(web_world, database):
    folder, upkeep, server = web_world
    good, page = server.base_url + "/eagle.jpg", server.base_url + "/wiki/File:Eagle.jpg"
    write_catalogue(folder, TYPES[:1] + [web_type("web-1-4oz", "round", [("obverse", good), ("reverse", page)])])
    with pytest.raises(InvalidCatalogue) as refused:
        upkeep.import_catalogue(str(folder))
    [(file, record, field, message)] = refused.value.problems
    assert (file, record.rsplit("/", 2)[-2:], field) == ("testland.json", ["web-1-4oz", "pictures[1]"], "source")
    assert message.startswith(page + ": answered text/html, not a JPEG")
    assert upkeep.store.picture_paths() == set()  # all or nothing: not even the first type was written
