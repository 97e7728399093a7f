"""Peewee rows of the catalogue; private to adapters/storage. Aggregates are refreshed by every import.

The tables are made by the migrations (adapters/storage/migrations), not from these classes: a field added
here needs a migration that adds its column."""

import peewee

from adapters.storage.db import database


class Row(peewee.Model):
    class Meta:
        database = database
        legacy_table_names = False


class MintRow(Row):
    slug = peewee.CharField(max_length=120, unique=True)
    name = peewee.CharField(max_length=200)
    search_name = peewee.CharField(max_length=200, index=True)
    letter = peewee.CharField(max_length=20, null=True)
    content_hash = peewee.CharField(max_length=64)
    updated_at = peewee.DateTimeField()
    series_count = peewee.IntegerField(default=0)
    issue_count = peewee.IntegerField(default=0)
    picture_id = peewee.IntegerField(null=True)
    stats = peewee.TextField(default="{}")

    class Meta:
        table_name = "mint"


class IssuerRow(Row):
    slug = peewee.CharField(max_length=120, unique=True)
    name = peewee.CharField(max_length=200)
    search_name = peewee.CharField(max_length=200, index=True)
    search_names = peewee.TextField(default="")  # the words of its name and of every issuer beneath it (search.py)
    aliases = peewee.TextField(default="[]")  # its other names, as JSON (searched as its name: search_index.py)
    sources = peewee.TextField(default="[]")  # the pages that use them, as JSON
    parent = peewee.ForeignKeyField("self", null=True, backref="children", on_delete="CASCADE")
    root_id = peewee.IntegerField(null=True, index=True)
    position = peewee.IntegerField(default=0)
    content_hash = peewee.CharField(max_length=64)
    updated_at = peewee.DateTimeField()
    series_count = peewee.IntegerField(default=0)
    type_count = peewee.IntegerField(default=0, index=True)
    picture_id = peewee.IntegerField(null=True)
    stats = peewee.TextField(default="{}")
    list_json = peewee.TextField(null=True)  # the list entry and the root's page, rendered at import (read_model.py)
    detail_json = peewee.TextField(null=True)

    class Meta:
        table_name = "issuer"
        indexes = ((("name", "id"), False),)


class SeriesRow(Row):
    root = peewee.ForeignKeyField(IssuerRow, on_delete="CASCADE")
    issuer = peewee.ForeignKeyField(IssuerRow, on_delete="CASCADE", index=True)
    slug = peewee.CharField(max_length=120)
    name = peewee.CharField(max_length=200)
    aliases = peewee.TextField(default="[]")
    search_name = peewee.CharField(max_length=200)
    mint = peewee.ForeignKeyField(MintRow, null=True, on_delete="SET NULL", index=True)
    content_hash = peewee.CharField(max_length=64)
    updated_at = peewee.DateTimeField()
    type_count = peewee.IntegerField(default=0)
    lead_type_id = peewee.IntegerField(null=True)
    stats = peewee.TextField(default="{}")

    class Meta:
        table_name = "series"
        indexes = ((("root", "slug"), True),)


