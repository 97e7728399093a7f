"""Reading a pool mapping file (docs/pool-format.md) and resolving its types against the catalogue."""

from __future__ import annotations

import json
import os
import pathlib
import re
import typing

from domain.errors import NotFound
from domain.pool import MAX_TOKEN_ID, TokenMapping
from ports.catalogue import CatalogueRepository

FORMAT = "goldcoins-pool/1"
SLUG = r"[a-z0-9]+(?:-[a-z0-9]+)*"
TYPE_PATH = re.compile(rf"({SLUG})/({SLUG})/({SLUG})")
ENTRY_KEYS = {"tokenId", "type", "condition"}
CONDITION = re.compile(r"[a-z0-9]+(?:_[a-z0-9]+)*")

Problem = tuple[str, str, str]  # (entry, field, message)


class InvalidPoolFile(ValueError):
    """`problems` lists (entry, field, message); nothing is written when any exists."""

    def __init__(self, problems: typing.Iterable[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(f"{e}: {f}: {m}" for e, f, m in self.problems[:3]))


def read_pool_file(path: str | os.PathLike[str], catalogue: CatalogueRepository) -> list[TokenMapping]:
    """The file's mappings with their catalogue type ids; raises InvalidPoolFile listing every problem."""
    try:
        document = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InvalidPoolFile([("-", "-", f"cannot read {path}: {exc}")]) from exc
    if (
        not isinstance(document, dict)
        or document.get("format") != FORMAT
        or not isinstance(document.get("entries"), list)
    ):
        raise InvalidPoolFile([("-", "format", f'expected {{"format": "{FORMAT}", "entries": [...]}}')])
    problems: list[Problem] = []
    mappings: list[TokenMapping] = []
    seen: set[int] = set()
    for index, entry in enumerate(document["entries"]):
        mapping = _entry(f"entries[{index}]", entry, catalogue, seen, problems)
        if mapping is not None:
            mappings.append(mapping)
    if problems:
        raise InvalidPoolFile(problems)
    return mappings


def _entry(
    where: str, entry: object, catalogue: CatalogueRepository, seen: set[int], problems: list[Problem]
) -> TokenMapping | None:
    if not isinstance(entry, dict):
        problems.append((where, "-", "an entry is an object"))
        return None
    before = len(problems)
    problems.extend((where, key, "unknown key") for key in sorted(set(entry) - ENTRY_KEYS))
    token_id = _token_id(where, entry.get("tokenId"), seen, problems)
    condition = entry.get("condition")
    if not isinstance(condition, str) or len(condition) > 64 or not CONDITION.fullmatch(condition):
        problems.append((where, "condition", "lower_snake_case, at most 64 characters (e.g. uncirculated)"))
    type_id = _type_id(where, entry.get("type"), catalogue, problems)
    if len(problems) > before:
        return None
    # No problem was added, so every check above passed.
    assert token_id is not None and type_id is not None and isinstance(condition, str)
    return TokenMapping(token_id=token_id, type_id=type_id, condition=condition)


def _token_id(where: str, raw: object, seen: set[int], problems: list[Problem]) -> int | None:
    if isinstance(raw, str) and raw.isdigit() and raw.isascii():
        raw = int(raw)
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw <= MAX_TOKEN_ID:
        problems.append((where, "tokenId", "an unsigned 256-bit integer (number or decimal string)"))
        return None
    if raw in seen:
        problems.append((where, "tokenId", f"token {raw} is mapped twice"))
    seen.add(raw)
    return raw


def _type_id(where: str, raw: object, catalogue: CatalogueRepository, problems: list[Problem]) -> str | None:
    match = TYPE_PATH.fullmatch(raw) if isinstance(raw, str) else None
    if match is None:
        problems.append((where, "type", '"rootIssuerSlug/seriesSlug/typeSlug"'))
        return None
    try:
        return catalogue.coin_type(*match.groups()).id
    except NotFound:
        problems.append((where, "type", f"no catalogue type {raw}"))
        return None
