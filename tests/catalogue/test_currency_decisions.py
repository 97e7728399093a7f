"""Every currency the bundled catalogue names is decided one way or the other (domain/currencies.py): an ISO 4217
code, or none on purpose. The codes themselves are tests/unit/test_currency_codes.py."""

from domain.currencies import ISO_4217, NO_ISO_CODE
from tests.catalogue.bundled import TYPES


def test_every_currency_of_the_bundled_catalogue_is_decided():
    named = {entry["type"]["currency"] for entry in TYPES} - {None}
    assert sorted(named - set(ISO_4217) - set(NO_ISO_CODE)) == []
