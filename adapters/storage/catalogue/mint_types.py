"""The types struck at each mint, with copies of their sort keys, so a mint's list is read from an index.

`GET /types?mint=…` lists the types whose series names the mint together with the types of the issues struck
there. Found through series and issues, a mint's few hundred types had to be read one by one for their sort
keys and sorted for every page: 300 µs of SQL for a mint's first page at 100k types. mint_type holds one row
per (mint, type) with the type's title, min_year and weight, and (mint, sort key, type) indexes, so
a page is an index range's first entries, as for an issuer's types or a search word's.

The import fills it again whenever the catalogue changes, in the same transaction, and records the catalogue
version it was filled for; a reader uses it only while that is the current version (a catalogue changed by
code that does not know the table falls back to the filter, which reads series and issues). A new version
that changes no row (the read model rendered again by new code) keeps a current table current.
"""

from __future__ import annotations

from adapters.storage.catalogue.models import CatalogueMeta
from adapters.storage.catalogue.queries import VERSION
from adapters.storage.catalogue.stamps import Reread
from adapters.storage.db import execute, scalar

FILLED_FOR = "SELECT value FROM catalogue_meta WHERE key = 'mint_types'"
CURRENT = f"SELECT ({FILLED_FOR}) = ({VERSION})"
IDS = "SELECT mt.coin_type_id AS id FROM mint_type mt WHERE mt.mint_id = (SELECT id FROM mint WHERE slug = ?)"


def refresh() -> None:
    """Fills mint_type from series and issues (a type once per mint, however it is struck there)."""
    execute("DELETE FROM mint_type")
    execute(
        "INSERT INTO mint_type (mint_id, coin_type_id, title, sort_title, min_year, weight) "
        "SELECT struck.mint_id, t.id, t.title, t.sort_title, t.min_year, t.weight FROM (SELECT s.mint_id, ts.id AS type_id "
        "FROM coin_type ts JOIN series s ON s.id = ts.series_id WHERE s.mint_id IS NOT NULL UNION "
        "SELECT i.mint_id, i.coin_type_id FROM issue i WHERE i.mint_id IS NOT NULL) struck "
        "JOIN coin_type t ON t.id = struck.type_id"
    )
    stamp()


def filled_for_current() -> bool:
    return bool(scalar(CURRENT))


def stale() -> bool:
    """Whether a catalogue with types has a mint_type filled for another version (or never filled)."""
    return not filled_for_current() and scalar("SELECT 1 FROM coin_type LIMIT 1") is not None


def stamp() -> None:
    """Records that mint_type holds the types of the current catalogue version."""
    version = scalar(VERSION)
    if version is not None:
        CatalogueMeta.put("mint_types", version)


def current(every: float = 1.0) -> Reread:
    """A reading process's check that mint_type was filled for the current catalogue version."""
    return Reread(CURRENT, lambda row: bool(row and row[0]), every)
