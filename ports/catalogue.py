import datetime as dt
import typing

import attrs

from domain.catalogue import (
    CatalogueIdentities,
    CoinType,
    HighlightedIssuer,
    IssuerDetail,
    IssuerListItem,
    MintDetail,
    MintListItem,
    SeriesDetail,
    SeriesListItem,
    TypeChange,
    TypeIdentity,
    TypeSummary,
)
from domain.paging import Page, PageRequest
from ports.catalogue_records import ParsedCatalogue
from ports.views import Rendered

ISSUER_SORTS = ("name_asc", "name_desc", "depth_desc", "depth_asc", "relevance")
TYPE_SORTS = ("relevance", "title_asc", "title_desc", "newest", "oldest", "weight_desc", "weight_asc", "year_asc")


@attrs.frozen(kw_only=True)
class IssuerQuery:
    q: str | None = None
    roots_only: bool = True
    updated_since: dt.datetime | None = None  # aware: the issuers whose own record an import changed at or after it
    sort: str = "name_asc"


@attrs.frozen(kw_only=True)
class TypeQuery:
    q: str | None = None
    id: str | None = None
    issuer: str | None = None  # root issuer slug
    series: str | None = None
    mint: str | None = None
    size: str | None = None
    purity: str | None = None
    year_from: int | None = None
    year_to: int | None = None
    category: str | None = None
    fine_weight_from: float | None = None  # grams of fine gold, both ends kept
    fine_weight_to: float | None = None
    updated_since: dt.datetime | None = None  # aware: the types whose own record an import changed at or after it
    sort: str = "title_asc"  # "relevance" ranks q's matches (domain.search); without q it is title_asc


IMPORTED_KINDS = ("issuers", "series", "types", "issues", "mints", "pictures", "highlights")


@attrs.define
class Tally:
    """What an import did to the records of one kind."""

    created: int = 0
    updated: int = 0
    deleted: int = 0
    unchanged: int = 0


@attrs.define
class ImportReport:
    """What an import did, counted per kind of record (IMPORTED_KINDS); `dry_run`: none of it was kept."""

    kinds: dict[str, Tally] = attrs.Factory(lambda: {kind: Tally() for kind in IMPORTED_KINDS})
    uncropped: list[tuple[str, str, str, str]] = attrs.Factory(list)  # obverses without a crop: where, why
    moved: list[tuple[str, str]] = attrs.Factory(list)  # types that kept their id at a new address: (old, new)
    released: list[tuple[int, str]] = attrs.Factory(list)  # pool entries whose type was removed: (token, address)
    dry_run: bool = False

    def count(self, kind: str, what: str, number: int = 1) -> None:
        tally = self.kinds[kind]
        setattr(tally, what, getattr(tally, what) + number)

    def total(self, what: str) -> int:
        return sum(getattr(tally, what) for tally in self.kinds.values())

    @property
    def created(self) -> int:
        return self.total("created")

    @property
    def updated(self) -> int:
        return self.total("updated")

    @property
    def deleted(self) -> int:
        return self.total("deleted")

    @property
    def unchanged(self) -> int:
        return self.total("unchanged")

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated or self.deleted)


@attrs.frozen(kw_only=True)
class Refreshed:
    """What bringing the derived data current redid: the size labels, the mints' type lists, and how many
    read-model records were rendered."""

    relabelled: bool
    refilled: bool
    rendered: int


class Render(typing.Protocol):
    """A domain value to the JSON the API sends for it; `fingerprint` names the code that decides it, and
    `cdn_base_url` (None: a mark) the base its URLs are written with."""

    fingerprint: str
    cdn_base_url: str | None

    def __call__(self, value: object) -> str: ...


