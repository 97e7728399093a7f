"""The catalogue format's JSON Schema (catalogue.schema.json, draft 2020-12): loaded once, and each file's
breaches of it turned into problems named by file, record and field as the rest of the import names them.

A file is first checked by a compiled validator (jsonschema_rs: the bundled catalogue in hundredths of a second
where jsonschema takes seconds). It is a gate, never the judge: a file it passes breaks no rule jsonschema would
find (the gate's copy of the schema is as strict or stricter, see _gate_schema), and a file it refuses is validated
again by jsonschema, whose errors alone become the problems: their messages, and what passes, stay jsonschema's."""

from __future__ import annotations

import functools
import importlib.resources
import json
import re
import typing

import jsonschema
import jsonschema_rs
from jsonschema.exceptions import ValidationError

Problem = tuple[str, str, str, str]
SCHEMA_FILE = "catalogue.schema.json"
SHOWN_LENGTH = 120  # characters of a key or slug a problem's line names


def schema_text() -> str:
    """The schema as published (GET /v1/schema/catalogue.json serves these bytes)."""
    return importlib.resources.files(__package__).joinpath(SCHEMA_FILE).read_text(encoding="utf-8")


@functools.cache
def _validator() -> typing.Any:
    # JSON Schema counts 2.0 as an integer; a year or a mintage written 2.0 is a slip, so it is refused
    checker = jsonschema.Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _, value: isinstance(value, int) and not isinstance(value, bool)
    )
    strict = jsonschema.validators.extend(jsonschema.Draft202012Validator, type_checker=checker)  # type: ignore[no-untyped-call]
    return strict(json.loads(schema_text()))


def breaches(file: str, document: object) -> list[Problem]:
    """Every place where `document` breaks the schema, in the order of the file."""
    if _passes_gate(document):
        return []
    errors = sorted(_validator().iter_errors(document), key=lambda e: [str(step) for step in e.absolute_path])
    problems = (problem for error in errors for problem in _problems(file, document, error))
    return list(dict.fromkeys(problems))  # each missing key once, though every `required` miss reports all


# What Python's `\\s` matches in a str pattern (str.isspace; tests/unit/test_catalogue_schema_gate.py checks it),
# in the Rust regex syntax of the gate: Rust's `\\s` leaves out U+001C..U+001F, so a name of those alone would pass.
PYTHON_SPACE = r"\x{9}-\x{d}\x{1c}-\x{20}\x{85}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}"
_ALIKE = re.compile(r"\\u[0-9a-fA-F]{4}")  # a character by its code: the same in both dialects
WHOLE = "x-whole-number"  # the gate's own keyword beside each "integer": a float (2.0) is no integer here


class _WholeNumber:
    """The gate's check that an integer is an int: JSON Schema counts 2.0 as an integer, the format does not."""

    def __init__(self, parent_schema: object, value: object, schema_path: object) -> None:
        pass

    def validate(self, instance: object) -> None:
        if isinstance(instance, float):
            raise ValueError(f"{instance} is not a whole number")


@functools.cache
def _gate() -> typing.Any:
    return jsonschema_rs.validator_for(_gate_schema(json.loads(schema_text())), keywords={WHOLE: _WholeNumber})


