"""The melt value in a display currency, in the domain: fine weight at spot, converted at the day's reference rate,
unknown staying null, and a currency no table lists refused with the ones it does."""

import datetime as dt

import pytest

from domain.prices import MeltQuote, RatesTable, Served, SpotPrice, UnknownCurrency

MOMENT = dt.datetime(2024, 11, 29, 15, tzinfo=dt.timezone.utc)
SPOT = Served(SpotPrice.per_troy_ounce(2400.0, MOMENT, "feed"), stale=False, fresh_for=60)
TABLE = Served(RatesTable.from_euro_rates({"USD": 1.25, "JPY": 160.0}, MOMENT.date(), "ecb"), stale=False, fresh_for=0)
STALE_TABLE = Served(TABLE.value, stale=True, fresh_for=0)


def test_a_quote_in_a_listed_currency_converts_the_spot_at_the_days_rate():
    quote = MeltQuote.of(SPOT, STALE_TABLE, "JPY")  # 1 USD = 128 JPY
    value = quote.melt_value(31.1035)
    assert value is not None
    assert (value.currency, value.price_per_gram, value.rate_date) == ("JPY", 9876.71, MOMENT.date())
    assert value.amount == round(31.1035 * SPOT.value.price_per_gram * 128, 2)
    assert quote.price_per_ounce == 307200.0
    assert value.stale  # the rates were past their window


def test_a_quote_in_dollars_needs_no_rate():
    value = MeltQuote.of(SPOT, None, "USD").melt_value(7.3224)
    assert value is not None
    assert (value.amount, value.rate_date, value.stale) == (round(7.3224 * SPOT.value.price_per_gram, 2), None, False)


def test_a_type_whose_fine_weight_is_unknown_has_no_melt_value():
    assert MeltQuote.of(SPOT, TABLE, "EUR").melt_value(None) is None


@pytest.mark.parametrize("table", [TABLE, None])
def test_a_currency_the_table_lacks_is_refused_with_the_ones_it_lists(table):
    with pytest.raises(UnknownCurrency) as refused:
        MeltQuote.of(SPOT, table, "XAF")
    assert refused.value.known == ([] if table is None else ["EUR", "JPY", "USD"])
