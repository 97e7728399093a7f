"""Fakes and a signed-in client for the /wallet e2e tests."""

from __future__ import annotations

import attrs

from domain.sessions import Session
from tests.conftest import make_settings
from tests.fakes.feeds import FeedClock
from tests.fakes.sessions import FakeSessionStore
from tests.fakes.wallet import FakeKeyCustody, FakeWalletProvider, FakeWalletStore

SITE = "https://goldcoins.example"
ALICE, BOB = "pla_alice", "pla_bob"
ALICE_ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
BOB_ADDRESS = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"


@attrs.define
class WalletWorld:
    sessions: FakeSessionStore = attrs.Factory(FakeSessionStore)
    wallets: FakeWalletStore = attrs.Factory(FakeWalletStore)
    wallet_provider: FakeWalletProvider | None = attrs.Factory(FakeWalletProvider)
    key_custody: FakeKeyCustody | None = attrs.Factory(FakeKeyCustody)
    clock: FeedClock = attrs.Factory(FeedClock)
    chain: object = None
    pool: object = None
    catalogue: object = None
    settings: object = attrs.Factory(lambda: make_settings(chain_id=8453, allowed_origins=(SITE,)))

    def adapters(self) -> dict:
        return {name: value for name, value in attrs.asdict(self, recurse=False).items() if name != "settings"}

    def sign_in(self, account_id: str, role: str = "player") -> str:
        session = Session.starting(account_id, self.clock.now(), self.settings.session_ttl_seconds, role)
        return self.sessions.open(session)


class Browser:
    """A falcon test client that sends one account's session cookie, as that player's browser would."""

    def __init__(self, client, token: str | None, cookie: str = "session") -> None:
        self.client = client
        self.cookies = {cookie: token} if token is not None else {}

    def get(self, path: str, **kwargs):
        return self.client.simulate_get(path, cookies=self.cookies, **kwargs)

    def post(self, path: str, headers: dict | None = None, **kwargs):
        headers = {"Origin": SITE, "Sec-Fetch-Site": "same-origin", **(headers or {})}
        return self.client.simulate_post(path, cookies=self.cookies, headers=headers, **kwargs)
