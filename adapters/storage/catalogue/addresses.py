"""Where the types of the imported trees are, and were: each type the files hold matched to its stored row, so a type
moved to another series or renamed keeps its id (docs/catalogue-format.md, "Ids and re-imports"), and the addresses
it had kept in type_former_path, so they redirect to it."""

from __future__ import annotations

import collections

import attrs

from adapters.storage.catalogue.models import FormerTypePath, SeriesRow, TypeRow


@attrs.frozen
class StoredTree:
    """The types the database holds in the imported trees, with their addresses ("root/series/slug")."""

    rows: dict  # (series id, slug) → row
    series: dict  # series id → (root slug, series slug)

    @classmethod
    def of(cls, roots: dict) -> StoredTree:
        """`roots`: root issuer id → slug."""
        query = SeriesRow.select(SeriesRow.id, SeriesRow.root, SeriesRow.slug).where(SeriesRow.root.in_(list(roots)))
        series = {row.id: (roots[row.root_id], row.slug) for row in query}
        columns = (TypeRow.id, TypeRow.series, TypeRow.slug, TypeRow.content_hash)
        found = TypeRow.select(*columns).where(TypeRow.series.in_(list(series)))
        return cls({(row.series_id, row.slug): row for row in found}, series)

    def path(self, row) -> str:
        return "/".join((*self.series[row.series_id], row.slug))

    def match(self, wanted: dict) -> dict:
        """Each wanted type's row, for `wanted` (series id, slug) → (address, formerly): the row at an address its
        `formerly` names, else the row at its own address, else the one row of its tree with its slug that no
        wanted type holds (a type moved to another series), where that one is the only one either way."""
        at = {self.path(row): row for row in self.rows.values()}
        found: dict = {}
        taken: set = set()

        def claim(key, row) -> None:
            found[key] = row
            taken.add(row.id)

        for key, (_, formerly) in wanted.items():
            row = next((at[p] for p in formerly if p in at and at[p].id not in taken), None)
            if row is not None and (row.series_id, row.slug) not in wanted:
                claim(key, row)
        for key in wanted:
            row = self.rows.get(key)
            if key not in found and row is not None and row.id not in taken:
                claim(key, row)
        homeless = collections.defaultdict(list)  # (root, slug) → rows no wanted type holds
        for row in self.rows.values():
            if row.id not in taken:
                homeless[(self.series[row.series_id][0], row.slug)].append(row)
        newcomers = collections.Counter((path.split("/", 1)[0], key[1]) for key, (path, _) in wanted.items())
        for key, (path, _) in wanted.items():
            place = (path.split("/", 1)[0], key[1])
            if key not in found and len(homeless[place]) == 1 and newcomers[place] == 1:
                claim(key, homeless[place][0])
        return found


def keep_former_paths(type_id: int, paths: list) -> None:
    """Each address the type had redirects to it: kept, or taken over from a type that had it before."""
    for path in paths:
        updated = FormerTypePath.update(coin_type=type_id).where(FormerTypePath.path == path).execute()
        if not updated:
            FormerTypePath.insert(path=path, coin_type=type_id).execute()


def forget_taken_addresses(paths: list) -> None:
    """A former address a type holds now is that type's again, not a redirect."""
    for start in range(0, len(paths), 500):
        FormerTypePath.delete().where(FormerTypePath.path.in_(paths[start : start + 500])).execute()
