"""Contract return values and event logs → domain values. The only place that knows their layout."""

from __future__ import annotations

import attrs

from domain.machines import MachineConfig, OddsRow, PoolEntryState, TierState
from domain.pulls import Prize, PullFailure, PullOpened, PullRecord, PullRefund, PullSettlement


def machine_config(address: str, chain_id: int, raw) -> MachineConfig:
    """`raw` is PullMachine.config(): (oddsVersion, odds[], maxPriceAge, tiers[], blockTimestamp)."""
    odds_version, odds, max_price_age, tiers, block_timestamp = raw
    return MachineConfig(
        address=address,
        chain_id=chain_id,
        odds_version=odds_version,
        max_price_age=max_price_age,
        odds=tuple(
            OddsRow(label=label, chance_bps=chance, min_multiplier_bps=low, max_multiplier_bps=high)
            for label, chance, low, high in odds
        ),
        tiers=tuple(
            TierState(tier=tier, price=price, pool=tuple(_entry(e) for e in pool)) for tier, price, pool in tiers
        ),
        block_timestamp=block_timestamp,
    )


def _entry(raw) -> PoolEntryState:
    token_id, house_price, updated_at, outstanding, max_outstanding, buyback = raw
    return PoolEntryState(
        token_id=token_id,
        house_price=house_price,
        price_updated_at=updated_at,
        outstanding_ppm=outstanding,
        max_outstanding_ppm=max_outstanding,
        buyback_bps=buyback,
    )


def pull_records(events) -> list[PullRecord]:
    """`events`: processed logs (web3 EventData) of the four pull events, in chain order."""
    records: dict[int, PullRecord] = {}
    for event in events:
        args, name = event["args"], event["event"]
        tx_hash = event["transactionHash"].to_0x_hex()
        if name == "PullOpened":
            records[args["requestId"]] = PullRecord(opened=_opened(event, tx_hash))
        elif args["requestId"] in records:  # what follows a pull opened before the deployment block is moot
            records[args["requestId"]] = _follow(records[args["requestId"]], name, args, tx_hash)
    return list(records.values())


def _opened(event, tx_hash: str) -> PullOpened:
    args = event["args"]
    return PullOpened(
        request_id=args["requestId"],
        player=args["player"],
        tier=args["tier"],
        price=args["price"],
        opened_at=args["openedAt"],
        deadline=args["deadline"],
        tx_hash=tx_hash,
        block_number=event["blockNumber"],
        log_index=event["logIndex"],
    )


def _follow(record: PullRecord, name: str, args, tx_hash: str) -> PullRecord:
    if name == "PullSettled":
        prizes = tuple(Prize(token_id=t, ppm=p) for t, p in zip(args["tokenIds"], args["ppms"], strict=True))
        return attrs.evolve(
            record,
            settlement=PullSettlement(
                multiplier_bps=args["multiplierBps"], value=args["value"], tx_hash=tx_hash, prizes=prizes
            ),
        )
    if name == "PullFailed":
        return attrs.evolve(record, failure=PullFailure(reason=args["reason"], tx_hash=tx_hash))
    return attrs.evolve(record, refund=PullRefund(amount=args["amount"], tx_hash=tx_hash))
