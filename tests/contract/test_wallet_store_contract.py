"""One behaviour for every WalletStore: the in-memory fake and the Peewee adapter (SQLite, PostgreSQL)."""

import pytest

from adapters.storage.wallets import PeeweeWalletStore
from domain.wallet import Wallet
from tests.fakes.wallet import FakeWalletStore

BASE = 8453
ALICE = Wallet(address="0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", chain_id=BASE)
OTHER = Wallet(address="0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", chain_id=BASE)


class WalletStoreContract:
    def test_an_account_has_no_wallet_until_one_is_recorded(self, store):
        assert store.wallet_of("pla_alice", BASE) is None

    def test_a_recorded_wallet_is_found_for_its_account_and_chain(self, store):
        assert store.record("pla_alice", ALICE) == ALICE
        assert store.wallet_of("pla_alice", BASE) == ALICE
        assert store.wallet_of("pla_alice", 1) is None
        assert store.wallet_of("pla_bob", BASE) is None

    def test_recording_again_keeps_the_first_wallet(self, store):
        store.record("pla_alice", ALICE)
        assert store.record("pla_alice", OTHER) == ALICE
        assert store.wallet_of("pla_alice", BASE) == ALICE

    def test_each_chain_keeps_its_own_wallet(self, store):
        on_anvil = Wallet(address=OTHER.address, chain_id=31337)
        store.record("pla_alice", ALICE)
        store.record("pla_alice", on_anvil)
        assert store.wallet_of("pla_alice", 31337) == on_anvil
        assert store.wallet_of("pla_alice", BASE) == ALICE


class TestFakeWalletStore(WalletStoreContract):
    @pytest.fixture
    def store(self):
        return FakeWalletStore()


class TestPeeweeWalletStore(WalletStoreContract):
    @pytest.fixture
    def store(self, database):
        return PeeweeWalletStore()
