"""A catalogue file's bytes into its JSON document, within bounds checked before anything recursive runs (the
JSON parser, the schema's validator and the reader each recurse once per level of nesting): the file's size,
its nesting, the length of each number. Then what JSON allows and a JSON Schema cannot see: a key given twice in
one object (a parser keeps the last), and a lone UTF-16 surrogate (a `\\ud800` escape without its pair: no
character, which no database stores). The bounds are the format's (docs/catalogue-format.md, Bounds)."""

from __future__ import annotations

import collections
import itertools
import json
import math
import pathlib
import re
import typing

from services.catalogue_format.schema import Problem, place, record_at, shown

MAX_FILE_BYTES = 16 * 2**20  # the largest bundled file holds 1.2 MB
MAX_DEPTH = 32  # arrays and objects within each other; the bundled files go 16 deep
MAX_NUMBER_LENGTH = 40  # characters: a 64-bit integer has 20, a double's shortest form 24

_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_STRING = re.compile(rb'"[^"]*"')
_NOT_STRUCTURE = bytes(set(range(256)) - set(b'"[]{}'))  # UTF-8 never uses these bytes inside a character
_STEP = [0] * 256
_STEP[ord("[")] = _STEP[ord("{")] = 1
_STEP[ord("]")] = _STEP[ord("}")] = -1
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")
REPEATED = "is given twice in the record (JSON would keep the last)"
LONE = "a lone UTF-16 surrogate (half of a pair: no character)"


class Refused(ValueError):
    """The file as a whole is outside the format's bounds: one problem, no record to name."""


def read_bytes(file: pathlib.Path) -> bytes:
    """The file's bytes, never more than the bound (a FIFO or /dev/zero is refused, not read forever)."""
    with file.open("rb") as stream:
        raw = stream.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise Refused(f"is larger than {MAX_FILE_BYTES // 2**20} MiB, the most a catalogue file may hold")
    return raw


def check_nesting(raw: bytes) -> None:
    """Counted on the bytes without recursion or a Python loop over them: escapes dropped, then everything but
    quotes and brackets, then each string (two quotes with only brackets between them)."""
    structure = _ESCAPE.sub(b"", raw).translate(None, _NOT_STRUCTURE).replace(b'""', b"")
    depth = max(itertools.accumulate(map(_STEP.__getitem__, _STRING.sub(b"", structure))), default=0)
    if depth > MAX_DEPTH:
        raise Refused(f"is nested {depth} levels deep: at most {MAX_DEPTH}")


def load(file: str, text: str) -> tuple[typing.Any, list[Problem]]:
    """The document in `text` (already within the bounds) and the problems JSON lets through."""
    repeated: dict[int, list[str]] = {}

    def record(pairs: list[tuple[str, typing.Any]]) -> dict[str, typing.Any]:
        fields = dict(pairs)
        if len(fields) < len(pairs):
            counted = collections.Counter(key for key, _ in pairs)
            repeated[id(fields)] = [key for key in counted if counted[key] > 1]
        return fields

    document = json.loads(
        text, object_pairs_hook=record, parse_int=_whole, parse_float=_finite, parse_constant=_refuse_constant
    )
    if not repeated and not _SURROGATE_ESCAPE.search(text):
        return document, []
    return document, _oddities(file, document, repeated)


def _oddities(file: str, document: typing.Any, repeated: dict[int, list[str]]) -> list[Problem]:
    """Walked only when the parse saw a repeated key or a surrogate's escape: never for a sound file."""
    problems = []
    for steps, node in _walk(document):
        if isinstance(node, dict):
            where = record_at(document, steps)
            twice = [(file, where, shown(key), REPEATED) for key in repeated.get(id(node), [])]
            halves = [(file, where, shown(key), f"is a key holding {LONE}") for key in node if _SURROGATE.search(key)]
            problems += twice + halves
        elif isinstance(node, str) and (found := _SURROGATE.search(node)):
            problems.append((file, *place(document, steps), f"holds {ascii(found.group())}, {LONE}"))
    return problems


def _walk(document: typing.Any) -> typing.Iterator[tuple[list[typing.Any], typing.Any]]:
    """Every node with its path, in the file's order, without recursion."""
    pending: list[tuple[list[typing.Any], typing.Any]] = [([], document)]
    while pending:
        steps, node = pending.pop()
        yield steps, node
        children = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        pending.extend(reversed([([*steps, step], child) for step, child in children]))


def _whole(text: str) -> int:
    _short(text)
    return int(text)


def _finite(text: str) -> float:
    """1e400 reads as infinity: refused like any figure that is not a finite number."""
    _short(text)
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is not a finite number")
    return value


def _short(text: str) -> None:
    if len(text) > MAX_NUMBER_LENGTH:
        raise Refused(f"holds a number written with {len(text)} characters ({text[:8]}…): at most {MAX_NUMBER_LENGTH}")


def _refuse_constant(name: str) -> float:
    """JSON has no NaN or Infinity (Python's reader accepts them): a figure must be a number."""
    raise ValueError(f"{name} is not a number JSON allows (figures must be finite numbers)")