def _gate_schema(node: typing.Any) -> typing.Any:
    """The schema as the gate reads it, at least as strict as jsonschema with this module's integer: beside
    every "integer" the whole-number keyword, and each pattern's `\\s` and `\\S` spelled as Python reads them.
    A pattern with any other escape than those and `\\uXXXX` is refused here (a test compiles the shipped schema), as the two regex
    dialects might read it apart."""
    if isinstance(node, list):
        return [_gate_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    copy = {key: _gate_schema(value) for key, value in node.items()}
    types = node.get("type")
    if types == "integer" or (isinstance(types, list) and "integer" in types):
        copy[WHOLE] = True
    pattern = node.get("pattern")
    if isinstance(pattern, str):
        rust = pattern.replace("\\s", f"[{PYTHON_SPACE}]").replace("\\S", f"[^{PYTHON_SPACE}]")
        if "\\" in _ALIKE.sub("", rust.replace(PYTHON_SPACE, "")):
            raise ValueError(
                f"pattern {pattern!r}: only \\s, \\S and \\uXXXX are read alike by the gate and jsonschema"
            )
        copy["pattern"] = rust
    return copy


def _passes_gate(document: object) -> bool:
    try:
        return bool(_gate().is_valid(document))
    except Exception:  # a value the compiled validator cannot take (an int past 64 bits): jsonschema judges
        return False


def _problems(file: str, document: object, error: ValidationError) -> list[Problem]:
    steps = list(error.absolute_path)
    if error.validator == "required":
        record = record_at(document, steps)
        missing = [key for key in _listed(error) if key not in typing.cast(dict[str, object], error.instance)]
        return [(file, record, key, "is required") for key in missing]
    if error.validator == "additionalProperties":
        record = record_at(document, steps)
        extra = sorted(set(typing.cast(dict[str, object], error.instance)) - set(_schema(error).get("properties", {})))
        return [(file, record, shown(key), "unknown field") for key in extra]
    record, field = place(document, steps)
    return [(file, record, field, _message(error))]


def place(document: object, steps: list[typing.Any]) -> tuple[str, str]:
    """The record and the field of the value at `steps`: the field is its key, or key[index] for a list's
    entry; the record is the object holding it."""
    if len(steps) > 1 and isinstance(steps[-1], int):
        return record_at(document, steps[:-2]), f"{shown(steps[-2])}[{steps[-1]}]"
    return record_at(document, steps[:-1]), shown(steps[-1]) if steps else "-"


def record_at(document: object, steps: list[typing.Any]) -> str:
    """issuers[0]/south-africa/series[0]/krugerrand/types[1]/krugerrand-1-10oz: each list entry by its index,
    then its slug when it has one (a line of text: a slug breaking its own rules may be anything)."""
    parts: list[str] = []
    node = document
    for step in steps:
        node = node[step]  # type: ignore[index]
        if isinstance(step, int):
            parts[-1] = f"{parts[-1]}[{step}]"
            slug = node.get("slug") if isinstance(node, dict) else None
            if isinstance(slug, str) and slug.isprintable() and len(slug) <= SHOWN_LENGTH:
                parts.append(slug)
        else:
            parts.append(shown(step))
    return "/".join(parts) or "-"


def shown(key: object) -> str:
    """A key as a problem's line names it: as written when it is a short line of text, else escaped."""
    text = str(key)
    return text if text.isprintable() and len(text) <= SHOWN_LENGTH else repr(text[:SHOWN_LENGTH])


def _message(error: ValidationError) -> str:
    got = repr(error.instance)[:60] if isinstance(error.instance, str) else json.dumps(error.instance)[:40]
    wanted = _schema(error).get("description")
    if error.validator == "type" and error.instance is None:
        return "must not be null"
    instance: typing.Any = error.instance  # a string for these keywords, or a list for maxItems
    if error.validator == "pattern" and "\x00" in instance:
        return "holds a NUL character (\\u0000), which no text may"
    if error.validator == "maxLength":
        return f"is {len(instance)} characters long: at most {error.validator_value}"
    if error.validator == "maxItems":
        return f"lists {len(instance)} entries: at most {error.validator_value}"
    if error.validator == "enum":
        return f"{got} is not one of {', '.join(str(v) for v in _listed(error) if v is not None)}"
    if error.validator == "const":
        return f"must be {json.dumps(error.validator_value)}, got {got}"
    if error.validator == "uniqueItems":
        return "names an entry twice"
    if error.validator == "minItems":
        return f"name at least one of {', '.join(_schema(error).get('items', {}).get('enum', ['entry']))}"
    if error.validator == "pattern" and wanted:
        return f"{got} is not {wanted}"
    if wanted:
        return f"must be {wanted}, got {got}"
    return str(error.message)


def _schema(error: ValidationError) -> dict[str, typing.Any]:
    return dict(error.schema) if isinstance(error.schema, dict) else {}


def _listed(error: ValidationError) -> list[typing.Any]:
    """The keys `required` names, or the values `enum` allows."""
    return list(error.validator_value) if isinstance(error.validator_value, (list, tuple)) else []
