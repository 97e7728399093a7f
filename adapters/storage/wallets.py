"""Which account has which wallet address on which chain."""

from __future__ import annotations

import peewee

from adapters.storage.db import database, translate_errors
from domain.wallet import Wallet


class WalletRow(peewee.Model):
    account_id = peewee.CharField(max_length=200)
    chain_id = peewee.BigIntegerField()
    address = peewee.CharField(max_length=42)

    class Meta:
        database = database
        table_name = "wallet"
        indexes = ((("account_id", "chain_id"), True),)


def _wallet(row: WalletRow) -> Wallet:
    return Wallet(address=row.address, chain_id=row.chain_id)


class PeeweeWalletStore:
    @translate_errors
    def wallet_of(self, account_id: str, chain_id: int) -> Wallet | None:
        row = WalletRow.get_or_none((WalletRow.account_id == account_id) & (WalletRow.chain_id == chain_id))
        return None if row is None else _wallet(row)

    @translate_errors
    def record(self, account_id: str, wallet: Wallet) -> Wallet:
        with database.atomic():
            (
                WalletRow.insert(account_id=account_id, chain_id=wallet.chain_id, address=wallet.address)
                .on_conflict_ignore()
                .execute()
            )
        return self.wallet_of(account_id, wallet.chain_id)
