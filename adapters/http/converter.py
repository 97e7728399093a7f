"""The one cattrs converter: domain values out as camelCase JSON-ready dicts."""

from __future__ import annotations

import datetime as dt
import hashlib
import importlib
import importlib.metadata
import pathlib
import types
import typing

import attrs
import cattrs
import orjson
from cattrs.cols import is_namedtuple, namedtuple_dict_unstructure_factory
from cattrs.fns import identity
from cattrs.gen import make_dict_unstructure_fn, override

from domain.paging import Page
from ports.views import Rendered, RenderedList

JSON_SCALARS = frozenset({str, int, float, bool})
# The code that decides the JSON of a catalogue record on this side: the domain's records and labels and this
# converter. A store that renders records ahead of time names its own part (JsonRenderer.for_read_model).
RENDERING_CODE = ("domain.catalogue", "domain.labels", "domain.currencies", "domain.paging", "adapters.http.converter")
JSON_LIBRARIES = ("orjson", "cattrs", "attrs")


def camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def iso_utc(moment: dt.datetime) -> str:
    return moment.astimezone(dt.timezone.utc).isoformat().replace("+00:00", "Z")


def make_converter() -> cattrs.Converter:
    converter = cattrs.Converter()

    def page_data(data) -> object:
        # a page the read model holds as one JSON array goes out as that text; else item by item
        if type(data) is RenderedList:
            return orjson.Fragment(data.json)
        return [converter.unstructure(item) for item in data]

    def camel_case(cls):
        names = {
            field.name: override(rename=field.metadata.get("json_name") or camel(field.name))
            for field in attrs.fields(cls)
        }
        if cls is Page:
            names["data"] = override(rename="data", unstruct_hook=page_data)
            # a search's pages only, as its own type says (domain.finding.SearchMatch)
            names["match"] = override(rename="match", omit_if_default=True, unstruct_hook=converter.unstructure)
        return make_dict_unstructure_fn(cls, converter, _cattrs_include_init_false=True, **names)

    def camel_case_tuple(cls):
        names = {name: override(rename=camel(name)) for name in cls._fields}
        return namedtuple_dict_unstructure_factory(cls, converter, **names)

    converter.register_unstructure_hook_factory(attrs.has, camel_case)
    converter.register_unstructure_hook_factory(is_namedtuple, camel_case_tuple)
    # `str | None` and the like pass through as they are; registered as cattrs' own identity, the generated
    # functions read the attribute inline instead of calling a union dispatcher for every value
    converter.register_unstructure_hook_func(_optional_scalar, identity)
    converter.register_unstructure_hook(dt.datetime, iso_utc)
    converter.register_unstructure_hook(dt.date, dt.date.isoformat)
    # JSON a store rendered ahead of time with this converter (the catalogue's read model) goes out as it is
    converter.register_unstructure_hook(Rendered, lambda rendered: orjson.Fragment(rendered.json))
    return converter


class JsonRenderer:
    """A domain value to the JSON text the API sends for it (what the JSON media handler would write).

    `fingerprint` names the code that decides that text (for_read_model), so that a store keeping rendered
    text can tell when it is stale; `cdn_base_url`, when given, is the base a store writes the URLs
    of what it renders with (its process's own, so that servers sharing its settings send the text as is).
    """

    def __init__(self, converter: cattrs.Converter, fingerprint: str, cdn_base_url: str | None = None) -> None:
        self._unstructure = converter.unstructure
        self.fingerprint = fingerprint
        self.cdn_base_url = cdn_base_url

    def __call__(self, value) -> str:
        return orjson.dumps(self._unstructure(value)).decode()

    @classmethod
    def for_read_model(cls, cdn_base_url: str | None, store_code: tuple[str, ...] = ()) -> JsonRenderer:
        """The renderer of a store's read model: the fingerprint covers RENDERING_CODE, the store's own modules
        that decide the text (`store_code`) and the JSON libraries' versions, so new code renders again."""
        return cls(make_converter(), fingerprint((*RENDERING_CODE, *store_code)), cdn_base_url)


def fingerprint(modules: tuple[str, ...]) -> str:
    """A digest of the modules' source files and of the JSON libraries' versions."""
    digest = hashlib.sha256()
    for name in modules:
        digest.update(pathlib.Path(importlib.import_module(name).__file__).read_bytes())
    for package in JSON_LIBRARIES:
        digest.update(f"{package} {importlib.metadata.version(package)}".encode())
    return digest.hexdigest()[:32]


def _optional_scalar(declared) -> bool:
    members = set(typing.get_args(declared))
    return (
        typing.get_origin(declared) in (typing.Union, types.UnionType)
        and type(None) in members
        and members - {type(None)} <= JSON_SCALARS
    )
