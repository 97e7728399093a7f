"""The real catalogue storage as the API reads it, for tests over a bound database."""

from adapters.storage import db
from adapters.storage.catalogue.repository import PeeweeCatalogue
from services.catalogue import CatalogueReads


def storage_roles(cdn_base_url: str = "https://cdn.test") -> dict:
    """The catalogue's real storage adapters as create_app takes them (the database already bound)."""
    return {
        "catalogue": PeeweeCatalogue(cdn_base_url, read_model=True),
        "release_connection": db.release,
    }


def catalogue_reads(cdn_base_url: str, fingerprint: str | None = None) -> CatalogueReads:
    """The read model's records where stored (for this renderer's `fingerprint`; None: any), else built from
    the rows."""
    return CatalogueReads(PeeweeCatalogue(cdn_base_url, read_model=True if fingerprint is None else fingerprint))


def goldcoins_on_bound_database(*argv: str) -> int:
    """A `goldcoins` command run through the composition root on the database the test has bound (its storage
    adapters handed in, so the command opens no database of its own)."""
    import app
    from adapters.cli import run
    from adapters.storage.catalogue.store import PeeweeCatalogueStore
    from adapters.storage.schema import PeeweeSchema
    from config import load_settings

    adapters = app.Adapters(catalogue_store=PeeweeCatalogueStore(), schema=PeeweeSchema())
    return run(list(argv), lambda: app.Root(load_settings(environ={}), adapters))
