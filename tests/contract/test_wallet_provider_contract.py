"""One behaviour for every WalletProvider and KeyCustody (ports/wallet.py): the in-memory fakes, and the Openfort
and Shield adapters against a local server that acts as those services do, in their recorded payload shapes.

Each subject is the port and the hand that arranges the service behind it: a player's browser creating a
wallet, or the service failing in one of the ways a real one does.
"""

import copy
import json
import uuid

import pytest

from adapters.wallet.openfort import OpenfortProvider
from adapters.wallet.shield import ShieldCustody
from ports.errors import ProviderUnavailable
from tests.fakes.wallet import FakeKeyCustody, FakeWalletProvider
from tests.support.http_server import fixture_bytes, unused_port
from tests.support.wallet_server import ScriptedServer

TIMEOUT = 0.3
ALICE, BOB = "pla_alice", "pla_bob"
ADDRESS = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"  # as a browser or the provider may write it
CHECKSUMMED = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
OTHER = "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359"
BASE, BASE_SEPOLIA = 8453, 84532
FAILURES = ["refused credentials", "server error", "garbled", "silence", "unreachable"]
ACCOUNTS, SESSION = "/v1/accounts", "/project/encryption-session"


def recorded(name: str):
    return json.loads(fixture_bytes(f"wallet/{name}.json"))


# --- arranging each service ------------------------------------------------------------------------------
class FakeService:
    def __init__(self) -> None:
        self.provider, self.custody = FakeWalletProvider(), FakeKeyCustody()

    def browser_creates(self, account_id: str, address: str, chain_id: int) -> None:
        self.provider.browser_creates(account_id, address, chain_id)

    def fails(self, how: str) -> None:
        self.provider.down = self.custody.down = True

    def recovers(self) -> None:
        self.provider.down = self.custody.down = False


class OpenfortAndShield:
    """Openfort lists a known player's accounts on every chain (404 for a player it has never seen); Shield
    registers a new encryption session on each call."""

    def __init__(self, server: ScriptedServer) -> None:
        self.server, self.accounts = server, {}
        self.recovers()

    def _connect(self, url: str) -> None:
        self.provider = OpenfortProvider(url, "sk_test_secret", TIMEOUT)
        self.custody = ShieldCustody(url, "pk_shield", "shield_secret", "part_two", TIMEOUT)

    def browser_creates(self, account_id: str, address: str, chain_id: int) -> None:
        entry = copy.deepcopy(recorded("openfort_accounts")["data"][0])
        entry.update(address=address, ownerAddress=address, chainId=chain_id, player={"id": account_id})
        self.accounts.setdefault(account_id, []).append(entry)

    def _list_accounts(self, seen):
        player = seen.query.get("player", [""])[0]
        if player not in self.accounts:
            return 404, {"error": {"type": "not_found", "message": "Player not found."}}
        data = self.accounts[player]
        return 200, {"object": "list", "url": ACCOUNTS, "data": data, "start": 0, "end": len(data), "total": len(data)}

    def fails(self, how: str) -> None:
        if how == "unreachable":
            self._connect(f"http://127.0.0.1:{unused_port()}")
            return
        for method, path in (("GET", ACCOUNTS), ("POST", SESSION)):
            if how == "silence":
                self.server.hang(method, path)
            else:
                status, body = {
                    "refused credentials": (401, recorded("openfort_unauthorized")),
                    "server error": (500, {"error": "internal"}),
                    "garbled": (200, b"<html>"),
                }[how]
                self.server.reply(method, path, status, body)

    def recovers(self) -> None:
        self._connect(self.server.url)
        self.server.answer_with("GET", ACCOUNTS, self._list_accounts)
        self.server.answer_with("POST", SESSION, lambda seen: (200, {"session_id": str(uuid.uuid4())}))


@pytest.fixture(params=["fake", "openfort and shield"])
def service(request):
    if request.param == "fake":
        yield FakeService()
        return
    with ScriptedServer() as server:
        yield OpenfortAndShield(server)


# --- WalletProvider --------------------------------------------------------------------------------------
def test_there_is_no_wallet_until_the_players_browser_creates_one(service):
    assert service.provider.wallet_of(ALICE, BASE) is None
    service.browser_creates(ALICE, ADDRESS, BASE)
    wallet = service.provider.wallet_of(ALICE, BASE)
    assert (wallet.address, wallet.chain_id) == (CHECKSUMMED, BASE)  # EIP-55, whatever case it was sent in


def test_a_wallet_is_the_one_on_the_chain_asked_for(service):
    service.browser_creates(ALICE, OTHER, BASE_SEPOLIA)
    assert service.provider.wallet_of(ALICE, BASE) is None
    service.browser_creates(ALICE, ADDRESS, BASE)
    assert service.provider.wallet_of(ALICE, BASE).address == CHECKSUMMED
    assert service.provider.wallet_of(ALICE, BASE_SEPOLIA).chain_id == BASE_SEPOLIA


def test_another_players_wallet_is_never_this_players(service):
    service.browser_creates(BOB, ADDRESS, BASE)
    assert service.provider.wallet_of(ALICE, BASE) is None
    assert service.provider.wallet_of(BOB, BASE).address == CHECKSUMMED


@pytest.mark.timeout(30)
@pytest.mark.parametrize("how", FAILURES)
def test_a_failing_provider_is_unavailable_and_answers_again_once_it_recovers(service, how):
    service.browser_creates(ALICE, ADDRESS, BASE)
    service.fails(how)
    with pytest.raises(ProviderUnavailable):
        service.provider.wallet_of(ALICE, BASE)
    service.recovers()
    assert service.provider.wallet_of(ALICE, BASE).address == CHECKSUMMED


# --- KeyCustody ------------------------------------------------------------------------------------------
def test_each_encryption_session_is_a_fresh_id(service):
    first, second = service.custody.encryption_session(), service.custody.encryption_session()
    assert all(isinstance(session, str) and session for session in (first, second))
    assert first != second


@pytest.mark.timeout(30)
@pytest.mark.parametrize("how", FAILURES)
def test_a_failing_key_custody_is_unavailable_and_answers_again_once_it_recovers(service, how):
    service.fails(how)
    with pytest.raises(ProviderUnavailable):
        service.custody.encryption_session()
    service.recovers()
    assert service.custody.encryption_session()
