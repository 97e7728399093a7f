import datetime as dt

import pytest

from domain.sessions import Session
from domain.wallet import Wallet, is_delegated, status

NOW = dt.datetime(2025, 6, 1, tzinfo=dt.timezone.utc)
IMPLEMENTATION = "0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B"


def test_a_session_lives_for_its_lifetime_and_not_a_second_more():
    session = Session.starting("pla_alice", NOW, 60)
    assert session.role == "player"
    assert session.is_live(NOW + dt.timedelta(seconds=59))
    assert not session.is_live(NOW + dt.timedelta(seconds=60))


@pytest.mark.parametrize("account, ttl", [("", 60), ("pla_alice", 0), ("pla_alice", -5)])
def test_a_session_needs_an_account_and_a_lifetime(account, ttl):
    with pytest.raises(ValueError):
        Session.starting(account, NOW, ttl)


def designator(address: str) -> bytes:
    return bytes.fromhex("ef0100") + bytes.fromhex(address[2:])


def test_an_account_delegated_to_the_implementation_is_delegated():
    assert is_delegated(designator(IMPLEMENTATION), IMPLEMENTATION)
    assert is_delegated(designator(IMPLEMENTATION), IMPLEMENTATION.lower())


@pytest.mark.parametrize(
    "code",
    [
        b"",
        designator("0x" + "11" * 20),
        bytes.fromhex("6080604052"),
        designator(IMPLEMENTATION) + b"\x00",
        bytes.fromhex("ef0000") + bytes.fromhex(IMPLEMENTATION[2:]),
    ],
)
def test_any_other_code_is_not_delegated(code):
    assert not is_delegated(code, IMPLEMENTATION)


@pytest.mark.parametrize("implementation", [None, "", "0x1234", "not hex"])
def test_without_a_valid_implementation_nothing_counts_as_delegated(implementation):
    assert not is_delegated(designator(IMPLEMENTATION), implementation)


def test_the_status_reports_the_wallet_and_its_delegation():
    wallet = Wallet(address="0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", chain_id=8453)
    shown = status(wallet, designator(IMPLEMENTATION), IMPLEMENTATION)
    assert (shown.address, shown.chain_id, shown.delegated) == (wallet.address, 8453, True)
