"""`goldcoins session create|revoke` against a real SQLite database."""

import argparse
import datetime as dt
import secrets

import pytest

import app as composition
from adapters.cli import database as database_cli
from adapters.cli import sessions as sessions_cli
from adapters.storage import db
from adapters.storage import sessions as sessions_storage
from adapters.storage.sessions import PeeweeSessionStore


def now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def goldcoins(*argv) -> int:
    parser = argparse.ArgumentParser(prog="goldcoins")
    commands = parser.add_subparsers(dest="command", required=True)
    database_cli.add(commands)
    sessions_cli.add(commands)
    args = parser.parse_args(argv)
    return args.handler(args, composition.Root())


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("GOLDCOINS_DATABASE_URL", f"sqlite:///{tmp_path}/cli.db")
    assert goldcoins("db", "upgrade") == 0
    yield PeeweeSessionStore()
    db.release()


def created(capsys, *argv) -> str:
    capsys.readouterr()
    assert goldcoins("session", "create", *argv) == 0
    return capsys.readouterr().out.strip()


def test_create_prints_a_cookie_value_for_a_fourteen_day_session(store, capsys):
    token = created(capsys, "--account", "pla_alice")
    session = store.find(token, now())
    assert (session.account_id, session.role) == ("pla_alice", "player")
    assert dt.timedelta(days=14) - (session.expires_at - session.created_at) == dt.timedelta(0)


def test_create_takes_a_role_and_a_lifetime(store, capsys):
    token = created(capsys, "--account", "pla_ops", "--role", "admin", "--ttl", "60")
    session = store.find(token, now())
    assert session.role == "admin"
    assert store.find(token, now() + dt.timedelta(seconds=120)) is None


def test_create_can_print_the_whole_set_cookie_value(store, capsys, monkeypatch):
    monkeypatch.setenv("GOLDCOINS_SESSION_COOKIE_SECURE", "false")
    line = created(capsys, "--account", "pla_alice", "--set-cookie")
    token = line.split(";")[0].removeprefix("session=")
    assert store.find(token, now()) is not None
    assert "HttpOnly" in line and "SameSite=Lax" in line and "Path=/" in line and "Max-Age=1209600" in line
    assert "Secure" not in line


def test_revoke_ends_one_session_by_its_token(store, capsys):
    token, kept = created(capsys, "--account", "pla_alice"), created(capsys, "--account", "pla_alice")
    assert goldcoins("session", "revoke", token) == 0
    assert store.find(token, now()) is None
    assert store.find(kept, now()) is not None
    assert goldcoins("session", "revoke", token) == 1


def test_a_token_the_random_part_of_which_starts_with_a_dash_is_revoked_as_printed(store, capsys, monkeypatch):
    # token_urlsafe starts one token in 64 with "-", which a command line takes for an option
    monkeypatch.setattr(secrets, "token_urlsafe", lambda nbytes: "-" + "A" * 42)
    token = created(capsys, "--account", "pla_alice")
    assert token.startswith("gcs_")
    assert goldcoins("session", "revoke", token) == 0
    assert store.find(token, now()) is None


def test_an_older_token_that_starts_with_a_dash_is_revoked_after_a_double_dash(store, capsys, monkeypatch):
    monkeypatch.setattr(sessions_storage, "new_token", lambda: "-" + "B" * 42)
    token = created(capsys, "--account", "pla_alice")
    assert store.find(token, now()) is not None
    assert goldcoins("session", "revoke", "--", token) == 0
    assert store.find(token, now()) is None


def test_revoke_by_account_ends_all_its_sessions(store, capsys):
    tokens = [created(capsys, "--account", "pla_alice") for _ in range(2)]
    other = created(capsys, "--account", "pla_bob")
    assert goldcoins("session", "revoke", "--account", "pla_alice") == 0
    assert "revoked 2 session(s)" in capsys.readouterr().out
    assert [store.find(token, now()) for token in tokens] == [None, None]
    assert store.find(other, now()) is not None


def test_create_refuses_a_non_positive_lifetime(store, capsys):
    assert goldcoins("session", "create", "--account", "pla_alice", "--ttl", "0") == 2


def test_create_with_a_wallet_records_its_address_for_the_account_on_the_configured_chain(store, capsys, monkeypatch):
    from adapters.storage.wallets import PeeweeWalletStore

    monkeypatch.setenv("GOLDCOINS_CHAIN_ID", "31337")
    token = created(capsys, "--account", "pla_demo", "--wallet", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")
    assert store.find(token, now()).account_id == "pla_demo"
    wallet = PeeweeWalletStore().wallet_of("pla_demo", 31337)
    assert (wallet.address, wallet.chain_id) == ("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", 31337)
    again = created(capsys, "--account", "pla_demo", "--wallet", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
    assert store.find(again, now()) is not None  # the same address again is fine


@pytest.mark.parametrize("address", ["0x1234", "not an address", "0x" + "g" * 40])
def test_create_refuses_a_wallet_that_is_no_address_and_opens_no_session(store, capsys, address):
    capsys.readouterr()
    assert goldcoins("session", "create", "--account", "pla_demo", "--wallet", address) == 1
    assert "not an Ethereum address" in capsys.readouterr().err
    assert list(sessions_storage.SessionRow.select()) == []


def test_create_never_replaces_the_wallet_an_account_already_has(store, capsys):
    created(capsys, "--account", "pla_demo", "--wallet", "0x" + "11" * 20)
    assert goldcoins("session", "create", "--account", "pla_demo", "--wallet", "0x" + "22" * 20) == 1
    assert "already has wallet 0x1111111111111111111111111111111111111111" in capsys.readouterr().err


def test_purge_forgets_expired_sessions_and_keeps_live_ones(store, capsys):
    from domain.sessions import Session

    ended = store.open(Session.starting("pla_alice", now() - dt.timedelta(days=15), 14 * 24 * 3600))
    live = created(capsys, "--account", "pla_alice")
    assert goldcoins("session", "purge") == 0
    assert "purged 1 expired session(s)" in capsys.readouterr().out
    assert sessions_storage.SessionRow.select().count() == 1
    assert store.find(live, now()) is not None and store.find(ended, now()) is None