class TypeRow(Row):
    series = peewee.ForeignKeyField(SeriesRow, on_delete="CASCADE")
    issuer = peewee.ForeignKeyField(IssuerRow, on_delete="CASCADE", index=True)
    root = peewee.ForeignKeyField(IssuerRow, on_delete="CASCADE", index=True)
    slug = peewee.CharField(max_length=120)
    title = peewee.CharField(max_length=300)
    sort_title = peewee.TextField(null=True, index=True)  # how titles order (m0005; NULL until db upgrade fills it)
    aliases = peewee.TextField(default="[]")  # what collectors call it (search.py)
    external_catalogue_id = peewee.IntegerField(null=True, index=True)
    category = peewee.CharField(max_length=40)
    ruler = peewee.CharField(max_length=200, null=True)
    min_year = peewee.IntegerField(null=True, index=True)
    max_year = peewee.IntegerField(null=True)
    value = peewee.CharField(max_length=100, null=True)
    value_numeric = peewee.DoubleField(null=True)
    currency = peewee.CharField(max_length=100, null=True)
    composition = peewee.CharField(max_length=40)
    fineness = peewee.DoubleField(index=True)
    weight = peewee.DoubleField(index=True)
    fine_weight = peewee.DoubleField(index=True)
    size_label = peewee.CharField(max_length=8, null=True)  # size_labels.py; indexed per list order
    size = peewee.DoubleField(null=True)
    thickness = peewee.DoubleField(null=True)
    shape = peewee.CharField(max_length=40)
    technique = peewee.CharField(max_length=40)
    orientation = peewee.CharField(max_length=40, null=True)
    references = peewee.TextField(default="[]")
    tags = peewee.TextField(default="[]")
    sources = peewee.TextField(default="[]")  # [{title, url, covers}] as the catalogue file has them
    commemorated_topic = peewee.TextField(null=True)
    comments = peewee.TextField(null=True)
    demonetized = peewee.BooleanField(default=False)
    legal_tender = peewee.BooleanField(default=False)
    sides = peewee.TextField(default="[]")
    thumbnail_path = peewee.CharField(max_length=500, null=True)
    thumbnail_is_cropped = peewee.BooleanField(default=False)
    content_hash = peewee.CharField(max_length=64)
    updated_at = peewee.DateTimeField()
    created_at = peewee.DateTimeField(null=True)  # m0008: none for types imported before it
    detail_json = peewee.TextField(null=True)  # the page, rendered at import (read_model.py; the entry: type_summary)

    class Meta:
        table_name = "coin_type"
        indexes = (
            (("series", "slug"), True),
            (("sort_title", "id"), False),
            (("min_year", "max_year"), False),
            (("id", "series", "root", "slug", "updated_at"), False),
            (("updated_at", "id"), False),
        )  # the sitemap's pages; what changed since (the change feed, updatedSince)


class FormerTypePath(Row):
    """An address a type had ("root/series/slug"): its old URL redirects to the type (m0006)."""

    path = peewee.CharField(max_length=400, primary_key=True)
    coin_type = peewee.ForeignKeyField(TypeRow, column_name="type_id", on_delete="CASCADE", index=True)

    class Meta:
        table_name = "type_former_path"


class TypeRemovalRow(Row):
    """A type an import removed: its id, the address it had (root/series/slug) and when (m0007)."""

    type_id = peewee.IntegerField()
    path = peewee.CharField(max_length=400)
    removed_at = peewee.DateTimeField()

    class Meta:
        table_name = "type_removal"
        primary_key = False  # rows are only added and read in time order
        indexes = ((("removed_at", "type_id"), False),)


class IssueRow(Row):
    coin_type = peewee.ForeignKeyField(TypeRow, on_delete="CASCADE", index=True)
    identity = peewee.CharField(max_length=500)
    position = peewee.IntegerField()
    is_dated = peewee.BooleanField()
    year = peewee.IntegerField(null=True)
    gregorian_year = peewee.IntegerField(null=True)
    min_year = peewee.IntegerField(null=True)
    max_year = peewee.IntegerField(null=True)
    mint_letter = peewee.CharField(max_length=20)
    mint = peewee.ForeignKeyField(MintRow, null=True, on_delete="SET NULL", index=True)
    marks = peewee.TextField(default="[]")
    finish = peewee.CharField(max_length=40)
    variety = peewee.CharField(max_length=200)
    mintage = peewee.BigIntegerField(null=True)
    references = peewee.TextField(default="[]")
    comment = peewee.TextField(null=True)

    class Meta:
        table_name = "issue"
        indexes = ((("coin_type", "identity"), True),)


class PictureRow(Row):
    coin_type = peewee.ForeignKeyField(TypeRow, on_delete="CASCADE", index=True)
    position = peewee.IntegerField()
    side = peewee.CharField(max_length=20)
    path = peewee.CharField(max_length=500)  # the large copy in the media store (adapters/media)
    thumbnail_path = peewee.CharField(max_length=500, null=True)  # the crop when `cropped`, else the small copy
    copyright = peewee.CharField(max_length=300, null=True)
    copyright_url = peewee.CharField(max_length=500, null=True)
    license = peewee.CharField(max_length=200, null=True)
    cropped = peewee.BooleanField(default=False)

    class Meta:
        table_name = "picture"


class HighlightRow(Row):
    issuer = peewee.ForeignKeyField(IssuerRow, on_delete="CASCADE", unique=True)
    position = peewee.IntegerField()

    class Meta:
        table_name = "highlight"


class CatalogueMeta(Row):
    key = peewee.CharField(max_length=50, primary_key=True)
    value = peewee.TextField()

    class Meta:
        table_name = "catalogue_meta"

    @classmethod
    def put(cls, key: str, value: str) -> None:
        cls.insert(key=key, value=value).on_conflict(conflict_target=[cls.key], update={cls.value: value}).execute()
