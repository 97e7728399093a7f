"""The catalogue's records as the API sends them, kept ready by a store with a read model.

A read model is an optimisation inside the store, never the only way to an answer: a CatalogueRepository's
hot reads (ports.catalogue) answer a `Rendered` record where the store keeps one for this process, and the
domain value otherwise, decided by the store in the same read. When it is a record, its JSON is what the API's
converter would write for the domain value (the contract suite checks that).
"""

import collections.abc
import typing

import attrs


@attrs.frozen
class Rendered:
    """A catalogue record as a store with a read model keeps it: the record's id and the JSON the API sends
    for its domain value, rendered ahead of time with the API's own converter (which writes `json` out as it
    is)."""

    id: str
    json: str


class RenderedList(collections.abc.Sequence[Rendered]):
    """A page of records a store with a read model read as one text: `json` is their JSON array as the API
    sends it (a str, or its UTF-8 bytes), which the converter writes out as it is. As a sequence it holds the
    page's `Rendered` records, split out of that text (by `split`, the store's own) only when something asks
    for them."""

    __slots__ = ("json", "_length", "_split", "_records")
    json: str | bytes
    _length: int
    _split: typing.Callable[[], list[Rendered]]
    _records: list[Rendered] | None

    def __init__(self, json: str | bytes, length: int, split: typing.Callable[[], list[Rendered]]) -> None:
        self.json, self._length, self._split, self._records = json, length, split, None

    def _all(self) -> list[Rendered]:
        if self._records is None:
            self._records = self._split()
        return self._records

    @typing.overload
    def __getitem__(self, index: int) -> Rendered: ...

    @typing.overload
    def __getitem__(self, index: slice) -> list[Rendered]: ...

    def __getitem__(self, index: int | slice) -> Rendered | list[Rendered]:
        return self._all()[index]

    def __len__(self) -> int:
        return self._length

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, collections.abc.Sequence) else NotImplemented

    def __repr__(self) -> str:
        return f"RenderedList({self._all()!r})"
