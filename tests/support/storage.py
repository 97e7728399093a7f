"""The real catalogue storage as the API reads it, for tests over a bound database."""

from adapters.storage.catalogue.repository import PeeweeCatalogue
from adapters.storage.catalogue.views import PeeweeCatalogueViews
from services.catalogue import CatalogueReads


def catalogue_reads(cdn_base_url: str, fingerprint: str | None = None) -> CatalogueReads:
    """The read model's records where stored (for this renderer's `fingerprint`; None: any), else built from
    the rows."""
    return CatalogueReads(PeeweeCatalogue(cdn_base_url), PeeweeCatalogueViews(cdn_base_url, fingerprint))
