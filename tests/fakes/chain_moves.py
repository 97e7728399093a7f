"""The fake machine's pulls: the contract's rules, restated in Python (the contract suite keeps them equal)."""

from __future__ import annotations

import attrs

from domain.machines import is_stale
from domain.pulls import Prize, PullFailure, PullOpened, PullRecord, PullRefund, PullSettlement

LANE = 2**64 - 1  # the random word's three 64-bit lanes: roll, offset, pick
FIRST_REQUEST_ID = 2**255  # oracle request ids are large; they travel as decimal strings


class PullMoves:
    """Mixed into FakeChain; relies on its state."""

    def open_pull(self, player: str, tier: int) -> int:
        price, pool = self.tiers[tier] if tier < len(self.tiers) else (0, ())
        if not price or not pool or not self.odds_version:
            raise RuntimeError("tier closed")
        request_id = FIRST_REQUEST_ID + len(self.records)
        self.records[request_id] = PullRecord(
            opened=PullOpened(
                request_id=request_id,
                player=player,
                tier=tier,
                price=price,
                opened_at=self.now,
                deadline=self.now + self.oracle_timeout,
                tx_hash=self._tx(),
                block_number=self._txs,
                log_index=0,
            )
        )
        return request_id

    def settle(self, request_id: int, word: int = 0) -> None:
        record = self._open(request_id)
        if self.now > record.opened.deadline:
            raise RuntimeError("not open")
        pool = [self.entries[i] for i in self.tiers[record.opened.tier][1]]
        if any(is_stale(e, self.now, self.max_price_age) for e in pool):
            return self._fail(record, "stale price")
        entry = pool[(word >> 128 & LANE) % len(pool)]
        multiplier = self._draw(word)
        ppm = record.opened.price * multiplier * 10**6 // (10_000 * entry.house_price) if entry.house_price else 0
        if entry.outstanding_ppm + ppm > entry.max_outstanding_ppm:
            return self._fail(record, "sold out")
        self.entries[entry.token_id] = attrs.evolve(entry, outstanding_ppm=entry.outstanding_ppm + ppm)
        key = (record.opened.player, entry.token_id)
        self.owed[key] = self.owed.get(key, 0) + ppm
        prizes = (Prize(token_id=entry.token_id, ppm=ppm),) if ppm else ()
        self.records[request_id] = attrs.evolve(
            record,
            settlement=PullSettlement(
                multiplier_bps=multiplier, value=ppm * entry.house_price // 10**6, tx_hash=self._tx(), prizes=prizes
            ),
        )

    def fail(self, request_id: int, reason: str = "oracle error") -> None:
        self._fail(self._open(request_id), reason)

    def refund(self, request_id: int, by: str) -> None:
        record = self.records[request_id]
        expired = self._is_open(record) and self.now > record.opened.deadline
        if not (record.failure and not record.refund) and not expired:
            raise RuntimeError("not refundable")
        self.records[request_id] = attrs.evolve(
            record, refund=PullRefund(amount=record.opened.price, tx_hash=self._tx())
        )

    def claim(self, player: str, token_id: int) -> None:
        ppm = self.owed.pop((player, token_id), 0)
        if not ppm:
            raise RuntimeError("nothing owed")
        self.balances[(player, token_id)] = self.balances.get((player, token_id), 0) + ppm

    def sell(self, player: str, token_id: int, ppm: int) -> None:
        entry = self.entries[token_id]
        if self.desk_paused or player not in self.approvals or is_stale(entry, self.now, self.max_price_age):
            raise RuntimeError("desk refuses")
        if self.owed.get((player, token_id)):
            self.claim(player, token_id)
        payout = ppm * entry.house_price * entry.buyback_bps // (10**6 * 10**4)
        if payout > self.reserve or self.balances.get((player, token_id), 0) < ppm:
            raise RuntimeError("reserve or balance")
        self.balances[(player, token_id)] -= ppm
        self.reserve -= payout
        self.entries[token_id] = attrs.evolve(entry, outstanding_ppm=entry.outstanding_ppm - ppm)

    def _draw(self, word: int) -> int:
        roll, cumulative = (word & LANE) % 10_000, 0
        for row in self.odds:
            cumulative += row.chance_bps
            if roll < cumulative:
                span = row.max_multiplier_bps - row.min_multiplier_bps
                return row.min_multiplier_bps + (word >> 64 & LANE) % (span + 1)
        raise RuntimeError("odds")

    def _is_open(self, record: PullRecord) -> bool:
        return not (record.settlement or record.failure or record.refund)

    def _open(self, request_id: int) -> PullRecord:
        record = self.records[request_id]
        if not self._is_open(record):
            raise RuntimeError("not open")
        return record

    def _fail(self, record: PullRecord, reason: str) -> None:
        self.records[record.opened.request_id] = attrs.evolve(
            record, failure=PullFailure(reason=reason, tx_hash=self._tx())
        )
