"""One behaviour for every SessionStore: the in-memory fake and the Peewee adapter (SQLite, PostgreSQL)."""

import datetime as dt

import pytest

from adapters.storage.sessions import PeeweeSessionStore, SessionRow, digest
from domain.sessions import Session
from tests.fakes.sessions import FakeSessionStore

NOW = dt.datetime(2025, 6, 1, 12, 0, tzinfo=dt.timezone.utc)
DAY = 24 * 3600


def session(account="pla_alice", ttl=14 * DAY, role="player", now=NOW):
    return Session.starting(account, now, ttl, role)


class SessionStoreContract:
    def test_a_new_session_is_found_by_its_token(self, store):
        token = store.open(session(role="tester"))
        found = store.find(token, NOW + dt.timedelta(days=1))
        assert found == session(role="tester")
        assert found.created_at.tzinfo is not None

    def test_tokens_are_long_and_never_repeat(self, store):
        tokens = {store.open(session()) for _ in range(5)}
        assert len(tokens) == 5
        assert all(len(token) >= 43 for token in tokens)  # 32 random bytes, URL-safe base64

    @pytest.mark.parametrize("token", ["", "nope", "x" * 43, "é" * 43, "A" * 5000])
    def test_an_unknown_or_malformed_token_finds_nothing(self, store, token):
        store.open(session())
        assert store.find(token, NOW) is None

    def test_a_session_ends_at_its_expiry(self, store):
        token = store.open(session(ttl=60))
        assert store.find(token, NOW + dt.timedelta(seconds=59)) is not None
        assert store.find(token, NOW + dt.timedelta(seconds=60)) is None

    def test_revoking_a_token_ends_only_that_session(self, store):
        first, second = store.open(session()), store.open(session())
        assert store.revoke(first) is True
        assert store.find(first, NOW) is None
        assert store.find(second, NOW) is not None
        assert store.revoke(first) is False

    def test_revoking_an_account_ends_all_its_sessions_and_no_others(self, store):
        alice = [store.open(session("pla_alice")) for _ in range(2)]
        bob = store.open(session("pla_bob"))
        assert store.revoke_account("pla_alice") == 2
        assert [store.find(token, NOW) for token in alice] == [None, None]
        assert store.find(bob, NOW).account_id == "pla_bob"
        assert store.revoke_account("pla_nobody") == 0

    def test_a_purge_forgets_the_expired_sessions_and_keeps_the_live_ones(self, store):
        short, long = store.open(session(ttl=60)), store.open(session(ttl=DAY))
        revoked = store.open(session(ttl=DAY))
        store.revoke(revoked)
        assert store.purge(NOW + dt.timedelta(seconds=59)) == 0
        assert store.purge(NOW + dt.timedelta(seconds=60)) == 1
        assert store.find(long, NOW + dt.timedelta(seconds=60)) is not None
        assert store.find(short, NOW) is None  # gone, not merely expired
        assert store.purge(NOW + dt.timedelta(seconds=60)) == 0


class TestFakeSessionStore(SessionStoreContract):
    @pytest.fixture
    def store(self):
        return FakeSessionStore()


class TestPeeweeSessionStore(SessionStoreContract):
    @pytest.fixture
    def store(self, database):
        return PeeweeSessionStore()

    def test_the_database_keeps_the_digest_never_the_token(self, store):
        token = store.open(session())
        rows = list(SessionRow.select())
        assert [row.token_digest for row in rows] == [digest(token)]
        assert token not in repr([row.__data__ for row in rows])
