"""A type's currencyCode is the ISO 4217 code of its currency where ISO coded it (domain/currencies.py); that every
currency the bundled catalogue names is decided one way or the other is tests/catalogue/test_currency_decisions.py."""

import re

import pytest

from domain.currencies import ISO_4217, NO_ISO_CODE, currency_code


@pytest.mark.parametrize(
    "currency, code",
    [
        ("Pound sterling", "GBP"),
        ("US dollar", "USD"),
        ("South African rand", "ZAR"),
        ("Euro", "EUR"),
        ("French franc", "FRF"),
        ("German gold mark", None),
        ("Russian rouble", None),  # the imperial rouble
        ("Russian Federation rouble", "RUB"),  # today's, since 1998
        ("Icelandic old króna", "ISJ"),  # before 1981's 100 to 1
        (None, None),
        ("A currency nobody entered", None),
    ],
)
def test_a_currency_has_its_iso_code_or_none(currency, code):
    assert currency_code(currency) == code


def test_codes_are_three_capitals_and_no_currency_is_on_both_lists():
    assert all(re.fullmatch(r"[A-Z]{3}", code) for code in ISO_4217.values())
    assert set(ISO_4217).isdisjoint(NO_ISO_CODE)
