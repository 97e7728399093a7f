"""`goldcoins prices refresh`: fetch the spot price and the rates now and store them (for cron)."""

import sys

from adapters.cli import one_line
from ports.errors import Unavailable


def add(commands) -> None:
    prices = commands.add_parser("prices", help="gold spot price and conversion rates")
    sub = prices.add_subparsers(dest="prices_command", required=True)
    sub.add_parser(
        "refresh", help="fetch the spot price and the rates now and store them; exits non-zero when either fails"
    ).set_defaults(handler=refresh)


def refresh(args, root) -> int:
    adapters = root.adapters()
    if adapters.spot_feed is None and adapters.rates_feed is None:
        print(
            "goldcoins: prices refresh: no price feeds are configured (GOLDCOINS_SPOT_PROVIDER, "
            "GOLDCOINS_RATES_PROVIDER)",
            file=sys.stderr,
        )
        return 2
    prices = root.prices()
    steps = (("spot", prices.refresh_spot, _spot_line), ("rates", prices.refresh_rates, _rates_line))
    outcomes = [_run(name, step, describe) for name, step, describe in steps]
    return 0 if all(outcomes) else 1


def _run(name: str, step, describe) -> bool:
    try:
        fetched = step()
    except Unavailable as exc:
        print(f"goldcoins: prices refresh: {name} failed: {one_line(exc)}", file=sys.stderr)
        return False
    print(f"{name}: {describe(fetched.value)} (fetched {fetched.fetched_at.isoformat()})")
    return True


def _spot_line(spot) -> str:
    return (
        f"{spot.price_per_ounce} USD/oz, {spot.price_per_gram} USD/g as of {spot.as_of.isoformat()} from {spot.source}"
    )


def _rates_line(table) -> str:
    return f"{len(table.rates)} currencies per USD for {table.date} from {table.source}"
