"""A picture record in the catalogue format: a source file beside the catalogue, with its licence."""

import json

import pytest

from domain.errors import InvalidCatalogue
from services.catalogue_format import read_catalogue
from tests.support.catalogue_records import complete

SOURCES = [{"title": "Spec", "url": "https://mint.test/spec", "covers": ["specification"]}]


def catalogue_with(folder, picture) -> None:
    coin = {
        "slug": "eagle",
        "title": "Eagle",
        "category": "bullion",
        "composition": "gold",
        "fineness": 0.9999,
        "weight": 31.1035,
        "fineWeight": 31.1035,
        "shape": "round",
        "technique": "milled",
        "sources": SOURCES,
        "pictures": [picture],
    }
    series = {"slug": "eagles", "name": "Eagles", "types": [coin]}
    document = {"format": "goldcoins-catalogue/1", "issuers": [{"slug": "x", "name": "X", "series": [series]}]}
    (folder / "x.json").write_text(json.dumps(complete(document)))


def problems(folder, picture) -> list:
    catalogue_with(folder, picture)
    with pytest.raises(InvalidCatalogue) as refused:
        read_catalogue(folder)
    return [(field, message) for _, _, field, message in refused.value.problems]


def test_the_source_is_found_beside_the_catalogue_file(tmp_path):
    (tmp_path / "pictures").mkdir()
    (tmp_path / "pictures" / "eagle.JPG").write_bytes(b"x")
    catalogue_with(tmp_path, {"side": "obverse", "source": "pictures/eagle.JPG", "license": "CC0-1.0"})
    read = read_catalogue(tmp_path / "x.json")
    [picture] = read.series[("x", "eagles")].types["eagle"].pictures
    assert picture.source == str((tmp_path / "pictures" / "eagle.JPG").resolve())
    assert picture.where == ("x.json", "issuers[0]/x/series[0]/eagles/types[0]/eagle/pictures[0]", "source")


@pytest.mark.parametrize(
    "picture, expected",
    [
        ({"side": "obverse", "source": "eagle.jpg"}, ("license", "is required")),
        ({"side": "obverse", "source": "eagle.jpg", "license": None}, ("license", "must not be null")),
        ({"side": "obverse", "source": "eagle.gif", "license": "CC0-1.0"}, ("source", "not a JPEG, PNG, WebP or TIFF")),
        ({"side": "obverse", "source": "/etc/eagle.jpg", "license": "CC0-1.0"}, ("source", "relative to")),
        ({"side": "obverse", "source": "../eagle.jpg", "license": "CC0-1.0"}, ("source", "outside the catalogue")),
        ({"side": "obverse", "source": "missing.png", "license": "CC0-1.0"}, ("source", "no such file")),
        ({"side": "obverse", "path": "a/b.jpg", "license": "CC0-1.0"}, ("path", "unknown field")),
    ],
)
def test_a_picture_that_cannot_be_shown_is_refused_naming_the_field(tmp_path, picture, expected):
    folder = tmp_path / "catalogue"
    folder.mkdir()
    (folder / "eagle.jpg").write_bytes(b"x")
    (tmp_path / "eagle.jpg").write_bytes(b"x")
    found = problems(folder, picture)
    assert any(field == expected[0] and expected[1] in message for field, message in found), found


def test_a_source_may_be_a_url_kept_as_it_is_for_the_import_to_fetch(tmp_path):
    url = "https://upload.wikimedia.org/wikipedia/commons/a/a0/Eagle.jpg"
    catalogue_with(tmp_path, {"side": "obverse", "source": url, "copyright": "A museum", "license": "CC BY 4.0"})
    [picture] = read_catalogue(tmp_path).series[("x", "eagles")].types["eagle"].pictures
    assert picture.source == url
    assert picture.where == ("x.json", "issuers[0]/x/series[0]/eagles/types[0]/eagle/pictures[0]", "source")


@pytest.mark.parametrize(
    "picture, expected",
    [
        ({"source": "https://museum.test/eagle.jpg", "license": "CC BY 4.0"}, ("copyright", "is required")),
        ({"source": "https://museum.test/eagle.jpg", "copyright": "M"}, ("license", "is required")),
        ({"source": "https://museum.test/an eagle.jpg", "copyright": "M", "license": "CC0-1.0"}, ("source", "URL")),
    ],
)
def test_a_picture_from_a_url_needs_its_licence_and_whom_to_credit(tmp_path, picture, expected):
    found = dict(problems(tmp_path, {"side": "obverse", **picture}))
    assert expected[1] in found[expected[0]], found
