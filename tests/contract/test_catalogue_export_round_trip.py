"""The catalogue-format export (issue 46, point 1) on SQLite and PostgreSQL: the files services.catalogue.CatalogueFiles
writes from a store import into an empty store as the same catalogue (every record equal, pictures by their credit,
licence and side: their stored paths are the second store's own)."""

import pathlib

import attrs
import pytest

from adapters.storage.catalogue.repository import PeeweeCatalogue
from ports.catalogue_records import ParsedCatalogue, as_format
from services.catalogue import PICTURES, CatalogueFiles
from services.catalogue_format import read_catalogue
from tests.conftest import IMPORTED_AT, TEST_CATALOGUE, migrated_database, renderer
from tests.fakes.media import MemoryMediaStore
from tests.fakes.pictures import catalogue_copies
from tests.support.importing import import_catalogue


def written(catalogue: PeeweeCatalogue, media, folder: pathlib.Path) -> list[str]:
    _, files = CatalogueFiles(catalogue, media).export()
    names = []
    for file in files:
        target = folder / file.name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(file.data)
        names.append(file.name)
    return names


def held(catalogue: PeeweeCatalogue) -> dict:
    """Every record the store holds, as the format writes it, pictures without their stored path."""
    shared, _ = catalogue.held()
    assert shared is not None
    trees = {}
    for root in shared.roots:
        part, _ = catalogue.held(root)
        assert isinstance(part, ParsedCatalogue)
        trees[root] = {
            "issuers": {slug: attrs.asdict(issuer) for slug, issuer in part.issuers.items()},
            "series": {
                "/".join(key): {
                    **as_format(attrs.evolve(series, types={})),
                    "types": {
                        slug: as_format(
                            attrs.evolve(t, pictures=tuple(attrs.evolve(p, source="-") for p in t.pictures))
                        )
                        for slug, t in series.types.items()
                    },
                }
                for key, series in part.series.items()
            },
        }
    return {"mints": as_format(tuple(shared.mints.values())), "highlighted": shared.highlighted, "trees": trees}


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_an_export_imports_as_the_same_catalogue(kind, tmp_path, request):
    folder = tmp_path / "exported"
    media = MemoryMediaStore()
    for database in ("first", "again"):
        (tmp_path / database).mkdir()
    with migrated_database(kind, tmp_path / "first", request.node.nodeid):
        import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
        first = PeeweeCatalogue("https://cdn.test")
        for path in first_picture_paths(first):
            media.write(path, b"picture " + path.encode())
        names = written(first, media, folder)
        before = held(first)
    pictures = [name for name in names if name.startswith(PICTURES)]
    assert names[0] == "_catalogue.json" and {f"{root}.json" for root in before["trees"]} <= set(names)
    assert pictures and all(
        (folder / name).read_bytes() == b"picture " + name[len(PICTURES) :].encode() for name in pictures
    )
    with migrated_database(kind, tmp_path / "again", request.node.nodeid + "-again"):
        import_catalogue(folder, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
        after = held(PeeweeCatalogue("https://cdn.test"))
    assert after == before
    sovereign = before["trees"]["united-kingdom"]["series"]["united-kingdom/sovereign"]["types"]["sovereign-george-v"]
    assert sovereign["issues"] and sovereign["pictures"] and sovereign["sources"]  # the comparison compared something


def first_picture_paths(catalogue: PeeweeCatalogue) -> list[str]:
    shared, _ = catalogue.held()
    assert shared is not None
    return [
        picture.source
        for root in shared.roots
        for _, coin_type in catalogue.held(root)[0].types()  # type: ignore[union-attr]
        for picture in coin_type.pictures
    ]


def test_a_picture_missing_from_the_media_store_is_left_out_of_its_record(tmp_path, request):
    """The API cannot show a picture whose copy is gone; the export leaves it out rather than name a file it
    cannot pack (which would not import)."""
    with migrated_database("sqlite", tmp_path, request.node.nodeid):
        import_catalogue(TEST_CATALOGUE, IMPORTED_AT, render=renderer(), pictures=catalogue_copies())
        catalogue = PeeweeCatalogue("https://cdn.test")
        media = MemoryMediaStore()
        kept = first_picture_paths(catalogue)[0]
        media.write(kept, b"the one copy left")
        names = written(catalogue, media, tmp_path / "exported")
    assert [name for name in names if name.startswith(PICTURES)] == [PICTURES + kept]
    pictures = [p.source for _, t in read_catalogue(tmp_path / "exported").types() for p in t.pictures]
    assert pictures == [str((tmp_path / "exported" / PICTURES / kept).resolve())]
