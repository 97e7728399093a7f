"""The pure rules of prices: gram price, re-basing on the dollar, significant digits, freshness."""

import datetime as dt

import pytest

from domain.prices import (
    Fetched,
    ImplausiblePrice,
    RatesTable,
    Served,
    SpotPrice,
    UsdRateMissing,
    newest,
    significant,
)

NOON = dt.datetime(2024, 11, 29, 12, 0, tzinfo=dt.timezone.utc)
MINUTE = dt.timedelta(seconds=60)
TOLERANCE = dt.timedelta(seconds=5)


def test_the_gram_price_is_the_ounce_price_over_a_troy_ounce_in_grams():
    spot = SpotPrice.per_troy_ounce(3110.34768, NOON, "test")
    assert spot.price_per_gram == 100.0
    assert SpotPrice.per_troy_ounce(2000, NOON, "test").price_per_gram == 64.3015  # 2000/31.1034768=64.30149…


def test_a_spot_price_is_gold_in_dollars():
    spot = SpotPrice.per_troy_ounce(2000, NOON, "test")
    assert (spot.metal, spot.currency, spot.as_of) == ("XAU", "USD", NOON)


@pytest.mark.parametrize("price", [0, -1, float("nan"), float("inf"), True, "2000", None])
def test_a_price_that_is_not_a_positive_number_is_implausible(price):
    with pytest.raises(ImplausiblePrice):
        SpotPrice.per_troy_ounce(price, NOON, "test")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (149.891150023, 149.891),
        (0.946521533, 0.946522),
        (15868.17794, 15868.2),
        (1234567.0, 1234570.0),
        (1.0, 1.0),
    ],
)
def test_values_keep_six_significant_digits(value, expected):
    assert significant(value) == expected


def test_euro_rates_are_rebased_on_the_dollar_and_gain_eur():
    table = RatesTable.from_euro_rates({"USD": 1.25, "GBP": 0.85, "JPY": 160.0}, NOON.date(), "ecb")
    assert table.base == "USD"
    assert table.rates == {"EUR": 0.8, "GBP": 0.68, "JPY": 128.0, "USD": 1.0}  # 1/1.25, 0.85/1.25, 160/1.25


def test_euro_rates_without_usd_cannot_be_rebased():
    with pytest.raises(UsdRateMissing):
        RatesTable.from_euro_rates({"GBP": 0.85}, NOON.date(), "ecb")


def test_a_zero_euro_rate_is_implausible():
    with pytest.raises(ImplausiblePrice):
        RatesTable.from_euro_rates({"USD": 1.25, "GBP": 0.0}, NOON.date(), "ecb")


def test_the_empty_table_is_in_dollars_with_no_date_and_no_feed():
    assert RatesTable.empty() == RatesTable(base="USD", rates={}, date=None, source="none")


def test_a_value_is_fresh_until_its_window_has_passed():
    fetched = Fetched("value", NOON)
    assert fetched.is_fresh(NOON + dt.timedelta(seconds=59.9), MINUTE, TOLERANCE)
    assert not fetched.is_fresh(NOON + MINUTE, MINUTE, TOLERANCE)


def test_the_seconds_left_count_down_to_zero_and_never_below():
    fetched = Fetched("value", NOON)
    assert fetched.seconds_left(NOON, MINUTE, TOLERANCE) == 60
    assert fetched.seconds_left(NOON + dt.timedelta(seconds=20.5), MINUTE, TOLERANCE) == 39
    assert fetched.seconds_left(NOON + dt.timedelta(hours=1), MINUTE, TOLERANCE) == 0


def test_a_value_fetched_by_a_clock_ahead_of_ours_within_the_tolerance_is_fresh_for_at_most_its_window():
    assert Fetched("value", NOON + dt.timedelta(seconds=4)).seconds_left(NOON, MINUTE, TOLERANCE) == 60


def test_a_value_fetched_in_our_future_is_stale_when_the_feed_gives_no_moment_of_its_own():
    ahead = Fetched("value", NOON + dt.timedelta(hours=1))
    served = ahead.served(NOON, MINUTE, TOLERANCE)
    assert (served.stale, served.fresh_for) == (True, 0)
    assert not Fetched("value", NOON + dt.timedelta(seconds=6)).is_fresh(NOON, MINUTE, TOLERANCE)


def test_a_value_fetched_in_our_future_is_as_old_as_the_feed_says_it_is():
    ahead = Fetched("value", NOON + dt.timedelta(hours=1), as_of=NOON - dt.timedelta(seconds=20))
    assert ahead.served(NOON, MINUTE, TOLERANCE) == Served("value", stale=False, fresh_for=40)
    assert not ahead.is_fresh(NOON + dt.timedelta(seconds=40), MINUTE, TOLERANCE)


def test_a_value_whose_fetch_and_feed_moments_are_both_in_our_future_is_stale():
    stepped_back = Fetched("value", NOON + dt.timedelta(hours=1), as_of=NOON + dt.timedelta(hours=1))
    assert not stepped_back.is_fresh(NOON, MINUTE, TOLERANCE)


def test_served_says_whether_the_value_is_past_its_window():
    fetched = Fetched("value", NOON)
    assert fetched.served(NOON + dt.timedelta(seconds=10), MINUTE, TOLERANCE).stale is False
    late = fetched.served(NOON + dt.timedelta(seconds=90), MINUTE, TOLERANCE)
    assert (late.value, late.stale, late.fresh_for) == ("value", True, 0)


def test_the_newest_of_two_fetches_wins_and_none_is_ignored():
    older, younger = Fetched("old", NOON), Fetched("young", NOON + MINUTE)
    assert newest(NOON + MINUTE, TOLERANCE, older, None, younger) is younger
    assert newest(NOON, TOLERANCE, None, None) is None


def test_a_fetch_stamped_in_our_future_loses_to_one_we_can_believe_but_beats_nothing():
    believed, future = Fetched("now", NOON), Fetched("future", NOON + dt.timedelta(hours=1))
    assert newest(NOON, TOLERANCE, future, believed) is believed
    assert newest(NOON, TOLERANCE, future, None) is future