class CatalogueRepository(typing.Protocol):
    """Reads of the catalogue as domain values. Lookups raise the domain's *NotFound; outages raise
    StorageUnavailable. The hot reads (issuers, issuer, types, coin_type) may answer a record as the API sends
    it instead (ports.views.Rendered, or a page of them), where the store keeps one ready: the store decides,
    in the read itself, and its caller hands on whatever it gets."""

    def issuers(self, query: IssuerQuery, page: PageRequest) -> Page[IssuerListItem] | Page[Rendered]: ...

    def highlighted_issuers(self) -> list[HighlightedIssuer]: ...

    def issuer(self, slug: str) -> IssuerDetail | Rendered: ...

    def series_of_issuer(
        self, issuer_slug: str, q: str | None, page: PageRequest, updated_since: dt.datetime | None = None
    ) -> Page[SeriesListItem]:
        """`updated_since` (aware): the series whose own record an import changed at or after it."""
        ...

    def series(self, issuer_slug: str, series_slug: str) -> SeriesDetail: ...

    def types(self, query: TypeQuery, page: PageRequest) -> Page[TypeSummary] | Page[Rendered]: ...

    def coin_type(self, issuer_slug: str, series_slug: str, slug: str) -> CoinType | Rendered: ...

    def types_by_ids(self, ids: typing.Iterable[str]) -> dict[str, TypeSummary]: ...

    def mints(self, q: str | None, page: PageRequest, updated_since: dt.datetime | None = None) -> Page[MintListItem]:
        """`updated_since` (aware): the mints whose own record an import changed at or after it."""
        ...

    def mint(self, slug: str) -> MintDetail: ...

    def type_identities(self, page: PageRequest) -> Page[TypeIdentity]: ...

    def changes(self, since: dt.datetime, page: PageRequest) -> Page[TypeChange]:
        """What imports `created`, `changed` and `removed` since `since`, in the order to apply them: by time, a
        removal first at the same moment, then by id."""
        ...

    def type_records(self, after: int, limit: int) -> tuple[list[CoinType | Rendered], str | None]:
        """Up to `limit` full type records (as coin_type answers them) with ids above `after`, in id order, and the
        catalogue version they were read under: the export reads the whole catalogue a batch at a time and
        stops when the version moves (an import ran meanwhile)."""
        ...

    def held(self, root: str | None = None) -> tuple[ParsedCatalogue | None, str]:
        """The catalogue as the store holds it, in the format's records, and the version it was read under (read
        after the records: an import that ran meanwhile shows). With no `root`: its mints, its highlighted issuers
        and its root issuers' slugs (`roots`, in slug order); with one: that root's tree, None when there is no
        such root. A picture is named by the media store's path of its large copy (ports.media.MediaStore)."""
        ...

    def catalogue_identities(self) -> CatalogueIdentities: ...

    def version(self) -> str:
        """Changes whenever an import changes anything; keys response caches and ETags."""
        ...


class CatalogueStore(typing.Protocol):
    """The catalogue's write side. Nothing is ever half written: each call is one transaction."""

    def mint_slugs(self) -> set[str]:
        """The mints stored: a catalogue's files may name one without defining it (one tree file imports alone)."""
        ...

    def replace(
        self,
        catalogue: ParsedCatalogue,
        now: dt.datetime,
        progress: typing.Callable[[int, int], None],
        render: Render | None,
        dry_run: bool = False,
        release_pooled: bool = False,
    ) -> ImportReport:
        """Makes the trees, mints and editorial of `catalogue` (read and checked by services.catalogue_format,
        each picture with its copy) what the files say, matched on natural keys so ids stay put, and brings the
        derived data current (with `render`, the read model too); trees the catalogue does not hold are left
        alone, and a mint may be one already stored. `dry_run`: the same work and report, rolled back. A type
        moved to another series or renamed (its `formerly`, or the one type of the tree with its slug that the
        catalogue no longer holds) keeps its id, its old address redirecting. A type the token pool maps is
        removed only with `release_pooled` (its pool entries go with it, reported). Raises
        domain.errors.InvalidCatalogue (such a removal refused), having changed nothing in the catalogue;
        ports.errors.StorageBusy when another writer holds the database."""
        ...

    def picture_paths(self) -> set[str]:
        """Every media path the catalogue refers to (its pictures' copies and thumbnails)."""
        ...

    def refresh_derived(self, render: Render | None) -> Refreshed:
        """Brings the derived data current after an upgrade of code or schema, without an import."""
        ...


class SchemaRefused(Exception):
    """The database's schema is one this code cannot upgrade (the message says what to do); nothing changed."""


@attrs.frozen(kw_only=True)
class SchemaUpgrade:
    """The migrations applied, in order (none: up to date), and, when the database was made by an older chain
    of migrations that the baseline replaces, a sentence saying it was recorded as at the baseline."""

    applied: list[str]
    recognised: str | None = None


class Schema(typing.Protocol):
    """The database schema's migrations. Both calls raise SchemaRefused for a schema they cannot take."""

    def upgrade(self) -> SchemaUpgrade: ...

    def pending(self) -> list[str]: ...

    def exclusive(self) -> typing.ContextManager[None]:
        """Held by one upgrade at a time, across processes and hosts: a second waits for the first to end.
        Raises StorageUnavailable when the database cannot be reached."""
        ...
