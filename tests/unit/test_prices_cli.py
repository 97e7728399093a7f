"""`goldcoins prices refresh` over fake feeds: prints what it stored, exits non-zero on any failure."""

import argparse

import pytest

from adapters.cli import prices as prices_cli
from app import Adapters, Root
from tests.conftest import make_settings
from tests.fakes.feeds import FakeRatesFeed, FakeSpotFeed, FeedClock
from tests.fakes.price_cache import InMemoryPriceCache


def run(argv, adapters: dict) -> int:
    parser = argparse.ArgumentParser(prog="goldcoins")
    prices_cli.add(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.handler(args, Root(make_settings(), Adapters(clock=FeedClock(), **adapters)))


@pytest.fixture
def feeds():
    return FakeSpotFeed(2400.0), FakeRatesFeed(), InMemoryPriceCache()


def wired(spot_feed, rates_feed, cache) -> dict:
    return {"spot_feed": spot_feed, "rates_feed": rates_feed, "price_cache": cache}


def test_refresh_fetches_both_feeds_and_stores_them(feeds, capsys):
    assert run(["prices", "refresh"], wired(*feeds)) == 0
    assert set(feeds[2].rows) == {"spot", "rates"}
    out = capsys.readouterr().out
    assert "spot: 2400.0 USD/oz, 77.1618 USD/g" in out
    assert "rates: 4 currencies per USD for 2024-11-29 from fake-rates" in out


def test_refresh_exits_non_zero_naming_the_feed_that_failed(feeds, capsys):
    spot_feed, rates_feed, cache = feeds
    rates_feed.failing = True
    assert run(["prices", "refresh"], wired(*feeds)) == 1
    assert "rates failed: the fake feed is down" in capsys.readouterr().err
    assert set(cache.rows) == {"spot"}


def test_refresh_fails_when_the_price_cache_cannot_store(feeds, capsys):
    feeds[2].down = True
    assert run(["prices", "refresh"], wired(*feeds)) == 1
    assert "spot failed: the in-memory price cache is switched off" in capsys.readouterr().err


def test_refresh_without_price_feeds_wired_says_so(capsys):
    assert run(["prices", "refresh"], {}) == 2
    assert "no price feeds are configured" in capsys.readouterr().err
